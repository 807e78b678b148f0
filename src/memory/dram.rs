//! DRAM (global, local, const and param memory, T:L786-812): sparse 4 KB pages, zero-initialised.

use std::collections::BTreeMap;

const PAGE: u64 = 4096;

/// DRAM for global, local, const and param memory: sparse pages, zero-initialised.
#[derive(Clone, Debug, Default)]
pub struct Dram {
    pub pages: BTreeMap<u64, Box<[u8]>>,
}

impl Dram {
    pub fn read(&self, addr: u64, out: &mut [u8]) {
        for (k, o) in out.iter_mut().enumerate() {
            let a = addr + k as u64;
            *o = self
                .pages
                .get(&(a / PAGE))
                .map_or(0, |p| p[(a % PAGE) as usize]);
        }
    }
    pub fn write(&mut self, addr: u64, bytes: &[u8]) {
        for (k, &b) in bytes.iter().enumerate() {
            let a = addr + k as u64;
            let p = self
                .pages
                .entry(a / PAGE)
                .or_insert_with(|| vec![0; PAGE as usize].into_boxed_slice());
            p[(a % PAGE) as usize] = b;
        }
    }
}

//! DRAM (global, local, const and param memory, T:L786-812): sparse 4 KB pages, zero-initialised.

use std::collections::BTreeMap;

const PAGE: u64 = 4096;

/// DRAM for global, local, const and param memory: sparse pages, zero-initialised.
#[derive(Clone, Debug, Default)]
pub struct Dram {
    pub pages: BTreeMap<u64, Box<[u8]>>,
}

impl Dram {
    /// Copy `out.len()` bytes from `addr`, one page lookup per page touched (a line read is one
    /// lookup, not one per byte).
    pub fn read(&self, addr: u64, out: &mut [u8]) {
        let mut done = 0usize;
        while done < out.len() {
            let a = addr.wrapping_add(done as u64);
            let off = (a % PAGE) as usize;
            let n = (PAGE as usize - off).min(out.len() - done);
            let dst = &mut out[done..done + n];
            match self.pages.get(&(a / PAGE)) {
                Some(p) => dst.copy_from_slice(&p[off..off + n]),
                None => dst.fill(0),
            }
            done += n;
        }
    }
    /// Write `bytes` at `addr`, creating zero pages as needed; one lookup per page touched.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) {
        let mut done = 0usize;
        while done < bytes.len() {
            let a = addr.wrapping_add(done as u64);
            let off = (a % PAGE) as usize;
            let n = (PAGE as usize - off).min(bytes.len() - done);
            let p = self
                .pages
                .entry(a / PAGE)
                .or_insert_with(|| vec![0; PAGE as usize].into_boxed_slice());
            p[off..off + n].copy_from_slice(&bytes[done..done + n]);
            done += n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page-wise copies equal a byte-by-byte model, across page boundaries and unwritten
    /// pages.
    #[test]
    fn reads_and_writes_match_a_byte_model() {
        let mut d = Dram::default();
        let mut model = std::collections::BTreeMap::new();
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let addr = (x % (6 * PAGE)) + PAGE;
            let len = (x >> 40) as usize % 300;
            let bytes: Vec<u8> = (0..len).map(|k| (x >> (k % 56)) as u8).collect();
            d.write(addr, &bytes);
            for (k, &b) in bytes.iter().enumerate() {
                model.insert(addr + k as u64, b);
            }
            let at = (x >> 20) % (8 * PAGE);
            let mut out = vec![0xAA; (x >> 30) as usize % 5000];
            d.read(at, &mut out);
            for (k, &b) in out.iter().enumerate() {
                assert_eq!(
                    b,
                    *model.get(&(at + k as u64)).unwrap_or(&0),
                    "byte {}",
                    at + k as u64
                );
            }
        }
    }
}

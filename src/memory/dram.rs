//! DRAM (global, local, const and param memory, T:L786-812): sparse 4 KB pages, zero-initialised.

use crate::fasthash::FastBuild;
use std::collections::HashMap;

pub const PAGE: u64 = 4096;

/// DRAM for global, local, const and param memory: sparse pages, zero-initialised.
///
/// Pages are found through a hash index (a memory operation reads or writes DRAM at a random
/// line of a large buffer; the ordered map this replaces walked four tree levels per access,
/// 7 % of a 1M-thread vector add on the Fermi memory). The index is only looked up; whatever
/// visits the pages goes through [`Dram::pages`], in key order.
#[derive(Clone, Debug, Default)]
pub struct Dram {
    /// Page number -> position in `store`.
    index: HashMap<u64, u32, FastBuild>,
    /// The pages, in creation order (never removed).
    store: Vec<Box<[u8]>>,
    /// The page numbers with their positions, sorted by page number.
    keys: Vec<(u64, u32)>,
    /// Per page of `store`: whether it holds a non-zero byte and a 128-bit hash of its bytes,
    /// computed when first asked for after the page's last write ([`Dram::digests`]: state
    /// hashes ask for every page at every point of a macro step a search visits, and hashing
    /// the pages' bytes each time was most of a litmus search's time).
    digests: Vec<std::cell::Cell<Option<(bool, u128)>>>,
}

/// Split `len` bytes from `addr` at the boundaries of `page`-byte pages: (page number, offset
/// in the page, range of the bytes), in address order. Both memories copy page by page with it.
pub fn page_chunks(
    addr: u64,
    len: usize,
    page: u64,
) -> impl Iterator<Item = (u64, usize, std::ops::Range<usize>)> {
    let mut done = 0usize;
    std::iter::from_fn(move || {
        if done >= len {
            return None;
        }
        let a = addr.wrapping_add(done as u64);
        let off = (a % page) as usize;
        let n = (page as usize - off).min(len - done);
        let r = done..done + n;
        done += n;
        Some((a / page, off, r))
    })
}

impl Dram {
    /// Every page that was written, by page number, in ascending order.
    pub fn pages(&self) -> impl Iterator<Item = (u64, &[u8])> + '_ {
        self.keys
            .iter()
            .map(|&(k, i)| (k, &self.store[i as usize][..]))
    }

    /// Every page that was written, by page number, in ascending order, with whether it holds
    /// a non-zero byte and a hash of its bytes (equal bytes give equal hashes).
    pub fn digests(&self) -> impl Iterator<Item = (u64, bool, u128)> + '_ {
        self.keys.iter().map(|&(k, i)| {
            let cell = &self.digests[i as usize];
            let (nz, d) = cell.get().unwrap_or_else(|| {
                use std::hash::Hash;
                let page = &self.store[i as usize];
                let mut h = crate::fasthash::Fp128::new();
                page.hash(&mut h);
                let v = (page.iter().any(|&b| b != 0), h.finish128());
                cell.set(Some(v));
                v
            });
            (k, nz, d)
        })
    }

    #[inline]
    fn page(&self, pg: u64) -> Option<&[u8]> {
        self.index.get(&pg).map(|&i| &self.store[i as usize][..])
    }

    fn page_mut(&mut self, pg: u64) -> &mut [u8] {
        let i = match self.index.get(&pg) {
            Some(&i) => i,
            None => {
                let i = self.store.len() as u32;
                self.store.push(vec![0; PAGE as usize].into_boxed_slice());
                self.digests.push(std::cell::Cell::new(None));
                self.index.insert(pg, i);
                let at = self.keys.partition_point(|x| x.0 < pg);
                self.keys.insert(at, (pg, i));
                i
            }
        };
        self.digests[i as usize].set(None);
        &mut self.store[i as usize]
    }

    /// Copy `out.len()` bytes from `addr`, one page lookup per page touched (a line read is one
    /// lookup, not one per byte).
    pub fn read(&self, addr: u64, out: &mut [u8]) {
        for (pg, off, r) in page_chunks(addr, out.len(), PAGE) {
            let dst = &mut out[r];
            match self.page(pg) {
                Some(p) => dst.copy_from_slice(&p[off..off + dst.len()]),
                None => dst.fill(0),
            }
        }
    }
    /// Write `bytes` at `addr`, creating zero pages as needed; one lookup per page touched.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) {
        for (pg, off, r) in page_chunks(addr, bytes.len(), PAGE) {
            let p = self.page_mut(pg);
            p[off..off + r.len()].copy_from_slice(&bytes[r]);
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
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            let x = crate::testrand::xorshift(&mut seed);
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

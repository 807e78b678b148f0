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
    /// Per page of `store`: how many of its 8-byte words are non-zero, and the wrapping sum of
    /// a 128-bit hash of each non-zero word with its position ([`Dram::digests`]), kept in step
    /// by `write` (state hashes ask for every page at every point of a macro step a search
    /// visits; hashing the pages' bytes each time was most of a litmus search's time).
    digests: Vec<(u32, u128)>,
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
            let (nz, d) = self.digests[i as usize];
            (k, nz > 0, d)
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
                self.digests.push((0, 0));
                self.index.insert(pg, i);
                let at = self.keys.partition_point(|x| x.0 < pg);
                self.keys.insert(at, (pg, i));
                i
            }
        };
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
            self.page_mut(pg);
            let i = self.index[&pg] as usize;
            let p = &mut self.store[i];
            // The words the write touches leave the digest, then come back with their new bytes.
            let words = off / 8..(off + r.len()).div_ceil(8);
            let d = &mut self.digests[i];
            for w in words.clone() {
                *d = sub_word(*d, w, &p[w * 8..w * 8 + 8]);
            }
            p[off..off + r.len()].copy_from_slice(&bytes[r]);
            for w in words {
                *d = add_word(*d, w, &p[w * 8..w * 8 + 8]);
            }
        }
    }
}

/// The hash of the 8-byte word at word index `w` of a page with bytes `b`.
fn word_hash(w: usize, b: &[u8]) -> u128 {
    use std::hash::Hasher;
    let mut h = crate::fasthash::Fp128::new();
    h.write_u64(w as u64);
    h.write(b);
    h.finish128()
}

/// A page digest with the word at `w` (bytes `b`) added.
fn add_word((n, s): (u32, u128), w: usize, b: &[u8]) -> (u32, u128) {
    if b.iter().all(|&x| x == 0) {
        (n, s)
    } else {
        (n + 1, s.wrapping_add(word_hash(w, b)))
    }
}

/// A page digest with the word at `w` (bytes `b`) taken out.
fn sub_word((n, s): (u32, u128), w: usize, b: &[u8]) -> (u32, u128) {
    if b.iter().all(|&x| x == 0) {
        (n, s)
    } else {
        (n - 1, s.wrapping_sub(word_hash(w, b)))
    }
}

/// The digest of a whole page (`Dram::digests`), computed from scratch.
#[cfg(test)]
fn digest(page: &[u8]) -> (u32, u128) {
    page.chunks(8)
        .enumerate()
        .fold((0, 0), |d, (w, b)| add_word(d, w, b))
}

impl Dram {
    /// Whether the digests are in step with the pages (a test's check).
    #[cfg(test)]
    fn digests_in_step(&self) -> bool {
        self.store
            .iter()
            .zip(&self.digests)
            .all(|(p, &d)| digest(p) == d)
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
            assert!(d.digests_in_step(), "page digests out of step");
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

    /// Pages with equal bytes have equal digests whatever was written on the way; a page that
    /// differs in one byte has another digest, and an all-zero page counts as zero.
    #[test]
    fn digests_follow_the_bytes() {
        let (mut a, mut b) = (Dram::default(), Dram::default());
        a.write(100, &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        a.write(104, &[0, 0, 0]);
        b.write(100, &[1, 2, 3, 4]);
        b.write(107, &[8, 9]);
        assert!(a.digests().eq(b.digests()));
        b.write(4000, &[1]);
        assert!(!a.digests().eq(b.digests()));
        b.write(4000, &[0]);
        assert!(a.digests().eq(b.digests()));
        let mut z = Dram::default();
        z.write(8192, &[5]);
        z.write(8192, &[0]);
        assert_eq!(z.digests().map(|x| x.1).collect::<Vec<_>>(), vec![false]);
    }
}

//! A fast, deterministic hasher for hot lookup tables. The std SipHash showed up as
//! ~25% of a 1M-thread vector add (profile in docs/performance.md); these tables are keyed by
//! small integers and are only looked up, never iterated, so neither DoS resistance nor
//! iteration order matters.

use std::hash::{BuildHasherDefault, Hasher};

/// The multiply-rotate hash of rustc ("FxHash"): one multiply per word.
#[derive(Clone, Copy, Default)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.hash = (self.hash.rotate_left(5) ^ w).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for c in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// `HashMap<K, V, FastBuild>`: for lookup-only tables.
pub type FastBuild = BuildHasherDefault<FxHasher>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn distinct_small_keys_hash_apart_and_equal_keys_together() {
        let b = FastBuild::default();
        let h = |k: (u32, u32)| b.hash_one(k);
        assert_eq!(h((1, 2)), h((1, 2)));
        assert_ne!(h((1, 2)), h((2, 1)));
        assert_ne!(h((0, 0)), h((0, 1)));
    }
}

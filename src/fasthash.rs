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

/// A 128-bit fingerprint hasher: two independent 64-bit streams, each folding every 8-byte word
/// in with a full 64x64->128-bit multiply whose halves are xor-ed ("folded multiply", as in
/// wyhash), with different keys per stream. Deterministic (fixed keys, no `RandomState`).
/// Replaces two SipHash-1-3 streams (SipHash was 40 % of `explore`); only equality of
/// fingerprints is ever used, never their values, and equal states still hash equally.
pub struct Fp128 {
    a: u64,
    b: u64,
    n: u64,
}

const K0: u64 = 0xa076_1d64_78bd_642f;
const K1: u64 = 0xe703_7ed1_a0b4_28db;
const K2: u64 = 0x8ebc_6af0_9c88_c6e3;
const K3: u64 = 0x5899_65cc_7537_4cc3;

#[inline(always)]
fn fold_mul(x: u64, y: u64) -> u64 {
    let r = (x as u128).wrapping_mul(y as u128);
    (r as u64) ^ ((r >> 64) as u64)
}

impl Default for Fp128 {
    fn default() -> Self {
        Self::new()
    }
}

impl Fp128 {
    pub fn new() -> Fp128 {
        Fp128 {
            a: K2,
            b: K3 ^ 0x9e37_79b9_7f4a_7c15,
            n: 0,
        }
    }
    #[inline(always)]
    fn word(&mut self, w: u64) {
        self.a = fold_mul(self.a ^ w, K0);
        self.b = fold_mul(self.b ^ w ^ K2, K1);
        self.n = self.n.wrapping_add(1);
    }
    pub fn finish128(&self) -> u128 {
        let a = fold_mul(self.a ^ self.n, K1 ^ K3);
        let b = fold_mul(self.b ^ self.n.rotate_left(32), K0 ^ K2);
        ((fold_mul(a, K2) as u128) << 64) | fold_mul(b, K3) as u128
    }
}

impl Hasher for Fp128 {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        // Long inputs (register files, pages) 16 bytes at a time: one folded multiply per stream
        // digests the pair, and the stream's state goes through a bijection (rotate, multiply by
        // an odd key) before the digest is xor-ed in, so no input can erase what came before.
        let mut pairs = bytes.chunks_exact(16);
        for c in &mut pairs {
            let mut x = [0u8; 8];
            let mut y = [0u8; 8];
            x.copy_from_slice(&c[..8]);
            y.copy_from_slice(&c[8..]);
            let (x, y) = (u64::from_le_bytes(x), u64::from_le_bytes(y));
            self.a = self.a.rotate_left(23).wrapping_mul(K1 | 1) ^ fold_mul(x ^ K0, y ^ K1);
            self.b = self.b.rotate_left(29).wrapping_mul(K3 | 1) ^ fold_mul(x ^ K2, y ^ K3);
            self.n = self.n.wrapping_add(2);
        }
        let mut chunks = pairs.remainder().chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.word(u64::from_le_bytes(w));
        }
        let r = chunks.remainder();
        if !r.is_empty() {
            let mut w = [0u8; 8];
            w[..r.len()].copy_from_slice(r);
            // the tail's length in the top byte (a tail has at most 7 bytes)
            self.word(u64::from_le_bytes(w) | (r.len() as u64) << 56);
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.word(i as u64);
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.word(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.word(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.word(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.word(i as u64);
    }
    fn finish(&self) -> u64 {
        let f = self.finish128();
        (f >> 64) as u64 ^ f as u64
    }
}

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

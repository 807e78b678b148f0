//! Lane masks as integers (hot path, no allocation). Up to 1024 lanes so that the lock-step
//! execution mode `warp_size = block size` (docs/design.md §11) fits; a 32-lane warp only touches the
//! first word.

use serde::Serialize;

pub const MAX_LANES: usize = 1024;
const WORDS: usize = MAX_LANES / 64;

/// A set of warp lanes; bit `wl` set = lane `wl` is in the set (α(wl) = active, T:L1937).
#[derive(Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct LaneMask([u64; WORDS]);

/// Hashes the words up to the last non-zero one, preceded by their number: equal masks hash
/// equally, and a 32-lane warp's mask costs one word instead of sixteen (state fingerprints hash
/// every mask of every warp).
impl std::hash::Hash for LaneMask {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let n = self.0.iter().rposition(|&w| w != 0).map_or(0, |i| i + 1);
        h.write_usize(n);
        for &w in &self.0[..n] {
            h.write_u64(w);
        }
    }
}

impl LaneMask {
    pub const EMPTY: LaneMask = LaneMask([0; WORDS]);

    /// Lanes `0..n`.
    pub fn first(n: usize) -> LaneMask {
        let mut m = LaneMask::EMPTY;
        let n = n.min(MAX_LANES);
        for w in 0..n / 64 {
            m.0[w] = u64::MAX;
        }
        if !n.is_multiple_of(64) {
            m.0[n / 64] = (1u64 << (n % 64)) - 1;
        }
        m
    }
    pub fn single(lane: usize) -> LaneMask {
        let mut m = LaneMask::EMPTY;
        m.set(lane);
        m
    }
    #[inline]
    pub fn get(&self, lane: usize) -> bool {
        self.0[lane / 64] >> (lane % 64) & 1 != 0
    }
    #[inline]
    pub fn set(&mut self, lane: usize) {
        self.0[lane / 64] |= 1 << (lane % 64);
    }
    #[inline]
    pub fn clear(&mut self, lane: usize) {
        self.0[lane / 64] &= !(1 << (lane % 64));
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }
    /// `!self.and(o).is_empty()` without building the intersection (canBeScheduled's hot test).
    #[inline]
    pub fn intersects(&self, o: &LaneMask) -> bool {
        self.0.iter().zip(&o.0).any(|(a, b)| a & b != 0)
    }
    /// [`LaneMask::intersects`] on the first `words` words (lanes `0..64·words`) only: equal to
    /// it when one of the masks has no lane at or beyond `64·words` (the masks of a warp with at
    /// most that many lanes).
    #[inline]
    pub fn intersects_words(&self, o: &LaneMask, words: usize) -> bool {
        if words <= 1 {
            return self.0[0] & o.0[0] != 0;
        }
        let n = words.min(WORDS);
        let mut acc = 0;
        for i in 0..n {
            acc |= self.0[i] & o.0[i];
        }
        acc != 0
    }
    /// Copy the first `words` words of `o` (all of a warp's lanes when the warp has at most
    /// `64·words` of them); the other words are left as they are.
    #[inline]
    pub fn copy_words(&mut self, o: &LaneMask, words: usize) {
        let n = words.clamp(1, WORDS);
        self.0[..n].copy_from_slice(&o.0[..n]);
    }
    /// `self == o` on the first `words` words: equal to `==` when neither mask has a lane at or
    /// beyond `64·words`.
    #[inline]
    pub fn eq_words(&self, o: &LaneMask, words: usize) -> bool {
        let n = words.clamp(1, WORDS);
        self.0[..n] == o.0[..n]
    }
    #[inline]
    pub fn and(&self, o: &LaneMask) -> LaneMask {
        let mut r = *self;
        for i in 0..WORDS {
            r.0[i] &= o.0[i];
        }
        r
    }
    #[inline]
    pub fn or(&self, o: &LaneMask) -> LaneMask {
        let mut r = *self;
        for i in 0..WORDS {
            r.0[i] |= o.0[i];
        }
        r
    }
    /// `self \ o`
    #[inline]
    pub fn and_not(&self, o: &LaneMask) -> LaneMask {
        let mut r = *self;
        for i in 0..WORDS {
            r.0[i] &= !o.0[i];
        }
        r
    }
    #[inline]
    pub fn is_subset_of(&self, o: &LaneMask) -> bool {
        (0..WORDS).all(|i| self.0[i] & !o.0[i] == 0)
    }
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    /// [`LaneMask::count`] for a mask of a warp of `n` lanes (no lane at or beyond `n`): only
    /// the words that can hold a lane are counted.
    #[inline]
    pub fn count_of(&self, n: usize) -> u32 {
        self.words_in(n).iter().map(|w| w.count_ones()).sum()
    }
    /// The number of words that hold the lanes of a warp of `n` lanes (at least one); debug
    /// builds check that the mask has no lane beyond them.
    #[inline]
    fn words_of(&self, n: usize) -> usize {
        let end = n.div_ceil(64).clamp(1, WORDS);
        debug_assert!(self.lanes().all(|l| l < end * 64));
        end
    }
    /// The words that hold the lanes of a warp of `n` lanes (debug builds check that no bit
    /// beyond them is set).
    pub fn words_in(&self, n: usize) -> &[u64] {
        &self.0[..self.words_of(n)]
    }
    /// The mask's words, lanes 0-63 first.
    pub fn words(&self) -> &[u64] {
        &self.0
    }
    /// The low 64 lanes as an integer (ballot results, tests).
    pub fn low_bits(&self) -> u64 {
        self.0[0]
    }
    /// Iterate over the lanes in the set, ascending.
    #[inline]
    pub fn lanes(&self) -> Lanes<'_> {
        Lanes {
            words: &self.0,
            word: 0,
            end: WORDS,
            bits: self.0[0],
        }
    }
    /// [`LaneMask::lanes`] for a mask of a warp of `n` lanes: only the words that can hold a lane
    /// are scanned (the mask has no lane at or beyond `n`).
    #[inline]
    pub fn lanes_of(&self, n: usize) -> Lanes<'_> {
        Lanes {
            words: &self.0,
            word: 0,
            end: self.words_of(n),
            bits: self.0[0],
        }
    }
    /// The thesis' figure notation: one character per lane, lane 0 first ("01" = lane 0 inactive, T:L2027).
    pub fn to_string_n(&self, n: usize) -> String {
        (0..n)
            .map(|l| if self.get(l) { '1' } else { '0' })
            .collect()
    }
    /// Parse the figure notation ("0101", lane 0 first).
    pub fn parse(s: &str) -> Option<LaneMask> {
        let mut m = LaneMask::EMPTY;
        for (i, c) in s.chars().enumerate() {
            match c {
                '1' if i < MAX_LANES => m.set(i),
                '0' if i < MAX_LANES => {}
                _ => return None,
            }
        }
        Some(m)
    }
}

/// The lanes of a mask, ascending ([`LaneMask::lanes`]).
pub struct Lanes<'a> {
    words: &'a [u64; WORDS],
    word: usize,
    /// One past the last word to scan.
    end: usize,
    bits: u64,
}

impl Iterator for Lanes<'_> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.bits == 0 {
            self.word += 1;
            if self.word >= self.end {
                return None;
            }
            self.bits = self.words[self.word];
        }
        let b = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(self.word * 64 + b)
    }
}

impl std::fmt::Debug for LaneMask {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let hi = self.lanes().last().map(|l| l + 1).unwrap_or(1);
        write!(f, "LaneMask({})", self.to_string_n(hi))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn first_and_lanes() {
        let m = LaneMask::first(70);
        assert_eq!(m.count(), 70);
        assert_eq!(m.lanes().last(), Some(69));
        assert!(!m.get(70));
        assert_eq!(
            LaneMask::parse("0101").unwrap().lanes().collect::<Vec<_>>(),
            vec![1, 3]
        );
        assert_eq!(LaneMask::parse("0101").unwrap().to_string_n(4), "0101");
    }
    #[test]
    fn intersects_only_on_a_shared_lane() {
        let a = LaneMask::single(700);
        assert!(a.intersects(&LaneMask::first(701)));
        assert!(!a.intersects(&LaneMask::first(700)));
        assert!(!LaneMask::single(3).intersects(&LaneMask::single(4)));
        assert!(!LaneMask::EMPTY.intersects(&LaneMask::first(1024)));
        assert!(a.intersects_words(&LaneMask::first(701), 11));
        assert!(!LaneMask::single(3).intersects_words(&LaneMask::single(4), 1));
        assert!(LaneMask::single(3).intersects_words(&LaneMask::first(4), 1));
    }
    #[test]
    fn equal_masks_hash_equally() {
        use std::hash::{Hash, Hasher};
        let h = |m: LaneMask| {
            let mut s = std::collections::hash_map::DefaultHasher::new();
            m.hash(&mut s);
            s.finish()
        };
        assert_eq!(h(LaneMask::first(5)), h(LaneMask::parse("11111").unwrap()));
        assert_ne!(h(LaneMask::first(5)), h(LaneMask::first(6)));
        assert_ne!(h(LaneMask::EMPTY), h(LaneMask::single(0)));
        assert_ne!(h(LaneMask::single(64)), h(LaneMask::single(0)));
    }
}

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

/// The word of lanes `0..n` of a mask's first word (all 64 for `n >= 64`): the whole mask of a
/// warp of at most 64 lanes.
#[inline]
pub fn low_mask(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
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
        if n <= 64 {
            // One word (every 32-lane warp): no slice to build and sum.
            debug_assert!(self.lanes().all(|l| l < 64));
            return self.0[0].count_ones();
        }
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
    /// The mask whose lanes are the set bits of `w` (lanes 0-63 only): a warp of at most 64
    /// lanes without copying a whole mask.
    #[inline]
    pub fn from_low_bits(w: u64) -> LaneMask {
        let mut m = LaneMask::EMPTY;
        m.0[0] = w;
        m
    }
    /// No lane of a warp of `n` lanes is in the set ([`LaneMask::is_empty`] on the words that
    /// hold such lanes only: one for a warp of at most 64 lanes).
    #[inline]
    pub fn is_empty_of(&self, n: usize) -> bool {
        if n <= 64 {
            debug_assert!(self.lanes().all(|l| l < 64));
            return self.0[0] == 0;
        }
        self.words_in(n).iter().all(|w| *w == 0)
    }
    /// The low 64 lanes as an integer (ballot results, tests).
    #[inline]
    pub fn low_bits(&self) -> u64 {
        self.0[0]
    }
    /// Set lanes 0-63 to the bits of `w`, leaving the others as they are.
    pub fn set_low_bits(&mut self, w: u64) {
        self.0[0] = w;
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

/// A lane set per register, each stored in the words a warp of `lanes` lanes needs (one word up
/// to 64 lanes): the blocked-register table of a warp (T:L1734). A `LaneMask` per register took
/// 128 bytes each, which every new warp zeroed and every explored state copied and compared.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct RegLanes {
    /// Words per register.
    per: usize,
    /// Register `r`'s lanes are the words `r·per .. (r+1)·per`.
    bits: Vec<u64>,
}
// `explore` copies every warp's table into a recycled state: keep its buffer.
crate::reuse::clone_reusing!(RegLanes { per, bits });

impl RegLanes {
    /// `regs` empty sets for a warp of `lanes` lanes.
    pub fn new(regs: usize, lanes: usize) -> RegLanes {
        let mut t = RegLanes::default();
        t.reset(regs, lanes);
        t
    }
    /// Make this `regs` empty sets for a warp of `lanes` lanes, keeping the allocation.
    pub fn reset(&mut self, regs: usize, lanes: usize) {
        self.per = lanes.div_ceil(64).clamp(1, WORDS);
        self.bits.clear();
        self.bits.resize(regs * self.per, 0);
    }
    /// The number of registers.
    pub fn regs(&self) -> usize {
        self.bits.len() / self.per.max(1)
    }
    /// The word holding `lane` of register `r`, if both exist.
    #[inline]
    fn word(&self, r: usize, lane: usize) -> Option<usize> {
        let i = r * self.per + lane / 64;
        (lane / 64 < self.per && i < self.bits.len()).then_some(i)
    }
    /// Whether `lane` is in register `r`'s set; `None` if there is no such register (or lane).
    #[inline]
    pub fn get(&self, r: usize, lane: usize) -> Option<bool> {
        self.word(r, lane)
            .map(|i| self.bits[i] >> (lane % 64) & 1 != 0)
    }
    /// Add `lane` to register `r`'s set; returns whether it was there (`None`: no register).
    #[inline]
    pub fn set(&mut self, r: usize, lane: usize) -> Option<bool> {
        let i = self.word(r, lane)?;
        let was = self.bits[i] >> (lane % 64) & 1 != 0;
        self.bits[i] |= 1 << (lane % 64);
        Some(was)
    }
    /// Remove `lane` from register `r`'s set; returns whether it was there (`None`: no register).
    #[inline]
    pub fn clear(&mut self, r: usize, lane: usize) -> Option<bool> {
        let i = self.word(r, lane)?;
        let was = self.bits[i] >> (lane % 64) & 1 != 0;
        self.bits[i] &= !(1 << (lane % 64));
        Some(was)
    }
    /// Add the lanes of `m` (a mask of the warp's lanes) to register `r`'s set; returns how
    /// many were not there (`None`: no register).
    #[inline]
    pub fn set_mask(&mut self, r: usize, m: &LaneMask) -> Option<u32> {
        let start = r * self.per;
        let row = self.bits.get_mut(start..start + self.per)?;
        let mut new = 0;
        for (a, b) in row.iter_mut().zip(&m.0) {
            new += (b & !*a).count_ones();
            *a |= b;
        }
        Some(new)
    }
    /// Whether register `r`'s set meets `m` (a mask of the warp's lanes); `None`: no register.
    #[inline]
    pub fn intersects(&self, r: usize, m: &LaneMask) -> Option<bool> {
        if self.per == 1 {
            // A warp of at most 64 lanes: one word.
            return self.bits.get(r).map(|&w| w & m.0[0] != 0);
        }
        let row = self.row(r)?;
        Some(row.iter().zip(&m.0).any(|(a, b)| a & b != 0))
    }
    /// Register `r`'s words, lanes 0-63 first.
    #[inline]
    pub fn row(&self, r: usize) -> Option<&[u64]> {
        let start = r * self.per;
        self.bits.get(start..start + self.per)
    }
    /// Register `r`'s set as a mask.
    pub fn mask(&self, r: usize) -> Option<LaneMask> {
        let mut m = LaneMask::EMPTY;
        m.0[..self.per].copy_from_slice(self.row(r)?);
        Some(m)
    }
    /// Every set is empty.
    pub fn is_clear(&self) -> bool {
        self.bits.iter().all(|&w| w == 0)
    }
    /// Every register's words, register 0 first.
    pub fn words(&self) -> &[u64] {
        &self.bits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The per-warp count and emptiness agree with a lane-by-lane count of a mask of lanes
    /// `0..n`, for warps of one word and of several, empty, sparse and full.
    #[test]
    fn count_and_emptiness_of_a_warp_follow_its_lanes() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for n in [1, 31, 32, 33, 63, 64, 65, 100, 128, 1024] {
            for round in 0..40 {
                let mut m = LaneMask::EMPTY;
                let mut want = 0u32;
                for lane in 0..n {
                    let x = crate::testrand::xorshift(&mut seed);
                    // Round 0 empty, round 1 full, then about one lane in `round % 4 + 1`.
                    let on = round == 1 || (round > 1 && x.is_multiple_of(round % 4 + 1));
                    if on {
                        m.set(lane);
                        want += 1;
                    }
                }
                assert_eq!(m.count_of(n), want, "n {n}, round {round}");
                assert_eq!(m.is_empty_of(n), want == 0, "n {n}, round {round}");
                if n <= 64 {
                    assert_eq!(LaneMask::from_low_bits(m.low_bits()), m);
                }
            }
        }
    }

    /// The table agrees with a `LaneMask` per register, across word boundaries; registers and
    /// lanes beyond it do not exist.
    #[test]
    fn reg_lanes_match_a_mask_per_register() {
        for lanes in [1, 32, 64, 65, 130, 1024] {
            let mut t = RegLanes::new(3, lanes);
            let mut model = [LaneMask::EMPTY; 3];
            let mut seed = 0x9E37_79B9_7F4A_7C15u64 ^ lanes as u64;
            for _ in 0..200 {
                let x = crate::testrand::xorshift(&mut seed);
                let (r, lane) = ((x % 3) as usize, (x >> 8) as usize % lanes);
                let was = model[r].get(lane);
                if x >> 41 & 7 == 0 {
                    // A mask of lanes at once: the count of lanes new to the set.
                    let mut m = LaneMask::EMPTY;
                    for k in 0..lanes {
                        if (x >> (k % 37)) & 1 == 1 {
                            m.set(k);
                        }
                    }
                    let new = m.and_not(&model[r]).count();
                    assert_eq!(t.set_mask(r, &m), Some(new));
                    model[r] = model[r].or(&m);
                } else if x >> 40 & 1 == 0 {
                    assert_eq!(t.set(r, lane), Some(was));
                    model[r].set(lane);
                } else {
                    assert_eq!(t.clear(r, lane), Some(was));
                    model[r].clear(lane);
                }
                let probe = LaneMask::single((x >> 20) as usize % lanes);
                for (q, m) in model.iter().enumerate() {
                    assert_eq!(t.mask(q), Some(*m));
                    assert_eq!(t.intersects(q, &probe), Some(m.intersects(&probe)));
                }
            }
            assert_eq!(t.regs(), 3);
            assert_eq!(t.get(3, 0), None, "no register 3");
            let beyond = lanes.div_ceil(64) * 64;
            assert_eq!(
                t.set(0, beyond),
                None,
                "lane {beyond} of a {lanes}-lane warp"
            );
            assert_eq!(t.is_clear(), model.iter().all(|m| m.is_empty()));
        }
    }
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

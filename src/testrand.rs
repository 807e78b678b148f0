//! A deterministic pseudo-random source for tests and test helpers: one step of Marsaglia's
//! xorshift64. Every randomised test names its seed, so its sequence is fixed; a three-line
//! generator is all they need (no dependency for it).

/// Advance `s` by one xorshift64 step and return the new state (never 0 for a non-zero seed).
#[inline]
pub fn xorshift(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

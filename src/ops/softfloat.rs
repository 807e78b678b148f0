//! A small exact soft-float core: IEEE-754 binary16/32/64 decoding, exact arithmetic on unpacked
//! values (u128 significands, sticky bits "jammed" into the last bit) and correct rounding in all
//! four IEEE modes, including subnormal results and overflow. The PTX ISA (docs/design.md §6) asks for
//! `.rz/.rm/.rp` variants that the host FPU cannot give us directly; native `f32`/`f64` arithmetic
//! only rounds to nearest even.

/// An IEEE binary interchange format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fmt {
    /// Explicit fraction bits (10, 23, 52).
    pub frac: u32,
    /// Exponent bits (5, 8, 11).
    pub exp: u32,
}

pub const F16: Fmt = Fmt { frac: 10, exp: 5 };
pub const BF16: Fmt = Fmt { frac: 7, exp: 8 };
pub const F32: Fmt = Fmt { frac: 23, exp: 8 };
pub const F64: Fmt = Fmt { frac: 52, exp: 11 };

impl Fmt {
    #[inline]
    pub const fn bias(self) -> i32 {
        (1 << (self.exp - 1)) - 1
    }
    #[inline]
    const fn emax_field(self) -> u64 {
        (1 << self.exp) - 1
    }
    #[inline]
    const fn frac_mask(self) -> u64 {
        (1 << self.frac) - 1
    }
    #[inline]
    const fn sign_bit(self) -> u64 {
        1 << (self.frac + self.exp)
    }
    /// The NaN an operation produces. NVIDIA hardware returns a fixed "canonical" NaN rather
    /// than propagating payloads (CUDA's `CUDART_NAN_FP16`, `CUDART_NAN_F`, `CUDART_NAN`).
    #[inline]
    pub const fn canonical_nan(self) -> u64 {
        match self.frac {
            7 | 10 => 0x7FFF,
            23 => 0x7FFF_FFFF,
            _ => 0xFFF8_0000_0000_0000,
        }
    }
    /// Whether `bits` encode a subnormal (non-zero, exponent field 0).
    #[inline]
    pub const fn is_subnormal(self, bits: u64) -> bool {
        (bits >> self.frac) & self.emax_field() == 0 && bits & self.frac_mask() != 0
    }
    #[inline]
    pub const fn is_nan(self, bits: u64) -> bool {
        (bits >> self.frac) & self.emax_field() == self.emax_field() && bits & self.frac_mask() != 0
    }
    /// Flush a subnormal to the zero of the same sign (`.ftz`).
    #[inline]
    pub const fn ftz(self, bits: u64) -> u64 {
        if self.is_subnormal(bits) {
            bits & self.sign_bit()
        } else {
            bits
        }
    }
    #[inline]
    pub const fn neg(self, bits: u64) -> u64 {
        bits ^ self.sign_bit()
    }
    #[inline]
    pub const fn abs(self, bits: u64) -> u64 {
        bits & !self.sign_bit()
    }
    #[inline]
    pub const fn is_neg(self, bits: u64) -> bool {
        bits & self.sign_bit() != 0
    }
    #[inline]
    pub const fn one(self) -> u64 {
        (self.bias() as u64) << self.frac
    }
}

/// IEEE rounding direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Round to nearest, ties to even.
    Ne,
    /// Toward zero.
    Zero,
    /// Toward −∞.
    Down,
    /// Toward +∞.
    Up,
}

/// An unpacked value. `Fin(sign, m, e)` denotes `(-1)^sign · m · 2^e` with `m > 0`; when the
/// producer had to drop bits it ORs a sticky 1 into bit 0 of `m`. Producers keep at least 20 bits
/// more than the widest format needs, so the sticky bit lies far below any rounding position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Val {
    Nan,
    Inf(bool),
    Zero(bool),
    Fin(bool, u128, i32),
}

#[inline]
fn bitlen(m: u128) -> i32 {
    128 - m.leading_zeros() as i32
}

/// Decode the bits of a value of format `f`.
#[inline]
pub fn decode(f: Fmt, bits: u64) -> Val {
    let sign = bits & f.sign_bit() != 0;
    let e = (bits >> f.frac) & f.emax_field();
    let m = bits & f.frac_mask();
    if e == f.emax_field() {
        if m == 0 {
            Val::Inf(sign)
        } else {
            Val::Nan
        }
    } else if e == 0 {
        if m == 0 {
            Val::Zero(sign)
        } else {
            Val::Fin(sign, m as u128, 1 - f.bias() - f.frac as i32)
        }
    } else {
        Val::Fin(
            sign,
            (m | 1 << f.frac) as u128,
            e as i32 - f.bias() - f.frac as i32,
        )
    }
}

#[inline]
fn signed_zero(f: Fmt, sign: bool) -> u64 {
    if sign {
        f.sign_bit()
    } else {
        0
    }
}

/// Largest finite value of `f` with the given sign.
#[inline]
fn max_finite(f: Fmt, sign: bool) -> u64 {
    signed_zero(f, sign) | (f.emax_field() - 1) << f.frac | f.frac_mask()
}

#[inline]
fn inf(f: Fmt, sign: bool) -> u64 {
    signed_zero(f, sign) | f.emax_field() << f.frac
}

/// Whether rounding away from zero is required, given the kept quotient's parity and the
/// discarded remainder compared with one half unit of the last place.
#[inline]
fn round_up(
    mode: Mode,
    sign: bool,
    odd: bool,
    rem_vs_half: core::cmp::Ordering,
    inexact: bool,
) -> bool {
    use core::cmp::Ordering::*;
    match mode {
        Mode::Ne => rem_vs_half == Greater || (rem_vs_half == Equal && odd),
        Mode::Zero => false,
        Mode::Up => !sign && inexact,
        Mode::Down => sign && inexact,
    }
}

/// Round a value to format `f` in direction `mode` and encode it (IEEE 754 §4.3, with gradual
/// underflow and overflow to ∞ or the largest finite value as the direction demands).
pub fn pack(f: Fmt, v: Val, mode: Mode) -> u64 {
    let (sign, m, e) = match v {
        Val::Nan => return f.canonical_nan(),
        Val::Inf(s) => return inf(f, s),
        Val::Zero(s) => return signed_zero(f, s),
        Val::Fin(s, m, e) => (s, m, e),
    };
    let emin = 1 - f.bias();
    let p = f.frac as i32;
    let top = e + bitlen(m) - 1;
    let mut lsb = if top >= emin { top - p } else { emin - p };
    let k = lsb - e;
    let mut q: u128 = if k <= 0 {
        m << (-k) as u32
    } else {
        use core::cmp::Ordering;
        let (q, rem_vs_half, inexact) = if k > 128 {
            (0, Ordering::Less, true)
        } else if k == 128 {
            (0, m.cmp(&(1u128 << 127)), true)
        } else {
            let rem = m & ((1u128 << k) - 1);
            (m >> k, rem.cmp(&(1u128 << (k - 1))), rem != 0)
        };
        q + round_up(mode, sign, q & 1 == 1, rem_vs_half, inexact) as u128
    };
    if q >> (p + 1) != 0 {
        q >>= 1;
        lsb += 1;
    }
    if q >> p == 0 {
        // Subnormal (or rounded to zero): exponent field 0.
        return signed_zero(f, sign) | q as u64;
    }
    let be = lsb + p + f.bias();
    if be >= f.emax_field() as i32 {
        let to_inf = match mode {
            Mode::Ne => true,
            Mode::Zero => false,
            Mode::Up => !sign,
            Mode::Down => sign,
        };
        return if to_inf {
            inf(f, sign)
        } else {
            max_finite(f, sign)
        };
    }
    signed_zero(f, sign) | (be as u64) << f.frac | (q as u64 & f.frac_mask())
}

/// Shift `m·2^e` to exponent `b` (b ≤ e: exact left shift; b > e: right shift with sticky jam).
#[inline]
fn align(m: u128, e: i32, b: i32) -> u128 {
    if e >= b {
        m << (e - b) as u32
    } else {
        let d = b - e;
        if d >= 128 {
            (m != 0) as u128
        } else {
            (m >> d) | ((m & ((1u128 << d) - 1)) != 0) as u128
        }
    }
}

/// Exact sum x + y (IEEE 754 §6.3 for the sign of zero sums: +0 unless rounding down).
pub fn add(x: Val, y: Val, mode: Mode) -> Val {
    match (x, y) {
        (Val::Nan, _) | (_, Val::Nan) => Val::Nan,
        (Val::Inf(a), Val::Inf(b)) => {
            if a == b {
                Val::Inf(a)
            } else {
                Val::Nan
            }
        }
        (Val::Inf(a), _) | (_, Val::Inf(a)) => Val::Inf(a),
        (Val::Zero(a), Val::Zero(b)) => Val::Zero(if a == b { a } else { mode == Mode::Down }),
        (Val::Zero(_), v) | (v, Val::Zero(_)) => v,
        (Val::Fin(sa, ma, ea), Val::Fin(sb, mb, eb)) => {
            // Put the larger top bit at bit 125: sums stay below 2^127, and a jammed operand
            // has its top bit at most at bit 105, far below the other.
            let t = (ea + bitlen(ma)).max(eb + bitlen(mb));
            let b = t - 126;
            let (a, c) = (align(ma, ea, b), align(mb, eb, b));
            if sa == sb {
                Val::Fin(sa, a + c, b)
            } else if a == c {
                Val::Zero(mode == Mode::Down)
            } else if a > c {
                Val::Fin(sa, a - c, b)
            } else {
                Val::Fin(sb, c - a, b)
            }
        }
    }
}

#[inline]
pub fn negate(v: Val) -> Val {
    match v {
        Val::Nan => Val::Nan,
        Val::Inf(s) => Val::Inf(!s),
        Val::Zero(s) => Val::Zero(!s),
        Val::Fin(s, m, e) => Val::Fin(!s, m, e),
    }
}

/// Exact product x · y. Significands of at most 64 bits each (all our formats and integers).
pub fn mul(x: Val, y: Val) -> Val {
    match (x, y) {
        (Val::Nan, _) | (_, Val::Nan) => Val::Nan,
        (Val::Inf(_), Val::Zero(_)) | (Val::Zero(_), Val::Inf(_)) => Val::Nan,
        (Val::Inf(a), Val::Inf(b) | Val::Fin(b, ..)) | (Val::Fin(a, ..), Val::Inf(b)) => {
            Val::Inf(a ^ b)
        }
        (Val::Zero(a), Val::Zero(b) | Val::Fin(b, ..)) | (Val::Fin(a, ..), Val::Zero(b)) => {
            Val::Zero(a ^ b)
        }
        (Val::Fin(sa, ma, ea), Val::Fin(sb, mb, eb)) => Val::Fin(sa ^ sb, ma * mb, ea + eb),
    }
}

/// Quotient x / y, exact up to a jammed sticky bit (operand significands ≤ 64 bits).
pub fn div(x: Val, y: Val) -> Val {
    match (x, y) {
        (Val::Nan, _) | (_, Val::Nan) => Val::Nan,
        (Val::Inf(_), Val::Inf(_)) | (Val::Zero(_), Val::Zero(_)) => Val::Nan,
        (Val::Inf(a), Val::Zero(b) | Val::Fin(b, ..)) => Val::Inf(a ^ b),
        (Val::Zero(a) | Val::Fin(a, ..), Val::Inf(b)) => Val::Zero(a ^ b),
        (Val::Fin(a, ..), Val::Zero(b)) => Val::Inf(a ^ b),
        (Val::Zero(a), Val::Fin(b, ..)) => Val::Zero(a ^ b),
        (Val::Fin(sa, ma, ea), Val::Fin(sb, mb, eb)) => {
            let s = 126 - bitlen(ma);
            let n = ma << s as u32;
            let q = n / mb;
            let r = n % mb;
            Val::Fin(sa ^ sb, q | (r != 0) as u128, ea - s - eb)
        }
    }
}

/// Integer square root of a u128 with the remainder.
#[inline]
fn isqrt(n: u128) -> (u128, u128) {
    let mut x = n;
    let mut r: u128 = 0;
    let mut bit: u128 = 1 << 126;
    while bit > n {
        bit >>= 2;
    }
    while bit != 0 {
        if x >= r + bit {
            x -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    (r, x)
}

/// Square root, exact up to a jammed sticky bit (IEEE: sqrt(-0) = -0, sqrt(<0) = NaN).
pub fn sqrt(x: Val) -> Val {
    match x {
        Val::Nan | Val::Inf(true) | Val::Fin(true, ..) => Val::Nan,
        Val::Inf(false) | Val::Zero(_) => x,
        Val::Fin(false, m, e) => {
            let mut s = 126 - bitlen(m);
            if (e - s) & 1 != 0 {
                s -= 1;
            }
            let (r, rem) = isqrt(m << s as u32);
            Val::Fin(false, r | (rem != 0) as u128, (e - s) / 2)
        }
    }
}

/// Reciprocal square root 1/√x, exact up to a jammed sticky bit when the significand has at
/// most 32 bits (f16, f32): 1/√(m·2^e) = √(2^K / m) · 2^−(K+e)/2 with ⌊√⌊N⌋⌋ = ⌊√N⌋.
/// Wider significands return `None` (the caller falls back to f64 arithmetic).
/// rsqrt(±0) = ±∞, rsqrt(+∞) = +0, negative → NaN (PTX ISA "rsqrt").
pub fn rsqrt(x: Val) -> Option<Val> {
    Some(match x {
        Val::Nan | Val::Inf(true) | Val::Fin(true, ..) => Val::Nan,
        Val::Inf(false) => Val::Zero(false),
        Val::Zero(s) => Val::Inf(s),
        Val::Fin(false, m, e) => {
            if bitlen(m) > 32 {
                return None;
            }
            let k = if (126 + e) & 1 == 0 { 126 } else { 125 };
            let n = 1u128 << k;
            let (q, r) = (n / m, n % m);
            let (root, rem) = isqrt(q);
            Val::Fin(false, root | (r != 0 || rem != 0) as u128, -(k + e) / 2)
        }
    })
}

/// Fused multiply-add x·y + z with one rounding (the caller packs).
pub fn fma(x: Val, y: Val, z: Val, mode: Mode) -> Val {
    // The product is exact (≤ 106 significant bits), so one rounding happens, in `pack`.
    add(mul(x, y), z, mode)
}

/// Round to an integral value in direction `mode` (the `.rni/.rzi/.rmi/.rpi` of `cvt`).
/// A zero result keeps the operand's sign (IEEE roundToIntegral).
pub fn round_integral(x: Val, mode: Mode) -> Val {
    match x {
        Val::Fin(s, m, e) if e < 0 => {
            use core::cmp::Ordering;
            let k = -e;
            let (q, rvh, inexact) = if k > 128 {
                (0, Ordering::Less, true)
            } else if k == 128 {
                (0, m.cmp(&(1u128 << 127)), true)
            } else {
                let rem = m & ((1u128 << k) - 1);
                (m >> k, rem.cmp(&(1u128 << (k - 1))), rem != 0)
            };
            let q = q + round_up(mode, s, q & 1 == 1, rvh, inexact) as u128;
            if q == 0 {
                Val::Zero(s)
            } else {
                Val::Fin(s, q, 0)
            }
        }
        _ => x,
    }
}

/// The integer a value rounds to, saturated to ±2^100 (beyond every PTX integer type);
/// `None` for NaN.
pub fn to_int(x: Val, mode: Mode) -> Option<i128> {
    const LIM: i128 = 1 << 100;
    match round_integral(x, mode) {
        Val::Nan => None,
        Val::Inf(s) => Some(if s { -LIM } else { LIM }),
        Val::Zero(_) => Some(0),
        Val::Fin(s, m, e) => {
            let mag = if e + bitlen(m) > 100 {
                LIM
            } else {
                (m << e as u32) as i128
            };
            Some(if s { -mag } else { mag })
        }
    }
}

/// An integer as an exact value.
#[inline]
pub fn from_int(v: i128) -> Val {
    if v == 0 {
        Val::Zero(false)
    } else {
        Val::Fin(v < 0, v.unsigned_abs(), 0)
    }
}

//! Integer data operations (PTX ISA §9.7.1 "Integer Arithmetic Instructions", §9.7.7 logic and
//! shift). Operands arrive zero-extended; they are read at the type's width (sign-extended for
//! `.sN`) and results are returned truncated to the result width.

use super::{mask, sext, truncate};
use crate::program::ir::{MulMode, Ty};

#[inline]
fn min_s(bits: u32) -> i128 {
    -(1i128 << (bits - 1))
}
#[inline]
fn max_s(bits: u32) -> i128 {
    (1i128 << (bits - 1)) - 1
}

/// Clamp a mathematically exact signed value to the signed range of `bits` (`.sat`).
#[inline]
pub fn sat_signed(bits: u32, v: i128) -> u64 {
    (v.clamp(min_s(bits), max_s(bits)) as u64) & mask(bits)
}

/// The operand as an exact integer: signed types sign-extend, others zero-extend.
#[inline]
pub fn value(ty: Ty, v: u64) -> i128 {
    if ty.is_signed() {
        sext(ty, v) as i128
    } else {
        truncate(ty, v) as i128
    }
}

/// `add{.sat}.type`: wrap-around; `.sat` (s32 only in PTX) clamps to MININT..MAXINT.
#[inline]
pub fn add(ty: Ty, sat: bool, a: u64, b: u64) -> u64 {
    if sat && ty.is_signed() {
        sat_signed(ty.bits(), value(ty, a) + value(ty, b))
    } else {
        truncate(ty, a.wrapping_add(b))
    }
}

/// `sub{.sat}.type`: as `add`.
#[inline]
pub fn sub(ty: Ty, sat: bool, a: u64, b: u64) -> u64 {
    if sat && ty.is_signed() {
        sat_signed(ty.bits(), value(ty, a) - value(ty, b))
    } else {
        truncate(ty, a.wrapping_sub(b))
    }
}

/// The full 2n-bit product `t = a * b` of `mul`/`mad` (PTX ISA "mul (integer)"). A u64 × u64
/// product needs 128 unsigned bits: the wrapping i128 product has exactly those bits, and every
/// consumer masks to at most 64 bits of it.
#[inline]
fn product(ty: Ty, a: u64, b: u64) -> i128 {
    value(ty, a).wrapping_mul(value(ty, b))
}

/// Select `.lo` (t<n-1..0>), `.hi` (t<2n-1..n>) or `.wide` (t, 2n bits) of a product.
#[inline]
fn part(bits: u32, mode: MulMode, t: i128) -> u64 {
    match mode {
        MulMode::Lo => (t as u64) & mask(bits),
        MulMode::Hi => ((t >> bits) as u64) & mask(bits),
        MulMode::Wide => (t as u64) & mask(2 * bits),
    }
}

/// `mul.mode.type d, a, b` (PTX ISA "mul (integer)").
#[inline]
pub fn mul(mode: MulMode, ty: Ty, a: u64, b: u64) -> u64 {
    part(ty.bits(), mode, product(ty, a, b))
}

/// `mad.mode{.sat}.type d, a, b, c`: `.lo`/`.hi` add c (n bits) to the selected half,
/// `.wide` adds c (2n bits) to t; `.sat` (`.hi.s32` in PTX) clamps the signed sum.
#[inline]
pub fn mad(mode: MulMode, ty: Ty, sat: bool, a: u64, b: u64, c: u64) -> u64 {
    let n = ty.bits();
    let t = product(ty, a, b);
    match mode {
        MulMode::Wide => (t as u64).wrapping_add(c) & mask(2 * n),
        _ => {
            if sat && ty.is_signed() {
                let half = match mode {
                    MulMode::Hi => t >> n,
                    _ => value(ty, t as u64),
                };
                sat_signed(n, half + value(ty, c))
            } else {
                part(n, mode, t).wrapping_add(c) & mask(n)
            }
        }
    }
}

/// 24-bit operand of `mul24`/`mad24`: bits 23..0, sign-extended from bit 23 for `.s32`.
#[inline]
fn low24(ty: Ty, v: u64) -> i128 {
    if ty.is_signed() {
        (((v as u32) << 8) as i32 >> 8) as i128
    } else {
        (v & 0xFF_FFFF) as i128
    }
}

/// `mul24.mode.type`: t = a[23:0] · b[23:0] (48 bits); `.lo` = t<31..0>, `.hi` = t<47..16>.
#[inline]
pub fn mul24(mode: MulMode, ty: Ty, a: u64, b: u64) -> u64 {
    let t = low24(ty, a) * low24(ty, b);
    match mode {
        MulMode::Hi => ((t >> 16) as u64) & 0xFFFF_FFFF,
        _ => (t as u64) & 0xFFFF_FFFF,
    }
}

/// `mad24.mode{.sat}.type`: mul24 + c; `.sat` (`.hi.s32`) clamps to the s32 range.
#[inline]
pub fn mad24(mode: MulMode, ty: Ty, sat: bool, a: u64, b: u64, c: u64) -> u64 {
    let t = low24(ty, a) * low24(ty, b);
    let half = match mode {
        MulMode::Hi => t >> 16,
        _ => t,
    };
    if sat && ty.is_signed() {
        let half = if mode == MulMode::Hi {
            half
        } else {
            value(Ty::S32, half as u64)
        };
        sat_signed(32, half + value(Ty::S32, c))
    } else {
        (half as u64).wrapping_add(c) & 0xFFFF_FFFF
    }
}

/// `div.type`: truncating division. Division by zero is unspecified in PTX: we return all ones
/// (unsigned MAX, signed −1). MININT / −1 wraps to MININT.
#[inline]
pub fn div(ty: Ty, a: u64, b: u64) -> u64 {
    if truncate(ty, b) == 0 {
        return mask(ty.bits());
    }
    truncate(ty, (value(ty, a) / value(ty, b)) as u64)
}

/// `rem.type`: remainder with the sign of the dividend (C semantics). By zero: unspecified in
/// PTX; we return the dividend (a − (a/0)·0 for any quotient). MININT % −1 = 0.
#[inline]
pub fn rem(ty: Ty, a: u64, b: u64) -> u64 {
    if truncate(ty, b) == 0 {
        return truncate(ty, a);
    }
    truncate(ty, (value(ty, a) % value(ty, b)) as u64)
}

/// `abs.sN`: |a|; abs(MININT) = MININT (wrap).
#[inline]
pub fn abs(ty: Ty, a: u64) -> u64 {
    truncate(ty, value(ty, a).unsigned_abs() as u64)
}

/// `neg.sN`: −a, wrapping.
#[inline]
pub fn neg(ty: Ty, a: u64) -> u64 {
    truncate(ty, a.wrapping_neg())
}

/// `min/max.type`: signed or unsigned by type.
#[inline]
pub fn minmax(ty: Ty, a: u64, b: u64, want_max: bool) -> u64 {
    let (x, y) = (value(ty, a), value(ty, b));
    truncate(ty, if (x < y) != want_max { a } else { b })
}

/// `shl.bN d, a, b`: shift amounts ≥ width give 0 (PTX: amounts > N are clamped to N).
#[inline]
pub fn shl(ty: Ty, a: u64, b: u64) -> u64 {
    let amt = b as u32 as u64;
    if amt >= ty.bits() as u64 {
        0
    } else {
        truncate(ty, a << amt)
    }
}

/// `shr.type d, a, b`: logical for `.uN/.bN`, arithmetic for `.sN`; amounts ≥ width give 0 or
/// the sign fill.
#[inline]
pub fn shr(ty: Ty, a: u64, b: u64) -> u64 {
    let amt = (b as u32 as u64).min(ty.bits() as u64 - 1 + !ty.is_signed() as u64);
    if ty.is_signed() {
        truncate(ty, (sext(ty, a) >> amt) as u64)
    } else if amt >= ty.bits() as u64 {
        0
    } else {
        truncate(ty, a) >> amt
    }
}

/// `sad.type d, a, b, c`: c + |a − b| (signed or unsigned difference).
#[inline]
/// `dp4a` (`n` = 4: four bytes of a times four bytes of b) and `dp2a` (`n` = 2: the two
/// halfwords of a times bytes `first`, `first + 1` of b), plus c, in 32 bits (PTX ISA "dp4a",
/// "dp2a"). Bytes and halfwords are sign-extended when their operand's type is signed.
pub fn dot(ta: Ty, tb: Ty, a: u64, b: u64, c: u64, n: u32, first: u32) -> u64 {
    let w = if n == 4 { 8 } else { 16 };
    let part = |v: u64, i: u32, bits: u32, signed: bool| -> i64 {
        let x = (v >> (i * bits)) & ((1 << bits) - 1);
        if signed && x >> (bits - 1) == 1 {
            x as i64 - (1 << bits)
        } else {
            x as i64
        }
    };
    let sum = (0..n).fold(c as u32 as i64, |acc, i| {
        acc.wrapping_add(part(a, i, w, ta.is_signed()) * part(b, first + i, 8, tb.is_signed()))
    });
    sum as u64 & 0xFFFF_FFFF
}

pub fn sad(ty: Ty, a: u64, b: u64, c: u64) -> u64 {
    let d = (value(ty, a) - value(ty, b)).unsigned_abs() as u64;
    truncate(ty, d.wrapping_add(c))
}

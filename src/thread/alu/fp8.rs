//! The 8-bit floating-point conversions of PTX 7.8 (sm_89): `cvt.rn.satfinite{.relu}` from f32
//! or a `.f16x2` pair to a pair of `.e4m3` / `.e5m2` values, and `cvt.rn{.relu}.f16x2` back
//! (PTX ISA "cvt", "Alternate Floating-Point Data Formats"). `cuda_fp8.h` emits them.
//!
//! `.e5m2` is an IEEE-style format (5 exponent bits, bias 15, 2 fraction bits, with ∞ and NaN).
//! `.e4m3` has 4 exponent bits (bias 7) and 3 fraction bits and no ∞: only S.1111.111 is NaN,
//! so the top binade holds 256..448. We round it in an IEEE format with one more exponent bit,
//! scaled so that both share their subnormal range, and map the result back.

use super::softfloat::{self as sf, Fmt, Mode, Val};
use crate::program::ir::Fp8Cvt;

const E5M2: Fmt = Fmt { frac: 2, exp: 5 };
/// The IEEE format `.e4m3` values are rounded in: `.e4m3`'s precision, and with the scaling of
/// [`E4M3_SCALE`] the same subnormal quantum (2^-9 ↔ 2^-17) and room above 448.
const E4M3_WIDE: Fmt = Fmt { frac: 3, exp: 5 };
const E4M3_SCALE: i32 = -8;
const NAN8: u64 = 0x7F;

/// One `.e4m3` (`e5m2` false) or `.e5m2` value from an unpacked value, rounded to nearest even;
/// `.satfinite`: beyond the largest finite value (448 or 57344), ±∞ included, the largest finite
/// value of that sign; NaN stays NaN. `.relu`: a negative result is +0.
pub fn to_fp8(v: Val, e5m2: bool, relu: bool) -> u64 {
    let v = match v {
        Val::Nan => return NAN8,
        Val::Fin(true, ..) | Val::Inf(true) | Val::Zero(true) if relu => return 0,
        v => v,
    };
    let (sign, inf) = match v {
        Val::Inf(s) => (s, true),
        Val::Fin(s, ..) | Val::Zero(s) => (s, false),
        Val::Nan => unreachable!("handled above"),
    };
    let s = if sign { 0x80 } else { 0 };
    let max = if e5m2 { 0x7B } else { 0x7E };
    if inf {
        return s | max;
    }
    if e5m2 {
        let b = sf::pack(E5M2, v, Mode::Ne);
        // Overflow rounds to ∞ (exponent field all ones, fraction 0): saturate.
        return if b & 0x7F == 0x7C { s | max } else { b };
    }
    let scaled = match v {
        Val::Fin(sg, m, e) => Val::Fin(sg, m, e + E4M3_SCALE),
        z => z,
    };
    let b = sf::pack(E4M3_WIDE, scaled, Mode::Ne);
    // The wide format's exponent field is the `.e4m3` one; anything above S.1111.110 (448) is
    // out of range.
    let mag = b & 0xFF;
    if mag > 0x7E {
        s | max
    } else {
        s | mag
    }
}

/// One `.e4m3` / `.e5m2` value as an exact `.f16` (every value is representable); NaN gives the
/// canonical f16 NaN, `.relu` turns negative values into +0.
pub fn fp8_to_f16(b: u64, e5m2: bool, relu: bool) -> u64 {
    let b = b & 0xFF;
    let neg = b & 0x80 != 0;
    let nan = if e5m2 {
        b & 0x7F > 0x7C
    } else {
        b & 0x7F == 0x7F
    };
    if nan {
        return sf::F16.canonical_nan();
    }
    if relu && neg {
        return 0;
    }
    if e5m2 {
        // `.e5m2` is the upper byte of a binary16.
        return b << 8;
    }
    let (e, m) = ((b >> 3) & 0xF, b & 7);
    let v = match (e, m) {
        (0, 0) => Val::Zero(neg),
        (0, m) => Val::Fin(neg, u128::from(m), -9),
        (e, m) => Val::Fin(neg, u128::from(m | 8), e as i32 - 7 - 3),
    };
    sf::pack(sf::F16, v, Mode::Ne)
}

/// `cvt` between `.e4m3x2`/`.e5m2x2` pairs and f32 or `.f16x2` (see [`Fp8Cvt`]): the first
/// source (or the upper half) goes to the upper element, as in `cvt.rn.f16x2.f32`.
pub fn cvt_fp8(kind: Fp8Cvt, e5m2: bool, relu: bool, a: u64, b: u64) -> u64 {
    match kind {
        Fp8Cvt::FromF32 => {
            let one = |x: u64| to_fp8(sf::decode(sf::F32, x & 0xFFFF_FFFF), e5m2, relu);
            one(a) << 8 | one(b)
        }
        Fp8Cvt::FromF16x2 => {
            let one = |x: u64| to_fp8(sf::decode(sf::F16, x & 0xFFFF), e5m2, relu);
            one(a >> 16) << 8 | one(a)
        }
        Fp8Cvt::ToF16x2 => fp8_to_f16(a >> 8, e5m2, relu) << 16 | fp8_to_f16(a, e5m2, relu),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32v(x: f32) -> Val {
        sf::decode(sf::F32, u64::from(x.to_bits()))
    }

    #[test]
    fn e4m3_encodings_round_and_saturate() {
        for (x, want) in [
            (1.0f32, 0x38u64),
            (448.0, 0x7E),
            (464.0, 0x7E), // the midpoint to the NaN encoding saturates
            (1e9, 0x7E),
            (-1e9, 0xFE),
            (0.001953125, 0x01),     // 2^-9, the smallest subnormal
            (0.0009765625, 0x00),    // 2^-10 ties to even (zero)
            (0.001_464_843_8, 0x01), // 1.5 · 2^-10 rounds up
            (240.0, 0x77),
            (256.0, 0x78),
            (-0.0, 0x80),
            (f32::INFINITY, 0x7E),
        ] {
            assert_eq!(to_fp8(f32v(x), false, false), want, "{x}");
        }
        assert_eq!(to_fp8(f32v(f32::NAN), false, false), 0x7F);
        assert_eq!(to_fp8(f32v(-3.0), false, true), 0);
    }

    #[test]
    fn e5m2_encodings_round_and_saturate() {
        for (x, want) in [
            (1.0f32, 0x3Cu64),
            (57344.0, 0x7B),
            (61440.0, 0x7B),
            (f32::NEG_INFINITY, 0xFB),
            (1.5258789e-5, 0x01), // 2^-16
            (-2.5, 0xC1),
        ] {
            assert_eq!(to_fp8(f32v(x), true, false), want, "{x}");
        }
    }

    #[test]
    fn back_to_half_is_exact() {
        for b in 0..=0xFFu64 {
            for e5m2 in [false, true] {
                let h = fp8_to_f16(b, e5m2, false);
                let v = sf::decode(sf::F16, h);
                // NaN stays NaN; ±∞ (`.e5m2` only) saturates on the way back (`.satfinite`).
                if matches!(v, Val::Nan | Val::Inf(_)) {
                    continue;
                }
                assert_eq!(to_fp8(v, e5m2, false), b, "{b:#x} {e5m2}");
            }
        }
        assert_eq!(fp8_to_f16(0x7E, false, false), 0x5F00); // 448
        assert_eq!(fp8_to_f16(0x7F, false, false), 0x7FFF);
        assert_eq!(fp8_to_f16(0xB8, false, true), 0);
    }
}

//! Floating-point data operations (PTX ISA §9.7.3, "Floating-Point Instructions"; T:L1840 defers
//! `dop` to the ISA). Round-to-nearest of f32/f64 uses the host FPU (IEEE-correct); directed
//! rounding and f16 go through the exact soft-float core. `.approx` variants are computed as
//! exactly as we can (docs/design.md §6): correctly rounded where IEEE defines the operation (div, rcp,
//! sqrt, f16/f32 rsqrt), via f64 libm and one rounding otherwise (f64 rsqrt, sin, cos, lg2, ex2).

use super::softfloat::{self as sf, Fmt, Mode, Val};
use crate::program::ir::{AluMods, Round, TestpOp, Ty};

/// The IEEE format of a float type (f16, bf16, f32; everything else is treated as f64). Packed
/// pairs are split before they get here (`alu::packed`).
#[inline]
pub fn fmt_of(ty: Ty) -> Fmt {
    match ty {
        Ty::F16 | Ty::F16x2 => sf::F16,
        Ty::BF16 | Ty::BF16x2 => sf::BF16,
        Ty::F32 => sf::F32,
        _ => sf::F64,
    }
}

/// The rounding direction of a modifier; no modifier means `.rn` (PTX default for floats).
#[inline]
pub fn mode_of(r: Round) -> Mode {
    match r {
        Round::None | Round::Rn | Round::Rni => Mode::Ne,
        Round::Rz | Round::Rzi => Mode::Zero,
        Round::Rm | Round::Rmi => Mode::Down,
        Round::Rp | Round::Rpi => Mode::Up,
    }
}

#[inline]
fn width_mask(f: Fmt) -> u64 {
    let bits = f.frac + f.exp + 1;
    if bits >= 64 {
        !0
    } else {
        (1 << bits) - 1
    }
}

/// Operand preparation: read at the type's width; `.ftz` flushes subnormal inputs to
/// sign-preserving zero (PTX ISA: `.ftz` exists for `.f32`, `.f16` and `.f16x2` only).
#[inline]
pub fn input(f: Fmt, mods: AluMods, v: u64) -> u64 {
    let v = v & width_mask(f);
    if mods.ftz && (f == sf::F32 || f == sf::F16) {
        f.ftz(v)
    } else {
        v
    }
}

/// Result finishing: the NaN rule of [`nan_result`], `.ftz` flush of subnormal results, `.sat`
/// clamp to [0, 1] (NaN → +0.0, PTX ISA "saturation modifier"). `ins` are the operands.
#[inline]
pub fn output(f: Fmt, mods: AluMods, r: u64, ins: &[u64]) -> u64 {
    let mut r = r;
    if f.is_nan(r) {
        r = if mods.relu || mods.nan {
            f.canonical_nan()
        } else {
            nan_result(f, ins)
        };
    } else if mods.relu && f.is_neg(r) {
        r = 0;
    }
    if mods.ftz && (f == sf::F32 || f == sf::F16) {
        r = f.ftz(r);
    }
    if mods.sat {
        r = saturate(f, r);
    }
    r
}

/// The NaN an operation returns (PTX ISA §9.7.3): double precision propagates NaN payloads — we
/// return the first NaN operand, quieted, or the default NaN `0xFFF8…` when the NaN is generated
/// (∞ − ∞, 0 · ∞, …); single precision returns "an unspecified NaN" — we give the canonical
/// `0x7FFFFFFF` (f16: `0x7FFF`).
#[inline]
pub fn nan_result(f: Fmt, ins: &[u64]) -> u64 {
    if f == sf::F64 {
        for &x in ins {
            if f.is_nan(x) {
                return x | 1 << 51;
            }
        }
    }
    f.canonical_nan()
}

/// `.sat` for floats: clamp to [0.0, 1.0]; NaN and -0.0 become +0.0.
#[inline]
pub fn saturate(f: Fmt, r: u64) -> u64 {
    if f.is_nan(r) || f.is_neg(r) {
        0
    } else if r > f.one() {
        // Positive IEEE values order like their bit patterns.
        f.one()
    } else {
        r
    }
}

/// Exactly convert bits of format `f` to an f64.
#[inline]
pub fn to_f64(f: Fmt, bits: u64) -> f64 {
    if f == sf::F64 {
        f64::from_bits(bits)
    } else if f == sf::F32 {
        f32::from_bits(bits as u32) as f64
    } else {
        f64::from_bits(sf::pack(sf::F64, sf::decode(f, bits), Mode::Ne))
    }
}

/// Round an f64 to format `f` (nearest even).
#[inline]
pub fn from_f64(f: Fmt, x: f64) -> u64 {
    if f == sf::F64 {
        x.to_bits()
    } else {
        sf::pack(f, sf::decode(sf::F64, x.to_bits()), Mode::Ne)
    }
}

#[derive(Clone, Copy)]
enum Bin {
    Add,
    Mul,
    Div,
}

/// Binary arithmetic with the instruction's rounding: host FPU for round-to-nearest f32/f64,
/// soft-float otherwise.
#[inline]
fn binop(op: Bin, f: Fmt, mode: Mode, a: u64, b: u64) -> u64 {
    if mode == Mode::Ne && f == sf::F32 {
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        let r = match op {
            Bin::Add => x + y,
            Bin::Mul => x * y,
            Bin::Div => x / y,
        };
        return r.to_bits() as u64;
    }
    if mode == Mode::Ne && f == sf::F64 {
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        let r = match op {
            Bin::Add => x + y,
            Bin::Mul => x * y,
            Bin::Div => x / y,
        };
        return r.to_bits();
    }
    let (x, y) = (sf::decode(f, a), sf::decode(f, b));
    let v = match op {
        Bin::Add => sf::add(x, y, mode),
        Bin::Mul => sf::mul(x, y),
        Bin::Div => sf::div(x, y),
    };
    sf::pack(f, v, mode)
}

/// `add{.rnd}{.ftz}{.sat}.fN d, a, b` (PTX ISA "add (floating point)").
#[inline]
pub fn add(ty: Ty, mods: AluMods, a: u64, b: u64) -> u64 {
    let f = fmt_of(ty);
    let r = binop(
        Bin::Add,
        f,
        mode_of(mods.round),
        input(f, mods, a),
        input(f, mods, b),
    );
    output(f, mods, r, &[a, b])
}

/// `sub`: a + (−b), the same rounding (PTX ISA "sub (floating point)").
#[inline]
pub fn sub(ty: Ty, mods: AluMods, a: u64, b: u64) -> u64 {
    let f = fmt_of(ty);
    let r = binop(
        Bin::Add,
        f,
        mode_of(mods.round),
        input(f, mods, a),
        f.neg(input(f, mods, b)),
    );
    output(f, mods, r, &[a, b])
}

/// `mul{.rnd}{.ftz}{.sat}.fN` (PTX ISA "mul (floating point)").
#[inline]
pub fn mul(ty: Ty, mods: AluMods, a: u64, b: u64) -> u64 {
    let f = fmt_of(ty);
    let r = binop(
        Bin::Mul,
        f,
        mode_of(mods.round),
        input(f, mods, a),
        input(f, mods, b),
    );
    output(f, mods, r, &[a, b])
}

/// `div{.approx,.full,.rnd}{.ftz}.fN`: `.approx`/`.full` computed as correctly rounded `.rn`.
#[inline]
pub fn div(ty: Ty, mods: AluMods, a: u64, b: u64) -> u64 {
    let f = fmt_of(ty);
    let r = binop(
        Bin::Div,
        f,
        mode_of(mods.round),
        input(f, mods, a),
        input(f, mods, b),
    );
    output(f, mods, r, &[a, b])
}

/// `fma.rnd{.ftz}{.sat}.fN d, a, b, c` and `mad.rnd.fN` (fused on sm_20+): a·b + c, one rounding.
#[inline]
pub fn fma(ty: Ty, mods: AluMods, a: u64, b: u64, c: u64) -> u64 {
    let f = fmt_of(ty);
    let (a, b, c) = (input(f, mods, a), input(f, mods, b), input(f, mods, c));
    let mode = mode_of(mods.round);
    let r = if mode == Mode::Ne && f == sf::F64 {
        f64::from_bits(a)
            .mul_add(f64::from_bits(b), f64::from_bits(c))
            .to_bits()
    } else if mode == Mode::Ne && f == sf::F32 {
        f32::from_bits(a as u32)
            .mul_add(f32::from_bits(b as u32), f32::from_bits(c as u32))
            .to_bits() as u64
    } else {
        sf::pack(
            f,
            sf::fma(sf::decode(f, a), sf::decode(f, b), sf::decode(f, c), mode),
            mode,
        )
    };
    output(f, mods, r, &[a, b, c])
}

/// `sqrt{.approx,.rnd}{.ftz}.fN`: correctly rounded in the given direction.
#[inline]
pub fn sqrt(ty: Ty, mods: AluMods, a: u64) -> u64 {
    let f = fmt_of(ty);
    let mode = mode_of(mods.round);
    let r = sf::pack(f, sf::sqrt(sf::decode(f, input(f, mods, a))), mode);
    output(f, mods, r, &[a])
}

/// `rcp{.approx,.rnd}{.ftz}.fN`: 1/a, correctly rounded. `rcp.approx.ftz.f64` is the ISA's
/// gross approximation (§9.7.3.14), see [`upper_word_f64`].
#[inline]
pub fn rcp(ty: Ty, mods: AluMods, a: u64) -> u64 {
    let f = fmt_of(ty);
    if f == sf::F64 && mods.approx && mods.ftz {
        return upper_word_f64(a, |x| 1.0 / x);
    }
    let r = binop(Bin::Div, f, mode_of(mods.round), f.one(), input(f, mods, a));
    output(f, mods, r, &[a])
}

/// `rcp.approx.ftz.f64` / `rsqrt.approx.ftz.f64` (PTX ISA §9.7.3.14, §9.7.3.17): only the upper
/// word of a (1.11.20 format) is used, subnormals are flushed to sign-preserving zero, and the
/// low 32 bits of the result are zero; NaN gives `0x7fffffff00000000`. The 20-bit result mantissa
/// is the exact value's, truncated (the ISA zeroes the low word; its approximation is unspecified).
#[inline]
fn upper_word_f64(a: u64, g: fn(f64) -> f64) -> u64 {
    const HI: u64 = 0xFFFF_FFFF_0000_0000;
    const NAN: u64 = 0x7FFF_FFFF_0000_0000;
    let x = sf::F64.ftz(a & HI);
    if sf::F64.is_nan(x) {
        return NAN;
    }
    let r = sf::F64.ftz(g(f64::from_bits(x)).to_bits());
    if sf::F64.is_nan(r) {
        NAN
    } else {
        r & HI
    }
}

/// A unary `.approx` function evaluated on the exact f64 value and rounded once to nearest.
#[inline]
fn via_f64(ty: Ty, mods: AluMods, a: u64, g: fn(f64) -> f64) -> u64 {
    let f = fmt_of(ty);
    let x = to_f64(f, input(f, mods, a));
    output(f, mods, from_f64(f, g(x)), &[a])
}

/// `rsqrt.approx{.ftz}.fN`: 1/√a (rsqrt(±0) = ±∞, negative → NaN), correctly rounded to
/// nearest for f16/f32; f64 via `1/sqrt` in f64 (two roundings, within about 1 ulp);
/// `rsqrt.approx.ftz.f64` is the ISA's upper-word approximation (§9.7.3.17).
pub fn rsqrt(ty: Ty, mods: AluMods, a: u64) -> u64 {
    let f = fmt_of(ty);
    if f == sf::F64 && mods.ftz {
        return upper_word_f64(a, |x| 1.0 / x.sqrt());
    }
    match sf::rsqrt(sf::decode(f, input(f, mods, a))) {
        Some(v) => output(f, mods, sf::pack(f, v, Mode::Ne), &[a]),
        None => via_f64(ty, mods, a, |x| 1.0 / x.sqrt()),
    }
}

/// `sin.approx{.ftz}.f32`.
pub fn sin(ty: Ty, mods: AluMods, a: u64) -> u64 {
    via_f64(ty, mods, a, f64::sin)
}

/// `cos.approx{.ftz}.f32`.
pub fn cos(ty: Ty, mods: AluMods, a: u64) -> u64 {
    via_f64(ty, mods, a, f64::cos)
}

/// `lg2.approx{.ftz}.f32`: log2 (lg2(±0) = −∞, negative → NaN).
pub fn lg2(ty: Ty, mods: AluMods, a: u64) -> u64 {
    via_f64(ty, mods, a, f64::log2)
}

/// `ex2.approx{.ftz}.f32`: 2^a.
pub fn ex2(ty: Ty, mods: AluMods, a: u64) -> u64 {
    via_f64(ty, mods, a, f64::exp2)
}

/// `tanh.approx.f32` (PTX 7.0): the hyperbolic tangent, computed in f64 and rounded.
#[inline]
pub fn tanh(ty: Ty, mods: AluMods, a: u64) -> u64 {
    via_f64(ty, mods, a, f64::tanh)
}

/// `abs{.ftz}.fN`: clears the sign bit (NaN stays a NaN).
#[inline]
pub fn abs(ty: Ty, mods: AluMods, a: u64) -> u64 {
    let f = fmt_of(ty);
    f.abs(input(f, mods, a))
}

/// `neg{.ftz}.fN`: flips the sign bit.
#[inline]
pub fn neg(ty: Ty, mods: AluMods, a: u64) -> u64 {
    let f = fmt_of(ty);
    f.neg(input(f, mods, a))
}

/// `min/max{.ftz}.fN`, PTX ISA §9.7.3.11-12 `min_num`/`max_num`: a NaN operand is ignored (both
/// NaN → canonical NaN); otherwise `(a < b) ? a : b` / `(a > b) ? a : b` where "−0.0 < +0.0 here".
#[inline]
pub fn minmax(ty: Ty, mods: AluMods, a: u64, b: u64, want_max: bool) -> u64 {
    let f = fmt_of(ty);
    let (a, b) = (input(f, mods, a), input(f, mods, b));
    let r = match (f.is_nan(a), f.is_nan(b)) {
        (true, _) | (_, true) if mods.nan => f.canonical_nan(),
        (true, true) => nan_result(f, &[a, b]),
        (true, false) => b,
        (false, true) => a,
        (false, false) => {
            let (x, y) = (to_f64(f, a), to_f64(f, b));
            let a_less = x < y || (x == y && f.is_neg(a) && !f.is_neg(b));
            let b_less = y < x || (x == y && f.is_neg(b) && !f.is_neg(a));
            let pick_a = if want_max { b_less } else { a_less };
            if pick_a {
                a
            } else {
                b
            }
        }
    };
    output(f, mods, r, &[a, b])
}

/// `copysign.fN d, a, b`: the magnitude of b with the sign of a (PTX ISA "copysign").
#[inline]
pub fn copysign(ty: Ty, a: u64, b: u64) -> u64 {
    let f = fmt_of(ty);
    let sign = f.neg(0);
    (a & sign) | f.abs(b & width_mask(f))
}

/// `testp.op.fN p, a` (PTX ISA §9.7.3.1): classification; ±0 counts as normal, not subnormal.
#[inline]
pub fn testp(op: TestpOp, ty: Ty, a: u64) -> bool {
    let f = fmt_of(ty);
    let v = sf::decode(f, a & width_mask(f));
    match op {
        TestpOp::Finite => matches!(v, Val::Zero(_) | Val::Fin(..)),
        TestpOp::Infinite => matches!(v, Val::Inf(_)),
        TestpOp::Number => !matches!(v, Val::Nan),
        TestpOp::NotANumber => matches!(v, Val::Nan),
        TestpOp::Subnormal => f.is_subnormal(a & width_mask(f)),
        // "As a special case, positive and negative zero are considered normal numbers."
        TestpOp::Normal => {
            matches!(v, Val::Zero(_))
                || matches!(v, Val::Fin(..)) && !f.is_subnormal(a & width_mask(f))
        }
    }
}

/// Whether a float `c` counts as `c ≥ 0` for `slct` (NaN: false, so b is selected; −0.0 ≥ 0).
#[inline]
pub fn ge_zero(ty: Ty, mods: AluMods, c: u64) -> bool {
    let f = fmt_of(ty);
    let c = input(f, mods, c);
    !f.is_nan(c) && (!f.is_neg(c) || matches!(sf::decode(f, c), Val::Zero(_)))
}

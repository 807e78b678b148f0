//! The data operations `dop` of the (dop) rule (T:L1840-1844), the comparisons of `setp`/`set`
//! and the atomic reduction `aop` (T:L1027-1032). The thesis leaves them abstract: "the semantics
//! of the corresponding operation specified in [9]" — the PTX ISA manual. docs/design.md §6: values
//! keep their PTX type; floats are IEEE-754 with the instruction's rounding mode.
//!
//! Value convention: registers hold values zero-extended to 64 bits. Operations read operands at
//! the instruction type's width (sign-extending `.sN`) and return results zero-extended at the
//! result width (`.wide`: twice the width; `cvt`: the destination type; predicates: 0/1).
//! All functions are pure and allocation-free.

mod bits;
mod cmp;
mod cvt;
mod fp8;
mod video;

// The integer and float arithmetic and the atomic operations live in `crate::ops`, below the
// memory environment, which computes `aop` too (chapter 4 comes before the threads of chapter 5).
pub use crate::ops::softfloat;
pub use crate::ops::{atom_apply, atom_apply_in, mbar_arrive, MBAR_PHASE};
use crate::ops::{float, half, int, pair};
pub use crate::ops::{mask, sext, truncate};
pub use cmp::{compare, set, setp};
pub use cvt::cvt;

use crate::program::ir::{window, AluMods, AluOp, MulMode, StateSpace, Ty, VideoSpec};

/// The values of a `bits`-wide signed or unsigned integer, as exact bounds.
#[inline]
pub(crate) fn int_range(bits: u32, signed: bool) -> (i128, i128) {
    if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}

/// The register value an `ld.ty` of the raw memory bits `raw` writes. PTX sign-extends `.sN`
/// loads into wider registers; our registers are 64-bit, so `.s8/.s16/.s32` are sign-extended
/// to 64 bits and everything else is zero-extended. Consumers read at their own type's width,
/// so both views agree (e.g. `ld.s8` of 0xFF then `add.s32` sees −1).
#[inline]
pub fn extend_load(ty: Ty, raw: u64) -> u64 {
    if ty.is_signed() {
        sext(ty, raw) as u64
    } else {
        truncate(ty, raw)
    }
}

/// Width in bits of an operation's result.
#[inline]
fn result_bits(op: AluOp, ty: Ty) -> u32 {
    match op {
        AluOp::Mul(MulMode::Wide) | AluOp::Mad(MulMode::Wide) => 2 * ty.bits(),
        AluOp::Mul24(_) | AluOp::Mad24(_) | AluOp::Popc | AluOp::Clz | AluOp::Bfind { .. } => 32,
        AluOp::Pack(n) => (u32::from(n) * ty.bits()).min(64),
        _ => ty.bits(),
    }
}

/// `dop(a, b, c, d)` of the (dop) rule, T:L1843-1844: the result of `Instr::Alu` for the
/// already evaluated operand bits (unused operands are ignored). See the module docs for the
/// value convention and `docs/alu.md` for each operation's PTX ISA semantics.
#[allow(clippy::too_many_arguments)]
#[inline]
pub fn alu(op: AluOp, ty: Ty, ty2: Ty, mods: AluMods, a: u64, b: u64, c: u64, d: u64) -> u64 {
    alu_inline(op, ty, ty2, mods, a, b, c, d)
}

/// [`alu`], inlined into its caller: a caller with a constant `op` gets the one operation's code
/// (the warp's decoded fast path runs one such loop per frequent operation).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub fn alu_inline(
    op: AluOp,
    ty: Ty,
    ty2: Ty,
    mods: AluMods,
    a: u64,
    b: u64,
    c: u64,
    d: u64,
) -> u64 {
    if let Some(e) = ty.half_elem() {
        return packed(op, e, ty2, mods, [a, b, c, d]);
    }
    let fl = ty.is_float();
    let r = match op {
        AluOp::Add if fl => float::add(ty, mods, a, b),
        AluOp::Add => int::add(ty, mods.sat, a, b),
        AluOp::Sub if fl => float::sub(ty, mods, a, b),
        AluOp::Sub => int::sub(ty, mods.sat, a, b),
        AluOp::Mul(_) if fl => float::mul(ty, mods, a, b),
        AluOp::Mul(m) => int::mul(m, ty, a, b),
        AluOp::Mad(_) if fl => float::fma(ty, mods, a, b, c),
        AluOp::Mad(m) => int::mad(m, ty, mods.sat, a, b, c),
        AluOp::Mul24(m) => int::mul24(m, ty, a, b),
        AluOp::Mad24(m) => int::mad24(m, ty, mods.sat, a, b, c),
        AluOp::Div if fl => float::div(ty, mods, a, b),
        AluOp::Div => int::div(ty, a, b),
        AluOp::Rem => int::rem(ty, a, b),
        AluOp::Abs if fl => float::abs(ty, mods, a),
        AluOp::Abs => int::abs(ty, a),
        AluOp::Neg if fl => float::neg(ty, mods, a),
        AluOp::Neg => int::neg(ty, a),
        AluOp::Min if fl => float::minmax(ty, mods, a, b, false),
        // `.relu` on a signed integer min/max (PTX 8.0): a negative result becomes 0.
        AluOp::Min | AluOp::Max if mods.relu => {
            let r = int::minmax(ty, a, b, op == AluOp::Max);
            if ty.is_signed() && sext(ty, r) < 0 {
                0
            } else {
                r
            }
        }
        AluOp::Min => int::minmax(ty, a, b, false),
        AluOp::Max if fl => float::minmax(ty, mods, a, b, true),
        AluOp::Max => int::minmax(ty, a, b, true),
        AluOp::And if ty == Ty::Pred => ((a != 0) && (b != 0)) as u64,
        AluOp::Or if ty == Ty::Pred => ((a != 0) || (b != 0)) as u64,
        AluOp::Xor if ty == Ty::Pred => ((a != 0) ^ (b != 0)) as u64,
        AluOp::Not if ty == Ty::Pred => (a == 0) as u64,
        AluOp::And => a & b,
        AluOp::Or => a | b,
        AluOp::Xor => a ^ b,
        AluOp::Not => !a,
        AluOp::Cnot => (truncate(ty, a) == 0) as u64,
        AluOp::Shl => int::shl(ty, a, b),
        AluOp::Shr => int::shr(ty, a, b),
        AluOp::Selp => {
            if c != 0 {
                a
            } else {
                b
            }
        }
        AluOp::Slct => {
            let ge = if ty2.is_float() {
                float::ge_zero(ty2, mods, c)
            } else {
                int::value(ty2, c) >= 0
            };
            if ge {
                a
            } else {
                b
            }
        }
        AluOp::Cvt => {
            let r = cvt::cvt(ty, ty2, mods, a);
            return match mods.sext_to {
                w if u32::from(w) > ty.bits() && ty.is_signed() && !ty.is_float() => {
                    (sext(ty, r) as u64) & mask(u32::from(w))
                }
                _ => r,
            };
        }
        AluOp::Fma => float::fma(ty, mods, a, b, c),
        AluOp::Sqrt => float::sqrt(ty, mods, a),
        AluOp::Rsqrt => float::rsqrt(ty, mods, a),
        AluOp::Rcp => float::rcp(ty, mods, a),
        AluOp::Sin => float::sin(ty, mods, a),
        AluOp::Cos => float::cos(ty, mods, a),
        AluOp::Lg2 => float::lg2(ty, mods, a),
        AluOp::Ex2 => float::ex2(ty, mods, a),
        AluOp::Popc => bits::popc(ty, a),
        AluOp::Clz => bits::clz(ty, a),
        AluOp::Brev => bits::brev(ty, a),
        AluOp::Bfe => bits::bfe(ty, a, b, c),
        AluOp::Bfi => bits::bfi(ty, a, b, c, d),
        AluOp::Prmt(0) => bits::prmt(a, b, c),
        AluOp::Prmt(mode) => bits::prmt_mode(mode, a, b, c),
        AluOp::Copysign => float::copysign(ty, a, b),
        AluOp::Testp(t) => return float::testp(t, ty, a) as u64,
        AluOp::Isspacep(space) => return isspacep(space, a) as u64,
        AluOp::Bfind { shiftamt } => bits::bfind(ty, a, shiftamt),
        AluOp::AddCarry => a.wrapping_add(b).wrapping_add(c & 1),
        AluOp::AddCarryOut => {
            let w = ty.bits();
            let s = (truncate(ty, a) as u128) + (truncate(ty, b) as u128) + (c & 1) as u128;
            (s >> w) as u64 & 1
        }
        // The flag of a subtraction is the carry of `a + !b + c` (1: no borrow), as the
        // hardware computes it: `sub.cc` is that sum with c = 1, `subc` adds the flag. In a
        // chain of subtractions this equals the PTX ISA's "borrow" reading; where a
        // subtraction's flag feeds `addc` or `madc` (NVIDIA's own 128-bit division does), only
        // this reading gives the right result (docs/alu.md).
        AluOp::SubCarry => a.wrapping_add(!b).wrapping_add(c & 1),
        AluOp::SubCarryOut => {
            let w = ty.bits();
            let nb = truncate(ty, !b) as u128;
            let s = (truncate(ty, a) as u128) + nb + (c & 1) as u128;
            (s >> w) as u64 & 1
        }
        AluOp::Shf { left, wrap } => bits::shf(left, wrap, a, b, c),
        AluOp::Lop3 => bits::lop3(a, b, c, d),
        AluOp::Bmsk { wrap } => bits::bmsk(wrap, a, b),
        AluOp::Tanh => float::tanh(ty, mods, a),
        AluOp::Fns => bits::fns(a, b, c),
        AluOp::Szext { wrap } => bits::szext(wrap, ty.is_signed(), a, b),
        AluOp::Video(v) => video::video(v, VideoSpec::decode(d), mods.sat, a, b, c),
        AluOp::CvtFp8 { kind, e5m2 } => fp8::cvt_fp8(kind, e5m2, mods.relu, a, b),
        AluOp::CvtPack { bits, signed } => cvt::cvt_pack(u32::from(bits), signed, a, b, c),
        AluOp::Pack(n) => {
            let w = ty.bits();
            [a, b, c, d]
                .iter()
                .take(n as usize)
                .enumerate()
                .fold(0u64, |acc, (i, &x)| {
                    acc | truncate(ty, x).checked_shl(i as u32 * w).unwrap_or(0)
                })
        }
        AluOp::Sad => int::sad(ty, a, b, c),
        AluOp::Dp4a => int::dot(ty, ty2, a, b, c, 4, 0),
        AluOp::Dp2a { hi } => int::dot(ty, ty2, a, b, c, 2, if hi { 2 } else { 0 }),
        AluOp::Cvta { space, to_generic } => cvta(space, to_generic, a),
    };
    if ty == Ty::Pred {
        (r != 0) as u64
    } else {
        r & mask(result_bits(op, ty))
    }
}

/// An operation on a packed pair (`.f16x2`, `.bf16x2`, PTX ISA "Half Precision Floating-Point
/// Instructions"): the element operation on bits 0-15 and on bits 16-31 of every operand. `cvt`
/// to a pair converts two sources instead: `a` into the upper half, `b` into the lower.
fn packed(op: AluOp, e: Ty, ty2: Ty, mods: AluMods, x: [u64; 4]) -> u64 {
    if op == AluOp::Cvt {
        return pair(|k| alu(op, e, ty2, mods, x[1 - k as usize], 0, 0, 0));
    }
    pair(|k| {
        let [a, b, c, d] = x.map(|v| half(v, k));
        alu(op, e, ty2, mods, a, b, c, d)
    })
}

/// `isspacep.space a` (PTX ISA): whether the generic address `a` lies in the space's window
/// (`ir::window`); every address outside the shared, local, const and param windows is global.
#[inline]
pub fn isspacep(space: StateSpace, a: u64) -> bool {
    let (s, _) = window::resolve(a);
    match space {
        StateSpace::Generic => s == StateSpace::Global,
        _ => s == space,
    }
}

/// `cvta.space` / `cvta.to.space` (docs/design.md §5, `ir::window`): a generic address in the space's
/// window `[BASE, BASE + SIZE)` is the space address `a − BASE`; global addresses are identical
/// in both views. Addresses wrap at 64 bits (the result is truncated to the type's width).
#[inline]
pub fn cvta(space: StateSpace, to_generic: bool, a: u64) -> u64 {
    let base = match space {
        StateSpace::Shared => window::SHARED_BASE,
        StateSpace::Local => window::LOCAL_BASE,
        StateSpace::Const => window::CONST_BASE,
        StateSpace::Param => window::PARAM_BASE,
        StateSpace::Global | StateSpace::Generic => 0,
    };
    if to_generic {
        a.wrapping_add(base)
    } else {
        a.wrapping_sub(base)
    }
}

//! TEMPORARY stand-in for the ALU engineer's module (branch `alu`): only the integer operations the
//! warp tests need. Replaced wholesale by `git merge alu`.

use crate::program::ir::{AluMods, AluOp, BoolOp, Cmp, Ty};

fn width(ty: Ty, v: u64) -> u64 {
    if ty.bits() >= 64 {
        v
    } else {
        v & ((1u64 << ty.bits()) - 1)
    }
}

#[allow(clippy::too_many_arguments)]
pub fn alu(op: AluOp, ty: Ty, _ty2: Ty, _mods: AluMods, a: u64, b: u64, c: u64, _d: u64) -> u64 {
    let r = match op {
        AluOp::Add => a.wrapping_add(b),
        AluOp::Sub => a.wrapping_sub(b),
        AluOp::Mul(_) => a.wrapping_mul(b),
        AluOp::Div => a.checked_div(b).unwrap_or(u64::MAX),
        AluOp::And => a & b,
        AluOp::Or => a | b,
        AluOp::Xor => a ^ b,
        AluOp::Selp => {
            if c != 0 {
                a
            } else {
                b
            }
        }
        _ => 0,
    };
    width(ty, r)
}

pub fn compare(cmp: Cmp, ty: Ty, a: u64, b: u64) -> bool {
    let (a, b) = (width(ty, a), width(ty, b));
    match cmp {
        Cmp::Eq => a == b,
        Cmp::Ne => a != b,
        Cmp::Lt | Cmp::Lo => a < b,
        Cmp::Le | Cmp::Ls => a <= b,
        Cmp::Gt | Cmp::Hi => a > b,
        Cmp::Ge | Cmp::Hs => a >= b,
        _ => false,
    }
}

pub fn setp(cmp: Cmp, bop: Option<BoolOp>, ty: Ty, a: u64, b: u64, c: u64) -> (bool, bool) {
    let r = compare(cmp, ty, a, b);
    let c = c != 0;
    match bop {
        None => (r, !r),
        Some(BoolOp::And) => (r && c, !r && c),
        Some(BoolOp::Or) => (r || c, !r || c),
        Some(BoolOp::Xor) => (r ^ c, !r ^ c),
    }
}

#[allow(clippy::too_many_arguments)]
pub fn set(cmp: Cmp, bop: Option<BoolOp>, _dty: Ty, ty: Ty, a: u64, b: u64, c: u64) -> u64 {
    if setp(cmp, bop, ty, a, b, c).0 {
        0xFFFF_FFFF
    } else {
        0
    }
}

pub fn extend_load(_ty: Ty, raw: u64) -> u64 {
    raw
}

//! The atomic reduction `aop(old, b, c)` of `atomOp` (T:L1027-1032, ERR-17: typed), per the PTX
//! ISA "atom" pseudo-code.

use super::float;
use super::int;
use super::truncate;
use crate::program::ir::{AluMods, AtomOp, Round, Ty};

/// `atom.add.f32` rounds to nearest even and flushes subnormal inputs and results (PTX ISA);
/// f16/f64 atomics keep subnormals.
#[inline]
fn add_mods(ty: Ty) -> AluMods {
    AluMods {
        round: Round::Rn,
        sat: false,
        ftz: ty == Ty::F32,
        approx: false,
    }
}

/// aop, T:L1027-1032: the new memory value of an atomic with old value `old`, operands b, c.
/// and/or/xor/exch/add (wrapping, or float), inc `old >= b ? 0 : old+1`,
/// dec `old == 0 || old > b ? b : old-1` (unsigned), min/max by the type's signedness,
/// cas `old == b ? c : old`. Result at the type's width.
#[inline]
pub fn atom_apply(op: AtomOp, ty: Ty, old: u64, b: u64, c: u64) -> u64 {
    let (o, b) = (truncate(ty, old), truncate(ty, b));
    match op {
        AtomOp::And => o & b,
        AtomOp::Or => o | b,
        AtomOp::Xor => o ^ b,
        AtomOp::Exch => b,
        AtomOp::Add if ty.is_float() => float::add(ty, add_mods(ty), o, b),
        AtomOp::Add => truncate(ty, o.wrapping_add(b)),
        AtomOp::Inc => {
            if o >= b {
                0
            } else {
                o + 1
            }
        }
        AtomOp::Dec => {
            if o == 0 || o > b {
                b
            } else {
                o - 1
            }
        }
        AtomOp::Min | AtomOp::Max if ty.is_float() => {
            float::minmax(ty, AluMods::NONE, o, b, op == AtomOp::Max)
        }
        AtomOp::Min => int::minmax(ty, o, b, false),
        AtomOp::Max => int::minmax(ty, o, b, true),
        AtomOp::Cas => {
            if o == b {
                truncate(ty, c)
            } else {
                o
            }
        }
    }
}

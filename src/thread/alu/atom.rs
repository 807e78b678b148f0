//! The atomic reduction `aop(old, b, c)` of `atomOp` (T:L1027-1032, ERR-17: typed), per the PTX
//! ISA "atom" pseudo-code.

use super::float;
use super::int;
use super::truncate;
use crate::program::ir::{AluMods, AtomOp, Round, StateSpace, Ty};

/// Float `atom.add` rounds to nearest even. PTX ISA "atom": `atom.add.f32` on global memory
/// flushes subnormal inputs and results to sign-preserving zero, on shared memory it keeps them;
/// f16/f64 atomics keep subnormals.
#[inline]
fn add_mods(ty: Ty, ss: StateSpace) -> AluMods {
    let ftz = ty == Ty::F32 && ss != StateSpace::Shared;
    AluMods {
        round: Round::Rn,
        sat: false,
        ftz,
        ..AluMods::NONE
    }
}

/// aop, T:L1027-1032: the new memory value of an atomic with old value `old`, operands b, c.
/// and/or/xor/exch/add (wrapping, or float), inc `old >= b ? 0 : old+1`,
/// dec `old == 0 || old > b ? b : old-1` (unsigned), min/max by the type's signedness,
/// cas `old == b ? c : old`. Result at the type's width. Float add as on global memory; see
/// [`atom_apply_in`] for the space-dependent subnormal handling.
#[inline]
pub fn atom_apply(op: AtomOp, ty: Ty, old: u64, b: u64, c: u64) -> u64 {
    atom_apply_in(StateSpace::Global, op, ty, old, b, c)
}

/// aop, T:L1027-1032, for an atomic on state space `ss` (only `atom.add.f32` differs: it keeps
/// subnormals on shared memory and flushes them elsewhere).
#[inline]
pub fn atom_apply_in(ss: StateSpace, op: AtomOp, ty: Ty, old: u64, b: u64, c: u64) -> u64 {
    let (o, b) = (truncate(ty, old), truncate(ty, b));
    if let (Some(e), AtomOp::Add | AtomOp::Min | AtomOp::Max) = (ty.half_elem(), op) {
        // `.f16x2`/`.bf16x2` (`atom.add.noftz.f16x2`): each half on its own.
        return super::pair(|k| atom_apply_in(ss, op, e, super::half(o, k), super::half(b, k), 0));
    }
    match op {
        AtomOp::And => o & b,
        AtomOp::Or => o | b,
        AtomOp::Xor => o ^ b,
        AtomOp::Exch => b,
        AtomOp::Add if ty.is_float() => float::add(ty, add_mods(ty, ss), o, b),
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

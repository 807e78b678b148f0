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
        AtomOp::MbarArrive => mbar_arrive(old, b, false),
        AtomOp::MbarArriveDrop => mbar_arrive(old, b, true),
    }
}

/// The 64-bit object of an `mbarrier` (PTX ISA "Parallel Synchronization and Communication
/// Instructions: mbarrier"; the layout is opaque to programs, fermi-sim's is): pending arrivals
/// in bits 0-31, the expected arrivals of a phase in bits 32-62, the current phase's parity in
/// bit 63. `mbarrier.init` writes `count | count << 32`.
pub const MBAR_PHASE: u64 = 1 << 63;

/// `mbarrier.arrive{_drop}` with `count` arrivals on the object `old`: the pending count drops
/// by `count` (and, for `_drop`, the expected count of this and later phases); when it reaches
/// 0 the phase completes: the parity flips and the pending count starts again at the expected
/// count. The instruction's result (the state token) is `old`.
pub fn mbar_arrive(old: u64, count: u64, drop: bool) -> u64 {
    let count = count & 0xffff_ffff;
    let pending = old & 0xffff_ffff;
    let mut expected = (old >> 32) & 0x7fff_ffff;
    if drop {
        expected = expected.saturating_sub(count);
    }
    let phase = old & MBAR_PHASE;
    match pending.saturating_sub(count) {
        0 => expected | expected << 32 | (phase ^ MBAR_PHASE),
        p => p | expected << 32 | phase,
    }
}

#[cfg(test)]
mod mbarrier_tests {
    use super::*;

    #[test]
    fn arrivals_count_down_and_the_last_one_flips_the_phase() {
        // init(3): pending 3, expected 3, phase 0.
        let init = 3 | 3 << 32;
        let a = mbar_arrive(init, 1, false);
        assert_eq!(a, 2 | 3 << 32);
        let b = mbar_arrive(a, 1, false);
        assert_eq!(b, 1 | 3 << 32);
        // The last arrival completes phase 0: pending starts again at 3, parity 1.
        let c = mbar_arrive(b, 1, false);
        assert_eq!(c, 3 | 3 << 32 | MBAR_PHASE);
        // An arrival with a count, through the atomic's operation.
        assert_eq!(
            atom_apply(AtomOp::MbarArrive, Ty::B64, c, 3, 0),
            3 | 3 << 32
        );
        // arrive_drop: this and later phases expect one arrival fewer.
        let d = atom_apply(AtomOp::MbarArriveDrop, Ty::B64, init, 1, 0);
        assert_eq!(d, 2 | 2 << 32);
        assert_eq!(mbar_arrive(d, 2, false), 2 | 2 << 32 | MBAR_PHASE);
    }
}

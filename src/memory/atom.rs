//! The atomic operations `aop` (abstract in T:L1027-1032; typed per ERR-17, PTX ISA `atom`),
//! computed by `crate::ops::atom_apply_in`; the tests here check it independently.

use crate::ops::atom_apply_in;
use crate::program::ir::{AtomOp, StateSpace, Ty};

/// Sign-extend the low `bits` of `v` to 64 bits.
pub fn sext(v: u64, bits: u32) -> u64 {
    if bits >= 64 {
        v
    } else {
        let s = 64 - bits;
        (((v << s) as i64) >> s) as u64
    }
}

/// `aop(old, b, c)` (T:L1027-1032) for an atomic of type `ty` on state space `ss`: the new value
/// to store, at the type's width. Delegates to `crate::ops::atom_apply_in` (one implementation of
/// the PTX ISA `atom` semantics for the whole simulator).
pub fn aop(ss: StateSpace, op: AtomOp, ty: Ty, old: u64, b: u64, c: u64) -> u64 {
    atom_apply_in(ss, op, ty, old, b, c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aop_matches_the_ptx_isa() {
        assert_eq!(
            aop(StateSpace::Global, AtomOp::Add, Ty::U32, 0xffff_ffff, 1, 0),
            0
        ); // wraps at 32 bits
        assert_eq!(
            aop(
                StateSpace::Global,
                AtomOp::Add,
                Ty::F32,
                1.5f32.to_bits() as u64,
                2.25f32.to_bits() as u64,
                0
            ),
            3.75f32.to_bits() as u64
        );
        assert_eq!(aop(StateSpace::Global, AtomOp::Cas, Ty::B32, 5, 5, 9), 9);
        assert_eq!(aop(StateSpace::Global, AtomOp::Cas, Ty::B32, 4, 5, 9), 4);
        assert_eq!(aop(StateSpace::Global, AtomOp::Exch, Ty::B32, 4, 7, 0), 7);
        assert_eq!(aop(StateSpace::Global, AtomOp::Inc, Ty::U32, 3, 3, 0), 0);
        assert_eq!(aop(StateSpace::Global, AtomOp::Inc, Ty::U32, 2, 3, 0), 3);
        assert_eq!(aop(StateSpace::Global, AtomOp::Dec, Ty::U32, 0, 3, 0), 3);
        assert_eq!(aop(StateSpace::Global, AtomOp::Dec, Ty::U32, 5, 3, 0), 3);
        assert_eq!(aop(StateSpace::Global, AtomOp::Dec, Ty::U32, 2, 3, 0), 1);
        // -1 < 1 signed, but 0xffffffff > 1 unsigned.
        assert_eq!(
            aop(StateSpace::Global, AtomOp::Min, Ty::S32, 1, 0xffff_ffff, 0),
            0xffff_ffff
        );
        assert_eq!(
            aop(StateSpace::Global, AtomOp::Min, Ty::U32, 1, 0xffff_ffff, 0),
            1
        );
        assert_eq!(
            aop(
                StateSpace::Global,
                AtomOp::Max,
                Ty::S64,
                5,
                (-3i64) as u64,
                0
            ),
            5
        );
        assert_eq!(
            aop(StateSpace::Global, AtomOp::Xor, Ty::B32, 0b1100, 0b1010, 0),
            0b0110
        );
        assert_eq!(
            aop(StateSpace::Global, AtomOp::And, Ty::B64, u64::MAX, 0xf0, 0),
            0xf0
        );
        assert_eq!(
            aop(
                StateSpace::Global,
                AtomOp::Or,
                Ty::B32,
                0x1,
                0x1_0000_0002,
                0
            ),
            0x3
        );
    }
}

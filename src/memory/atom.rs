//! The atomic operations `aop` (abstract in T:L1027-1032; typed per ERR-17, PTX ISA `atom`).
//! Private stand-in until `crate::thread::alu::atom_apply` (branch `alu`) is merged; then one of
//! the two goes.

use crate::program::ir::{AtomOp, Ty};

fn width_mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Sign-extend the low `bits` of `v` to 64 bits.
pub fn sext(v: u64, bits: u32) -> u64 {
    if bits >= 64 {
        v
    } else {
        let s = 64 - bits;
        (((v << s) as i64) >> s) as u64
    }
}

/// `aop(old, b, c)` for the PTX type `ty` (T:L1027-1032): the new value to store, truncated to the
/// type's width. `cas`: `old == b ? c : old`; `inc`: `old >= b ? 0 : old + 1`; `dec`:
/// `old == 0 || old > b ? b : old - 1` (PTX ISA, unsigned 32-bit).
pub fn aop(op: AtomOp, ty: Ty, old: u64, b: u64, c: u64) -> u64 {
    let bits = ty.bits();
    let m = width_mask(bits);
    let (old, b, c) = (old & m, b & m, c & m);
    let r = match op {
        AtomOp::And => old & b,
        AtomOp::Or => old | b,
        AtomOp::Xor => old ^ b,
        AtomOp::Exch => b,
        AtomOp::Cas => {
            if old == b {
                c
            } else {
                old
            }
        }
        AtomOp::Inc => {
            if old >= b {
                0
            } else {
                old + 1
            }
        }
        AtomOp::Dec => {
            if old == 0 || old > b {
                b
            } else {
                old - 1
            }
        }
        AtomOp::Add => match ty {
            Ty::F32 => (f32::from_bits(old as u32) + f32::from_bits(b as u32)).to_bits() as u64,
            Ty::F64 => (f64::from_bits(old) + f64::from_bits(b)).to_bits(),
            _ => old.wrapping_add(b),
        },
        AtomOp::Min | AtomOp::Max => {
            let max = op == AtomOp::Max;
            let pick_b = match ty {
                Ty::F32 => {
                    let (x, y) = (f32::from_bits(old as u32), f32::from_bits(b as u32));
                    if max {
                        y > x
                    } else {
                        y < x
                    }
                }
                Ty::F64 => {
                    let (x, y) = (f64::from_bits(old), f64::from_bits(b));
                    if max {
                        y > x
                    } else {
                        y < x
                    }
                }
                t if t.is_signed() => {
                    let (x, y) = (sext(old, bits) as i64, sext(b, bits) as i64);
                    if max {
                        y > x
                    } else {
                        y < x
                    }
                }
                _ => {
                    if max {
                        b > old
                    } else {
                        b < old
                    }
                }
            };
            if pick_b {
                b
            } else {
                old
            }
        }
    };
    r & m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aop_matches_the_ptx_isa() {
        assert_eq!(aop(AtomOp::Add, Ty::U32, 0xffff_ffff, 1, 0), 0); // wraps at 32 bits
        assert_eq!(
            aop(AtomOp::Add, Ty::F32, 1.5f32.to_bits() as u64, 2.25f32.to_bits() as u64, 0),
            3.75f32.to_bits() as u64
        );
        assert_eq!(aop(AtomOp::Cas, Ty::B32, 5, 5, 9), 9);
        assert_eq!(aop(AtomOp::Cas, Ty::B32, 4, 5, 9), 4);
        assert_eq!(aop(AtomOp::Exch, Ty::B32, 4, 7, 0), 7);
        assert_eq!(aop(AtomOp::Inc, Ty::U32, 3, 3, 0), 0);
        assert_eq!(aop(AtomOp::Inc, Ty::U32, 2, 3, 0), 3);
        assert_eq!(aop(AtomOp::Dec, Ty::U32, 0, 3, 0), 3);
        assert_eq!(aop(AtomOp::Dec, Ty::U32, 5, 3, 0), 3);
        assert_eq!(aop(AtomOp::Dec, Ty::U32, 2, 3, 0), 1);
        // -1 < 1 signed, but 0xffffffff > 1 unsigned.
        assert_eq!(aop(AtomOp::Min, Ty::S32, 1, 0xffff_ffff, 0), 0xffff_ffff);
        assert_eq!(aop(AtomOp::Min, Ty::U32, 1, 0xffff_ffff, 0), 1);
        assert_eq!(aop(AtomOp::Max, Ty::S64, 5, (-3i64) as u64, 0), 5);
        assert_eq!(aop(AtomOp::Xor, Ty::B32, 0b1100, 0b1010, 0), 0b0110);
        assert_eq!(aop(AtomOp::And, Ty::B64, u64::MAX, 0xf0, 0), 0xf0);
        assert_eq!(aop(AtomOp::Or, Ty::B32, 0x1, 0x1_0000_0002, 0), 0x3);
    }
}

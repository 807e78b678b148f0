//! The operations on values that the PTX ISA defines and that more than one layer computes:
//! integer and IEEE-754 float arithmetic (`int`, `float`, `softfloat`) and the atomic reduction
//! `aop` (T:L1027-1032, `atom`). They live below both the memory environment (chapter 4), which
//! applies `aop` to the value in memory, and the threads' ALU (`crate::thread::alu`, chapter 5),
//! which uses the same arithmetic for `add`, `min`, `max` and re-exports these items; so memory
//! never imports the thread layer. Everything here is pure and allocation-free.

mod atom;
pub mod float;
pub mod int;
pub mod softfloat;

pub use atom::{atom_apply, atom_apply_in, mbar_arrive, MBAR_PHASE};

use crate::program::ir::Ty;

/// All ones in the low `bits` bits.
#[inline]
pub const fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        !0
    } else {
        (1 << bits) - 1
    }
}

/// Half `k` (0: bits 0-15, 1: bits 16-31) of a packed pair.
#[inline]
pub fn half(v: u64, k: u32) -> u64 {
    (v >> (16 * k)) & 0xffff
}

/// A packed pair from its two halves, `f(0)` low and `f(1)` high, each cut to 16 bits.
#[inline]
pub fn pair(f: impl Fn(u32) -> u64) -> u64 {
    (f(1) & 0xffff) << 16 | (f(0) & 0xffff)
}

/// `v` at the width of `ty`, zero-extended (store truncation; predicates become 0/1).
#[inline]
pub fn truncate(ty: Ty, v: u64) -> u64 {
    if ty == Ty::Pred {
        (v != 0) as u64
    } else {
        v & mask(ty.bits())
    }
}

/// `v` read at the width of `ty` and sign-extended from its top bit.
#[inline]
pub fn sext(ty: Ty, v: u64) -> i64 {
    let sh = 64 - ty.bits();
    ((v << sh) as i64) >> sh
}

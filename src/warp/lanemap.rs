//! The operands and lane loops of the decoded fast path's monomorphic loops (`fastpath.rs`):
//! `Opnd` (a register's first slot or a constant), the `each_lane!` loop and `map2`/`map3`,
//! which apply one operation, given as a closure the compiler inlines, to every executing lane.
//! The machinery only: what an operation computes is the ALU's (`crate::thread::alu`).

use super::state::Warp;
use crate::lanemask::LaneMask;
use crate::program::decode::Src;

/// An operand the monomorphic loops read: a register's first slot (register × lanes) or a
/// constant.
#[derive(Clone, Copy)]
pub(super) enum Opnd {
    Reg(usize),
    Imm(u64),
}

pub(super) fn opnd(s: Src, n: usize) -> Option<Opnd> {
    match s {
        Src::Reg(r) => Some(Opnd::Reg(r as usize * n)),
        Src::Imm(c) => Some(Opnd::Imm(c)),
        _ => None,
    }
}

/// Run `$body` with `$l` bound to every executing lane of a warp of `$n` lanes, ascending: a full
/// first word of lanes runs as a plain range, a partial one scans the bits of that one word (no
/// iterator state over the mask's other words), and a warp of more than 64 lanes scans the
/// mask. A macro, not a function taking a closure: the loops stay plain loops (a closure cost
/// 4 % more instructions on the collatz bench).
macro_rules! each_lane {
    ($exec:expr, $n:expr, |$l:ident| $body:expr) => {{
        let (exec, n): (&LaneMask, usize) = ($exec, $n);
        if n <= 64 {
            let bits = exec.low_bits();
            if bits == $crate::lanemask::low_mask(n) {
                for $l in 0..n {
                    $body;
                }
            } else {
                let mut m = bits;
                while m != 0 {
                    let $l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    $body;
                }
            }
        } else {
            for $l in exec.lanes_of(n) {
                $body;
            }
        }
    }};
}

/// `dst[l] = f(a[l], b[l])` for every executing lane `l` (`each_lane!`) of register `dst`.
#[inline(always)]
pub(super) fn map2(
    w: &mut Warp,
    exec: &LaneMask,
    dst: usize,
    a: Opnd,
    b: Opnd,
    f: impl Fn(u64, u64) -> u64,
) {
    let n = w.lanes;
    let out = dst * n;
    let regs = w.regs.write(dst);
    match (a, b) {
        (Opnd::Reg(x), Opnd::Reg(y)) => {
            each_lane!(exec, n, |l| regs[out + l] = f(regs[x + l], regs[y + l]))
        }
        (Opnd::Reg(x), Opnd::Imm(c)) => each_lane!(exec, n, |l| regs[out + l] = f(regs[x + l], c)),
        (Opnd::Imm(c), Opnd::Reg(y)) => each_lane!(exec, n, |l| regs[out + l] = f(c, regs[y + l])),
        (Opnd::Imm(c), Opnd::Imm(d)) => {
            let v = f(c, d);
            each_lane!(exec, n, |l| regs[out + l] = v)
        }
    }
}

/// The same with three operands (`mad`, `selp`, `fma`).
#[inline(always)]
pub(super) fn map3(
    w: &mut Warp,
    exec: &LaneMask,
    dst: usize,
    a: Opnd,
    b: Opnd,
    c: Opnd,
    f: impl Fn(u64, u64, u64) -> u64,
) {
    let n = w.lanes;
    let out = dst * n;
    let regs = w.regs.write(dst);
    let rd = |o: Opnd, regs: &[u64], l: usize| match o {
        Opnd::Reg(x) => regs[x + l],
        Opnd::Imm(c) => c,
    };
    each_lane!(exec, n, |l| {
        let v = f(rd(a, regs, l), rd(b, regs, l), rd(c, regs, l));
        regs[out + l] = v;
    })
}

//! Monomorphic lane loops for the most frequent floating-point instructions of the decoded fast
//! path ([`super::fastpath`]): `add`, `sub`, `mul`, `mad` and `fma` on `.f32` and `.f64` with
//! round-to-nearest (`.rn` or no rounding modifier), `.ftz` allowed on `.f32`, on register and
//! immediate operands.
//!
//! The generic operation ([`crate::thread::alu::alu`], the (dop) rule, T:L1843) dispatches on
//! the operation, the type and every modifier for each lane; here they are constants of the loop,
//! and the host FPU computes the round-to-nearest result, as the generic code does for these
//! formats. A lane whose result is a NaN takes the generic operation, which owns the NaN rules
//! (canonical NaN for `.f32`, payload propagation for `.f64`), so the two agree bit for bit; the
//! unit test compares them on random operands, NaNs, infinities and subnormals included.

use super::lanemap::{map2, map3, Opnd};
use super::state::Warp;
use crate::lanemask::LaneMask;
use crate::program::ir::{AluMods, AluOp, Cmp, Round, Ty};
use crate::thread::alu;

/// `.ftz` on an `.f32` value: a subnormal becomes the zero of its sign.
#[inline(always)]
fn flush32(v: u32) -> u32 {
    if v & 0x7F80_0000 == 0 {
        v & 0x8000_0000
    } else {
        v
    }
}

/// Run `op` on the executing lanes into register slot `out` if a loop here covers it (`true`),
/// else leave the registers untouched (`false`); [`super::fastint::alu`] reads the operands (`c`:
/// the third, if it is a register or a constant).
#[allow(clippy::too_many_arguments)]
pub(super) fn arith(
    w: &mut Warp,
    exec: &LaneMask,
    op: AluOp,
    ty: Ty,
    mods: AluMods,
    out: usize,
    (a, b, c): (Opnd, Opnd, Option<Opnd>),
) -> bool {
    // Only round-to-nearest with no result modifier (`.sat`, `.relu`, `.NaN`) is covered.
    let plain = AluMods {
        round: Round::None,
        ftz: false,
        approx: false,
        ..mods
    } == AluMods::NONE
        && matches!(mods.round, Round::None | Round::Rn);
    if !plain {
        return false;
    }
    // The generic operation for a lane whose result is a NaN.
    let generic = move |x: u64, y: u64, z: u64| alu::alu(op, ty, ty, mods, x, y, z, 0);
    macro_rules! f32_op {
        (|$x:ident, $y:ident| $e:expr) => {{
            if mods.ftz {
                map2(w, exec, out, a, b, |p, q| {
                    let ($x, $y) = (
                        f32::from_bits(flush32(p as u32)),
                        f32::from_bits(flush32(q as u32)),
                    );
                    let r: f32 = $e;
                    if r.is_nan() {
                        generic(p, q, 0)
                    } else {
                        flush32(r.to_bits()) as u64
                    }
                })
            } else {
                map2(w, exec, out, a, b, |p, q| {
                    let ($x, $y) = (f32::from_bits(p as u32), f32::from_bits(q as u32));
                    let r: f32 = $e;
                    if r.is_nan() {
                        generic(p, q, 0)
                    } else {
                        r.to_bits() as u64
                    }
                })
            }
        }};
    }
    macro_rules! f64_op {
        (|$x:ident, $y:ident| $e:expr) => {
            map2(w, exec, out, a, b, |p, q| {
                let ($x, $y) = (f64::from_bits(p), f64::from_bits(q));
                let r: f64 = $e;
                if r.is_nan() {
                    generic(p, q, 0)
                } else {
                    r.to_bits()
                }
            })
        };
    }
    match (ty, op) {
        (Ty::F32, AluOp::Add) => f32_op!(|x, y| x + y),
        (Ty::F32, AluOp::Sub) => f32_op!(|x, y| x - y),
        (Ty::F32, AluOp::Mul(_)) => f32_op!(|x, y| x * y),
        (Ty::F32, AluOp::Mad(_) | AluOp::Fma) => {
            let Some(c) = c else {
                return false;
            };
            let ftz = mods.ftz;
            let inp = move |v: u64| {
                let v = v as u32;
                f32::from_bits(if ftz { flush32(v) } else { v })
            };
            map3(w, exec, out, a, b, c, |p, q, s| {
                let r = inp(p).mul_add(inp(q), inp(s));
                if r.is_nan() {
                    generic(p, q, s)
                } else if ftz {
                    flush32(r.to_bits()) as u64
                } else {
                    r.to_bits() as u64
                }
            })
        }
        (Ty::F64, _) if mods.ftz => return false,
        (Ty::F64, AluOp::Add) => f64_op!(|x, y| x + y),
        (Ty::F64, AluOp::Sub) => f64_op!(|x, y| x - y),
        (Ty::F64, AluOp::Mul(_)) => f64_op!(|x, y| x * y),
        (Ty::F64, AluOp::Mad(_) | AluOp::Fma) => {
            let Some(c) = c else {
                return false;
            };
            map3(w, exec, out, a, b, c, |p, q, s| {
                let r = f64::from_bits(p).mul_add(f64::from_bits(q), f64::from_bits(s));
                if r.is_nan() {
                    generic(p, q, s)
                } else {
                    r.to_bits()
                }
            })
        }
        _ => return false,
    }
    true
}

/// The comparison of `setp.cmp.ty` without `.bop` for `.f32` and `.f64` into register slot
/// `out` ([`super::fastint::setp`] reads the operands and writes the second destination): the
/// comparison of [`crate::thread::alu::setp`] (ordered forms false on a NaN operand, `...u`
/// forms true), on the host's floats of the operand's own width (exact: an `.f32` value widens
/// to `f64` exactly, so both order alike). `false`: another type, nothing written.
pub(super) fn compare(
    w: &mut Warp,
    exec: &LaneMask,
    cmp: Cmp,
    ty: Ty,
    out: usize,
    a: Opnd,
    b: Opnd,
) -> bool {
    macro_rules! with {
        ($conv:expr) => {{
            let conv = $conv;
            macro_rules! each {
                (|$x:ident, $y:ident, $u:ident| $e:expr) => {
                    map2(w, exec, out, a, b, |p, q| {
                        let ($x, $y) = (conv(p), conv(q));
                        let $u = $x.is_nan() || $y.is_nan();
                        let _ = $u;
                        ($e) as u64
                    })
                };
            }
            match cmp {
                Cmp::Eq => each!(|x, y, u| x == y),
                Cmp::Ne => each!(|x, y, u| !u && x != y),
                Cmp::Lt | Cmp::Lo => each!(|x, y, u| x < y),
                Cmp::Le | Cmp::Ls => each!(|x, y, u| x <= y),
                Cmp::Gt | Cmp::Hi => each!(|x, y, u| x > y),
                Cmp::Ge | Cmp::Hs => each!(|x, y, u| x >= y),
                Cmp::Equ => each!(|x, y, u| u || x == y),
                Cmp::Neu => each!(|x, y, u| u || x != y),
                Cmp::Ltu => each!(|x, y, u| u || x < y),
                Cmp::Leu => each!(|x, y, u| u || x <= y),
                Cmp::Gtu => each!(|x, y, u| u || x > y),
                Cmp::Geu => each!(|x, y, u| u || x >= y),
                Cmp::Num => each!(|x, y, u| !u),
                Cmp::Nan => each!(|x, y, u| u),
            }
        }};
    }
    match ty {
        Ty::F32 => with!(|v: u64| f32::from_bits(v as u32)),
        Ty::F64 => with!(f64::from_bits),
        _ => return false,
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::decode::Src;
    use crate::program::ir::MulMode;
    use crate::program::ir::RegId;
    use crate::testrand::xorshift as next;
    use crate::warp::testkit::bare_warp;

    const LANES: usize = 32;
    const REGS: usize = 5;

    /// Random floats of both widths with the edges: zeros, subnormals, infinities, NaNs with
    /// payloads, values that cancel, and garbage above bit 32 for `.f32`.
    fn value(s: &mut u64, f64_ty: bool) -> u64 {
        let r = next(s);
        let f32s: [u32; 8] = [
            0,
            0x8000_0000,
            0x0000_0001,
            0x807F_FFFF,
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_1234,
            0xFF80_0001,
        ];
        let f64s: [u64; 8] = [
            0,
            1 << 63,
            1,
            0x800F_FFFF_FFFF_FFFF,
            0x7FF0_0000_0000_0000,
            0xFFF0_0000_0000_0000,
            0x7FF8_0000_0000_1234,
            0xFFF0_0000_0000_0001,
        ];
        match r % 6 {
            0 if f64_ty => f64s[(r >> 8) as usize % 8],
            0 => f32s[(r >> 8) as usize % 8] as u64 | (next(s) << 32),
            1 if f64_ty => ((r >> 20) as f64 / 7.0).to_bits(),
            1 => ((r >> 40) as f32 / 3.0).to_bits() as u64,
            2 if f64_ty => (-((r >> 20) as f64) / 7.0).to_bits(),
            2 => (-((r >> 40) as f32) / 3.0).to_bits() as u64,
            _ if f64_ty => next(s),
            _ => next(s) & 0xFFFF_FFFF,
        }
    }

    fn warp(seed: &mut u64, f64_ty: bool) -> Warp {
        let mut w = bare_warp(0, LANES, REGS);
        w.regs = (0..REGS * LANES)
            .map(|_| value(seed, f64_ty))
            .collect::<Vec<_>>()
            .into();
        w
    }

    fn random_exec(seed: &mut u64) -> LaneMask {
        crate::warp::testkit::random_exec(seed, LANES)
    }

    #[test]
    fn float_loops_equal_the_generic_operation() {
        let ops = [
            AluOp::Add,
            AluOp::Sub,
            AluOp::Mul(MulMode::Lo),
            AluOp::Mad(MulMode::Lo),
            AluOp::Fma,
            AluOp::Div,
            AluOp::Min,
        ];
        let rounds = [Round::None, Round::Rn, Round::Rz];
        let mut seed = 0x0123_4567_89ab_cdef;
        let mut covered = 0;
        for ty in [Ty::F32, Ty::F64, Ty::F16] {
            let wide = ty == Ty::F64;
            for op in ops {
                for round in rounds {
                    for (ftz, sat) in [(false, false), (true, false), (false, true)] {
                        let mods = AluMods {
                            round,
                            ftz,
                            sat,
                            ..AluMods::NONE
                        };
                        for _ in 0..60 {
                            let mut w = warp(&mut seed, wide);
                            let exec = random_exec(&mut seed);
                            let one = |s: &mut u64| {
                                if next(s).is_multiple_of(4) {
                                    Src::Imm(value(s, wide))
                                } else {
                                    Src::Reg((next(s) % REGS as u64) as RegId)
                                }
                            };
                            let src = [one(&mut seed), one(&mut seed), one(&mut seed), Src::Imm(0)];
                            let dst = (next(&mut seed) % REGS as u64) as RegId;
                            let before = w.clone();
                            if !super::super::fastint::alu(&mut w, &exec, op, ty, mods, dst, &src) {
                                assert_eq!(w.regs, before.regs, "{op:?} {ty:?} declined but wrote");
                                continue;
                            }
                            covered += 1;
                            let rd = |s: Src, l: usize| match s {
                                Src::Reg(r) => before.regs[r as usize * LANES + l],
                                Src::Imm(c) => c,
                                _ => unreachable!(),
                            };
                            let mut want = before.regs.to_vec();
                            for l in exec.lanes_of(LANES) {
                                let [a, b, c] = [0, 1, 2].map(|i| rd(src[i], l));
                                want[dst as usize * LANES + l] =
                                    alu::alu(op, ty, ty, mods, a, b, c, 0);
                            }
                            assert_eq!(w.regs[..], want[..], "{op:?} {ty:?} {mods:?} {src:?}");
                        }
                    }
                }
            }
        }
        // Five operations in two rounding modes: f32 with and without `.ftz`, f64 without.
        assert_eq!(covered, 60 * 5 * 2 * 3);
    }

    #[test]
    fn float_setp_loops_equal_the_generic_comparison() {
        let cmps = Cmp::ALL;
        let mut seed = 0x7777_1234_5678_9abc;
        let mut covered = 0;
        for ty in [Ty::F32, Ty::F64, Ty::F16, Ty::BF16] {
            let wide = ty == Ty::F64;
            for cmp in cmps {
                for two in [false, true] {
                    for _ in 0..100 {
                        let mut w = warp(&mut seed, wide);
                        let exec = random_exec(&mut seed);
                        // Equal operands now and then, so that `eq` and `le` hold.
                        let r0 = (next(&mut seed) % REGS as u64) as RegId;
                        let r1 = if next(&mut seed).is_multiple_of(4) {
                            r0
                        } else {
                            (next(&mut seed) % REGS as u64) as RegId
                        };
                        let src = [Src::Reg(r0), Src::Reg(r1), Src::Imm(0)];
                        let dst = (next(&mut seed) % REGS as u64) as RegId;
                        let dst2 = two.then(|| {
                            ((dst as u64 + 1 + next(&mut seed) % 4) % REGS as u64) as RegId
                        });
                        let before = w.clone();
                        if !super::super::fastint::setp(&mut w, &exec, cmp, ty, dst, dst2, &src) {
                            assert_eq!(w.regs, before.regs);
                            continue;
                        }
                        covered += 1;
                        let mut want = before.regs.to_vec();
                        for l in exec.lanes_of(LANES) {
                            let a = before.regs[r0 as usize * LANES + l];
                            let b = before.regs[r1 as usize * LANES + l];
                            let (p, q) = alu::setp(cmp, None, ty, a, b, 0);
                            want[dst as usize * LANES + l] = p as u64;
                            if let Some(d2) = dst2 {
                                want[d2 as usize * LANES + l] = q as u64;
                            }
                        }
                        assert_eq!(w.regs[..], want[..], "{cmp:?} {ty:?}");
                    }
                }
            }
        }
        // Every comparison on the two float types, none on the half-precision ones.
        assert_eq!(covered, 100 * 2 * 18 * 2);
    }
}

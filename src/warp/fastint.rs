//! Monomorphic lane loops for the most frequent integer instructions of the decoded fast path
//! ([`super::fastpath`]): 32- and 64-bit `add`, `sub`, `and`, `or`, `xor`, `shl`, `shr`,
//! `mul.lo`, `mul.wide`, `mad.lo`, `selp`, `cvta` and integer `setp` without `.bop`, on register
//! and immediate operands.
//!
//! Each loop computes exactly the bits that [`crate::thread::alu::alu`] and
//! [`crate::thread::alu::setp`] compute for those types (the (dop) and (setp) rules, T:L1843,
//! T:L1924), with native 32/64-bit arithmetic instead of the generic width-parametric code
//! (which reads operands as `i128` and dispatches on the type per lane). The unit tests compare
//! both on random operands for every operation and type handled here; anything else returns
//! `false` and takes the generic loop.

use super::state::Warp;
use crate::lanemask::LaneMask;
use crate::program::decode::Src;
use crate::program::ir::{AluMods, AluOp, Cmp, MulMode, RegId, Ty};

// The operand type and the lane loops are shared with the float loops (`fastfloat.rs`), which
// this file calls for `.f32`/`.f64`: they live in `lanemap.rs`, below both.
use super::lanemap::{each_lane, map2, map3, opnd, Opnd};

/// Run `op` on the executing lanes if a monomorphic loop covers it (`true`), else leave the
/// registers untouched (`false`). `.f32` and `.f64` go to [`super::fastfloat::arith`].
pub(super) fn alu(
    w: &mut Warp,
    exec: &LaneMask,
    op: AluOp,
    ty: Ty,
    mods: AluMods,
    dst: RegId,
    src: &[Src; 4],
) -> bool {
    let n = w.lanes;
    let (Some(a), Some(b)) = (opnd(src[0], n), opnd(src[1], n)) else {
        return false;
    };
    let out = dst as usize * n;
    let signed = ty.is_signed();
    match ty {
        Ty::B32 | Ty::U32 | Ty::S32 => match op {
            AluOp::Add if !mods.sat => map2(w, exec, out, a, b, |x, y| {
                (x as u32).wrapping_add(y as u32) as u64
            }),
            AluOp::Sub if !mods.sat => map2(w, exec, out, a, b, |x, y| {
                (x as u32).wrapping_sub(y as u32) as u64
            }),
            AluOp::And => map2(w, exec, out, a, b, |x, y| (x & y) as u32 as u64),
            AluOp::Or => map2(w, exec, out, a, b, |x, y| (x | y) as u32 as u64),
            AluOp::Xor => map2(w, exec, out, a, b, |x, y| (x ^ y) as u32 as u64),
            AluOp::Shl => map2(w, exec, out, a, b, |x, y| {
                let s = y as u32;
                if s >= 32 {
                    0
                } else {
                    ((x as u32) << s) as u64
                }
            }),
            AluOp::Shr if signed => map2(w, exec, out, a, b, |x, y| {
                ((x as u32 as i32) >> (y as u32).min(31)) as u32 as u64
            }),
            AluOp::Shr => map2(w, exec, out, a, b, |x, y| {
                let s = y as u32;
                if s >= 32 {
                    0
                } else {
                    ((x as u32) >> s) as u64
                }
            }),
            AluOp::Mul(MulMode::Lo) => map2(w, exec, out, a, b, |x, y| {
                (x as u32).wrapping_mul(y as u32) as u64
            }),
            AluOp::Mul(MulMode::Wide) if signed => map2(w, exec, out, a, b, |x, y| {
                ((x as u32 as i32 as i64) * (y as u32 as i32 as i64)) as u64
            }),
            AluOp::Mul(MulMode::Wide) => map2(w, exec, out, a, b, |x, y| {
                (x as u32 as u64) * (y as u32 as u64)
            }),
            AluOp::Mad(MulMode::Lo) if !mods.sat => {
                let Some(c) = opnd(src[2], n) else {
                    return false;
                };
                map3(w, exec, out, a, b, c, |x, y, z| {
                    (x as u32).wrapping_mul(y as u32).wrapping_add(z as u32) as u64
                })
            }
            AluOp::Selp => {
                let Some(c) = opnd(src[2], n) else {
                    return false;
                };
                map3(w, exec, out, a, b, c, |x, y, p| {
                    (if p != 0 { x } else { y }) as u32 as u64
                })
            }
            AluOp::Cvta { space, to_generic } => map2(w, exec, out, a, b, |x, _| {
                crate::thread::alu::cvta(space, to_generic, x) as u32 as u64
            }),
            _ => return false,
        },
        Ty::B64 | Ty::U64 | Ty::S64 => match op {
            AluOp::Add if !mods.sat => map2(w, exec, out, a, b, u64::wrapping_add),
            AluOp::Sub if !mods.sat => map2(w, exec, out, a, b, u64::wrapping_sub),
            AluOp::And => map2(w, exec, out, a, b, |x, y| x & y),
            AluOp::Or => map2(w, exec, out, a, b, |x, y| x | y),
            AluOp::Xor => map2(w, exec, out, a, b, |x, y| x ^ y),
            AluOp::Shl => map2(w, exec, out, a, b, |x, y| {
                let s = y as u32;
                if s >= 64 {
                    0
                } else {
                    x << s
                }
            }),
            AluOp::Shr if signed => map2(w, exec, out, a, b, |x, y| {
                ((x as i64) >> (y as u32).min(63)) as u64
            }),
            AluOp::Shr => map2(w, exec, out, a, b, |x, y| {
                let s = y as u32;
                if s >= 64 {
                    0
                } else {
                    x >> s
                }
            }),
            AluOp::Mul(MulMode::Lo) => map2(w, exec, out, a, b, u64::wrapping_mul),
            AluOp::Selp => {
                let Some(c) = opnd(src[2], n) else {
                    return false;
                };
                map3(w, exec, out, a, b, c, |x, y, p| if p != 0 { x } else { y })
            }
            AluOp::Cvta { space, to_generic } => map2(w, exec, out, a, b, |x, _| {
                crate::thread::alu::cvta(space, to_generic, x)
            }),
            _ => return false,
        },
        Ty::F32 | Ty::F64 => {
            let c = opnd(src[2], n);
            return super::fastfloat::arith(w, exec, op, ty, mods, out, (a, b, c));
        }
        // Predicates are 0 or 1 (any non-zero bits read as true).
        Ty::Pred => match op {
            AluOp::And => map2(w, exec, out, a, b, |x, y| ((x != 0) & (y != 0)) as u64),
            AluOp::Or => map2(w, exec, out, a, b, |x, y| ((x != 0) | (y != 0)) as u64),
            AluOp::Xor => map2(w, exec, out, a, b, |x, y| ((x != 0) ^ (y != 0)) as u64),
            _ => return false,
        },
        _ => return false,
    }
    true
}

/// `mov.ty d, a` from a register or a constant for 32- and 64-bit types and predicates (the
/// (mov) rule, T:L1916: the value at the type's width, as [`crate::thread::rules::canon`]).
pub(super) fn mov(w: &mut Warp, exec: &LaneMask, ty: Ty, dst: RegId, src: Src) -> bool {
    let n = w.lanes;
    let Some(a) = opnd(src, n) else {
        return false;
    };
    let out = dst as usize * n;
    let z = Opnd::Imm(0);
    match ty {
        Ty::B32 | Ty::U32 | Ty::S32 | Ty::F32 => map2(w, exec, out, a, z, |x, _| x as u32 as u64),
        Ty::B64 | Ty::U64 | Ty::S64 | Ty::F64 => map2(w, exec, out, a, z, |x, _| x),
        Ty::Pred => map2(w, exec, out, a, z, |x, _| (x != 0) as u64),
        _ => return false,
    }
    true
}

/// `setp.cmp.ty p[|q], a, b` without `.bop` for 32- and 64-bit integer types, and for `.f32`
/// and `.f64` through [`super::fastfloat::compare`].
pub(super) fn setp(
    w: &mut Warp,
    exec: &LaneMask,
    cmp: Cmp,
    ty: Ty,
    dst: RegId,
    dst2: Option<RegId>,
    src: &[Src; 3],
) -> bool {
    let n = w.lanes;
    let (Some(a), Some(b)) = (opnd(src[0], n), opnd(src[1], n)) else {
        return false;
    };
    // Unsigned comparisons (`lo`, `ls`, `hi`, `hs`, and every comparison of an unsigned or
    // untyped operand) compare the zero-extended bits; signed ones the sign-extended bits.
    let unsigned = matches!(cmp, Cmp::Lo | Cmp::Ls | Cmp::Hi | Cmp::Hs) || !ty.is_signed();
    let out = dst as usize * n;
    // The key and the comparison are both constants of the loop `map2` runs (one loop per
    // pair; a function pointer for the key cost a call per lane).
    macro_rules! with {
        ($key:expr) => {{
            let key = $key;
            match cmp {
                Cmp::Eq | Cmp::Equ => map2(w, exec, out, a, b, |x, y| (key(x) == key(y)) as u64),
                Cmp::Ne | Cmp::Neu => map2(w, exec, out, a, b, |x, y| (key(x) != key(y)) as u64),
                Cmp::Lt | Cmp::Lo | Cmp::Ltu => {
                    map2(w, exec, out, a, b, |x, y| (key(x) < key(y)) as u64)
                }
                Cmp::Le | Cmp::Ls | Cmp::Leu => {
                    map2(w, exec, out, a, b, |x, y| (key(x) <= key(y)) as u64)
                }
                Cmp::Gt | Cmp::Hi | Cmp::Gtu => {
                    map2(w, exec, out, a, b, |x, y| (key(x) > key(y)) as u64)
                }
                Cmp::Ge | Cmp::Hs | Cmp::Geu => {
                    map2(w, exec, out, a, b, |x, y| (key(x) >= key(y)) as u64)
                }
                Cmp::Num | Cmp::Nan => return false,
            }
        }};
    }
    match (ty, unsigned) {
        (Ty::B32 | Ty::U32 | Ty::S32, true) => with!(|x: u64| x as u32 as i64),
        (Ty::B32 | Ty::U32 | Ty::S32, false) => with!(|x: u64| x as u32 as i32 as i64),
        (Ty::S64, false) => with!(|x: u64| x as i64),
        _ if super::fastfloat::compare(w, exec, cmp, ty, out, a, b) => {}
        _ => return false,
    }
    if let Some(q) = dst2 {
        negate_into(w, exec, out, q as usize * n);
    }
    true
}

/// `setp`'s second destination: q = !p for the lanes that just wrote p (at register slot `po`)
/// into slot `qo` (dst2 ≠ dst: two destinations).
fn negate_into(w: &mut Warp, exec: &LaneMask, po: usize, qo: usize) {
    let lanes = w.lanes;
    let regs = w.regs.write(qo / lanes.max(1));
    each_lane!(exec, lanes, |l| regs[qo + l] = (regs[po + l] == 0) as u64);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::ir::{BoolOp, StateSpace};
    use crate::testrand::xorshift as next;
    use crate::thread::alu;
    use crate::warp::testkit::{bare_warp, random_exec};

    const LANES: usize = 32;
    const REGS: usize = 5;

    fn warp(seed: &mut u64) -> Warp {
        let mut w = bare_warp(0, LANES, REGS);
        w.regs = (0..REGS * LANES)
            .map(|_| value(seed))
            .collect::<Vec<_>>()
            .into();
        w
    }

    /// Random bits, often with high garbage above 32 bits, small shift amounts and the edges.
    fn value(s: &mut u64) -> u64 {
        let r = next(s);
        match r % 8 {
            0 => r >> 58,
            1 => 0x8000_0000 | (r & 0xffff_ffff_0000_0000),
            2 => u64::MAX,
            3 => r & 0xffff_ffff,
            4 => (r >> 59) + 28,
            _ => next(s),
        }
    }

    fn exec_mask(s: &mut u64) -> LaneMask {
        random_exec(s, LANES)
    }

    fn srcs(s: &mut u64) -> [Src; 4] {
        let one = |s: &mut u64| {
            if next(s).is_multiple_of(3) {
                Src::Imm(value(s))
            } else {
                Src::Reg((next(s) % REGS as u64) as RegId)
            }
        };
        [one(s), one(s), one(s), Src::Imm(0)]
    }

    fn rd(w: &Warp, s: Src, l: usize) -> u64 {
        match s {
            Src::Reg(r) => w.regs[r as usize * LANES + l],
            Src::Imm(c) => c,
            _ => unreachable!(),
        }
    }

    const TYS: [Ty; 7] = [
        Ty::B32,
        Ty::U32,
        Ty::S32,
        Ty::B64,
        Ty::U64,
        Ty::S64,
        Ty::Pred,
    ];

    #[test]
    fn alu_loops_equal_the_generic_operation() {
        let ops = [
            AluOp::Add,
            AluOp::Sub,
            AluOp::And,
            AluOp::Or,
            AluOp::Xor,
            AluOp::Shl,
            AluOp::Shr,
            AluOp::Mul(MulMode::Lo),
            AluOp::Mul(MulMode::Wide),
            AluOp::Mad(MulMode::Lo),
            AluOp::Mul(MulMode::Hi),
            AluOp::Selp,
            AluOp::Cvta {
                space: StateSpace::Shared,
                to_generic: true,
            },
            AluOp::Cvta {
                space: StateSpace::Local,
                to_generic: false,
            },
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15;
        let mut covered = 0;
        for ty in TYS {
            for op in ops {
                for sat in [false, true] {
                    let mods = AluMods {
                        sat,
                        ..AluMods::NONE
                    };
                    for _ in 0..200 {
                        let mut w = warp(&mut seed);
                        let exec = exec_mask(&mut seed);
                        let src = srcs(&mut seed);
                        let dst = (next(&mut seed) % REGS as u64) as RegId;
                        let before = w.clone();
                        if !alu(&mut w, &exec, op, ty, mods, dst, &src) {
                            assert_eq!(w.regs, before.regs, "{op:?} {ty:?} declined but wrote");
                            continue;
                        }
                        covered += 1;
                        let mut want = before.regs.to_vec();
                        for l in exec.lanes_of(LANES) {
                            let [a, b, c] = [0, 1, 2].map(|i| rd(&before, src[i], l));
                            want[dst as usize * LANES + l] = alu::alu(op, ty, ty, mods, a, b, c, 0);
                        }
                        assert_eq!(w.regs[..], want[..], "{op:?} {ty:?} sat={sat} {src:?}");
                    }
                }
            }
        }
        // 13 operations on 32-bit types, 11 on 64-bit ones and 3 on predicates, `sat` only
        // where it is ignored.
        assert!(covered > 200 * 60, "{covered}");
    }

    #[test]
    fn mov_loops_equal_the_mov_rule() {
        let tys = [Ty::U32, Ty::F32, Ty::S64, Ty::F64, Ty::Pred, Ty::U16];
        let mut seed = 0x1234_5678_9abc_def1;
        let mut covered = 0;
        for ty in tys {
            for _ in 0..200 {
                let mut w = warp(&mut seed);
                let exec = exec_mask(&mut seed);
                let src = srcs(&mut seed)[0];
                let dst = (next(&mut seed) % REGS as u64) as RegId;
                let before = w.clone();
                if !mov(&mut w, &exec, ty, dst, src) {
                    assert_eq!(w.regs, before.regs, "{ty:?} declined but wrote");
                    continue;
                }
                covered += 1;
                let mut want = before.regs.to_vec();
                for l in exec.lanes_of(LANES) {
                    want[dst as usize * LANES + l] =
                        crate::thread::rules::canon(ty, rd(&before, src, l));
                }
                assert_eq!(w.regs[..], want[..], "{ty:?} {src:?}");
            }
        }
        // Every type but the 16-bit one.
        assert_eq!(covered, 200 * 5);
    }

    #[test]
    fn setp_loops_equal_the_generic_comparison() {
        let cmps = Cmp::ALL;
        let mut seed = 0x1234_5678_9abc_def1;
        let mut covered = 0;
        for ty in TYS {
            for cmp in cmps {
                for two in [false, true] {
                    for _ in 0..100 {
                        let mut w = warp(&mut seed);
                        let exec = exec_mask(&mut seed);
                        let s4 = srcs(&mut seed);
                        let src = [s4[0], s4[1], Src::Imm(0)];
                        let dst = (next(&mut seed) % REGS as u64) as RegId;
                        let dst2 = two.then(|| {
                            ((dst as u64 + 1 + next(&mut seed) % 4) % REGS as u64) as RegId
                        });
                        let before = w.clone();
                        if !setp(&mut w, &exec, cmp, ty, dst, dst2, &src) {
                            assert_eq!(w.regs, before.regs);
                            continue;
                        }
                        covered += 1;
                        let mut want = before.regs.to_vec();
                        for l in exec.lanes_of(LANES) {
                            let (a, b) = (rd(&before, src[0], l), rd(&before, src[1], l));
                            let (p, q) = alu::setp(cmp, None::<BoolOp>, ty, a, b, 0);
                            want[dst as usize * LANES + l] = p as u64;
                            if let Some(d2) = dst2 {
                                want[d2 as usize * LANES + l] = q as u64;
                            }
                        }
                        assert_eq!(w.regs[..], want[..], "{cmp:?} {ty:?} {src:?}");
                    }
                }
            }
        }
        assert!(covered > 100 * 60, "{covered}");
    }
}

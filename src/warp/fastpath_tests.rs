//! Unit tests of the decoded fast path's monomorphic lane loops (`fastpath.rs`): each bound
//! loop writes, on every executing lane and on no other, the bits the generic operation
//! (`alu::alu`, `alu::setp`, `canon`) computes for that lane's operands, on random operands with
//! the edges (garbage above the width, shift amounts around the width, NaNs, subnormals); a
//! combination without a loop leaves the registers untouched. Since the loops instantiate the
//! same functions, these tests check the loop machinery (operand shapes, lane masks, the type
//! and modifier constants each binding picks), not a second definition.

/// Integer, predicate and `mov` loops.
mod int {
    use super::super::*;
    use crate::program::ir::{BoolOp, StateSpace};
    use crate::testrand::xorshift as next;
    use crate::thread::alu;
    use crate::thread::rules;
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
                        if !alu_loop(&mut w, &exec, op, ty, &mods, dst, &src) {
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
                if !mov_loop(&mut w, &exec, ty, dst, src) {
                    assert_eq!(w.regs, before.regs, "{ty:?} declined but wrote");
                    continue;
                }
                covered += 1;
                let mut want = before.regs.to_vec();
                for l in exec.lanes_of(LANES) {
                    want[dst as usize * LANES + l] = rules::canon(ty, rd(&before, src, l));
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
                for _ in 0..100 {
                    let mut w = warp(&mut seed);
                    let exec = exec_mask(&mut seed);
                    let s4 = srcs(&mut seed);
                    let src = [s4[0], s4[1], Src::Imm(0)];
                    let dst = (next(&mut seed) % REGS as u64) as RegId;
                    let before = w.clone();
                    if !setp_loop(&mut w, &exec, cmp, ty, dst, &src) {
                        assert_eq!(w.regs, before.regs);
                        continue;
                    }
                    covered += 1;
                    let mut want = before.regs.to_vec();
                    for l in exec.lanes_of(LANES) {
                        let (a, b) = (rd(&before, src[0], l), rd(&before, src[1], l));
                        let (p, _) = alu::setp(cmp, None::<BoolOp>, ty, a, b, 0);
                        want[dst as usize * LANES + l] = p as u64;
                    }
                    assert_eq!(w.regs[..], want[..], "{cmp:?} {ty:?} {src:?}");
                }
            }
        }
        assert!(covered > 100 * 60, "{covered}");
    }
}

/// Float loops.
mod float {
    use super::super::*;
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
                            if !alu_loop(&mut w, &exec, op, ty, &mods, dst, &src) {
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
        // Five operations in two rounding modes (none and `.rn`), with and without `.ftz`, on
        // both types.
        assert_eq!(covered, 60 * 5 * 2 * 2 * 2);
    }

    #[test]
    fn float_setp_loops_equal_the_generic_comparison() {
        let cmps = Cmp::ALL;
        let mut seed = 0x7777_1234_5678_9abc;
        let mut covered = 0;
        for ty in [Ty::F32, Ty::F64, Ty::F16, Ty::BF16] {
            let wide = ty == Ty::F64;
            for cmp in cmps {
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
                    let before = w.clone();
                    if !setp_loop(&mut w, &exec, cmp, ty, dst, &src) {
                        assert_eq!(w.regs, before.regs);
                        continue;
                    }
                    covered += 1;
                    let mut want = before.regs.to_vec();
                    for l in exec.lanes_of(LANES) {
                        let a = before.regs[r0 as usize * LANES + l];
                        let b = before.regs[r1 as usize * LANES + l];
                        let (p, _) = alu::setp(cmp, None, ty, a, b, 0);
                        want[dst as usize * LANES + l] = p as u64;
                    }
                    assert_eq!(w.regs[..], want[..], "{cmp:?} {ty:?}");
                }
            }
        }
        // Every comparison on the two float types, none on the half-precision ones.
        assert_eq!(covered, 100 * 2 * 18);
    }
}

/// The lane loops on warps of other widths than 32: a partial word (20 lanes), exactly one word
/// (64) and more than one (96, the loops' mask-scanning path), with full, random and empty
/// masks. The loops read and write without a per-lane bounds check (`lanemap::LaneRegs`): every
/// executing lane must be written, no other slot, and the destination may be a source.
mod widths {
    use super::super::*;
    use crate::program::ir::{AluMods, AluOp, Cmp, MulMode, Ty};
    use crate::testrand::xorshift as next;
    use crate::thread::alu;
    use crate::warp::testkit::bare_warp;

    const REGS: usize = 4;

    fn mask(s: &mut u64, lanes: usize) -> LaneMask {
        let mut m = LaneMask::EMPTY;
        match next(s) % 4 {
            0 => return LaneMask::first(lanes),
            1 => return m,
            _ => {}
        }
        for l in 0..lanes {
            if next(s).is_multiple_of(2) {
                m.set(l);
            }
        }
        m
    }

    fn src(s: &mut u64) -> Src {
        if next(s).is_multiple_of(4) {
            Src::Imm(next(s) % 1000)
        } else {
            Src::Reg((next(s) % REGS as u64) as RegId)
        }
    }

    #[test]
    fn loops_write_every_executing_lane_and_nothing_else_at_any_width() {
        let mut seed = 0x2545_f491_4f6c_dd1d;
        let ops = [AluOp::Add, AluOp::Shr, AluOp::Mad(MulMode::Lo), AluOp::Selp];
        let mut covered = [0u32; 3];
        for (wi, lanes) in [20usize, 64, 96].into_iter().enumerate() {
            for op in ops {
                for _ in 0..300 {
                    let mut w = bare_warp(0, lanes, REGS);
                    w.regs = (0..REGS * lanes)
                        .map(|_| next(&mut seed) % 5000)
                        .collect::<Vec<_>>()
                        .into();
                    w.exec.active = mask(&mut seed, lanes);
                    let exec = w.exec.active;
                    let src = [src(&mut seed), src(&mut seed), src(&mut seed), Src::Imm(0)];
                    let dst = (next(&mut seed) % REGS as u64) as RegId;
                    let before = w.regs.to_vec();
                    let ty = Ty::U32;
                    assert!(alu_loop(&mut w, &exec, op, ty, &AluMods::NONE, dst, &src));
                    let rd = |s: Src, l: usize| match s {
                        Src::Reg(r) => before[r as usize * lanes + l],
                        Src::Imm(c) => c,
                        _ => unreachable!(),
                    };
                    let mut want = before.clone();
                    for l in (0..lanes).filter(|&l| exec.get(l)) {
                        let [a, b, c] = [0, 1, 2].map(|i| rd(src[i], l));
                        want[dst as usize * lanes + l] =
                            alu::alu(op, ty, ty, AluMods::NONE, a, b, c, 0);
                    }
                    assert_eq!(
                        w.regs[..],
                        want[..],
                        "{lanes} lanes, {op:?} {src:?} -> {dst}"
                    );
                    covered[wi] += exec.count();
                }
            }
            // The comparison loop too (`setp.lt.u32`), from registers.
            for _ in 0..300 {
                let mut w = bare_warp(0, lanes, REGS);
                w.regs = (0..REGS * lanes)
                    .map(|_| next(&mut seed) % 7)
                    .collect::<Vec<_>>()
                    .into();
                let exec = mask(&mut seed, lanes);
                let (a, b, dst) = (
                    next(&mut seed) % 4,
                    next(&mut seed) % 4,
                    next(&mut seed) % 4,
                );
                let src = [Src::Reg(a as RegId), Src::Reg(b as RegId), Src::Imm(0)];
                let before = w.regs.to_vec();
                assert!(setp_loop(
                    &mut w,
                    &exec,
                    Cmp::Lt,
                    Ty::U32,
                    dst as RegId,
                    &src
                ));
                let mut want = before.clone();
                for l in (0..lanes).filter(|&l| exec.get(l)) {
                    let (x, y) = (
                        before[a as usize * lanes + l],
                        before[b as usize * lanes + l],
                    );
                    want[dst as usize * lanes + l] = (x < y) as u64;
                }
                assert_eq!(w.regs[..], want[..], "{lanes} lanes, setp");
            }
        }
        // Lanes beyond the first word ran on the 96-lane warp.
        assert!(covered.iter().all(|&c| c > 1000), "{covered:?}");
    }
}

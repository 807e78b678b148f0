//! Warp steps (T:L2323-2355) with the thread rules (T:L1830-1956): votes, κ handling of calls and
//! returns, the divergent indirect call fix (docs/design.md §4), memory and barrier actions,
//! canBeScheduled (T:L2630), special registers, underpopulated warps, trace events.

use fermi_sim::memory::MemKind;
use fermi_sim::program::env::{VarInfo, VarValue};
use fermi_sim::program::ir::*;
use fermi_sim::sched::ChoiceKind;
use fermi_sim::thread::expr::SRegCtx;
use fermi_sim::trace::{render_table, WarpStepEvent};
use fermi_sim::warp::mask::LaneMask;
use fermi_sim::warp::state::{Warp, WarpState};
use fermi_sim::warp::step::*;
use fermi_sim::warp::testkit::{run_warp, HandProg, Scripted};

const A: Guard = Guard::Always;

fn m(s: &str) -> LaneMask {
    LaneMask::parse(s).unwrap()
}

struct Bufs {
    mem: Vec<ThreadMemAct>,
    bar: Vec<ThreadBarAct>,
    sched: Scripted,
}

impl Bufs {
    fn new() -> Bufs {
        Bufs {
            mem: vec![],
            bar: vec![],
            sched: Scripted::default(),
        }
    }
    fn step(&mut self, hp: &HandProg, w: &mut Warp) -> Result<StepOutcome, Stuck> {
        let mut cx = StepCtx {
            prog: &hp.prog,
            params: &[],
            sregs: SRegCtx {
                block_idx: [2, 1, 0],
                block_dim: [w.lanes as u32, 1, 1],
                grid_dim: [3, 2, 1],
                grid_id: 5,
                sm: 4,
                num_sms: 15,
                warp_index: 0,
                warps_per_block: 3,
                clock: 1234,
                shared_bytes: 0,
                static_shared: 0,
                reserved_shared: 0,
                grid_sync: 0,
            },
            sched: &mut self.sched,
            mem_out: &mut self.mem,
            bar_out: &mut self.bar,
            rt_out: &mut Vec::new(),
        };
        warp_step(w, &mut cx)
    }
}

fn one(line: u32, g: Guard, i: Instr, nregs: usize) -> HandProg {
    HandProg::new(
        vec![(line, g, i), (line + 1, A, Instr::Exit)],
        &[("main", line, line + 1, true)],
        nregs,
    )
}

fn warp(hp: &HandProg, entry: u32, lanes: usize) -> Warp {
    new_warp(
        &hp.prog,
        entry,
        0,
        lanes,
        lanes,
        0,
        [lanes as u32, 1, 1],
        0,
        0,
    )
}

/// Golden of Warp (comm) for votes (T:L2340-2347): lanes 0,1,3 active with p = 1,0,1 → all 0, any 1, uni 0, ballot 9; only
/// the participants get a write.
#[test]
fn votes_golden() {
    for (mode, want) in [
        (VoteMode::All, 0),
        (VoteMode::Any, 1),
        (VoteMode::Uni, 0),
        (VoteMode::Ballot, 9),
    ] {
        let hp = one(
            1,
            A,
            Instr::Vote {
                mode,
                dst: 1,
                pred: Operand::Reg(0),
            },
            2,
        );
        let mut w = warp(&hp, 0, 4);
        w.exec.active = m("1101");
        for (l, p) in [1, 0, 1, 1].iter().enumerate() {
            w.set_reg(0, l, *p);
            w.set_reg(1, l, 77);
        }
        let out = Bufs::new().step(&hp, &mut w).unwrap();
        assert_eq!((out.rule, out.act), (Rule::Vote, WarpAct::None));
        let got: Vec<u64> = (0..4).map(|l| w.reg(1, l)).collect();
        assert_eq!(got, vec![want, want, 77, want], "{mode:?}");
        assert_eq!(w.exec.pc, hp.addr(2));
    }
}

#[test]
fn vote_guard_false_lanes_do_not_take_part() {
    // lane 1 has guard false: participants 0 and 2 with p = 1, 1 → all = 1, ballot = 0b101
    for (mode, want) in [
        (VoteMode::All, 1),
        (VoteMode::Uni, 1),
        (VoteMode::Ballot, 5),
    ] {
        let hp = one(
            1,
            Guard::If(2),
            Instr::Vote {
                mode,
                dst: 1,
                pred: Operand::Reg(0),
            },
            3,
        );
        let mut w = warp(&hp, 0, 3);
        for l in 0..3 {
            w.set_reg(0, l, [1, 0, 1][l]);
            w.set_reg(2, l, [1, 0, 1][l]);
            w.set_reg(1, l, 77);
        }
        Bufs::new().step(&hp, &mut w).unwrap();
        assert_eq!(
            (w.reg(1, 0), w.reg(1, 1), w.reg(1, 2)),
            (want, 77, want),
            "{mode:?}"
        );
    }
    assert_eq!(vote(VoteMode::Uni, m("11"), m("00")), 1);
    assert_eq!(vote(VoteMode::Any, m("11"), m("00")), 0);
}

/// docs/design.md §4: a divergent indirect call (2 lanes, 2 targets) pushes the callee frame only for
/// the lanes that take the call in that step, so each lane's κ is [main, callee] while in the
/// callee and [main] after the return.
#[test]
fn divergent_indirect_call_pushes_each_frame_once() {
    // f (lines 1-2), g (lines 4-5), main (lines 10-13)
    let hp = HandProg::new(
        vec![
            (
                1,
                A,
                Instr::Mov {
                    ty: Ty::U32,
                    dst: 1,
                    src: Operand::Imm(11),
                },
            ),
            (2, A, Instr::Ret),
            (
                4,
                A,
                Instr::Mov {
                    ty: Ty::U32,
                    dst: 1,
                    src: Operand::Imm(22),
                },
            ),
            (5, A, Instr::Ret),
            (10, A, Instr::PreRet { target: 12 }),
            (
                11,
                A,
                Instr::Call {
                    target: Operand::Reg(0),
                },
            ),
            (
                12,
                A,
                Instr::Mov {
                    ty: Ty::U32,
                    dst: 2,
                    src: Operand::Reg(1),
                },
            ),
            (13, A, Instr::Exit),
        ],
        &[
            ("f", 1, 2, false),
            ("g", 4, 5, false),
            ("main", 10, 13, true),
        ],
        3,
    );
    let mut w = warp(&hp, 2, 2);
    w.set_reg(0, 0, hp.addr(4) as u64); // lane 0 calls g
    w.set_reg(0, 1, hp.addr(1) as u64); // lane 1 calls f
    let mut b = Bufs::new();
    let mut log = vec![];
    while w.state == WarpState::Active {
        let out = b.step(&hp, &mut w).unwrap();
        log.push((
            out.rule,
            w.threads[0].call_stack.to_vec(),
            w.threads[1].call_stack.to_vec(),
        ));
    }
    let want = vec![
        (Rule::PreRet, vec![2], vec![2]),
        (Rule::CallTarget, vec![2], vec![2, 0]), // sorted targets [f, g], choice 0: f for lane 1
        (Rule::Mem, vec![2], vec![2, 0]),
        (Rule::RetUni, vec![2], vec![2]), // unwind pops the diverge token: back to the call
        (Rule::CallUni, vec![2, 1], vec![2]), // one target left: call_uni, push for lane 0 only
        (Rule::Mem, vec![2, 1], vec![2]),
        (Rule::RetUni, vec![2], vec![2]), // the call token wakes both at line 12
        (Rule::Mem, vec![2], vec![2]),
        (Rule::ExitUni, vec![2], vec![2]),
    ];
    assert_eq!(log, want);
    assert_eq!((w.reg(2, 0), w.reg(2, 1)), (22, 11));
    assert_eq!(b.sched.asked, vec![(ChoiceKind::IndirectTarget, 2)]);
}

/// Function-local `.local` variables are defined only while their function is on top of κ
/// (V[[v]], T:L1730-1732).
#[test]
fn frame_variable_needs_its_function_on_top_of_kappa() {
    let mut hp = HandProg::new(
        vec![
            (
                1,
                A,
                Instr::Mov {
                    ty: Ty::U64,
                    dst: 0,
                    src: Operand::VarOff(0, 4),
                },
            ),
            (2, A, Instr::Ret),
            (5, A, Instr::PreRet { target: 7 }),
            (
                6,
                A,
                Instr::Call {
                    target: Operand::Func(0),
                },
            ),
            (
                7,
                A,
                Instr::Mov {
                    ty: Ty::U64,
                    dst: 1,
                    src: Operand::Var(0),
                },
            ),
            (8, A, Instr::Exit),
        ],
        &[("f", 1, 2, false), ("main", 5, 8, true)],
        2,
    );
    hp.prog.vars.push(VarInfo {
        name: "f_x".into(),
        source_name: "x".into(),
        space: StateSpace::Local,
        value: VarValue::Frame {
            func: 0,
            offset: 16,
        },
        ty: Some(Ty::U32),
        size: 4,
        align: 4,
        init: None,
        func: Some(0),
        line: 1,
    });
    let mut w = warp(&hp, 1, 1);
    let mut b = Bufs::new();
    for _ in 0..4 {
        b.step(&hp, &mut w).unwrap();
    }
    assert_eq!(w.reg(0, 0), 20); // offset 16 + 4 inside f
    let e = b.step(&hp, &mut w).unwrap_err(); // line 7: f is no longer on top of κ
    assert_eq!((e.pc, e.lane), (hp.addr(7), Some(0)));
    assert!(e.message.contains("not in the frame"), "{}", e.message);
}

#[test]
fn ret_with_empty_call_stack_is_stuck() {
    let hp = one(1, A, Instr::Ret, 1);
    let mut w = warp(&hp, 0, 1);
    w.threads[0].call_stack.clear();
    let e = Bufs::new().step(&hp, &mut w).unwrap_err();
    assert!(e.message.contains("empty call stack"), "{}", e.message);
}

#[test]
fn loads_stores_atomics_block_and_complete() {
    let hp = HandProg::new(
        vec![
            (
                1,
                A,
                Instr::Ld {
                    ss: StateSpace::Global,
                    cop: CacheOp::Cg,
                    volatile: false,
                    ty: Ty::U32,
                    dst: 1,
                    addr: Operand::RegOff(0, 8),
                },
            ),
            (
                2,
                A,
                Instr::Mov {
                    ty: Ty::U32,
                    dst: 2,
                    src: Operand::Reg(1),
                },
            ),
            (
                3,
                Guard::IfNot(3),
                Instr::St {
                    ss: StateSpace::Shared,
                    cop: CacheOp::Default,
                    volatile: true,
                    ty: Ty::U16,
                    addr: Operand::Reg(0),
                    src: Operand::Imm(0x12345),
                },
            ),
            (
                4,
                A,
                Instr::Atom {
                    ss: StateSpace::Global,
                    op: AtomOp::Cas,
                    ty: Ty::U32,
                    dst: Some(2),
                    addr: Operand::Reg(0),
                    b: Operand::Imm(1),
                    c: Operand::Imm(2),
                },
            ),
            (5, A, Instr::Exit),
        ],
        &[("main", 1, 5, true)],
        4,
    );
    let mut w = warp(&hp, 0, 2);
    w.set_reg(0, 0, 0x1000);
    w.set_reg(0, 1, 0x2000);
    w.set_reg(3, 1, 1); // lane 1 skips the store
    let mut b = Bufs::new();
    let out = b.step(&hp, &mut w).unwrap();
    assert_eq!((out.rule, out.act), (Rule::Mem, WarpAct::Mem));
    assert_eq!(b.mem.len(), 2);
    assert_eq!(
        b.mem[1],
        ThreadMemAct {
            lane: 1,
            kind: MemKind::Load,
            space: StateSpace::Global,
            cop: CacheOp::Cg,
            volatile: false,
            ty: Ty::U32,
            addr: 0x2008,
            value: 0,
            value2: 0,
            dst: Some(1)
        }
    );
    assert_eq!(w.blocked.mask(1), Some(m("11")));
    assert_eq!(w.pending_ops, vec![1, 1]);
    // mov reads the loaded register: not schedulable until both lanes complete
    assert!(!can_be_scheduled(&w, &hp.prog));
    complete(&mut w, 0, Some(1), 5);
    assert!(!can_be_scheduled(&w, &hp.prog));
    w.exec.active = m("10"); // blocked only for an inactive lane: schedulable
    assert!(can_be_scheduled(&w, &hp.prog));
    w.exec.active = m("11");
    complete(&mut w, 1, Some(1), 6);
    assert!(can_be_scheduled(&w, &hp.prog));
    assert_eq!(
        (w.reg(1, 0), w.reg(1, 1), w.pending_ops.clone()),
        (5, 6, vec![0, 0])
    );
    b.step(&hp, &mut w).unwrap();
    b.mem.clear();
    let out = b.step(&hp, &mut w).unwrap(); // the store, lane 0 only, value cut to 16 bits
    assert_eq!((out.rule, out.act), (Rule::Mem, WarpAct::Mem));
    assert_eq!(b.mem.len(), 1);
    assert_eq!(
        (
            b.mem[0].kind,
            b.mem[0].space,
            b.mem[0].volatile,
            b.mem[0].value,
            b.mem[0].dst
        ),
        (MemKind::Store, StateSpace::Shared, true, 0x2345, None)
    );
    assert_eq!(w.pending_ops, vec![1, 0]);
    b.mem.clear();
    b.step(&hp, &mut w).unwrap(); // the atomic
    assert_eq!(
        (b.mem[1].kind, b.mem[1].value, b.mem[1].value2, b.mem[1].dst),
        (MemKind::Atomic(AtomOp::Cas), 1, 2, Some(2))
    );
    assert_eq!(w.blocked.mask(2), Some(m("11")));
}

#[test]
fn all_guards_false_is_next_without_actions() {
    let hp = one(
        1,
        Guard::If(0),
        Instr::St {
            ss: StateSpace::Global,
            cop: CacheOp::Default,
            volatile: false,
            ty: Ty::U32,
            addr: Operand::Imm(0),
            src: Operand::Imm(0),
        },
        1,
    );
    let mut w = warp(&hp, 0, 2);
    let mut b = Bufs::new();
    let out = b.step(&hp, &mut w).unwrap();
    assert_eq!(
        (out.rule, out.act, b.mem.len()),
        (Rule::Next, WarpAct::None, 0)
    );
    assert_eq!(w.exec.pc, hp.addr(2));
}

#[test]
fn bar_sync_waits_and_fences_bar_arrive_does_not() {
    let hp = HandProg::new(
        vec![
            (
                1,
                A,
                Instr::Bar {
                    kind: BarKind::Sync,
                    barrier: Operand::Imm(3),
                    count: Operand::None,
                    dst: None,
                    pred: Operand::None,
                },
            ),
            (
                2,
                A,
                Instr::Bar {
                    kind: BarKind::Arrive,
                    barrier: Operand::Imm(1),
                    count: Operand::Imm(64),
                    dst: None,
                    pred: Operand::None,
                },
            ),
            (
                3,
                A,
                Instr::Bar {
                    kind: BarKind::Red(BarRed::Popc),
                    barrier: Operand::Imm(0),
                    count: Operand::None,
                    dst: Some(0),
                    pred: Operand::Reg(1),
                },
            ),
            (
                4,
                A,
                Instr::Bar {
                    kind: BarKind::Sync,
                    barrier: Operand::Imm(16),
                    count: Operand::None,
                    dst: None,
                    pred: Operand::None,
                },
            ),
        ],
        &[("main", 1, 4, true)],
        2,
    );
    let mut w = warp(&hp, 0, 2);
    w.set_reg(1, 1, 1);
    let mut b = Bufs::new();
    let out = b.step(&hp, &mut w).unwrap();
    assert_eq!(
        (out.rule, out.act),
        (Rule::Bar, WarpAct::Bar(BarKind::Sync))
    );
    assert_eq!(
        b.bar,
        vec![
            ThreadBarAct {
                lane: 0,
                barrier: 3,
                count: None,
                dst: None,
                pred: None
            },
            ThreadBarAct {
                lane: 1,
                barrier: 3,
                count: None,
                dst: None,
                pred: None
            },
        ]
    );
    assert_eq!(w.barriers, 1 << 3);
    assert_eq!(w.threads[1].membar, Some(MembarLevel::Cta));
    assert!(!can_be_scheduled(&w, &hp.prog));
    // the block releases the barrier, the device clears the fence
    w.barriers = 0;
    assert!(!can_be_scheduled(&w, &hp.prog));
    w.threads.iter_mut().for_each(|t| t.membar = None);
    w.recount_membar(); // as updMemBar does
    assert!(can_be_scheduled(&w, &hp.prog));
    b.bar.clear();
    let out = b.step(&hp, &mut w).unwrap();
    assert_eq!(
        (out.act, w.barriers, w.threads[0].membar),
        (WarpAct::Bar(BarKind::Arrive), 0, None)
    );
    assert_eq!(b.bar[0].count, Some(64));
    b.bar.clear();
    b.step(&hp, &mut w).unwrap(); // bar.red.popc: pred per lane, destination blocked
    assert_eq!(
        (b.bar[0].pred, b.bar[1].pred, b.bar[1].dst),
        (Some(false), Some(true), Some(0))
    );
    assert_eq!((w.barriers, w.blocked.mask(0)), (1, Some(m("11"))));
    w.barriers = 0;
    w.threads.iter_mut().for_each(|t| t.membar = None);
    w.recount_membar();
    complete(&mut w, 0, Some(0), 1);
    complete(&mut w, 1, Some(0), 1);
    let e = b.step(&hp, &mut w).unwrap_err(); // barrier index 16 is outside BarrierIdx (T:L1885)
    assert!(e.message.contains("barrier index 16"), "{}", e.message);
}

#[test]
fn membar_makes_the_warp_unschedulable_until_cleared() {
    let hp = one(
        1,
        A,
        Instr::Membar {
            level: MembarLevel::Gl,
        },
        1,
    );
    let mut w = warp(&hp, 0, 2);
    let out = Bufs::new().step(&hp, &mut w).unwrap();
    assert_eq!((out.rule, out.act), (Rule::Next, WarpAct::None));
    assert_eq!(w.threads[0].membar, Some(MembarLevel::Gl));
    assert!(!can_be_scheduled(&w, &hp.prog));
}

#[test]
fn a_pending_membar_of_an_inactive_lane_blocks_the_warp() {
    // Deviation W8: canBeScheduled (T:L2630) read over every thread of the warp. Lane 1 is not
    // active (it waits in a token after its branch) but still has a fence in flight; lane 0,
    // the only active lane, has none. Reading the condition over the active lanes only would
    // schedule the warp; the "all threads" reading does not.
    let hp = one(
        1,
        A,
        Instr::Mov {
            ty: Ty::U32,
            dst: 1,
            src: Operand::Imm(1),
        },
        2,
    );
    let mut w = warp(&hp, 0, 2);
    w.exec.active.clear(1);
    assert!(can_be_scheduled(&w, &hp.prog), "no fence pending yet");
    w.threads[1].membar = Some(MembarLevel::Gl);
    w.membar_count += 1;
    assert!(!w.exec.active.get(1), "the fencing lane is inactive");
    assert!(
        w.threads[0].membar.is_none(),
        "the active lane has no fence"
    );
    assert!(!can_be_scheduled(&w, &hp.prog));
    // Once the fence completes the warp runs again.
    w.threads[1].membar = None;
    w.membar_count -= 1;
    assert!(can_be_scheduled(&w, &hp.prog));
}

#[test]
fn guard_register_blocked_prevents_scheduling() {
    let hp = one(
        1,
        Guard::If(0),
        Instr::Mov {
            ty: Ty::U32,
            dst: 1,
            src: Operand::Imm(1),
        },
        2,
    );
    let mut w = warp(&hp, 0, 2);
    assert!(can_be_scheduled(&w, &hp.prog));
    // Blocked as a load would block it (the count is the warp's summary of `blocked`).
    w.blocked.set(0, 1);
    w.blocked_count += 1;
    assert!(!can_be_scheduled(&w, &hp.prog));
    w.state = WarpState::Completed;
    w.blocked.clear(0, 1);
    w.blocked_count -= 1;
    assert!(!can_be_scheduled(&w, &hp.prog));
}

#[test]
fn special_registers() {
    let sr = |s: SReg| Instr::Mov {
        ty: Ty::U32,
        dst: 0,
        src: Operand::SReg(s),
    };
    let cases: Vec<(SReg, [u64; 2])> = vec![
        (SReg::Tid(Dim::X), [0, 1]), // lanes 0,1 of a block (2,2,1) starting at linear id 2
        (SReg::Tid(Dim::Y), [1, 1]),
        (SReg::Ntid(Dim::X), [2, 2]),
        (SReg::Ctaid(Dim::Y), [1, 1]),
        (SReg::Nctaid(Dim::X), [3, 3]),
        (SReg::LaneId, [0, 1]),
        (SReg::WarpId, [1, 1]),
        (SReg::NWarpId, [3, 3]),
        (SReg::SmId, [4, 4]),
        (SReg::NSmId, [15, 15]),
        (SReg::GridId, [5, 5]),
        (SReg::Clock, [1234, 1234]),
        (SReg::LanemaskEq, [1, 2]),
        (SReg::LanemaskLt, [0, 1]),
        (SReg::LanemaskLe, [1, 3]),
        (SReg::LanemaskGt, [0xFFFF_FFFE, 0xFFFF_FFFC]),
        (SReg::LanemaskGe, [0xFFFF_FFFF, 0xFFFF_FFFE]),
    ];
    for (s, want) in cases {
        let hp = one(1, A, sr(s), 1);
        let mut w = new_warp(&hp.prog, 0, 1, 2, 2, 2, [2, 2, 1], 0, 0);
        let mut b = Bufs::new();
        b.step(&hp, &mut w).unwrap();
        assert_eq!([w.reg(0, 0), w.reg(0, 1)], want, "{s:?}");
    }
}

/// A warp renewed in place (the warps of a completed block, reused for the next block) equals a
/// new one, whatever it held: a completed warp with written registers and set counters, renewed
/// for another program, lane count and position.
#[test]
fn a_renewed_warp_equals_a_new_one() {
    let mov = |dst| Instr::Mov {
        ty: Ty::U32,
        dst,
        src: Operand::Imm(7),
    };
    let hp = one(1, A, mov(2), 3);
    let other = one(5, A, mov(4), 6);
    let mut w = warp(&hp, 0, 32);
    let r = run_warp(&hp.prog, &mut w, &mut Scripted::default(), 10, &mut |_| 0);
    assert!(r.stuck.is_none());
    assert_eq!((w.state, w.reg(2, 5)), (WarpState::Completed, 7));
    (w.barriers, w.blocked_count, w.membar_count) = (3, 5, 1);
    w.pending_ops[4] = 2;
    for lane in 0..9 {
        w.blocked.set(1, lane);
    }
    for (lanes, real) in [(16, 10), (64, 64), (32, 1)] {
        let (first, dim, base, per) = (lanes as u32, [16, 4, 2], 0x40, 0x10);
        let spec = WarpSpec {
            entry: 0,
            index: 4,
            lanes,
            real_lanes: real,
            first_linear_tid: first,
            block_dim: dim,
            local_base: base,
            local_per_thread: per,
        };
        renew_warp(&mut w, &other.prog, &spec);
        let fresh = new_warp(&other.prog, 0, 4, lanes, real, first, dim, base, per);
        assert_eq!(format!("{w:?}"), format!("{fresh:?}"), "{lanes} lanes");
    }
}

#[test]
fn new_warp_layout_and_underpopulated_warp() {
    let hp = one(
        1,
        A,
        Instr::Mov {
            ty: Ty::U32,
            dst: 0,
            src: Operand::Imm(1),
        },
        1,
    );
    let w = new_warp(&hp.prog, 0, 7, 32, 3, 64, [8, 16, 1], 0x1000, 0x100);
    assert_eq!(w.exec.active, LaneMask::first(3));
    assert_eq!(w.exec.disable.to_string_n(5), "000ee");
    assert_eq!(w.exec.disable.exit.count(), 29);
    assert_eq!(w.threads[2].tid, [2, 8, 0]); // linear 66 in an 8×16 block
    assert_eq!(w.threads[2].lo, 0x1200);
    assert_eq!(w.threads[2].call_stack.to_vec(), vec![0]);
    assert_eq!(
        (w.index, w.exec.pc, w.regs.len(), w.blocked.regs()),
        (7, hp.addr(1), 32, 1)
    );
    // three real lanes exit uniformly: the dummies are exit already, the warp completes
    let mut w = w;
    let mut s = Scripted::default();
    let r = run_warp(&hp.prog, &mut w, &mut s, 10, &mut |_| 0);
    assert!(r.stuck.is_none());
    assert_eq!(w.state, WarpState::Completed);
    assert_eq!(r.outcomes.last().unwrap().rule, Rule::ExitUni);
    assert_eq!((w.reg(0, 2), w.reg(0, 3)), (1, 0)); // dummy lanes never execute
}

#[test]
fn trace_event_json_and_table() {
    // Figure 5.2's third step (bra_guard), 2 lanes
    let hp = HandProg::new(
        vec![
            (2, A, Instr::Ssy { target: 10 }),
            (
                3,
                Guard::If(0),
                Instr::Bra {
                    target: Operand::Label(7),
                },
            ),
            (4, A, Instr::Exit),
            (7, A, Instr::Exit),
            (10, A, Instr::Exit),
        ],
        &[("main", 2, 10, true)],
        1,
    );
    let mut w = warp(&hp, 0, 2);
    w.set_reg(0, 0, 1);
    let mut b = Bufs::new();
    b.step(&hp, &mut w).unwrap();
    let out = b.step(&hp, &mut w).unwrap();
    let ev = WarpStepEvent::new(&hp.prog, [2, 1, 0], &w, &out);
    assert_eq!(
        ev.to_json(),
        r#"{"event":"warp_step","block":[2,1,0],"warp":0,"line":3,"rule":"bra_guard","active":"10","disable":"00","stack":[{"kind":"diverge","active":"01","line":4},{"kind":"sync","active":"11","line":10}]}"#
    );
    let mut buf = vec![];
    ev.write_jsonl(&mut buf).unwrap();
    assert_eq!(String::from_utf8(buf).unwrap(), ev.to_json() + "\n");
    assert_eq!(
        render_table(std::slice::from_ref(&ev), 2),
        "pc\tactive\tdisable\tstack\n3\t10\t00\t(diverge,01,4) (sync,11,10)\n"
    );
    // injected instructions say so
    let mut hp2 = hp;
    hp2.prog.src[1].injected = true;
    let ev = WarpStepEvent::new(&hp2.prog, [0, 0, 0], &w, &out);
    assert!(
        ev.to_json().ends_with(r#""line":10}],"injected":true}"#),
        "{}",
        ev.to_json()
    );
}

/// docs/warp.md deviations: a pending stronger fence is not weakened by a later `membar.cta`;
/// a pending membar of an inactive lane also keeps the warp unschedulable (T:L2630, "all threads").
#[test]
fn membar_levels_keep_the_stronger_and_count_for_all_lanes() {
    let hp = HandProg::new(
        vec![
            (
                1,
                A,
                Instr::Membar {
                    level: MembarLevel::Gl,
                },
            ),
            (
                2,
                A,
                Instr::Membar {
                    level: MembarLevel::Cta,
                },
            ),
            (3, A, Instr::Exit),
        ],
        &[("main", 1, 3, true)],
        1,
    );
    let mut w = warp(&hp, 0, 2);
    let mut b = Bufs::new();
    b.step(&hp, &mut w).unwrap();
    b.step(&hp, &mut w).unwrap();
    assert_eq!(w.threads[0].membar, Some(MembarLevel::Gl));
    w.threads[0].membar = None;
    w.recount_membar();
    w.exec.active = m("10");
    assert!(!can_be_scheduled(&w, &hp.prog)); // lane 1 (inactive) still waits on its fence
}

/// Thread counts of barriers: positive multiples of the warp size (T:L1817).
#[test]
fn barrier_thread_count_must_be_a_multiple_of_the_warp_size() {
    let bar = |count| Instr::Bar {
        kind: BarKind::Arrive,
        barrier: Operand::Imm(0),
        count: Operand::Imm(count),
        dst: None,
        pred: Operand::None,
    };
    for (lanes, count, ok) in [
        (32, 64, true),
        (32, 48, false),
        (32, 0, false),
        (4, 12, true),
        (4, 6, false),
    ] {
        let hp = one(1, A, bar(count), 1);
        let mut w = warp(&hp, 0, lanes);
        assert_eq!(
            Bufs::new().step(&hp, &mut w).is_ok(),
            ok,
            "{lanes} lanes, count {count}"
        );
    }
}

//! The run-time safety check (T:L2975-3348): quiet on correct executions (see also every golden
//! trace, which runs with it), and it fires when the warp state is corrupted the way the thesis
//! says the patent's algorithm would go wrong (T:L2212, T:L2246) or an instruction is skipped.

use fermi_sim::checks::safety::ShadowWarp;
use fermi_sim::program::ir::*;
use fermi_sim::thread::expr::SRegCtx;
use fermi_sim::warp::state::{Token, TokenKind, Warp};
use fermi_sim::warp::step::*;
use fermi_sim::warp::testkit::{HandProg, Scripted};

const A: Guard = Guard::Always;

/// Step `w` `n` times under the check; before the last step's check run `tamper`.
fn steps(hp: &HandProg, w: &mut Warp, n: usize, tamper: impl FnOnce(&mut Warp)) -> Option<String> {
    let mut shadow = ShadowWarp::new(w);
    let (mut mem, mut bar, mut sched) = (vec![], vec![], Scripted::default());
    let mut tamper = Some(tamper);
    for i in 0..n {
        shadow.before_step(w, &hp.prog);
        let mut cx = StepCtx {
            prog: &hp.prog,
            params: &[],
            sregs: SRegCtx {
                block_idx: [0; 3],
                block_dim: [w.lanes as u32, 1, 1],
                grid_dim: [1; 3],
                grid_id: 0,
                sm: 0,
                num_sms: 1,
                warp_index: 0,
                warps_per_block: 1,
                clock: 0,
                shared_bytes: 0,
                static_shared: 0,
                reserved_shared: 0,
                grid_sync: 0,
            },
            sched: &mut sched,
            mem_out: &mut mem,
            bar_out: &mut bar,
            rt_out: &mut Vec::new(),
        };
        warp_step(w, &mut cx).unwrap();
        if i + 1 == n {
            (tamper.take().unwrap())(w);
        }
        if let Some(v) = shadow.after_step(w, &hp.prog) {
            return Some(v);
        }
    }
    None
}

/// Listing 5.5 (Figure 5.2) with p = 1, 0.
fn fig52() -> (HandProg, Warp) {
    let setp = Instr::Setp {
        cmp: Cmp::Eq,
        bop: None,
        ty: Ty::U32,
        dst: 0,
        dst2: None,
        a: Operand::Reg(1),
        b: Operand::Reg(2),
        c: Operand::None,
    };
    let hp = HandProg::new(
        vec![
            (1, A, setp),
            (2, A, Instr::Ssy { target: 10 }),
            (
                3,
                Guard::If(0),
                Instr::Bra {
                    target: Operand::Label(6),
                },
            ),
            (
                4,
                A,
                Instr::Mov {
                    ty: Ty::U32,
                    dst: 3,
                    src: Operand::Imm(1),
                },
            ),
            (
                5,
                A,
                Instr::Bra {
                    target: Operand::Label(8),
                },
            ),
            (
                7,
                A,
                Instr::Mov {
                    ty: Ty::U32,
                    dst: 3,
                    src: Operand::Imm(2),
                },
            ),
            (9, A, Instr::Sync),
            (10, A, Instr::Exit),
        ],
        &[("main", 1, 10, true)],
        4,
    );
    let mut w = new_warp(&hp.prog, 0, 0, 2, 2, 0, [2, 1, 1], 0, 0);
    w.set_reg(2, 1, 1); // b = 0, 1 against a = 0: p = 1, 0
    (hp, w)
}

#[test]
fn quiet_on_the_whole_run() {
    let (hp, mut w) = fig52();
    assert_eq!(steps(&hp, &mut w, 9, |_| {}), None);
    assert_eq!(w.state, fermi_sim::warp::state::WarpState::Completed);
}

#[test]
fn lost_diverge_token_is_an_inactive_consistency_violation() {
    let (hp, mut w) = fig52();
    let v = steps(&hp, &mut w, 3, |w| {
        w.exec.stack.pop(); // forget the not-taken path of the bra_guard
    })
    .expect("violation");
    assert!(v.contains("inact-cons"), "{v}");
    assert!(
        v.contains("before: line 3 active 11 disable 00 stack (sync,11,10)"),
        "{v}"
    );
}

#[test]
fn skipped_instruction_is_an_active_consistency_violation() {
    let (hp, mut w) = fig52();
    let v = steps(&hp, &mut w, 4, |w| w.exec.pc += 1).expect("violation");
    assert!(v.contains("act-cons"), "{v}");
}

#[test]
fn reactivated_exited_lane_is_caught() {
    // lane 1 exits alone (divergent exit), then the warp wakes it again
    let hp = HandProg::new(
        vec![
            (1, Guard::If(0), Instr::Exit),
            (
                2,
                A,
                Instr::Mov {
                    ty: Ty::U32,
                    dst: 1,
                    src: Operand::Imm(1),
                },
            ),
            (3, A, Instr::Exit),
        ],
        &[("main", 1, 3, true)],
        2,
    );
    let mut w = new_warp(&hp.prog, 0, 0, 2, 2, 0, [2, 1, 1], 0, 0);
    w.set_reg(0, 1, 1);
    let v = steps(&hp, &mut w, 2, |w| {
        w.exec.active.set(1);
        w.exec.disable.exit.clear(1);
    })
    .expect("violation");
    assert!(
        v.contains("lane 1 is active at the warp's pc but its own next instruction is ε"),
        "{v}"
    );
}

#[test]
fn two_pushes_in_one_step_are_caught() {
    let (hp, mut w) = fig52();
    let v = steps(&hp, &mut w, 2, |w| {
        let t = w.exec.stack[0];
        w.exec.stack.push(Token {
            kind: TokenKind::Sync,
            ..t
        });
    })
    .expect("violation");
    assert!(v.contains("T:L3360"), "{v}");
}

/// Straight-line steps after a passing check keep only a digest of the token stack: a push in
/// such a step, or a lane dropped from the active mask, is still caught.
#[test]
fn straight_steps_are_checked_without_a_stack_copy() {
    let mov = |dst| Instr::Mov {
        ty: Ty::U32,
        dst,
        src: Operand::Imm(7),
    };
    let hp = HandProg::new(
        vec![
            (1, A, mov(0)),
            (2, A, mov(1)),
            (3, A, mov(0)),
            (4, A, Instr::Exit),
        ],
        &[("main", 1, 4, true)],
        2,
    );
    let fresh = || new_warp(&hp.prog, 0, 0, 2, 2, 0, [2, 1, 1], 0, 0);
    // Untouched, three straight steps pass.
    assert_eq!(steps(&hp, &mut fresh(), 3, |_| {}), None);
    // A token pushed in the third step (the first two passed the check).
    let v = steps(&hp, &mut fresh(), 3, |w| {
        w.exec.stack.push(Token {
            kind: TokenKind::Sync,
            mask: w.exec.active,
            pc: 0x105,
        });
    })
    .expect("violation");
    assert!(
        v.contains("without a branching instruction (T:L3360)"),
        "{v}"
    );
    // A lane dropped without any token to resume it: the full check runs on the unchanged stack.
    let v = steps(&hp, &mut fresh(), 3, |w| w.exec.active.clear(1)).expect("violation");
    assert!(v.contains("inactive lane 1 has no activation token"), "{v}");
}

/// T:L2246: the patent does not set δ on a uniform return; then an inner sync token would wake
/// the returned lane at the wrong place. Emulated by undoing the δ update of ret_uni.
#[test]
fn uniform_return_without_disable_update_is_caught() {
    // D1: both paths return; lane 0 takes the branch
    let setp = Instr::Setp {
        cmp: Cmp::Eq,
        bop: None,
        ty: Ty::U32,
        dst: 0,
        dst2: None,
        a: Operand::SReg(SReg::Tid(Dim::X)),
        b: Operand::Imm(0),
        c: Operand::None,
    };
    let hp = HandProg::new(
        vec![
            (7, A, setp),
            (8, A, Instr::Ssy { target: 16 }),
            (
                9,
                Guard::If(0),
                Instr::Bra {
                    target: Operand::Label(12),
                },
            ),
            (10, A, Instr::Ret),
            (
                11,
                A,
                Instr::Bra {
                    target: Operand::Label(14),
                },
            ),
            (13, A, Instr::Ret),
            (15, A, Instr::Sync),
            (17, A, Instr::Ret),
            (23, A, Instr::PreRet { target: 25 }),
            (
                24,
                A,
                Instr::Call {
                    target: Operand::Func(0),
                },
            ),
            (26, A, Instr::Exit),
        ],
        &[("f", 7, 17, false), ("main", 23, 26, true)],
        2,
    );
    let mut w = new_warp(&hp.prog, 1, 0, 2, 2, 0, [2, 1, 1], 0, 0);
    // preRet, call, setp, ssy, bra_guard, ret_uni (lane 0)
    let v = steps(&hp, &mut w, 6, |w| {
        w.exec.disable.ret.clear(0);
    })
    .expect("violation");
    assert!(v.contains("inactive lane 0 will be resumed"), "{v}");
}

/// Stack consistency (1) of control-flow consistency (T:L2955): a `brk` without a break token
/// on the stack (a missing `preBrk`) is reported before the step.
#[test]
fn brk_without_prebrk_is_a_control_flow_consistency_violation() {
    let hp = HandProg::new(
        vec![(1, Guard::If(0), Instr::Brk), (2, A, Instr::Exit)],
        &[("main", 1, 2, true)],
        1,
    );
    let mut w = new_warp(&hp.prog, 0, 0, 2, 2, 0, [2, 1, 1], 0, 0);
    w.set_reg(0, 1, 1);
    let v = steps(&hp, &mut w, 1, |_| {}).expect("violation");
    assert!(v.contains("stack-cons (1)"), "{v}");
}

/// Deviation: stack consistency (T:L2955-2963) quantifies over every reachable execution state;
/// the run-time check tests a state only when an active lane executes the instruction at its pc.
/// A guarded `@p sync` whose guard is false in every active lane does nothing, so a stack that
/// breaks condition (4) there is not reported, although the thesis' definition would classify the
/// program as not control-flow consistent. With an executing lane the same state is reported.
#[test]
fn stack_consistency_is_checked_only_where_a_lane_executes() {
    use fermi_sim::checks::cfc::check_stack;
    use fermi_sim::warp::mask::LaneMask;
    use fermi_sim::warp::state::{DisableMask, ExecState};
    let lanes = LaneMask::first(2);
    let tok = |kind, pc| Token {
        kind,
        mask: lanes,
        pc,
    };
    // A diverge token on a diverge token: condition (4) fails for a `sync` at pc 7.
    let s = ExecState {
        pc: 7,
        active: lanes,
        disable: DisableMask::default(),
        stack: vec![
            tok(TokenKind::Sync, 8),
            tok(TokenKind::Diverge, 3),
            tok(TokenKind::Diverge, 4),
        ],
    };
    assert!(check_stack(&Instr::Sync, &s, false).is_ok());
    let v = check_stack(&Instr::Sync, &s, true).unwrap_err();
    assert_eq!(v.condition, "stack-cons (4)");
}

/// Four `mov`s and `exit`: steps 1-4 are register-only.
fn straight_line() -> (HandProg, Warp) {
    let mov = |v| Instr::Mov {
        ty: Ty::U32,
        dst: 0,
        src: Operand::Imm(v),
    };
    let hp = HandProg::new(
        vec![
            (1, A, mov(1)),
            (2, A, mov(2)),
            (3, A, mov(3)),
            (4, A, mov(4)),
            (5, A, Instr::Exit),
        ],
        &[("main", 1, 5, true)],
        1,
    );
    let w = new_warp(&hp.prog, 0, 0, 2, 2, 0, [2, 1, 1], 0, 0);
    (hp, w)
}

/// Step the straight-line program: the first step fully checked, steps 2-4 announced as
/// register-only (`before_plain_step`, their check deferred), `tamper` after step `at`, then
/// the `exit` step, before which the deferred steps are settled. The first violation found.
fn straight_steps(at: usize, tamper: impl FnOnce(&mut Warp)) -> Option<String> {
    let (hp, mut w) = straight_line();
    let mut shadow = ShadowWarp::new(&w);
    let (mut mem, mut bar, mut sched) = (vec![], vec![], Scripted::default());
    let mut tamper = Some(tamper);
    for i in 1..=5 {
        if (2..=4).contains(&i) {
            shadow.before_plain_step(&w, &hp.prog);
        } else {
            if let Some(v) = shadow.settle(&w, &hp.prog) {
                return Some(v);
            }
            shadow.before_step(&w, &hp.prog);
        }
        let mut cx = StepCtx {
            prog: &hp.prog,
            params: &[],
            sregs: SRegCtx::default(),
            sched: &mut sched,
            mem_out: &mut mem,
            bar_out: &mut bar,
            rt_out: &mut Vec::new(),
        };
        warp_step(&mut w, &mut cx).unwrap();
        if i == at {
            (tamper.take().unwrap())(&mut w);
        }
        if let Some(v) = shadow.after_step(&w, &hp.prog) {
            return Some(v);
        }
    }
    assert_eq!(w.state, fermi_sim::warp::state::WarpState::Completed);
    None
}

#[test]
fn deferred_register_only_steps_are_quiet_when_they_only_move_the_pc() {
    assert_eq!(straight_steps(0, |_| {}), None);
}

#[test]
fn deferred_register_only_steps_still_find_a_changed_state() {
    // A lane disabled, or an instruction skipped, in the middle of the run of register-only
    // steps: found when the run is settled (release builds) or at once (debug builds), as a
    // violation either way.
    for at in 2..=4 {
        let v = straight_steps(at, |w| w.exec.active.clear(1)).expect("violation");
        assert!(v.contains("safety violation"), "{v}");
        let v = straight_steps(at, |w| w.exec.pc += 1).expect("violation");
        assert!(v.contains("safety violation"), "{v}");
    }
}

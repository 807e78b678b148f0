//! Independent thread scheduling (Volta and later; docs/its.md), selected with the config's
//! `scheduling: Its`.
//!
//! Every thread has its own program counter and its own branching state: under ITS a thread
//! runs the SIMT rules of the thesis as a warp of **one lane** (its own `ExecState`: pc, token
//! stack, disable mask; `ssy`/`sync`/`preBrk`/`brk`/`preRet`/`call`/`ret`/`exit` keep their
//! meaning for that one thread), so that nothing waits for another thread at a reconvergence
//! point. A warp step runs one instruction for a set of threads of the warp that stand at the
//! same pc (a "pc group"), chosen by the scheduler: all runnable threads at that pc (what a
//! convergence optimiser picks) or a single one of them.
//!
//! The step reuses the SIMT warp step: for an instruction without control flow the warp's
//! `exec` is set to (that pc, the group, no tokens) and the SIMT warp step (`step.rs`, passed in) runs it; for
//! control flow each thread's own `ExecState` is put in the warp's place and the SIMT step
//! (the CRS rules) runs for that one lane. Between steps `Warp::exec` is a view
//! ([`set_view`]): the lowest pc of a live thread, the live threads there, the retired threads
//! as `exit`, no tokens.
//!
//! The `.sync` collectives with a member mask (`bar.warp.sync`, `shfl.sync`, `vote.sync`,
//! `match.sync`, `redux.sync`, `elect.sync`) are rendezvous: a thread at one of them waits
//! until every thread its member mask names stands at the same instruction (same program
//! address); then they execute it together. As the PTX ISA says, `shfl`/`vote`/`match`/`redux`
//! wait for the non-exited members only; a `bar.warp.sync` whose member mask names a retired
//! thread is a `warp_sync` error (that thread can never arrive). Lanes the partial warp does
//! not have are never required.
//!
//! `bar.sync`/`bar.red` make only the arriving threads wait (`ItsState::bar_wait`); the block
//! counts arriving threads, not warps (`crate::block::its_bar`).
//!
//! Fairness: a runnable thread that has not run for [`STARVE_STEPS`] steps of its warp is run
//! next, whatever the scheduler says, so every runnable thread eventually progresses (the
//! guarantee Volta's ITS gives, CUDA programming guide "Independent Thread Scheduling").

use super::mask::LaneMask;
use super::outcome::StepCtx;
use super::outcome::{stuck, StepOutcome, Stuck, WarpAct};
use super::state::{DisableMask, ExecState, ItsState, Warp, WarpState};
use crate::program::env::ProgEnv;
use crate::program::ir::{BarKind, CollOp, Instr, Operand, ProgAddr};
use crate::sched::ChoiceKind;
use crate::thread::expr::{Rho, SRegCtx};
use crate::thread::rules::{self, ThreadAct};
use std::collections::BTreeMap;

/// A runnable thread that has not run for this many steps of its warp runs next.
pub const STARVE_STEPS: u64 = 64;

/// Switch a new (or renewed) warp to ITS (`on`) or leave it SIMT.
pub fn set_scheduling(w: &mut Warp, on: bool) {
    if !on {
        w.its = None;
        return;
    }
    let lanes = w.lanes;
    let all = LaneMask::first(lanes);
    let dummies = w.exec.disable.exit;
    let threads = (0..lanes)
        .map(|l| {
            let me = LaneMask::single(l);
            ExecState {
                pc: w.exec.pc,
                stack: Vec::new(),
                active: if dummies.get(l) { LaneMask::EMPTY } else { me },
                disable: DisableMask {
                    exit: all.and_not(&me).or(&dummies.and(&me)),
                    ..DisableMask::default()
                },
            }
        })
        .collect();
    w.its = Some(Box::new(ItsState {
        threads,
        done: dummies,
        dummies,
        bar_wait: vec![0; lanes],
        tick: 0,
        last_run: vec![0; lanes],
        last_group: LaneMask::EMPTY,
        fence: LaneMask::EMPTY,
    }));
    if let Some(its) = w.its.take() {
        set_view(w, &its);
        w.its = Some(its);
    }
}

/// `Warp::exec` as a view of the threads: the lowest pc of a live thread, the live threads at
/// it, the retired ones as `exit`, no tokens.
pub fn set_view(w: &mut Warp, its: &ItsState) {
    let live = LaneMask::first(w.lanes).and_not(&its.done);
    let pc = live.lanes().map(|l| its.threads[l].pc).min();
    let mut active = LaneMask::EMPTY;
    if let Some(pc) = pc {
        w.exec.pc = pc;
        live.lanes()
            .filter(|&l| its.threads[l].pc == pc)
            .for_each(|l| active.set(l));
    }
    w.exec.active = active;
    w.exec.disable = DisableMask {
        exit: its.done,
        ..DisableMask::default()
    };
    w.exec.stack.clear();
}

/// The instruction at `pc` is a collective with a member mask (a rendezvous under ITS).
fn is_rendezvous(prog: &ProgEnv, idx: usize) -> bool {
    matches!(
        prog.instrs.get(idx),
        Some(Instr::Coll { mask, .. }) if !matches!(mask, Operand::None)
    )
}

/// The thread action of `lane` at instruction `idx`, computed on a copy of the thread (the warp
/// is not changed): for the member masks of waiting threads.
fn lane_act(
    w: &Warp,
    prog: &ProgEnv,
    idx: usize,
    lane: usize,
    sregs: &SRegCtx,
) -> Result<Option<ThreadAct>, String> {
    let rho = Rho {
        regs: &w.regs,
        blocked: &w.blocked,
        lanes: w.lanes,
        lane,
        sregs,
    };
    let mut th = w.threads[lane].clone();
    rules::exec_e(&mut th, prog, idx, true, &rho)
}

/// Whether the last `bar.warp.sync`'s ordering still holds its participants back: one of them
/// still waits for its memory operations ([`ItsState::fence`]).
fn fence_in_force(w: &Warp, its: &ItsState) -> bool {
    its.fence.lanes().any(|l| w.threads[l].membar.is_some())
}

/// Lanes that could run now on their own: live, not waiting on a barrier, without a pending
/// membar level, and no register of their next instruction blocked.
fn runnable(w: &Warp, its: &ItsState, prog: &ProgEnv) -> LaneMask {
    let mut m = LaneMask::EMPTY;
    let fenced = fence_in_force(w, its);
    for l in LaneMask::first(w.lanes).and_not(&its.done).lanes() {
        if its.bar_wait[l] & w.barriers != 0
            || w.threads[l].membar.is_some()
            || (fenced && its.fence.get(l))
        {
            continue;
        }
        if w.blocked_count != 0 {
            if let Some(i) = prog.index(its.threads[l].pc) {
                if prog
                    .regs_of(i)
                    .iter()
                    .any(|&r| w.blocked.get(r as usize, l) == Some(true))
                {
                    continue;
                }
            }
        }
        m.set(l);
    }
    m
}

/// A set of threads at one pc that may take the next step, and whether it must run whole (a
/// rendezvous: its members execute the instruction together).
#[derive(Clone, Copy, Debug)]
struct Group {
    pc: ProgAddr,
    lanes: LaneMask,
    whole: bool,
}

/// The groups that may run now, by ascending pc. At a rendezvous the group is the largest set of
/// the waiting threads whose member masks name only threads of the set (plus guard-false
/// threads, which pass); a `bar.warp.sync` member mask that names a retired thread is an error.
fn groups(w: &Warp, its: &ItsState, prog: &ProgEnv, sregs: &SRegCtx) -> Result<Vec<Group>, Stuck> {
    let run = runnable(w, its, prog);
    let mut by_pc: BTreeMap<ProgAddr, LaneMask> = BTreeMap::new();
    for l in run.lanes() {
        by_pc.entry(its.threads[l].pc).or_default().set(l);
    }
    let exists = LaneMask::first(w.lanes.min(32)).and_not(&its.dummies);
    let mut out = Vec::new();
    for (pc, lanes) in by_pc {
        let Some(idx) = prog.index(pc).filter(|&i| is_rendezvous(prog, i)) else {
            out.push(Group {
                pc,
                lanes,
                whole: false,
            });
            continue;
        };
        let warp_sync = matches!(
            prog.instrs[idx],
            Instr::Coll {
                op: CollOp::WarpSync,
                ..
            }
        );
        let mut pass = LaneMask::EMPTY;
        let mut members: Vec<(usize, LaneMask)> = Vec::new();
        for l in lanes.lanes() {
            match lane_act(w, prog, idx, l, sregs).map_err(|m| stuck(pc, Some(l), m))? {
                Some(ThreadAct::Coll { mask: Some(m), .. }) => {
                    let mut ml = LaneMask::EMPTY;
                    ml.set_low_bits(m & 0xFFFF_FFFF);
                    let ml = ml.and(&exists);
                    // shfl/vote/match/redux/elect.sync wait for the non-exited members (PTX
                    // ISA); bar.warp.sync for all of them: one that exited never arrives.
                    let ml = if warp_sync { ml } else { ml.and_not(&its.done) };
                    if let Some(gone) = ml.and(&its.done).lanes().next() {
                        return Err(stuck(
                            pc,
                            Some(l),
                            format!(
                                "warp_sync: lane {l}'s member mask {m:#010x} names lane {gone}, which has exited (independent thread scheduling: it can never arrive at this bar.warp.sync)"
                            ),
                        ));
                    }
                    members.push((l, ml));
                }
                _ => pass.set(l),
            }
        }
        // The largest closed set: drop threads whose members are not all here, until none is.
        let mut set = LaneMask::EMPTY;
        members.iter().for_each(|&(l, _)| set.set(l));
        loop {
            let before = set;
            for &(l, ml) in &members {
                if set.get(l) && !ml.is_subset_of(&set.or(&LaneMask::single(l))) {
                    set.clear(l);
                }
            }
            if set == before {
                break;
            }
        }
        let lanes = set.or(&pass);
        if !lanes.is_empty() {
            out.push(Group {
                pc,
                lanes,
                whole: true,
            });
        }
    }
    Ok(out)
}

/// Every live thread waits at a rendezvous that cannot complete (and none waits for anything
/// else that could change that): the description of who waits where, for the error.
fn stuck_rendezvous(w: &Warp, its: &ItsState, prog: &ProgEnv) -> Option<String> {
    let live = LaneMask::first(w.lanes).and_not(&its.done);
    if live.is_empty() || runnable(w, its, prog) != live {
        return None;
    }
    let mut at: BTreeMap<ProgAddr, Vec<usize>> = BTreeMap::new();
    for l in live.lanes() {
        let pc = its.threads[l].pc;
        if !prog.index(pc).is_some_and(|i| is_rendezvous(prog, i)) {
            return None;
        }
        at.entry(pc).or_default().push(l);
    }
    let parts: Vec<String> = at
        .iter()
        .map(|(pc, ls)| format!("lanes {ls:?} at {pc:#x}"))
        .collect();
    Some(format!(
        "warp_sync: every thread of the warp waits at a warp-synchronous instruction for members that wait at another one ({}); independent thread scheduling requires the members to arrive at the same instruction",
        parts.join(", ")
    ))
}

/// canBeScheduled (T:L2630) under ITS: the warp is active and some group of threads can run
/// (or the threads wait for each other at different rendezvous, which the step reports).
pub fn can_be_scheduled(w: &Warp, prog: &ProgEnv) -> bool {
    let Some(its) = w.its.as_deref() else {
        return false;
    };
    if w.state != WarpState::Active {
        return false;
    }
    let sregs = SRegCtx {
        warp_index: w.index,
        ..SRegCtx::default()
    };
    match groups(w, its, prog, &sregs) {
        Ok(g) => !g.is_empty() || stuck_rendezvous(w, its, prog).is_some(),
        Err(_) => true,
    }
}

/// The SIMT warp step (`step::warp_step`), which the ITS step runs for its groups; passed in
/// so that this file sits below the warp step that dispatches to it.
pub type SimtStep = fn(&mut Warp, &mut StepCtx<'_>) -> Result<StepOutcome, Stuck>;

/// One warp step under ITS (the module comment): choose a group, run the instruction for it.
pub fn warp_step_its(
    w: &mut Warp,
    cx: &mut StepCtx<'_>,
    warp_step: SimtStep,
) -> Result<StepOutcome, Stuck> {
    let Some(mut its) = w.its.take() else {
        return Err(stuck(w.exec.pc, None, "not an ITS warp".into()));
    };
    let r = step_in(w, &mut its, cx, warp_step);
    set_view(w, &its);
    w.its = Some(its);
    r
}

fn step_in(
    w: &mut Warp,
    its: &mut ItsState,
    cx: &mut StepCtx<'_>,
    warp_step: SimtStep,
) -> Result<StepOutcome, Stuck> {
    if w.state != WarpState::Active {
        return Err(stuck(w.exec.pc, None, "the warp has completed".into()));
    }
    let prog = cx.prog;
    // Barriers that ended no longer hold their waiters.
    let held = w.barriers;
    its.bar_wait.iter_mut().for_each(|b| *b &= held);
    // A warp sync's ordering ends once every participant's operations have completed.
    if !fence_in_force(w, its) {
        its.fence = LaneMask::EMPTY;
    }
    let sregs = SRegCtx {
        warp_index: w.index,
        ..cx.sregs
    };
    let groups = groups(w, its, prog, &sregs)?;
    if groups.is_empty() {
        let msg = stuck_rendezvous(w, its, prog).unwrap_or_else(|| {
            "no thread of the warp can run (independent thread scheduling)".into()
        });
        return Err(stuck(w.exec.pc, None, msg));
    }
    let g = choose(its, &groups, cx);
    its.tick += 1;
    for l in g.lanes.lanes() {
        its.last_run[l] = its.tick;
    }
    its.last_group = g.lanes;
    let flow = prog.index(g.pc).is_none_or(|i| prog.instrs[i].is_flow());
    let outcome = if flow {
        // Each thread's control flow: the SIMT step of its one-lane warp.
        let mut first = None;
        for l in g.lanes.lanes() {
            std::mem::swap(&mut w.exec, &mut its.threads[l]);
            w.state = WarpState::Active;
            let r = warp_step(w, cx);
            std::mem::swap(&mut w.exec, &mut its.threads[l]);
            let retired = w.state == WarpState::Completed;
            w.state = WarpState::Active;
            let o = r?;
            if retired {
                its.done.set(l);
            }
            first.get_or_insert(o);
        }
        first.ok_or_else(|| stuck(g.pc, None, "empty thread group".into()))?
    } else {
        w.exec.pc = g.pc;
        w.exec.active = g.lanes;
        w.exec.disable = DisableMask {
            exit: its.done,
            ..DisableMask::default()
        };
        w.exec.stack.clear();
        let bar_start = cx.bar_out.len();
        let o = warp_step(w, cx)?;
        let next = w.exec.pc;
        for l in g.lanes.lanes() {
            its.threads[l].pc = next;
        }
        if let WarpAct::Bar(kind) = o.act {
            // Only the arriving threads wait (the SIMT step made the whole warp wait).
            w.barriers = held;
            if !matches!(kind, BarKind::Arrive) {
                for t in &cx.bar_out[bar_start..] {
                    if let Some(b) = its.bar_wait.get_mut(t.lane as usize) {
                        *b |= 1 << t.barrier;
                    }
                    w.barriers |= 1 << t.barrier;
                }
            }
        }
        o
    };
    if LaneMask::first(w.lanes).is_subset_of(&its.done) {
        w.state = WarpState::Completed;
    }
    Ok(outcome)
}

/// The group that runs: a runnable thread starved for [`STARVE_STEPS`] forces its group;
/// otherwise the scheduler picks a group (groups by ascending pc) and whether all of its
/// threads run (three in four) or one, and which. These choices are of the kind
/// `IndirectTarget`, the other choice made inside a warp step (systematic exploration reads the
/// `ScheduleWarp` choices as the warp selection of `context::schedule_warps`).
fn choose(its: &ItsState, groups: &[Group], cx: &mut StepCtx<'_>) -> Group {
    let oldest = groups
        .iter()
        .enumerate()
        .flat_map(|(i, g)| g.lanes.lanes().map(move |l| (its.last_run[l], l, i)))
        .min_by_key(|&(t, l, _)| (t, l));
    // The starved thread's group, whole: a policy answers so without drawing; a replay answers
    // as recorded and a systematic search tries every answer (`Scheduler::choose_fair`).
    let forced = oldest
        .filter(|&(t, _, _)| its.tick.saturating_sub(t) >= STARVE_STEPS)
        .map(|(_, _, i)| i);
    let g = groups[cx
        .sched
        .choose_fair(ChoiceKind::IndirectTarget, groups.len(), forced)];
    let n = g.lanes.count() as usize;
    if g.whole || n < 2 {
        return g;
    }
    // Whole (answers 0-2) or one thread (3). Only 0 and 3 differ: a search tries those two.
    let one = match forced {
        Some(_) => cx.sched.choose_fair(ChoiceKind::IndirectTarget, 4, Some(0)),
        None => cx
            .sched
            .choose_canonical(ChoiceKind::IndirectTarget, 4, &|i| i == 0 || i == 3),
    } == 3;
    if !one {
        return g;
    }
    let k = cx.sched.choose(ChoiceKind::IndirectTarget, n);
    let lane = g.lanes.lanes().nth(k).unwrap_or(0);
    Group {
        lanes: LaneMask::single(lane),
        ..g
    }
}

/// The threads of an ITS warp that some step could run now (the union of the runnable groups;
/// empty for a SIMT warp): the liveness check asks every one of them to step in a fair cycle.
pub fn enabled_lanes(w: &Warp, prog: &ProgEnv) -> LaneMask {
    let Some(its) = w.its.as_deref() else {
        return LaneMask::EMPTY;
    };
    if w.state != WarpState::Active {
        return LaneMask::EMPTY;
    }
    let sregs = SRegCtx {
        warp_index: w.index,
        ..SRegCtx::default()
    };
    groups(w, its, prog, &sregs)
        .map(|g| g.iter().fold(LaneMask::EMPTY, |m, g| m.or(&g.lanes)))
        .unwrap_or_default()
}

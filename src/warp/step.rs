//! The warp transition `⟨ω | φ, ϱ⟩ —[wact_ε]→Ω ω'` (T:L2323-2355): every lane runs the thread rules
//! on the instruction at the warp's pc; flow actions go to the CRS rules, votes are handled here,
//! memory and barrier actions are handed up to the block.
//!
//! CONTRACT (used by the block/device level): `warp_step`, `can_be_scheduled`, `new_warp` and the
//! types below. Implementation lives with the warp semantics.

use super::crs::{self, FlowActs, FlowKind, Targets};
use super::mask::{LaneMask, RegLanes, MAX_LANES};
use super::regs::Regs;
use super::state::{DisableMask, ExecState, Warp, WarpState};
use crate::memory::MemKind;
use crate::program::decode::Decoded;
use crate::program::env::ProgEnv;
use crate::program::ir::{
    BarKind, Guard, Instr, MembarLevel, ProgAddr, RegId, StateSpace, VoteMode,
};
use crate::sched::ChoiceKind;
use crate::thread::expr::SRegCtx;
use crate::thread::rules::{self, FlowAct, ThreadAct};
use crate::thread::Thread;

// The thread actions the warp hands on are the thread layer's; re-exported here for the layers
// above, which meet them in the warp's step outputs.
pub use super::lanes::vote;
use super::lanes::{lane_exec, no_participant, write_now};
use super::outcome::stuck;
pub use super::outcome::{Rule, StepOutcome, Stuck, WarpAct};
pub use crate::thread::acts::{ThreadBarAct, ThreadMemAct, ThreadRtAct};

pub use super::outcome::StepCtx;

/// Create a warp of `lanes` lanes for threads with linear ids `first_tid ..` of a block of
/// `block_dim`, starting at `entry` with κ = [entry function] (T:L2614). Lanes beyond
/// `real_lanes` are dummies: inactive and `exit` (T:L2004, T:L2626). Lane `l` gets the local
/// memory offset `lo = local_base + l · local_per_thread`; `%stackBase` (if the program has one)
/// starts at `initial_stack_base` (T:L1646). `lanes` is clamped to `1..=MAX_LANES`.
#[allow(clippy::too_many_arguments)]
pub fn new_warp(
    prog: &ProgEnv,
    entry: crate::program::ir::FuncId,
    index: u32,
    lanes: usize,
    real_lanes: usize,
    first_linear_tid: u32,
    block_dim: [u32; 3],
    local_base: u64,
    local_per_thread: u64,
) -> Warp {
    WarpSpec {
        entry,
        index,
        lanes,
        real_lanes,
        first_linear_tid,
        block_dim,
        local_base,
        local_per_thread,
    }
    .new_warp(prog)
}

/// Where a warp sits in its launch: the arguments of [`new_warp`].
#[derive(Clone, Copy, Debug)]
pub struct WarpSpec {
    pub entry: crate::program::ir::FuncId,
    pub index: u32,
    pub lanes: usize,
    pub real_lanes: usize,
    pub first_linear_tid: u32,
    pub block_dim: [u32; 3],
    pub local_base: u64,
    pub local_per_thread: u64,
}

impl WarpSpec {
    /// [`new_warp`].
    pub fn new_warp(&self, prog: &ProgEnv) -> Warp {
        let mut w = Warp {
            state: WarpState::Active,
            exec: ExecState {
                pc: 0,
                active: LaneMask::EMPTY,
                disable: DisableMask::default(),
                stack: Vec::new(),
            },
            barriers: 0,
            threads: Vec::new(),
            lanes: 0,
            index: self.index,
            regs: Regs::default(),
            blocked: RegLanes::default(),
            pending_ops: Vec::new(),
            blocked_count: 0,
            membar_count: 0,
            its: None,
        };
        renew_warp(&mut w, prog, self);
        w
    }
}

/// [`new_warp`] into an existing warp (of a completed block), keeping its allocations: every
/// field is overwritten, so the result equals a new warp whatever `w` held (test
/// `warp_step::a_renewed_warp_equals_a_new_one`).
pub fn renew_warp(w: &mut Warp, prog: &ProgEnv, spec: &WarpSpec) {
    // Named field by field: a field added to `Warp` fails to compile here until it is renewed.
    let Warp {
        state,
        barriers,
        index: w_index,
        blocked_count,
        membar_count,
        lanes: w_lanes,
        regs,
        exec,
        blocked,
        pending_ops,
        threads,
        its,
    } = w;
    let lanes = spec.lanes.clamp(1, MAX_LANES);
    let real = spec.real_lanes.min(lanes);
    let (bx, by) = (spec.block_dim[0].max(1), spec.block_dim[1].max(1));
    threads.clear();
    threads.extend((0..lanes).map(|l| {
        let lin = spec.first_linear_tid.wrapping_add(l as u32);
        Thread {
            call_stack: smallvec::smallvec![spec.entry],
            tid: [lin % bx, (lin / bx) % by, lin / (bx * by)],
            lo: spec.local_base + l as u64 * spec.local_per_thread,
            membar: None,
            lane: l as u32,
        }
    }));
    let nregs = prog.warp_regs();
    regs.reset(nregs * lanes);
    if let Some(sb) = prog.stack_base {
        for l in 0..lanes {
            if let Some(r) = regs.write(sb as usize).get_mut(sb as usize * lanes + l) {
                *r = prog.initial_stack_base;
            }
        }
    }
    let all = LaneMask::first(lanes);
    let active = LaneMask::first(real);
    *state = WarpState::Active;
    let ExecState {
        pc,
        active: w_active,
        disable,
        stack,
    } = exec;
    *pc = prog
        .funcs
        .get(spec.entry as usize)
        .map(|f| f.entry)
        .unwrap_or(0);
    *w_active = active;
    *disable = DisableMask {
        exit: all.and_not(&active),
        ..DisableMask::default()
    };
    stack.clear();
    *barriers = 0;
    *w_lanes = lanes;
    *w_index = spec.index;
    blocked.reset(nregs, lanes);
    pending_ops.clear();
    pending_ops.resize(lanes, 0);
    *blocked_count = 0;
    *membar_count = 0;
    // A renewed warp starts under SIMT; the launch switches it (`its::set_scheduling`).
    *its = None;
}

/// canBeScheduled (T:L2630): active, no barrier wait, no pending membar, and no register of the
/// next instruction (guard included) blocked for an active lane. A pc outside the program is
/// schedulable so that the step reports ⊥ with its reason.
///
/// Fast paths (docs/performance.md, "Deviations"): "no thread has a membar level" is read from
/// the warp's count [`Warp::membar_count`] instead of scanning the threads, "no register is
/// blocked" from [`Warp::blocked_count`], the instruction's registers come from a list built
/// once per program ([`ProgEnv::regs_of`]), and the lane masks are intersected only in the
/// words that hold the warp's lanes (no mask of a warp has a lane at or beyond `lanes`). Debug
/// builds check the counts and the masks against the literal tests.
pub fn can_be_scheduled(w: &Warp, prog: &ProgEnv) -> bool {
    if w.its.is_some() {
        return super::its::can_be_scheduled(w, prog);
    }
    if w.state != WarpState::Active || w.barriers != 0 {
        return false;
    }
    debug_assert_eq!(
        w.membar_count == 0,
        !w.threads.iter().any(|t| t.membar.is_some()),
        "Warp::membar_count out of date"
    );
    if w.membar_count != 0 {
        return false;
    }
    if w.blocked_count == 0 {
        // No register is blocked for any lane ([`Warp::blocked_count`]).
        debug_assert!(w.blocked.is_clear(), "blocked_count out of date");
        return true;
    }
    if let Some(i) = prog.index(w.exec.pc) {
        let active = &w.exec.active;
        let mut ok = true;
        for &r in prog.regs_of(i) {
            ok &= w.blocked.intersects(r as usize, active) != Some(true);
        }
        return ok;
    }
    true
}

/// A memory operation of `lane` finished (T:L1311-1313 via the device, T:L2764): write `value` into
/// `dst` (if any), release the register and count the operation as done. `value` is the final
/// register content (the memory environment already sign- or zero-extends loads). Also used for the result
/// of `bar.red`, whose destination the warp blocks when it issues the barrier action.
pub fn complete(w: &mut Warp, lane: usize, dst: Option<RegId>, value: u64) {
    if lane >= w.lanes {
        return;
    }
    if let Some(r) = dst {
        if let Some(was) = w.blocked.clear(r as usize, lane) {
            if was {
                w.blocked_count = w.blocked_count.saturating_sub(1);
            }
            w.set_reg(r, lane, value);
        }
    }
    if let Some(p) = w.pending_ops.get_mut(lane) {
        *p = p.saturating_sub(1);
    }
}

/// What kind of warp rule an instruction leads to (T:L2332-2352).
enum Class {
    Flow,
    Vote(VoteMode),
    Coll,
    Bar(BarKind),
    Local,
}

fn classify(i: &Instr) -> Class {
    match i {
        _ if i.is_flow() => Class::Flow,
        Instr::Vote { mode, .. } => Class::Vote(*mode),
        Instr::Coll { .. } => Class::Coll,
        Instr::Bar { kind, .. } => Class::Bar(*kind),
        _ => Class::Local,
    }
}

/// One warp step (T:L2323-2355): every lane runs →Θe on the instruction at pc; flow actions go
/// to the CRS rules (Warp (bra), T:L2332-2338), votes and barriers to comm (Warp (comm),
/// T:L2340-2347), memory actions to the block (Warp (mem), T:L2349-2355).
///
/// Fast path (docs/design.md §10): the RegReq memory actions of ALU-like instructions and votes are
/// written into the registers at once. This equals the schedule in which the memory environment
/// runs the register-write program (P4.6) right after the step, before anything else reads the
/// register. Loads, stores and atomics go to `cx.mem_out`; a load/atomic blocks its destination
/// for its lane until [`complete`].
///
/// A step that is ⊥ for some lane may leave earlier lanes' register writes done; ⊥ ends the run.
pub fn warp_step(w: &mut Warp, cx: &mut StepCtx<'_>) -> Result<StepOutcome, Stuck> {
    if w.its.is_some() {
        return super::its::warp_step_its(w, cx, warp_step);
    }
    let pc = w.exec.pc;
    if w.state != WarpState::Active {
        return Err(stuck(pc, None, "the warp has completed".into()));
    }
    let prog = cx.prog;
    let idx = prog.index(pc).ok_or_else(|| {
        stuck(
            pc,
            None,
            format!("no instruction at program address {pc:#x}"),
        )
    })?;
    let sregs = SRegCtx {
        warp_index: w.index,
        ..cx.sregs
    };
    match classify(&prog.instrs[idx]) {
        Class::Flow => step_flow(w, cx, idx, &sregs),
        Class::Vote(mode) => step_vote(w, prog, idx, &sregs, mode),
        Class::Coll => super::coll::step_coll(w, prog, idx, &sregs),
        Class::Bar(kind) => {
            let r = step_bar(w, cx, idx, &sregs, kind);
            w.recount_membar();
            r
        }
        Class::Local => {
            let r = step_local(w, cx, idx, &sregs);
            if let Instr::Membar { .. } = prog.instrs[idx] {
                w.recount_membar();
            }
            r
        }
    }
}

/// The memory ordering of `bar.warp.sync`, after its warp step (the PTX ISA: it "guarantees
/// memory ordering among threads participating in barrier"; the thesis predates it). Like (bar)
/// (T:L1885), each lane takes the membar level `cta`, so that the warp is not scheduled again
/// until every memory operation its lanes issued before it has completed (updMemBar, T:L2764,
/// W8). The race check takes a `bar.warp.sync` as ordering every lane of the warp, also those
/// outside a partial member mask (docs/checks.md); so that the memory enforces every order the
/// check assumes, all lanes that have not exited wait, not only the member mask's. Called by
/// the block step unless the config's `warp_sync_fence` is off (docs/deviations.md, W11).
pub fn warp_sync_fence(w: &mut Warp) {
    let exited = w.exec.disable.exit;
    for (lane, t) in w.threads.iter_mut().enumerate() {
        if !exited.get(lane) {
            t.membar = Some(
                t.membar
                    .map_or(MembarLevel::Cta, |l| l.max(MembarLevel::Cta)),
            );
        }
    }
    w.recount_membar();
    // Under ITS a lane's membar level holds only that lane: the fenced lanes also wait for
    // each other (`ItsState::fence`).
    if let Some(its) = w.its.as_mut() {
        its.fence = LaneMask::first(w.lanes).and_not(&exited);
    }
}

/// A warp step (T:L2323-2355) of a decoded instruction that only writes the warp's own
/// registers (ALU operation, `setp`, `set`, `mov`, a parameter load: [`plain_instr`]) while no
/// register of the warp is blocked: what [`warp_step`] does for it (its `step_local` fast path:
/// the executing lanes write their registers, pc moves on), without the step context. `at` is
/// [`plain_instr`]'s answer for the warp. Returns the outcome, or `None`, with nothing changed,
/// when the instruction needs the full step (a parameter load whose bytes are not all in the
/// bank). `sregs` builds the special registers' values (with this warp's index); it is called
/// only if the instruction reads one.
///
/// Such a step keeps everything canBeScheduled (T:L2630) reads: the warp stays active, waits
/// on no barrier, gains no membar level and blocks no register.
pub fn step_plain(
    w: &mut Warp,
    prog: &ProgEnv,
    at: (usize, &Decoded),
    params: &[u8],
    sregs: &dyn Fn() -> SRegCtx,
) -> Option<StepOutcome> {
    let (idx, d) = at;
    let guard = prog.guards.get(idx).copied().unwrap_or(Guard::Always);
    let wrote = match d {
        Decoded::Alu { .. } | Decoded::Setp { .. } | Decoded::Set { .. } | Decoded::Mov { .. } => {
            debug_assert!(matches!(classify(&prog.instrs[idx]), Class::Local));
            super::fastpath::run_local(w, guard, d, sregs)?
        }
        Decoded::Mem { .. } => super::fastpath::run_param_load(w, guard, d, params, sregs)?,
        Decoded::Flow(_) | Decoded::Other => return None,
    };
    let pc = w.exec.pc;
    w.exec.pc += 1;
    // The rule `step_local` names for it.
    let rule = if wrote { Rule::Mem } else { Rule::Next };
    Some(StepOutcome {
        pc,
        rule,
        act: WarpAct::None,
    })
}

/// The instruction index and decoded form of the warp's next step if it is one [`step_plain`]
/// runs: an active warp with no blocked register at an ALU operation, `setp`, `set`, `mov` or a
/// parameter load.
pub fn plain_instr<'p>(w: &Warp, prog: &'p ProgEnv) -> Option<(usize, &'p Decoded)> {
    if w.state != WarpState::Active || w.blocked_count != 0 || w.its.is_some() {
        return None;
    }
    let idx = prog.index(w.exec.pc)?;
    let d = prog.decoded().get(idx)?;
    match d {
        Decoded::Alu { .. } | Decoded::Setp { .. } | Decoded::Set { .. } | Decoded::Mov { .. } => {}
        Decoded::Mem {
            ss: crate::program::ir::StateSpace::Param,
            ..
        } => {}
        Decoded::Mem { .. } | Decoded::Flow(_) | Decoded::Other => return None,
    }
    Some((idx, d))
}

/// Warp (bra), T:L2332-2338: collect the flow actions of all lanes and apply the CRS rules.
/// docs/design.md §4: the callee frame is pushed onto κ only for the lanes that take the call in this
/// step (the new active mask after call_uni/call_guard/call_target), so a divergent indirect call
/// re-executed for the remaining lanes never pushes a frame twice (errata B8).
fn step_flow(
    w: &mut Warp,
    cx: &mut StepCtx<'_>,
    idx: usize,
    sregs: &SRegCtx,
) -> Result<StepOutcome, Stuck> {
    let prog = cx.prog;
    let pc = w.exec.pc;
    if let Some(Decoded::Flow(u)) = prog.decoded().get(idx) {
        let guard = prog.guards.get(idx).copied().unwrap_or(Guard::Always);
        if let Some(lanes) = super::fastpath::flow_lanes(w, guard) {
            let (kind, t) = flow_kind(super::fastpath::flow_act(*u));
            let acts = (!lanes.is_empty()).then_some(FlowActs {
                kind,
                lanes,
                targets: t.map_or(Targets::None, Targets::Uniform),
            });
            return apply_flow(w, cx, pc, acts);
        }
    }
    let active = w.exec.active;
    let mut kind: Option<FlowKind> = None;
    let mut lanes = LaneMask::EMPTY;
    let mut uniform: Option<Option<ProgAddr>> = None; // Some(t) while all targets agree
    let mut per_lane: Vec<ProgAddr> = Vec::new(); // only filled once targets disagree
    for lane in active.lanes() {
        let Some(act) = lane_exec(w, prog, idx, lane, sregs)? else {
            continue;
        };
        let ThreadAct::Flow(f) = act else {
            return Err(stuck(
                pc,
                Some(lane),
                "mixed thread actions in one warp step".into(),
            ));
        };
        let (k, t) = flow_kind(f);
        if kind.is_some_and(|k0| k0 != k) {
            return Err(stuck(
                pc,
                Some(lane),
                "mixed flow actions in one warp step".into(),
            ));
        }
        kind = Some(k);
        lanes.set(lane);
        match uniform {
            None => uniform = Some(t),
            Some(u) if u == t && per_lane.is_empty() => {}
            Some(u) => {
                if per_lane.is_empty() {
                    per_lane = vec![0; w.lanes];
                    for l in lanes.lanes() {
                        per_lane[l] = u.unwrap_or(0);
                    }
                }
                per_lane[lane] = t.unwrap_or(0);
            }
        }
    }
    let targets = if !per_lane.is_empty() {
        Targets::PerLane(&per_lane)
    } else {
        match uniform.flatten() {
            Some(t) => Targets::Uniform(t),
            None => Targets::None,
        }
    };
    let acts = kind.map(|kind| FlowActs {
        kind,
        lanes,
        targets,
    });
    apply_flow(w, cx, pc, acts)
}

/// A thread's flow action as the CRS rules take it: its kind and its target, if it has one.
fn flow_kind(f: FlowAct) -> (FlowKind, Option<ProgAddr>) {
    match f {
        FlowAct::Sync => (FlowKind::Sync, None),
        FlowAct::Break => (FlowKind::Break, None),
        FlowAct::Return => (FlowKind::Return, None),
        FlowAct::Exit => (FlowKind::Exit, None),
        FlowAct::Ssy(t) => (FlowKind::Ssy, Some(t)),
        FlowAct::PreRet(t) => (FlowKind::PreRet, Some(t)),
        FlowAct::PreBrk(t) => (FlowKind::PreBrk, Some(t)),
        FlowAct::Bra(t) => (FlowKind::Bra, Some(t)),
        FlowAct::Call(t) => (FlowKind::Call, Some(t)),
    }
}

/// The CRS rules on the merged flow actions (T:L2332-2338), and the callee frame pushed for
/// the lanes that take a call.
fn apply_flow(
    w: &mut Warp,
    cx: &mut StepCtx<'_>,
    pc: ProgAddr,
    acts: Option<FlowActs<'_>>,
) -> Result<StepOutcome, Stuck> {
    let prog = cx.prog;
    let kind = acts.as_ref().map(|a| a.kind);
    let all = LaneMask::first(w.lanes);
    let sched = &mut *cx.sched;
    let mut choose = |n: usize| sched.choose(ChoiceKind::IndirectTarget, n);
    let (state, rule) =
        crs::crs(&mut w.exec, all, acts.as_ref(), &mut choose).map_err(|m| stuck(pc, None, m))?;
    w.state = state;
    if kind == Some(FlowKind::Call) {
        let callee = rules::callee_of(prog, w.exec.pc).map_err(|m| stuck(pc, None, m))?;
        let taken = w.exec.active;
        for lane in taken.lanes() {
            w.threads[lane].call_stack.push(callee);
        }
    }
    Ok(StepOutcome {
        pc,
        rule,
        act: WarpAct::None,
    })
}

/// Warp (comm) with votes, T:L2310-2314 and T:L2340-2347: every participant's destination gets
/// vote(vm, ts) (written at once, docs/design.md §10); pc + 1. No participant: (bra) with CRS (next).
fn step_vote(
    w: &mut Warp,
    prog: &ProgEnv,
    idx: usize,
    sregs: &SRegCtx,
    mode: VoteMode,
) -> Result<StepOutcome, Stuck> {
    let pc = w.exec.pc;
    let mut part = LaneMask::EMPTY;
    let mut preds = LaneMask::EMPTY;
    let mut dst = 0;
    let active = w.exec.active;
    for lane in active.lanes() {
        if let Some(ThreadAct::Vote { dst: d, p }) = lane_exec(w, prog, idx, lane, sregs)? {
            part.set(lane);
            if p {
                preds.set(lane);
            }
            dst = d;
        }
    }
    if part.is_empty() {
        return no_participant(w);
    }
    let v = vote(mode, part, preds);
    for lane in part.lanes() {
        write_now(w, dst, lane, v)?;
    }
    w.exec.pc += 1;
    Ok(StepOutcome {
        pc,
        rule: Rule::Vote,
        act: WarpAct::None,
    })
}

/// Warp (comm) with barriers, T:L2315-2319 and T:L2340-2347: the barrier actions go to the block;
/// the warp waits on the union of the barrier ids for bar.sync/bar.red (bar.arrive does not
/// wait); pc + 1. A bar.red destination is blocked (and counted as pending) until the block
/// writes the reduction result through [`complete`]. No participant: (bra) with CRS (next).
fn step_bar(
    w: &mut Warp,
    cx: &mut StepCtx<'_>,
    idx: usize,
    sregs: &SRegCtx,
    kind: BarKind,
) -> Result<StepOutcome, Stuck> {
    let prog = cx.prog;
    let pc = w.exec.pc;
    let start = cx.bar_out.len();
    let mut ids: u16 = 0;
    let active = w.exec.active;
    for lane in active.lanes() {
        if let Some(ThreadAct::Bar(b)) = lane_exec(w, prog, idx, lane, sregs)? {
            ids |= 1 << b.barrier;
            if let Some(d) = b.dst {
                block(w, d, lane)?;
            }
            cx.bar_out.push(b);
        }
    }
    if cx.bar_out.len() == start {
        return no_participant(w);
    }
    if !matches!(kind, BarKind::Arrive) {
        w.barriers = ids;
    }
    w.exec.pc += 1;
    Ok(StepOutcome {
        pc,
        rule: Rule::Bar,
        act: WarpAct::Bar(kind),
    })
}

/// Block `r` for `lane` until its pending operation completes (T:L1802) and count the operation.
fn block(w: &mut Warp, r: RegId, lane: usize) -> Result<(), Stuck> {
    let pc = w.exec.pc;
    let was = w
        .blocked
        .set(r as usize, lane)
        .ok_or_else(|| stuck(pc, Some(lane), format!("register {r} does not exist")))?;
    if !was {
        w.blocked_count += 1;
    }
    w.pending_ops[lane] += 1;
    Ok(())
}

/// `lane` issued an operation: it waits for its result in `dst` ([`block`]), or, without one,
/// the operation is counted (membar waits for it, T:L2764).
fn await_op(w: &mut Warp, dst: Option<RegId>, lane: usize) -> Result<(), Stuck> {
    match dst {
        Some(d) => block(w, d, lane),
        None => {
            w.pending_ops[lane] += 1;
            Ok(())
        }
    }
}

/// [`await_op`] for every lane of `exec`.
fn await_ops(w: &mut Warp, dst: Option<RegId>, exec: &LaneMask) -> Result<(), Stuck> {
    if let Some(d) = dst {
        let pc = w.exec.pc;
        let new = w
            .blocked
            .set_mask(d as usize, exec)
            .ok_or_else(|| stuck(pc, None, format!("register {d} does not exist")))?;
        w.blocked_count += new;
    }
    for lane in exec.lanes_of(w.lanes) {
        w.pending_ops[lane] += 1;
    }
    Ok(())
}

/// Warp (mem), T:L2349-2355, for ALU-like instructions (register writes at once), loads, stores,
/// atomics and membar (no action, T:L1883: then (bra) with CRS (next)).
fn step_local(
    w: &mut Warp,
    cx: &mut StepCtx<'_>,
    idx: usize,
    sregs: &SRegCtx,
) -> Result<StepOutcome, Stuck> {
    let prog = cx.prog;
    let pc = w.exec.pc;
    let guard = prog.guards.get(idx).copied().unwrap_or(Guard::Always);
    // A decoded ALU-like instruction, or a kernel-parameter load read at once (W10).
    let at_once = prog.decoded().get(idx).and_then(|d| match d {
        Decoded::Mem { .. } => super::fastpath::run_param_load(w, guard, d, cx.params, &|| *sregs),
        _ => super::fastpath::run_local(w, guard, d, &|| *sregs),
    });
    if let Some(wrote) = at_once {
        w.exec.pc += 1;
        let rule = if wrote { Rule::Mem } else { Rule::Next };
        return Ok(StepOutcome {
            pc,
            rule,
            act: WarpAct::None,
        });
    }
    let start = cx.mem_out.len();
    if let Some(
        d @ Decoded::Mem {
            ss,
            cop,
            volatile,
            ty,
            dst,
            addr,
            val,
        },
    ) = prog.decoded().get(idx)
    {
        // A decoded load or store: each executing lane's request as (ld)/(st) builds it, from
        // the decoded operands instead of E[[e]] through the thread rules; the lane then waits
        // for it as below.
        if super::fastpath::reads_unblocked(w, guard, d) {
            let exec = super::fastpath::exec_mask(w, guard);
            let (ss, cop, volatile, ty) = (*ss, *cop, *volatile, *ty);
            for lane in exec.lanes_of(w.lanes) {
                let a = super::fastpath::read(w, *addr, lane, sregs);
                let l = lane as u32;
                cx.mem_out.push(match *dst {
                    Some(d) => rules::rule_ld(l, ss, cop, volatile, ty, d, a),
                    None => {
                        let v = super::fastpath::read(w, *val, lane, sregs);
                        rules::rule_st(l, ss, cop, volatile, ty, a, v)
                    }
                });
            }
            // Every executing lane waits for its operation, as `await_op` has it, for the
            // whole mask at once (the addresses read above do not depend on blocked bits).
            await_ops(w, *dst, &exec)?;
            w.exec.pc += 1;
            let (rule, act) = if cx.mem_out.len() > start {
                (Rule::Mem, WarpAct::Mem)
            } else {
                (Rule::Next, WarpAct::None)
            };
            return Ok(StepOutcome { pc, rule, act });
        }
    }
    let mut wrote = false;
    let active = w.exec.active;
    for lane in active.lanes() {
        match lane_exec(w, prog, idx, lane, sregs)? {
            None => {}
            Some(ThreadAct::RegWrite { dst, value, dst2 }) => {
                write_now(w, dst, lane, value)?;
                if let Some((d2, v2)) = dst2 {
                    write_now(w, d2, lane, v2)?;
                }
                wrote = true;
            }
            // A kernel-parameter load completes at once, as on the decoded path
            // (`fastpath::run_param_load`, deviation W10).
            Some(ThreadAct::Mem(m)) => {
                let at_once = match (m.kind, m.space, m.dst) {
                    (MemKind::Load, StateSpace::Param, Some(d)) => {
                        super::fastpath::param_value(cx.params, m.addr, m.ty).map(|v| (d, v))
                    }
                    _ => None,
                };
                if let Some((d, v)) = at_once {
                    write_now(w, d, lane, v)?;
                    wrote = true;
                } else {
                    await_op(w, m.dst, lane)?;
                    cx.mem_out.push(m);
                }
            }
            // Like a load: the result register stays blocked until the device writes it.
            Some(ThreadAct::Runtime(a)) => {
                await_op(w, a.dst, lane)?;
                cx.rt_out.push((w.index, a));
                wrote = true;
            }
            Some(_) => {
                return Err(stuck(
                    pc,
                    Some(lane),
                    "mixed thread actions in one warp step".into(),
                ))
            }
        }
    }
    w.exec.pc += 1;
    let act = if cx.mem_out.len() > start {
        WarpAct::Mem
    } else {
        WarpAct::None
    };
    let rule = if wrote || act == WarpAct::Mem {
        Rule::Mem
    } else {
        Rule::Next
    };
    Ok(StepOutcome { pc, rule, act })
}

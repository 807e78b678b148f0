//! Run-time safety check (thesis §6.3-6.4, T:L2975-3348): a shadow program
//! counter per lane that follows the single-thread semantics →Θpc (Exec_tt / Exec_ff1 / Exec_ff2
//! with `branch_Θ`, T:L2989-3042, and `reset` for divergent indirect branches and calls,
//! T:L3058-3090), checked after every warp step against the warp's execution state:
//! active consistency (T:L3139-3143), inactive consistency with activation tokens
//! (T:L3147-3161), the auxiliary invariant inv1-inv6 (T:L3165-3174) and the shape of the stack
//! change (one push or pops only, T:L3360). Before each step it also checks the stack
//! consistency clauses of control-flow consistency (T:L2955-2963) with [`super::cfc`]; the
//! theorem's precondition, so a failure there is a program (loader) error, reported first.
//!
//! Use: `let mut s = ShadowWarp::new(&w, prog)` when the warp is created, then around every
//! warp step `s.before_step(&w, prog)` and `s.after_step(&w, prog)`; `after_step` returns the
//! violation (with the warp state before and after) or `None`. The shadow evaluates each lane's
//! guard and flow action itself from the state before the step, independently of the warp rules.

use crate::program::decode::Decoded;
use crate::program::env::ProgEnv;
use crate::program::ir::{Guard, ProgAddr};
use crate::thread::expr::{Rho, SRegCtx};
use crate::thread::rules::{self, FlowAct, ThreadAct};
use crate::warp::mask::LaneMask;
use crate::warp::state::{Disable, ExecState, Token, TokenKind, Warp, WarpState};

/// What one lane does in the step about to happen (decided on the state before the step).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plan {
    /// Exec_ff2: inactive, the shadow pc stays.
    Idle,
    /// Exec_ff1 (guard false) or Exec_tt with a non-flow action: pc + 1.
    Next,
    /// Exec_tt with a flow action: branch_Θ.
    Flow(FlowAct),
    /// The lane's action could not be evaluated (the step is ⊥ anyway): no check for this lane.
    Unknown,
}

/// The shadow state of one warp.
///
/// `repr(C)`, aligned to a cache line: what a straight step reads and writes (the flags, the
/// quick words and the stack digest) is the first line, the rest only the full check touches.
/// A step visits a warp picked among hundreds, so every line of its shadow is a likely miss.
#[derive(Debug)]
#[repr(C, align(64))]
pub struct ShadowWarp {
    armed: bool,
    /// The check after the warp's last step passed (the fast path of `after_step` relies on it).
    checked_ok: bool,
    /// The plans of the step in progress are "active lanes Next, the others Idle" (`plans` is
    /// not filled then).
    all_next: bool,
    /// `cfc` is set (kept here so that a step need not read `cfc` to clear it).
    has_cfc: bool,
    /// The register-only step in progress is one of a run of straight steps whose check is
    /// deferred ([`ShadowWarp::before_plain_step`]).
    lazy: bool,
    /// Register-only steps taken since the state kept in `quick` (and the stack digest), whose
    /// check is deferred to the warp's next step that is not one ([`ShadowWarp::settle`]).
    straight: u32,
    /// For a straight step after a passing check in a warp of at most 64 lanes: its pc
    /// ([`NO_PC`] otherwise) and the words of its active and disable masks (break, return,
    /// exit) before it, kept here instead of in `before`. `before` holds four 1024-lane masks
    /// in an allocation of its own; with hundreds of resident warps stepped in random order,
    /// writing it every step missed the host's caches and was most of the check's cost.
    /// `before` is filled from these words only when the step needs the full check.
    quick_pc: ProgAddr,
    quick_words: [u64; 4],
    /// For a step of `all_next` plans after a passing check: the length ([`NO_LEN`] otherwise)
    /// and digest of the token stack before it, instead of a copy (a step without a branching
    /// instruction must leave the stack as it was; copying 1024-lane tokens every step was the
    /// check's largest cost). Without them the stack was copied into `before`.
    digest_len: u32,
    digest: u64,
    /// pc_ϑ per lane; `None` = ε (the lane executed `exit`, or is a dummy lane).
    pub pcs: Vec<Option<ProgAddr>>,
    plans: Vec<Plan>,
    /// The execution state before the step (valid while `armed`; kept between steps so that
    /// its stack's allocation is reused).
    before: Option<Box<ExecState>>,
    /// Scratch thread for evaluating flow actions (reused allocation).
    scratch: Option<crate::thread::Thread>,
    /// Stack consistency of the state before the step (T:L2955-2963, [`super::cfc::check_stack`]).
    cfc: Option<String>,
}
const _: () = assert!(std::mem::offset_of!(ShadowWarp, digest) + 8 <= 64);

/// [`ShadowWarp::quick_pc`] when no quick words are kept.
const NO_PC: ProgAddr = ProgAddr::MAX;
/// [`ShadowWarp::digest_len`] when no digest is kept.
const NO_LEN: u32 = u32::MAX;

crate::reuse::clone_reusing!(ShadowWarp {
    pcs,
    plans,
    before,
    armed,
    checked_ok,
    all_next,
    has_cfc,
    lazy,
    straight,
    quick_pc,
    quick_words,
    digest_len,
    digest,
    scratch,
    cfc
});

/// A digest of a token stack over the mask words of a warp's lanes (kind, pc and mask of every
/// token, in order).
fn stack_digest(stack: &[Token], words: usize) -> u64 {
    use std::hash::Hasher;
    let mut h = crate::fasthash::FxHasher::default();
    h.write_usize(stack.len());
    for t in stack {
        h.write_u8(t.kind as u8);
        h.write_u32(t.pc);
        for &m in t.mask.words().iter().take(words) {
            h.write_u64(m);
        }
    }
    h.finish()
}

/// The words of lanes 0-63 of the active mask and the break, return and exit masks: the whole
/// masks of a warp of at most 64 lanes ([`ShadowWarp::quick`] keeps them).
fn low_words(e: &ExecState) -> [u64; 4] {
    let d = &e.disable;
    [
        e.active.low_bits(),
        d.brk.low_bits(),
        d.ret.low_bits(),
        d.exit.low_bits(),
    ]
}

/// topmostToken(τ⃗, type) (T:L2999-3003), the stack's top being the last element.
fn topmost(stack: &[Token], kind: TokenKind) -> Option<&Token> {
    stack.iter().rev().find(|t| t.kind == kind)
}

/// branch_Θ(pc, τ⃗, tact) (T:L3005-3020) for a flow action; `Err` = ⊥ (no matching token).
fn branch_theta(pc: ProgAddr, stack: &[Token], act: FlowAct) -> Result<Option<ProgAddr>, String> {
    Ok(match act {
        FlowAct::Ssy(_) | FlowAct::PreRet(_) | FlowAct::PreBrk(_) | FlowAct::Sync => Some(pc + 1),
        FlowAct::Break => Some(
            topmost(stack, TokenKind::Break)
                .ok_or("break without a break token")?
                .pc,
        ),
        FlowAct::Return => Some(
            topmost(stack, TokenKind::Call)
                .ok_or("return without a call token")?
                .pc,
        ),
        FlowAct::Exit => None,
        FlowAct::Bra(t) | FlowAct::Call(t) => Some(t),
    })
}

/// actToken(α, δ, τ⃗, wl) (T:L3147-3155): the topmost token that will reactivate an inactive,
/// non-exited lane: the lane is active in it, and a lane waiting on break/return needs a
/// break/call token.
fn act_token(e: &ExecState, lane: usize) -> Option<&Token> {
    if e.active.get(lane) {
        return None;
    }
    let d = e.disable.get(lane);
    if d == Disable::Exit {
        return None;
    }
    e.stack.iter().rev().find(|t| {
        t.mask.get(lane)
            && (d != Disable::Break || t.kind == TokenKind::Break)
            && (d != Disable::Return || t.kind == TokenKind::Call)
    })
}

fn dump(e: &ExecState, prog: &ProgEnv, n: usize) -> String {
    let stack: Vec<String> = e
        .stack
        .iter()
        .rev()
        .map(|t| {
            format!(
                "({},{},{})",
                t.kind.name(),
                t.mask.to_string_n(n),
                prog.line(t.pc)
            )
        })
        .collect();
    format!(
        "line {} active {} disable {} stack {}",
        prog.line(e.pc),
        e.active.to_string_n(n),
        e.disable.to_string_n(n),
        if stack.is_empty() {
            "ε".to_string()
        } else {
            stack.join(" ")
        }
    )
}

impl ShadowWarp {
    /// The initial threads (T:L2614, T:L2626): live lanes at the warp's pc, dummy lanes (δ = exit) ε.
    pub fn new(w: &Warp) -> ShadowWarp {
        let pcs = (0..w.lanes)
            .map(|l| (w.exec.disable.get(l) != Disable::Exit).then_some(w.exec.pc))
            .collect();
        ShadowWarp {
            pcs,
            plans: vec![Plan::Idle; w.lanes],
            before: Some(Box::new(w.exec.clone())),
            armed: false,
            all_next: false,
            has_cfc: false,
            lazy: false,
            straight: 0,
            quick_pc: NO_PC,
            quick_words: [0; 4],
            digest_len: NO_LEN,
            digest: 0,
            checked_ok: false,
            scratch: None,
            cfc: None,
        }
    }

    /// Record what every lane does in the coming step (→Θpc premises, T:L3033-3042), from the
    /// state before the step.
    pub fn before_step(&mut self, w: &Warp, prog: &ProgEnv) {
        debug_assert_eq!(
            self.straight, 0,
            "deferred steps settled before a full step"
        );
        self.arm(false);
        let Some(idx) = prog.index(w.exec.pc) else {
            self.plans.iter_mut().for_each(|p| *p = Plan::Unknown);
            self.save_state(w);
            return;
        };
        let sregs = SRegCtx::default();
        let is_flow = prog.instrs[idx].is_flow();
        let guard = prog.guards.get(idx).copied().unwrap_or(Guard::Always);
        let mut executing = false;
        let guard_blocked = crate::warp::fastpath::guard_blocked(w, guard);
        if !is_flow && !guard_blocked {
            // Fast path: the action is not a flow action and the guard can be evaluated, so
            // every active lane's plan is Next whatever its guard (Exec_tt or Exec_ff1); the
            // guard only decides whether some lane executes.
            self.all_next = true;
            executing = !crate::warp::fastpath::exec_mask(w, guard).is_empty();
        } else if let (Some(Decoded::Flow(u)), false) = (prog.decoded().get(idx), guard_blocked) {
            // A branching instruction whose flow action is a constant of the instruction (a
            // label target, ssy, sync, ...): Exec_tt lanes take it, Exec_ff1 lanes go on.
            let exec = crate::warp::fastpath::exec_mask(w, guard);
            let f = crate::warp::fastpath::flow_act(*u);
            for lane in 0..w.lanes {
                self.plans[lane] = if !w.exec.active.get(lane) {
                    Plan::Idle
                } else if exec.get(lane) {
                    Plan::Flow(f)
                } else {
                    Plan::Next
                };
            }
            executing = !exec.is_empty();
        } else {
            for lane in 0..w.lanes {
                self.plans[lane] = if !w.exec.active.get(lane) {
                    Plan::Idle
                } else {
                    let rho = Rho {
                        regs: &w.regs,
                        blocked: &w.blocked,
                        lanes: w.lanes,
                        lane,
                        sregs: &sregs,
                    };
                    let th = &w.threads[lane];
                    match rules::guard_holds(
                        prog.guards.get(idx).copied().unwrap_or(Guard::Always),
                        prog,
                        &rho,
                        th,
                    ) {
                        Err(_) => Plan::Unknown,
                        Ok(false) => Plan::Next,
                        Ok(true) if !is_flow => {
                            executing = true;
                            Plan::Next
                        }
                        Ok(true) => {
                            executing = true;
                            let t = match &mut self.scratch {
                                Some(t) => {
                                    t.call_stack.clone_from(&th.call_stack);
                                    t.tid = th.tid;
                                    t.lo = th.lo;
                                    t.membar = th.membar;
                                    t.lane = th.lane;
                                    t
                                }
                                none => none.insert(th.clone()),
                            };
                            match rules::step(t, &prog.instrs[idx], prog, &rho) {
                                Ok(Some(ThreadAct::Flow(f))) => Plan::Flow(f),
                                _ => Plan::Unknown,
                            }
                        }
                    }
                };
            }
        }
        if let Err(v) = super::cfc::check_stack(&prog.instrs[idx], &w.exec, executing) {
            self.has_cfc = true;
            self.cfc = Some(format!(
                "control-flow consistency {} violated: {}",
                v.condition, v.message
            ));
        }
        self.save_state(w);
    }

    /// [`ShadowWarp::before_step`] for a register-only step of a non-branching instruction whose
    /// guard can be evaluated (no register of the warp is blocked): what the full preparation
    /// finds for it without decoding the instruction again (every active lane's plan is Next,
    /// and stack consistency concerns branching instructions only). Debug builds run the full
    /// preparation beside it and compare.
    ///
    /// Incremental: such a step changes nothing the check reads but the pc, which it moves by
    /// one. After a passing check of a warp of at most 64 lanes the state before the first of a
    /// run of such steps is kept (`quick`, the stack digest) and the steps are only counted
    /// (`straight`): each is checked when the run ends, at the warp's next step that is not
    /// register-only ([`ShadowWarp::settle`]), by comparing the warp's state with the kept one
    /// moved on by the count, instead of saving and comparing the state at every step.
    pub fn before_plain_step(&mut self, w: &Warp, prog: &ProgEnv) {
        if self.straight > 0 {
            self.lazy = true;
            return;
        }
        #[cfg(debug_assertions)]
        let full = {
            let mut s = self.clone();
            s.before_step(w, prog);
            s
        };
        let _ = prog;
        self.arm(true);
        self.save_state(w);
        self.lazy = self.quick().is_some() && self.stack_digest().is_some();
        #[cfg(debug_assertions)]
        {
            let key =
                |s: &ShadowWarp| (s.armed, s.all_next, s.has_cfc, s.quick(), s.stack_digest());
            debug_assert_eq!(
                key(self),
                key(&full),
                "a plain step prepared unlike before_step"
            );
        }
    }

    /// The deferred register-only steps ([`ShadowWarp::before_plain_step`]) did what the check
    /// passes: the warp, not completed, stands `straight` instructions after the kept state's
    /// pc with the same active and disable masks and the same token stack, and every active
    /// lane's shadow pc moved with it (→Θpc for Next plans). Its conditions are then those the
    /// check passed before the run.
    fn straight_holds(&self, w: &Warp) -> bool {
        let e = &w.exec;
        w.state != WarpState::Completed
            && e.pc == self.quick_pc.wrapping_add(self.straight)
            && low_words(e) == self.quick_words
            && e.stack.len() == self.digest_len as usize
            && stack_digest(&e.stack, 1) == self.digest
    }

    /// Check the deferred register-only steps (before the warp's next step that is not one):
    /// `Some(description)` when they changed more than the pc.
    pub fn settle(&mut self, w: &Warp, prog: &ProgEnv) -> Option<String> {
        if self.straight == 0 {
            return None;
        }
        let ok = self.straight_holds(w);
        let k = self.straight;
        self.straight = 0;
        self.lazy = false;
        if ok {
            return None;
        }
        self.checked_ok = false;
        let mut before = w.exec.clone();
        self.fill_before(&mut before, w);
        Some(format!(
            "safety violation at warp {}: {k} register-only steps changed the execution state beyond the pc (T:L3360)\n  before: {}\n  after:  {}",
            w.index,
            dump(&before, prog, w.lanes),
            dump(&w.exec, prog, w.lanes)
        ))
    }

    /// Start the preparation of a step: armed, no breach found yet, `all_next` as given.
    fn arm(&mut self, all_next: bool) {
        self.armed = true;
        self.lazy = false;
        if self.has_cfc {
            self.cfc = None;
            self.has_cfc = false;
        }
        self.all_next = all_next;
    }

    /// The quick words of the step in progress ([`ShadowWarp::quick_pc`]), if kept.
    fn quick(&self) -> Option<(ProgAddr, [u64; 4])> {
        (self.quick_pc != NO_PC).then_some((self.quick_pc, self.quick_words))
    }

    /// The length and digest of the stack before the step in progress, if kept.
    fn stack_digest(&self) -> Option<(usize, u64)> {
        (self.digest_len != NO_LEN).then_some((self.digest_len as usize, self.digest))
    }

    /// Keep the state before the step. The stack is kept as a digest when the step has no
    /// branching action and the last check passed (debug builds keep the copy too, for the
    /// full re-check), else as a copy; in that case a warp of at most 64 lanes keeps its pc and
    /// mask words in `quick`, others in `before`.
    fn save_state(&mut self, w: &Warp) {
        let words = w.lanes.div_ceil(64);
        let digest = self.all_next && self.checked_ok;
        (self.digest_len, self.digest) = if digest {
            (
                w.exec.stack.len() as u32,
                stack_digest(&w.exec.stack, words),
            )
        } else {
            (NO_LEN, 0)
        };
        let e = &w.exec;
        let quick = digest && words == 1;
        self.quick_pc = if quick { e.pc } else { NO_PC };
        if quick {
            self.quick_words = low_words(e);
            if !cfg!(debug_assertions) {
                return;
            }
        }
        // Field-wise rather than `clone_from`: only the mask words that hold the warp's lanes
        // are copied (no mask of a warp has a lane beyond them; `before` started as a copy of
        // the warp's state).
        let before = self.before.get_or_insert_with(|| Box::new(e.clone()));
        before.pc = e.pc;
        before.active.copy_words(&e.active, words);
        let (d, s) = (&mut before.disable, &e.disable);
        d.brk.copy_words(&s.brk, words);
        d.ret.copy_words(&s.ret, words);
        d.exit.copy_words(&s.exit, words);
        if !digest || cfg!(debug_assertions) {
            before.stack.clone_from(&e.stack);
        }
    }

    /// A straight step kept in `quick` that changed nothing but the pc, which moved by one,
    /// after a passing check: every condition the check tests is as it was after the warp's
    /// previous step, so it passes again (the fast path of [`ShadowWarp::after_step_from`],
    /// without touching `before`).
    fn quick_pass(&self, w: &Warp) -> bool {
        let (Some((pc, m)), Some((len, digest))) = (self.quick(), self.stack_digest()) else {
            return false;
        };
        let e = &w.exec;
        !self.has_cfc
            && w.state != WarpState::Completed
            && e.pc == pc.wrapping_add(1)
            && low_words(e) == m
            && e.stack.len() == len
            && stack_digest(&e.stack, 1) == digest
    }

    /// Fill `b` from `quick` (release builds did not copy the state into `before`).
    fn fill_before(&self, b: &mut ExecState, w: &Warp) {
        let Some((pc, m)) = self.quick() else {
            return;
        };
        b.pc = pc;
        b.active.set_low_bits(m[0]);
        b.disable.brk.set_low_bits(m[1]);
        b.disable.ret.set_low_bits(m[2]);
        b.disable.exit.set_low_bits(m[3]);
        // The old stack was kept as a digest only: equal to the current one if the digests
        // agree (else the check reports the change without reading it).
        if self.stack_digest() == Some((w.exec.stack.len(), stack_digest(&w.exec.stack, 1))) {
            b.stack.clone_from(&w.exec.stack);
        }
    }

    /// The control-flow consistency breach found before the step in progress, if any: the cause
    /// when that step has no rule (⊥) and so never reaches [`ShadowWarp::after_step`].
    pub fn pending_cfc(&self) -> Option<&str> {
        self.cfc.as_deref()
    }

    /// Advance the shadow pcs by the recorded plans and check the safety property and the
    /// invariant on the warp's new state. `Some(description)` on a violation.
    pub fn after_step(&mut self, w: &Warp, prog: &ProgEnv) -> Option<String> {
        if self.lazy {
            // One more deferred straight step; debug builds check each at once.
            self.lazy = false;
            self.armed = false;
            self.straight += 1;
            if cfg!(debug_assertions) && !self.straight_holds(w) {
                return self.settle(w, prog);
            }
            return None;
        }
        if !self.armed {
            return None;
        }
        self.armed = false;
        let quick = self.quick_pass(w);
        if quick && !cfg!(debug_assertions) {
            return None;
        }
        // Moved out and back as a box: no copy of the state.
        let mut before = self.before.take()?;
        if cfg!(debug_assertions) {
            // Debug builds copied the whole state too: what `quick` rebuilds must equal it.
            let mut b = (*before).clone();
            self.fill_before(&mut b, w);
            debug_assert!(b == *before, "the quick copy of the state differs");
        } else {
            self.fill_before(&mut before, w);
        }
        let r = self.after_step_from(w, prog, &before);
        debug_assert!(
            !quick || r.is_none(),
            "the quick pass skipped a violation: {r:?}"
        );
        self.before = Some(before);
        r
    }

    fn after_step_from(&mut self, w: &Warp, prog: &ProgEnv, before: &ExecState) -> Option<String> {
        let n = w.lanes;
        // the theorem's precondition first (T:L2969-2973)
        self.has_cfc = false;
        let mut err: Option<String> = self.cfc.take();
        // →Θpc for every lane (T:L3033-3042)
        // Distinct bra/call targets: only "more than one" matters (no allocation per step).
        let mut first_target: Option<ProgAddr> = None;
        let mut divergent_targets = false;
        // Only Idle / Next plans (no flow action, no unknown lane).
        let mut straight = true;
        for lane in (0..n).filter(|_| !self.all_next) {
            match self.plans[lane] {
                Plan::Idle => {}
                Plan::Unknown => {
                    straight = false;
                    self.pcs[lane] = None
                }
                Plan::Next => self.pcs[lane] = Some(before.pc + 1),
                Plan::Flow(f) => {
                    straight = false;
                    if let FlowAct::Bra(t) | FlowAct::Call(t) = f {
                        match first_target {
                            None => first_target = Some(t),
                            Some(t0) => divergent_targets |= t0 != t,
                        }
                    }
                    match branch_theta(before.pc, &before.stack, f) {
                        Ok(p) => self.pcs[lane] = p,
                        Err(m) => err = err.or(Some(format!("lane {lane}: {m} (T:L3015-3016)"))),
                    }
                }
            }
        }
        // reset (T:L3070-3080): a divergent indirect bra/call re-executes the instruction for the
        // lanes it deactivated
        if divergent_targets {
            for lane in before.active.and_not(&w.exec.active).lanes() {
                self.pcs[lane] = Some(before.pc);
            }
        }
        let unknown: LaneMask = {
            let mut m = LaneMask::EMPTY;
            for (l, p) in self.plans.iter().enumerate().filter(|_| !self.all_next) {
                if *p == Plan::Unknown {
                    m.set(l);
                }
            }
            m
        };
        // Fast path (docs/performance.md "Deviations"): a step that only moved the warp's pc by
        // one, with every active lane's shadow pc moved by one too (Next plans only) and the
        // state, masks and stack unchanged, leaves every condition `check` tests as it was after
        // the warp's previous step, which passed; so it passes again.
        let mut stack_same = false;
        let mut unchanged = false;
        if err.is_none() {
            let e = &w.exec;
            let words = n.div_ceil(64);
            stack_same = match self.stack_digest() {
                Some((len, d)) => e.stack.len() == len && stack_digest(&e.stack, words) == d,
                None => {
                    e.stack.len() == before.stack.len()
                        && e.stack.iter().zip(&before.stack).all(|(x, y)| {
                            x.kind == y.kind && x.pc == y.pc && x.mask.eq_words(&y.mask, words)
                        })
                }
            };
            unchanged = straight
                && self.checked_ok
                && w.state != WarpState::Completed
                && e.pc == before.pc.wrapping_add(1)
                && e.active.eq_words(&before.active, words)
                && e.disable.brk.eq_words(&before.disable.brk, words)
                && e.disable.ret.eq_words(&before.disable.ret, words)
                && e.disable.exit.eq_words(&before.disable.exit, words)
                && stack_same;
        }
        // A straight step (every active lane Next) moves every active lane's shadow pc to
        // pc + 1. Where the fast path skips the check, release builds leave the write out: every
        // later step overwrites the active lanes' entries before anything reads them (a straight
        // step writes them here when its check runs; any other step's plans cover every active
        // lane), and the warp's active set and pc do not change between its steps.
        let skip_check = err.is_none() && unchanged;
        if self.all_next && (!skip_check || cfg!(debug_assertions)) {
            for lane in before.active.lanes_of(n) {
                self.pcs[lane] = Some(before.pc + 1);
            }
        }
        if err.is_none() {
            if !unchanged {
                err = match self.stack_digest() {
                    // Without the old stack: an unchanged one is the current stack, and the
                    // shape test passes; a changed one is a violation in itself (a step without
                    // a branching instruction pushes and pops nothing, T:L3360).
                    Some(_) if stack_same => self.check(w, before, unknown, true),
                    Some(_) => Some(
                        "the token stack changed in a step without a branching instruction (T:L3360)"
                            .into(),
                    ),
                    None => self.check(w, before, unknown, false),
                };
            } else if cfg!(debug_assertions) {
                let full = self.check(w, before, unknown, false);
                debug_assert!(full.is_none(), "safety fast path skipped: {full:?}");
            }
        }
        // (lanes of unknown plans were skipped by the check: it covered the whole warp only
        // without them)
        self.checked_ok = err.is_none() && unknown.is_empty();
        err.map(|m| {
            format!(
                "safety violation at warp {}: {m}\n  before: {}\n  after:  {}",
                w.index,
                dump(before, prog, n),
                dump(&w.exec, prog, n)
            )
        })
    }

    /// act-cons, inact-cons, inv1-inv6 and the stack-change shape.
    /// `stack_same`: the stack is known to be unchanged (`before.stack` may be stale).
    fn check(
        &self,
        w: &Warp,
        before: &ExecState,
        unknown: LaneMask,
        stack_same: bool,
    ) -> Option<String> {
        let e = &w.exec;
        // stack change: one token pushed, or some popped (T:L3360)
        let (old, new) = (&before.stack, &e.stack);
        let pushed_one = new.len() == old.len() + 1 && new[..old.len()] == old[..];
        let popped = new.len() <= old.len() && new[..] == old[..new.len()];
        if !stack_same && !pushed_one && !popped {
            return Some(
                "the stack changed by more than one push or a sequence of pops (T:L3360)".into(),
            );
        }
        // inv6: no token with the all-inactive mask
        if e.stack.iter().any(|t| t.mask.is_empty()) {
            return Some("a token has an empty active mask (inv6, T:L3174)".into());
        }
        if unknown.is_empty() && self.uniform_pass(w) {
            debug_assert_eq!(self.lane_conditions(w, unknown), None);
            return None;
        }
        self.lane_conditions(w, unknown)
    }

    /// The per-lane conditions of [`ShadowWarp::check`] for a warp of at most 64 lanes none of
    /// which is inactive but for having exited (no divergence), on mask words: `true` when
    /// they all hold. `false` when one fails or the warp is not of that shape; the lane-by-lane
    /// pass then decides, and words the finding.
    fn uniform_pass(&self, w: &Warp) -> bool {
        let (e, n) = (&w.exec, w.lanes);
        if n > 64 {
            return false;
        }
        let lanes = crate::lanemask::low_mask(n);
        let [act, brk, ret, exit] = low_words(e).map(|m| m & lanes);
        // inv5 (active ⇒ enabled), and no inactive lane that has not exited
        if act & (brk | ret | exit) != 0 || lanes & !act & !exit != 0 {
            return false;
        }
        // act-cons for the active lanes; an exited lane's own pc is ε
        let completed = w.state == WarpState::Completed;
        let mut ok = true;
        for (lane, spc) in self.pcs.iter().take(n).enumerate() {
            ok &= if act >> lane & 1 != 0 {
                completed || *spc == Some(e.pc)
            } else {
                spc.is_none()
            };
        }
        // inv3: every active lane is in every non-diverge token; inv2: some lane is active, or
        // all have exited
        ok && e
            .stack
            .iter()
            .all(|t| t.kind == TokenKind::Diverge || act & !t.mask.low_bits() == 0)
            && (act != 0 || exit == lanes)
    }

    /// The per-lane conditions of [`ShadowWarp::check`], lane by lane: act-cons, inact-cons,
    /// inv1, inv3-inv5, and inv2.
    fn lane_conditions(&self, w: &Warp, unknown: LaneMask) -> Option<String> {
        let e = &w.exec;
        let n = w.lanes;
        let completed = w.state == WarpState::Completed;
        let mut any_active = false;
        for lane in 0..n {
            if unknown.get(lane) {
                continue;
            }
            let d = e.disable.get(lane);
            let active = e.active.get(lane);
            let spc = self.pcs[lane];
            if active {
                any_active = true;
                // inv5: active ⇒ enabled
                if d != Disable::Enabled {
                    return Some(format!(
                        "lane {lane} is active but disabled ({d:?}) (inv5, T:L3172)"
                    ));
                }
                // act-cons (T:L3139-3143); an exited lane (pc ε) never matches
                if !completed && spc != Some(e.pc) {
                    return Some(format!(
                        "lane {lane} is active at the warp's pc but its own next instruction is {} (act-cons, T:L3143)",
                        spc.map_or("ε (exited)".to_string(), |p| format!("{p:#x}"))
                    ));
                }
                // inv3: active in every non-diverge token
                if e.stack
                    .iter()
                    .any(|t| t.kind != TokenKind::Diverge && !t.mask.get(lane))
                {
                    return Some(format!(
                        "active lane {lane} is missing from a non-diverge token (inv3, T:L3169)"
                    ));
                }
            } else if d != Disable::Exit {
                // inv1 + inact-cons (T:L3157-3161)
                let Some(pos) = e.stack.iter().rposition(|t| {
                    t.mask.get(lane)
                        && (d != Disable::Break || t.kind == TokenKind::Break)
                        && (d != Disable::Return || t.kind == TokenKind::Call)
                }) else {
                    return Some(format!(
                        "inactive lane {lane} has no activation token (inv1, T:L3167)"
                    ));
                };
                debug_assert_eq!(act_token(e, lane).map(|t| t.pc), Some(e.stack[pos].pc));
                if spc != Some(e.stack[pos].pc) {
                    return Some(format!(
                        "inactive lane {lane} will be resumed at {:#x} but its own next instruction is {} (inact-cons, T:L3161)",
                        e.stack[pos].pc,
                        spc.map_or("ε".to_string(), |p| format!("{p:#x}"))
                    ));
                }
                // inv4: active in every non-diverge token below its activation token
                if e.stack[..pos]
                    .iter()
                    .any(|t| t.kind != TokenKind::Diverge && !t.mask.get(lane))
                {
                    return Some(format!(
                        "inactive lane {lane} is missing from a non-diverge token below its activation token (inv4, T:L3171)"
                    ));
                }
            } else if spc.is_some() {
                // δ = exit only after the lane's own exit (branch_Θ gives ε)
                return Some(format!(
                    "lane {lane} is marked exit but has not executed exit"
                ));
            }
        }
        // inv2: some lane active, or all lanes exit
        if !any_active && !(0..n).all(|l| e.disable.get(l) == Disable::Exit) && unknown.is_empty() {
            return Some("no lane is active but not all lanes have exited (inv2, T:L3168)".into());
        }
        None
    }
}

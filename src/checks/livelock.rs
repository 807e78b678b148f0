//! Livelock detection (docs/design.md §12): a repeated global state reached through a cycle in which
//! every warp that had an enabled step took one (a fair lasso). Cheap by default: nothing is
//! hashed until the run has gone [`LivelockDetector::quiet_steps`] steps without any warp
//! completing; from then on every quiescent state (no memory operation in flight) is
//! fingerprinted and remembered with the steps it was seen at, so the first recurrence of a
//! state closes a cycle (the table is never iterated, only looked up). A candidate cycle is
//! reported only if
//! - every warp enabled (`can_be_scheduled`) in some state of the cycle stepped in the cycle, and
//! - the memory environment had no operation in flight at some state of the cycle (so no memory
//!   operation is postponed forever: every operation of the cycle is issued and completed in it);
//!   remembering only quiescent states makes the recurring state that one.
//!
//! The fingerprint covers the whole semantic state: every grid, block (state, barrier
//! environment), warp (execution state, registers, blocked registers, pending operations,
//! threads) and the memory environment ([`crate::memory::MemorySystem::hash_into`]).
//!
//! Per step the detector reads the run-time checks' liveness record, which the device's
//! observer hooks keep as the step happens (the warps that stepped, under independent thread
//! scheduling the threads they ran, the count of completed warps): its work per step follows
//! the warps that stepped, not the warps on the device (docs/checks.md, "Livelock").

use super::runtime::Checker;
use crate::block::{BlockState, ThreadBlock};
use crate::device::Device;
use crate::fasthash::FastBuild;
use crate::program::env::ProgEnv;
use crate::verdict::{Diag, Kind};
use crate::warp::state::{Disable, Warp, WarpState};
use crate::warp::step::can_be_scheduled;
use serde_json::json;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// Hash of the device's semantic state, or `None` if the memory environment cannot be hashed.
pub fn fingerprint(dev: &Device) -> Option<u128> {
    let m = mem_fingerprint(dev)?;
    Some(((m as u128) << 64) | warp_fingerprint(dev) as u128)
}

/// Hash of the memory environment's state (`MemorySystem::hash_into`: memory contents, caches,
/// pending operations). `Option` so that an environment without a hash could opt out.
pub fn mem_fingerprint(dev: &Device) -> Option<u64> {
    let mut h = FastHasher::default();
    dev.mem.hash_into(&mut h);
    Some(h.finish())
}

/// A fast word-at-a-time hasher (FxHash's multiply-rotate with a murmur3 finaliser) for the
/// per-step program-side fingerprint; SipHash cost more than the step itself.
#[derive(Default)]
pub struct FastHasher(u64);

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.write_u64(u64::from_le_bytes(c.try_into().unwrap_or([0; 8])));
        }
        for &b in chunks.remainder() {
            self.write_u64(b as u64);
        }
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
}

/// Hash of every grid, block and warp (the program side of the state; memory excluded). Cheaper
/// than the memory's hash: computed every step, the memory's only when this one repeats.
pub fn warp_fingerprint(dev: &Device) -> u64 {
    let mut h2 = FastHasher::default();
    let mut words = Vec::new();
    0xf3u8.hash(&mut h2);
    for &k in &dev.ctx_order {
        let ctx = &dev.contexts[k];
        for &gk in &ctx.order {
            let Some(g) = ctx.grids.get(gk) else { continue };
            (g.gid, g.next_issue, g.state as u8).hash(&mut h2);
            for b in &g.blocks {
                (b.linear, b.state as u8, b.sm).hash(&mut h2);
                if !b.bars.is_idle() {
                    format!("{:?}", b.bars).hash(&mut h2);
                }
                for w in &b.warps {
                    hash_warp(w, &mut h2, &mut words);
                }
            }
        }
    }
    h2.finish()
}

fn hash_warp<H: Hasher>(w: &Warp, h: &mut H, words: &mut Vec<u64>) {
    words.clear();
    w.state_words(words);
    words.hash(h);
    w.regs.hash(h);
}

/// Every warp of the device with its position (grids in start order, then linear block ×
/// warps per block + warp), its block and its program.
fn for_each_warp(dev: &Device, mut f: impl FnMut(usize, &ThreadBlock, &Warp, &ProgEnv)) {
    let mut base = 0;
    for &k in &dev.ctx_order {
        let ctx = &dev.contexts[k];
        for &gk in &ctx.order {
            let Some(g) = ctx.grids.get(gk) else { continue };
            let Some(prog) = ctx.progs.iter().find(|p| p.prog_idx == g.prog) else {
                continue;
            };
            let wpb = g.conf.warps_per_block() as usize;
            for b in &g.blocks {
                for w in &b.warps {
                    f(
                        base + b.linear as usize * wpb + w.index as usize,
                        b,
                        w,
                        prog,
                    );
                }
            }
            base += g.blocks.len() * wpb;
        }
    }
}

/// The warp could take a step now: its block and the warp are active and canBeScheduled holds
/// (T:L2630; the expensive part of a pass over all warps, so asked only where it matters).
fn enabled(b: &ThreadBlock, w: &Warp, prog: &ProgEnv) -> bool {
    b.state == BlockState::Active && w.state == WarpState::Active && can_be_scheduled(w, prog)
}

/// The cheap part of a warp's state (state, pc, active mask, stack depth): the per-warp term of
/// [`ExecSum`]. Only the warp's own steps change it.
fn exec_key(pos: usize, w: &Warp) -> u64 {
    let mut h = FastHasher::default();
    (
        pos,
        w.state as u8,
        w.exec.pc,
        w.exec.active,
        w.exec.stack.len(),
    )
        .hash(&mut h);
    h.finish()
}

/// A pre-test for "the program side of two states is equal": the sum over all warps of
/// [`exec_key`]. It is a function of the device state, so equal states have equal sums, and
/// [`warp_fingerprint`] (every register of every warp) is computed only for a sum seen before.
/// Kept up to date from the warps stepped in each device step (the only ones whose key can
/// change); recomputed in full when a block was issued (warps appear without stepping) or when
/// there is more than one grid (the stepped positions do not name their grid).
#[derive(Clone, Debug, Default)]
struct ExecSum {
    terms: Vec<u64>,
    sum: u64,
    blocks_issued: u64,
}

impl ExecSum {
    fn full(dev: &Device) -> ExecSum {
        let mut s = ExecSum {
            blocks_issued: dev.core.stats.blocks_issued,
            ..ExecSum::default()
        };
        for_each_warp(dev, |i, _, w, _| {
            if s.terms.len() <= i {
                s.terms.resize(i + 1, 0);
            }
            let t = exec_key(i, w);
            s.terms[i] = t;
            s.sum = s.sum.wrapping_add(t);
        });
        s
    }

    /// Update after a device step in which the warps at the `stepped` positions stepped.
    fn update(&mut self, dev: &Device, stepped: &[(u32, u32)]) {
        let single_grid = dev.ctx_order.len() == 1
            && dev.contexts.get(dev.ctx_order[0]).map(|c| c.order.len()) == Some(1);
        let grid = single_grid
            .then(|| {
                let ctx = &dev.contexts[dev.ctx_order[0]];
                ctx.grids.get(ctx.order[0])
            })
            .flatten();
        let Some(g) = grid.filter(|_| dev.core.stats.blocks_issued == self.blocks_issued) else {
            *self = ExecSum::full(dev);
            return;
        };
        let wpb = g.conf.warps_per_block().max(1);
        for &(p, _) in stepped {
            let w = g
                .blocks
                .get((p / wpb) as usize)
                .filter(|b| b.linear == p / wpb)
                .and_then(|b| b.warps.get((p % wpb) as usize));
            let (Some(w), Some(old)) = (w, self.terms.get(p as usize).copied()) else {
                *self = ExecSum::full(dev);
                return;
            };
            let t = exec_key(p as usize, w);
            self.sum = self.sum.wrapping_sub(old).wrapping_add(t);
            self.terms[p as usize] = t;
        }
        if cfg!(debug_assertions) && dev.core.stats.steps.is_multiple_of(64) {
            assert_eq!(self.sum, ExecSum::full(dev).sum, "incremental exec sum");
        }
    }
}

/// A memory hash with the first and the last step its whole state was seen at. The memory hash
/// of a program side is computed only from the second time that side is seen on.
#[derive(Clone, Copy)]
struct SeenMem {
    mfp: u64,
    first: u64,
    last: u64,
}

/// The detector's state (one per run).
///
/// Once active it remembers the steps at which each state was seen, so a state that recurs
/// closes a cycle through it. (A single saved state, as in Brent's algorithm, misses cycles when
/// the scheduler walks a large set of recurring states at random and the saved one is rare: with
/// the Fermi memory's cache states this happened on 3 of 150 seeds.)
///
/// Fairness of a cycle `[a, now]` needs only the last step of every warp and, for the warps that
/// did not step after `a`, whether they are enabled now: a warp that does not step keeps its
/// enabledness over the cycle. Others change its state only towards enabled (a load completes
/// and unblocks its register, updMemBar clears a membar level, a barrier releases it), and undoing
/// that takes a step of its own; since its state at `a` equals its state now, it did not change.
pub struct LivelockDetector {
    /// Steps without a warp completing before fingerprinting starts.
    pub quiet_steps: u64,
    /// Remembered states before the table starts afresh (bounds the detector's memory).
    pub max_states: usize,
    completed_warps: usize,
    /// The newest grid (largest gid) running at the last progress check.
    newest_grid: Option<u32>,
    last_progress: u64,
    active: bool,
    exec: ExecSum,
    /// Exec sums seen. The program-side hash is computed only from the second time a sum is
    /// seen on. Looked up, never iterated.
    seen: HashMap<u64, (), FastBuild>,
    /// (exec sum, program-side hash) → the memory hashes seen with it. Keyed by both so that a
    /// loop whose control state repeats while its registers change (a counter) costs one lookup
    /// per step, not a scan of every program side seen at that control state.
    sides: HashMap<(u64, u64), Vec<SeenMem>, FastBuild>,
    states: usize,
    /// Per warp (position): the last step it took.
    last_stepped: Vec<u64>,
    /// Under independent thread scheduling, per warp (position) and lane: the last step in
    /// which the thread ran (fairness is per thread there, docs/its.md).
    last_lane: Vec<Vec<u64>>,
    /// Program addresses executed since activation with the last step that executed each.
    pcs: Vec<(u32, u64)>,
    /// The memory environment cannot hash its state: no verdicts.
    pub disabled: bool,
    /// Per instruction of the device's program: in a loop it cannot leave ([`endless_loops`]);
    /// computed when the detector first activates (empty when the program has no such loop, or
    /// the device runs several programs, whose addresses are not one program's).
    endless: Option<Vec<bool>>,
    /// Per instruction of `endless`: [`loop_exits`] from it, computed on first use.
    exits: Vec<Option<Option<LoopExits>>>,
    /// The device's grids at the last progress test (its one context and the gids in start
    /// order): while they stay the same, the count of completed warps on the device moves as
    /// the liveness record's count ([`Checker::completed`]) does.
    grids_seen: Option<(crate::context::ContextKey, Vec<u32>)>,
    /// Completed warps on the device less the liveness record's count, since the grids were
    /// last seen to change.
    completed_offset: i64,
}

/// [`loop_exits`]' result, shared by the cache and a diagnostic.
type LoopExits = Arc<(Vec<GuardedExit>, Vec<usize>)>;

/// A way out of a loop that a lane takes only when its guard says so: `@p exit`, `@p ret`,
/// `@p trap`, or a guarded branch one of whose sides can leave (`@p bra OUT`, or the
/// fall-through of `@p bra L`). `leaves_if` is the predicate's value that leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuardedExit {
    pub reg: crate::program::ir::RegId,
    pub leaves_if: bool,
}

/// The instructions from which an execution can leave only through guarded ways out
/// ([`GuardedExit`]): the code reachable from them holds only register operations (ALU
/// operations, `mov`, `setp`, `set`), direct branches and guarded `exit`/`ret`/`trap`, and
/// every side of a branch that leads elsewhere is a guarded one. `L: add r, r, 1; bra L` has no
/// way out at all; the loader's form of `L: ...; @p bra L; ret` is `L: ...; @!p exit; bra L`.
/// Everything else (a memory operation, barrier, call, reconvergence instruction, an unguarded
/// `exit`/`ret`) counts as a way out for every lane, conservatively.
pub fn endless_loops(prog: &ProgEnv) -> Vec<bool> {
    use crate::program::ir::{Guard, Instr, Operand};
    let n = prog.instrs.len();
    let entries: std::collections::BTreeSet<usize> = prog
        .funcs
        .iter()
        .filter_map(|f| prog.index(f.entry))
        .collect();
    // Per instruction: its unconditional successors, and for a guarded branch / exit its two
    // sides (`None` = leaves). An instruction escapes when an unconditional successor does, or
    // when both sides of a guarded one do.
    let inside = |j: usize| (j < n && !entries.contains(&j)).then_some(j);
    let mut escape = vec![false; n];
    let mut uncond: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut sides: Vec<Option<[Option<usize>; 2]>> = vec![None; n];
    for i in 0..n {
        let guarded = prog.guards.get(i).is_some_and(|g| *g != Guard::Always);
        match &prog.instrs[i] {
            Instr::Bra {
                target: Operand::Label(a),
            } => {
                let t = prog.index(*a).and_then(inside);
                if guarded {
                    sides[i] = Some([t, inside(i + 1)]);
                } else {
                    match t {
                        Some(t) => uncond[i].push(t),
                        None => escape[i] = true,
                    }
                }
            }
            Instr::Alu { .. } | Instr::Mov { .. } | Instr::Setp { .. } | Instr::Set { .. } => {
                match inside(i + 1) {
                    Some(j) => uncond[i].push(j),
                    None => escape[i] = true,
                }
            }
            Instr::Exit | Instr::Ret | Instr::Trap if guarded => {
                sides[i] = Some([None, inside(i + 1)]);
            }
            _ => escape[i] = true,
        }
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for i in 0..n {
        for &j in &uncond[i] {
            preds[j].push(i);
        }
        for j in sides[i].into_iter().flatten().flatten() {
            preds[j].push(i);
        }
    }
    let escapes = |i: usize, escape: &[bool]| {
        escape[i]
            || uncond[i].iter().any(|&j| escape[j])
            || sides[i].is_some_and(|s| s.iter().all(|j| j.is_none_or(|j| escape[j])))
    };
    // Whatever can reach a way out that every lane takes can leave.
    let mut work: Vec<usize> = (0..n).filter(|&i| escape[i]).collect();
    for i in 0..n {
        if !escape[i] && escapes(i, &escape) {
            escape[i] = true;
            work.push(i);
        }
    }
    while let Some(j) = work.pop() {
        for &p in &preds[j] {
            if !escape[p] && escapes(p, &escape) {
                escape[p] = true;
                work.push(p);
            }
        }
    }
    escape.into_iter().map(|e| !e).collect()
}

/// For an instruction `start` of [`endless_loops`]: the guarded ways out of the code reachable
/// from it, with the instructions of that code (program order), or `None` when an instruction
/// of that code writes one of the ways out's predicates. A lane there for which no way out's
/// predicate has its leaving value never leaves: its predicates never change.
pub fn loop_exits(
    prog: &ProgEnv,
    endless: &[bool],
    start: usize,
) -> Option<(Vec<GuardedExit>, Vec<usize>)> {
    use crate::program::ir::{Guard, Instr, Operand};
    let n = prog.instrs.len();
    let mut seen = vec![false; n];
    let mut work = vec![start];
    let mut exits: Vec<GuardedExit> = Vec::new();
    let mut written = Vec::new();
    let inner = |j: usize| endless.get(j) == Some(&true);
    while let Some(i) = work.pop() {
        if !inner(i) || std::mem::replace(&mut seen[i], true) {
            continue;
        }
        let guard = prog.guards.get(i).copied().unwrap_or(Guard::Always);
        let mut side = |to: Option<usize>, taken: bool, exits: &mut Vec<GuardedExit>| match to
            .filter(|&j| inner(j))
        {
            Some(j) => work.push(j),
            None => {
                let (reg, holds) = match guard {
                    Guard::If(r) => (r, true),
                    Guard::IfNot(r) => (r, false),
                    Guard::Always => return,
                };
                let e = GuardedExit {
                    reg,
                    leaves_if: holds == taken,
                };
                if !exits.contains(&e) {
                    exits.push(e);
                }
            }
        };
        match &prog.instrs[i] {
            Instr::Bra {
                target: Operand::Label(a),
            } => {
                let t = prog.index(*a);
                if guard == Guard::Always {
                    work.extend(t);
                } else {
                    side(t, true, &mut exits);
                    side(Some(i + 1), false, &mut exits);
                }
            }
            Instr::Exit | Instr::Ret | Instr::Trap => {
                side(None, true, &mut exits);
                side(Some(i + 1), false, &mut exits);
            }
            Instr::Alu { dst, .. } | Instr::Mov { dst, .. } | Instr::Set { dst, .. } => {
                written.push(*dst);
                work.push(i + 1);
            }
            Instr::Setp { dst, dst2, .. } => {
                written.push(*dst);
                written.extend(*dst2);
                work.push(i + 1);
            }
            _ => work.push(i + 1),
        }
    }
    if exits.iter().any(|e| written.contains(&e.reg)) {
        return None;
    }
    Some((exits, (0..n).filter(|&i| seen[i]).collect()))
}

/// The detector watches the device after every step (docs/design.md §14), through the run-time
/// checks' liveness record, which the device's hooks keep as the step happens: the warps that
/// stepped in it ([`Checker::stepped`]), the threads that ran under independent thread
/// scheduling ([`Checker::stepped_its`]) and the count of completed warps
/// ([`Checker::completed`]).
impl crate::observe::Observer<Device> for LivelockDetector {
    fn device_stepped(&mut self, dev: &Device) -> Option<(crate::verdict::Status, Diag)> {
        let rec = dev
            .core
            .checks
            .as_ref()
            .and_then(|c| c.as_any().downcast_ref::<Checker>())
            .filter(|c| c.set.liveness);
        self.step_recorded(dev, rec)
            .map(|d| (crate::verdict::Status::Livelock, d))
    }
}

impl Default for LivelockDetector {
    fn default() -> Self {
        LivelockDetector {
            quiet_steps: 1000,
            max_states: 1 << 18,
            completed_warps: 0,
            newest_grid: None,
            last_progress: 0,
            active: false,
            exec: ExecSum::default(),
            seen: HashMap::default(),
            sides: HashMap::default(),
            states: 0,
            last_stepped: Vec::new(),
            last_lane: Vec::new(),
            pcs: Vec::new(),
            disabled: false,
            endless: None,
            exits: Vec::new(),
            grids_seen: None,
            completed_offset: 0,
        }
    }
}

impl LivelockDetector {
    /// Called after every device step with the warps that stepped in it (position as
    /// [`for_each_warp`] numbers them, program address), for a device without the liveness
    /// record: what the record would say is found by scanning the device. Returns the livelock
    /// diagnostic.
    pub fn after_step(&mut self, dev: &Device, stepped_now: &[(u32, u32)]) -> Option<Diag> {
        self.step_with(dev, stepped_now, None)
    }

    /// Called after every device step with the liveness record of the run-time checks that
    /// watched it (`None`: scan the device instead, as [`LivelockDetector::after_step`]).
    pub fn step_recorded(&mut self, dev: &Device, rec: Option<&Checker>) -> Option<Diag> {
        let stepped = rec.map_or(&[][..], |c| &c.stepped[..]);
        self.step_with(dev, stepped, rec)
    }

    fn step_with(
        &mut self,
        dev: &Device,
        stepped_now: &[(u32, u32)],
        rec: Option<&Checker>,
    ) -> Option<Diag> {
        if self.disabled {
            return None;
        }
        let step = dev.core.stats.steps;
        // Progress (a warp completed) is looked for every 64 steps; a cycle cannot span one (the
        // completed warp's state differs), so the check only bounds how long states are kept.
        // The count comes from the liveness record; the steps it is compared at stay those of
        // the full scan it replaces, so the detector switches on at the same step.
        if step.is_multiple_of(64) {
            let done = self.completed_now(dev, rec);
            // A grid started is progress too: a manifest's short later launches come and go
            // between two checks without changing the count of completed warps, and without
            // this the detector hashed every state of every later launch. No fair cycle starts
            // a grid (which grids run is part of the state).
            let newest = dev
                .ctx_order
                .iter()
                .flat_map(|&k| {
                    let ctx = &dev.contexts[k];
                    ctx.order
                        .iter()
                        .filter_map(|&g| ctx.grids.get(g).map(|g| g.gid))
                })
                .max();
            // The first grid seen is not progress (the run starts with it).
            let started = matches!((self.newest_grid, newest), (Some(a), Some(b)) if b > a);
            if self.newest_grid.is_none() || started {
                self.newest_grid = newest;
            }
            if done != self.completed_warps || started {
                self.completed_warps = done;
                self.last_progress = step;
                self.active = false;
            }
        }
        if !self.active {
            if step - self.last_progress < self.quiet_steps {
                return None;
            }
            self.active = true;
            self.seen.clear();
            self.sides.clear();
            self.states = 0;
            self.last_stepped.iter_mut().for_each(|x| *x = 0);
            self.last_lane.clear();
            self.pcs.clear();
            self.exec = ExecSum::full(dev);
        } else {
            self.exec.update(dev, stepped_now);
        }
        if let Some(d) = self.endless_warp(dev, stepped_now) {
            return Some(d);
        }
        for &(p, pc) in stepped_now {
            let p = p as usize;
            if self.last_stepped.len() <= p {
                self.last_stepped.resize(p + 1, 0);
            }
            self.last_stepped[p] = step;
            match self.pcs.iter_mut().find(|(q, _)| *q == pc) {
                Some(e) => e.1 = step,
                None => self.pcs.push((pc, step)),
            }
        }
        self.note_its_lanes(dev, stepped_now, rec, step);
        // Only quiescent states are remembered: every fair cycle passes through one (no memory
        // operation is postponed forever), and it recurs with the cycle. While operations are
        // in flight the memory changes under an unchanged program side at almost every step,
        // and hashing those states cost more than the run (recursive_fib: 20x).
        if dev.mem.pending() != 0 || dev.has_held_requests() {
            return None;
        }
        if self.states >= self.max_states {
            self.seen.clear();
            self.sides.clear();
            self.states = 0;
        }
        if self.seen.insert(self.exec.sum, ()).is_none() {
            self.states += 1;
            return None;
        }
        let wfp = warp_fingerprint(dev);
        let Some(mems) = self.sides.get_mut(&(self.exec.sum, wfp)) else {
            self.sides.insert((self.exec.sum, wfp), Vec::new());
            self.states += 1;
            return None;
        };
        let Some(mfp) = mem_fingerprint(dev) else {
            self.disabled = true;
            return None;
        };
        let Some(e) = mems.iter_mut().find(|e| e.mfp == mfp) else {
            mems.push(SeenMem {
                mfp,
                first: step,
                last: step,
            });
            self.states += 1;
            return None;
        };
        // The state of steps `first` and `last` recurs now: cycles through the steps after
        // either. The longer is fair more often; the shorter may be fair where the longer is not
        // (a warp enabled and not stepped in the longer one only).
        let (first, last) = (e.first, e.last);
        e.last = step;
        for from in [first, last] {
            if self.fair_since(dev, from) {
                return Some(self.report(dev, step - from, from));
            }
        }
        None
    }

    /// Every warp enabled in the cycle after step `from` stepped in it (see the type's doc for
    /// why a warp that did not step is enabled in the cycle iff it is enabled now). Under
    /// independent thread scheduling every thread enabled now must have run in the cycle: a
    /// spinning warp whose lock holder never ran is an unfair cycle, not a livelock (the same
    /// argument per thread: only its own step makes an enabled thread not enabled).
    fn fair_since(&self, dev: &Device, from: u64) -> bool {
        let mut fair = true;
        for_each_warp(dev, |i, b, w, prog| {
            if fair && self.last_stepped.get(i).copied().unwrap_or(0) <= from && enabled(b, w, prog)
            {
                fair = false;
            }
            if fair && w.its.is_some() && b.state == BlockState::Active {
                let lanes = self.last_lane.get(i);
                let starved = crate::warp::its::enabled_lanes(w, prog)
                    .lanes()
                    .any(|l| lanes.and_then(|v| v.get(l)).copied().unwrap_or(0) <= from);
                fair = !starved;
            }
        });
        fair
    }

    /// The number of completed warps on the device: from the liveness record where the device
    /// runs one context whose grids are those of the last test (the record's count moves as the
    /// device's between two changes of the grids: a warp completes in a step of its own, its
    /// block's completion frees it), else counted warp by warp (a grid started, completed or
    /// aborted: once per change). Debug builds compare with the count.
    fn completed_now(&mut self, dev: &Device, rec: Option<&Checker>) -> usize {
        let full = || {
            let mut done = 0;
            for_each_warp(dev, |_, _, w, _| {
                done += (w.state == WarpState::Completed) as usize
            });
            done
        };
        let (Some(c), &[k]) = (rec, &dev.ctx_order[..]) else {
            self.grids_seen = None;
            return full();
        };
        let ctx = &dev.contexts[k];
        let gids = ctx
            .order
            .iter()
            .filter_map(|&g| ctx.grids.get(g).map(|g| g.gid));
        let same = self
            .grids_seen
            .as_ref()
            .is_some_and(|(sk, seen)| *sk == k && seen.iter().copied().eq(gids.clone()));
        if !same {
            let seen = self.grids_seen.get_or_insert_with(|| (k, Vec::new()));
            seen.0 = k;
            seen.1.clear();
            seen.1.extend(gids);
            self.completed_offset = full() as i64 - c.completed;
        }
        let done = (c.completed + self.completed_offset) as usize;
        debug_assert_eq!(done, full(), "completed warps from the liveness record");
        done
    }

    /// Under independent thread scheduling: the threads that ran in this step, per warp. From
    /// the liveness record where the step's warp positions are the device's now (one grid,
    /// running before and after the step), else read from the stepped warps on the device.
    fn note_its_lanes(
        &mut self,
        dev: &Device,
        stepped_now: &[(u32, u32)],
        rec: Option<&Checker>,
        step: u64,
    ) {
        if stepped_now.is_empty() || dev.core.cfg.scheduling != crate::config::Scheduling::Its {
            return;
        }
        if let Some(c) = rec.filter(|c| Self::one_grid_throughout(dev, c)) {
            // A warp stepped twice in one device step (run ahead) counts its last step's
            // threads, as read from the warp after the step.
            let all = &c.stepped_its;
            for (i, &(p, lanes, ran)) in all.iter().enumerate() {
                if all[i + 1..].iter().any(|e| e.0 == p) {
                    continue;
                }
                let p = p as usize;
                if self.last_lane.len() <= p {
                    self.last_lane.resize(p + 1, Vec::new());
                }
                let v = &mut self.last_lane[p];
                if v.len() < lanes {
                    v.resize(lanes, 0);
                }
                ran.lanes().for_each(|l| v[l] = step);
            }
            return;
        }
        let last_lane = &mut self.last_lane;
        for_each_warp(dev, |i, _, w, _| {
            let Some(its) = w.its.as_deref() else { return };
            if !stepped_now.iter().any(|&(p, _)| p as usize == i) {
                return;
            }
            if last_lane.len() <= i {
                last_lane.resize(i + 1, Vec::new());
            }
            let v = &mut last_lane[i];
            if v.len() < w.lanes {
                v.resize(w.lanes, 0);
            }
            its.last_group.lanes().for_each(|l| v[l] = step);
        });
    }

    /// The device runs one grid in one context, and it ran at the start of the step as the only
    /// grid: the positions of the liveness record are the device's now.
    fn one_grid_throughout(dev: &Device, c: &Checker) -> bool {
        let &[k] = &dev.ctx_order[..] else {
            return false;
        };
        let ctx = &dev.contexts[k];
        match (&ctx.order[..], c.grid_bases()) {
            (&[g], &[(gid, 0)]) => ctx.grids.get(g).is_some_and(|g| g.gid == gid),
            _ => false,
        }
    }

    /// The device's only program, if it runs one.
    fn only_program(dev: &Device) -> Option<&ProgEnv> {
        let mut progs = dev
            .ctx_order
            .iter()
            .flat_map(|&k| dev.contexts[k].progs.iter());
        match (progs.next(), progs.next()) {
            (Some(p), None) => Some(&**p),
            _ => None,
        }
    }

    /// A warp that stepped into a loop that one of its active lanes cannot leave
    /// ([`endless_loops`], [`loop_exits`]): a livelock at once.
    fn endless_warp(&mut self, dev: &Device, stepped_now: &[(u32, u32)]) -> Option<Diag> {
        // Empty when there is nothing to look for: most programs have no such loop.
        let endless = self.endless.get_or_insert_with(|| {
            let v = Self::only_program(dev).map_or_else(Vec::new, endless_loops);
            if v.contains(&true) {
                v
            } else {
                Vec::new()
            }
        });
        if endless.is_empty() {
            return None;
        }
        let prog = Self::only_program(dev)?;
        // Cheap pre-test: a warp that stepped an instruction of such a loop, whose ways out's
        // predicates the loop does not change (a counted loop that the loader ends with
        // `@!p exit; bra L` changes its `p`: cached as `None`, looked up once per step).
        let cache = &mut self.exits;
        if cache.len() != endless.len() {
            *cache = vec![None; endless.len()];
        }
        let mut candidate = false;
        for &(_, pc) in stepped_now {
            if let Some(i) = prog.index(pc).filter(|&i| endless[i]) {
                let e = cache[i].get_or_insert_with(|| loop_exits(prog, endless, i).map(Arc::new));
                candidate |= e.is_some();
            }
        }
        if !candidate {
            return None;
        }
        // The warps that stepped and now stand in such a loop with a lane that cannot leave.
        let mut found = None;
        for_each_warp(dev, |p, b, w, _| {
            if found.is_some()
                || b.state != BlockState::Active
                || w.state != WarpState::Active
                || !stepped_now.iter().any(|&(q, _)| q as usize == p)
            {
                return;
            }
            let Some(i) = prog.index(w.exec.pc).filter(|&i| endless[i]) else {
                return;
            };
            let e = cache[i].get_or_insert_with(|| loop_exits(prog, endless, i).map(Arc::new));
            let Some(e) = e.clone() else {
                return;
            };
            let exits = &e.0;
            // A predicate blocked by a pending load may still change.
            if !exits.is_empty() && w.blocked_count != 0 {
                return;
            }
            let stuck = w
                .exec
                .active
                .lanes_of(w.lanes)
                .find(|&l| exits.iter().all(|e| (w.reg(e.reg, l) != 0) != e.leaves_if));
            if let Some(lane) = stuck {
                found = Some((
                    p,
                    w.exec.pc,
                    lane,
                    !exits.is_empty(),
                    e.clone(),
                    format!(
                        "warp {} of block ({},{},{})",
                        w.index, b.bid[0], b.bid[1], b.bid[2]
                    ),
                ));
            }
        });
        let (pos, pc, lane, guarded, region, who) = found?;
        let mut lines: Vec<u32> = region.1.iter().map(|&i| prog.src[i].line).collect();
        lines.sort_unstable();
        lines.dedup();
        let message = if guarded {
            format!(
                "{who} is in a loop at line {} that its lane {lane} cannot leave: only register operations and branches, and the predicates of the loop's guarded ways out, which the loop never changes, keep the lane in it; it never completes and no schedule finishes",
                prog.line(pc)
            )
        } else {
            format!(
                "{who} is in a loop it cannot leave (line {}): only register operations and branches back, so it never completes and no schedule finishes",
                prog.line(pc)
            )
        };
        Some(Diag {
            kind: Kind::Livelock,
            message,
            lines,
            details: json!({"warp_position": pos, "pc": pc, "lane": lane}),
        })
    }

    /// The livelock diagnostic for the cycle of `cycle` steps that started after step `first`.
    fn report(&self, dev: &Device, cycle: u64, first: u64) -> Diag {
        let mut warps = Vec::new();
        let mut lines: Vec<u32> = Vec::new();
        let mut msg = format!(
            "the device state repeats after a fair cycle of {cycle} steps (every enabled warp stepped, no memory operation postponed); no fair schedule leaves it"
        );
        for_each_warp(dev, |_, b, w, prog| {
            if w.state == WarpState::Completed {
                return;
            }
            let n = w.lanes;
            let stack: Vec<serde_json::Value> = w
                .exec
                .stack
                .iter()
                .rev()
                .map(|t| {
                    let parked: Vec<usize> = (0..n)
                        .filter(|&l| {
                            t.mask.get(l)
                                && !w.exec.active.get(l)
                                && w.exec.disable.get(l) != Disable::Exit
                        })
                        .collect();
                    json!({
                        "kind": t.kind.name(),
                        "active": t.mask.to_string_n(n),
                        "line": prog.line(t.pc),
                        "parked_lanes": parked,
                    })
                })
                .collect();
            let line = prog.line(w.exec.pc);
            lines.extend(
                self.pcs
                    .iter()
                    .filter(|&&(_, at)| at > first)
                    .map(|&(pc, _)| prog.line(pc)),
            );
            msg.push_str(&format!(
                "\n  block {:?} warp {} at line {line}, active {}, disable {}, stack (top first) {}",
                b.bid,
                w.index,
                w.exec.active.to_string_n(n),
                w.exec.disable.to_string_n(n),
                stack
                    .iter()
                    .map(|s| format!(
                        "({} line {} mask {} parked lanes {})",
                        s["kind"].as_str().unwrap_or(""),
                        s["line"],
                        s["active"].as_str().unwrap_or(""),
                        s["parked_lanes"]
                    ))
                    .collect::<Vec<_>>()
                    .join(" ")
            ));
            warps.push(json!({
                "block": b.bid,
                "warp": w.index,
                "line": line,
                "active": w.exec.active.to_string_n(n),
                "disable": w.exec.disable.to_string_n(n),
                "stack": stack,
            }));
        });
        lines.sort_unstable();
        lines.dedup();
        Diag {
            kind: Kind::Livelock,
            message: msg,
            lines,
            details: json!({"cycle_steps": cycle, "warps": warps}),
        }
    }
}

//! The run-time checks wired into the device: which checks run (`--check`), and the
//! per-step hooks the device calls (a shadow per warp for safety, barrier arrivals, issued memory
//! requests for races, backward branches for loop iterations).

use super::barrier_div::BarrierDivergence;
use super::races::{span_of, GridSpan, RaceDetector};
use super::safety::ShadowWarp;
use crate::block::{BlockOut, StepRecord, ThreadBlock};
use crate::device::Device;
use crate::grid::{Grid, GridKey};
use crate::lanemask::LaneMask;
use crate::memory::MemReq;
use crate::observe::{Observer, WarpAt};
use crate::program::env::ProgEnv;
use crate::program::ir::{CollOp, Instr, Operand, ProgAddr};
use crate::verdict::{Diag, Kind};
use crate::warp::state::WarpState;
use crate::warp::step::ThreadBarAct;
use serde_json::json;
use std::collections::HashMap;

pub use crate::verdict::{DEFAULT_KINDS, FINDING_KINDS};

/// Which checks run. Default: safety, liveness and barrier divergence (cheap); races on request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckSet {
    pub safety: bool,
    pub liveness: bool,
    pub barriers: bool,
    pub races: bool,
    /// The memory environment's invariants (`--check-memory`).
    pub memory: bool,
    /// `--races strict`: every race is a `data_race` / `intra_warp_race`, also those that
    /// cannot change a result (`benign_race` otherwise).
    pub strict_races: bool,
}

impl Default for CheckSet {
    fn default() -> Self {
        CheckSet {
            safety: true,
            liveness: true,
            barriers: true,
            races: false,
            memory: false,
            strict_races: false,
        }
    }
}

impl CheckSet {
    pub const NONE: CheckSet = CheckSet {
        safety: false,
        liveness: false,
        barriers: false,
        races: false,
        memory: false,
        strict_races: false,
    };
    /// Every check that finds bugs in the program (`--check all`): not the memory environment's
    /// self-check (`memory`), which checks the simulator and makes a run many times slower
    /// (PolyBench's `bicg` 11 times); name it as well to get it.
    pub const ALL: CheckSet = CheckSet {
        safety: true,
        liveness: true,
        barriers: true,
        races: true,
        memory: false,
        strict_races: false,
    };

    /// These checks with the race check on and every race reported as one (`--races strict`).
    pub fn with_strict_races(self) -> CheckSet {
        CheckSet {
            races: true,
            strict_races: true,
            ..self
        }
    }

    /// Parse `--check` values (each may be a comma list): `safety`, `liveness`, `barriers`,
    /// `races`, `memory` (also `self-check`), `all` (every bug-finding check, not `memory`),
    /// `none`, `default`. Given values are added to the default set (`all` turns on every
    /// bug-finding check); `none` and `default` replace the set so far.
    pub fn parse(values: &[String]) -> Result<CheckSet, String> {
        let mut s = CheckSet::default();
        for v in values.iter().flat_map(|v| v.split(',')) {
            match v.trim() {
                "safety" => s.safety = true,
                "liveness" | "livelock" => s.liveness = true,
                "barriers" | "barrier" | "barrier_divergence" => s.barriers = true,
                "races" | "race" => s.races = true,
                "strict-races" => s = s.with_strict_races(),
                "memory" | "self-check" => s.memory = true,
                // Every bug-finding check on; the self-check and strict races as given.
                "all" => {
                    s = CheckSet {
                        memory: s.memory,
                        strict_races: s.strict_races,
                        ..CheckSet::ALL
                    }
                }
                "none" => s = CheckSet::NONE,
                "default" => s = CheckSet::default(),
                "" => {}
                other => {
                    return Err(format!(
                        "unknown check `{other}` (safety, liveness, barriers, races, strict-races, memory, all, none, default)"
                    ))
                }
            }
        }
        Ok(s)
    }
}

/// Per-block state of the checks.
struct BlockChecks {
    shadows: Vec<ShadowWarp>,
    /// Barrier interval counter (barriers completed in the block).
    epoch: u32,
    /// Backward branches taken per thread (linear thread index in the block).
    iters: Vec<u32>,
    /// `bar.warp.sync` steps per warp (they order the accesses of the warp's lanes).
    wsyncs: Vec<u32>,
}
crate::reuse::clone_reusing!(BlockChecks {
    shadows,
    epoch,
    iters,
    wsyncs
});

/// The checks' state per block, by linear block index; looked up only, and iterated only to
/// copy it.
#[derive(Default)]
struct BlockTable(HashMap<u32, BlockChecks, crate::fasthash::FastBuild>);

impl Clone for BlockTable {
    fn clone(&self) -> Self {
        BlockTable(self.0.clone())
    }
    /// The blocks' checks are copied in place when both tables hold the same blocks (a hash
    /// map's own `clone_from` allocates every value anew).
    fn clone_from(&mut self, src: &Self) {
        let (dst, src) = (&mut self.0, &src.0);
        if dst.len() == src.len() && src.keys().all(|k| dst.contains_key(k)) {
            for (k, v) in src {
                if let Some(d) = dst.get_mut(k) {
                    d.clone_from(v);
                }
            }
        } else {
            dst.clone_from(src);
        }
    }
}

impl std::ops::Deref for BlockTable {
    type Target = HashMap<u32, BlockChecks, crate::fasthash::FastBuild>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl std::ops::DerefMut for BlockTable {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

/// The checks' state during a run (cloned with the device by explore's snapshots, so each
/// explored path carries the checks of its own history).
pub struct Checker {
    pub set: CheckSet,
    warp_size: u32,
    threads_per_block: u32,
    blocks: BlockTable,
    /// A safety violation ends the run.
    pub fatal: Option<Diag>,
    pub barriers: BarrierDivergence,
    pub races: RaceDetector,
    /// The liveness record: the warps stepped in this device step `(position, pc)`, positions
    /// numbered as the livelock detector numbers warps ([`Checker::grid_bases`]).
    pub stepped: Vec<(u32, u32)>,
    /// The liveness record, under independent thread scheduling: for each warp step of this
    /// device step `(position, lanes of the warp, threads that ran)`, in step order, without
    /// those of blocks that completed in the step (their warps are gone).
    pub stepped_its: Vec<(u32, usize, LaneMask)>,
    /// The liveness record: warps that completed (in a warp step) less the completed warps
    /// freed with their block, over the run. Between two changes of the device's grids it moves
    /// as the number of completed warps on the device does (the livelock detector's progress
    /// test, [`super::livelock`]).
    pub completed: i64,
    /// The first warp position of each active grid `(gid, base)` in this device step: grids in
    /// start order, each taking blocks × warps per block positions.
    grid_bases: Vec<(u32, u32)>,
    /// Grids that run at the same time (launches in several streams, [`Checker::concurrent`]):
    /// their blocks share one index space of keys, grid `gid`'s block `linear` being
    /// `base + linear`. Empty for one grid at a time (keys are linear block indices).
    grids: Vec<GridSpan>,
}

crate::reuse::clone_reusing!(Checker {
    set,
    warp_size,
    threads_per_block,
    blocks,
    fatal,
    barriers,
    races,
    stepped,
    stepped_its,
    completed,
    grid_bases,
    grids,
});

impl Checker {
    pub fn new(set: CheckSet, warp_size: u32, threads_per_block: u32, blocks: u32) -> Checker {
        let wpb = threads_per_block.div_ceil(warp_size.max(1));
        Checker {
            set,
            warp_size,
            threads_per_block,
            blocks: BlockTable::default(),
            fatal: None,
            barriers: BarrierDivergence::default(),
            races: if set.races {
                RaceDetector::new(blocks, wpb, set.strict_races)
            } else {
                RaceDetector::default()
            },
            stepped: Vec::new(),
            stepped_its: Vec::new(),
            completed: 0,
            grid_bases: Vec::new(),
            grids: Vec::new(),
        }
    }

    /// The checks of a run whose grids may overlap in time (launches in several streams):
    /// `launches` gives each launch's threads per block and blocks. Blocks of all grids share
    /// one index space (the race detector compares accesses of different grids; those of grids
    /// of one stream are ordered by the kernel boundary). Each grid is announced with
    /// [`Checker::grid_started`] when it starts.
    pub fn concurrent(set: CheckSet, warp_size: u32, launches: &[(u32, u32)]) -> Checker {
        let blocks: u32 = launches.iter().map(|l| l.1).sum();
        let tpb = launches.iter().map(|l| l.0).max().unwrap_or(1);
        let mut c = Checker::new(set, warp_size, tpb, blocks);
        c.grids = Vec::with_capacity(launches.len());
        c
    }

    /// Grid `gid` started (a run made by [`Checker::concurrent`]): its blocks take the next
    /// keys.
    pub fn grid_started(&mut self, gid: u32, stream: u32, threads_per_block: u32, blocks: u32) {
        let base = self.grids.last().map_or(0, |g| g.base + g.blocks);
        self.grids.push(GridSpan {
            gid,
            stream,
            base,
            blocks,
            threads_per_block,
        });
    }

    fn shape(&self, gid: u32) -> Option<&GridSpan> {
        self.grids.iter().find(|g| g.gid == gid)
    }

    /// The key of grid `gid`'s block `linear` (the linear index with one grid at a time).
    fn key(&self, gid: u32, linear: u32) -> u32 {
        self.shape(gid).map_or(linear, |g| g.base + linear)
    }

    fn threads_per_block_of(&self, gid: u32) -> u32 {
        self.shape(gid)
            .map_or(self.threads_per_block, |g| g.threads_per_block)
    }

    /// The grid and linear block of a key: `(None, key)` with one grid at a time.
    fn locate(&self, key: u32) -> (Option<u32>, u32) {
        match span_of(&self.grids, key) {
            Some(g) => (Some(g.gid), key - g.base),
            None => (None, key),
        }
    }

    /// The grid before has completed and a dependent one starts (`warp_size`, block size,
    /// blocks): its blocks start fresh, and the kernel boundary orders every access before it
    /// before every access after it, so the race detector's history is dropped. The findings
    /// so far are kept.
    pub fn next_grid(&mut self, warp_size: u32, threads_per_block: u32, blocks: u32) {
        let mut fresh = Checker::new(self.set, warp_size, threads_per_block, blocks);
        fresh.barriers.diags = std::mem::take(&mut self.barriers.diags);
        fresh.races.keep_reports_of(&mut self.races);
        fresh.fatal = self.fatal.take();
        *self = fresh;
    }

    /// A warp step of block `linear` was ⊥ (no rule applies): the control-flow consistency
    /// breach its shadow found before the step, which explains it (the safety theorem's
    /// precondition, T:L2969-2973), as a `control_flow_consistency` diagnostic.
    pub fn explain_stuck(&self, gid: u32, linear: u32, warp: u32, stuck: &Diag) -> Option<Diag> {
        if !self.set.safety {
            return None;
        }
        let cfc = self
            .blocks
            .get(&self.key(gid, linear))?
            .shadows
            .get(warp as usize)?
            .pending_cfc()?;
        Some(Diag {
            kind: Kind::ControlFlowConsistency,
            message: format!(
                "safety violation at warp {warp}: {cfc}\n  then {}",
                stuck.message
            ),
            lines: stuck.lines.clone(),
            details: stuck.details.clone(),
        })
    }

    /// A block was issued: one shadow per warp, created with the warp (T:L2614).
    pub fn block_issued(&mut self, gid: u32, b: &ThreadBlock) {
        // The safety theorem is about the SIMT stack: warps under independent thread
        // scheduling have no shadow (docs/its.md).
        let shadows = if self.set.safety && b.warps.iter().all(|w| w.its.is_none()) {
            b.warps.iter().map(ShadowWarp::new).collect()
        } else {
            Vec::new()
        };
        let key = self.key(gid, b.linear);
        let iters = vec![0; (b.warps.len() as u32 * self.warp_size) as usize];
        self.blocks.insert(
            key,
            BlockChecks {
                shadows,
                epoch: 0,
                iters,
                wsyncs: vec![0; b.warps.len()],
            },
        );
    }

    pub fn block_completed(&mut self, gid: u32, b: &ThreadBlock) {
        let key = self.key(gid, b.linear);
        self.blocks.remove(&key);
    }

    /// The liveness record of a completed block of grid `grid`, whose warps are freed now:
    /// they leave the count of completed warps, and their steps in this device step the
    /// threads' record (the detector sees only warps on the device).
    fn liveness_block_completed(&mut self, grid: &Grid, b: &ThreadBlock) {
        if !self.set.liveness {
            return;
        }
        let done = b.warps.iter().filter(|w| w.state == WarpState::Completed);
        self.completed -= done.count() as i64;
        if !self.stepped_its.is_empty() {
            let wpb = grid.conf.warps_per_block();
            let first = self.grid_base(grid.gid) + b.linear * wpb;
            self.stepped_its
                .retain(|e| !(first..first + wpb).contains(&e.0));
        }
    }

    /// The first warp position of grid `gid` in this device step (0 for a grid not running at
    /// its start).
    fn grid_base(&self, gid: u32) -> u32 {
        self.grid_bases
            .iter()
            .find(|g| g.0 == gid)
            .map_or(0, |g| g.1)
    }

    /// The grids running at the start of this device step with their first warp positions
    /// (empty without the liveness check).
    pub fn grid_bases(&self) -> &[(u32, u32)] {
        &self.grid_bases
    }

    /// Before a step of warp `at.warp` of `b`: its shadow records every lane's plan
    /// ([`ShadowWarp::before_step`]), or, for a register-only step, prepares it as a straight
    /// step ([`ShadowWarp::before_plain_step`]).
    pub fn before_warp_step(&mut self, at: WarpAt, prog: &ProgEnv, b: &ThreadBlock) {
        if !self.set.safety {
            return;
        }
        let fatal = self.fatal.is_some();
        let Some((s, w)) = self.shadow(at.gid, b, at.warp) else {
            return;
        };
        if at.register_only {
            s.before_plain_step(w, prog);
            return;
        }
        // The deferred register-only steps before this one are checked first.
        let found = s.settle(w, prog);
        let pc = w.exec.pc;
        s.before_step(w, prog);
        if let (Some(msg), false) = (found, fatal) {
            self.fatal = Some(safety_diag(msg, prog, pc, b, at.warp));
        }
    }

    /// The shadow of warp `wi` of grid `gid`'s block `b`, with the warp.
    fn shadow<'a>(
        &'a mut self,
        gid: u32,
        b: &'a ThreadBlock,
        wi: u32,
    ) -> Option<(&'a mut ShadowWarp, &'a crate::warp::state::Warp)> {
        let key = self.key(gid, b.linear);
        let bc = self.blocks.get_mut(&key)?;
        Some((bc.shadows.get_mut(wi as usize)?, b.warps.get(wi as usize)?))
    }

    /// After a warp step: the shadow's check (a violation ends the run), the liveness record,
    /// and for the race check the loop iterations and `bar.warp.sync` steps (counted after the
    /// block step's accesses, [`Checker::mem_issued`]).
    pub fn warp_stepped(&mut self, grid: &Grid, prog: &ProgEnv, b: &ThreadBlock, st: &StepRecord) {
        let ws = self.warp_size;
        let gid = grid.gid;
        let pc = st.outcome.pc;
        if self.set.liveness {
            let base = self.grid_base(gid) + b.linear * grid.conf.warps_per_block();
            self.stepped.push((base + st.warp, pc));
            // A warp completes only in a step of its own, and a completed warp takes no step.
            if let Some(w) = b.warps.get(st.warp as usize) {
                self.completed += (w.state == WarpState::Completed) as i64;
                if let Some(its) = w.its.as_deref() {
                    self.stepped_its
                        .push((base + st.warp, w.lanes, its.last_group));
                }
            }
        }
        let key = self.key(gid, b.linear);
        let Some(bc) = self.blocks.get_mut(&key) else {
            return;
        };
        if self.set.safety && self.fatal.is_none() {
            if let (Some(s), Some(w)) = (
                bc.shadows.get_mut(st.warp as usize),
                b.warps.get(st.warp as usize),
            ) {
                if let Some(msg) = s.after_step(w, prog) {
                    self.fatal = Some(safety_diag(msg, prog, pc, b, st.warp));
                }
            }
        }
        if self.set.races {
            match prog.instr(pc) {
                // `bar.warp.sync` orders the memory accesses of the lanes taking part (PTX
                // ISA); a warp's lanes execute it in one step (warp collectives).
                Some(Instr::Coll {
                    op: CollOp::WarpSync,
                    ..
                }) => {
                    if let Some(c) = bc.wsyncs.get_mut(st.warp as usize) {
                        *c += 1;
                    }
                    // Under ITS the clocks are the lanes': what one lane acquired before the
                    // sync, the others have after it.
                    self.races.warp_sync(key, st.warp);
                }
                // The collectives that pass values between lanes: under ITS a value one lane
                // hands another carries what the first had acquired (CUDA's cooperative-groups
                // code passes an acquired flag word to its warp by a shuffle). Nothing under SIMT.
                Some(Instr::Coll {
                    op:
                        CollOp::Shfl(_)
                        | CollOp::Vote(_)
                        | CollOp::MatchAny
                        | CollOp::MatchAll
                        | CollOp::Redux(_),
                    ..
                }) => self.races.warp_sync(key, st.warp),
                // Loop iterations: lanes that took a backward branch (active after the step at
                // the target; the taken path runs first, T:L2060).
                Some(Instr::Bra {
                    target: Operand::Label(t),
                }) => {
                    let w = &b.warps[st.warp as usize];
                    if *t <= pc && w.exec.pc == *t {
                        for lane in w.exec.active.lanes() {
                            if let Some(c) = bc.iters.get_mut((st.warp * ws) as usize + lane) {
                                *c += 1;
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// The memory requests of a block step (after memOp), before its warps' steps are
    /// reported: each is an access of the race check.
    pub fn mem_issued(&mut self, gid: u32, prog: &ProgEnv, b: &ThreadBlock, reqs: &[MemReq]) {
        if !self.set.races {
            return;
        }
        let ws = self.warp_size;
        let key = self.key(gid, b.linear);
        let Some(bc) = self.blocks.get_mut(&key) else {
            return;
        };
        if b.warps.first().is_some_and(|w| w.its.is_some()) {
            self.races.set_its(ws);
        }
        for r in reqs {
            let tid = (r.who.warp * ws + r.who.lane) as usize;
            let iter = bc.iters.get(tid).copied().unwrap_or(0);
            let wsync = bc.wsyncs.get(r.who.warp as usize).copied().unwrap_or(0);
            // The detector names blocks by key (grids of several streams share its space).
            let mut r = *r;
            r.who.block = key;
            self.races
                .access(&r, (bc.epoch, wsync), iter, prog, ws, &self.grids);
        }
    }

    /// Warp `wi`'s threads arrived at barriers in its step of the instruction at `pc`.
    pub fn barrier_arrived(
        &mut self,
        gid: u32,
        prog: &ProgEnv,
        b: &ThreadBlock,
        wi: u32,
        pc: ProgAddr,
        acts: &[ThreadBarAct],
    ) {
        let key = self.key(gid, b.linear);
        if !self.set.barriers || !self.blocks.contains_key(&key) {
            return;
        }
        let line = prog.line(pc);
        for t in acts {
            self.barriers
                .arrive(key, t.barrier, wi * self.warp_size + t.lane, line);
        }
    }

    /// The end of a block step (or of an (endBar) of a block without scheduled warps): the
    /// barrier check settles the block's barriers, and completed barriers start a new interval.
    pub fn block_stepped(&mut self, gid: u32, prog: &ProgEnv, b: &ThreadBlock, out: &BlockOut) {
        let ws = self.warp_size;
        let key = self.key(gid, b.linear);
        let tpb = self.threads_per_block_of(gid);
        let Some(bc) = self.blocks.get_mut(&key) else {
            return;
        };
        if self.set.barriers && (!out.bar_groups.is_empty() || out.barriers_completed > 0) {
            self.barriers.settle(b, key, prog, tpb, ws, false);
        }
        bc.epoch += out.barriers_completed;
        if self.set.races && out.barriers_completed > 0 {
            self.races.barrier(key);
        }
    }

    /// Before a device step: the liveness record starts afresh, with the positions of the
    /// grids running now.
    pub fn before_device_step(&mut self, dev: &Device) {
        self.stepped.clear();
        self.stepped_its.clear();
        if !self.set.liveness {
            return;
        }
        self.grid_bases.clear();
        let Some(ctx) = dev.ctx_order.first().map(|&k| &dev.contexts[k]) else {
            return;
        };
        let mut base = 0;
        for &gk in &ctx.order {
            let g = &ctx.grids[gk];
            self.grid_bases.push((g.gid, base));
            base += g.blocks.len() as u32 * g.conf.warps_per_block();
        }
    }

    /// End of the run: barriers still pending in grid `gid`'s block `b`.
    pub fn finish_block(&mut self, gid: u32, prog: &ProgEnv, b: &ThreadBlock) {
        if self.set.barriers {
            let (key, tpb) = (self.key(gid, b.linear), self.threads_per_block_of(gid));
            self.barriers
                .settle(b, key, prog, tpb, self.warp_size, true);
        }
    }

    /// Findings that do not end the run, in a stable order.
    pub fn findings(&self) -> Vec<Diag> {
        let mut v = self.barriers.diags.clone();
        v.extend(self.races.diags.iter().cloned());
        v
    }
}

/// The diagnostic of a safety violation (or control-flow consistency breach) the shadow of warp
/// `warp` of block `b` found after its step of the instruction at `pc`.
fn safety_diag(msg: String, prog: &ProgEnv, pc: ProgAddr, b: &ThreadBlock, warp: u32) -> Diag {
    let cfc = msg.contains("control-flow consistency");
    Diag {
        kind: if cfc {
            Kind::ControlFlowConsistency
        } else {
            Kind::SafetyViolation
        },
        message: msg,
        lines: vec![prog.line(pc)],
        details: json!({"block": b.bid, "warp": warp}),
    }
}

/// End of a run: report barriers still pending (arrived by some threads only) in every block.
pub fn finish(
    c: &mut Checker,
    contexts: &slotmap::SlotMap<crate::context::ContextKey, crate::context::Context>,
    order: &[crate::context::ContextKey],
) {
    if !c.set.barriers {
        return;
    }
    for &k in order {
        let Some(ctx) = contexts.get(k) else { continue };
        for &gk in &ctx.order {
            let Some(g) = ctx.grids.get(gk) else { continue };
            let Some(prog) = ctx.progs.iter().find(|p| p.prog_idx == g.prog) else {
                continue;
            };
            for key in c.barriers.pending_blocks() {
                let (gid, bi) = c.locate(key);
                if gid.is_some_and(|gid| gid != g.gid) {
                    continue;
                }
                if let Some(b) = g.blocks.get(bi as usize) {
                    c.finish_block(g.gid, prog, b);
                }
            }
        }
    }
}

/// The device reports to the checks as their observer (docs/design.md §14; the device layer
/// does not know this one).
impl Observer<Device> for Checker {
    fn before_warp_step(&mut self, at: WarpAt, prog: &ProgEnv, block: &ThreadBlock) {
        Checker::before_warp_step(self, at, prog, block)
    }
    fn warp_stepped(&mut self, grid: &Grid, prog: &ProgEnv, block: &ThreadBlock, s: &StepRecord) {
        Checker::warp_stepped(self, grid, prog, block, s)
    }
    fn mem_issued(&mut self, gid: u32, prog: &ProgEnv, block: &ThreadBlock, reqs: &[MemReq]) {
        Checker::mem_issued(self, gid, prog, block, reqs)
    }
    fn barrier_arrived(
        &mut self,
        gid: u32,
        prog: &ProgEnv,
        block: &ThreadBlock,
        warp: u32,
        pc: ProgAddr,
        acts: &[ThreadBarAct],
    ) {
        Checker::barrier_arrived(self, gid, prog, block, warp, pc, acts)
    }
    fn block_stepped(
        &mut self,
        _gk: GridKey,
        prog: &ProgEnv,
        grid: &Grid,
        block: &mut ThreadBlock,
        out: &BlockOut,
    ) {
        Checker::block_stepped(self, grid.gid, prog, block, out)
    }
    fn block_issued(&mut self, grid: &Grid, block: &ThreadBlock) {
        Checker::block_issued(self, grid.gid, block)
    }
    fn block_completed(&mut self, grid: &Grid, block: &ThreadBlock) {
        self.liveness_block_completed(grid, block);
        Checker::block_completed(self, grid.gid, block)
    }
    fn before_device_step(&mut self, dev: &Device) {
        Checker::before_device_step(self, dev)
    }
    fn launch_done(&mut self, dev: &Device) {
        finish(self, &dev.contexts, &dev.ctx_order)
    }
    fn take_fatal(&mut self) -> Option<Diag> {
        self.fatal.take()
    }
    fn explain_stuck(&self, gid: u32, linear: u32, warp: u32, stuck: &Diag) -> Option<Diag> {
        Checker::explain_stuck(self, gid, linear, warp, stuck)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `all` is every bug-finding check and leaves out the simulator's own memory self-check,
    /// which is named on its own (in either order, or as `self-check`).
    #[test]
    fn all_means_every_bug_finding_check_not_the_self_check() {
        let p = |v: &[&str]| CheckSet::parse(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        let all = p(&["all"]).unwrap();
        assert_eq!(
            (
                all.safety,
                all.liveness,
                all.barriers,
                all.races,
                all.memory
            ),
            (true, true, true, true, false)
        );
        for v in [
            &["all", "memory"][..],
            &["memory", "all"],
            &["all,self-check"],
        ] {
            let s = p(v).unwrap();
            assert!(s.memory && s.races && s.safety, "{v:?}");
        }
        assert!(p(&["memory"]).unwrap().memory);
        assert!(!p(&["memory", "none"]).unwrap().memory);
        assert!(p(&["strict-races", "all"]).unwrap().strict_races);
    }
}

//! The device (thesis §5.8, T:L2736-2865): contexts, the memory manager and the device I/O, the
//! link between program semantics and memory environment (memOp, updMemBar; §5.8.1), and the run
//! loop of a launch (docs/design.md §7: host copies only while the device is quiescent).

pub mod final_regs;
pub mod memop;
pub mod order;
pub mod printf;
pub mod report;
pub mod runtime;
pub mod snapshot;
pub mod surface;
pub mod texture;
pub mod trace;

use crate::block::{BlockOut, StepRecord, ThreadBlock};
use crate::config::Config;
use crate::config::MemOrder;
use crate::context::{
    rule_exec as ctx_exec, Context, ContextInput, ContextKey, ContextOutput, CtxStuck, ExecBufs, Sm,
};
use crate::grid::{Grid, GridKey};
use crate::memory::{Completion, MemReq, MemorySystem};
use crate::observe::{DynObserver, Observer, WarpAt};
use crate::program::env::module_inits;
use crate::program::env::{ProgEnv, ProgIdx};
use crate::program::ir::{CollOp, Instr, ProgAddr, StateSpace};
use crate::sched::Scheduler;
use crate::verdict::{Diag, Stats, Status};
use memop::Bounds;
use slotmap::SlotMap;
use std::collections::VecDeque;
use std::sync::Arc;

/// `DeviceInput ::= load Prog ContextIdx | create | destroy ContextIdx | cin ContextIdx` (T:L2774).
pub enum DeviceInput {
    Load(Arc<ProgEnv>, u32),
    Create,
    Destroy(u32),
    Ctx(ContextInput, u32),
}

/// `DeviceOutput ::= created ContextIdx | cout ContextIdx | loaded ProgIdx ContextIdx` (T:L2778).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceOutput {
    Created(u32),
    Ctx(ContextOutput, u32),
    Loaded(ProgIdx, u32),
}

/// The tools' observer as the device holds it: the run-time checks (`checks::runtime::Checker`,
/// the layer above the device, which the device therefore does not name). `launch` attaches
/// one and reads its findings back through [`DynObserver::as_any_mut`].
pub type Tools = Box<dyn DynObserver<Device>>;

/// Which memory environment runs under the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MemoryModel {
    /// The thesis memory model of chapter 4 (`FermiMemory`): caches, memory programs, scheduler
    /// choices in every macro step.
    #[default]
    Fermi,
    /// Every request completes in the next macro step, in issue order (`FlatMemory`; fast).
    Flat,
}

/// The device's side of a context step: memOp staging, statistics, traces.
pub struct Core {
    /// Shared so that a step can hand it to the context without copying it.
    pub cfg: Arc<Config>,
    pub bounds: Bounds,
    /// Requests of this step after memOp, issued after the macro step.
    pub reqs: Vec<MemReq>,
    /// Ends of the coalescing groups in `reqs` (one per warp memory action, T:L1970).
    pub group_ends: Vec<usize>,
    /// Where the requests of the block step in progress start in `reqs`.
    req0: usize,
    pub stats: Stats,
    /// The first memOp failure of this step (out of bounds): ends the run.
    pub error: Option<Diag>,
    /// Warps that executed `membar`/`bar` and may hold membar levels (for updMemBar).
    pub membar_watch: Vec<(GridKey, u32, u32)>,
    pub trace: Option<trace::TraceWriter>,
    pub clock: u64,
    /// Run-time checks (`None`: all off), the observer the device reports to
    /// (docs/design.md §14).
    pub checks: Option<Tools>,
    /// Runtime calls (`printf`, `assert`, `malloc`, `free`), their output and the heap.
    pub runtime: runtime::RtState,
    /// Final registers of the threads of one grid, when a launch asks for them
    /// (docs/manifest.md, "Final registers").
    pub final_regs: Option<Box<final_regs::FinalRegs>>,
}

/// The texture fetches of a block step as the reads they make (one per texel sampled), for the
/// checks: a fetch is carried out after the step (docs/texture.md), but the race check sees it
/// issued with the step, as a load. Each component of a `tex` is an instruction of its own (the
/// later ones injected); their reads carry the address of the first, so that a race of the
/// fetch is one report.
fn tex_reads(
    tex: &texture::TexState,
    prog: &ProgEnv,
    grid: &Grid,
    block: &ThreadBlock,
    out: &BlockOut,
) -> Vec<MemReq> {
    let mut v = Vec::new();
    for (w, act) in &out.rt {
        let crate::program::ir::RtFunc::Tex(spec) = act.func else {
            continue;
        };
        let mut pc = out
            .steps
            .iter()
            .find(|st| st.warp == *w)
            .map_or(0, |st| st.outcome.pc);
        let is_tex = |p: ProgAddr| {
            matches!(
                prog.instr(p),
                Some(Instr::Runtime {
                    func: crate::program::ir::RtFunc::Tex(_),
                    ..
                })
            )
        };
        while prog.index(pc).is_some_and(|i| prog.src[i].injected) && pc > 0 && is_tex(pc - 1) {
            pc -= 1;
        }
        for (addr, len) in texture::footprint(tex, &spec, &act.args) {
            v.push(MemReq {
                kind: crate::program::ir::MemKind::Load,
                space: StateSpace::Global,
                cop: crate::program::ir::CacheOp::Default,
                volatile: false,
                ty: crate::program::ir::Ty::B8,
                addr,
                size: len.min(u8::MAX as u64) as u8,
                value: 0,
                value2: 0,
                sm: block.sm.unwrap_or(0),
                who: crate::memory::ThreadRef {
                    grid: grid.gid,
                    block: block.linear,
                    warp: *w,
                    lane: act.lane,
                },
                dst: None,
                pc,
            });
        }
    }
    v
}

/// The device's side of a context step, as the context's observer: statistics, memOp staging
/// (the block steps' memory actions become requests), the runtime calls, and, where `TOOLS`,
/// the tools' hooks (the trace writer and the run-time checks). [`Device::rule_exec`] runs the
/// context step with `TOOLS` off when no tool is attached: the same loop, without a hook.
struct Stage<'a, const TOOLS: bool> {
    core: &'a mut Core,
}

impl<const TOOLS: bool> Observer for Stage<'_, TOOLS> {
    #[inline(always)]
    fn before_warp_step(&mut self, at: WarpAt, prog: &ProgEnv, block: &ThreadBlock) {
        if TOOLS {
            if let Some(c) = &mut self.core.checks {
                c.before_warp_step(at, prog, block);
            }
        }
    }
    #[inline(always)]
    fn warp_stepped(&mut self, grid: &Grid, prog: &ProgEnv, block: &ThreadBlock, s: &StepRecord) {
        self.core.stats.warp_instructions += 1;
        self.core.stats.thread_instructions += s.lanes as u64;
        if TOOLS {
            self.core.tools_warp_stepped(grid, prog, block, s);
        }
    }
    fn block_stepped(
        &mut self,
        gk: GridKey,
        prog: &ProgEnv,
        grid: &Grid,
        block: &mut ThreadBlock,
        out: &BlockOut,
    ) {
        self.core.block_stepped(gk, prog, grid, block, out);
        if TOOLS {
            self.core.tools_block_stepped(gk, prog, grid, block, out);
        }
    }
    fn block_issued(&mut self, grid: &Grid, block: &ThreadBlock) {
        let core = &mut *self.core;
        core.stats.blocks_issued += 1;
        tracing::debug!(step = core.clock, grid = grid.gid, block = ?block.bid, sm = ?block.sm, "block issued");
        if TOOLS {
            if let Some(c) = &mut core.checks {
                c.block_issued(grid, block);
            }
            if let Some(t) = &mut core.trace {
                t.block_event(core.clock, "block_issue", grid, block);
            }
        }
    }
    fn block_completed(&mut self, grid: &Grid, block: &ThreadBlock) {
        let core = &mut *self.core;
        tracing::debug!(step = core.clock, grid = grid.gid, block = ?block.bid, "block completed");
        // Not a tool: a launch that asks for final registers needs them with or without tools.
        if let Some(f) = &mut core.final_regs {
            f.block_completed(grid.gid, block);
        }
        if TOOLS {
            if let Some(c) = &mut core.checks {
                c.block_completed(grid, block);
            }
            if let Some(t) = &mut core.trace {
                t.block_event(core.clock, "block_complete", grid, block);
            }
        }
    }
}

impl Core {
    /// The device's part of a block step: statistics, updMemBar's watch list, memOp over the
    /// block's memory actions (the requests issued after the macro step) and the runtime calls.
    fn block_stepped(
        &mut self,
        gk: GridKey,
        prog: &ProgEnv,
        grid: &Grid,
        block: &ThreadBlock,
        out: &BlockOut,
    ) {
        self.stats.warp_instructions += out.steps.len() as u64;
        self.stats.barriers_completed += out.barriers_completed as u64;
        for s in &out.steps {
            self.stats.thread_instructions += s.lanes as u64;
            if let Some(
                Instr::Membar { .. }
                | Instr::Bar { .. }
                | Instr::Coll {
                    op: CollOp::WarpSync,
                    ..
                },
            ) = prog.instr(s.outcome.pc)
            {
                self.membar_watch.push((gk, block.linear, s.warp));
            }
        }
        if out.barriers_completed > 0 {
            tracing::debug!(step = self.clock, block = ?block.bid, n = out.barriers_completed, "barriers completed");
        }
        self.req0 = self.reqs.len();
        for &(w, s, e) in &out.mem_groups {
            let before = self.reqs.len();
            let pc = step_pc(out, w);
            for a in &out.mem[s as usize..e as usize] {
                let align = memop::access_align(prog, pc, a.ty.bytes());
                match memop::mem_op(a, pc, grid, block, w, &self.bounds, align) {
                    Ok(r) => self.reqs.push(r),
                    Err(e) => {
                        if self.error.is_none() {
                            self.error = Some(report::bad_access(prog, grid, block, w, pc, a, &e));
                        }
                    }
                }
            }
            if self.reqs.len() > before {
                self.group_ends.push(self.reqs.len());
            }
        }
        let mut surf_warp = None;
        for &(w, act) in &out.rt {
            let pc = step_pc(out, w);
            // A surface access is a global load or store from here on (docs/texture.md).
            if let crate::program::ir::RtFunc::Surf(spec) = act.func {
                match surface::surface_access(&self.runtime.surfaces, &spec, &act.args) {
                    Ok(Some(addr)) => {
                        if surf_warp.is_some_and(|x| x != w) {
                            self.group_ends.push(self.reqs.len());
                        }
                        surf_warp = Some(w);
                        let a = crate::thread::acts::ThreadMemAct {
                            lane: act.lane,
                            kind: if spec.store {
                                crate::program::ir::MemKind::Store
                            } else {
                                crate::program::ir::MemKind::Load
                            },
                            space: StateSpace::Global,
                            cop: crate::program::ir::CacheOp::Default,
                            volatile: false,
                            ty: match spec.bytes {
                                1 => crate::program::ir::Ty::B8,
                                2 => crate::program::ir::Ty::B16,
                                4 => crate::program::ir::Ty::B32,
                                _ => crate::program::ir::Ty::B64,
                            },
                            addr,
                            value: act.args[3],
                            value2: 0,
                            dst: act.dst,
                        };
                        let align = memop::access_align(prog, pc, a.ty.bytes());
                        match memop::mem_op(&a, pc, grid, block, w, &self.bounds, align) {
                            Ok(r) => self.reqs.push(r),
                            Err(e) => {
                                if self.error.is_none() {
                                    self.error =
                                        Some(report::bad_access(prog, grid, block, w, pc, &a, &e));
                                }
                            }
                        }
                        continue;
                    }
                    // Outside under `.zero`: the call completes with 0 (a load) or nothing.
                    Ok(None) => {}
                    Err(e) => {
                        if self.error.is_none() {
                            self.error = Some(report::surface(prog, grid, block, w, pc, &act, e));
                        }
                        continue;
                    }
                }
            }
            self.runtime.calls.push(runtime::RtCall {
                grid: gk,
                block: block.linear,
                warp: w,
                pc,
                act,
            });
        }
        if surf_warp.is_some() && self.group_ends.last() != Some(&self.reqs.len()) {
            self.group_ends.push(self.reqs.len());
        }
    }

    /// A warp step as the tools see it: the trace line, then the checks.
    #[inline]
    fn tools_warp_stepped(
        &mut self,
        grid: &Grid,
        prog: &ProgEnv,
        block: &ThreadBlock,
        s: &StepRecord,
    ) {
        if let Some(t) = &mut self.trace {
            t.warp_step(self.clock, prog, grid, block, s);
        }
        if let Some(c) = &mut self.checks {
            c.warp_stepped(grid, prog, block, s);
        }
    }

    /// A block step as the tools see it ([`Observer`]'s order): its memory requests (texture
    /// fetches as loads), its warps' steps, its barrier arrivals, then the block step itself.
    fn tools_block_stepped(
        &mut self,
        gk: GridKey,
        prog: &ProgEnv,
        grid: &Grid,
        block: &mut ThreadBlock,
        out: &BlockOut,
    ) {
        if let Some(c) = &mut self.checks {
            let tex = tex_reads(&self.runtime.tex, prog, grid, block, out);
            let reqs: std::borrow::Cow<[MemReq]> = if tex.is_empty() {
                (&self.reqs[self.req0..]).into()
            } else {
                [&self.reqs[self.req0..], &tex[..]].concat().into()
            };
            c.mem_issued(grid.gid, prog, block, &reqs);
        }
        for s in &out.steps {
            self.tools_warp_stepped(grid, prog, block, s);
        }
        if let Some(c) = &mut self.checks {
            for &(wi, _kind, s, e) in &out.bar_groups {
                let acts = &out.bar[s as usize..e as usize];
                c.barrier_arrived(grid.gid, prog, block, wi, step_pc(out, wi), acts);
            }
        }
        if let (Some(t), true) = (&mut self.trace, out.barriers_completed > 0) {
            t.block_event(self.clock, "barrier_complete", grid, block);
        }
        if let Some(c) = &mut self.checks {
            c.block_stepped(gk, prog, grid, block, out);
        }
    }
}

/// The pc of warp `w`'s step in a block step's outputs (0 if it did not step).
fn step_pc(out: &BlockOut, w: u32) -> ProgAddr {
    out.steps
        .iter()
        .find(|st| st.warp == w)
        .map_or(0, |st| st.outcome.pc)
}

/// `Device = MemMgr × DeviceIO × Context*` (T:L2742).
pub struct Device {
    pub mem: Box<dyn MemorySystem>,
    pub contexts: SlotMap<ContextKey, Context>,
    pub ctx_order: Vec<ContextKey>,
    pub inbox: VecDeque<DeviceInput>,
    pub outbox: VecDeque<DeviceOutput>,
    pub sms: Vec<Sm>,
    pub core: Core,
    bufs: ExecBufs,
    done: Vec<Completion>,
    next_cid: u32,
    order: ThreadOrder,
    /// Memory requests per grid (by gid) made and not yet completed, held ones included.
    grid_ops: Vec<u64>,
}

use order::ThreadOrder;

/// What one device step did.
#[derive(Debug, PartialEq)]
pub enum StepResult {
    Progress,
    /// No rule could fire.
    Idle,
    Stop(Status, Diag),
}

impl Device {
    pub fn new(mut cfg: Config, mem: Box<dyn MemorySystem>, bounds: Bounds) -> Device {
        // Under independent thread scheduling the lanes of a warp do not step together: each
        // thread's memory operations are ordered per thread (docs/its.md).
        if cfg.scheduling == crate::config::Scheduling::Its {
            cfg.mem_order = MemOrder::Thread;
        }
        let sms = vec![Sm::default(); cfg.num_sms as usize];
        let heap = runtime::Heap::above(&bounds, cfg.heap_bytes, cfg.red_zone_bytes);
        let printed = runtime::PrintBuf::new(cfg.printf_fifo_bytes);
        Device {
            mem,
            contexts: SlotMap::with_key(),
            ctx_order: Vec::new(),
            inbox: VecDeque::new(),
            outbox: VecDeque::new(),
            sms,
            core: Core {
                cfg: Arc::new(cfg),
                bounds,
                reqs: Vec::new(),
                group_ends: Vec::new(),
                stats: Stats::default(),
                error: None,
                membar_watch: Vec::new(),
                trace: None,
                clock: 0,
                checks: None,
                req0: 0,
                runtime: runtime::RtState {
                    heap,
                    printed,
                    ..Default::default()
                },
                final_regs: None,
            },
            bufs: ExecBufs::default(),
            done: Vec::new(),
            next_cid: 0,
            order: ThreadOrder::default(),
            grid_ops: Vec::new(),
        }
    }

    /// `--fast` on or off (docs/performance.md, "Fast execution").
    pub fn set_fast(&mut self, on: bool) {
        self.bufs.fast = on;
    }

    /// Every warp step takes the full block step, also a register-only one (the context step
    /// takes those alone, without the block step's bookkeeping): for tests that compare the two.
    pub fn set_full_block_steps(&mut self, on: bool) {
        self.bufs.full_block_steps = on;
    }

    fn ctx_key(&self, cid: u32) -> Option<ContextKey> {
        self.ctx_order
            .iter()
            .copied()
            .find(|k| self.contexts[*k].cid == cid)
    }

    /// Device (in), T:L2828-2831: queue an input.
    pub fn rule_in(&mut self, din: DeviceInput) {
        self.inbox.push_back(din);
    }

    /// Device (out), T:L2833-2835: emit a pending output (FIFO, errata B5).
    pub fn rule_out(&mut self) -> Option<DeviceOutput> {
        self.outbox.pop_front()
    }

    /// Process the device inbox in FIFO order (choice kind 6 resolved FIFO, errata B5):
    /// (create), (destroy), (load) and (cin).
    pub fn process_inputs(&mut self) {
        while let Some(din) = self.inbox.pop_front() {
            match din {
                DeviceInput::Create => self.rule_create(),
                DeviceInput::Destroy(cid) => self.rule_destroy(cid),
                DeviceInput::Load(p, cid) => self.rule_load(p, cid),
                DeviceInput::Ctx(cin, cid) => self.rule_cin(cin, cid),
            }
        }
    }

    /// Device (create), T:L2845-2847: a new empty context with a fresh cid. The virtual memory
    /// space is the identity (one context per run: disjoint trivially).
    pub fn rule_create(&mut self) {
        let cid = self.next_cid;
        self.next_cid += 1;
        let k = self.contexts.insert(Context::new(cid));
        self.ctx_order.push(k);
        self.outbox.push_back(DeviceOutput::Created(cid));
    }

    /// Device (destroy), T:L2849-2851: remove the context, aborting each of its grids by
    /// Context (abort) (which gives back the SM resources of their resident blocks; the other
    /// contexts' blocks stay resident); pending memory operations are not cancelled.
    pub fn rule_destroy(&mut self, cid: u32) {
        if let Some(k) = self.ctx_key(cid) {
            let first = self.ctx_order.first() == Some(&k);
            let sms = sms_of(&mut self.sms, first);
            let ctx = &mut self.contexts[k];
            for gid in ctx.gids() {
                ctx.rule_abort(gid, sms);
            }
            self.ctx_order.retain(|x| *x != k);
            self.contexts.remove(k);
        }
    }

    /// Device (load), T:L2853-2855: write the initial values of global and const variables
    /// (§5.1.3) and add φ to the context with a progid fresh in the context.
    pub fn rule_load(&mut self, prog: Arc<ProgEnv>, cid: u32) {
        let Some(k) = self.ctx_key(cid) else { return };
        for (space, addr, bytes) in module_inits(&prog) {
            self.mem.host_write(space, addr, &bytes);
        }
        let ctx = &mut self.contexts[k];
        let idx = ctx.progs.len() as ProgIdx;
        let prog = if prog.prog_idx == idx {
            prog
        } else {
            let mut p = (*prog).clone();
            p.prog_idx = idx;
            Arc::new(p)
        };
        ctx.progs.push(prog);
        self.outbox.push_back(DeviceOutput::Loaded(idx, cid));
    }

    /// Device (cin), T:L2837-2839, with context (in) T:L2701-2703 and, eagerly, (start)
    /// T:L2709-2721 / (abort) T:L2723-2734. The parameter bank is written before the grid's
    /// first step (docs/design.md §7).
    pub fn rule_cin(&mut self, cin: ContextInput, cid: u32) {
        let Some(k) = self.ctx_key(cid) else { return };
        let first = self.ctx_order.first() == Some(&k);
        let ctx = &mut self.contexts[k];
        ctx.inbox.push_back(cin);
        while let Some(i) = ctx.inbox.pop_front() {
            match i {
                ContextInput::Start { prog, conf, params } => {
                    // One parameter bank per grid, by gid: grids of several streams run at
                    // the same time, each reading its own.
                    let base = ctx.next_gid() as u64 * 0x1_0000;
                    if let Some(gk) = ctx.rule_start(prog, conf, base) {
                        self.mem.host_write(StateSpace::Param, base, &params);
                        ctx.grids[gk].params = params.into();
                    }
                }
                ContextInput::Abort(gid) => ctx.rule_abort(gid, sms_of(&mut self.sms, first)),
            }
        }
        self.rule_cout(k);
    }

    /// Device (cout), T:L2841-2843 (erratum: `dio`): context outputs go to the device outbox.
    fn rule_cout(&mut self, k: ContextKey) {
        let ctx = &mut self.contexts[k];
        while let Some(o) = ctx.outbox.pop_front() {
            self.outbox.push_back(DeviceOutput::Ctx(o, ctx.cid));
        }
    }

    /// updMemBar (T:L2764-2766): reset a thread's membar level once all of its memory operations
    /// completed (choice kind 5 resolved "as soon as possible"). Returns whether a level was reset.
    fn upd_mem_bar(&mut self, k: ContextKey) -> bool {
        let mut changed = false;
        let ctx = &mut self.contexts[k];
        let mut i = 0;
        while i < self.core.membar_watch.len() {
            let (gk, bi, wi) = self.core.membar_watch[i];
            let mut keep = false;
            let b = ctx
                .grids
                .get_mut(gk)
                .and_then(|g| g.blocks.get_mut(bi as usize));
            if let Some(b) = b {
                if let Some(w) = b.warps.get_mut(wi as usize) {
                    let mut reset = false;
                    for (lane, t) in w.threads.iter_mut().enumerate() {
                        if t.membar.is_some() {
                            if w.pending_ops.get(lane).copied().unwrap_or(0) == 0 {
                                t.membar = None;
                                reset = true;
                            } else {
                                keep = true;
                            }
                        }
                    }
                    if reset {
                        changed = true;
                        w.recount_membar();
                        b.sched_cache.invalidate_warp(wi);
                        mark_sm(&mut self.sms, b.sm);
                    }
                }
            }
            if keep {
                i += 1;
            } else {
                self.core.membar_watch.swap_remove(i);
            }
        }
        changed
    }

    /// Apply finished memory operations: write and release registers (T:L1311-1313). Results for
    /// grids that are gone (aborted) are dropped.
    fn apply_completions(&mut self, k: ContextKey) {
        let ctx = &mut self.contexts[k];
        // A memory that drains each step has nothing in flight at the next issue; the order
        // does not count its operations (`ThreadOrder::issue_drained`).
        let counted = !self.mem.drains_each_step();
        let done = std::mem::take(&mut self.done);
        if let Some(c) = &mut self.core.checks {
            c.mem_completed(&done);
        }
        // Completions come in runs of one warp's lanes (a coalescing group completes together
        // in the flat memory, and often in the Fermi one): the grid, block and warp are looked
        // up once per run, and the block's answer for the warp is forgotten once.
        let mut i = 0;
        while i < done.len() {
            let who = done[i].who;
            let n = done[i..]
                .iter()
                .take_while(|c| {
                    (c.who.grid, c.who.block, c.who.warp) == (who.grid, who.block, who.warp)
                })
                .count();
            let run = &done[i..i + n];
            i += n;
            // A value an exited thread's register still awaited (its block may be gone).
            if let Some(f) = self.core.final_regs.as_mut().filter(|f| f.awaits()) {
                run.iter().for_each(|c| f.landed(c.who, c.dst, c.value));
            }
            // Counted for completed (removed) grids too: their stores still land.
            if let Some(g) = self.grid_ops.get_mut(who.grid as usize) {
                *g = g.saturating_sub(n as u64);
            }
            let Some(gk) = ctx.grid_by_gid(who.grid) else {
                if counted {
                    run.iter().for_each(|c| self.order.forget(c.who));
                }
                continue;
            };
            if let Some(b) = ctx.grids[gk].blocks.get_mut(who.block as usize) {
                if let Some(w) = b.warps.get_mut(who.warp as usize) {
                    for c in run {
                        crate::warp::step::complete(w, c.who.lane as usize, c.dst, c.value);
                    }
                    b.sched_cache.invalidate_warp(who.warp);
                    mark_sm(&mut self.sms, b.sm);
                }
            }
            if counted {
                self.order.completed_run(run);
            }
        }
        self.done = done;
        self.done.clear();
    }

    /// Grid `gid` of the first context has completed and none of its memory operations is still
    /// pending or held: a grid after it in its stream may start (its writes are all in memory).
    pub fn grid_done(&self, gid: u32) -> bool {
        let gone = self
            .ctx_order
            .first()
            .is_none_or(|&k| self.contexts[k].grid_by_gid(gid).is_none());
        gone && self.grid_ops.get(gid as usize).is_none_or(|&n| n == 0)
    }

    /// Device (exec), T:L2823-2826: updMemBar, one context step in parallel with one memory macro
    /// step, then memOp over the new block actions (T:L2823-2826: requests
    /// issued in step k first move in the macro step of step k+1).
    pub fn rule_exec(&mut self, sched: &mut dyn Scheduler) -> StepResult {
        let Some(&k) = self.ctx_order.first() else {
            return StepResult::Idle;
        };
        self.core.clock += 1;
        let membar = self.upd_mem_bar(k);
        self.core.reqs.clear();
        self.core.group_ends.clear();
        if let Some(mut c) = self.core.checks.take() {
            c.before_device_step(self);
            self.core.checks = Some(c);
        }
        let cfg = Arc::clone(&self.core.cfg);
        let clock = self.core.clock;
        // One stepping loop, instantiated with the tools' hooks or without them.
        let (ctx, sms, bufs) = (&mut self.contexts[k], &mut self.sms, &mut self.bufs);
        let r = if self.core.checks.is_some() || self.core.trace.is_some() {
            let mut stage = Stage::<true> {
                core: &mut self.core,
            };
            ctx_exec(ctx, &cfg, sms, clock, sched, &mut stage, bufs)
        } else {
            let mut stage = Stage::<false> {
                core: &mut self.core,
            };
            ctx_exec(ctx, &cfg, sms, clock, sched, &mut stage, bufs)
        };
        let pending_before = self.mem.pending();
        self.done.clear();
        let mem_r = self.mem.macro_step(sched, &mut self.done);
        let completions = self.done.len();
        self.apply_completions(k);
        let rt_stop = self.run_runtime_calls(k);
        let issued = self.issue_groups();
        self.core.stats.memory_requests += self.core.reqs.len() as u64;
        // A group is one block step's requests: one grid.
        let mut start = 0;
        for &end in &self.core.group_ends {
            let g = self.core.reqs[start].who.grid as usize;
            debug_assert!(self.core.reqs[start..end]
                .iter()
                .all(|r| r.who.grid as usize == g));
            if self.grid_ops.len() <= g {
                self.grid_ops.resize(g + 1, 0);
            }
            self.grid_ops[g] += (end - start) as u64;
            start = end;
        }
        self.rule_cout(k);
        if let Err(e) = mem_r {
            return StepResult::Stop(Status::Violation, report::memory_error(&e));
        }
        let st = match r {
            Ok(st) => st,
            Err(CtxStuck { grid, block, stuck }) => {
                let d = report::stuck(&self.contexts[k], grid, block, &stuck);
                // a breach of control-flow consistency before the step explains the ⊥
                let why = match (&stuck, &self.core.checks) {
                    (crate::block::BlockStuck::Warp { warp, .. }, Some(c)) => {
                        let g = &self.contexts[k].grids[grid];
                        c.explain_stuck(g.gid, g.blocks[block as usize].linear, *warp, &d)
                    }
                    _ => None,
                };
                return StepResult::Stop(Status::Violation, why.unwrap_or(d));
            }
        };
        if let Some(d) = rt_stop.or_else(|| self.core.error.take()) {
            return StepResult::Stop(Status::Violation, d);
        }
        if let Some(d) = self.core.checks.as_mut().and_then(|c| c.take_fatal()) {
            return StepResult::Stop(Status::Violation, d);
        }
        let progress = st.warps_stepped > 0
            || st.stalled > 0
            || st.barriers_ended > 0
            || issued > 0
            || st.blocks_issued > 0
            || st.grids_completed > 0
            || membar
            || pending_before > 0
            || completions > 0
            || !self.core.reqs.is_empty();
        if progress {
            StepResult::Progress
        } else {
            StepResult::Idle
        }
    }

    /// Carry out this step's runtime calls (`runtime::carry_out`) and write their results like
    /// load completions. The first call that ends the run (a failed `assert`, a bad `free`)
    /// gives the diagnostic.
    fn run_runtime_calls(&mut self, k: ContextKey) -> Option<Diag> {
        let calls = std::mem::take(&mut self.core.runtime.calls);
        let mut stop = None;
        let ctx = &mut self.contexts[k];
        for c in &calls {
            let Some(g) = ctx.grids.get(c.grid) else {
                continue;
            };
            let Some(prog) = ctx.progs.get(g.prog as usize).cloned() else {
                continue;
            };
            let g = &ctx.grids[c.grid];
            let Some(b) = g.blocks.get(c.block as usize) else {
                continue;
            };
            let rt = &mut self.core.runtime;
            let out = runtime::carry_out(
                c,
                &prog,
                g,
                b,
                self.mem.as_mut(),
                &mut self.core.bounds,
                &mut rt.printed,
                &mut rt.heap,
                &mut rt.tex,
                &rt.surfaces,
            );
            let value = match out {
                runtime::Outcome::Value(v) => v,
                runtime::Outcome::Stop(d) => {
                    stop.get_or_insert(d);
                    0
                }
            };
            let b = &mut ctx.grids[c.grid].blocks[c.block as usize];
            if let Some(w) = b.warps.get_mut(c.warp as usize) {
                crate::warp::step::complete(w, c.act.lane as usize, c.act.dst, value);
                b.sched_cache.invalidate_warp(c.warp);
                mark_sm(&mut self.sms, b.sm);
            }
        }
        self.core.runtime.calls = calls;
        self.core.runtime.calls.clear();
        stop
    }

    /// Memory requests held back by `MemOrder::Thread` (not yet in the memory environment).
    pub fn has_held_requests(&self) -> bool {
        self.order.has_held()
    }

    /// Work remains: a grid, an input or a memory operation.
    pub fn busy(&self) -> bool {
        self.mem.pending() > 0
            || self.order.has_held()
            || self.ctx_order.iter().any(|k| self.contexts[*k].has_work())
    }

    /// Hand this step's coalescing groups (and groups held from earlier steps) to the memory
    /// environment. With `MemOrder::Thread` a group waits while one of its threads has an earlier
    /// operation in flight (or an earlier group still held): a restriction of the schedules
    /// (every operation of a thread runs after the previous one ended), so each thread sees its
    /// own writes in program order. With `MemOrder::Location` (default) and `MemOrder::Thesis`
    /// every group enters at once: the Fermi memory itself holds back an operation that must wait
    /// for the thread's earlier ones on the same location (`FermiMemory`, per-location order),
    /// and the flat memory completes every operation in issue order.
    fn issue_groups(&mut self) -> usize {
        if self.core.cfg.mem_order != MemOrder::Thread {
            let mut start = 0;
            for &end in &self.core.group_ends {
                self.mem.issue(&self.core.reqs[start..end]);
                start = end;
            }
            return self.core.group_ends.len();
        }
        let mem = &mut self.mem;
        let (reqs, ends) = (&self.core.reqs, &self.core.group_ends);
        if mem.drains_each_step() {
            self.order.issue_drained(reqs, ends, |g| mem.issue(g))
        } else {
            self.order.issue(reqs, ends, |g| mem.issue(g))
        }
    }
}

/// A warp of a block resident on SM `sm` changed outside a block step: the SM recounts its
/// schedulable warps ([`crate::context::SmCache`]).
#[inline]
fn mark_sm(sms: &mut [Sm], sm: Option<u32>) {
    if let Some(sm) = sm.and_then(|i| sms.get_mut(i as usize)) {
        sm.mark_all_stale();
    }
}

/// The SMs whose resident blocks belong to a context: all of them for the first context (`first`),
/// the only one that steps (docs/deviations.md), none for the others, whose grids never issued a
/// block. (Resident entries name grids by their key within one context, so another context's
/// grids must not be matched against them.)
fn sms_of(sms: &mut [Sm], first: bool) -> &mut [Sm] {
    if first {
        sms
    } else {
        &mut []
    }
}

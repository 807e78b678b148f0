//! The observer: the one interface through which the tools see the device (docs/design.md §14),
//! in the shape of the `Machine` trait of Miri's interpreter core (`rustc_const_eval::interpret`).
//! The semantics calls its hooks at fixed points: before and after a warp step, when a block
//! step issued memory requests and its warps arrived at barriers, when a block step, block
//! issue or block completion happened, when a memory operation completed, and around a device
//! step and at the end of a launch. Every hook has a no-op default, so a tool implements only
//! the events it needs; the run-time checks (`checks::runtime::Checker`: safety shadow,
//! barriers, races, the liveness record), the livelock detector, monitors of tests and the
//! device's own statistics and trace writer all see the device through it.
//!
//! The context step ([`crate::context::rule_exec`]) is generic over the observer it reports to,
//! and the device instantiates it twice (`device::Stage`): once with every tool hook forwarded,
//! once with none, so that a run without checks and traces runs the same stepping loop with
//! every hook compiled to nothing (as Spike builds its fast and its logged interpreter from one
//! body).
//!
//! The type parameter `D` is the device a device-level hook sees (`crate::device::Device`; the
//! device sits above this layer, which therefore does not name it). Observers of the context
//! step alone use the default, `()`.

use crate::block::{BlockOut, StepRecord, ThreadBlock};
use crate::grid::{Grid, GridKey};
use crate::memory::{Completion, MemReq};
use crate::program::env::ProgEnv;
use crate::program::ir::ProgAddr;
use crate::verdict::{Diag, Status};
use crate::warp::step::ThreadBarAct;

/// Where a warp step happens: the grid, the warp's index in its block, and whether the step is
/// register-only (an ALU operation, `setp`, `set`, `mov` or a parameter load, no register of
/// the warp blocked, in an active block with an idle barrier table: the block step is that
/// warp step alone, [`crate::block::plain_step`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WarpAt {
    pub gid: u32,
    pub warp: u32,
    pub register_only: bool,
}

/// The hooks of the tools that watch the device (see the module doc). All have no-op defaults.
pub trait Observer<D: ?Sized = ()> {
    /// Just before warp `at.warp` of `block` steps (what the checks need before a step: the
    /// safety shadow records every lane's plan). A register-only step may still be declined
    /// after this call, changing nothing; the warp's step that follows is announced again.
    #[inline(always)]
    fn before_warp_step(&mut self, _at: WarpAt, _prog: &ProgEnv, _block: &ThreadBlock) {}

    /// Warp `step.warp` of `block` stepped: the instruction at `step.outcome.pc` with the rule
    /// that fired, executed by `step.lanes` lanes; `block` is the state after the step. A block
    /// step reports its warps' steps in schedule order, after its memory requests
    /// ([`Observer::mem_issued`]) and before its barrier arrivals.
    #[inline(always)]
    fn warp_stepped(
        &mut self,
        _grid: &Grid,
        _prog: &ProgEnv,
        _block: &ThreadBlock,
        _step: &StepRecord,
    ) {
    }

    /// A block step of grid `gid` issued memory requests (after memOp, texture fetches as the
    /// loads they make): one call per block step, before its warps' steps are reported.
    #[inline(always)]
    fn mem_issued(&mut self, _gid: u32, _prog: &ProgEnv, _block: &ThreadBlock, _reqs: &[MemReq]) {}

    /// Warp `warp` of `block` arrived at barriers in its step of the instruction at `pc`
    /// (one action per executing lane).
    #[inline(always)]
    fn barrier_arrived(
        &mut self,
        _gid: u32,
        _prog: &ProgEnv,
        _block: &ThreadBlock,
        _warp: u32,
        _pc: ProgAddr,
        _acts: &[ThreadBarAct],
    ) {
    }

    /// A block step ((exec), (endBar), (compl)) or an (endBar) of a block without scheduled
    /// warps ended, with the block's outputs. While a block of `grid` steps, `grid.blocks` is
    /// empty (the list is set aside; `block` is the stepping block). The last event of a block
    /// step: its warp steps, memory requests and barrier arrivals were reported before it.
    #[inline(always)]
    fn block_stepped(
        &mut self,
        _gk: GridKey,
        _prog: &ProgEnv,
        _grid: &Grid,
        _block: &mut ThreadBlock,
        _out: &BlockOut,
    ) {
    }

    /// A block was issued to an SM (its warps created).
    #[inline(always)]
    fn block_issued(&mut self, _grid: &Grid, _block: &ThreadBlock) {}

    /// A block completed (before its warps are freed).
    #[inline(always)]
    fn block_completed(&mut self, _grid: &Grid, _block: &ThreadBlock) {}

    /// Memory operations completed in a device step (their results written to their
    /// registers, where they have one), in the order the memory environment completed them.
    #[inline(always)]
    fn mem_completed(&mut self, _done: &[Completion]) {}

    /// Before a device step.
    #[inline(always)]
    fn before_device_step(&mut self, _dev: &D) {}

    /// After a device step: a verdict ends the run (the livelock detector, monitors of tests).
    #[inline(always)]
    fn device_stepped(&mut self, _dev: &D) -> Option<(Status, Diag)> {
        None
    }

    /// The launch ended (no work left, or a verdict): the last chance to report (barriers
    /// still pending).
    #[inline(always)]
    fn launch_done(&mut self, _dev: &D) {}

    /// A finding that ends the run at once (a safety violation), taken once, after each device
    /// step.
    #[inline(always)]
    fn take_fatal(&mut self) -> Option<Diag> {
        None
    }

    /// The cause this observer knows for warp `warp` of block `linear` of grid `gid`, to which
    /// no rule applies (`stuck` is the device's own diagnostic).
    #[inline(always)]
    fn explain_stuck(&self, _gid: u32, _linear: u32, _warp: u32, _stuck: &Diag) -> Option<Diag> {
        None
    }
}

/// The no-op observer: every hook compiles to nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoObserver;

impl<D: ?Sized> Observer<D> for NoObserver {}

/// An observer held behind a pointer by the device (the checks sit above the device, which
/// does not name them): copied with the device (explore snapshots the device with its
/// checks) and recovered by its owner through `Any`. Implemented for every observer that is
/// `Clone`.
pub trait DynObserver<D: ?Sized>: Observer<D> + std::any::Any {
    /// A copy.
    fn box_clone(&self) -> Box<dyn DynObserver<D>>;
    /// Make `dst` a copy of this observer, reusing its allocations where it is of the same
    /// kind (explore recycles devices).
    fn copy_into(&self, dst: &mut Box<dyn DynObserver<D>>);
    fn as_any(&self) -> &dyn std::any::Any;
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any;
}

impl<D: ?Sized + 'static, T: Observer<D> + Clone + 'static> DynObserver<D> for T {
    fn box_clone(&self) -> Box<dyn DynObserver<D>> {
        Box::new(self.clone())
    }
    fn copy_into(&self, dst: &mut Box<dyn DynObserver<D>>) {
        match dst.as_any_mut().downcast_mut::<T>() {
            Some(d) => d.clone_from(self),
            None => *dst = self.box_clone(),
        }
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
}

impl<D: ?Sized + 'static> Clone for Box<dyn DynObserver<D>> {
    fn clone(&self) -> Self {
        self.box_clone()
    }
    /// Into the allocation of `self` where it holds an observer of the same kind.
    fn clone_from(&mut self, src: &Self) {
        src.copy_into(self);
    }
}

/// Two observers as one: every hook goes to the first, then to the second. A driver that needs
/// events of its own beside the run-time checks attaches the pair (explore records the warps
/// each step ran next to the checks, docs/design.md §14). The first verdict, fatal finding or
/// explanation wins, the first observer's before the second's; both see every event.
pub struct Both<D: ?Sized + 'static>(pub Box<dyn DynObserver<D>>, pub Box<dyn DynObserver<D>>);

impl<D: ?Sized + 'static> Clone for Both<D> {
    fn clone(&self) -> Self {
        Both(self.0.clone(), self.1.clone())
    }
    /// Field by field, so that boxed observers reuse their allocations (explore recycles
    /// devices with their observers).
    fn clone_from(&mut self, src: &Self) {
        self.0.clone_from(&src.0);
        self.1.clone_from(&src.1);
    }
}

impl<D: ?Sized + 'static> Observer<D> for Both<D> {
    #[inline(always)]
    fn before_warp_step(&mut self, at: WarpAt, prog: &ProgEnv, block: &ThreadBlock) {
        self.0.before_warp_step(at, prog, block);
        self.1.before_warp_step(at, prog, block);
    }
    #[inline(always)]
    fn warp_stepped(&mut self, grid: &Grid, prog: &ProgEnv, block: &ThreadBlock, s: &StepRecord) {
        self.0.warp_stepped(grid, prog, block, s);
        self.1.warp_stepped(grid, prog, block, s);
    }
    #[inline(always)]
    fn mem_issued(&mut self, gid: u32, prog: &ProgEnv, block: &ThreadBlock, reqs: &[MemReq]) {
        self.0.mem_issued(gid, prog, block, reqs);
        self.1.mem_issued(gid, prog, block, reqs);
    }
    #[inline(always)]
    fn barrier_arrived(
        &mut self,
        gid: u32,
        prog: &ProgEnv,
        block: &ThreadBlock,
        warp: u32,
        pc: ProgAddr,
        acts: &[ThreadBarAct],
    ) {
        self.0.barrier_arrived(gid, prog, block, warp, pc, acts);
        self.1.barrier_arrived(gid, prog, block, warp, pc, acts);
    }
    #[inline(always)]
    fn block_stepped(
        &mut self,
        gk: GridKey,
        prog: &ProgEnv,
        grid: &Grid,
        block: &mut ThreadBlock,
        out: &BlockOut,
    ) {
        self.0.block_stepped(gk, prog, grid, block, out);
        self.1.block_stepped(gk, prog, grid, block, out);
    }
    #[inline(always)]
    fn block_issued(&mut self, grid: &Grid, block: &ThreadBlock) {
        self.0.block_issued(grid, block);
        self.1.block_issued(grid, block);
    }
    #[inline(always)]
    fn block_completed(&mut self, grid: &Grid, block: &ThreadBlock) {
        self.0.block_completed(grid, block);
        self.1.block_completed(grid, block);
    }
    #[inline(always)]
    fn mem_completed(&mut self, done: &[Completion]) {
        self.0.mem_completed(done);
        self.1.mem_completed(done);
    }
    #[inline(always)]
    fn before_device_step(&mut self, dev: &D) {
        self.0.before_device_step(dev);
        self.1.before_device_step(dev);
    }
    #[inline(always)]
    fn device_stepped(&mut self, dev: &D) -> Option<(Status, Diag)> {
        let a = self.0.device_stepped(dev);
        let b = self.1.device_stepped(dev);
        a.or(b)
    }
    #[inline(always)]
    fn launch_done(&mut self, dev: &D) {
        self.0.launch_done(dev);
        self.1.launch_done(dev);
    }
    #[inline(always)]
    fn take_fatal(&mut self) -> Option<Diag> {
        let a = self.0.take_fatal();
        let b = self.1.take_fatal();
        a.or(b)
    }
    #[inline(always)]
    fn explain_stuck(&self, gid: u32, linear: u32, warp: u32, stuck: &Diag) -> Option<Diag> {
        self.0
            .explain_stuck(gid, linear, warp, stuck)
            .or_else(|| self.1.explain_stuck(gid, linear, warp, stuck))
    }
}

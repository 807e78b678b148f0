//! The warp transition `⟨ω | φ, ϱ⟩ —[wact_ε]→Ω ω'` (T:L2323-2355): every lane runs the thread rules
//! on the instruction at the warp's pc; flow actions go to the CRS rules, votes are handled here,
//! memory and barrier actions are handed up to the block.
//!
//! CONTRACT (used by the block/device level): `warp_step`, `can_be_scheduled`, `new_warp` and the
//! types below. Implementation lives with the warp semantics.

use super::state::Warp;
use crate::memory::MemKind;
use crate::program::env::ProgEnv;
use crate::program::ir::{BarKind, CacheOp, ProgAddr, RegId, StateSpace, Ty};
use crate::sched::Scheduler;
use serde::Serialize;

/// One thread's memory action (MemAct_Θ, T:L1798) before the device resolves it to a physical
/// address: `addr` is an address in `space` (which may be `Generic`, DECISIONS §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ThreadMemAct {
    pub lane: u32,
    pub kind: MemKind,
    pub space: StateSpace,
    pub cop: CacheOp,
    pub volatile: bool,
    pub ty: Ty,
    pub addr: u64,
    pub value: u64,
    pub value2: u64,
    pub dst: Option<RegId>,
}

/// One thread's barrier action `bar BarrierIdx ThreadCnt_ε RegAddr_ε Predicate_ε` (T:L1826).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ThreadBarAct {
    pub lane: u32,
    pub barrier: u32,
    pub count: Option<u32>,
    pub dst: Option<RegId>,
    pub pred: Option<bool>,
}

/// The rule of the thesis that fired in a warp step (trace field `"rule"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Rule {
    /// CRS (next), T:L2289.
    Next,
    Ssy,
    PreBrk,
    PreRet,
    /// CRS (sync) = unwind, T:L2228.
    Sync,
    BrkDiv,
    BrkUni,
    RetDiv,
    RetUni,
    ExitDiv,
    ExitUni,
    BraUni,
    BraGuard,
    BraTarget,
    CallUni,
    CallGuard,
    CallTarget,
    /// Warp (comm) with a vote, T:L2340.
    Vote,
    /// Warp (comm) with a barrier action, T:L2340.
    Bar,
    /// Warp (mem), T:L2349 (register writes of ALU results included).
    Mem,
}

impl Rule {
    pub fn name(self) -> &'static str {
        match self {
            Rule::Next => "next",
            Rule::Ssy => "ssy",
            Rule::PreBrk => "preBrk",
            Rule::PreRet => "preRet",
            Rule::Sync => "sync",
            Rule::BrkDiv => "brk_div",
            Rule::BrkUni => "brk_uni",
            Rule::RetDiv => "ret_div",
            Rule::RetUni => "ret_uni",
            Rule::ExitDiv => "exit_div",
            Rule::ExitUni => "exit_uni",
            Rule::BraUni => "bra_uni",
            Rule::BraGuard => "bra_guard",
            Rule::BraTarget => "bra_target",
            Rule::CallUni => "call_uni",
            Rule::CallGuard => "call_guard",
            Rule::CallTarget => "call_target",
            Rule::Vote => "vote",
            Rule::Bar => "bar",
            Rule::Mem => "mem",
        }
    }
}

/// What a warp step produced (besides its own state change).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum WarpAct {
    /// Control flow, votes, ALU register writes (fast path, DECISIONS §10): nothing for the block.
    None,
    /// Memory actions were appended to `StepCtx::mem_out` (one coalescing group).
    Mem,
    /// Barrier actions were appended to `StepCtx::bar_out`.
    Bar(BarKind),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct StepOutcome {
    /// The executed instruction's address.
    pub pc: ProgAddr,
    pub rule: Rule,
    pub act: WarpAct,
}

/// ⊥: no rule applies (T:L1470, T:L2202). The message names the condition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Stuck {
    pub pc: ProgAddr,
    pub lane: Option<u32>,
    pub message: String,
}

/// Everything a warp step reads besides the warp itself (the curried ϱ of T:L2502/T:L2558 included).
pub struct StepCtx<'a> {
    pub prog: &'a ProgEnv,
    pub block_idx: [u32; 3],
    pub block_dim: [u32; 3],
    pub grid_dim: [u32; 3],
    pub grid_id: u32,
    pub sm: u32,
    pub num_sms: u32,
    /// Warps per block (`%nwarpid`).
    pub warps_per_block: u32,
    /// Device step counter (`%clock`).
    pub clock: u64,
    pub sched: &'a mut dyn Scheduler,
    pub mem_out: &'a mut Vec<ThreadMemAct>,
    pub bar_out: &'a mut Vec<ThreadBarAct>,
}

/// Create a warp of `lanes` lanes for threads with linear ids `first_tid ..` of a block of
/// `block_dim`, starting at `entry` with κ = [entry function] (T:L2614). Lanes beyond
/// `real_lanes` are dummies: inactive and `exit` (T:L2004, T:L2626).
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
    let _ = (prog, entry, index, lanes, real_lanes, first_linear_tid, block_dim, local_base, local_per_thread);
    unimplemented_warp()
}

fn unimplemented_warp() -> Warp {
    panic!("warp semantics not implemented yet")
}

/// canBeScheduled (T:L2630): active, no barrier wait, no pending membar, and no register of the
/// next instruction (guard included) blocked for an active lane.
pub fn can_be_scheduled(w: &Warp, prog: &ProgEnv) -> bool {
    let _ = (w, prog);
    false
}

/// One warp step (T:L2323-2355).
pub fn warp_step(w: &mut Warp, cx: &mut StepCtx<'_>) -> Result<StepOutcome, Stuck> {
    let _ = cx;
    Err(Stuck { pc: w.exec.pc, lane: None, message: "warp semantics not implemented yet".into() })
}

//! What a warp step produces: the rule that fired, the action handed up, and ⊥ (`Stuck`). These
//! types have a file of their own because the CRS rules (`crs.rs`), the collectives (`coll.rs`)
//! and the warp step (`step.rs`, which calls both and re-exports the types) all build them;
//! here they sit below all three. The step's context ([`StepCtx`]) is here too, so that the
//! ITS step (`its.rs`), which the warp step calls, need not import the warp step.

use crate::program::ir::{BarKind, ProgAddr};
use serde::Serialize;

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
    /// A warp collective after Fermi (`shfl`, `vote.sync`, `match`, ...), stepped like a vote.
    Collective,
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
            Rule::Collective => "collective",
            Rule::Bar => "bar",
            Rule::Mem => "mem",
        }
    }
}

/// What a warp step produced (besides its own state change).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum WarpAct {
    /// Control flow, votes, ALU register writes (fast path, docs/design.md §10): nothing for the block.
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

pub(super) fn stuck(pc: ProgAddr, lane: Option<usize>, message: String) -> Stuck {
    Stuck {
        pc,
        lane: lane.map(|l| l as u32),
        message,
    }
}

/// Everything a warp step reads besides the warp itself (the curried ϱ of T:L2502/T:L2558 included).
pub struct StepCtx<'a> {
    pub prog: &'a crate::program::env::ProgEnv,
    /// The grid's parameter bank: a load of a kernel parameter found here completes in the
    /// warp step (deviation W10, `fastpath::param_value`); empty for none.
    pub params: &'a [u8],
    /// The special registers of the block, its grid and the step; the warp step takes
    /// `warp_index` from the stepped warp.
    pub sregs: crate::thread::expr::SRegCtx,
    pub sched: &'a mut dyn crate::sched::Scheduler,
    pub mem_out: &'a mut Vec<crate::thread::acts::ThreadMemAct>,
    pub bar_out: &'a mut Vec<crate::thread::acts::ThreadBarAct>,
    /// Runtime calls of this step (`(warp index, act)`), carried out by the device.
    pub rt_out: &'a mut Vec<(u32, crate::thread::acts::ThreadRtAct)>,
}

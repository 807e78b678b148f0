//! What a warp step produces: the rule that fired, the action handed up, and ⊥ (`Stuck`). These
//! types have a file of their own because the CRS rules (`crs.rs`), the collectives (`coll.rs`)
//! and the warp step (`step.rs`, which calls both and re-exports the types) all build them;
//! here they sit below all three.

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

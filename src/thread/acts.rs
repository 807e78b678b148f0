//! The thread actions that leave the warp (MemAct_Θ, the runtime calls, BarrierAct_Θ;
//! T:L1784-1826) as the thread rules produce them.

use crate::program::ir::MemKind;
use crate::program::ir::{CacheOp, RegId, RtFunc, StateSpace, Ty};
use serde::Serialize;

/// One thread's memory action (MemAct_Θ, T:L1798) before the device resolves it to a physical
/// address: `addr` is an address in `space` (which may be `Generic`, docs/design.md §5).
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

/// One thread's runtime call (`Instr::Runtime`, docs/runtime.md): its argument values; the
/// device carries it out after the step and writes `dst` like a load's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ThreadRtAct {
    pub lane: u32,
    pub func: RtFunc,
    pub args: [u64; 4],
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

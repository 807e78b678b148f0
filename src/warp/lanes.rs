//! The per-lane pieces of a warp step that the warp step (`step.rs`) and the warp collectives
//! (`coll.rs`) share: running the thread rules for one lane, writing a register at once, the
//! step in which no lane takes part, and `vote`. They have a file of their own so that the
//! collectives need not import the step that calls them.

use super::crs;
use super::mask::LaneMask;
use super::outcome::{stuck, Rule, StepOutcome, Stuck, WarpAct};
use super::state::Warp;
use crate::program::env::ProgEnv;
use crate::program::ir::{RegId, VoteMode};
use crate::thread::expr::{Rho, SRegCtx};
use crate::thread::rules::{self, ThreadAct};

/// Run →Θe for `lane` (T:L1954-1956).
#[inline]
pub(super) fn lane_exec(
    w: &mut Warp,
    prog: &ProgEnv,
    idx: usize,
    lane: usize,
    sregs: &SRegCtx,
) -> Result<Option<ThreadAct>, Stuck> {
    let rho = Rho {
        regs: &w.regs,
        blocked: &w.blocked,
        lanes: w.lanes,
        lane,
        sregs,
    };
    let pc = w.exec.pc;
    rules::exec_e(&mut w.threads[lane], prog, idx, true, &rho).map_err(|m| stuck(pc, Some(lane), m))
}

/// Write a register at once (fast path of the RegReq, docs/design.md §10).
#[inline]
pub(super) fn write_now(w: &mut Warp, r: RegId, lane: usize, v: u64) -> Result<(), Stuck> {
    let i = r as usize * w.lanes + lane;
    match w.regs.write(r as usize).get_mut(i) {
        Some(x) => {
            *x = v;
            Ok(())
        }
        None => Err(stuck(
            w.exec.pc,
            Some(lane),
            format!("register {r} does not exist"),
        )),
    }
}

/// A communication step in which no lane takes part (all inactive or guarded off): (bra) with
/// CRS (next), T:L2340-2347.
pub(super) fn no_participant(w: &mut Warp) -> Result<StepOutcome, Stuck> {
    let pc = w.exec.pc;
    crs::crs_next(&mut w.exec).map_err(|m| stuck(pc, None, m))?;
    Ok(StepOutcome {
        pc,
        rule: Rule::Next,
        act: WarpAct::None,
    })
}

/// vote(vm, ts), T:L2293-2307: `.all` ∧, `.any` ∨, `.uni` all equal, `.ballot` Σ 1 << wl over
/// the lanes whose predicate holds (bits of non-participating lanes are 0, T:L2297).
/// `part` = participating lanes, `preds` = those whose predicate is true.
pub fn vote(mode: VoteMode, part: LaneMask, preds: LaneMask) -> u64 {
    match mode {
        VoteMode::All => (part.is_subset_of(&preds)) as u64,
        VoteMode::Any => (!preds.is_empty()) as u64,
        VoteMode::Uni => (preds.is_empty() || part.is_subset_of(&preds)) as u64,
        VoteMode::Ballot => preds.low_bits() & 0xFFFF_FFFF,
    }
}

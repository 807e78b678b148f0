//! Warp collectives from after Fermi (`Instr::Coll`): `shfl`, `vote.sync`, `activemask`,
//! `bar.warp.sync`, `match.sync`, `redux.sync`, `elect.sync`. They extend Warp (comm) with votes (T:L2340-2347):
//! every lane that executes the instruction in this step takes part, and every participant gets
//! its result at once (the register-write fast path of docs/design.md §10).
//!
//! The PTX ISA leaves a collective undefined when a lane of its member mask does not execute it
//! with the others, and a `shfl` undefined when it reads a lane that does not take part. On real
//! GPUs that gives a hang or a garbage value; here it is a located `warp_sync` violation (⊥ with a
//! message that starts `warp_sync:`), never a silently wrong value. Member lanes that have exited
//! or that the (partial) warp does not have are not required.

use super::lanes::{lane_exec, no_participant, write_now};
use super::mask::LaneMask;
use super::outcome::{stuck, Rule, StepOutcome, Stuck, WarpAct};
use super::state::Warp;
use crate::program::env::ProgEnv;
use crate::program::ir::{CollOp, Instr, ReduxOp, ShflMode, Ty};
use crate::thread::expr::SRegCtx;
use crate::thread::rules::ThreadAct;

/// Lanes of one hardware warp: member masks and `%laneid` have 32 bits.
const HW_LANES: usize = 32;

/// One warp step of a collective.
pub(super) fn step_coll(
    w: &mut Warp,
    prog: &ProgEnv,
    idx: usize,
    sregs: &SRegCtx,
) -> Result<StepOutcome, Stuck> {
    let pc = w.exec.pc;
    let Instr::Coll {
        op, ty, dst, dst2, ..
    } = prog.instrs[idx]
    else {
        return Err(stuck(pc, None, "not a warp collective".into()));
    };
    let mut part = LaneMask::EMPTY;
    let mut vals = [(0u64, 0u64, 0u64, None::<u64>); HW_LANES];
    let active = w.exec.active;
    for lane in active.lanes() {
        if let Some(ThreadAct::Coll { a, b, c, mask }) = lane_exec(w, prog, idx, lane, sregs)? {
            if lane >= HW_LANES {
                return Err(stuck(
                    pc,
                    Some(lane),
                    format!(
                        "warp_sync: warp collectives need warps of at most {HW_LANES} lanes (this warp has {})",
                        w.lanes
                    ),
                ));
            }
            part.set(lane);
            vals[lane] = (a, b, c, mask);
        }
    }
    if part.is_empty() {
        return no_participant(w);
    }
    let part_bits = part.low_bits() as u32;
    // Lanes the member mask may name without taking part: exited ones and those the warp lacks.
    let exited = w.exec.disable.exit.low_bits() as u32;
    let exists = if w.lanes >= HW_LANES {
        u32::MAX
    } else {
        (1u32 << w.lanes) - 1
    };
    for lane in part.lanes() {
        if let Some(m) = vals[lane].3 {
            let m = m as u32;
            if m & (1 << lane) == 0 {
                return Err(stuck(
                    pc,
                    Some(lane),
                    format!("warp_sync: lane {lane} executes it but is not in its member mask {m:#010x}"),
                ));
            }
            let missing = m & exists & !exited & !part_bits;
            if missing != 0 {
                return Err(stuck(
                    pc,
                    Some(lane),
                    format!(
                        "warp_sync: member mask {m:#010x} names lane {} which does not execute this instruction in the same step (lanes taking part: {part_bits:#010x})",
                        missing.trailing_zeros()
                    ),
                ));
            }
        }
    }
    let width = ty.bits().min(64);
    let trunc = |v: u64| {
        if width >= 64 {
            v
        } else {
            v & ((1u64 << width) - 1)
        }
    };
    for lane in part.lanes() {
        let (a, b, c, mask) = vals[lane];
        // The lanes a vote, match or reduction of this lane is over: the participants its
        // member mask names. Lanes of one step may name different groups: a 16-lane tile of
        // cooperative groups votes with `0xffff << (laneid & 16)`, and the other half of the
        // warp contributes no bit to its ballot (PTX ISA, `vote.sync`). Built only by the
        // operations that use it.
        let group = || match mask {
            Some(m) => {
                let mut g = LaneMask::EMPTY;
                part.lanes()
                    .filter(|&l| (m as u32) & (1 << l) != 0)
                    .for_each(|l| g.set(l));
                g
            }
            None => part,
        };
        let (d, p): (u64, Option<bool>) = match op {
            CollOp::Shfl(mode) => {
                let (j, pval) = shfl_source(mode, lane as i64, b, c);
                if !part.get(j) {
                    return Err(stuck(
                        pc,
                        Some(lane),
                        format!("warp_sync: lane {lane} reads lane {j}, which does not execute this shfl"),
                    ));
                }
                (vals[j].0, Some(pval))
            }
            CollOp::Vote(mode) => {
                let group = group();
                let mut preds = LaneMask::EMPTY;
                group
                    .lanes()
                    .filter(|&l| vals[l].0 != 0)
                    .for_each(|l| preds.set(l));
                (super::lanes::vote(mode, group, preds), None)
            }
            CollOp::ActiveMask => (part_bits as u64, None),
            CollOp::WarpSync => (0, None),
            CollOp::MatchAny => {
                let eq = group()
                    .lanes()
                    .filter(|&l| trunc(vals[l].0) == trunc(a))
                    .fold(0u64, |m, l| m | 1 << l);
                (eq, None)
            }
            CollOp::MatchAll => {
                let group = group();
                let all = group.lanes().all(|l| trunc(vals[l].0) == trunc(a));
                (if all { group.low_bits() } else { 0 }, Some(all))
            }
            CollOp::Redux(r) => (
                redux(r, ty, group().lanes().map(|l| trunc(vals[l].0))),
                None,
            ),
            // The ISA asks only that the same member mask elect the same leader every time.
            CollOp::Elect => {
                let leader = group().lanes().next().unwrap_or(lane);
                (leader as u64, Some(leader == lane))
            }
        };
        if let Some(dst) = dst {
            write_now(w, dst, lane, trunc(d))?;
        }
        if let (Some(q), Some(p)) = (dst2, p) {
            write_now(w, q, lane, p as u64)?;
        }
    }
    w.exec.pc += 1;
    Ok(StepOutcome {
        pc,
        rule: Rule::Collective,
        act: WarpAct::None,
    })
}

/// The source lane of `shfl` and whether it is in range (PTX ISA "shfl.sync", its pseudo-code):
/// `c` packs the clamp value (bits 0-4) and the segment mask (bits 8-12).
pub fn shfl_source(mode: ShflMode, lane: i64, b: u64, c: u64) -> (usize, bool) {
    let bval = (b & 31) as i64;
    let cval = (c & 31) as i64;
    let segmask = ((c >> 8) & 31) as i64;
    let max_lane = (lane & segmask) | (cval & !segmask);
    let min_lane = lane & segmask;
    let (j, pval) = match mode {
        ShflMode::Up => (lane - bval, lane - bval >= max_lane),
        ShflMode::Down => (lane + bval, lane + bval <= max_lane),
        ShflMode::Bfly => (lane ^ bval, (lane ^ bval) <= max_lane),
        ShflMode::Idx => {
            let j = min_lane | (bval & !segmask);
            (j, j <= max_lane)
        }
    };
    let j = if pval { j } else { lane };
    (j.clamp(0, HW_LANES as i64 - 1) as usize, pval)
}

/// `redux.sync` over the participants' values: `.add` wraps at 32 bits; `.min`/`.max` follow the
/// type's signedness; the bitwise operations need `.b32`.
fn redux(op: ReduxOp, ty: Ty, vals: impl Iterator<Item = u64>) -> u64 {
    let signed = ty.is_signed();
    let key = |v: u64| {
        if signed {
            v as u32 as i32 as i64
        } else {
            v as u32 as i64
        }
    };
    let mut acc: Option<u64> = None;
    for v in vals {
        acc = Some(match acc {
            None => v,
            Some(x) => match op {
                ReduxOp::Add => (x as u32).wrapping_add(v as u32) as u64,
                ReduxOp::Min => {
                    if key(v) < key(x) {
                        v
                    } else {
                        x
                    }
                }
                ReduxOp::Max => {
                    if key(v) > key(x) {
                        v
                    } else {
                        x
                    }
                }
                ReduxOp::And => x & v,
                ReduxOp::Or => x | v,
                ReduxOp::Xor => x ^ v,
            },
        });
    }
    acc.unwrap_or(0) & 0xFFFF_FFFF
}

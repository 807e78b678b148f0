//! Barrier divergence (as defined by GPUVerify; Collingbourne et al., ESOP 2013): a barrier must be reached by
//! every thread of its block in the same barrier interval. The thesis counts arrivals per warp
//! (T:L2445: a warp arrives with all its lanes even if only some execute `bar`), so a block can
//! go on although threads skipped the barrier; this check records the arriving *threads* and
//! reports every real thread of the block that did not arrive, when the barrier completes or, for
//! a barrier still pending when the run ends, at the end.

use crate::block::ThreadBlock;
use crate::program::env::ProgEnv;
use crate::verdict::{Diag, Kind};
use crate::warp::state::Disable;
use serde_json::json;
use std::collections::BTreeMap;

/// Arrivals at one barrier of one block in the current interval.
#[derive(Clone, Debug, Default)]
struct Pending {
    /// Arrived threads (linear thread index in the block), one bit each.
    arrived: Vec<u64>,
    /// Source lines of the `bar` instructions that were reached.
    lines: Vec<u32>,
}

/// Per-(block, barrier) arrival bookkeeping. Keys are ordered (BTreeMap): reports are
/// deterministic.
#[derive(Default, Clone)]
pub struct BarrierDivergence {
    pending: BTreeMap<(u32, u32), Pending>,
    /// Findings, at most one per (barrier lines) to keep reports short.
    pub diags: Vec<Diag>,
    reported: Vec<Vec<u32>>,
}

fn set_bit(v: &mut Vec<u64>, i: u32) {
    let w = i as usize / 64;
    if v.len() <= w {
        v.resize(w + 1, 0);
    }
    v[w] |= 1 << (i % 64);
}

fn get_bit(v: &[u64], i: u32) -> bool {
    v.get(i as usize / 64)
        .is_some_and(|w| w >> (i % 64) & 1 != 0)
}

/// Compress a sorted number list to ranges `a-b` (`1-3,5`) for a message: thread lists here,
/// seed lists in the portability report.
pub fn ranges<T: Copy + Into<u64>>(v: &[T]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < v.len() {
        let mut j = i;
        while j + 1 < v.len() && v[j + 1].into() == v[j].into() + 1 {
            j += 1;
        }
        out.push(if i == j {
            v[i].into().to_string()
        } else {
            format!("{}-{}", v[i].into(), v[j].into())
        });
        i = j + 1;
    }
    out.join(",")
}

impl BarrierDivergence {
    /// Threads `(warp, lane)` arrived at `barrier` at line `line` (one warp's barrier action).
    pub fn arrive(&mut self, block: u32, barrier: u32, tid: u32, line: u32) {
        let p = self.pending.entry((block, barrier)).or_default();
        set_bit(&mut p.arrived, tid);
        if !p.lines.contains(&line) {
            p.lines.push(line);
        }
    }

    /// After a block step: barriers of `block` (known to [`BarrierDivergence::arrive`] as `key`)
    /// that completed (slot empty again) are compared with the block's real threads;
    /// `final_check` also reports barriers still pending.
    pub fn settle(
        &mut self,
        block: &ThreadBlock,
        key: u32,
        prog: &ProgEnv,
        threads: u32,
        warp_size: u32,
        final_check: bool,
    ) {
        let keys: Vec<(u32, u32)> = self
            .pending
            .range((key, 0)..=(key, u32::MAX))
            .map(|(k, _)| *k)
            .collect();
        for k in keys {
            let open = block
                .bars
                .slots
                .get(k.1 as usize)
                .is_some_and(|s| s.is_some());
            if open && !final_check {
                continue;
            }
            let Some(p) = self.pending.remove(&k) else {
                continue;
            };
            let missing: Vec<u32> = (0..threads).filter(|t| !get_bit(&p.arrived, *t)).collect();
            if missing.is_empty() {
                continue;
            }
            let mut lines = p.lines.clone();
            lines.sort_unstable();
            if self.reported.contains(&lines) || self.diags.len() >= 8 {
                continue;
            }
            self.reported.push(lines.clone());
            let arrived: Vec<u32> = (0..threads).filter(|t| get_bit(&p.arrived, *t)).collect();
            // Where the missing threads are: exited, or the line their warp is at.
            let mut exited = Vec::new();
            let mut elsewhere: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
            for &t in &missing {
                let (wi, lane) = (t / warp_size, (t % warp_size) as usize);
                match block.warps.get(wi as usize) {
                    Some(w) if w.exec.disable.get(lane) != Disable::Exit => {
                        // an active lane is at the warp's pc; an inactive one resumes at its
                        // activation token (T:L3147-3155)
                        let pc = if w.exec.active.get(lane) {
                            w.exec.pc
                        } else {
                            w.exec
                                .stack
                                .iter()
                                .rev()
                                .find(|tk| tk.mask.get(lane))
                                .map_or(w.exec.pc, |tk| tk.pc)
                        };
                        elsewhere.entry(prog.line(pc)).or_default().push(t)
                    }
                    _ => exited.push(t),
                }
            }
            let how = if open {
                "is still waiting at the end of the run"
            } else {
                "completed"
            };
            let mut msg = format!(
                "barrier {} at line {} of block {:?} {how}, but threads {} did not arrive (arrived: {})",
                k.1,
                lines.iter().map(|l| l.to_string()).collect::<Vec<_>>().join(","),
                block.bid,
                ranges(&missing),
                ranges(&arrived)
            );
            if !exited.is_empty() {
                msg.push_str(&format!("; exited: {}", ranges(&exited)));
            }
            for (l, ts) in &elsewhere {
                msg.push_str(&format!(
                    "; elsewhere (active at, or parked in a token for, line {l}): {}",
                    ranges(ts)
                ));
            }
            let mut all_lines = lines.clone();
            all_lines.extend(elsewhere.keys().copied());
            all_lines.sort_unstable();
            all_lines.dedup();
            self.diags.push(Diag {
                kind: Kind::BarrierDivergence,
                message: msg,
                lines: all_lines,
                details: json!({
                    "block": block.bid,
                    "barrier": k.1,
                    "barrier_lines": lines,
                    "arrived": ranges(&arrived),
                    "missing": ranges(&missing),
                    "exited": ranges(&exited),
                    "completed": !open,
                    "elsewhere": elsewhere.iter().map(|(l, ts)| json!({"line": l, "threads": ranges(ts)})).collect::<Vec<_>>(),
                }),
            });
        }
    }

    /// Blocks with barriers still pending (for the end-of-run check).
    pub fn pending_blocks(&self) -> Vec<u32> {
        let mut v: Vec<u32> = self.pending.keys().map(|k| k.0).collect();
        v.dedup();
        v
    }
}

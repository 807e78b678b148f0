//! Livelock detection (DECISIONS §12): a repeated global state reached through a cycle in which
//! every warp that had an enabled step took one (a fair lasso). Cheap by default: nothing is
//! hashed until the run has gone [`LivelockDetector::quiet_steps`] steps without any warp
//! completing; from then on every state is fingerprinted and remembered with the step it was
//! first seen at, so the first recurrence of a state closes a cycle (the table is never iterated,
//! only looked up). A candidate cycle is reported only if
//! - every warp enabled (`can_be_scheduled`) in some state of the cycle stepped in the cycle, and
//! - the memory environment had no operation in flight at some state of the cycle (so no memory
//!   operation is postponed forever: every operation of the cycle is issued and completed in it).
//!
//! The fingerprint covers the whole semantic state: every grid, block (state, barrier
//! environment), warp (execution state, registers, blocked registers, pending operations,
//! threads) and the memory environment ([`crate::memory::MemorySystem::hash_into`]).

use crate::device::Device;
use crate::fasthash::FastBuild;
use crate::launch::results::Diag;
use crate::warp::state::{Disable, WarpState};
use crate::warp::step::can_be_scheduled;
use serde_json::json;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// Hash of the device's semantic state, or `None` if the memory environment cannot be hashed.
pub fn fingerprint(dev: &Device) -> Option<u128> {
    let m = mem_fingerprint(dev)?;
    Some(((m as u128) << 64) | warp_fingerprint(dev) as u128)
}

/// Hash of the memory environment's state (`MemorySystem::hash_into`: memory contents, caches,
/// pending operations). `Option` so that an environment without a hash could opt out.
pub fn mem_fingerprint(dev: &Device) -> Option<u64> {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    dev.mem.hash_into(&mut h);
    Some(h.finish())
}

/// A fast word-at-a-time hasher (FxHash's multiply-rotate with a murmur3 finaliser) for the
/// per-step program-side fingerprint; SipHash cost more than the step itself.
#[derive(Default)]
pub struct FastHasher(u64);

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.write_u64(u64::from_le_bytes(c.try_into().unwrap_or([0; 8])));
        }
        for &b in chunks.remainder() {
            self.write_u64(b as u64);
        }
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
}

/// Hash of every grid, block and warp (the program side of the state; memory excluded). Cheaper
/// than the memory's hash: computed every step, the memory's only when this one repeats.
pub fn warp_fingerprint(dev: &Device) -> u64 {
    let mut h2 = FastHasher::default();
    0xf3u8.hash(&mut h2);
    for &k in &dev.ctx_order {
        let ctx = &dev.contexts[k];
        for &gk in &ctx.order {
            let Some(g) = ctx.grids.get(gk) else { continue };
            (g.gid, g.next_issue, g.state as u8).hash(&mut h2);
            for b in &g.blocks {
                (b.linear, b.state as u8, b.sm).hash(&mut h2);
                if !b.bars.is_idle() {
                    format!("{:?}", b.bars).hash(&mut h2);
                }
                for w in &b.warps {
                    hash_warp(w, &mut h2);
                }
            }
        }
    }
    h2.finish()
}

fn hash_warp<H: Hasher>(w: &crate::warp::state::Warp, h: &mut H) {
    (w.state as u8, w.barriers, w.exec.pc, w.exec.active).hash(h);
    for l in 0..w.lanes {
        (w.exec.disable.get(l) as u8).hash(h);
    }
    w.exec.stack.hash(h);
    w.regs.hash(h);
    w.blocked.hash(h);
    w.pending_ops.hash(h);
    for t in &w.threads {
        (&t.call_stack, t.membar.map(|m| m as u8)).hash(h);
    }
}

/// Every warp of the device with its position (grids in start order, then linear block ×
/// warps per block + warp) and whether it is enabled.
fn for_each_warp(dev: &Device, mut f: impl FnMut(usize, &crate::warp::state::Warp, bool)) {
    let mut base = 0;
    for &k in &dev.ctx_order {
        let ctx = &dev.contexts[k];
        for &gk in &ctx.order {
            let Some(g) = ctx.grids.get(gk) else { continue };
            let Some(prog) = ctx.progs.iter().find(|p| p.prog_idx == g.prog) else {
                continue;
            };
            let wpb = g.conf.warps_per_block() as usize;
            for b in &g.blocks {
                for w in &b.warps {
                    let en = b.state == crate::block::BlockState::Active
                        && w.state == WarpState::Active
                        && can_be_scheduled(w, prog);
                    f(base + b.linear as usize * wpb + w.index as usize, w, en);
                }
            }
            base += g.blocks.len() * wpb;
        }
    }
}

/// The detector's state (one per run).
///
/// Once active it remembers the first step at which each state was seen (program-side hash →
/// memory hashes with their first step), so a state that recurs closes the longest cycle through
/// it. (A single saved state, as in Brent's algorithm, misses cycles when the scheduler walks a
/// large set of recurring states at random and the saved one is rare: with the Fermi memory's
/// cache states this happened on 3 of 150 seeds.) The fairness of a cycle `[a, now]` follows
/// from per-warp step numbers: the cycle is fair iff every warp that was enabled at or after
/// state `a` stepped after it, and the memory was quiescent at some state in it.
pub struct LivelockDetector {
    /// Steps without a warp completing before fingerprinting starts.
    pub quiet_steps: u64,
    /// Remembered states before the table starts afresh (bounds the detector's memory).
    pub max_states: usize,
    completed_warps: usize,
    last_progress: u64,
    active: bool,
    /// Program-side hash → (memory hash, first step, last step) of the states seen since
    /// activation. The
    /// memory hash is computed only once the program-side hash has been seen before.
    seen: HashMap<u64, Vec<(u64, u64, u64)>, FastBuild>,
    states: usize,
    /// Per warp (position): the last state in which it was enabled, the last step it took.
    last_enabled: Vec<u64>,
    last_stepped: Vec<u64>,
    /// The last state in which the memory environment had no operation in flight.
    last_quiet: Option<u64>,
    /// Program addresses executed since activation with the last step that executed each.
    pcs: Vec<(u32, u64)>,
    /// The memory environment cannot hash its state: no verdicts.
    pub disabled: bool,
}

impl Default for LivelockDetector {
    fn default() -> Self {
        LivelockDetector {
            quiet_steps: 1000,
            max_states: 1 << 20,
            completed_warps: 0,
            last_progress: 0,
            active: false,
            seen: HashMap::default(),
            states: 0,
            last_enabled: Vec::new(),
            last_stepped: Vec::new(),
            last_quiet: None,
            pcs: Vec::new(),
            disabled: false,
        }
    }
}

impl LivelockDetector {
    /// Called after every device step with the warps that stepped in it (position as
    /// [`for_each_warp`] numbers them, program address). Returns the livelock diagnostic.
    pub fn after_step(&mut self, dev: &Device, stepped_now: &[(u32, u32)]) -> Option<Diag> {
        if self.disabled {
            return None;
        }
        let step = dev.core.stats.steps;
        if !self.active {
            if !step.is_multiple_of(64) {
                return None;
            }
            let mut done = 0;
            for_each_warp(dev, |_, w, _| {
                done += (w.state == WarpState::Completed) as usize
            });
            if done != self.completed_warps {
                self.completed_warps = done;
                self.last_progress = step;
            }
            if step - self.last_progress < self.quiet_steps {
                return None;
            }
            self.active = true;
            self.reset();
        }
        // fairness bookkeeping: the steps taken now, the warps enabled in this state
        for &(p, pc) in stepped_now {
            if let Some(s) = self.last_stepped.get_mut(p as usize) {
                *s = step;
            }
            match self.pcs.iter_mut().find(|(q, _)| *q == pc) {
                Some(e) => e.1 = step,
                None => self.pcs.push((pc, step)),
            }
        }
        let mut done = 0;
        let (last_enabled, last_stepped) = (&mut self.last_enabled, &mut self.last_stepped);
        for_each_warp(dev, |i, w, e| {
            done += (w.state == WarpState::Completed) as usize;
            if last_enabled.len() <= i {
                last_enabled.resize(i + 1, 0);
                last_stepped.resize(i + 1, 0);
            }
            if e {
                last_enabled[i] = step;
            }
        });
        if done != self.completed_warps {
            // progress: start over (cheap mode again)
            self.completed_warps = done;
            self.last_progress = step;
            self.active = false;
            self.reset();
            return None;
        }
        if dev.mem.pending() == 0 && !dev.has_held_requests() {
            self.last_quiet = Some(step);
        }
        let wfp = warp_fingerprint(dev);
        if self.states >= self.max_states {
            self.reset();
        }
        let Some(mems) = self.seen.get_mut(&wfp) else {
            self.seen.insert(wfp, Vec::new());
            self.states += 1;
            return None;
        };
        let Some(mfp) = mem_fingerprint(dev) else {
            self.disabled = true;
            return None;
        };
        let Some(e) = mems.iter_mut().find(|(m, _, _)| *m == mfp) else {
            mems.push((mfp, step, step));
            self.states += 1;
            return None;
        };
        // The state of steps `first` and `last` recurs now: cycles through the steps after
        // either. The longer is fair more often; the shorter may be fair where the longer is not
        // (a warp enabled only early in the longer cycle and never stepped).
        let (first, last) = (e.1, e.2);
        e.2 = step;
        for from in [first, last] {
            let fair = self
                .last_enabled
                .iter()
                .zip(&self.last_stepped)
                .all(|(&en, &st)| en < from || st > from);
            if fair && self.last_quiet.is_some_and(|q| q >= from) {
                return Some(self.report(dev, step - from, from));
            }
        }
        None
    }

    fn reset(&mut self) {
        self.seen.clear();
        self.states = 0;
        self.last_enabled.iter_mut().for_each(|x| *x = 0);
        self.last_stepped.iter_mut().for_each(|x| *x = 0);
        self.last_quiet = None;
        self.pcs.clear();
    }

    /// The livelock diagnostic for the cycle of `cycle` steps that started after step `first`.
    fn report(&self, dev: &Device, cycle: u64, first: u64) -> Diag {
        let mut warps = Vec::new();
        let mut lines: Vec<u32> = Vec::new();
        let mut msg = format!(
            "the device state repeats after a fair cycle of {cycle} steps (every enabled warp stepped, no memory operation postponed); no fair schedule leaves it"
        );
        for &k in &dev.ctx_order {
            let ctx = &dev.contexts[k];
            for &gk in &ctx.order {
                let Some(g) = ctx.grids.get(gk) else { continue };
                let Some(prog) = ctx.progs.iter().find(|p| p.prog_idx == g.prog) else {
                    continue;
                };
                for b in &g.blocks {
                    for w in &b.warps {
                        if w.state == WarpState::Completed {
                            continue;
                        }
                        let n = w.lanes;
                        let stack: Vec<serde_json::Value> = w
                            .exec
                            .stack
                            .iter()
                            .rev()
                            .map(|t| {
                                let parked: Vec<usize> = (0..n)
                                    .filter(|&l| {
                                        t.mask.get(l)
                                            && !w.exec.active.get(l)
                                            && w.exec.disable.get(l) != Disable::Exit
                                    })
                                    .collect();
                                json!({
                                    "kind": t.kind.name(),
                                    "active": t.mask.to_string_n(n),
                                    "line": prog.line(t.pc),
                                    "parked_lanes": parked,
                                })
                            })
                            .collect();
                        let line = prog.line(w.exec.pc);
                        lines.extend(
                            self.pcs
                                .iter()
                                .filter(|&&(_, at)| at > first)
                                .map(|&(pc, _)| prog.line(pc)),
                        );
                        msg.push_str(&format!(
                            "\n  block {:?} warp {} at line {line}, active {}, disable {}, stack (top first) {}",
                            b.bid,
                            w.index,
                            w.exec.active.to_string_n(n),
                            w.exec.disable.to_string_n(n),
                            stack
                                .iter()
                                .map(|s| format!(
                                    "({} line {} mask {} parked lanes {})",
                                    s["kind"].as_str().unwrap_or(""),
                                    s["line"],
                                    s["active"].as_str().unwrap_or(""),
                                    s["parked_lanes"]
                                ))
                                .collect::<Vec<_>>()
                                .join(" ")
                        ));
                        warps.push(json!({
                            "block": b.bid,
                            "warp": w.index,
                            "line": line,
                            "active": w.exec.active.to_string_n(n),
                            "disable": w.exec.disable.to_string_n(n),
                            "stack": stack,
                        }));
                    }
                }
            }
        }
        lines.sort_unstable();
        lines.dedup();
        Diag {
            kind: "livelock".into(),
            message: msg,
            lines,
            details: json!({"cycle_steps": cycle, "warps": warps}),
        }
    }
}

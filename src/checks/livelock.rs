//! Livelock detection (DECISIONS §12): a repeated global state reached through a cycle in which
//! every warp that had an enabled step took one (a fair lasso). Cheap by default: nothing is
//! hashed until the run has gone [`LivelockDetector::quiet_steps`] steps without any warp
//! completing; from then on every state is fingerprinted and Brent's cycle detection runs on the
//! fingerprints. A candidate cycle is reported only if
//! - every warp enabled (`can_be_scheduled`) in some state of the cycle stepped in the cycle, and
//! - the memory environment had no operation in flight at some state of the cycle (so no memory
//!   operation is postponed forever: every operation of the cycle is issued and completed in it).
//!
//! The fingerprint covers the whole semantic state: every grid, block (state, barrier
//! environment), warp (execution state, registers, blocked registers, pending operations,
//! threads) and the memory environment ([`crate::memory::MemorySystem::hash_into`]).

use crate::device::Device;
use crate::launch::results::Diag;
use crate::warp::state::{Disable, WarpState};
use crate::warp::step::can_be_scheduled;
use serde_json::json;
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
/// warps per block + warp) and a test of whether it is enabled (evaluated only when called:
/// `can_be_scheduled` is the expensive part of a pass over all warps).
fn for_each_warp(
    dev: &Device,
    mut f: impl FnMut(usize, &crate::warp::state::Warp, &dyn Fn() -> bool),
) {
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
                    let en = || {
                        b.state == crate::block::BlockState::Active
                            && w.state == WarpState::Active
                            && can_be_scheduled(w, prog)
                    };
                    f(base + b.linear as usize * wpb + w.index as usize, w, &en);
                }
            }
            base += g.blocks.len() * wpb;
        }
    }
}

/// The cheap part of a warp's state that only the warp's own steps change (state, pc, active
/// mask, stack depth): the per-warp term of [`ExecSum`].
fn exec_key(w: &crate::warp::state::Warp) -> u64 {
    let mut h = FastHasher::default();
    h.write_u64(w.state as u64);
    h.write_u64(w.exec.pc as u64);
    h.write_u64(w.exec.active.low_bits());
    h.write_u64(w.exec.stack.len() as u64);
    h.finish()
}

/// A pre-test for "the program side of the state equals the saved one" (fast path, see
/// docs/performance.md "Deviations"): the sum over all warps of a hash of (position,
/// [`exec_key`]). It is a function of the device state, so equal states have equal sums, and
/// [`warp_fingerprint`] (which hashes every register of every warp) is computed only when the
/// sums agree. Kept up to date from the warps stepped in each device step (the only ones whose
/// `exec_key` can change); recomputed in full when a block was issued (warps appear without
/// stepping) or when there is more than one grid (the stepped positions carry no grid).
#[derive(Clone, Debug, Default)]
struct ExecSum {
    terms: Vec<u64>,
    sum: u64,
    blocks_issued: u64,
}

impl ExecSum {
    fn term(pos: usize, w: &crate::warp::state::Warp) -> u64 {
        let mut h = FastHasher::default();
        h.write_u64(pos as u64);
        h.write_u64(exec_key(w));
        h.finish()
    }
    fn full(dev: &Device) -> ExecSum {
        let mut s = ExecSum {
            blocks_issued: dev.core.stats.blocks_issued,
            ..ExecSum::default()
        };
        for_each_warp(dev, |i, w, _| {
            if s.terms.len() <= i {
                s.terms.resize(i + 1, 0);
            }
            let t = Self::term(i, w);
            s.terms[i] = t;
            s.sum = s.sum.wrapping_add(t);
        });
        s
    }
    /// Update after a device step in which the warps at `stepped` positions stepped.
    fn update(&mut self, dev: &Device, stepped: &[(u32, u32)]) {
        let single_grid = dev.ctx_order.len() == 1
            && dev.contexts.get(dev.ctx_order[0]).map(|c| c.order.len()) == Some(1);
        if !single_grid || dev.core.stats.blocks_issued != self.blocks_issued {
            *self = ExecSum::full(dev);
            return;
        }
        let ctx = &dev.contexts[dev.ctx_order[0]];
        let Some(g) = ctx.grids.get(ctx.order[0]) else {
            *self = ExecSum::full(dev);
            return;
        };
        let wpb = g.conf.warps_per_block().max(1);
        for &(p, _) in stepped {
            let w = g
                .blocks
                .get((p / wpb) as usize)
                .filter(|b| b.linear == p / wpb)
                .and_then(|b| b.warps.get((p % wpb) as usize));
            let (Some(w), Some(old)) = (w, self.terms.get(p as usize).copied()) else {
                *self = ExecSum::full(dev);
                return;
            };
            let t = Self::term(p as usize, w);
            self.sum = self.sum.wrapping_sub(old).wrapping_add(t);
            self.terms[p as usize] = t;
        }
        #[cfg(debug_assertions)]
        debug_assert_eq!(self.sum, ExecSum::full(dev).sum, "incremental exec sum");
    }
}

/// The detector's state (one per run).
pub struct LivelockDetector {
    /// Steps without a warp completing before fingerprinting starts.
    pub quiet_steps: u64,
    completed_warps: usize,
    last_progress: u64,
    active: bool,
    /// Brent: the saved state (program-side hash, memory hash, step), the current power and
    /// cycle length.
    saved: Option<(u64, u64, u64)>,
    power: u64,
    lam: u64,
    /// Per warp (position) since `saved`: enabled in some state, stepped in some step.
    enabled: Vec<bool>,
    stepped: Vec<bool>,
    /// The memory environment had no operation in flight in some state since `saved`.
    quiescent: bool,
    /// Program addresses executed since `saved` (the loop's instructions).
    pcs: Vec<u32>,
    /// The pre-test of the program-side fingerprint, now and in the saved state.
    exec_sum: ExecSum,
    saved_sum: u64,
    /// The memory environment cannot hash its state: no verdicts.
    pub disabled: bool,
}

impl Default for LivelockDetector {
    fn default() -> Self {
        LivelockDetector {
            quiet_steps: 1000,
            completed_warps: 0,
            last_progress: 0,
            active: false,
            saved: None,
            power: 1,
            lam: 0,
            enabled: Vec::new(),
            stepped: Vec::new(),
            quiescent: false,
            pcs: Vec::new(),
            exec_sum: ExecSum::default(),
            saved_sum: 0,
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
            self.exec_sum = ExecSum::full(dev);
        } else {
            self.exec_sum.update(dev, stepped_now);
        }
        // fairness bookkeeping since the saved state
        for &(p, pc) in stepped_now {
            if let Some(s) = self.stepped.get_mut(p as usize) {
                *s = true;
            }
            if !self.pcs.contains(&pc) {
                self.pcs.push(pc);
            }
        }
        let mut done = 0;
        let mut n = 0;
        for_each_warp(dev, |i, w, _| {
            done += (w.state == WarpState::Completed) as usize;
            n = n.max(i + 1);
        });
        if done != self.completed_warps {
            // progress: start over (cheap mode again)
            self.completed_warps = done;
            self.last_progress = step;
            self.active = false;
            self.saved = None;
            return None;
        }
        let quiet_mem = dev.mem.pending() == 0 && !dev.has_held_requests();
        // The full program-side hash only where the pre-test cannot tell the states apart (equal
        // states have equal sums), or where the state is saved.
        let mut wfp: Option<u64> = None;
        if let Some((swfp, smfp, sstep)) = self.saved {
            if self.saved_sum == self.exec_sum.sum
                && swfp == *wfp.get_or_insert_with(|| warp_fingerprint(dev))
                && mem_fingerprint(dev) == Some(smfp)
            {
                let fair = self
                    .enabled
                    .iter()
                    .zip(&self.stepped)
                    .all(|(e, s)| !*e || *s);
                if fair && self.quiescent {
                    return Some(self.report(dev, step - sstep));
                }
            }
        }
        // Brent: move the saved state at powers of two
        self.lam += 1;
        if self.saved.is_none() || self.lam == self.power {
            let Some(mfp) = mem_fingerprint(dev) else {
                self.disabled = true;
                return None;
            };
            let wfp = wfp.unwrap_or_else(|| warp_fingerprint(dev));
            self.saved = Some((wfp, mfp, step));
            self.saved_sum = self.exec_sum.sum;
            self.power = self.power.saturating_mul(2);
            self.lam = 0;
            self.enabled.clear();
            self.enabled.resize(n, false);
            self.stepped.clear();
            self.stepped.resize(n, false);
            self.quiescent = false;
            self.pcs.clear();
        }
        self.quiescent |= quiet_mem;
        // Enabled in this state: only asked of warps for which the answer can still matter (not
        // yet seen enabled and not stepped since the saved state: `fair` needs `!e || s`).
        let (en, st) = (&mut self.enabled, &self.stepped);
        for_each_warp(dev, |i, _, e| {
            if let Some(x) = en.get_mut(i) {
                if !*x && !st.get(i).copied().unwrap_or(false) && e() {
                    *x = true;
                }
            }
        });
        None
    }

    fn report(&self, dev: &Device, cycle: u64) -> Diag {
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
                        lines.extend(self.pcs.iter().map(|&pc| prog.line(pc)));
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

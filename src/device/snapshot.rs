//! Snapshots and fingerprints of the device's global state (docs/design.md §12).
//!
//! `Device::clone` copies the complete semantic state (contexts, grids, blocks, warps, threads,
//! barrier tables, SM residency, the memory environment with its pending operations and caches,
//! device I/O queues and the held groups of `MemOrder::Thread`) so that systematic exploration can
//! restore a state instead of re-executing a prefix. Statistics and the step clock are copied too
//! (they are cheap) but the trace writer is not: a snapshot never writes a trace.
//!
//! `Device::fingerprint` is a 128-bit hash of the semantic state only: step counters, statistics,
//! trace buffers and scratch buffers are left out, so two states that differ only in how many
//! steps led to them hash equally (the repeated-state test of livelock detection).

use super::{Core, Device};
use crate::block::ThreadBlock;
use crate::context::{Context, ContextInput, ContextOutput, ExecBufs};
use crate::grid::Grid;
use crate::warp::state::Warp;
use std::hash::Hash;

/// The fingerprint hasher and the request hash live below the device (the memory environments
/// use them too).
pub use crate::fasthash::Fp128;
pub use crate::memory::hash_req;

/// Hashes of a fingerprinted state's warps and of their register rows, in the order the
/// fingerprint visits the warps (contexts, grids, blocks, warps). A successor state reuses them
/// for the warps and rows its step left unchanged: a step changes one or two rows of the warps it
/// ran, and asking the register file whether the row was written ([`Device::fingerprint_since`])
/// costs nothing beside hashing it. What a warp contributes
/// depends on its content only, so a fingerprint does not depend on the state it was computed
/// from.
#[derive(Default)]
pub struct FpCache {
    /// Per warp: (grid, linear block, warp index, lanes), which names the warp within a state.
    ids: Vec<[u32; 4]>,
    /// Per warp: the hash of its control words and row hashes.
    whole: Vec<u128>,
    /// Per warp: where its rows start in `rows`.
    start: Vec<usize>,
    rows: Vec<u128>,
}

/// The warps of a state in visiting order (inline for up to 64 warps).
type WarpList<'a> = smallvec::SmallVec<[&'a Warp; 64]>;

/// A fingerprint in progress: the earlier state's warps (in visiting order; none when that
/// state's device is gone) and cache, and the cache being built.
struct Walk<'a> {
    prev: WarpList<'a>,
    prev_cache: Option<&'a FpCache>,
    /// The grid and the linear block of the warps being visited.
    at: (u32, u32),
    out: FpCache,
    /// Scratch for a warp's control words.
    words: Vec<u64>,
}

thread_local! {
    /// The control-words scratch of the last fingerprint, kept for the next: explore takes a
    /// fingerprint per transition, and allocating the scratch each time showed in its profile.
    static WORDS: std::cell::Cell<Vec<u64>> = const { std::cell::Cell::new(Vec::new()) };
}

fn hash_row(row: &[u64]) -> u128 {
    let mut h = Fp128::new();
    row.hash(&mut h);
    h.finish128()
}

fn hash_warp(w: &Warp, h: &mut Fp128, walk: &mut Walk) {
    let i = walk.out.whole.len();
    let id = [walk.at.0, walk.at.1, w.index, w.lanes as u32];
    walk.out.ids.push(id);
    // The earlier state's warp at this position (if its device is given) and its row hashes, if
    // it is the same warp (a warp that is new since then counts as written).
    let pw = walk.prev.get(i).copied();
    let prev = match walk.prev_cache {
        Some(pc) if i < pc.whole.len() && pc.ids[i] == id => {
            let end = pc.start.get(i + 1).copied().unwrap_or(pc.rows.len());
            Some((pc.whole[i], &pc.rows[pc.start[i]..end]))
        }
        _ => None,
    };
    let start = walk.out.rows.len();
    walk.out.start.push(start);
    let lanes = w.lanes.max(1);
    let mut reused = 0;
    for (r, row) in w.regs.chunks(lanes).enumerate() {
        // A row the register file did not write since the earlier state keeps its hash.
        let old =
            prev.and_then(|(_, rows)| (r < rows.len() && !w.regs.written(r)).then(|| rows[r]));
        reused += old.is_some() as usize;
        walk.out.rows.push(old.unwrap_or_else(|| hash_row(row)));
    }
    let rows = &walk.out.rows[start..];
    let whole = match (prev, pw) {
        // Same control words and rows: the same hash.
        (Some((whole, prows)), Some(pw))
            if reused == rows.len() && prows.len() == rows.len() && pw.same_control(w) =>
        {
            whole
        }
        _ => {
            // A thread's tid, local memory offset and lane are fixed when its warp is created,
            // by the warp's position (block, warp index), which the words cover: only κ and the
            // membar level change, and `state_words` has them.
            let words = &mut walk.words;
            words.clear();
            w.state_words(words);
            let mut hw = Fp128::new();
            words.hash(&mut hw);
            rows.hash(&mut hw);
            hw.finish128()
        }
    };
    walk.out.whole.push(whole);
    whole.hash(h);
}

fn hash_block(b: &ThreadBlock, h: &mut Fp128, walk: &mut Walk) {
    (b.bid, b.linear, b.sm, b.state as u8, b.so, b.shared_bytes).hash(h);
    walk.at.1 = b.linear;
    for s in &b.bars.slots {
        match s {
            None => 0u8.hash(h),
            Some(bar) => {
                (1u8, bar.tc, bar.ac, bar.red, &bar.arrived).hash(h);
                for (w, t) in &bar.tacts {
                    (w, t.lane, t.barrier, t.count, t.dst, t.pred).hash(h);
                }
            }
        }
    }
    b.warps.len().hash(h);
    for w in &b.warps {
        hash_warp(w, h, walk);
    }
}

fn hash_grid(g: &Grid, h: &mut Fp128, walk: &mut Walk) {
    (g.gid, g.state as u8, g.prog, g.next_issue, g.param_base).hash(h);
    walk.at = (g.gid, 0);
    let c = &g.conf;
    (
        c.entry,
        c.grid,
        c.block,
        c.warp_size,
        c.shared_per_block,
        c.local_per_thread,
    )
        .hash(h);
    g.blocks.len().hash(h);
    for b in &g.blocks {
        hash_block(b, h, walk);
    }
}

fn hash_context(c: &Context, h: &mut Fp128, walk: &mut Walk) {
    (c.cid, c.progs.len(), c.order.len()).hash(h);
    for &k in &c.order {
        hash_grid(&c.grids[k], h, walk);
    }
    for i in &c.inbox {
        match i {
            ContextInput::Start { prog, params, .. } => (0u8, prog, params).hash(h),
            ContextInput::Abort(g) => (1u8, g).hash(h),
        }
    }
    for o in &c.outbox {
        match o {
            ContextOutput::Started(g) => (0u8, g).hash(h),
            ContextOutput::Completed(g) => (1u8, g).hash(h),
        }
    }
}

impl Device {
    /// A 128-bit hash of the complete semantic global state (see the module doc): equal states
    /// give equal fingerprints; step counters, statistics and traces do not count.
    pub fn fingerprint(&self) -> u128 {
        self.fingerprint_cached().0
    }

    /// The fingerprint, and the warp hashes that a successor's fingerprint can reuse
    /// ([`FpCache`], [`Device::fingerprint_since`]), computed from scratch.
    pub fn fingerprint_cached(&self) -> (u128, FpCache) {
        let mut out = FpCache::default();
        let fp = self.fingerprint_walk(None, None, &mut out);
        (fp, out)
    }

    /// The fingerprint of a state whose register files record the writes since an earlier
    /// state (this device was [`Device::mark_clean`]ed in that state, or is a copy of a device
    /// that was, and has been stepped since), with that state's cache `base`, and its device
    /// where it still exists (`base_dev`). A register row that was not written keeps its hash
    /// from `base` without a comparison, so the earlier state's device is not needed (the
    /// explorer steps a state's last successor in place). The result equals
    /// [`Device::fingerprint`]'s; explore checks that in debug builds. `out`'s buffers are
    /// reused (explore recycles the caches of the states it drops).
    pub fn fingerprint_since(
        &self,
        base: &FpCache,
        base_dev: Option<&Device>,
        out: &mut FpCache,
    ) -> u128 {
        self.fingerprint_walk(base_dev, Some(base), out)
    }

    /// Forget the register writes so far (every warp): the current state is the base of the
    /// next [`Device::fingerprint_since`].
    pub fn mark_clean(&mut self) {
        for &k in &self.ctx_order {
            for g in self.contexts[k].grids.values_mut() {
                for b in &mut g.blocks {
                    for w in &mut b.warps {
                        w.regs.mark_clean();
                    }
                }
            }
        }
    }

    fn fingerprint_walk(
        &self,
        prev_dev: Option<&Device>,
        prev_cache: Option<&FpCache>,
        out: &mut FpCache,
    ) -> u128 {
        out.ids.clear();
        out.whole.clear();
        out.start.clear();
        out.rows.clear();
        let mut prev_warps = smallvec::SmallVec::new();
        if let Some(d) = prev_dev {
            prev_warps.extend(d.warps());
        }
        let mut walk = Walk {
            prev: prev_warps,
            prev_cache,
            at: (0, 0),
            out: std::mem::take(out),
            words: WORDS.take(),
        };
        let mut h = Fp128::new();
        self.ctx_order.len().hash(&mut h);
        for &k in &self.ctx_order {
            hash_context(&self.contexts[k], &mut h, &mut walk);
        }
        // SM residency by grid id (slot-map keys are an implementation detail).
        for sm in &self.sms {
            (sm.threads, &sm.shared, sm.resident.len()).hash(&mut h);
            for (gk, b) in &sm.resident {
                let gid = self
                    .ctx_order
                    .iter()
                    .find_map(|k| self.contexts[*k].grids.get(*gk).map(|g| g.gid));
                (gid, b).hash(&mut h);
            }
        }
        (self.inbox.len(), self.outbox.len(), self.next_cid).hash(&mut h);
        for o in &self.outbox {
            format!("{o:?}").hash(&mut h);
        }
        // The heap decides what later `malloc` calls return (the BTreeMap iterates in order).
        self.core.runtime.heap.hash(&mut h);
        // The texture cache decides what later fetches return (docs/texture.md).
        self.core.runtime.tex.hash_lines(&mut h);
        // Operations in flight per thread, per warp in warp order (slots are never hashed in slot order).
        self.order.hash_inflight(&mut h);
        let mut ends = Vec::new();
        for g in self.order.held_groups() {
            ends.push(ends.last().copied().unwrap_or(0) + g.len());
        }
        ends.hash(&mut h);
        for r in self.order.held_groups().flatten() {
            hash_req(r, &mut h);
        }
        0xffu8.hash(&mut h);
        self.mem.hash_into(&mut h);
        WORDS.set(walk.words);
        *out = walk.out;
        h.finish128()
    }

    /// Every warp, in the order the fingerprint visits them (contexts, grids, blocks, warps).
    pub fn warps(&self) -> impl Iterator<Item = &Warp> + '_ {
        self.ctx_order.iter().flat_map(move |&k| {
            let c = &self.contexts[k];
            c.order
                .iter()
                .flat_map(move |&g| c.grids[g].blocks.iter().flat_map(|b| b.warps.iter()))
        })
    }
}

impl Clone for Device {
    /// A snapshot: every semantic component is copied; the trace writer and the device inbox
    /// (inputs are processed eagerly, so it is empty between steps) are not.
    fn clone(&self) -> Device {
        Device {
            mem: self.mem.box_clone(),
            contexts: self.contexts.clone(),
            ctx_order: self.ctx_order.clone(),
            inbox: Default::default(),
            outbox: self.outbox.clone(),
            sms: self.sms.clone(),
            core: Core {
                cfg: self.core.cfg.clone(),
                bounds: self.core.bounds.clone(),
                reqs: self.core.reqs.clone(),
                group_ends: self.core.group_ends.clone(),
                stats: self.core.stats.clone(),
                error: self.core.error.clone(),
                membar_watch: self.core.membar_watch.clone(),
                trace: None,
                clock: self.core.clock,
                // the checks observed the history of this state: the snapshot's path continues it
                checks: self.core.checks.clone(),
                req0: 0,
                runtime: self.core.runtime.clone(),
                final_regs: self.core.final_regs.clone(),
            },
            bufs: ExecBufs::default(),
            done: Vec::new(),
            next_cid: self.next_cid,
            order: self.order.clone(),
            grid_ops: self.grid_ops.clone(),
        }
    }

    /// The same snapshot as `src.clone()`, written into this device's allocations (explore
    /// recycles the devices of states it has finished with, `crate::reuse`). The step's
    /// scratch buffers are kept: each step clears them before use.
    fn clone_from(&mut self, src: &Device) {
        let Device {
            mem,
            contexts,
            ctx_order,
            inbox,
            outbox,
            sms,
            core,
            bufs,
            done,
            next_cid,
            order,
            grid_ops,
        } = self;
        src.mem.copy_into(mem);
        contexts.clone_from(&src.contexts);
        ctx_order.clone_from(&src.ctx_order);
        inbox.clear();
        outbox.clone_from(&src.outbox);
        sms.clone_from(&src.sms);
        let Core {
            cfg,
            bounds,
            reqs,
            group_ends,
            stats,
            error,
            membar_watch,
            trace,
            clock,
            checks,
            req0,
            runtime,
            final_regs,
        } = core;
        let s = &src.core;
        cfg.clone_from(&s.cfg);
        bounds.clone_from(&s.bounds);
        reqs.clone_from(&s.reqs);
        group_ends.clone_from(&s.group_ends);
        stats.clone_from(&s.stats);
        error.clone_from(&s.error);
        membar_watch.clone_from(&s.membar_watch);
        *trace = None;
        *clock = s.clock;
        match (checks.as_mut(), &s.checks) {
            (Some(d), Some(c)) => c.copy_into(d),
            _ => *checks = s.checks.clone(),
        }
        *req0 = 0;
        runtime.clone_from(&s.runtime);
        final_regs.clone_from(&s.final_regs);
        bufs.fast = false;
        done.clear();
        *next_cid = src.next_cid;
        order.clone_from(&src.order);
        grid_ops.clone_from(&src.grid_ops);
    }
}

#[cfg(test)]
mod tests {
    use super::Fp128;
    use std::hash::{Hash, Hasher};

    fn fp(f: impl Fn(&mut Fp128)) -> u128 {
        let mut h = Fp128::new();
        f(&mut h);
        h.finish128()
    }

    #[test]
    fn fingerprint_is_deterministic_and_separates_inputs() {
        let a = fp(|h| [1u64, 2, 3].hash(h));
        assert_eq!(a, fp(|h| [1u64, 2, 3].hash(h)));
        assert_ne!(a, fp(|h| [1u64, 3, 2].hash(h)));
        assert_ne!(a, fp(|h| [1u64, 2].hash(h)));
        // byte tails of different lengths, and zero words, are told apart
        assert_ne!(fp(|h| h.write(&[0u8; 3])), fp(|h| h.write(&[0u8; 4])));
        assert_ne!(
            fp(|h| h.write_u64(0)),
            fp(|h| {
                h.write_u64(0);
                h.write_u64(0)
            })
        );
        // long inputs (16-byte steps): order, length and every word count
        let long: Vec<u64> = (0..40).collect();
        let mut swapped = long.clone();
        swapped.swap(10, 11);
        let mut changed = long.clone();
        changed[37] ^= 1 << 63;
        assert_ne!(fp(|h| long.hash(h)), fp(|h| swapped.hash(h)));
        assert_ne!(fp(|h| long.hash(h)), fp(|h| changed.hash(h)));
        assert_ne!(fp(|h| long.hash(h)), fp(|h| long[..39].hash(h)));
        assert_ne!(fp(|h| [0u64; 6].hash(h)), fp(|h| [0u64; 8].hash(h)));
        // both halves depend on the input
        let (x, y) = (fp(|h| 7u64.hash(h)), fp(|h| 8u64.hash(h)));
        assert_ne!(x >> 64, y >> 64);
        assert_ne!(x as u64, y as u64);
    }
}

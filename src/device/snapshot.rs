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

fn hash_warp(w: &Warp, h: &mut Fp128) {
    (w.state as u8, w.index, w.lanes, w.barriers).hash(h);
    let e = &w.exec;
    (e.pc, e.active, e.disable.brk, e.disable.ret, e.disable.exit).hash(h);
    e.stack.hash(h);
    // A thread's tid, local memory offset and lane are fixed when its warp is created, by the
    // warp's position (block, warp index), which the hash already covers: only κ and the membar
    // level change.
    for t in &w.threads {
        (&t.call_stack, t.membar).hash(h);
    }
    w.regs.hash(h);
    w.blocked.hash(h);
    w.pending_ops.hash(h);
}

fn hash_block(b: &ThreadBlock, h: &mut Fp128) {
    (b.bid, b.linear, b.sm, b.state as u8, b.so, b.shared_bytes).hash(h);
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
        hash_warp(w, h);
    }
}

fn hash_grid(g: &Grid, h: &mut Fp128) {
    (g.gid, g.state as u8, g.prog, g.next_issue, g.param_base).hash(h);
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
        hash_block(b, h);
    }
}

fn hash_context(c: &Context, h: &mut Fp128) {
    (c.cid, c.progs.len(), c.order.len()).hash(h);
    for &k in &c.order {
        hash_grid(&c.grids[k], h);
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
        let mut h = Fp128::new();
        self.ctx_order.len().hash(&mut h);
        for &k in &self.ctx_order {
            hash_context(&self.contexts[k], &mut h);
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
        // Operations in flight per thread: sorted (the map is never iterated in map order).
        self.order.inflight_sorted().hash(&mut h);
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
        h.finish128()
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
                stepped: Vec::new(),
                grid_bases: Vec::new(),
                runtime: self.core.runtime.clone(),
            },
            bufs: ExecBufs::default(),
            done: Vec::new(),
            next_cid: self.next_cid,
            order: self.order.clone(),
            grid_ops: self.grid_ops.clone(),
        }
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

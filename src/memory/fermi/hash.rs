//! The state hash of the memory environment: the environment and its pool as a key for
//! systematic exploration (`hash_state`, the local-memory view, the merge-point key).

use super::{FermiMemory, MemOp, TAG_SHIFT};
use crate::memory::cache::{Cache, EvClass};
use crate::memory::Completion;

impl FermiMemory {
    /// The newest contents of every local-memory line (DRAM, overlaid by L2's valid bytes,
    /// overlaid by an L1's), in key order, all-zero lines left out: the part of
    /// [`FermiMemory::hash_state`] that stands for local memory.
    pub(super) fn hash_local_view<H: std::hash::Hasher>(&self, h: &mut H) {
        use std::hash::Hash;
        let lb = self.l2.line_bytes as u64;
        let local = |k: u64| k >> TAG_SHIFT == 1;
        let mut keys: Vec<u64> = Vec::new();
        for (k, page) in self.dram.pages() {
            let base = k.wrapping_mul(crate::memory::dram::PAGE);
            if local(base) {
                for (i, chunk) in page.chunks(lb as usize).enumerate() {
                    if chunk.iter().any(|&b| b != 0) {
                        keys.push(base + i as u64 * lb);
                    }
                }
            }
        }
        for c in std::iter::once(&self.l2).chain(self.sms.iter().map(|s| &s.l1)) {
            keys.extend(
                c.used_indices()
                    .into_iter()
                    .filter_map(|i| c.lines[i].key())
                    .filter(|&k| local(k)),
            );
        }
        keys.sort_unstable();
        keys.dedup();
        let mut line = vec![0u8; lb as usize];
        for k in keys {
            self.dram.read(k, &mut line);
            for c in std::iter::once(&self.l2).chain(self.sms.iter().map(|s| &s.l1)) {
                if let Some(i) = c.find(k) {
                    let valid = c.lines[i].valid;
                    for (j, &b) in c.line_data(i).iter().enumerate().take(line.len()) {
                        if valid & (1u128 << j) != 0 {
                            line[j] = b;
                        }
                    }
                }
            }
            if line.iter().any(|&b| b != 0) {
                (k, &line).hash(h);
            }
        }
    }

    /// Feed the semantic state ⟨η | op⃗⟩ into `h` (for repeated-state / livelock detection,
    /// docs/design.md §12): DRAM, shared memories and locks, every used cache line, and the pool in
    /// order with memory-op ids replaced by pool positions (ids are never reused, so hashing them
    /// would make every state fresh). Equal states in the same pool order hash equally.
    ///
    /// Two abstractions make states that no program can tell apart hash alike:
    /// - cache lines in the order of their keys, not of their ways (which way of its set a line
    ///   occupies is not observable: every choice among a set's lines is the scheduler's,
    ///   T:L703-705);
    /// - local memory by its newest contents only, where its lines are settled (no reserved
    ///   byte, no pin): a thread's local lines live in its own SM's L1 (write-back), L2 and DRAM,
    ///   only that thread reads and writes them, and its reads return the newest bytes wherever
    ///   they are, so where a settled local line sits, and whether it is dirty, changes no value
    ///   any thread reads. (Debug builds keep every variable and call argument in local memory;
    ///   without this their spin loops never repeat a state: the lines keep moving between L1,
    ///   L2 and DRAM.) docs/memory.md, "State hashing".
    pub fn hash_state<H: std::hash::Hasher>(&self, h: &mut H) {
        use std::hash::Hash;
        let local = |k: u64| k >> TAG_SHIFT == 1;
        let page_local = |pg: u64| local(pg.wrapping_mul(crate::memory::dram::PAGE));
        for (k, nonzero, digest) in self.dram.digests() {
            if !page_local(k) && nonzero {
                (k, digest).hash(h);
            }
        }
        let settled = |cl: &crate::memory::cache::CacheLine| cl.present == cl.valid && !cl.pinned();
        let mut order: Vec<(u64, usize)> = Vec::new();
        let mut hash_cache = |c: &Cache| {
            order.clear();
            // Only used lines have a key (`Cache::used_indices`).
            order.extend(c.used_indices().into_iter().filter_map(|i| {
                let cl = &c.lines[i];
                cl.key()
                    .filter(|&k| !(local(k) && settled(cl)))
                    .map(|k| (k, i))
            }));
            order.sort_unstable();
            for &(k, i) in &order {
                let cl = &c.lines[i];
                (
                    k,
                    cl.present,
                    cl.valid,
                    cl.dirty,
                    cl.class == EvClass::First,
                )
                    .hash(h);
                // The valid bytes, the others zeroed, in one write (the valid mask is hashed
                // above): equal valid bytes, equal hashes.
                let mut buf = [0u8; 128];
                for (j, (o, &b)) in buf.iter_mut().zip(c.line_data(i)).enumerate() {
                    if cl.valid & (1u128 << j) != 0 {
                        *o = b;
                    }
                }
                h.write(&buf[..c.line_data(i).len()]);
                // Which operations pin the line is hashed with the operations (their flags).
                cl.pins.hash(h);
            }
        };
        hash_cache(&self.l2);
        for sm in &self.sms {
            hash_cache(&sm.l1);
        }
        self.hash_local_view(h);
        for sm in &self.sms {
            // The bytes up to the last non-zero one: the rest is zero (equal memories, equal
            // hashes; hashing all 48 KB at every point of a macro step dominated a search).
            sm.shared_used().hash(h);
            sm.locks.hash(h);
        }
        self.last_empty.hash(h);
        // Held operations after the pool's, in issue order (a held one waits for a live earlier
        // one of its thread on the same bytes, so the operations alone determine the order).
        self.held.len().hash(h);
        fn hash_op<G: std::hash::Hasher>(o: &MemOp, h: &mut G) {
            use std::hash::Hash;
            (
                o.prog as u8,
                o.pc,
                o.s.v,
                o.s.v_in1,
                o.s.written(),
                o.s.locked,
                o.s.vol().is_some(),
                o.s.pins,
            )
                .hash(h);
            let r = &o.s.req;
            (
                r.addr, r.size, r.value, r.value2, r.sm, r.who, r.dst, r.volatile,
            )
                .hash(h);
        }
        if self.canonical_hash {
            // The pool as a multiset: its order only numbers the scheduler's answers (every
            // choice among the pool's operations offers each of them, whatever its position),
            // so two states that differ in it alone have the same successors up to that
            // numbering (docs/explore.md, "Canonical pool order").
            let mut ops: smallvec::SmallVec<[u128; 16]> = self
                .pool
                .iter()
                .map(|o| {
                    let mut oh = crate::fasthash::Fp128::new();
                    hash_op(o, &mut oh);
                    oh.finish128()
                })
                .collect();
            ops.sort_unstable();
            ops.hash(h);
            for o in self.held.values() {
                hash_op(o, h);
            }
        } else {
            for o in self.pool.iter().chain(self.held.values()) {
                hash_op(o, h);
            }
        }
        // Stalled operations (deviation M13) last, with their remaining hold.
        if !self.stalled.is_empty() {
            self.stalled.len().hash(h);
            for (o, left) in self.stalled_ops() {
                left.hash(h);
                hash_op(o, h);
            }
        }
    }

    /// The key of a point inside a macro step (`Scheduler::merge_point`): the state, the
    /// completions so far in order, and the step's own counters.
    pub(super) fn point_key(
        &self,
        done: &[Completion],
        taken: u32,
        stepped: bool,
        was_empty: bool,
    ) -> u128 {
        use std::hash::Hash;
        let mut h = crate::fasthash::Fp128::new();
        self.hash_state(&mut h);
        for c in done {
            (c.who, c.dst, c.value).hash(&mut h);
        }
        (taken, stepped, was_empty).hash(&mut h);
        h.finish128()
    }
}

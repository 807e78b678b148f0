//! `MemOrder::Thread` bookkeeping (docs/device.md "Deviations": a thread's memory request enters
//! the memory environment only after its earlier ones completed), indexed by thread.
//!
//! The rule: a held coalescing group is issued, in issue order, as soon as every one of its
//! threads has no operation in flight and no earlier held group. The first implementation
//! rescanned (and copied) every held group in every device step: with 1M threads hundreds of
//! warps wait at once and the scan dominated the run. Here each thread keeps the queue of its held
//! groups; a group can only become ready when one of its threads drained its last operation (or
//! it is new), so only those groups are checked, in issue order. Issuing only ever disables
//! other groups, so this issues exactly the groups of the full scan, in the same order
//! (test `order::tests::same_groups_as_the_full_scan`).

use crate::fasthash::FastBuild;
use crate::memory::{MemReq, ThreadRef};
use std::collections::{BTreeMap, HashMap, VecDeque};

/// Clone = a snapshot (explore); between device steps `freed` is empty (completions and `issue`
/// happen in the same step).
#[derive(Default, Clone)]
pub struct ThreadOrder {
    /// Operations in flight per thread (looked up, never iterated).
    inflight: HashMap<ThreadRef, u32, FastBuild>,
    /// Per thread, the sequence numbers of its held groups, oldest first (never iterated; an
    /// entry exists only while the thread has a held group).
    queue: HashMap<ThreadRef, SeqQueue, FastBuild>,
    /// Held groups by sequence number (issue order).
    groups: BTreeMap<u64, Vec<MemReq>>,
    next_seq: u64,
    /// Threads whose last operation in flight completed since the last call of `issue`.
    freed: Vec<ThreadRef>,
    cand: Vec<u64>,
    /// Emptied group vectors, reused.
    spare: Vec<Vec<MemReq>>,
}

/// A non-empty FIFO of sequence numbers whose first element is stored inline: most threads hold
/// one group at a time, and a `VecDeque` per request cost an allocation and a free.
#[derive(Clone, Debug)]
struct SeqQueue {
    first: u64,
    rest: VecDeque<u64>,
}

impl SeqQueue {
    fn new(s: u64) -> SeqQueue {
        SeqQueue {
            first: s,
            rest: VecDeque::new(),
        }
    }
    fn front(&self) -> u64 {
        self.first
    }
    fn back(&self) -> u64 {
        self.rest.back().copied().unwrap_or(self.first)
    }
    fn push_back(&mut self, s: u64) {
        self.rest.push_back(s);
    }
    /// Remove the front; `false` if the queue is now empty.
    fn pop_front(&mut self) -> bool {
        match self.rest.pop_front() {
            Some(s) => {
                self.first = s;
                true
            }
            None => false,
        }
    }
}

impl ThreadOrder {
    /// Whether groups are held back.
    pub fn has_held(&self) -> bool {
        !self.groups.is_empty()
    }

    /// Operations in flight per thread, sorted (for state hashing; the map is never iterated in
    /// map order).
    pub fn inflight_sorted(&self) -> Vec<(ThreadRef, u32)> {
        let mut v: Vec<_> = self.inflight.iter().map(|(k, n)| (*k, *n)).collect();
        v.sort_unstable();
        v
    }

    /// The held groups in issue order.
    pub fn held_groups(&self) -> impl Iterator<Item = &[MemReq]> {
        self.groups.values().map(|g| g.as_slice())
    }

    /// One operation of `who` completed.
    pub fn completed(&mut self, who: ThreadRef) {
        if let Some(n) = self.inflight.get_mut(&who) {
            *n -= 1;
            if *n == 0 {
                self.inflight.remove(&who);
                self.freed.push(who);
            }
        }
    }

    /// `who`'s grid is gone: nothing of it is in flight any more.
    pub fn forget(&mut self, who: ThreadRef) {
        if self.inflight.remove(&who).is_some() {
            self.freed.push(who);
        }
    }

    /// Append this step's groups (`reqs` split at `ends`) after the held ones and hand every
    /// ready group to `issue`, in issue order. Returns the number of groups issued.
    pub fn issue(
        &mut self,
        reqs: &[MemReq],
        ends: &[usize],
        mut issue: impl FnMut(&[MemReq]),
    ) -> usize {
        self.cand.clear();
        for who in self.freed.drain(..) {
            if let Some(q) = self.queue.get(&who) {
                self.cand.push(q.front());
            }
        }
        self.cand.sort_unstable();
        self.cand.dedup();
        let mut issued = 0;
        // Held groups whose threads were freed, in issue order. (This step's groups come after
        // all of them and only append to the threads' queues, which cannot change whether a
        // held group is ready.)
        for i in 0..self.cand.len() {
            let s = self.cand[i];
            let Some(g) = self.groups.get(&s) else {
                continue;
            };
            let ready = g.iter().all(|r| {
                !self.inflight.contains_key(&r.who)
                    && self.queue.get(&r.who).map(|q| q.front()) == Some(s)
            });
            if !ready {
                continue;
            }
            let g = self.groups.remove(&s).unwrap_or_default();
            issue(&g);
            issued += 1;
            for r in &g {
                *self.inflight.entry(r.who).or_insert(0) += 1;
                if let Some(q) = self.queue.get_mut(&r.who) {
                    if q.front() == s && !q.pop_front() {
                        self.queue.remove(&r.who);
                    }
                }
            }
            self.spare.push(g);
        }
        // This step's groups, in order. A group is ready now iff none of its threads has an
        // operation in flight or a held group (an earlier one); a ready group is issued at once
        // and never stored (most groups), the others are held.
        let mut start = 0;
        for &end in ends {
            let s = self.next_seq;
            self.next_seq += 1;
            let new = &reqs[start..end];
            start = end;
            let ready = new
                .iter()
                .all(|r| !self.inflight.contains_key(&r.who) && !self.queue.contains_key(&r.who));
            if ready {
                issue(new);
                issued += 1;
                for r in new {
                    *self.inflight.entry(r.who).or_insert(0) += 1;
                }
                continue;
            }
            let mut g = self.spare.pop().unwrap_or_default();
            g.clear();
            g.extend_from_slice(new);
            for r in &g {
                match self.queue.entry(r.who) {
                    std::collections::hash_map::Entry::Occupied(mut q) => {
                        if q.get().back() != s {
                            q.get_mut().push_back(s);
                        }
                    }
                    std::collections::hash_map::Entry::Vacant(v) => {
                        v.insert(SeqQueue::new(s));
                    }
                }
            }
            self.groups.insert(s, g);
        }
        issued
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::MemKind;
    use crate::program::ir::{CacheOp, StateSpace, Ty};
    use std::collections::HashSet;

    fn req(lane: u32) -> MemReq {
        MemReq {
            kind: MemKind::Load,
            space: StateSpace::Global,
            cop: CacheOp::Ca,
            volatile: false,
            ty: Ty::U32,
            addr: 4 * lane as u64,
            size: 4,
            value: 0,
            value2: 0,
            sm: 0,
            who: ThreadRef {
                grid: 0,
                block: 0,
                warp: 0,
                lane,
            },
            dst: None,
            pc: 0,
        }
    }

    /// The previous implementation: rescan every held group (the reference).
    #[derive(Default)]
    struct FullScan {
        inflight: std::collections::BTreeMap<ThreadRef, u32>,
        held: Vec<Vec<MemReq>>,
    }

    impl FullScan {
        fn issue(&mut self, new: Vec<Vec<MemReq>>, out: &mut Vec<Vec<MemReq>>) {
            self.held.extend(new);
            let mut waiting = HashSet::new();
            let mut keep = Vec::new();
            for g in self.held.drain(..) {
                let ready = g.iter().all(|r| {
                    !waiting.contains(&r.who)
                        && self.inflight.get(&r.who).copied().unwrap_or(0) == 0
                });
                if ready {
                    for r in &g {
                        *self.inflight.entry(r.who).or_insert(0) += 1;
                    }
                    out.push(g);
                } else {
                    waiting.extend(g.iter().map(|r| r.who));
                    keep.push(g);
                }
            }
            self.held = keep;
        }
        fn completed(&mut self, who: ThreadRef) {
            if let Some(n) = self.inflight.get_mut(&who) {
                *n -= 1;
                if *n == 0 {
                    self.inflight.remove(&who);
                }
            }
        }
    }

    #[test]
    fn same_groups_as_the_full_scan() {
        // A deterministic pseudo-random workload over 6 lanes: groups of 1-3 lanes (a lane may
        // repeat), completions of random in-flight operations.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut rnd = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        let mut a = ThreadOrder::default();
        let mut b = FullScan::default();
        let mut flight: Vec<ThreadRef> = Vec::new();
        let mut total = 0;
        for _step in 0..2000 {
            // Complete some operations in flight.
            let k = rnd(3);
            for _ in 0..k {
                if flight.is_empty() {
                    break;
                }
                let who = flight.swap_remove(rnd(flight.len() as u64) as usize);
                a.completed(who);
                b.completed(who);
            }
            let mut reqs = Vec::new();
            let mut ends = Vec::new();
            let mut groups = Vec::new();
            for _ in 0..rnd(3) {
                let g: Vec<MemReq> = (0..1 + rnd(3)).map(|_| req(rnd(6) as u32)).collect();
                reqs.extend_from_slice(&g);
                ends.push(reqs.len());
                groups.push(g);
            }
            let mut got = Vec::new();
            a.issue(&reqs, &ends, |g| got.push(g.to_vec()));
            let mut want = Vec::new();
            b.issue(groups, &mut want);
            assert_eq!(got, want);
            total += got.len();
            for g in &got {
                flight.extend(g.iter().map(|r| r.who));
            }
            assert_eq!(a.has_held(), !b.held.is_empty());
        }
        assert!(total > 500, "the workload issued {total} groups");
    }
}

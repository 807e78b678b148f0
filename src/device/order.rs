//! `MemOrder::Thread` bookkeeping (the former default, kept selectable; docs/device.md
//! "Deviations": a thread's memory request enters the memory environment only after its earlier
//! ones completed), indexed by thread. The default, `MemOrder::Location`, is kept by the Fermi
//! memory itself (`memory::fermi`, per-thread vectors of live operations).
//!
//! The rule: a held coalescing group is issued, in issue order, as soon as every one of its
//! threads has no operation in flight and no earlier held group. The first implementation
//! rescanned (and copied) every held group in every device step: with 1M threads hundreds of
//! warps wait at once and the scan dominated the run. Here each thread keeps the queue of its held
//! groups; a group can only become ready when one of its threads drained its last operation (or
//! it is new), so only those groups are checked, in issue order. Issuing only ever disables
//! other groups, so this issues exactly the groups of the full scan, in the same order
//! (test `order::tests::same_groups_as_the_full_scan`).

use crate::memory::{Completion, MemReq, ThreadRef};
use std::collections::{BTreeMap, VecDeque};

/// Clone = a snapshot (explore); between device steps `freed` is empty (completions and `issue`
/// happen in the same step).
#[derive(Default, Clone)]
pub struct ThreadOrder {
    /// Operations in flight per thread.
    inflight: Inflight,
    /// Per thread, the sequence numbers of its held groups, oldest first (an entry exists only
    /// while the thread has a held group).
    queues: Queues,
    /// Held groups by sequence number (issue order).
    groups: BTreeMap<u64, Vec<MemReq>>,
    next_seq: u64,
    /// Threads whose last operation in flight completed since the last call of `issue`.
    freed: Vec<ThreadRef>,
    cand: Vec<u64>,
    /// Emptied group vectors, reused.
    spare: Vec<Vec<MemReq>>,
}

/// A warp: the part of a [`ThreadRef`] its lanes share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct WarpKey {
    grid: u32,
    block: u32,
    warp: u32,
}

impl WarpKey {
    fn of(t: ThreadRef) -> WarpKey {
        WarpKey {
            grid: t.grid,
            block: t.block,
            warp: t.warp,
        }
    }
}

/// Operations in flight per thread, indexed: one slot of per-lane counts per warp that has
/// something in flight. A group is one warp's requests, and completions come lane after lane of
/// one warp, so the warp's slot is looked up once (two indexed loads) and a lane is an
/// array index; a map keyed by thread cost a hash per request and a removal per completion.
type Inflight = WarpSlots<u32>;

/// Per-lane entries of the warps that have any: a slot per such warp, found by direct indexing
/// in a dense table of the warps of each grid ([`WarpIndex`]), and freed slots reused.
/// [`Inflight`] keeps operation counts in it, [`Queues`] the queues of held groups.
#[derive(Clone)]
struct WarpSlots<T> {
    /// Warp -> slot.
    index: WarpIndex,
    /// Per slot: its warp, its number of lanes in use, the entries by lane.
    slots: Vec<(WarpKey, u32, Vec<T>)>,
    /// Slots no warp uses (every entry in them is the default one).
    free: Vec<u32>,
}

impl<T> Default for WarpSlots<T> {
    fn default() -> Self {
        WarpSlots {
            index: WarpIndex::default(),
            slots: Vec::new(),
            free: Vec::new(),
        }
    }
}

/// [`WarpIndex`] entry of a warp without a slot.
const NO_SLOT: u32 = u32::MAX;

/// The slot of each warp that has one: per grid (by its id) a table with an entry per warp,
/// at `block << shift | warp`, where `1 << shift` is at least the number of warps per block
/// seen so far (grown by doubling). A lookup is two indexed loads (and bounds checks that
/// always pass); a hash map cost a hash and a probe per group and per run of completions. The
/// tables grow to the grid's highest block that issued under `MemOrder::Thread` (4 bytes a
/// warp: 128 KB for the 32,768 warps of a 1M-thread vector add); a grid's table is dropped
/// when its last slot is freed and a later grid has taken one (its blocks are done).
#[derive(Clone, Default)]
struct WarpIndex {
    grids: Vec<GridIndex>,
    /// Slots in use.
    live: u32,
    /// The highest grid id that took a slot.
    newest: u32,
}

#[derive(Clone, Default)]
struct GridIndex {
    shift: u32,
    slot: Vec<u32>,
    /// Slots of this grid in use.
    live: u32,
}

impl WarpIndex {
    #[inline]
    fn get(&self, k: WarpKey) -> u32 {
        let Some(g) = self.grids.get(k.grid as usize) else {
            return NO_SLOT;
        };
        let i = ((k.block as usize) << g.shift) | k.warp as usize;
        let fits = (k.warp as u64) < 1u64 << g.shift;
        match g.slot.get(i) {
            Some(&s) if fits => s,
            _ => NO_SLOT,
        }
    }
    fn set(&mut self, k: WarpKey, s: u32) {
        let gi = k.grid as usize;
        if self.grids.len() <= gi {
            self.grids.resize_with(gi + 1, GridIndex::default);
        }
        self.newest = self.newest.max(k.grid);
        let g = &mut self.grids[gi];
        if k.warp as u64 >= 1u64 << g.shift {
            // More warps per block than the table has room for: re-lay it out.
            let shift = 32 - k.warp.leading_zeros();
            let old = std::mem::take(&mut g.slot);
            for (i, &e) in old.iter().enumerate() {
                if e != NO_SLOT {
                    let (b, w) = (i >> g.shift, i & ((1 << g.shift) - 1));
                    let j = (b << shift) | w;
                    if g.slot.len() <= j {
                        g.slot.resize(j + 1, NO_SLOT);
                    }
                    g.slot[j] = e;
                }
            }
            g.shift = shift;
        }
        let i = ((k.block as usize) << g.shift) | k.warp as usize;
        if g.slot.len() <= i {
            g.slot.resize((i + 1).next_power_of_two(), NO_SLOT);
        }
        g.slot[i] = s;
        g.live += 1;
        self.live += 1;
    }
    fn unset(&mut self, k: WarpKey) {
        let gi = k.grid as usize;
        let newest = self.newest;
        let Some(g) = self.grids.get_mut(gi) else {
            return;
        };
        let i = ((k.block as usize) << g.shift) | k.warp as usize;
        if let Some(e) = g.slot.get_mut(i).filter(|e| **e != NO_SLOT) {
            *e = NO_SLOT;
            g.live -= 1;
            self.live -= 1;
            if g.live == 0 && k.grid < newest {
                *g = GridIndex::default();
            }
        }
    }
}

impl<T> WarpSlots<T> {
    #[inline]
    fn find(&self, k: WarpKey) -> Option<u32> {
        let s = self.index.get(k);
        (s != NO_SLOT).then_some(s)
    }
    /// The slot of `k`, a free one (or a new one) if it has none.
    fn find_or_take(&mut self, k: WarpKey) -> u32 {
        if let Some(s) = self.find(k) {
            return s;
        }
        let s = match self.free.pop() {
            Some(s) => {
                self.slots[s as usize].0 = k;
                s
            }
            None => {
                self.slots.push((k, 0, Vec::new()));
                (self.slots.len() - 1) as u32
            }
        };
        self.index.set(k, s);
        s
    }
    /// Slot `s` of warp `k` has no lane in use any more: free it.
    fn release(&mut self, k: WarpKey, s: u32) {
        self.index.unset(k);
        self.free.push(s);
    }
}

impl Inflight {
    fn get(&mut self, t: ThreadRef) -> u32 {
        self.find(WarpKey::of(t)).map_or(0, |s| {
            let lanes = &self.slots[s as usize].2;
            lanes.get(t.lane as usize).copied().unwrap_or(0)
        })
    }
    fn contains(&mut self, t: ThreadRef) -> bool {
        self.get(t) > 0
    }
    fn incr(&mut self, t: ThreadRef) {
        let s = self.find_or_take(WarpKey::of(t));
        let (_, busy, lanes) = &mut self.slots[s as usize];
        let l = t.lane as usize;
        if lanes.len() <= l {
            lanes.resize(l + 1, 0);
        }
        if lanes[l] == 0 {
            *busy += 1;
        }
        lanes[l] += 1;
    }
    /// One operation of `t` completed; `true` when it was its last one in flight.
    fn decr(&mut self, t: ThreadRef) -> bool {
        let k = WarpKey::of(t);
        let Some(s) = self.find(k) else {
            return false;
        };
        let (_, busy, lanes) = &mut self.slots[s as usize];
        let Some(n) = lanes.get_mut(t.lane as usize).filter(|n| **n > 0) else {
            return false;
        };
        *n -= 1;
        if *n > 0 {
            return false;
        }
        *busy -= 1;
        if *busy == 0 {
            // The warp has nothing in flight: its slot is free again.
            self.release(k, s);
        }
        true
    }
    /// Whether no thread of `g`, a group of warp `k`'s requests, has an operation in flight:
    /// the warp is looked up once, not per request.
    fn none_of(&mut self, k: WarpKey, g: &[MemReq]) -> bool {
        let Some(s) = self.find(k) else {
            return true;
        };
        let lanes = &self.slots[s as usize].2;
        g.iter()
            .all(|r| lanes.get(r.who.lane as usize).is_none_or(|&n| n == 0))
    }
    /// [`Inflight::incr`] for every request of `g`, a group of warp `k`'s requests.
    fn incr_group(&mut self, k: WarpKey, g: &[MemReq]) {
        let s = self.find_or_take(k);
        let (_, busy, lanes) = &mut self.slots[s as usize];
        for r in g {
            let l = r.who.lane as usize;
            if lanes.len() <= l {
                lanes.resize(l + 1, 0);
            }
            *busy += (lanes[l] == 0) as u32;
            lanes[l] += 1;
        }
    }
    /// [`Inflight::decr`] for every completion of `run`, all of warp `k`, in order; the threads
    /// whose last operation completed go to `freed`.
    fn decr_run(&mut self, k: WarpKey, run: &[Completion], freed: &mut Vec<ThreadRef>) {
        let Some(s) = self.find(k) else {
            return;
        };
        let (_, busy, lanes) = &mut self.slots[s as usize];
        for c in run {
            let Some(n) = lanes.get_mut(c.who.lane as usize).filter(|n| **n > 0) else {
                continue;
            };
            *n -= 1;
            if *n == 0 {
                *busy -= 1;
                freed.push(c.who);
            }
        }
        if *busy == 0 {
            // The warp has nothing in flight: its slot is free again.
            self.release(k, s);
        }
    }
    /// Nothing is in flight any more: every slot is free.
    fn reset(&mut self) {
        if self.index.live == 0 {
            return;
        }
        self.free.clear();
        for (i, (k, busy, lanes)) in self.slots.iter_mut().enumerate() {
            if *busy > 0 {
                self.index.unset(*k);
            }
            *busy = 0;
            lanes.fill(0);
            self.free.push(i as u32);
        }
        // Slots are taken from the end of `free`: the lowest first, as after a fresh start.
        self.free.reverse();
    }
    /// Everything of `t` in flight is gone; `true` if it had something.
    fn clear(&mut self, t: ThreadRef) -> bool {
        let n = self.get(t);
        for _ in 0..n {
            self.decr(t);
        }
        n > 0
    }
    /// Feed the counts into `h`: per warp with something in flight, in warp order, the warp and
    /// its lanes' counts up to the last non-zero one (equal counts, equal words, whatever slot
    /// and slot length the history left; one write per warp instead of one per thread).
    fn hash_into<H: std::hash::Hasher>(&self, h: &mut H) {
        use std::hash::Hash;
        let mut busy: smallvec::SmallVec<[(WarpKey, usize); 8]> = (self.slots.iter())
            .enumerate()
            .filter(|(_, s)| s.1 > 0)
            .map(|(i, s)| (s.0, i))
            .collect();
        busy.sort_unstable();
        busy.len().hash(h);
        for (k, i) in busy {
            let lanes = &self.slots[i].2;
            let n = lanes.iter().rposition(|&c| c > 0).map_or(0, |p| p + 1);
            (k.grid, k.block, k.warp).hash(h);
            lanes[..n].hash(h);
        }
    }
    #[cfg(test)]
    fn sorted(&self) -> Vec<(ThreadRef, u32)> {
        let mut v = Vec::new();
        for (k, busy, lanes) in &self.slots {
            if *busy == 0 {
                continue;
            }
            for (l, &n) in lanes.iter().enumerate() {
                if n > 0 {
                    let lane = l as u32;
                    let (grid, block, warp) = (k.grid, k.block, k.warp);
                    v.push((
                        ThreadRef {
                            grid,
                            block,
                            warp,
                            lane,
                        },
                        n,
                    ));
                }
            }
        }
        v.sort_unstable();
        v
    }
}

/// The threads' queues of held groups, indexed like [`Inflight`]: one slot of per-lane queues
/// per warp that holds a group. A group is one warp's requests, so the warp's slot is looked up
/// once (two indexed loads) and a lane is an array index; a map keyed by thread cost a
/// hash and a cold bucket per request (a fifth of a shared-memory-bound run).
type Queues = WarpSlots<Option<SeqQueue>>;

impl Queues {
    fn get(&mut self, t: ThreadRef) -> Option<&SeqQueue> {
        let s = self.find(WarpKey::of(t))?;
        self.slots[s as usize].2.get(t.lane as usize)?.as_ref()
    }
    fn contains(&mut self, t: ThreadRef) -> bool {
        self.get(t).is_some()
    }
    /// Whether no thread of `g`, a group of warp `k`'s requests, holds a group: the warp is
    /// looked up once, not per request.
    fn none_of(&mut self, k: WarpKey, g: &[MemReq]) -> bool {
        let Some(s) = self.find(k) else {
            return true;
        };
        let lanes = &self.slots[s as usize].2;
        g.iter()
            .all(|r| lanes.get(r.who.lane as usize).is_none_or(|q| q.is_none()))
    }
    /// Append sequence number `s` to `t`'s queue, unless the queue already ends with it (a
    /// thread with several requests in one group).
    fn push(&mut self, t: ThreadRef, s: u64) {
        let slot = self.find_or_take(WarpKey::of(t));
        let (_, n, lanes) = &mut self.slots[slot as usize];
        let l = t.lane as usize;
        if lanes.len() <= l {
            lanes.resize(l + 1, None);
        }
        match &mut lanes[l] {
            Some(q) => {
                if q.back() != s {
                    q.push_back(s);
                }
            }
            e @ None => {
                *e = Some(SeqQueue::new(s));
                *n += 1;
            }
        }
    }
    /// Take `s` off the front of `t`'s queue if it is there; an emptied queue goes, and a warp
    /// left with none frees its slot.
    fn pop_front_if(&mut self, t: ThreadRef, s: u64) {
        let k = WarpKey::of(t);
        let Some(slot) = self.find(k) else {
            return;
        };
        let (_, n, lanes) = &mut self.slots[slot as usize];
        let Some(e) = lanes.get_mut(t.lane as usize) else {
            return;
        };
        let Some(q) = e else {
            return;
        };
        if q.front() != s || q.pop_front() {
            return;
        }
        *e = None;
        *n -= 1;
        if *n == 0 {
            self.release(k, slot);
        }
    }
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

    /// Feed the operations in flight per thread into `h` (state fingerprints): the same counts
    /// give the same words whatever order the slots were taken in.
    pub fn hash_inflight<H: std::hash::Hasher>(&self, h: &mut H) {
        self.inflight.hash_into(h);
    }

    /// The held groups in issue order.
    pub fn held_groups(&self) -> impl Iterator<Item = &[MemReq]> {
        self.groups.values().map(|g| g.as_slice())
    }

    /// One operation of `who` completed.
    pub fn completed(&mut self, who: ThreadRef) {
        if self.inflight.decr(who) {
            self.freed.push(who);
        }
    }

    /// [`ThreadOrder::completed`] for each completion of `run`, in order.
    pub fn completed_run(&mut self, run: &[Completion]) {
        match warp_of(run.iter().map(|c| c.who)) {
            Some(k) => self.inflight.decr_run(k, run, &mut self.freed),
            None => run.iter().for_each(|c| self.completed(c.who)),
        }
    }

    /// `who`'s grid is gone: nothing of it is in flight any more.
    pub fn forget(&mut self, who: ThreadRef) {
        if self.inflight.clear(who) {
            self.freed.push(who);
        }
    }

    /// Append this step's groups (`reqs` split at `ends`) after the held ones and hand every
    /// ready group to `issue`, in issue order. Returns the number of groups issued.
    pub fn issue(
        &mut self,
        reqs: &[MemReq],
        ends: &[usize],
        issue: impl FnMut(&[MemReq]),
    ) -> usize {
        self.cand.clear();
        for who in self.freed.drain(..) {
            if let Some(q) = self.queues.get(who) {
                self.cand.push(q.front());
            }
        }
        self.cand.sort_unstable();
        self.cand.dedup();
        self.issue_candidates(reqs, ends, issue)
    }

    /// [`ThreadOrder::issue`] for a memory environment that completed every operation issued
    /// before this step (`MemorySystem::drains_each_step`), whose completions were not reported
    /// through [`ThreadOrder::completed`]: nothing is in flight now. Issues the same groups as
    /// `issue` would after those reports, and leaves nothing counted in flight (the next call
    /// starts from zero again), so the state between steps is the held groups alone.
    ///
    /// The common case costs no per-request work: with nothing held and no thread in two of
    /// this step's groups, every group is ready. Otherwise every held group is a candidate (a
    /// superset of the groups `issue` would check: a ready group is one whose threads all
    /// drained, and all of them did).
    pub fn issue_drained(
        &mut self,
        reqs: &[MemReq],
        ends: &[usize],
        mut issue: impl FnMut(&[MemReq]),
    ) -> usize {
        self.inflight.reset();
        self.freed.clear();
        if self.groups.is_empty() && threads_disjoint(reqs, ends) {
            let mut start = 0;
            for &end in ends {
                issue(&reqs[start..end]);
                start = end;
            }
            self.next_seq += ends.len() as u64;
            return ends.len();
        }
        self.cand.clear();
        self.cand.extend(self.groups.keys().copied());
        let n = self.issue_candidates(reqs, ends, issue);
        self.inflight.reset();
        n
    }

    /// Issue the held groups of `self.cand` (sequence numbers, ascending) that are ready, then
    /// this step's groups.
    fn issue_candidates(
        &mut self,
        reqs: &[MemReq],
        ends: &[usize],
        mut issue: impl FnMut(&[MemReq]),
    ) -> usize {
        let mut issued = 0;
        // Held groups whose threads were freed, in issue order. (This step's groups come after
        // all of them and only append to the threads' queues, which cannot change whether a
        // held group is ready.)
        for i in 0..self.cand.len() {
            let s = self.cand[i];
            let Some(g) = self.groups.get(&s) else {
                continue;
            };
            let (inflight, queues) = (&mut self.inflight, &mut self.queues);
            let ready = g.iter().all(|r| {
                !inflight.contains(r.who) && queues.get(r.who).map(|q| q.front()) == Some(s)
            });
            if !ready {
                continue;
            }
            let g = self.groups.remove(&s).unwrap_or_default();
            issue(&g);
            issued += 1;
            for r in &g {
                self.inflight.incr(r.who);
                self.queues.pop_front_if(r.who, s);
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
            let (inflight, queues) = (&mut self.inflight, &mut self.queues);
            // A group is one warp's requests (checked): its warp is looked up once.
            let warp = warp_of(new.iter().map(|r| r.who));
            let ready = match warp {
                Some(k) => inflight.none_of(k, new) && queues.none_of(k, new),
                None => new
                    .iter()
                    .all(|r| !inflight.contains(r.who) && !queues.contains(r.who)),
            };
            if ready {
                issue(new);
                issued += 1;
                match warp {
                    Some(k) => self.inflight.incr_group(k, new),
                    None => new.iter().for_each(|r| self.inflight.incr(r.who)),
                }
                continue;
            }
            let mut g = self.spare.pop().unwrap_or_default();
            g.clear();
            g.extend_from_slice(new);
            for r in &g {
                self.queues.push(r.who, s);
            }
            self.groups.insert(s, g);
        }
        issued
    }
}

/// The warp of all of `threads`, if they are of one warp (and there is one).
fn warp_of(mut threads: impl Iterator<Item = ThreadRef>) -> Option<WarpKey> {
    let k = WarpKey::of(threads.next()?);
    threads.all(|t| WarpKey::of(t) == k).then_some(k)
}

/// Whether no thread has requests in two of the groups (`reqs` split at `ends`), checked per
/// warp: `false` also when a group mixes warps (then the general path decides).
fn threads_disjoint(reqs: &[MemReq], ends: &[usize]) -> bool {
    let mut warps: smallvec::SmallVec<[WarpKey; 64]> = smallvec::SmallVec::new();
    let mut start = 0;
    for &end in ends {
        let g = &reqs[start..end];
        start = end;
        let Some(first) = g.first() else { continue };
        let k = WarpKey::of(first.who);
        if g.iter().any(|r| WarpKey::of(r.who) != k) {
            return false;
        }
        warps.push(k);
    }
    warps.sort_unstable();
    warps.windows(2).all(|p| p[0] != p[1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::MemKind;
    use crate::program::ir::{CacheOp, StateSpace, Ty};
    use std::collections::HashSet;

    fn req(lane: u32) -> MemReq {
        req_of(lane % 4, lane / 4)
    }

    fn req_of(lane: u32, warp: u32) -> MemReq {
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
                warp,
                lane,
            },
            dst: None,
            pc: 0,
        }
    }

    /// A deterministic pseudo-random source from `seed`: `rnd(n)` in `0..n`.
    fn xorshift(mut seed: u64) -> impl FnMut(u64) -> u64 {
        move |n| crate::testrand::xorshift(&mut seed) % n
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
    fn inflight_counts_per_thread_and_frees_a_warp_slot() {
        let t = |warp, lane| req_of(lane, warp).who;
        let mut f = Inflight::default();
        f.incr(t(1, 3));
        f.incr(t(1, 3));
        f.incr(t(0, 2));
        f.incr(t(1, 0));
        assert_eq!(
            f.sorted(),
            vec![(t(0, 2), 1), (t(1, 0), 1), (t(1, 3), 2)],
            "sorted by thread"
        );
        assert!(!f.decr(t(1, 3)), "one of two left");
        assert!(f.decr(t(1, 3)));
        assert!(!f.decr(t(1, 3)), "nothing left to complete");
        assert!(f.decr(t(1, 0)));
        // Warp 1 drained: its slot is reused by the next warp.
        assert_eq!(f.free, vec![0], "warp 1 took the first slot");
        f.incr(t(2, 5));
        assert!(f.free.is_empty());
        f.incr(t(2, 5));
        assert!(f.clear(t(2, 5)));
        assert!(!f.clear(t(2, 5)));
        assert_eq!(f.sorted(), vec![(t(0, 2), 1)]);
    }

    /// The dense warp index answers like a map from warp to slot: warps of several grids,
    /// blocks far apart, warp indices that outgrow the table's row (re-laid out), slots freed
    /// and taken again, a finished grid's table dropped.
    #[test]
    fn warp_index_answers_like_a_map() {
        let mut rnd = xorshift(0x0123_4567_89ab_cdef);
        let mut a: WarpSlots<u32> = WarpSlots::default();
        let mut want: BTreeMap<WarpKey, u32> = BTreeMap::new();
        let key = |rnd: &mut dyn FnMut(u64) -> u64| WarpKey {
            grid: rnd(3) as u32,
            block: [0, 1, 7, 4095, 100_000][rnd(5) as usize],
            warp: [0, 1, 2, 31, 32, 200][rnd(6) as usize],
        };
        for step in 0..20_000 {
            let k = key(&mut rnd);
            assert_eq!(
                a.find(k),
                want.get(&k).copied(),
                "step {step}: {:?}",
                (k.grid, k.block, k.warp)
            );
            if rnd(2) == 0 {
                let s = a.find_or_take(k);
                assert_eq!(*want.entry(k).or_insert(s), s);
                assert_eq!(a.slots[s as usize].0, k);
            } else if let Some(s) = want.remove(&k) {
                a.release(k, s);
            }
            assert_eq!(a.index.live as usize, want.len());
            // Slots in use are distinct.
            let mut used: Vec<u32> = want.values().copied().collect();
            used.sort_unstable();
            used.dedup();
            assert_eq!(used.len(), want.len());
        }
        // Grid 0 finished while grid 2 took slots: its table is gone once it has none.
        for (k, s) in std::mem::take(&mut want) {
            a.release(k, s);
        }
        assert_eq!(a.index.live, 0);
        assert!(a.index.grids[..2].iter().all(|g| g.slot.is_empty()));
    }

    #[test]
    fn equal_counts_hash_equally_whatever_the_slot_history() {
        let t = |warp, lane| req_of(lane, warp).who;
        let fp = |f: &Inflight| {
            let mut h = crate::fasthash::Fp128::new();
            f.hash_into(&mut h);
            h.finish128()
        };
        // a: warp 0 then warp 1; b: warp 1 first, a drained warp 2 in between, lanes in
        // another order.
        let mut a = Inflight::default();
        a.incr(t(0, 1));
        a.incr(t(1, 4));
        let mut b = Inflight::default();
        b.incr(t(2, 7));
        b.incr(t(1, 4));
        assert!(b.decr(t(2, 7)));
        b.incr(t(0, 1));
        assert_eq!(fp(&a), fp(&b));
        b.incr(t(0, 1));
        assert_ne!(fp(&a), fp(&b), "a count differs");
        assert!(!b.decr(t(0, 1)));
        assert_eq!(fp(&a), fp(&b));
        b.incr(t(0, 2));
        assert_ne!(fp(&a), fp(&b), "another lane");
    }

    #[test]
    fn same_groups_as_the_full_scan() {
        // A deterministic pseudo-random workload over 6 threads of two warps: groups of 1-3
        // threads (a thread may repeat), completions of random in-flight operations.
        let mut rnd = xorshift(0x9e37_79b9_7f4a_7c15);
        let mut a = ThreadOrder::default();
        let mut b = FullScan::default();
        let mut flight: Vec<ThreadRef> = Vec::new();
        let mut total = 0;
        for _step in 0..2000 {
            // Complete some operations in flight: one by one, or as one run (the device's
            // runs are one warp's; a run of two warps takes the general path).
            let k = rnd(4);
            let mut run = Vec::new();
            for _ in 0..k {
                if flight.is_empty() {
                    break;
                }
                let who = flight.swap_remove(rnd(flight.len() as u64) as usize);
                run.push(Completion {
                    who,
                    dst: None,
                    value: 0,
                });
                b.completed(who);
            }
            if rnd(2) == 0 {
                a.completed_run(&run);
            } else {
                run.iter().for_each(|c| a.completed(c.who));
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

    /// `issue_drained`, with every operation completing before the next step (unreported),
    /// issues what the full scan issues after those completions; threads repeat across groups
    /// and warps mix within groups, so both of its paths are taken.
    #[test]
    fn drained_issue_matches_the_full_scan() {
        let mut rnd = xorshift(0x2545_f491_4f6c_dd1d);
        let mut a = ThreadOrder::default();
        let mut b = FullScan::default();
        let (mut fast, mut held) = (0, 0);
        for _step in 0..2000 {
            // Everything issued last step completed (the flat memory's macro step).
            let done: Vec<ThreadRef> = b
                .inflight
                .iter()
                .flat_map(|(&t, &n)| std::iter::repeat_n(t, n as usize))
                .collect();
            for t in done {
                b.completed(t);
            }
            let mut reqs = Vec::new();
            let mut ends = Vec::new();
            let mut groups = Vec::new();
            for _ in 0..rnd(4) {
                // Mostly one warp's lanes per group (the device's groups), sometimes mixed.
                let warp = rnd(3) as u32;
                let mixed = rnd(8) == 0;
                let g: Vec<MemReq> = (0..1 + rnd(3))
                    .map(|_| {
                        let w = if mixed { rnd(3) as u32 } else { warp };
                        req_of(rnd(2) as u32, w)
                    })
                    .collect();
                reqs.extend_from_slice(&g);
                ends.push(reqs.len());
                groups.push(g);
            }
            let was_held = a.has_held();
            let mut got = Vec::new();
            a.issue_drained(&reqs, &ends, |g| got.push(g.to_vec()));
            let mut want = Vec::new();
            b.issue(groups, &mut want);
            assert_eq!(got, want);
            assert_eq!(a.has_held(), !b.held.is_empty());
            assert_eq!(a.inflight.index.live, 0, "nothing stays counted");
            if was_held || a.has_held() {
                held += 1;
            } else {
                fast += 1;
            }
        }
        assert!(fast > 200 && held > 200, "fast path {fast}, general {held}");
    }
}

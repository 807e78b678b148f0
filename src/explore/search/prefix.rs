//! The choice tree inside one device step, for the search (`mod.rs`): the scheduler that answers
//! from a fixed prefix and logs every call (`PrefixSched`), the canonical warp selections of the
//! set reduction, and the next prefix to try. A file of its own: how one step's schedules are
//! enumerated, apart from the search over states.

use super::*;

/// One scheduler call of a step: its kind, its number of candidates `n`, how many answers the
/// search enumerates (`span`: `n`, or 1 for an answer fixed by a reduction), the answer, and the
/// default answer (the one taken without a prefix).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Call {
    pub(super) kind: ChoiceKind,
    pub(super) n: u32,
    pub(super) span: u32,
    pub(super) pick: u32,
    pub(super) dflt: u32,
    /// The answer the engine got: `pick`, or for `choose_canonical` the `pick`th canonical one.
    pub(super) ans: u32,
}

/// Answers from a fixed prefix, then the default answer (the lowest; with the reduction: the
/// lowest that keeps the current warp selection ascending); logs every call (single-candidate
/// ones too, so that warp-selection groups can be followed).
pub(super) struct PrefixSched {
    pub(super) prefix: Vec<u32>,
    pub(super) log: Vec<Call>,
    pub(super) per_step: usize,
    pub(super) reduce: bool,
    /// `silent_odds` of the Fermi memory: its offer choice is the first MemStep call of a step.
    pub(super) odds: Option<u32>,
    pub(super) mem_seen: bool,
    /// SM symmetry: (number of SMs, SMs that ever held a block). The used SMs are always the
    /// lowest ones, because a block goes only to the lowest of the unused (identical) SMs.
    pub(super) sms: Option<(u32, u32)>,
    /// The scheduleWarp group in progress: candidate permutation, position, size, last pick.
    pub(super) perm: Vec<u32>,
    pub(super) gi: usize,
    pub(super) gk: usize,
    pub(super) last: Option<u32>,
    /// Merge points inside the memory's macro step (`Scheduler::merge_point`): on for this step.
    pub(super) merging: bool,
    /// Points reached so far from the state being expanded (its `Frame::points`, lent for the
    /// step): key -> the node of the choice tree that reached it first (the hash of its
    /// answers) and its deviations inside the step.
    pub(super) points: HashMap<u128, (u128, u32), FastBuild>,
    /// Hash of the answers given before the step's first merge point (the device outside the
    /// memory is a function of them and the state; the macro step changes only the memory).
    pub(super) pre: Option<u128>,
    /// The step reached a point seen before at this log length: the search drops it.
    pub(super) pruned: Option<usize>,
    /// Per SM with schedulable warps, in order: its stall (`Config::warp_stalls`) is redundant
    /// and not enumerated (`redundant_stalls`); and the stall choices so far in this step.
    pub(super) no_stall: Vec<bool>,
    pub(super) stall_i: usize,
    /// The size of the next warp selection, set by a stall choice (warps left out).
    pub(super) next_k: Option<usize>,
}

impl PrefixSched {
    /// Start over with `prefix`, keeping the log's and the permutation's buffers (explore
    /// runs one step per transition with one scheduler).
    pub(super) fn restart(&mut self, prefix: Vec<u32>) {
        self.prefix = prefix;
        self.log.clear();
        self.mem_seen = false;
        self.sms = None;
        self.perm.clear();
        self.gi = 0;
        self.gk = 0;
        self.last = None;
        self.pre = None;
        self.pruned = None;
        self.stall_i = 0;
        self.next_k = None;
    }

    pub(super) fn new(prefix: Vec<u32>, per_step: usize, reduce: bool) -> PrefixSched {
        PrefixSched {
            prefix,
            log: Vec::new(),
            per_step,
            reduce,
            odds: None,
            mem_seen: false,
            sms: None,
            perm: Vec::new(),
            gi: 0,
            gk: 0,
            last: None,
            merging: false,
            points: HashMap::default(),
            pre: None,
            pruned: None,
            no_stall: Vec::new(),
            stall_i: 0,
            next_k: None,
        }
    }
}

impl Scheduler for PrefixSched {
    /// Every answer is enumerated, the forced one among them (a path's behaviour depends on its
    /// answers alone; the fair-cycle check keeps livelock reports fair per thread).
    fn choose_fair(&mut self, kind: ChoiceKind, n: usize, _forced: Option<usize>) -> usize {
        self.choose(kind, n)
    }
    fn choose(&mut self, kind: ChoiceKind, n: usize) -> usize {
        if self.pruned.is_some() {
            // The step is dropped; nothing after the merge point is enumerated.
            return 0;
        }
        let i = self.log.len();
        let n32 = n.max(1) as u32;
        let mut span = n32;
        if kind == ChoiceKind::MemStep && !self.mem_seen {
            self.mem_seen = true;
            // FermiMemory::macro_step first asks whether silent rules are offered (0 = yes).
            // Offered is a superset: the other options keep their indices and the silent
            // option is appended, so every other answer gives a subset of the successors.
            if self.reduce && self.odds == Some(n32) {
                span = 1;
            }
        }
        // issueBlock lists the SMs the block fits on in index order; the unused SMs are the last
        // `fresh` of them (they fit whenever any SM does). Answers past the first unused SM give
        // the same state up to a permutation of identical SMs: not enumerated.
        let mut fresh_pick = None;
        if let (ChoiceKind::IssueBlock, Some((num, used))) = (kind, self.sms) {
            let fresh = num.saturating_sub(used);
            if self.reduce && fresh >= 1 && n32 >= fresh {
                span = n32 - fresh + 1;
                fresh_pick = Some(n32 - fresh);
            }
        }
        if kind == ChoiceKind::DeviceRule {
            // A warp stall (the only DeviceRule choice): not enumerated where it is redundant.
            if self.reduce && self.no_stall.get(self.stall_i) == Some(&true) {
                span = 1;
            }
            self.stall_i += 1;
        }
        let mut dflt = 0;
        if kind == ChoiceKind::ScheduleWarp {
            if self.gi == self.gk {
                self.perm.clear();
                self.perm.extend(0..n32);
                self.gk = self.next_k.take().unwrap_or(self.per_step.min(n));
                self.gi = 0;
                self.last = None;
            }
            if self.reduce && n > 1 {
                // The smallest remaining candidate above the last one picked.
                let rest = &self.perm[self.gi.min(self.perm.len())..];
                let best = rest
                    .iter()
                    .enumerate()
                    .filter(|(_, &c)| self.last.is_none_or(|l| c > l))
                    .min_by_key(|(_, &c)| c)
                    .map(|(j, _)| j as u32);
                dflt = best.unwrap_or(0).min(n32 - 1);
            }
        }
        let pick = if span <= 1 {
            0
        } else {
            self.prefix.get(i).map_or(dflt, |&p| p.min(span - 1))
        };
        if fresh_pick == Some(pick) {
            if let Some((_, used)) = &mut self.sms {
                *used += 1;
            }
        }
        if kind == ChoiceKind::DeviceRule {
            self.next_k = Some((n32 - 1 - pick) as usize);
        }
        if kind == ChoiceKind::ScheduleWarp {
            let j = self.gi + pick as usize;
            if j < self.perm.len() {
                self.perm.swap(self.gi, j);
                self.last = Some(self.perm[self.gi]);
            }
            self.gi += 1;
        }
        self.log.push(Call {
            kind,
            n: n32,
            span,
            pick,
            dflt: if span <= 1 { 0 } else { dflt },
            ans: pick,
        });
        pick as usize
    }

    /// With the reduction, only the canonical answers are enumerated: answer `k` is the `k`th
    /// canonical one (logged as `pick` k, given to the engine and recorded as `ans`).
    fn choose_canonical(
        &mut self,
        kind: ChoiceKind,
        n: usize,
        canonical: &dyn Fn(usize) -> bool,
    ) -> usize {
        if !self.reduce || n <= 1 || self.pruned.is_some() {
            return self.choose(kind, n);
        }
        let idx: smallvec::SmallVec<[u32; 16]> =
            (0..n).filter(|&i| canonical(i)).map(|i| i as u32).collect();
        if idx.is_empty() || idx.len() == n {
            return self.choose(kind, n);
        }
        let k = self.choose(kind, idx.len());
        let c = self.log.last_mut().expect("logged above");
        c.n = n as u32;
        c.ans = idx[k];
        idx[k] as usize
    }

    /// As `choose_canonical`, with the canonical answers listed.
    fn choose_among(&mut self, kind: ChoiceKind, n: usize, canonical: &[usize]) -> usize {
        if !self.reduce || n <= 1 || self.pruned.is_some() {
            return self.choose(kind, n);
        }
        if canonical.is_empty() || canonical.len() == n {
            return self.choose(kind, n);
        }
        let k = self.choose(kind, canonical.len());
        let c = self.log.last_mut().expect("logged above");
        c.n = n as u32;
        c.ans = canonical[k] as u32;
        canonical[k]
    }

    fn merge_point(&mut self, key: &dyn Fn() -> u128) -> bool {
        if !self.merging || self.pruned.is_some() {
            return false;
        }
        let pre = *self.pre.get_or_insert_with(|| {
            use std::hash::Hash;
            let mut h = crate::fasthash::Fp128::new();
            for c in &self.log {
                (c.kind, c.n, c.ans).hash(&mut h);
            }
            h.finish128()
        });
        let k = {
            use std::hash::Hash;
            let mut h = crate::fasthash::Fp128::new();
            (pre, key()).hash(&mut h);
            h.finish128()
        };
        // The node of the step's choice tree this is: every answer so far. Each run of the step
        // passes the points of its prefix again; only another node with the same key merges.
        let node = {
            use std::hash::Hash;
            let mut h = crate::fasthash::Fp128::new();
            for c in &self.log {
                (c.kind, c.n, c.ans).hash(&mut h);
            }
            h.finish128()
        };
        let devs = deviations(&self.log);
        match self.points.get_mut(&k) {
            Some((n, d)) if *n != node && *d <= devs => {
                self.pruned = Some(self.log.len());
                true
            }
            Some((n, d)) => {
                if *n != node {
                    // Reached with fewer deviations than before: this node's subtree is run.
                    (*n, *d) = (node, devs);
                }
                false
            }
            None => {
                self.points.insert(k, (node, devs));
                false
            }
        }
    }
}

/// Follow the scheduleWarp groups of a step log (one group of `min(per_step, n)` calls per SM
/// with candidates, `context::schedule_warps`): `f(group, candidate)` for each selected
/// candidate index in order; the result says whether every group so far selected in ascending
/// order. No allocation for up to 64 candidates: it runs once per explored transition.
pub(super) fn walk_selections(
    log: &[Call],
    per_step: usize,
    mut f: impl FnMut(usize, u32),
) -> bool {
    let mut canonical = true;
    let mut perm: smallvec::SmallVec<[u32; 64]> = smallvec::SmallVec::new();
    let (mut i, mut k) = (0usize, 0usize);
    let mut group = None::<usize>;
    let mut last: Option<u32> = None;
    // A stall choice (`Config::warp_stalls`) before a selection sets its size.
    let mut next_k = None;
    for c in log {
        if c.kind == ChoiceKind::DeviceRule {
            next_k = Some((c.n - 1 - c.ans) as usize);
            continue;
        }
        if c.kind != ChoiceKind::ScheduleWarp {
            continue;
        }
        if i == k {
            perm.clear();
            perm.extend(0..c.n);
            k = next_k.take().unwrap_or(per_step.min(c.n as usize));
            i = 0;
            group = Some(group.map_or(0, |g| g + 1));
            last = None;
        }
        let j = i + c.pick as usize;
        if j >= perm.len() {
            return false;
        }
        perm.swap(i, j);
        if last.is_some_and(|l| l > perm[i]) {
            canonical = false;
        }
        last = Some(perm[i]);
        f(group.unwrap_or(0), perm[i]);
        i += 1;
    }
    canonical
}

/// The selected candidate indices per group of [`walk_selections`], and whether they are
/// ascending.
#[cfg(test)]
pub(super) fn selections(log: &[Call], per_step: usize) -> (Vec<Vec<u32>>, bool) {
    let mut groups: Vec<Vec<u32>> = Vec::new();
    let canonical = walk_selections(log, per_step, |g, c| {
        while groups.len() <= g {
            groups.push(Vec::new());
        }
        groups[g].push(c);
    });
    (groups, canonical)
}

/// Whether every warp selection of a step log is in ascending candidate order.
pub(super) fn canonical(log: &[Call], per_step: usize) -> bool {
    walk_selections(log, per_step, |_, _| ())
}

/// Answers that differ from the default answer.
pub(super) fn deviations(log: &[Call]) -> u32 {
    log.iter().filter(|c| c.pick != c.dflt).count() as u32
}

/// The next answer prefix after `log` in depth-first order, skipping non-canonical selections
/// when `reduce` and prefixes with more than `budget` deviations; the flag says whether such a
/// prefix was skipped (a successor left out by the deviation bound).
pub(super) fn next_prefix(
    log: &[Call],
    per_step: usize,
    reduce: bool,
    budget: u32,
) -> (Option<Vec<u32>>, bool) {
    let mut p: smallvec::SmallVec<[Call; 32]> = smallvec::SmallVec::from_slice(log);
    let mut cut = false;
    loop {
        while let Some(c) = p.last() {
            if c.pick + 1 < c.span {
                break;
            }
            p.pop();
        }
        let Some(last) = p.last_mut() else {
            return (None, cut);
        };
        last.pick += 1;
        if reduce && !canonical(&p, per_step) {
            continue;
        }
        if deviations(&p) > budget {
            cut = true;
            continue;
        }
        return (Some(p.iter().map(|c| c.pick).collect()), cut);
    }
}

//! The scheduler: one interface for every nondeterministic choice of the semantics (docs/design.md §10).
//! Each choice names its [`ChoiceKind`]; policies resolve it.

use serde::{Deserialize, Serialize};

/// The 13 kinds of nondeterministic choice of the semantics, numbered 1-13 in this order
/// (docs/design.md §10; the numbers are cited as "choice kind N").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ChoiceKind {
    /// 1: which device rule fires (exec / in / out / ...), T:L2804-2855. With
    /// `Config::warp_stalls`: how many of an SM's selected warps stay out of the exec step.
    DeviceRule,
    /// 2: which context runs, T:L2823.
    Context,
    /// 3: memory macro step: which →M transition fires next, and whether the macro step ends (T:L1333-1378).
    MemStep,
    /// 4: coalescing / splitting of a warp's memory actions into operations (T:L2760-2762).
    MemCoalesce,
    /// 5: when a pending memory barrier level is reset (T:L2764).
    MemBar,
    /// 6: order of processing context inputs (T:L2650).
    ContextInput,
    /// 7: fresh indices (gid, cid, progid, MemOpIdx) (T:L2646).
    FreshId,
    /// 8: issueBlocks: whether/which block/which SM (T:L2614).
    IssueBlock,
    /// 9: scheduleGrids subset (T:L2612).
    ScheduleGrids,
    /// 10: scheduleWarp: which schedulable warps step (T:L2634).
    ScheduleWarp,
    /// 11: number/order of (endBar) applications (T:L2518).
    EndBar,
    /// 12: when (compl) fires for blocks, grids, contexts (T:L2525).
    Completion,
    /// 13: which target of an indirect bra/call is served first (T:L2275).
    IndirectTarget,
}

impl ChoiceKind {
    pub const ALL: [ChoiceKind; 13] = [
        ChoiceKind::DeviceRule,
        ChoiceKind::Context,
        ChoiceKind::MemStep,
        ChoiceKind::MemCoalesce,
        ChoiceKind::MemBar,
        ChoiceKind::ContextInput,
        ChoiceKind::FreshId,
        ChoiceKind::IssueBlock,
        ChoiceKind::ScheduleGrids,
        ChoiceKind::ScheduleWarp,
        ChoiceKind::EndBar,
        ChoiceKind::Completion,
        ChoiceKind::IndirectTarget,
    ];
    /// Stream number of this kind in the random policy (one ChaCha8 stream per kind).
    pub fn stream(self) -> u64 {
        self as u64
    }
}

/// Resolves nondeterministic choices. `choose(kind, n)` returns an index in `0..n` (`n >= 1`).
pub trait Scheduler {
    fn choose(&mut self, kind: ChoiceKind, n: usize) -> usize;

    /// `choose(kind, n)` where every answer has the same effect as some answer `i` with
    /// `canonical(i)` (a line picked by its start index: a start that is no candidate takes the
    /// next candidate, which is also picked by starting at it). Policies answer as `choose` does;
    /// a systematic search may enumerate the canonical answers only.
    fn choose_canonical(
        &mut self,
        kind: ChoiceKind,
        n: usize,
        canonical: &dyn Fn(usize) -> bool,
    ) -> usize {
        let _ = canonical;
        self.choose(kind, n)
    }

    /// `choose(kind, n)` where a fairness rule of the semantics forces the answer `forced`
    /// (independent thread scheduling runs a thread that has waited too long, docs/its.md). A
    /// policy answers `forced` and draws nothing (the default); a replay answers what was
    /// recorded and a systematic search enumerates every answer, so that what a path does
    /// depends on its choices alone (the rule's counters are not part of a state's
    /// fingerprint). Recorders record the answer like any other.
    fn choose_fair(&mut self, kind: ChoiceKind, n: usize, forced: Option<usize>) -> usize {
        match forced {
            Some(f) if f < n => f,
            _ => self.choose(kind, n),
        }
    }

    /// [`Scheduler::choose_canonical`] with the canonical answers listed (`canonical`, in
    /// ascending order): the same answers, without a call per answer where `n` is large (a
    /// silent rule's start line among the thousands of an L2).
    fn choose_among(&mut self, kind: ChoiceKind, n: usize, canonical: &[usize]) -> usize {
        self.choose_canonical(kind, n, &|i| canonical.binary_search(&i).is_ok())
    }

    /// Called by the memory before each transition of a macro step, with the key of the point
    /// the step has reached (`key()`: a hash of everything the rest of the step depends on, apart
    /// from the device state outside the memory). `true` ends the macro step at once: a
    /// systematic search that has run the rest of the step from an equal point before stops
    /// here and drops the step. Policies never stop (the default).
    fn merge_point(&mut self, key: &dyn Fn() -> u128) -> bool {
        let _ = key;
        false
    }
}

pub mod policy;
pub use policy::{Choice, Policy, RandomSched, Recorder, ReplaySched, RoundRobin};

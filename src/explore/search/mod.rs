//! Systematic exploration of the scheduler's choices (docs/design.md §10 `explore`).
//!
//! The state graph: nodes are device states between two device steps (`Device` snapshots, told
//! apart by [`Device::fingerprint`]); an edge is one device step (T:L2823-2826) under one
//! sequence of scheduler answers. The successors of a state are found by enumerating the choice
//! tree *inside* one step: the step is re-run on a clone of the state with a prefix of answers,
//! new choices answered 0, and the next prefix is the last answer that can still be incremented.
//! The search is depth-first with a visited set of fingerprints; a successor already visited is
//! not expanded again.
//!
//! Reductions (sound; `ExploreOptions::reduction`, docs/explore.md): (1) the warps one SM steps
//! in a device step are a *set* (scheduleWarp returns a set, T:L2634; the implementation sorts
//! the picks), and scheduled warps of one step are independent of each other (they read the
//! pre-step state, T:L2682), so only the sequence that selects warps
//! in ascending candidate order is run (`selections`); (2) sleep sets over *local* edges (warp
//! steps of register-only instructions while no memory operation is in flight) with disjoint
//! warps, with Godefroid's state-caching rule (a state revisited with a smaller sleep set is
//! re-explored for the missing labels, `label_prefixes`); (3) SM symmetry: a block goes only to
//! the used SMs or the lowest unused one (`PrefixSched::sms`); (4) the Fermi memory's
//! silent-rule offer is answered "offered" (a superset of the other answers). (2) and (3) are
//! used in plain depth-first search only.
//!
//! Deviation bounding (`ExploreOptions::max_deviations`, the default with the thesis memory
//! model): rounds of depth-first search with at most 0, 1, 2, ... answers other than the
//! default one on a path; a round without a cut was exhaustive. Rare interleavings a few
//! answers away from the default schedule (a stale read, T:L3394) come first.
//!
//! Liveness: a successor whose fingerprint is on the current DFS stack closes a cycle. It is
//! reported as a livelock only if the cycle is a fair lasso (docs/design.md §12): every warp that was
//! schedulable in some state of the cycle stepped on it, every lane with a pending memory
//! operation somewhere on the cycle has none somewhere else on it (memory is not starved), and
//! every step on the cycle is understood (no block was issued during it). So a reported livelock
//! is a cycle that a fair scheduler can repeat forever: never a false alarm.

use super::{final_buffers, new_device, step};
use crate::checks::runtime::CheckSet;
use crate::device::snapshot::FpCache;
use crate::device::{Device, MemoryModel};
use crate::fasthash::FastBuild;
use crate::launch::results::{is_warning, BufferOut, Diag, Status};
use crate::launch::run::check_findings;
use crate::launch::Launch;
use crate::program::ir::{Instr, Operand, SReg};
use crate::sched::{Choice, ChoiceKind, ReplaySched, Scheduler};
use crate::warp::state::{Warp, WarpState};
use serde::Serialize;
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::rc::Rc;
use std::time::Instant;

// The scheduler that replays a prefix of answers and the order in which prefixes are tried
// (`prefix.rs`), and which warps may step and which steps are local (`candidates.rs`).
mod candidates;
mod cycle;
mod prefix;
mod record;
use candidates::*;
use cycle::*;
use prefix::*;
use record::*;

/// Bounds and switches of a search.
#[derive(Clone, Debug)]
pub struct ExploreOptions {
    pub memory: MemoryModel,
    /// Stop after this many distinct states (then `exhaustive` is false).
    pub max_states: usize,
    /// Longest path in device steps (deeper states are not expanded; `exhaustive` false).
    pub depth: usize,
    /// Successors enumerated per state at most (`exhaustive` false when cut).
    pub max_successors: usize,
    /// Device steps run at most, over all rounds (`exhaustive` false when reached).
    pub max_transitions: u64,
    /// The reductions (on by default; off = every answer sequence, no sleep sets): canonical
    /// warp selections, sleep sets over independent local warp steps (plain depth-first search
    /// only), and the silent-rule offer of the Fermi memory answered "offered".
    pub reduction: bool,
    /// Stop at the first violation / deadlock / livelock.
    pub stop_at_first: bool,
    /// Deviation bounding (module doc): `Some(k)` searches in rounds that allow at most 0, 1,
    /// ..., k answers other than the default one on a path; `None` is one plain depth-first
    /// search.
    pub max_deviations: Option<u32>,
    /// The run-time checks carried along every explored path (default: `run`'s
    /// default set plus races). Their state is cloned with each snapshot but is not part of the
    /// state hash: a path that reaches a visited state is not continued, so a finding that needs
    /// the history of that path in particular can be missed (the search under-approximates the
    /// checks, never invents a finding).
    pub checks: CheckSet,
    /// Bytes of state snapshots the depth-first stack may hold (about; registers and threads of
    /// the warps, see `approx_bytes`). Past it, the states below the top give their snapshot
    /// up, except every [`CHECKPOINT`]th, and are rebuilt from the nearest kept one below them by
    /// replaying the edges' choices when the search returns to them: a long schedule of a large
    /// launch costs time instead of memory.
    pub memory_budget: usize,
    /// Show a progress bar on stderr (only when stderr is a terminal).
    pub progress: bool,
    /// Search only shard K of N (1-based) of the tree: at the first state with more than one
    /// successor, successor `i` (in enumeration order) belongs to shard `i mod N + 1`; the path
    /// down to that state is searched by every shard. The shards' subtrees together are the
    /// whole tree (`fermi-sim merge`).
    pub partition: Option<(usize, usize)>,
    /// Run the successor that is likely a state's last on the state's own device instead of a
    /// copy (on by default; the result is the same either way, off copies every successor).
    pub step_in_place: bool,
    /// Set (by a signal handler) to end the search where it is: the report is partial, with
    /// the bound `interrupted` hit.
    pub stop: Option<&'static std::sync::atomic::AtomicBool>,
}

/// The checks explore runs by default: `run`'s default set and the race detector.
pub const EXPLORE_CHECKS: CheckSet = CheckSet {
    safety: true,
    liveness: true,
    barriers: true,
    races: true,
    memory: false,
    strict_races: false,
};

impl Default for ExploreOptions {
    fn default() -> Self {
        ExploreOptions {
            memory: MemoryModel::Flat,
            max_states: 100_000,
            depth: 10_000,
            max_successors: 4096,
            max_transitions: u64::MAX,
            reduction: true,
            stop_at_first: false,
            max_deviations: None,
            checks: EXPLORE_CHECKS,
            memory_budget: DEFAULT_MEMORY_BUDGET,
            progress: false,
            partition: None,
            step_in_place: true,
            stop: None,
        }
    }
}

/// The default [`ExploreOptions::memory_budget`]: 512 MiB.
pub const DEFAULT_MEMORY_BUDGET: usize = 512 << 20;

/// Over the memory budget, every `CHECKPOINT`th state of the stack keeps its snapshot, so that
/// rebuilding a state replays fewer than this many device steps.
const CHECKPOINT: usize = 16;

/// About how many bytes a snapshot holds of its own: the warps' registers, blocked tables and
/// threads, which dominate (memory pages and the race detector's cells are shared between
/// snapshots, copy on write).
fn approx_bytes(dev: &Device) -> usize {
    let warp = |w: &Warp| {
        std::mem::size_of::<Warp>()
            + w.regs.len() * 8
            + w.blocked.regs() * 8
            + w.threads.len() * std::mem::size_of::<crate::thread::Thread>()
    };
    std::mem::size_of::<Device>() + dev.warps().map(warp).sum::<usize>()
}

impl ExploreOptions {
    /// The defaults for a memory model: plain depth-first search with flat memory; deviation
    /// bounding (at most 20 deviations, 2000 states, 200000 device steps) with the thesis memory
    /// model, whose state space is too large for depth-first search to leave the default
    /// schedule's neighbourhood.
    pub fn for_memory(memory: MemoryModel) -> ExploreOptions {
        ExploreOptions {
            memory,
            max_deviations: (memory == MemoryModel::Fermi).then_some(20),
            max_states: if memory == MemoryModel::Fermi {
                2_000
            } else {
                100_000
            },
            max_transitions: if memory == MemoryModel::Fermi {
                200_000
            } else {
                u64::MAX
            },
            ..ExploreOptions::default()
        }
    }
}

/// One distinct final memory: the buffers after a completed run, how many terminal states had
/// it and the first choice list that reaches it.
#[derive(Clone, Debug, Serialize)]
pub struct FinalMemory {
    pub buffers: BTreeMap<String, BufferOut>,
    /// Terminal transitions that reached it (over all rounds of a deviation-bounded search).
    pub count: u64,
    #[serde(skip)]
    pub choices: Vec<Choice>,
    pub choices_len: usize,
    /// Deviations from the default answers on `choices` (module doc).
    pub deviations: u32,
}

/// One failure found: its status, its diagnostic and the choice list that reaches it.
#[derive(Clone, Debug, Serialize)]
pub struct Finding {
    pub status: Status,
    pub diagnostic: Diag,
    /// Device steps from the initial state.
    pub depth: usize,
    #[serde(skip)]
    pub choices: Vec<Choice>,
    pub choices_len: usize,
}

/// What a search found.
#[derive(Clone, Debug, Serialize)]
pub struct ExploreReport {
    /// Every schedule up to the bounds was covered: no bound was hit.
    pub exhaustive: bool,
    /// Distinct states visited.
    pub states: u64,
    /// Device steps executed (edges, including those to visited states).
    pub transitions: u64,
    /// Successors that were already visited.
    pub revisits: u64,
    /// Edges not followed because their warp step was in the sleep set.
    pub slept: u64,
    pub max_depth: usize,
    pub elapsed_s: f64,
    pub states_per_s: f64,
    /// Which bounds were hit (`max_states`, `max_transitions`, `depth`, `max_successors`,
    /// `deviations`, `stop_at_first`).
    pub bounds_hit: Vec<String>,
    /// The deviation bound of the last round (`None`: plain depth-first search).
    pub deviation_bound: Option<u32>,
    pub distinct_final_memories: usize,
    pub final_memories: Vec<FinalMemory>,
    /// Violations, data races reported by checks, deadlocks and fair livelocks (one per kind and
    /// message, first found).
    pub diagnostics: Vec<Finding>,
    /// Steps dropped inside the memory's macro step at a point reached before from the same
    /// state (`merge_point`): their successors are those of the earlier step.
    pub merged: u64,
}

/// One state on the DFS stack.
struct Frame {
    /// The state's snapshot; `None` when the memory budget made it give it up (rebuilt by
    /// `Search::rebuild` when needed).
    dev: Option<Device>,
    /// `approx_bytes` of the snapshot.
    bytes: usize,
    fp: u128,
    /// The warp hashes behind `fp`, for the successors' fingerprints.
    fpc: FpCache,
    /// Answer prefix of the next successor to run (`None`: all done).
    next: Option<Vec<u32>>,
    succ_done: usize,
    cands: Vec<Vec<WarpId>>,
    enabled: Vec<WarpId>,
    /// Independent thread scheduling: the threads of each warp that some step could run here
    /// (a fair cycle must step every one of them, not only the warp).
    its_enabled: Vec<(WarpId, crate::warp::mask::LaneMask)>,
    /// Independent thread scheduling: the threads the edge that led here stepped, per warp.
    its_stepped: Vec<(WarpId, crate::warp::mask::LaneMask)>,
    /// Enabled warps whose next instruction is local, when the state has no memory operation in
    /// flight and no block to issue (else empty: no edge from here is local).
    local: Vec<WarpId>,
    pending: Vec<(u32, u32, u32, u32)>,
    /// Deviations on the path that led here (counted only under deviation bounding).
    devs: u32,
    /// SMs that ever held a block (the lowest ones, `PrefixSched::sms`).
    sms_used: u32,
    /// Sleep set: labels of local edges not to follow from here.
    sleep: Vec<Label>,
    /// Revisit of a state explored with a larger sleep set: follow only these labels.
    only: Option<Vec<Label>>,
    /// For such a revisit: the answer prefixes that select the labels still to follow (built
    /// after the first, default step), the label the running prefix aims at, and whether the
    /// search fell back to enumerating every answer sequence.
    queue: Option<Vec<(Vec<u32>, Label)>>,
    expect: Option<Label>,
    fallback: bool,
    /// Labels of the local edges followed from here so far.
    done_local: Vec<Label>,
    /// The edge that led here: the warps it stepped (`None` = not understood) and its choices.
    stepped: Option<Stepped>,
    edge: Vec<Choice>,
    /// Under `partition`: the state lies on the path every shard searches (no state before it
    /// had two successors), so its successors are dealt out to the shards.
    unsplit: bool,
    /// How many answers each scheduler call of the last successor's step had (`Call::span`),
    /// to tell whether the next prefix is likely the last (`last_likely`).
    spans: Vec<u32>,
    /// Points inside the memory's macro steps reached from here (`PrefixSched::points`).
    points: HashMap<u128, (u128, u32), FastBuild>,
    /// Per SM with candidates: its warp stall is redundant (`redundant_stalls`).
    no_stall: Vec<bool>,
}

/// How a state was seen: the fewest deviations it was expanded with and the sleep set stored
/// with it (Godefroid's state caching with sleep sets).
struct Seen {
    devs: u32,
    sleep: Vec<Label>,
}

fn to_choices(log: &[Call]) -> Vec<Choice> {
    log.iter()
        .filter(|c| c.n > 1)
        .map(|c| Choice {
            kind: c.kind,
            n: c.n,
            pick: c.ans,
        })
        .collect()
}

/// The warps an edge stepped (inline: one per SM that stepped, usually a few).
type Stepped = smallvec::SmallVec<[WarpId; 4]>;

/// The snapshot of `stack[i]` rebuilt from the nearest snapshot kept below it, by replaying the
/// choices of the edges in between (a step is a function of its state and its choices).
/// It goes into `into`, a device of the search's pool, when there is one: `clone_from` keeps
/// its allocations (a fresh copy of a gf100 memory allocates its 6144 L2 lines; wrong guesses of
/// `last_likely` rebuild often).
fn rebuild_into(stack: &[Frame], i: usize, into: Option<Device>) -> Device {
    let j = (0..=i)
        .rev()
        .find(|&j| stack[j].dev.is_some())
        .expect("the first state keeps its snapshot");
    let src = stack[j].dev.as_ref().expect("found above");
    let mut dev = match into {
        Some(mut d) => {
            d.clone_from(src);
            d
        }
        None => src.clone(),
    };
    for f in &stack[j + 1..=i] {
        let mut r = ReplaySched::new(f.edge.clone());
        step(&mut dev, &mut r);
        debug_assert!(r.diverged.is_none() && r.remaining() == 0);
    }
    debug_assert_eq!(dev.fingerprint(), stack[i].fp, "rebuilt state differs");
    // The base of its successors' fingerprints.
    dev.mark_clean();
    dev
}

/// Whether `prefix` is likely the last answer prefix of its state: not the first successor, and
/// it picks the last answer of every call the previous successor's step made (`spans`), so that
/// only calls past the prefix could still branch; or, certainly, the successor bound ends the
/// state here, or the path has no deviation left (`spent`, under deviation bounding) and this
/// is the first successor: every other answer sequence differs from the default answers.
fn last_likely(prefix: &[u32], spans: &[u32], done: usize, max: usize, spent: bool) -> bool {
    done >= max
        || (spent && prefix.is_empty())
        || (!prefix.is_empty()
            && prefix.len() <= spans.len()
            && prefix.iter().zip(spans).all(|(&p, &s)| p + 1 >= s))
}

/// The state of a search (over all rounds).
struct Search<'a> {
    l: &'a Launch,
    opt: &'a ExploreOptions,
    per_step: usize,
    odds: Option<u32>,
    sleep_sets: bool,
    /// The launch's config lets SMs stall (`Config::warp_stalls`).
    stalls: bool,
    /// The SM symmetry reduction applies (reduction on, the program does not read `%smid`).
    symmetric: bool,
    /// Every state fingerprint seen in any round (membership only).
    all: HashSet<u128, FastBuild>,
    finals: Vec<FinalMemory>,
    /// A final memory's buffers' bytes (in name order; the names are the launch's) -> its
    /// index in `finals`. Bytes, not their printed values: printing every terminal state's
    /// floats cost more than the rest of its step.
    final_index: HashMap<Vec<Vec<u8>>, usize>,
    findings: Vec<Finding>,
    finding_keys: HashSet<(crate::verdict::Kind, String)>,
    bounds: Vec<String>,
    transitions: u64,
    revisits: u64,
    slept: u64,
    merged: u64,
    max_depth: usize,
    /// A successor was left out by the deviation bound in the current round.
    cut: bool,
    /// States found so far against `max_states` (hidden unless stderr is a terminal).
    bar: indicatif::ProgressBar,
    /// Devices of states the search has finished with, to copy successors into (`Spare`).
    pool: Rc<RefCell<Vec<Device>>>,
    /// Fingerprint caches of dropped states, to fill again (their buffers are kept).
    fp_pool: Vec<FpCache>,
    /// `approx_bytes` of the snapshots the stack holds, against `memory_budget`.
    stored: usize,
    /// States of the stack below this index hold no snapshot, checkpoints apart (`shed`).
    shed_next: usize,
}

/// Devices kept for reuse: enough for the successors of the states on a deep stack, and a bound
/// on what they hold.
const POOL_MAX: usize = 64;

/// A successor's device. Copied into a recycled device where one is free (`Device::clone_from`
/// keeps that device's allocations, which costs far less than allocating a new copy); back to
/// the pool when the search does not keep the successor.
struct Spare {
    dev: Option<Device>,
    pool: Rc<RefCell<Vec<Device>>>,
}

impl Drop for Spare {
    fn drop(&mut self) {
        if let Some(d) = self.dev.take() {
            let mut p = self.pool.borrow_mut();
            if p.len() < POOL_MAX {
                p.push(d);
            }
        }
    }
}

/// How a round ended.
#[derive(PartialEq, Eq)]
enum RoundEnd {
    Done,
    /// `max_states` or `max_transitions`.
    MaxStates,
    /// At the first failure (`stop_at_first`).
    First,
}

impl Search<'_> {
    /// A copy of `dev` for a successor (`Spare`).
    fn spare(&self, dev: &Device) -> Spare {
        let dev = match self.pool.borrow_mut().pop() {
            Some(mut d) => {
                d.clone_from(dev);
                d
            }
            None => dev.clone(),
        };
        Spare {
            dev: Some(dev),
            pool: self.pool.clone(),
        }
    }

    /// The top state is done: its device goes to the pool, and shedding resumes below it.
    fn pop(&mut self, stack: &mut Vec<Frame>) {
        let f = stack.pop();
        self.recycle(f);
        self.shed_next = self.shed_next.min(stack.len().saturating_sub(1));
    }

    /// A popped state's device goes to the pool.
    fn recycle(&mut self, f: Option<Frame>) {
        let dev = f.and_then(|f| {
            self.recycle_fpc(f.fpc);
            if f.dev.is_some() {
                self.stored -= f.bytes;
            }
            // Over the budget, memory goes back instead of into the pool.
            f.dev.filter(|_| self.stored <= self.opt.memory_budget)
        });
        drop(Spare {
            dev,
            pool: self.pool.clone(),
        });
    }

    /// Over the memory budget: the states below the top give their snapshots up, except the
    /// first and every [`CHECKPOINT`]th (`ExploreOptions::memory_budget`).
    fn shed(&mut self, stack: &mut [Frame]) {
        while self.stored > self.opt.memory_budget && self.shed_next + 1 < stack.len() {
            let i = self.shed_next;
            self.shed_next += 1;
            if !i.is_multiple_of(CHECKPOINT) && stack[i].dev.take().is_some() {
                self.stored -= stack[i].bytes;
            }
        }
    }

    /// A fingerprint cache the search does not keep goes to its pool.
    fn recycle_fpc(&mut self, c: FpCache) {
        if self.fp_pool.len() < POOL_MAX {
            self.fp_pool.push(c);
        }
    }

    fn hit(&mut self, b: &str) {
        if !self.bounds.iter().any(|x| x == b) {
            self.bounds.push(b.to_string());
        }
    }

    /// Keep the first finding per kind and message; per kind and source lines for the checks'
    /// findings, whose messages name threads and addresses that vary from path to path.
    fn record(&mut self, status: Status, d: Diag, depth: usize, ch: Vec<Choice>) {
        let key = if d.kind.is_race() || d.kind == crate::verdict::Kind::BarrierDivergence {
            (d.kind, format!("{:?}", d.lines))
        } else {
            (d.kind, d.message.clone())
        };
        if self.finding_keys.insert(key) {
            self.findings.push(Finding {
                status,
                diagnostic: d,
                depth,
                choices_len: ch.len(),
                choices: ch,
            });
        }
    }

    fn frame(
        &self,
        dev: Device,
        (fp, fpc): (u128, FpCache),
        devs: u32,
        stepped: Option<Stepped>,
    ) -> Frame {
        let (cands, mut local) = candidates(&dev);
        let enabled = cands.iter().flatten().copied().collect();
        let its_enabled = its_enabled(&dev);
        if !self.sleep_sets
            || dev.mem.pending() > 0
            || dev.has_held_requests()
            || blocks_pending_issue(&dev)
        {
            local.clear();
        }
        let mut pending = pending_lanes(&dev);
        // Operations in flight that no live lane counts (a warp that exited with its stores in
        // flight): one pseudo-lane, so that a cycle in which the memory leaves them alone is not
        // a fair one (empty macro steps may follow each other).
        let counted: usize = dev
            .warps()
            .map(|w| w.pending_ops.iter().map(|&n| n as usize).sum::<usize>())
            .sum();
        if dev.mem.pending() > counted {
            pending.push((u32::MAX, u32::MAX, u32::MAX, u32::MAX));
        }
        let no_stall = if self.stalls {
            redundant_stalls(&dev, &cands)
        } else {
            Vec::new()
        };
        Frame {
            unsplit: false,
            bytes: approx_bytes(&dev),
            dev: Some(dev),
            fp,
            fpc,
            next: Some(Vec::new()),
            succ_done: 0,
            cands,
            enabled,
            its_enabled,
            its_stepped: Vec::new(),
            local,
            pending,
            devs,
            sms_used: 0,
            sleep: Vec::new(),
            only: None,
            queue: None,
            expect: None,
            fallback: false,
            done_local: Vec::new(),
            stepped,
            edge: Vec::new(),
            spans: Vec::new(),
            points: HashMap::default(),
            no_stall,
        }
    }

    /// One depth-first search with at most `bound` deviations per path (module doc; `None`:
    /// unbounded, deviations are not counted).
    fn round(&mut self, bound: Option<u32>) -> RoundEnd {
        let (l, opt) = (self.l, self.opt);
        // Fingerprints are hashes already: the fast hasher suffices (lookups only).
        let mut visited: HashMap<u128, Seen, FastBuild> = HashMap::default();
        // Fingerprint -> stack position, for cycle detection (looked up only).
        let mut on_stack: HashMap<u128, usize, FastBuild> = HashMap::default();
        let mut root = new_device(l, opt.memory, opt.checks);
        attach_log(&mut root);
        if opt.reduction {
            root.mem.set_canonical_hash(true);
        }
        (self.stored, self.shed_next) = (0, 0);
        let (rfp, rfpc) = root.fingerprint_cached();
        root.mark_clean();
        self.all.insert(rfp);
        visited.insert(
            rfp,
            Seen {
                devs: 0,
                sleep: Vec::new(),
            },
        );
        let used = root
            .sms
            .iter()
            .rposition(|sm| !sm.resident.is_empty())
            .map_or(0, |i| i as u32 + 1);
        let num_sms = root.sms.len() as u32;
        let mut stack = vec![self.frame(root, (rfp, rfpc), 0, Some(Stepped::new()))];
        stack[0].sms_used = used;
        self.stored += stack[0].bytes;
        stack[0].unsplit = opt.partition.is_some();
        on_stack.insert(rfp, 0);
        let path = |stack: &[Frame], last: &[Choice]| -> Vec<Choice> {
            let mut v: Vec<Choice> = stack.iter().flat_map(|f| f.edge.iter().copied()).collect();
            v.extend_from_slice(last);
            v
        };

        let mut s = PrefixSched::new(Vec::new(), self.per_step, opt.reduction);
        s.odds = self.odds;
        while let Some(top) = stack.last_mut() {
            let Some(prefix) = top.next.take() else {
                on_stack.remove(&top.fp);
                self.pop(&mut stack);
                continue;
            };
            if top.succ_done >= opt.max_successors {
                on_stack.remove(&top.fp);
                self.pop(&mut stack);
                self.hit("max_successors");
                continue;
            }
            if top.dev.is_none() {
                let spare = self.pool.borrow_mut().pop();
                let dev = rebuild_into(&stack, stack.len() - 1, spare);
                let top = stack.last_mut().expect("non-empty");
                self.stored += top.bytes;
                top.dev = Some(dev);
            }
            let top = stack.last_mut().expect("non-empty");
            if self.transitions >= opt.max_transitions {
                self.hit("max_transitions");
                return RoundEnd::MaxStates;
            }
            if opt
                .stop
                .is_some_and(|f| f.load(std::sync::atomic::Ordering::Relaxed))
            {
                self.hit("interrupted");
                return RoundEnd::MaxStates;
            }
            top.succ_done += 1;
            let depth = stack.len();
            let top = stack.last_mut().expect("non-empty");
            let tdev = top.dev.as_ref().expect("rebuilt above");
            let understood = !blocks_pending_issue(tdev);
            // The last successor of a state runs on the state's own device, which the state does
            // not need afterwards: one copy fewer per state. The search cannot know that a
            // successor is the last before it ran, so it guesses (`last_likely`); a wrong
            // guess leaves the state without a snapshot, to be rebuilt like one given up over the
            // memory budget. Checkpoints keep theirs, so a rebuild replays few steps.
            let in_place = opt.step_in_place
                && last_likely(
                    &prefix,
                    &top.spans,
                    top.succ_done,
                    opt.max_successors,
                    bound.is_some_and(|b| top.devs >= b),
                )
                && top.only.is_none()
                && !(depth - 1).is_multiple_of(CHECKPOINT);
            let mut spare = if in_place {
                self.stored -= top.bytes;
                Spare {
                    dev: top.dev.take(),
                    pool: self.pool.clone(),
                }
            } else {
                self.spare(tdev)
            };
            let dev = spare.dev.as_mut().expect("taken below");
            s.restart(prefix);
            if self.symmetric {
                s.sms = Some((num_sms, top.sms_used));
            }
            // Merge points inside the macro step: not on a partial revisit, which runs chosen
            // prefixes only.
            s.merging = opt.reduction && top.only.is_none();
            s.no_stall.clone_from(&top.no_stall);
            if s.merging {
                std::mem::swap(&mut s.points, &mut top.points);
            }
            let verdict = step(dev, &mut s);
            if s.merging {
                std::mem::swap(&mut s.points, &mut top.points);
            }
            self.transitions += 1;
            let budget = bound.map_or(u32::MAX, |b| b - top.devs);
            let (next, cut) = next_prefix(&s.log, self.per_step, opt.reduction, budget);
            top.next = next;
            top.spans.clear();
            top.spans.extend(s.log.iter().map(|c| c.span));
            self.cut |= cut;
            if s.pruned.is_some() {
                // The rest of this step was run from an equal point before: the same successors.
                self.merged += 1;
                top.succ_done -= 1;
                continue;
            }
            if opt.reduction && !canonical(&s.log, self.per_step) {
                // A selection with no ascending completion: the same set is run in order elsewhere.
                continue;
            }
            let devs = top.devs + deviations(&s.log);
            // The edge's choices, built only where they are kept (a new state, a finding).
            let edge = || to_choices(&s.log);
            // The warps this step ran and, under ITS, their threads, as the device reported them
            // to the search's observer (`record.rs`).
            let log = step_log(dev);
            let stepped = understood.then(|| log.stepped.clone());
            let its_stepped = if understood {
                log.its.clone()
            } else {
                Vec::new()
            };
            // Sleep sets: a local edge steps only warps with local instructions, makes no other
            // choice than the warp selection, leaves no memory operation behind and keeps its
            // warps active.
            let label: Option<Label> = match &stepped {
                Some(v)
                    if !top.local.is_empty()
                        && !v.is_empty()
                        && v.iter().all(|w| top.local.contains(w))
                        && s.log.iter().all(|c| {
                            c.n <= 1
                                || c.span <= 1
                                || c.kind == ChoiceKind::ScheduleWarp
                                || (c.kind == ChoiceKind::MemStep && c.pick == 0)
                        })
                        && verdict.is_none()
                        && dev.mem.pending() == 0
                        && !dev.has_held_requests()
                        && dev.core.reqs.is_empty()
                        && v.iter().all(|&w| warp_active(dev, w)) =>
                {
                    let mut v = v.to_vec();
                    v.sort_unstable();
                    Some(v)
                }
                _ => None,
            };
            if let Some(only) = &top.only {
                // A partial revisit follows only edges that slept on the earlier visit: it runs
                // the answer prefixes that select them, not every answer sequence.
                if top
                    .expect
                    .take()
                    .is_some_and(|e| label.as_ref() != Some(&e))
                {
                    top.fallback = true;
                    top.next = Some(Vec::new());
                }
                if !top.fallback {
                    let q = top.queue.get_or_insert_with(|| {
                        label_prefixes(&s.log, &top.cands, self.per_step, only, label.as_ref())
                    });
                    top.next = q.pop().map(|(p, lb)| {
                        top.expect = Some(lb);
                        p
                    });
                }
                if !label.as_ref().is_some_and(|lb| only.contains(lb)) {
                    continue;
                }
            }
            if label.as_ref().is_some_and(|lb| top.sleep.contains(lb)) {
                self.slept += 1;
                continue;
            }
            // The child's sleep set: the sleeping and already followed local edges that are
            // independent of this one (disjoint warps, both local).
            let child_sleep: Vec<Label> = match &label {
                Some(lb) => top
                    .sleep
                    .iter()
                    .chain(top.done_local.iter())
                    .filter(|z| z.iter().all(|w| !lb.contains(w)))
                    .cloned()
                    .collect(),
                None => Vec::new(),
            };
            if let Some(lb) = &label {
                top.done_local.push(lb.clone());
            }
            // Shards: below an unsplit state, the only successor stays unsplit; of several,
            // successor i is shard i mod N + 1's (the other shards leave it, and the sleep sets
            // built from it stay sound for the union of the shards).
            let mut child_unsplit = false;
            if let (true, Some((k, n))) = (top.unsplit, opt.partition) {
                let i = top.succ_done - 1;
                if i == 0 && top.next.is_none() {
                    child_unsplit = true;
                } else if i % n != k - 1 {
                    continue;
                }
            }
            self.max_depth = self.max_depth.max(depth);
            if verdict.is_some() || !dev.busy() {
                // the checks' findings on this path (races, barrier divergence), at its end
                let found = check_findings(dev);
                let first = opt.stop_at_first && found.iter().any(|d| !is_warning(d.kind));
                for d in found {
                    let st = if is_warning(d.kind) {
                        Status::Completed
                    } else {
                        Status::Violation
                    };
                    self.record(st, d, depth, path(&stack, &edge()));
                }
                if first {
                    return RoundEnd::First;
                }
            }
            if let Some((st, d)) = verdict {
                let ch = path(&stack, &edge());
                self.record(st, d, depth, ch);
                if opt.stop_at_first {
                    return RoundEnd::First;
                }
                continue;
            }
            if !dev.busy() {
                let ch = path(&stack, &edge());
                let buffers = final_buffers(l, dev);
                let key: Vec<Vec<u8>> = buffers.values().map(|b| b.bytes.clone()).collect();
                match self.final_index.get(&key) {
                    Some(&i) => self.finals[i].count += 1,
                    None => {
                        self.final_index.insert(key, self.finals.len());
                        self.finals.push(FinalMemory {
                            buffers,
                            count: 1,
                            choices_len: ch.len(),
                            choices: ch,
                            deviations: devs,
                        });
                    }
                }
                continue;
            }
            let parent = stack.last().expect("non-empty");
            let mut fpc = self.fp_pool.pop().unwrap_or_default();
            // The registers record the step's writes (the parent's device was marked clean when
            // the parent was reached); the parent's device is gone after a step in place.
            let fp = dev.fingerprint_since(&parent.fpc, parent.dev.as_ref(), &mut fpc);
            debug_assert_eq!(fp, dev.fingerprint(), "incremental fingerprint differs");
            if let Some(&pos) = on_stack.get(&fp) {
                self.revisits += 1;
                if fair_cycle(&stack, pos, &stepped, &its_stepped) {
                    let ch = path(&stack, &edge());
                    let d = Diag {
                        kind: crate::verdict::Kind::Livelock,
                        message: format!(
                            "a fair cycle of {} device steps repeats a global state: no fair schedule from here finishes",
                            stack.len() - pos
                        ),
                        lines: cycle_lines(l, &stack, pos),
                        details: serde_json::Value::Null,
                    };
                    self.record(Status::Livelock, d, depth, ch);
                    if opt.stop_at_first {
                        return RoundEnd::First;
                    }
                }
                self.recycle_fpc(fpc);
                continue;
            }
            // Expand: new state, or a seen one now with a larger budget (all edges), or with a
            // sleep set that lacks some label stored with it (only those edges).
            let mut only = None;
            match visited.get_mut(&fp) {
                None => {
                    if self.all.len() >= opt.max_states && !self.all.contains(&fp) {
                        self.hit("max_states");
                        return RoundEnd::MaxStates;
                    }
                    visited.insert(
                        fp,
                        Seen {
                            devs,
                            sleep: child_sleep.clone(),
                        },
                    );
                    self.all.insert(fp);
                    if self.all.len().is_multiple_of(256) {
                        self.bar.set_position(self.all.len() as u64);
                        self.bar
                            .set_message(format!("failures {}", self.findings.len()));
                    }
                }
                Some(seen) if bound.is_some() && devs < seen.devs => {
                    seen.devs = devs;
                    seen.sleep = child_sleep.clone();
                }
                Some(seen) => {
                    let missing: Vec<Label> = seen
                        .sleep
                        .iter()
                        .filter(|z| !child_sleep.contains(z))
                        .cloned()
                        .collect();
                    self.revisits += 1;
                    if missing.is_empty() {
                        self.recycle_fpc(fpc);
                        continue;
                    }
                    seen.sleep.retain(|z| child_sleep.contains(z));
                    only = Some(missing);
                }
            }
            if depth >= opt.depth {
                self.hit("depth");
                self.recycle_fpc(fpc);
                continue;
            }
            on_stack.insert(fp, stack.len());
            let mut dev = spare.dev.take().expect("not yet taken");
            dev.mark_clean();
            let mut f = self.frame(dev, (fp, fpc), devs, stepped);
            f.its_stepped = its_stepped;
            f.sms_used = s.sms.map_or(0, |x| x.1);
            f.sleep = child_sleep;
            f.only = only;
            f.edge = edge();
            f.unsplit = child_unsplit;
            self.stored += f.bytes;
            stack.push(f);
            self.shed(&mut stack);
        }
        RoundEnd::Done
    }
}

/// Explore the schedules of a launch up to the bounds of `opt` (module doc). The bench calls
/// this for states per second (`ExploreReport::states`, `elapsed_s`).
pub fn explore(l: &Launch, opt: &ExploreOptions) -> ExploreReport {
    let t0 = Instant::now();
    let odds = match opt.memory {
        MemoryModel::Fermi => {
            Some(crate::memory::fermi::FermiMemory::new(&l.config).silent_odds).filter(|&o| o > 1)
        }
        MemoryModel::Flat => None,
    };
    let mut s = Search {
        l,
        opt,
        per_step: l.config.warps_per_step.max(1) as usize,
        odds,
        sleep_sets: opt.reduction && opt.max_deviations.is_none(),
        stalls: l.config.warp_stalls,
        symmetric: opt.reduction
            && opt.max_deviations.is_none()
            && !format!("{:?}", l.prog.instrs).contains("SReg(SmId)"),
        all: HashSet::default(),
        finals: Vec::new(),
        final_index: HashMap::new(),
        findings: Vec::new(),
        finding_keys: HashSet::new(),
        bounds: Vec::new(),
        transitions: 0,
        revisits: 0,
        slept: 0,
        merged: 0,
        max_depth: 0,
        cut: false,
        bar: super::progress_bar(
            opt.progress,
            opt.max_states as u64,
            "{bar:30} {pos}/{len} states  {rate} states/s  {elapsed}  {msg}",
        ),
        pool: Rc::default(),
        fp_pool: Vec::new(),
        stored: 0,
        shed_next: 0,
    };
    let mut deviation_bound = None;
    match opt.max_deviations {
        None => {
            if s.round(None) == RoundEnd::First {
                s.hit("stop_at_first");
            }
        }
        Some(max) => {
            for bound in 0..=max {
                s.cut = false;
                deviation_bound = Some(bound);
                let end = s.round(Some(bound));
                if end == RoundEnd::First {
                    s.hit("stop_at_first");
                }
                if end != RoundEnd::Done || !s.cut {
                    break;
                }
            }
            if s.cut {
                s.hit("deviations");
            }
        }
    }
    s.bar.finish_and_clear();
    let elapsed = t0.elapsed().as_secs_f64();
    let states = s.all.len() as u64;
    ExploreReport {
        exhaustive: s.bounds.is_empty(),
        states,
        transitions: s.transitions,
        revisits: s.revisits,
        slept: s.slept,
        max_depth: s.max_depth,
        elapsed_s: elapsed,
        states_per_s: if elapsed > 0.0 {
            states as f64 / elapsed
        } else {
            0.0
        },
        bounds_hit: s.bounds,
        deviation_bound,
        distinct_final_memories: s.finals.len(),
        final_memories: s.finals,
        diagnostics: s.findings,
        merged: s.merged,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_selection_orders() {
        use ChoiceKind::ScheduleWarp as W;
        // 3 candidates, 2 per step: picks (0,0) selects {0,1}; (1,0) selects 1 then 0 (swap).
        let c = |n, pick| Call {
            kind: W,
            n,
            span: n,
            pick,
            dflt: 0,
            ans: pick,
        };
        assert_eq!(selections(&[c(3, 0), c(2, 0)], 2), (vec![vec![0, 1]], true));
        assert_eq!(
            selections(&[c(3, 1), c(2, 0)], 2),
            (vec![vec![1, 0]], false)
        );
        // Enumeration with the reduction yields the 3 sets {0,1},{0,2},{1,2} once each, as
        // schedule_warps asks (2 picks from 3 candidates).
        let run = |prefix: Vec<u32>, reduce: bool| {
            let mut s = PrefixSched::new(prefix, 2, reduce);
            s.choose(W, 3);
            s.choose(W, 2);
            s.log
        };
        for (reduce, want) in [
            (true, vec![vec![0, 1], vec![0, 2], vec![1, 2]]),
            (
                false,
                vec![
                    vec![0, 1],
                    vec![0, 2],
                    vec![1, 0],
                    vec![1, 2],
                    vec![2, 1],
                    vec![2, 0],
                ],
            ),
        ] {
            let mut log = run(Vec::new(), reduce);
            let mut sets = Vec::new();
            loop {
                let (g, canon) = selections(&log, 2);
                if canon || !reduce {
                    sets.push(g[0].clone());
                }
                match next_prefix(&log, 2, reduce, u32::MAX).0 {
                    Some(p) => log = run(p, reduce),
                    None => break,
                }
            }
            assert_eq!(sets, want, "reduce = {reduce}");
        }
    }

    #[test]
    fn merge_points_drop_only_another_node_with_the_same_key() {
        use ChoiceKind::MemStep as M;
        let mut s = PrefixSched::new(Vec::new(), 2, true);
        s.merging = true;
        // Run 1: a point at the macro step's start, answer 0, a point with key 7.
        assert!(!s.merge_point(&|| 1));
        assert_eq!(s.choose(M, 2), 0);
        assert!(!s.merge_point(&|| 7));
        // Run 2 passes the same nodes again (same answers): nothing is dropped.
        s.restart(vec![0]);
        assert!(!s.merge_point(&|| 1));
        assert_eq!(s.choose(M, 2), 0);
        assert!(!s.merge_point(&|| 7));
        // Run 3: answer 1 reaches key 7 too, at another node: dropped there, and the log ends
        // at the point (later calls are not enumerated).
        s.restart(vec![1]);
        assert!(!s.merge_point(&|| 1));
        assert_eq!(s.choose(M, 2), 1);
        assert!(s.merge_point(&|| 7));
        assert_eq!(s.pruned, Some(1));
        assert_eq!(s.choose(M, 3), 0);
        assert_eq!(s.log.len(), 1);
        // Another key is a new point.
        s.restart(vec![1]);
        assert!(!s.merge_point(&|| 1));
        s.choose(M, 2);
        assert!(!s.merge_point(&|| 8));
    }

    #[test]
    fn label_prefixes_select_the_label() {
        use ChoiceKind::ScheduleWarp as W;
        // One SM with 4 candidates, 2 per step, and a second SM with 2.
        let w = |i: u32| (0u32, 0u32, i);
        let cands = vec![vec![w(0), w(1), w(2), w(3)], vec![], vec![w(4), w(5)]];
        let run = |prefix: Vec<u32>| {
            let mut s = PrefixSched::new(prefix, 2, true);
            s.choose(W, 4);
            s.choose(W, 3);
            s.choose(ChoiceKind::MemStep, 1);
            s.choose(W, 2);
            s.choose(W, 1);
            s.log
        };
        let default = run(Vec::new());
        assert_eq!(selections(&default, 2).0, vec![vec![0, 1], vec![0, 1]]);
        let only = vec![
            vec![w(1), w(3), w(4), w(5)],
            vec![w(0), w(2), w(4), w(5)],
            // Not a selection: three warps of the first SM.
            vec![w(0), w(1), w(2), w(4), w(5)],
            vec![w(0), w(1), w(4), w(5)],
        ];
        let current = only[3].clone();
        let q = label_prefixes(&default, &cands, 2, &only, Some(&current));
        assert_eq!(q.len(), 2, "{q:?}");
        for (p, lb) in q {
            let (groups, canonical) = selections(&run(p), 2);
            assert!(canonical);
            let mut got: Vec<WarpId> = groups[0].iter().map(|&i| cands[0][i as usize]).collect();
            got.extend(groups[1].iter().map(|&i| cands[2][i as usize]));
            assert_eq!(got, lb);
        }
    }
}

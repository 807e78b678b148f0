//! Systematic exploration of the scheduler's choices (issue #7, DECISIONS §10 `explore`).
//!
//! The state graph: nodes are device states between two device steps (`Device` snapshots, told
//! apart by [`Device::fingerprint`]); an edge is one device step (T:L2823-2826) under one
//! sequence of scheduler answers. The successors of a state are found by enumerating the choice
//! tree *inside* one step: the step is re-run on a clone of the state with a prefix of answers,
//! new choices answered 0, and the next prefix is the last answer that can still be incremented.
//! The search is depth-first with a visited set of fingerprints; a successor already visited is
//! not expanded again.
//!
//! Reduction (sound): the warps one SM steps in a device step are a *set* (scheduleWarp returns a
//! set, T:L2634; the implementation sorts the picks), and scheduled warps of one step are
//! independent of each other (they read the pre-step state, digest ch5b "order of evaluation").
//! So answer sequences that select the same set in another order are the same transition: only
//! the sequence that selects warps in ascending candidate order is run (`canonical`). This
//! removes the k! orders of a k-warp selection without losing a successor; see docs/explore.md.
//!
//! Liveness: a successor whose fingerprint is on the current DFS stack closes a cycle. It is
//! reported as a livelock only if the cycle is a fair lasso (DECISIONS §12): every warp that was
//! schedulable in some state of the cycle stepped on it, every lane with a pending memory
//! operation somewhere on the cycle has none somewhere else on it (memory is not starved), and
//! every step on the cycle is understood (no block was issued during it). So a reported livelock
//! is a cycle that a fair scheduler can repeat forever: never a false alarm.

use super::{final_buffers, new_device, step};
use crate::device::{Device, MemoryModel};
use crate::launch::results::{Diag, JsonNum, Status};
use crate::launch::Launch;
use crate::sched::{Choice, ChoiceKind, Scheduler};
use crate::warp::state::WarpState;
use serde::Serialize;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::Instant;

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
    /// The canonical-selection reduction (on by default; off = every answer sequence).
    pub reduction: bool,
    /// Stop at the first violation / deadlock / livelock.
    pub stop_at_first: bool,
}

impl Default for ExploreOptions {
    fn default() -> Self {
        ExploreOptions {
            memory: MemoryModel::Flat,
            max_states: 100_000,
            depth: 10_000,
            max_successors: 4096,
            reduction: true,
            stop_at_first: false,
        }
    }
}

/// One distinct final memory: the buffers after a completed run, how many terminal states had
/// it and the first choice list that reaches it.
#[derive(Clone, Debug, Serialize)]
pub struct FinalMemory {
    pub buffers: BTreeMap<String, Vec<JsonNum>>,
    pub count: u64,
    #[serde(skip)]
    pub choices: Vec<Choice>,
    pub choices_len: usize,
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
    pub max_depth: usize,
    pub elapsed_s: f64,
    pub states_per_s: f64,
    /// Which bounds were hit (`max_states`, `depth`, `max_successors`).
    pub bounds_hit: Vec<String>,
    pub distinct_final_memories: usize,
    pub final_memories: Vec<FinalMemory>,
    /// Violations, data races reported by checks, deadlocks and fair livelocks (one per kind and
    /// message, first found).
    pub diagnostics: Vec<Finding>,
}

/// Answers from a fixed prefix, then the lowest answer (with the reduction: the lowest answer
/// that keeps the current warp selection ascending); logs every call (single-candidate ones
/// too, so that warp-selection groups can be followed).
struct PrefixSched {
    prefix: Vec<u32>,
    log: Vec<(ChoiceKind, u32, u32)>,
    per_step: usize,
    reduce: bool,
    /// The scheduleWarp group in progress: candidate permutation, position, size, last pick.
    perm: Vec<u32>,
    gi: usize,
    gk: usize,
    last: Option<u32>,
}

impl PrefixSched {
    fn new(prefix: Vec<u32>, per_step: usize, reduce: bool) -> PrefixSched {
        PrefixSched {
            prefix,
            log: Vec::new(),
            per_step,
            reduce,
            perm: Vec::new(),
            gi: 0,
            gk: 0,
            last: None,
        }
    }
}

impl Scheduler for PrefixSched {
    fn choose(&mut self, kind: ChoiceKind, n: usize) -> usize {
        let i = self.log.len();
        let n32 = n.max(1) as u32;
        let mut pick = if n <= 1 {
            0
        } else {
            self.prefix.get(i).copied().unwrap_or(0).min(n32 - 1)
        };
        if kind == ChoiceKind::ScheduleWarp {
            if self.gi == self.gk {
                self.perm = (0..n32).collect();
                self.gk = self.per_step.min(n);
                self.gi = 0;
                self.last = None;
            }
            let rest = &self.perm[self.gi.min(self.perm.len())..];
            if self.reduce && i >= self.prefix.len() && n > 1 {
                // The smallest remaining candidate above the last one picked.
                let best = rest
                    .iter()
                    .enumerate()
                    .filter(|(_, &c)| self.last.is_none_or(|l| c > l))
                    .min_by_key(|(_, &c)| c)
                    .map(|(j, _)| j as u32);
                pick = best.unwrap_or(0).min(n32 - 1);
            }
            let j = self.gi + pick as usize;
            if j < self.perm.len() {
                self.perm.swap(self.gi, j);
                self.last = Some(self.perm[self.gi]);
            }
            self.gi += 1;
        }
        self.log.push((kind, n32, pick));
        pick as usize
    }
}

/// Follow the scheduleWarp groups of a step log (one group of `min(per_step, n)` calls per SM
/// with candidates, `context::schedule_warps`): the selected candidate indices per group, and
/// whether every group so far selected in ascending order.
fn selections(log: &[(ChoiceKind, u32, u32)], per_step: usize) -> (Vec<Vec<u32>>, bool) {
    let mut groups = Vec::new();
    let mut canonical = true;
    let mut perm: Vec<u32> = Vec::new();
    let (mut i, mut k) = (0usize, 0usize);
    for &(kind, n, pick) in log {
        if kind != ChoiceKind::ScheduleWarp {
            continue;
        }
        if i == k {
            perm = (0..n).collect();
            k = per_step.min(n as usize);
            i = 0;
            groups.push(Vec::new());
        }
        let j = i + pick as usize;
        if j >= perm.len() {
            return (groups, false);
        }
        perm.swap(i, j);
        let g: &mut Vec<u32> = groups.last_mut().expect("a group");
        if g.last().is_some_and(|&l| l > perm[i]) {
            canonical = false;
        }
        g.push(perm[i]);
        i += 1;
    }
    (groups, canonical)
}

/// The next answer prefix after `log` in depth-first order, skipping non-canonical selections
/// when `reduce`.
fn next_prefix(log: &[(ChoiceKind, u32, u32)], per_step: usize, reduce: bool) -> Option<Vec<u32>> {
    let mut p: Vec<(ChoiceKind, u32, u32)> = log.to_vec();
    loop {
        while let Some(&(_, n, pick)) = p.last() {
            if pick + 1 < n {
                break;
            }
            p.pop();
        }
        let last = p.last_mut()?;
        last.2 += 1;
        if !reduce || selections(&p, per_step).1 {
            return Some(p.iter().map(|c| c.2).collect());
        }
    }
}

/// Identity of a warp: (grid, linear block, warp).
type WarpId = (u32, u32, u32);

/// Schedulable warps per SM in the order `context::schedule_warps` lists them (T:L2630).
fn candidates(dev: &Device) -> Vec<Vec<WarpId>> {
    let mut out = Vec::new();
    let Some(&ck) = dev.ctx_order.first() else {
        return out;
    };
    let ctx = &dev.contexts[ck];
    for sm in &dev.sms {
        let mut c = Vec::new();
        for &(gk, bi) in &sm.resident {
            let Some(g) = ctx.grids.get(gk) else { continue };
            let Some(prog) = ctx.prog(g.prog) else {
                continue;
            };
            let b = &g.blocks[bi as usize];
            if b.state != crate::block::BlockState::Active {
                continue;
            }
            for w in &b.warps {
                if w.state == WarpState::Active && crate::warp::step::can_be_scheduled(w, prog) {
                    c.push((g.gid, bi, w.index));
                }
            }
        }
        out.push(c);
    }
    out
}

/// Lanes with a pending memory operation: (grid, block, warp, lane).
fn pending_lanes(dev: &Device) -> Vec<(u32, u32, u32, u32)> {
    let mut v = Vec::new();
    for &ck in &dev.ctx_order {
        let ctx = &dev.contexts[ck];
        for &gk in &ctx.order {
            let g = &ctx.grids[gk];
            for b in &g.blocks {
                for w in &b.warps {
                    for (l, &n) in w.pending_ops.iter().enumerate() {
                        if n > 0 {
                            v.push((g.gid, b.linear, w.index, l as u32));
                        }
                    }
                }
            }
        }
    }
    v
}

fn blocks_pending_issue(dev: &Device) -> bool {
    dev.ctx_order.iter().any(|&ck| {
        let ctx = &dev.contexts[ck];
        ctx.order.iter().any(|&gk| {
            let g = &ctx.grids[gk];
            (g.next_issue as usize) < g.blocks.len()
        })
    })
}

/// One state on the DFS stack.
struct Frame {
    dev: Device,
    fp: u128,
    /// Answer prefix of the next successor to run (`None`: all done).
    next: Option<Vec<u32>>,
    succ_done: usize,
    enabled: Vec<WarpId>,
    pending: Vec<(u32, u32, u32, u32)>,
    /// The edge that led here: the warps it stepped (`None` = not understood) and its choices.
    stepped: Option<Vec<WarpId>>,
    edge: Vec<Choice>,
}

fn frame(dev: Device, fp: u128, stepped: Option<Vec<WarpId>>, edge: Vec<Choice>) -> Frame {
    let enabled = candidates(&dev).into_iter().flatten().collect();
    let pending = pending_lanes(&dev);
    Frame {
        dev,
        fp,
        next: Some(Vec::new()),
        succ_done: 0,
        enabled,
        pending,
        stepped,
        edge,
    }
}

/// Whether the cycle `stack[from..]` plus the closing edge is a fair lasso (module doc).
fn fair_cycle(stack: &[Frame], from: usize, closing: &Option<Vec<WarpId>>) -> bool {
    let mut stepped: HashSet<WarpId> = HashSet::new();
    let edges = stack[from + 1..]
        .iter()
        .map(|f| &f.stepped)
        .chain(std::iter::once(closing));
    for e in edges {
        match e {
            Some(v) => stepped.extend(v.iter().copied()),
            None => return false,
        }
    }
    let cyc = &stack[from..];
    if !cyc
        .iter()
        .all(|f| f.enabled.iter().all(|w| stepped.contains(w)))
    {
        return false;
    }
    // No lane's memory operation is pending in every state of the cycle.
    cyc[0]
        .pending
        .iter()
        .all(|l| cyc.iter().any(|f| !f.pending.contains(l)))
}

/// Source lines where the warps of a cycle stand (sorted, distinct).
fn cycle_lines(l: &Launch, cyc: &[Frame]) -> Vec<u32> {
    let mut v = Vec::new();
    for f in cyc {
        for &ck in &f.dev.ctx_order {
            let ctx = &f.dev.contexts[ck];
            for &gk in &ctx.order {
                for b in &ctx.grids[gk].blocks {
                    for w in &b.warps {
                        if w.state == WarpState::Active {
                            v.push(l.prog.line(w.exec.pc));
                        }
                    }
                }
            }
        }
    }
    v.sort_unstable();
    v.dedup();
    v
}

fn to_choices(log: &[(ChoiceKind, u32, u32)]) -> Vec<Choice> {
    log.iter()
        .filter(|c| c.1 > 1)
        .map(|&(kind, n, pick)| Choice { kind, n, pick })
        .collect()
}

/// Explore the schedules of a launch up to the bounds of `opt` (module doc). The bench calls
/// this for states per second (`ExploreReport::states`, `elapsed_s`).
pub fn explore(l: &Launch, opt: &ExploreOptions) -> ExploreReport {
    let t0 = Instant::now();
    let per_step = l.config.warps_per_step.max(1) as usize;
    let root = new_device(l, opt.memory);
    let mut visited: HashSet<u128> = HashSet::new();
    // Fingerprint -> stack position, for cycle detection (looked up only).
    let mut on_stack: HashMap<u128, usize> = HashMap::new();
    let mut finals: Vec<FinalMemory> = Vec::new();
    let mut final_index: HashMap<String, usize> = HashMap::new();
    let mut findings: Vec<Finding> = Vec::new();
    let mut finding_keys: HashSet<(String, String)> = HashSet::new();
    let mut bounds: Vec<String> = Vec::new();
    let hit = |b: &str, bounds: &mut Vec<String>| {
        if !bounds.iter().any(|x| x == b) {
            bounds.push(b.to_string());
        }
    };
    let (mut transitions, mut revisits, mut max_depth) = (0u64, 0u64, 0usize);

    let rfp = root.fingerprint();
    visited.insert(rfp);
    let mut stack = vec![frame(root, rfp, Some(Vec::new()), Vec::new())];
    on_stack.insert(rfp, 0);

    let path = |stack: &[Frame], last: &[Choice]| -> Vec<Choice> {
        let mut v: Vec<Choice> = stack.iter().flat_map(|f| f.edge.iter().copied()).collect();
        v.extend_from_slice(last);
        v
    };
    let mut record =
        |findings: &mut Vec<Finding>, status: Status, d: Diag, depth, ch: Vec<Choice>| {
            let key = (d.kind.clone(), d.message.clone());
            if finding_keys.insert(key) {
                findings.push(Finding {
                    status,
                    diagnostic: d,
                    depth,
                    choices_len: ch.len(),
                    choices: ch,
                });
            }
        };

    'search: while let Some(top) = stack.last_mut() {
        let Some(prefix) = top.next.take() else {
            on_stack.remove(&top.fp);
            stack.pop();
            continue;
        };
        if top.succ_done >= opt.max_successors {
            hit("max_successors", &mut bounds);
            on_stack.remove(&top.fp);
            stack.pop();
            continue;
        }
        top.succ_done += 1;
        let depth = stack.len();
        let top = stack.last_mut().expect("non-empty");
        let mut dev = top.dev.clone();
        let mut s = PrefixSched::new(prefix, per_step, opt.reduction);
        let understood = !blocks_pending_issue(&top.dev);
        let cands = candidates(&top.dev);
        let verdict = step(&mut dev, &mut s);
        transitions += 1;
        top.next = next_prefix(&s.log, per_step, opt.reduction);
        let edge = to_choices(&s.log);
        if opt.reduction && !selections(&s.log, per_step).1 {
            // A selection with no ascending completion: the same set is run in order elsewhere.
            continue;
        }
        // The warps this step ran: each SM with candidates took one selection group, in SM order.
        let stepped = if understood {
            let (groups, _) = selections(&s.log, per_step);
            let mut v = Vec::new();
            let mut gi = groups.iter();
            for c in cands.iter().filter(|c| !c.is_empty()) {
                if let Some(g) = gi.next() {
                    v.extend(g.iter().filter_map(|&i| c.get(i as usize).copied()));
                }
            }
            Some(v)
        } else {
            None
        };
        max_depth = max_depth.max(depth);
        if let Some((st, d)) = verdict {
            let ch = path(&stack, &edge);
            record(&mut findings, st, d, depth, ch);
            if opt.stop_at_first {
                break 'search;
            }
            continue;
        }
        if !dev.busy() {
            let ch = path(&stack, &edge);
            let buffers = final_buffers(l, &mut dev);
            let key = serde_json::to_string(&buffers).unwrap_or_default();
            match final_index.get(&key) {
                Some(&i) => finals[i].count += 1,
                None => {
                    final_index.insert(key, finals.len());
                    finals.push(FinalMemory {
                        buffers,
                        count: 1,
                        choices_len: ch.len(),
                        choices: ch,
                    });
                }
            }
            continue;
        }
        let fp = dev.fingerprint();
        if let Some(&pos) = on_stack.get(&fp) {
            revisits += 1;
            if fair_cycle(&stack, pos, &stepped) {
                let ch = path(&stack, &edge);
                let d = Diag {
                    kind: "livelock".into(),
                    message: format!(
                        "a fair cycle of {} device steps repeats a global state (DECISIONS §12): no fair schedule from here finishes",
                        stack.len() - pos
                    ),
                    lines: cycle_lines(l, &stack[pos..]),
                    details: serde_json::Value::Null,
                };
                record(&mut findings, Status::Livelock, d, depth, ch);
                if opt.stop_at_first {
                    break 'search;
                }
            }
            continue;
        }
        if !visited.insert(fp) {
            revisits += 1;
            continue;
        }
        if depth >= opt.depth {
            hit("depth", &mut bounds);
            continue;
        }
        if visited.len() >= opt.max_states {
            hit("max_states", &mut bounds);
            break 'search;
        }
        on_stack.insert(fp, stack.len());
        stack.push(frame(dev, fp, stepped, edge));
    }
    let stopped_early = opt.stop_at_first && !stack.is_empty();
    if stopped_early {
        hit("stop_at_first", &mut bounds);
    }
    let elapsed = t0.elapsed().as_secs_f64();
    let states = visited.len() as u64;
    ExploreReport {
        exhaustive: bounds.is_empty(),
        states,
        transitions,
        revisits,
        max_depth,
        elapsed_s: elapsed,
        states_per_s: if elapsed > 0.0 {
            states as f64 / elapsed
        } else {
            0.0
        },
        bounds_hit: bounds,
        distinct_final_memories: finals.len(),
        final_memories: finals,
        diagnostics: findings,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_selection_orders() {
        use ChoiceKind::ScheduleWarp as W;
        // 3 candidates, 2 per step: picks (0,0) selects {0,1}; (1,0) selects 1 then 0 (swap).
        assert_eq!(
            selections(&[(W, 3, 0), (W, 2, 0)], 2),
            (vec![vec![0, 1]], true)
        );
        assert_eq!(
            selections(&[(W, 3, 1), (W, 2, 0)], 2),
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
                match next_prefix(&log, 2, reduce) {
                    Some(p) => log = run(p, reduce),
                    None => break,
                }
            }
            assert_eq!(sets, want, "reduce = {reduce}");
        }
    }
}

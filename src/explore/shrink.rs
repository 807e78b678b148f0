//! Shrinking counterexamples: delta debugging (Zeller's ddmin, chunk removal from
//! large chunks to single entries) over a recorded choice list, then simplification of the
//! remaining picks towards 0, keeping the failure identical (same status, same diagnostic kind).
//!
//! Candidates are replayed leniently ([`LenientReplay`]): the i-th real choice takes the i-th
//! entry's pick (reduced modulo the number of candidates), and once the list runs out every
//! choice takes index 0. The accepted list is then re-recorded exactly (kinds and counts as the
//! run asked them) and its trailing zeros dropped, so that `fermi-sim run --replay` (strict
//! replay, 0 after the end of the list) reproduces the same run.

use crate::device::MemoryModel;
use crate::launch::results::{RunResult, Status};
use crate::launch::run::{run_launch_events, RunSettings};
use crate::launch::Launch;
use crate::sched::{Choice, ChoiceKind, Recorder, Scheduler};

/// Replays picks leniently (module doc).
pub struct LenientReplay {
    picks: Vec<u32>,
    pos: usize,
}

impl LenientReplay {
    pub fn new(choices: &[Choice]) -> LenientReplay {
        LenientReplay {
            picks: choices.iter().map(|c| c.pick).collect(),
            pos: 0,
        }
    }
}

impl Scheduler for LenientReplay {
    fn choose_fair(&mut self, kind: ChoiceKind, n: usize, _forced: Option<usize>) -> usize {
        self.choose(kind, n)
    }
    fn choose(&mut self, _kind: ChoiceKind, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let p = self.picks.get(self.pos).copied().unwrap_or(0) as usize % n;
        self.pos += 1;
        p
    }
}

/// The failure a list must keep showing: status and first diagnostic kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailureKind {
    pub status: Status,
    pub kind: Option<crate::verdict::Kind>,
}

impl FailureKind {
    pub fn of(r: &RunResult) -> FailureKind {
        FailureKind {
            status: r.status,
            kind: r.diagnostics.first().map(|d| d.kind),
        }
    }
    pub fn is_failure(&self) -> bool {
        self.status != Status::Completed || self.kind.is_some()
    }
}

/// Replay `choices` leniently; the result and the exact list of choices it made.
pub fn replay(l: &Launch, memory: MemoryModel, choices: &[Choice]) -> (RunResult, Vec<Choice>) {
    let mut rec = Recorder::new(LenientReplay::new(choices));
    let settings = RunSettings {
        memory,
        ..RunSettings::default()
    };
    let (r, _) = run_launch_events(l, &mut rec, settings);
    let mut log = rec.log;
    while log.last().is_some_and(|c| c.pick == 0) {
        log.pop();
    }
    (r, log)
}

/// Result of shrinking.
#[derive(Clone, Debug)]
pub struct Shrunk {
    pub failure: FailureKind,
    pub original_len: usize,
    pub choices: Vec<Choice>,
    pub replays: u64,
    pub result: RunResult,
}

/// Cost order: fewer entries first, then fewer non-zero picks, then smaller picks.
fn cost(c: &[Choice]) -> (usize, usize, u64) {
    (
        c.len(),
        c.iter().filter(|x| x.pick != 0).count(),
        c.iter().map(|x| x.pick as u64).sum(),
    )
}

/// Shrink `choices` keeping the failure they show (module doc). `budget` bounds the replays.
/// `None` if the list does not show a failure.
pub fn shrink(l: &Launch, memory: MemoryModel, choices: &[Choice], budget: u64) -> Option<Shrunk> {
    let (r0, mut best) = replay(l, memory, choices);
    let target = FailureKind::of(&r0);
    if !target.is_failure() {
        return None;
    }
    let mut best_r = r0;
    let replays = std::cell::Cell::new(1u64);
    // Try a candidate; keep it (re-recorded) if it shows the same failure and costs less.
    let attempt = |cand: &[Choice], best: &mut Vec<Choice>, best_r: &mut RunResult| -> bool {
        if replays.get() >= budget {
            return false;
        }
        replays.set(replays.get() + 1);
        let (r, exact) = replay(l, memory, cand);
        if FailureKind::of(&r) == target && cost(&exact) < cost(best) {
            *best = exact;
            *best_r = r;
            true
        } else {
            false
        }
    };
    // ddmin over chunks: remove chunks of decreasing size.
    let mut chunk = best.len().div_ceil(2).max(1);
    loop {
        let mut i = 0;
        while i < best.len() {
            let mut cand = best.clone();
            let end = (i + chunk).min(cand.len());
            cand.drain(i..end);
            if !attempt(&cand, &mut best, &mut best_r) {
                i += chunk;
            }
        }
        if chunk == 1 || replays.get() >= budget {
            break;
        }
        chunk = chunk.div_ceil(2);
    }
    // Simplify picks: set chunks to 0, then single picks to 0 or one less.
    let mut i = 0;
    while i < best.len() && replays.get() < budget {
        if best[i].pick == 0 {
            i += 1;
            continue;
        }
        let mut cand = best.clone();
        cand[i].pick = 0;
        if attempt(&cand, &mut best, &mut best_r) {
            continue;
        }
        let mut cand = best.clone();
        cand[i].pick -= 1;
        if !attempt(&cand, &mut best, &mut best_r) {
            i += 1;
        }
    }
    Some(Shrunk {
        failure: target,
        original_len: choices.len(),
        choices: best,
        replays: replays.get(),
        result: best_r,
    })
}

/// Parse the `KIND N PICK` lines of a `--record` file (the format of `ReplaySched::parse`).
pub fn parse_choices(text: &str) -> Result<Vec<Choice>, String> {
    crate::sched::ReplaySched::parse(text)?;
    let mut v = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let bad = || format!("bad choice line `{line}`");
        let kind = ChoiceKind::ALL
            .iter()
            .copied()
            .find(|k| format!("{k:?}") == f[0])
            .ok_or_else(bad)?;
        let n = f.get(1).and_then(|x| x.parse().ok()).ok_or_else(bad)?;
        let pick = f.get(2).and_then(|x| x.parse().ok()).ok_or_else(bad)?;
        v.push(Choice { kind, n, pick });
    }
    Ok(v)
}

/// The `KIND N PICK` text of a choice list (the `--record` format).
pub fn to_text(choices: &[Choice]) -> String {
    let mut s = String::new();
    for c in choices {
        s.push_str(&format!("{:?} {} {}\n", c.kind, c.n, c.pick));
    }
    s
}

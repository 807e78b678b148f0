//! Scheduling policies (docs/design.md §10): `random` (seeded ChaCha8, one stream per [`ChoiceKind`]),
//! `round-robin` and `replay`, plus a [`Recorder`] that logs every choice for a later replay.
//!
//! A choice with a single candidate (`n == 1`) is no choice: every policy answers 0 without
//! consuming randomness or a replay entry, so records hold only real decisions.

use super::{ChoiceKind, Scheduler};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;

/// Which policy resolves the choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    Random,
    RoundRobin,
    Replay,
}

/// One recorded decision: `kind`, number of candidates `n`, index picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub kind: ChoiceKind,
    pub n: u32,
    pub pick: u32,
}

/// Seeded random policy: one ChaCha8 stream per kind of choice (docs/design.md §10), so that changing
/// how often one kind is consulted does not shift the choices of the others.
pub struct RandomSched {
    rngs: Vec<ChaCha8Rng>,
}

impl RandomSched {
    pub fn new(seed: u64) -> RandomSched {
        let rngs = ChoiceKind::ALL
            .iter()
            .map(|k| {
                let mut r = ChaCha8Rng::seed_from_u64(seed);
                r.set_stream(k.stream());
                r
            })
            .collect();
        RandomSched { rngs }
    }
}

impl Scheduler for RandomSched {
    #[inline]
    fn choose(&mut self, kind: ChoiceKind, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        // Multiply-shift (Lemire) maps 64 random bits onto 0..n; the bias (< n / 2^64) is irrelevant
        // and the result is a pure function of the stream, hence identical on every machine.
        let x = self.rngs[kind as usize].next_u64();
        ((x as u128 * n as u128) >> 64) as usize
    }
}

/// Round-robin: per kind a counter that advances on every real choice; fast and deterministic.
#[derive(Default)]
pub struct RoundRobin {
    next: [u64; 13],
}

impl RoundRobin {
    pub fn new() -> RoundRobin {
        RoundRobin::default()
    }
}

impl Scheduler for RoundRobin {
    #[inline]
    fn choose(&mut self, kind: ChoiceKind, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let c = &mut self.next[kind as usize];
        let r = (*c % n as u64) as usize;
        *c = c.wrapping_add(1);
        r
    }
}

/// Replays a recorded choice list. A mismatch (other kind, other `n`, list exhausted) is kept in
/// `diverged` and answered with 0, so the run goes on and the caller reports the divergence.
pub struct ReplaySched {
    choices: Vec<Choice>,
    pos: usize,
    pub diverged: Option<String>,
}

impl ReplaySched {
    pub fn new(choices: Vec<Choice>) -> ReplaySched {
        ReplaySched {
            choices,
            pos: 0,
            diverged: None,
        }
    }
    /// Parse the text written by [`Recorder::to_text`].
    pub fn parse(text: &str) -> Result<ReplaySched, String> {
        let mut v = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut it = line.split_whitespace();
            let bad = || {
                format!(
                    "replay file line {}: expected `KIND N PICK`, found `{line}`",
                    i + 1
                )
            };
            let kind = it.next().and_then(kind_from_name).ok_or_else(bad)?;
            let n: u32 = it.next().and_then(|s| s.parse().ok()).ok_or_else(bad)?;
            let pick: u32 = it.next().and_then(|s| s.parse().ok()).ok_or_else(bad)?;
            if pick >= n || it.next().is_some() {
                return Err(bad());
            }
            v.push(Choice { kind, n, pick });
        }
        Ok(ReplaySched::new(v))
    }
    /// Choices not consumed yet.
    pub fn remaining(&self) -> usize {
        self.choices.len() - self.pos
    }
}

impl Scheduler for ReplaySched {
    /// The recording holds the answer the fairness rule forced: replay it as recorded.
    fn choose_fair(&mut self, kind: ChoiceKind, n: usize, _forced: Option<usize>) -> usize {
        self.choose(kind, n)
    }
    fn choose(&mut self, kind: ChoiceKind, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        match self.choices.get(self.pos) {
            Some(c) if c.kind == kind && c.n as usize == n => {
                self.pos += 1;
                c.pick as usize
            }
            other => {
                if self.diverged.is_none() {
                    self.diverged = Some(match other {
                        Some(c) => format!(
                            "replay diverged at choice {}: recorded {:?} of {}, asked {:?} of {}",
                            self.pos, c.kind, c.n, kind, n
                        ),
                        None => format!(
                            "replay list exhausted at choice {} ({:?} of {})",
                            self.pos, kind, n
                        ),
                    });
                }
                0
            }
        }
    }
}

/// Wraps a policy and records every real choice it makes.
pub struct Recorder<S> {
    pub inner: S,
    pub log: Vec<Choice>,
    /// Real choices made (recorded or not).
    pub count: u64,
    /// Keep the log (off: only count).
    pub keep: bool,
}

impl<S: Scheduler> Recorder<S> {
    pub fn new(inner: S) -> Recorder<S> {
        Recorder {
            inner,
            log: Vec::new(),
            count: 0,
            keep: true,
        }
    }
    /// One `KIND N PICK` line per choice (readable, diffable, parsed by [`ReplaySched::parse`]).
    pub fn to_text(&self) -> String {
        let mut s = String::with_capacity(self.log.len() * 16);
        for c in &self.log {
            let _ = writeln!(s, "{:?} {} {}", c.kind, c.n, c.pick);
        }
        s
    }
}

impl<S: Scheduler> Scheduler for Recorder<S> {
    fn choose_fair(&mut self, kind: ChoiceKind, n: usize, forced: Option<usize>) -> usize {
        let pick = self.inner.choose_fair(kind, n, forced);
        self.log_pick(kind, n, pick);
        pick
    }
    #[inline]
    fn choose(&mut self, kind: ChoiceKind, n: usize) -> usize {
        let pick = self.inner.choose(kind, n);
        self.log_pick(kind, n, pick);
        pick
    }
}

impl<S: Scheduler> Recorder<S> {
    #[inline]
    fn log_pick(&mut self, kind: ChoiceKind, n: usize, pick: usize) {
        if n > 1 {
            self.count += 1;
        }
        if n > 1 && self.keep {
            self.log.push(Choice {
                kind,
                n: n as u32,
                pick: pick as u32,
            });
        }
    }
}

impl Scheduler for Box<dyn Scheduler> {
    #[inline]
    fn choose(&mut self, kind: ChoiceKind, n: usize) -> usize {
        (**self).choose(kind, n)
    }
    fn choose_fair(&mut self, kind: ChoiceKind, n: usize, forced: Option<usize>) -> usize {
        (**self).choose_fair(kind, n, forced)
    }
}

fn kind_from_name(s: &str) -> Option<ChoiceKind> {
    ChoiceKind::ALL
        .iter()
        .copied()
        .find(|k| format!("{k:?}") == s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draw(s: &mut dyn Scheduler, kind: ChoiceKind, k: usize) -> Vec<usize> {
        (0..k).map(|_| s.choose(kind, 1000)).collect()
    }

    #[test]
    fn same_seed_same_sequence_different_seed_differs() {
        let a = draw(&mut RandomSched::new(7), ChoiceKind::ScheduleWarp, 50);
        let b = draw(&mut RandomSched::new(7), ChoiceKind::ScheduleWarp, 50);
        let c = draw(&mut RandomSched::new(8), ChoiceKind::ScheduleWarp, 50);
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert!(a.iter().all(|&x| x < 1000));
    }

    #[test]
    fn kinds_use_independent_streams() {
        // Interleaving draws of another kind must not shift the ScheduleWarp sequence.
        let plain = draw(&mut RandomSched::new(3), ChoiceKind::ScheduleWarp, 20);
        let mut s = RandomSched::new(3);
        let mut mixed = Vec::new();
        for _ in 0..20 {
            s.choose(ChoiceKind::MemStep, 17);
            s.choose(ChoiceKind::IssueBlock, 5);
            mixed.push(s.choose(ChoiceKind::ScheduleWarp, 1000));
        }
        assert_eq!(plain, mixed);
        // And the streams differ from each other.
        let other = draw(&mut RandomSched::new(3), ChoiceKind::MemStep, 20);
        assert_ne!(plain, other);
    }

    #[test]
    fn single_candidate_consumes_nothing() {
        let mut s = RandomSched::new(5);
        for _ in 0..10 {
            assert_eq!(s.choose(ChoiceKind::ScheduleWarp, 1), 0);
        }
        assert_eq!(
            draw(&mut s, ChoiceKind::ScheduleWarp, 5),
            draw(&mut RandomSched::new(5), ChoiceKind::ScheduleWarp, 5)
        );
    }

    #[test]
    fn round_robin_cycles() {
        let mut r = RoundRobin::new();
        let v: Vec<usize> = (0..7)
            .map(|_| r.choose(ChoiceKind::ScheduleWarp, 3))
            .collect();
        assert_eq!(v, vec![0, 1, 2, 0, 1, 2, 0]);
        assert_eq!(r.choose(ChoiceKind::EndBar, 4), 0, "per-kind counters");
    }

    #[test]
    fn record_replay_round_trip() {
        let mut rec = Recorder::new(RandomSched::new(11));
        let kinds = [
            ChoiceKind::ScheduleWarp,
            ChoiceKind::MemStep,
            ChoiceKind::IssueBlock,
        ];
        let mut orig = Vec::new();
        for i in 0..30 {
            orig.push(rec.choose(kinds[i % 3], 2 + i % 5));
            rec.choose(kinds[0], 1); // not recorded
        }
        let text = rec.to_text();
        assert_eq!(text.lines().count(), 30);
        let mut rep = ReplaySched::parse(&text).unwrap();
        let again: Vec<usize> = (0..30)
            .map(|i| rep.choose(kinds[i % 3], 2 + i % 5))
            .collect();
        assert_eq!(orig, again);
        assert_eq!(rep.diverged, None);
        assert_eq!(rep.remaining(), 0);
        rep.choose(ChoiceKind::MemStep, 2);
        assert!(rep
            .diverged
            .as_deref()
            .unwrap()
            .starts_with("replay list exhausted at choice 30"));
    }

    #[test]
    fn replay_reports_divergence_and_bad_lines() {
        let mut rep = ReplaySched::parse("ScheduleWarp 3 2\n").unwrap();
        assert_eq!(rep.choose(ChoiceKind::MemStep, 3), 0);
        assert_eq!(
            rep.diverged.as_deref(),
            Some("replay diverged at choice 0: recorded ScheduleWarp of 3, asked MemStep of 3")
        );
        assert_eq!(
            ReplaySched::parse("Bogus 3 1").err().as_deref(),
            Some("replay file line 1: expected `KIND N PICK`, found `Bogus 3 1`")
        );
        assert!(
            ReplaySched::parse("ScheduleWarp 3 3").is_err(),
            "pick must be < n"
        );
    }
}

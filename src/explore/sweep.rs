//! Seed sweeps: run one launch under many seeds of the random policy, in parallel
//! (rayon), and summarise the outcomes. Every seed runs through `device::run_launch`, the path of
//! `fermi-sim run`, so `fermi-sim run LAUNCH --seed N` reproduces any seed exactly.
//!
//! Input sweeps: the launch can come in several variants (scalar arguments set by
//! `--arg NAME=LO..HI`); every variant runs under every seed, and each outcome names the first
//! (arguments, seed) that gave it, variants in the order given, seeds ascending within one.
//!
//! Determinism: results are collected in run order and folded sequentially, so the summary is
//! the same for any number of jobs (tested in tests/it/sweep.rs).

use crate::checks::runtime::CheckSet;
use crate::device::MemoryModel;
use crate::launch::results::{BufferOut, RunResult, Status};
use crate::launch::run::{run_launch, RunSettings};
use crate::launch::Launch;
use crate::sched::RandomSched;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};

/// Settings of a sweep.
#[derive(Clone, Debug)]
pub struct SweepOptions {
    pub seeds: std::ops::Range<u64>,
    /// Worker threads (0 = all cores; 1 = sequential, no thread pool).
    pub jobs: usize,
    pub memory: MemoryModel,
    pub progress: bool,
    /// The run-time checks of every run (default: `run`'s).
    pub checks: CheckSet,
}

/// One variant of the launch: its scalar arguments as `NAME=VALUE` (empty: as the manifest
/// gives them) and the prepared launch.
pub struct Variant {
    pub args: Vec<String>,
    pub launch: Launch,
}

/// One distinct failure: status, diagnostic kind and source lines; the first seed and count.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Failure {
    pub status: Status,
    pub kind: String,
    pub lines: Vec<u32>,
    pub message: String,
    pub first_seed: u64,
    /// The arguments of the first run that gave it (`NAME=VALUE`; empty without `--arg`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub first_args: Vec<String>,
    pub count: u64,
}

/// One distinct final memory with the number of seeds and the first seed that gave it.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct MemoryOutcome {
    pub buffers: BTreeMap<String, BufferOut>,
    pub count: u64,
    pub first_seed: u64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub first_args: Vec<String>,
}

/// What a sweep found.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SweepSummary {
    /// Runs (seeds × variants).
    pub seeds: u64,
    /// Runs per status name.
    pub status: BTreeMap<String, u64>,
    /// Runs per diagnostic kind.
    pub diagnostics: BTreeMap<String, u64>,
    pub distinct_final_memories: usize,
    pub final_memories: Vec<MemoryOutcome>,
    pub failures: Vec<Failure>,
}

/// The parts of one seed's result a summary needs.
struct Seen {
    seed: u64,
    variant: usize,
    r: RunResult,
}

fn run_seed(v: &[Variant], variant: usize, seed: u64, opt: &SweepOptions) -> Seen {
    let settings = RunSettings {
        seed,
        memory: opt.memory,
        checks: opt.checks,
        check_memory: opt.checks.memory,
        ..RunSettings::default()
    };
    let r = run_launch(&v[variant].launch, &mut RandomSched::new(seed), settings);
    Seen { seed, variant, r }
}

/// The summary built up seed by seed, in seed order.
struct Folder<'a> {
    s: SweepSummary,
    variants: &'a [Variant],
    // Keys are looked up only; output order is first-seen (seed) order.
    mem_index: std::collections::HashMap<String, usize>,
}

impl<'a> Folder<'a> {
    fn new(variants: &'a [Variant]) -> Folder<'a> {
        Folder {
            variants,
            s: SweepSummary {
                seeds: 0,
                status: BTreeMap::new(),
                diagnostics: BTreeMap::new(),
                distinct_final_memories: 0,
                final_memories: Vec::new(),
                failures: Vec::new(),
            },
            mem_index: Default::default(),
        }
    }

    fn add(&mut self, Seen { seed, variant, r }: Seen) {
        let args = &self.variants[variant].args;
        let s = &mut self.s;
        s.seeds += 1;
        *s.status.entry(r.status.name().to_string()).or_insert(0) += 1;
        for d in &r.diagnostics {
            *s.diagnostics.entry(d.kind.clone()).or_insert(0) += 1;
            match s
                .failures
                .iter_mut()
                .find(|f| f.status == r.status && f.kind == d.kind && f.lines == d.lines)
            {
                Some(f) => f.count += 1,
                None => s.failures.push(Failure {
                    status: r.status,
                    kind: d.kind.clone(),
                    lines: d.lines.clone(),
                    message: d.message.clone(),
                    first_seed: seed,
                    first_args: args.clone(),
                    count: 1,
                }),
            }
        }
        if r.status == Status::Completed {
            let key = serde_json::to_string(&r.buffers).unwrap_or_default();
            match self.mem_index.get(&key) {
                Some(&i) => s.final_memories[i].count += 1,
                None => {
                    self.mem_index.insert(key, s.final_memories.len());
                    s.final_memories.push(MemoryOutcome {
                        buffers: r.buffers,
                        count: 1,
                        first_seed: seed,
                        first_args: args.clone(),
                    });
                }
            }
        }
    }

    fn finish(mut self) -> SweepSummary {
        self.s.distinct_final_memories = self.s.final_memories.len();
        self.s
    }
}

/// Seeds run between two folds: results wait in memory only this many at a time, so a sweep
/// of any length runs in bounded memory.
const CHUNK: u64 = 1 << 12;

/// Run the seeds of `opt` and summarise (module doc).
pub fn sweep(l: &Launch, opt: &SweepOptions) -> SweepSummary {
    let v = [Variant {
        args: Vec::new(),
        launch: l.clone(),
    }];
    sweep_variants(&v, opt)
}

/// Run every variant under the seeds of `opt` and summarise (module doc).
pub fn sweep_variants(variants: &[Variant], opt: &SweepOptions) -> SweepSummary {
    let per = opt.seeds.end.saturating_sub(opt.seeds.start);
    let total = per.saturating_mul(variants.len() as u64);
    let bar = if opt.progress && std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        let b = indicatif::ProgressBar::new(total);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} runs  {per_sec}  {msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    } else {
        indicatif::ProgressBar::hidden()
    };
    let ok = AtomicU64::new(0);
    let bad = AtomicU64::new(0);
    // Run k of the sweep: variant k / per, seed start + k % per.
    let one = |k: u64| {
        let s = run_seed(variants, (k / per) as usize, opt.seeds.start + k % per, opt);
        if s.r.status == Status::Completed && s.r.diagnostics.is_empty() {
            ok.fetch_add(1, Ordering::Relaxed);
        } else {
            bad.fetch_add(1, Ordering::Relaxed);
        }
        bar.inc(1);
        let (o, b) = (ok.load(Ordering::Relaxed), bad.load(Ordering::Relaxed));
        bar.set_message(format!("ok {o}  failing {b}"));
        s
    };
    let pool = if opt.jobs == 1 {
        None
    } else {
        rayon::ThreadPoolBuilder::new()
            .num_threads(opt.jobs)
            .build()
            .ok()
    };
    let mut folder = Folder::new(variants);
    let mut start = 0;
    while start < total {
        let end = start.saturating_add(CHUNK).min(total);
        let results: Vec<Seen> = match &pool {
            Some(p) => p.install(|| (start..end).into_par_iter().map(one).collect()),
            None => (start..end).map(one).collect(),
        };
        for r in results {
            folder.add(r);
        }
        start = end;
    }
    bar.finish_and_clear();
    folder.finish()
}

/// Seeds `A..B` or `N`, as in a manifest's `test` section.
pub use crate::launch::manifest::parse_seeds;

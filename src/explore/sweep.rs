//! Seed sweeps: run one launch under many seeds of the random policy, in parallel
//! (worker threads taking runs in order), and summarise the outcomes. Every seed runs through `device::run_launch`, the path of
//! `fermi-sim run`, so `fermi-sim run LAUNCH --seed N` reproduces any seed exactly.
//!
//! Input sweeps: the launch can come in several variants (scalar arguments set by
//! `--arg NAME=LO..HI`); every variant runs under every seed, and each outcome names the first
//! (arguments, seed) that gave it, variants in the order given, seeds ascending within one.
//!
//! Determinism: results are collected in run order and folded sequentially, so the summary is
//! the same for any number of jobs (tested in tests/it/sweep.rs). Results wait in memory only
//! until every earlier run finished (about one per worker), so a sweep of any length runs in
//! bounded memory and its records are written as the runs finish.

use crate::checks::runtime::CheckSet;
use crate::device::MemoryModel;
use crate::launch::results::{BufferOut, RunResult, Status};
use crate::launch::run::{run_launch, RunSettings};
use crate::launch::Launch;
use crate::sched::RandomSched;
use crate::verdict::Kind;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};

/// Settings of a sweep.
#[derive(Clone, Debug)]
pub struct SweepOptions {
    pub seeds: std::ops::Range<u64>,
    /// Run only shard K of N (1-based): run `k` of the sweep belongs to shard `k mod N + 1`
    /// (`None`: every run).
    pub partition: Option<(usize, usize)>,
    /// Worker threads (0 = all cores; 1 = sequential, no thread pool).
    pub jobs: usize,
    pub memory: MemoryModel,
    pub progress: bool,
    /// The run-time checks of every run (default: `run`'s).
    pub checks: CheckSet,
    /// Fast execution (`run --fast`).
    pub fast: bool,
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
    pub kind: Kind,
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
    pub diagnostics: BTreeMap<Kind, u64>,
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
        fast: opt.fast,
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
        let args = self.variants[variant].args.clone();
        let key = (r.status == Status::Completed)
            .then(|| serde_json::to_string(&r.buffers).unwrap_or_default());
        let diags: Vec<(Kind, Vec<u32>, String)> = r
            .diagnostics
            .iter()
            .map(|d| (d.kind, d.lines.clone(), d.message.clone()))
            .collect();
        let buffers = r.buffers;
        self.add_parts(seed, &args, r.status, &diags, key, move || Some(buffers));
    }

    /// Fold one run: its seed and arguments, status, diagnostics `(kind, lines, message)`, the
    /// key of its final memory (completed runs) and, when asked, the final memory itself.
    fn add_parts(
        &mut self,
        seed: u64,
        args: &[String],
        status: Status,
        diags: &[(Kind, Vec<u32>, String)],
        mem_key: Option<String>,
        buffers: impl FnOnce() -> Option<BTreeMap<String, BufferOut>>,
    ) {
        let s = &mut self.s;
        s.seeds += 1;
        *s.status.entry(status.name().to_string()).or_insert(0) += 1;
        for (kind, lines, message) in diags {
            *s.diagnostics.entry(*kind).or_insert(0) += 1;
            match s
                .failures
                .iter_mut()
                .find(|f| f.status == status && &f.kind == kind && &f.lines == lines)
            {
                Some(f) => f.count += 1,
                None => s.failures.push(Failure {
                    status,
                    kind: *kind,
                    lines: lines.clone(),
                    message: message.clone(),
                    first_seed: seed,
                    first_args: args.to_vec(),
                    count: 1,
                }),
            }
        }
        if let Some(key) = mem_key {
            match self.mem_index.get(&key) {
                Some(&i) => s.final_memories[i].count += 1,
                None => {
                    self.mem_index.insert(key, s.final_memories.len());
                    s.final_memories.push(MemoryOutcome {
                        buffers: buffers().unwrap_or_default(),
                        count: 1,
                        first_seed: seed,
                        first_args: args.to_vec(),
                    });
                }
            }
        }
    }

    /// Fold one run's record (its final memory keyed by digest).
    fn add_record(&mut self, r: &RunRecord) -> Result<(), String> {
        let status = Status::from_name(&r.status)
            .ok_or_else(|| format!("run {}: unknown status `{}`", r.run, r.status))?;
        let buffers = || {
            r.buffers.as_ref().map(|m| {
                m.iter()
                    .map(|(k, (ty, hex))| {
                        let bytes = (0..hex.len() / 2)
                            .filter_map(|i| u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok())
                            .collect();
                        (
                            k.clone(),
                            BufferOut {
                                ty: ty.clone(),
                                bytes,
                            },
                        )
                    })
                    .collect()
            })
        };
        self.add_parts(
            r.seed,
            &r.args,
            status,
            &r.diagnostics,
            r.memory.clone(),
            buffers,
        );
        Ok(())
    }

    fn finish(mut self) -> SweepSummary {
        self.s.distinct_final_memories = self.s.final_memories.len();
        self.s
    }
}

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
    sweep_records(variants, opt, None)
}

/// [`sweep_variants`], handing the record of every run to `emit` (if any), in run order. The
/// records are built only for `emit` (one carries the run's final memory in hex).
pub fn sweep_records(
    variants: &[Variant],
    opt: &SweepOptions,
    emit: Option<&mut dyn FnMut(&RunRecord)>,
) -> SweepSummary {
    struct Emit<'e>(&'e mut dyn FnMut(&RunRecord));
    impl SweepSink for Emit<'_> {
        fn ran(&mut self, r: &RunRecord) {
            (self.0)(r)
        }
        fn resumed(&mut self, run: u64) -> Result<RunRecord, String> {
            Err(format!("run {run} was not run"))
        }
    }
    let mut e = emit.map(Emit);
    sweep_resumable(
        variants,
        opt,
        &Control::default(),
        e.as_mut().map(|e| e as &mut dyn SweepSink),
    )
    .map(|r| r.summary)
    .unwrap_or_else(|_| unreachable!("nothing is resumed"))
}

/// Where the records of a sweep go, in run order, as the runs finish (`sweep --out`).
pub trait SweepSink {
    /// A run that just finished (every earlier run of the shard was handed on before).
    fn ran(&mut self, r: &RunRecord);
    /// The record of run `run`, done by an earlier, cut-off sweep ([`Control::done`]): it is
    /// handed on in its place and folded into the summary.
    fn resumed(&mut self, run: u64) -> Result<RunRecord, String>;
}

/// How a sweep may be cut short or resumed.
#[derive(Default)]
pub struct Control<'a> {
    /// Runs (numbers in the whole sweep) that are not run again: an earlier, cut-off sweep did
    /// them, and the sink gives their records ([`SweepSink::resumed`]).
    pub done: Option<&'a (dyn Fn(u64) -> bool + Sync)>,
    /// Set (by a signal handler) to start no more runs; the runs in progress finish.
    pub stop: Option<&'a std::sync::atomic::AtomicBool>,
}

/// What [`sweep_resumable`] did.
pub struct SweepRun {
    pub summary: SweepSummary,
    /// Runs of this shard, and how many of them are in the summary (fewer when stopped).
    pub total: u64,
    pub done: u64,
}

/// Run (the missing runs of) a sweep: runs are started in run order by `jobs` workers, and each
/// is handed to `sink` and folded as soon as every earlier one is, so what is written stays a
/// prefix of the run order and the results in memory stay about `jobs` many. With a sink, the
/// summary is folded from the records (as `fermi-sim merge` folds them), so resumed and fresh
/// runs count alike. Errors: the sink's, for a resumed run.
pub fn sweep_resumable(
    variants: &[Variant],
    opt: &SweepOptions,
    ctl: &Control,
    mut sink: Option<&mut dyn SweepSink>,
) -> Result<SweepRun, String> {
    let per = opt.seeds.end.saturating_sub(opt.seeds.start);
    let all = per.saturating_mul(variants.len() as u64);
    let (k0, n) = opt
        .partition
        .map_or((0, 1), |(k, n)| (k as u64 - 1, n as u64));
    // This shard's runs are k0, k0 + n, k0 + 2n, ... (position i is run k0 + i n).
    let total = all.saturating_sub(k0).div_ceil(n);
    let bar = super::progress_bar(
        opt.progress,
        total,
        "{bar:30} {pos}/{len} runs  {rate} runs/s  ETA {eta}  {msg}",
    );
    let ok = AtomicU64::new(0);
    let bad = AtomicU64::new(0);
    let stopped = || ctl.stop.is_some_and(|s| s.load(Ordering::SeqCst));
    let is_done = |k: u64| ctl.done.is_some_and(|d| d(k));
    // Run k of the sweep: variant k / per, seed start + k % per.
    let one = |i: u64| -> Option<Seen> {
        let k = k0 + i * n;
        if is_done(k) {
            bar.inc(1);
            return None;
        }
        let s = run_seed(variants, (k / per) as usize, opt.seeds.start + k % per, opt);
        if s.r.status == Status::Completed && s.r.diagnostics.is_empty() {
            ok.fetch_add(1, Ordering::Relaxed);
        } else {
            bad.fetch_add(1, Ordering::Relaxed);
        }
        bar.inc(1);
        let (o, b) = (ok.load(Ordering::Relaxed), bad.load(Ordering::Relaxed));
        bar.set_message(format!("ok {o}  failing {b}"));
        Some(s)
    };
    let workers = match opt.jobs {
        0 => std::thread::available_parallelism().map_or(1, |c| c.get()),
        j => j,
    }
    .max(1);
    let mut folder = Folder::new(variants);
    let mut folded = 0u64;
    let mut failed: Option<String> = None;
    // Fold position i (in order).
    let mut fold = |i: u64, seen: Option<Seen>, folder: &mut Folder| {
        let k = k0 + i * n;
        match (&mut sink, seen) {
            (None, Some(s)) => folder.add(s),
            (Some(sink), Some(s)) => {
                let r = RunRecord::of(k, &s, variants);
                sink.ran(&r);
                folder.add_record(&r)?;
            }
            (Some(sink), None) => {
                let r = sink.resumed(k)?;
                if r.run != k {
                    return Err(format!("run {k} expected, found run {}", r.run));
                }
                folder.add_record(&r)?;
            }
            (None, None) => return Err(format!("run {k} was not run")),
        }
        Ok::<(), String>(())
    };
    let next = AtomicU64::new(0);
    std::thread::scope(|sc| {
        let (tx, rx) = std::sync::mpsc::channel::<(u64, Option<Seen>)>();
        for _ in 0..workers {
            let tx = tx.clone();
            let (next, one, stopped) = (&next, &one, &stopped);
            sc.spawn(move || loop {
                if stopped() {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= total {
                    break;
                }
                if tx.send((i, one(i))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        // Results arrive in any order; they are folded in run order.
        let mut pending: BTreeMap<u64, Option<Seen>> = BTreeMap::new();
        for (i, s) in rx {
            pending.insert(i, s);
            while let Some(s) = pending.remove(&folded) {
                if failed.is_none() {
                    if let Err(e) = fold(folded, s, &mut folder) {
                        failed = Some(e);
                        // No more runs: the result is an error.
                        next.store(total, Ordering::SeqCst);
                    }
                }
                folded += 1;
            }
        }
    });
    bar.finish_and_clear();
    if let Some(e) = failed {
        return Err(e);
    }
    Ok(SweepRun {
        summary: folder.finish(),
        total,
        done: folded,
    })
}

/// Seeds `A..B` or `N`, as in a manifest's `test` section.
pub use crate::launch::manifest::parse_seeds;

/// One run of a sweep as a shard file keeps it (JSON Lines, `sweep --out`): enough to fold it
/// into the summary again (`fermi-sim merge`).
#[derive(Clone, Debug, Serialize, serde::Deserialize, PartialEq)]
pub struct RunRecord {
    /// Position in the whole sweep (variants in order, seeds ascending within one).
    pub run: u64,
    pub seed: u64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<String>,
    pub status: String,
    /// `(kind, lines, message)` of every diagnostic.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagnostics: Vec<(Kind, Vec<u32>, String)>,
    /// 128-bit digest of the final memory (completed runs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory: Option<String>,
    /// The final memory: element type and bytes (hex) per buffer (completed runs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub buffers: Option<BTreeMap<String, (crate::launch::manifest::BufTy, String)>>,
}

impl RunRecord {
    fn of(run: u64, s: &Seen, variants: &[Variant]) -> RunRecord {
        let completed = s.r.status == Status::Completed;
        let mut memory = None;
        let mut buffers = None;
        if completed {
            use std::hash::Hasher;
            let mut h = crate::fasthash::Fp128::new();
            let mut bufs = BTreeMap::new();
            for (name, b) in &s.r.buffers {
                h.write(name.as_bytes());
                h.write(&b.bytes);
                let hex: String = b.bytes.iter().map(|x| format!("{x:02x}")).collect();
                bufs.insert(name.clone(), (b.ty.clone(), hex));
            }
            memory = Some(format!("{:032x}", h.finish128()));
            buffers = Some(bufs);
        }
        RunRecord {
            run,
            seed: s.seed,
            args: variants[s.variant].args.clone(),
            status: s.r.status.name().to_string(),
            diagnostics: s
                .r
                .diagnostics
                .iter()
                .map(|d| (d.kind, d.lines.clone(), d.message.clone()))
                .collect(),
            memory,
            buffers,
        }
    }
}

/// Fold records in run order (the shards of a sweep merged by run number) into the summary a
/// single sweep prints. Errors: a record out of order or with an unknown status, or the
/// reader's own.
pub fn fold_records(
    records: impl Iterator<Item = Result<RunRecord, String>>,
) -> Result<SweepSummary, String> {
    let mut folder = Folder::new(&[]);
    let mut last: Option<u64> = None;
    for r in records {
        let r = r?;
        if last.is_some_and(|l| r.run <= l) {
            return Err(format!(
                "run {} comes after run {}",
                r.run,
                last.unwrap_or(0)
            ));
        }
        last = Some(r.run);
        folder.add_record(&r)?;
    }
    Ok(folder.finish())
}

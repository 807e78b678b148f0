//! `fermi-sim test`: every launch manifest under some folders runs with its expectations, once
//! per seed × warp size × memory model its `test` section asks for (docs/testing.md).
//!
//! The cases are listed in a fixed order (manifest path, then warp size, memory model, seed), run
//! in parallel, and reported in that order, so a suite's output is the same on every machine
//! apart from the timings of `--junit` and `--json`.

pub mod junit;

use crate::checks::runtime::CheckSet;
use crate::config::Scheduling;
use crate::device::MemoryModel;
use crate::launch::manifest::{parse_seeds, InputError, Manifest, TestMemory};
use crate::launch::results::compare_with;
use crate::launch::run::{run_launch, RunSettings};
use crate::launch::{prepare_cached, Overrides, ProgCache};
use crate::sched::RandomSched;
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// One test case: a manifest run with one seed in one mode.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    pub manifest: PathBuf,
    pub seed: u64,
    /// `None`: the manifest's (or its config's) warp size.
    pub warp_size: Option<u32>,
    pub memory: TestMemory,
    /// The thread scheduling the case runs under; `None`: the config's.
    pub scheduling: Option<Scheduling>,
    /// The status the case must end with: the mode's, else the manifest's, else `completed`.
    pub status: String,
    /// Diagnostic kinds the case must report; a finding of a check of another kind fails it.
    pub diagnostics: Vec<String>,
    /// Checks besides the default set (`test.checks`).
    pub checks: Vec<String>,
    /// `test.skip`: the case is reported as skipped with this reason.
    pub skip: Option<String>,
    /// The manifest could not be read: the one case of the manifest fails with this message.
    pub broken: Option<String>,
}

fn memory_name(m: TestMemory) -> &'static str {
    match m {
        TestMemory::Fermi => "fermi",
        TestMemory::Flat => "flat",
    }
}

impl Case {
    /// `PATH [seed=N, warp_size=W, memory=M]`, and `, scheduling=its` for a case under
    /// independent thread scheduling; what `--filter` matches.
    pub fn name(&self) -> String {
        format!(
            "{} [seed={}, warp_size={}, memory={}{}]",
            self.manifest.display(),
            self.seed,
            self.warp_size
                .map_or_else(|| "default".to_string(), |w| w.to_string()),
            memory_name(self.memory),
            if self.scheduling == Some(Scheduling::Its) {
                ", scheduling=its"
            } else {
                ""
            }
        )
    }

    /// The `run` command that repeats this case's run.
    pub fn replay(&self) -> String {
        let mut s = format!(
            "fermi-sim run {} --seed {}",
            self.manifest.display(),
            self.seed
        );
        if let Some(w) = self.warp_size {
            s.push_str(&format!(" --warp-size {w}"));
        }
        if self.memory == TestMemory::Flat {
            s.push_str(" --memory flat");
        }
        match self.scheduling {
            Some(Scheduling::Its) => s.push_str(" --scheduling its"),
            Some(Scheduling::Simt) => s.push_str(" --scheduling simt"),
            None => {}
        }
        for c in &self.checks {
            s.push_str(&format!(" --check {c}"));
        }
        s
    }
}

/// How a case ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Passed,
    /// What differs from the expectations.
    Failed(Vec<String>),
    Skipped(String),
}

/// A case and what its run gave.
#[derive(Clone, Debug)]
pub struct CaseResult {
    pub case: Case,
    pub outcome: Outcome,
    /// The run's status (`None` when it did not run).
    pub status: Option<String>,
    /// The kinds of the diagnostics the run reported.
    pub kinds: Vec<crate::verdict::Kind>,
    /// Wall time of the case, including loading its manifest (shared by the cases of a mode).
    pub seconds: f64,
}

/// The launch manifests named by `paths`: files given directly, and every `*.launch.ron` in the
/// folders given, at any depth; sorted, without repeats.
pub fn discover(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_file() {
            out.push(p.clone());
        } else if p.is_dir() {
            walk(p, &mut out).map_err(|e| format!("{}: {e}", p.display()))?;
        } else {
            return Err(format!("{}: no such file or folder", p.display()));
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for p in entries {
        // Symbolic links to folders are not followed (no cycles).
        let meta = std::fs::symlink_metadata(&p)?;
        if meta.is_dir() {
            // Hidden folders (`.git`) and build caches (a cargo `target/` carries CACHEDIR.TAG)
            // hold no suite.
            let hidden = p
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'));
            if !hidden && !p.join("CACHEDIR.TAG").exists() {
                walk(&p, out)?;
            }
        } else if p.to_string_lossy().ends_with(".launch.ron") {
            out.push(p);
        }
    }
    Ok(())
}

/// The cases of one manifest, in order: scheduling (as given), warp size, memory model, seed.
/// A case under independent thread scheduling takes its expectations from the manifest's `its`
/// section where it gives them, and runs its seeds. A manifest that does not parse gives one
/// broken case.
pub fn cases_of(path: &Path, schedulings: &[Option<Scheduling>]) -> Vec<Case> {
    let file = path.display().to_string();
    let broken = |message: String| Case {
        manifest: path.to_path_buf(),
        seed: 1,
        warp_size: None,
        memory: TestMemory::Fermi,
        scheduling: schedulings.first().copied().flatten(),
        status: "completed".into(),
        diagnostics: Vec::new(),
        checks: Vec::new(),
        skip: None,
        broken: Some(message),
    };
    let text = match crate::input::read_text(path, crate::input::MAX_MANIFEST_BYTES) {
        Ok(t) => t,
        Err(e) => return vec![broken(e.in_file(&format!("{file}: cannot read")))],
    };
    let m = match Manifest::parse(&text, &file) {
        Ok(m) => m,
        Err(e) => return vec![broken(e.to_string())],
    };
    let spec = m.test.clone().unwrap_or(crate::launch::manifest::TestSpec {
        seeds: "1..2".into(),
        warp_sizes: Vec::new(),
        memory: Vec::new(),
        modes: Vec::new(),
        checks: Vec::new(),
        skip: None,
    });
    let range = |field: &str, s: &str| match parse_seeds(s) {
        Ok(s) if s.end - s.start <= crate::launch::MAX_TEST_CASES => Ok(s),
        Ok(_) => Err(format!("{file}: field `{field}`: too many seeds")),
        Err(e) => Err(format!("{file}: field `{field}`: {e}")),
    };
    let seeds = match range("test.seeds", &spec.seeds) {
        Ok(s) => s,
        Err(m) => return vec![broken(m)],
    };
    let its_seeds = match m.its.as_ref().and_then(|i| i.seeds.as_deref()) {
        Some(s) => match range("its.seeds", s) {
            Ok(s) => s,
            Err(m) => return vec![broken(m)],
        },
        None => seeds.clone(),
    };
    let warps: Vec<Option<u32>> = if spec.warp_sizes.is_empty() {
        vec![None]
    } else {
        spec.warp_sizes.iter().map(|&w| Some(w)).collect()
    };
    let memories = if spec.memory.is_empty() {
        vec![TestMemory::Fermi]
    } else {
        spec.memory.clone()
    };
    let mut out = Vec::new();
    for &sched in schedulings {
        let its = if sched == Some(Scheduling::Its) {
            m.its.as_ref()
        } else {
            None
        };
        for &w in &warps {
            for &mem in &memories {
                // The first mode entry that matches this warp size and memory model.
                let mode = spec.modes.iter().find(|md| {
                    md.warp_size.is_none_or(|x| Some(x) == w) && md.memory.is_none_or(|x| x == mem)
                });
                let status = its
                    .and_then(|i| i.expected_status.clone())
                    .or_else(|| mode.and_then(|md| md.expected_status.clone()))
                    .or_else(|| m.expected_status.clone())
                    .unwrap_or_else(|| "completed".into());
                let diagnostics = its
                    .and_then(|i| i.expected_diagnostics.clone())
                    .or_else(|| mode.and_then(|md| md.expected_diagnostics.clone()))
                    .or_else(|| m.expected_diagnostics.clone())
                    .unwrap_or_default();
                let seeds = if sched == Some(Scheduling::Its) {
                    its_seeds.clone()
                } else {
                    seeds.clone()
                };
                for seed in seeds {
                    out.push(Case {
                        manifest: path.to_path_buf(),
                        seed,
                        warp_size: w,
                        memory: mem,
                        scheduling: sched,
                        status: status.clone(),
                        diagnostics: diagnostics.clone(),
                        checks: spec.checks.clone(),
                        skip: spec.skip.clone(),
                        broken: None,
                    });
                }
            }
        }
    }
    out
}

/// Parse `K/N` (1 ≤ K ≤ N): the K-th of N shards.
pub fn parse_partition(s: &str) -> Result<(usize, usize), String> {
    let bad = || format!("expected K/N with 1 <= K <= N, found `{s}`");
    let (k, n) = s.split_once('/').ok_or_else(bad)?;
    let k: usize = k.trim().parse().map_err(|_| bad())?;
    let n: usize = n.trim().parse().map_err(|_| bad())?;
    if k == 0 || k > n {
        return Err(bad());
    }
    Ok((k, n))
}

/// The cases of `cases` whose name contains `filter`, then those of shard `k` of `n` (case
/// `i` of the filtered list belongs to shard `i % n + 1`).
pub fn select(cases: Vec<Case>, filter: Option<&str>, part: Option<(usize, usize)>) -> Vec<Case> {
    cases
        .into_iter()
        .filter(|c| filter.is_none_or(|f| c.name().contains(f)))
        .enumerate()
        .filter(|(i, _)| part.is_none_or(|(k, n)| i % n + 1 == k))
        .map(|(_, c)| c)
        .collect()
}

/// Run the cases on `jobs` threads (0: one per core); the results in the cases' order.
/// `on_done` is called after each case (in completion order), e.g. for a progress bar.
pub fn run_cases(
    cases: &[Case],
    jobs: usize,
    on_done: &(dyn Fn(&CaseResult) + Sync),
) -> Vec<CaseResult> {
    // Cases of one manifest, scheduling and warp size share one prepared launch: consecutive
    // runs.
    let mut groups: Vec<&[Case]> = Vec::new();
    let mut start = 0;
    for i in 1..=cases.len() {
        if i == cases.len()
            || cases[i].manifest != cases[start].manifest
            || cases[i].warp_size != cases[start].warp_size
            || cases[i].scheduling != cases[start].scheduling
        {
            groups.push(&cases[start..i]);
            start = i;
        }
    }
    // Manifests of one folder mostly share a module: load it once.
    let cache = ProgCache::default();
    let work = || -> Vec<CaseResult> {
        groups
            .par_iter()
            .flat_map_iter(|g| {
                let r = run_group(g, &cache);
                r.iter().for_each(on_done);
                r
            })
            .collect()
    };
    match rayon::ThreadPoolBuilder::new().num_threads(jobs).build() {
        Ok(pool) => pool.install(work),
        Err(_) => work(),
    }
}

/// Run cases of one manifest, scheduling and warp size.
fn run_group(g: &[Case], cache: &ProgCache) -> Vec<CaseResult> {
    let t0 = Instant::now();
    let first = &g[0];
    let not_run = |c: &Case, outcome: Outcome, t: f64| CaseResult {
        case: c.clone(),
        outcome,
        status: None,
        kinds: Vec::new(),
        seconds: t,
    };
    if let Some(reason) = &first.skip {
        return g
            .iter()
            .map(|c| not_run(c, Outcome::Skipped(reason.clone()), 0.0))
            .collect();
    }
    if let Some(message) = &first.broken {
        return vec![not_run(first, Outcome::Failed(vec![message.clone()]), 0.0)];
    }
    let ov = Overrides {
        warp_size: first.warp_size,
        ..Overrides::default()
    };
    let l = match prepare_cached(&first.manifest, &ov, cache) {
        Ok(mut l) => {
            if let Some(s) = first.scheduling {
                l.config.scheduling = s;
            }
            l
        }
        Err(e) => {
            let t = t0.elapsed().as_secs_f64();
            return g
                .iter()
                .map(|c| not_run(c, Outcome::Failed(vec![e.to_string()]), t))
                .collect();
        }
    };
    let checks = match CheckSet::parse(&first.checks) {
        Ok(c) => c,
        Err(m) => {
            let e = InputError {
                file: first.manifest.display().to_string(),
                field: "test.checks".into(),
                message: m,
            };
            return g
                .iter()
                .map(|c| not_run(c, Outcome::Failed(vec![e.to_string()]), 0.0))
                .collect();
        }
    };
    let load = t0.elapsed().as_secs_f64() / g.len() as f64;
    g.iter()
        .map(|c| {
            let t = Instant::now();
            let r = run_launch(
                &l,
                &mut RandomSched::new(c.seed),
                RunSettings {
                    seed: c.seed,
                    memory: match c.memory {
                        TestMemory::Fermi => MemoryModel::Fermi,
                        TestMemory::Flat => MemoryModel::Flat,
                    },
                    checks,
                    check_memory: checks.memory,
                    ..RunSettings::default()
                },
            );
            let mut why = compare_with(&l, &r, Some(&c.status), Some(&c.diagnostics));
            // A check's finding the case does not expect fails it, even when the status
            // (`completed` for a run whose only diagnostics are findings) matches; warnings
            // (intra-warp and benign races) do not.
            for d in &r.diagnostics {
                let k = d.kind;
                if k.is_finding() && !k.is_warning() && !c.diagnostics.iter().any(|x| k == *x) {
                    why.push(format!("unexpected {k}: {}", d.message));
                }
            }
            why.dedup();
            CaseResult {
                case: c.clone(),
                outcome: if why.is_empty() {
                    Outcome::Passed
                } else {
                    Outcome::Failed(why)
                },
                status: Some(r.status.name().to_string()),
                kinds: r.diagnostics.iter().map(|d| d.kind).collect(),
                seconds: load + t.elapsed().as_secs_f64(),
            }
        })
        .collect()
}

/// Counts of passed, failed and skipped cases.
pub fn tally(results: &[CaseResult]) -> (usize, usize, usize) {
    let mut t = (0, 0, 0);
    for r in results {
        match r.outcome {
            Outcome::Passed => t.0 += 1,
            Outcome::Failed(_) => t.1 += 1,
            Outcome::Skipped(_) => t.2 += 1,
        }
    }
    t
}

/// The summary line: `N passed, N failed` and `, N skipped` when some were.
pub fn summary_line(results: &[CaseResult]) -> String {
    let (p, f, s) = tally(results);
    let mut line = format!("{p} passed, {f} failed");
    if s > 0 {
        line.push_str(&format!(", {s} skipped"));
    }
    line
}

//! `fermi-sim test [PATHS...]`: run every launch manifest under PATHS with its expectations
//! (src/suite/, docs/testing.md). Exit status 0 when every case passes, 1 when one fails, 2 for
//! bad arguments.

use crate::suite::{self, Outcome};
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct TestArgs {
    /// Folders to search for `*.launch.ron` (at any depth) and manifests (default: the current
    /// folder).
    pub paths: Vec<PathBuf>,
    /// Worker threads (0 = all cores).
    #[arg(short = 'j', long, default_value_t = 0, value_parser = super::sweep::parse_jobs, help_heading = super::COMMON)]
    pub jobs: usize,
    /// Only the cases whose name (`PATH [seed=N, warp_size=W, memory=M]`) contains SUBSTR.
    #[arg(long, value_name = "SUBSTR")]
    pub filter: Option<String>,
    /// Only shard K of N (1-based) of the selected cases: case i goes to shard i mod N + 1.
    #[arg(long, value_name = "K/N", value_parser = suite::parse_partition)]
    pub partition: Option<(usize, usize)>,
    /// Write a JUnit XML report (for CI systems) into FILE.
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
    /// Print one JSON object per case on stdout (the summary line goes to stderr).
    #[arg(long)]
    pub json: bool,
    /// List the selected cases without running them.
    #[arg(long)]
    pub list: bool,
    /// Thread scheduling of the cases: `simt`, `its` (independent thread scheduling, with the
    /// manifests' `its` expectations, docs/its.md) or `both` (each case under each); default:
    /// the config's.
    #[arg(long, value_enum, value_name = "SCHED")]
    pub scheduling: Option<super::portability::SchedulingArg>,
}

pub fn main(a: TestArgs) -> i32 {
    let part = a.partition;
    let paths = if a.paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        a.paths.clone()
    };
    let manifests = match suite::discover(&paths) {
        Ok(m) => m,
        Err(m) => {
            eprintln!("error: {m}");
            return 2;
        }
    };
    if manifests.is_empty() {
        eprintln!(
            "error: no `*.launch.ron` under {}",
            paths
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        return 2;
    }
    use super::portability::SchedulingArg;
    use crate::config::Scheduling;
    let schedulings = match a.scheduling {
        None => vec![None],
        Some(SchedulingArg::Simt) => vec![Some(Scheduling::Simt)],
        Some(SchedulingArg::Its) => vec![Some(Scheduling::Its)],
        Some(SchedulingArg::Both) => vec![Some(Scheduling::Simt), Some(Scheduling::Its)],
    };
    let all: Vec<suite::Case> = manifests
        .iter()
        .flat_map(|m| suite::cases_of(m, &schedulings))
        .collect();
    let cases = suite::select(all, a.filter.as_deref(), part);
    if a.list {
        for c in &cases {
            crate::outln!("{}", c.name());
        }
        return 0;
    }
    let bar = crate::explore::progress_bar(
        !a.json,
        cases.len() as u64,
        "{bar:30} {pos}/{len} cases  {rate} cases/s  ETA {eta}  {msg}",
    );
    let failed = std::sync::atomic::AtomicUsize::new(0);
    let results = suite::run_cases(&cases, a.jobs, &|r| {
        if matches!(r.outcome, Outcome::Failed(_)) {
            failed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        bar.inc(1);
        bar.set_message(format!(
            "failed {}",
            failed.load(std::sync::atomic::Ordering::Relaxed)
        ));
    });
    bar.finish_and_clear();
    for r in &results {
        let c = &r.case;
        let line = if a.json {
            let (outcome, why) = match &r.outcome {
                Outcome::Passed => ("passed", Vec::new()),
                Outcome::Failed(w) => ("failed", w.clone()),
                Outcome::Skipped(w) => ("skipped", vec![w.clone()]),
            };
            let mut j = serde_json::json!({
                "name": c.name(),
                "manifest": c.manifest.display().to_string(),
                "seed": c.seed,
                "warp_size": c.warp_size,
                "memory": format!("{:?}", c.memory).to_lowercase(),
                "outcome": outcome,
                "expected_status": c.status,
                "status": r.status,
                "diagnostics": r.kinds,
                "messages": why,
                "replay": c.replay(),
                "seconds": r.seconds,
            });
            // Only where `--scheduling` chose one (the config's otherwise).
            if let Some(s) = c.scheduling {
                j["scheduling"] = format!("{s:?}").to_lowercase().into();
            }
            j.to_string()
        } else {
            match &r.outcome {
                Outcome::Passed => format!("PASS {}", c.name()),
                Outcome::Skipped(why) => format!("SKIP {} ({why})", c.name()),
                Outcome::Failed(why) => {
                    let mut s = format!("FAIL {}", c.name());
                    for w in why {
                        s.push_str(&format!("\n  {w}"));
                    }
                    s.push_str(&format!("\n  replay: {}", c.replay()));
                    s
                }
            }
        };
        crate::outln!("{line}");
        if !super::output::flush() {
            break;
        }
    }
    if let Some(p) = &a.junit {
        if let Err(e) = super::output::AtomicFile::write_all(p, suite::junit::report(&results)) {
            eprintln!("error: {e}");
            return 2;
        }
    }
    let summary = suite::summary_line(&results);
    if a.json {
        eprintln!("{summary}");
    } else {
        crate::outln!("{summary}");
    }
    i32::from(suite::tally(&results).1 > 0)
}

//! `fermi-sim sweep LAUNCH.ron --seeds A..B [--jobs N] [--json]`: many seeds in parallel
//! (src/explore/sweep.rs).

use crate::explore::sweep::{parse_seeds, sweep, SweepOptions};
use crate::launch::prepare;
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct SweepArgs {
    /// Launch manifest (RON).
    pub launch: PathBuf,
    /// Seeds `A..B` (end exclusive) or `N` (= 0..N).
    #[arg(long, default_value = "0..100")]
    pub seeds: String,
    /// Worker threads (0 = all cores).
    #[arg(long, default_value_t = 0)]
    pub jobs: usize,
    #[command(flatten)]
    pub flags: super::LaunchFlags,
    /// Print the summary as one JSON object (outcome counts, distinct final memories, failures
    /// with their first seed).
    #[arg(long)]
    pub json: bool,
}

/// The `run` command line that reproduces seed `seed` of this sweep.
fn repro(a: &SweepArgs, seed: u64) -> String {
    format!(
        "fermi-sim run {} --seed {seed}{}",
        a.launch.display(),
        a.flags.run_flags()
    )
}

/// `--jobs` above this many per core is refused: each job is an OS thread with its own device.
pub const MAX_JOBS_PER_CORE: usize = 4;

pub fn main(a: SweepArgs) -> i32 {
    let seeds = match parse_seeds(&a.seeds) {
        Ok(s) => s,
        Err(m) => {
            eprintln!("error: --seeds: {m}");
            return 2;
        }
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if a.jobs > MAX_JOBS_PER_CORE * cores {
        eprintln!(
            "error: --jobs {} is more than {MAX_JOBS_PER_CORE} per core ({cores} cores here); use 0 for one per core",
            a.jobs
        );
        return 2;
    }
    let l = match prepare(&a.launch, &a.flags.overrides()) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let t0 = std::time::Instant::now();
    let s = sweep(
        &l,
        &SweepOptions {
            seeds,
            jobs: a.jobs,
            memory: super::memory_model(a.flags.memory),
            progress: !a.json,
        },
    );
    let secs = t0.elapsed().as_secs_f64();
    if a.json {
        let mut v = serde_json::to_value(&s).expect("summary serialises");
        if let Some(fs) = v.get_mut("failures").and_then(|f| f.as_array_mut()) {
            for (f, x) in fs.iter_mut().zip(&s.failures) {
                f["command"] = serde_json::Value::String(repro(&a, x.first_seed));
            }
        }
        v["elapsed_s"] = serde_json::json!(secs);
        println!("{v}");
    } else {
        println!(
            "{} seeds in {:.2}s ({:.0} runs/s)",
            s.seeds,
            secs,
            s.seeds as f64 / secs.max(1e-9)
        );
        println!("{:<12} {:>8}", "status", "runs");
        for (k, n) in &s.status {
            println!("{k:<12} {n:>8}");
        }
        println!("distinct final memories: {}", s.distinct_final_memories);
        for (i, m) in s.final_memories.iter().enumerate().take(10) {
            let b = super::buffers_line(&m.buffers);
            println!(
                "  #{i}: {:>6} runs, first seed {:>6}  {}",
                m.count, m.first_seed, b
            );
        }
        if !s.diagnostics.is_empty() {
            println!("{:<24} {:>8}", "diagnostic", "runs");
            for (k, n) in &s.diagnostics {
                println!("{k:<24} {n:>8}");
            }
        }
        for f in &s.failures {
            println!(
                "failure {} / {} (lines {:?}): {} runs, first seed {}\n  {}\n  reproduce: {}",
                f.status.name(),
                f.kind,
                f.lines,
                f.count,
                f.first_seed,
                f.message,
                repro(&a, f.first_seed)
            );
        }
    }
    if s.failures.is_empty() {
        0
    } else if s.status.keys().any(|k| k == "violation") {
        4
    } else {
        3
    }
}

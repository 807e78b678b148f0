//! `fermi-sim sweep LAUNCH.ron --seeds A..B [--arg NAME=LO..HI] [--jobs N] [--json]`: many
//! seeds, and scalar argument values, in parallel (src/explore/sweep.rs).

use crate::explore::sweep::{parse_seeds, sweep_records, SweepOptions, SweepSummary, Variant};
use crate::launch::{prepare, prepare_with, Overrides};
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct SweepArgs {
    /// Launch manifest (RON).
    pub launch: PathBuf,
    /// Seeds `A..B` (end exclusive) or `N` (= 0..N).
    #[arg(long, default_value = "0..100")]
    pub seeds: String,
    /// Worker threads (0 = all cores).
    #[arg(long, default_value_t = 0, value_parser = parse_jobs)]
    pub jobs: usize,
    #[command(flatten)]
    pub flags: super::LaunchFlags,
    /// Run-time checks of every run, as `run --check` (e.g. `races`).
    #[arg(long = "check", value_name = "CHECKS")]
    pub check: Vec<String>,
    /// How races are reported: `default` (races that cannot change a result are `benign_race`
    /// warnings) or `strict` (every race is a violation; turns the race check on).
    #[arg(long, value_enum, default_value_t = super::RacesArg::Default)]
    pub races: super::RacesArg,
    /// Run only shard K of N (1-based) of the seed × argument space: run `k` belongs to shard
    /// `k mod N + 1` (docs/scale-out.md). `fermi-sim merge` combines the shards' `--out` files.
    #[arg(long, value_name = "K/N", value_parser = crate::suite::parse_partition)]
    pub partition: Option<(usize, usize)>,
    /// Write one JSON Lines record per run (seed, arguments, status, diagnostics, final-memory
    /// digest) into FILE, after a header that names the sweep, for `fermi-sim merge`.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Print the summary as one JSON object (outcome counts, distinct final memories, failures
    /// with their first seed).
    #[arg(long)]
    pub json: bool,
}

/// The parts of the `run` command that reproduces a run of this sweep: the command with the
/// manifest, the launch flags, and the check flags (seed and arguments go between).
pub struct Replay {
    pub head: String,
    pub flags: String,
    pub tail: String,
}

impl Replay {
    fn of(a: &SweepArgs) -> Replay {
        let flags = super::LaunchFlags {
            args: Vec::new(),
            ..a.flags.clone()
        };
        let mut tail = String::new();
        for c in &a.check {
            tail.push_str(&format!(" --check {c}"));
        }
        if a.races == super::RacesArg::Strict {
            tail.push_str(" --races strict");
        }
        Replay {
            head: format!("fermi-sim run {}", a.launch.display()),
            flags: flags.run_flags(),
            tail,
        }
    }

    /// The command for seed `seed` with arguments `args`.
    pub fn command(&self, seed: u64, args: &[String]) -> String {
        let mut s = format!("{} --seed {seed}{}", self.head, self.flags);
        for x in args {
            s.push_str(&format!(" --arg {x}"));
        }
        s.push_str(&self.tail);
        s
    }
}

/// The most argument combinations one sweep runs.
pub const MAX_VARIANTS: usize = 100_000;

/// The values of one `--arg` of a sweep: `LO..HI` (integers, end exclusive), `A,B,C`, or one
/// value.
fn arg_values(spec: &str) -> Result<Vec<String>, String> {
    if let Some((lo, hi)) = spec.split_once("..") {
        let bad = || format!("expected LO..HI with integers LO and HI, found `{spec}`");
        let lo: i128 = lo.trim().parse().map_err(|_| bad())?;
        let hi: i128 = hi.trim().parse().map_err(|_| bad())?;
        if hi <= lo {
            return Err(format!(
                "`{spec}` has no values: in LO..HI, HI is exclusive, so LO must be below HI (`{lo}..{}` gives {lo})",
                lo + 1
            ));
        }
        if hi - lo > MAX_VARIANTS as i128 {
            return Err(format!(
                "`{spec}` has {} values, above the limit of {MAX_VARIANTS} argument combinations; sweep a smaller range",
                hi - lo
            ));
        }
        return Ok((lo..hi).map(|v| v.to_string()).collect());
    }
    Ok(spec.split(',').map(|v| v.trim().to_string()).collect())
}

/// Every combination of the `--arg` values, the first argument varying slowest.
fn combinations(args: &[(String, String)]) -> Result<Vec<Vec<String>>, String> {
    let mut out: Vec<Vec<String>> = vec![Vec::new()];
    for (name, spec) in args {
        let vals = arg_values(spec).map_err(|m| format!("--arg {name}: {m}"))?;
        if out.len().saturating_mul(vals.len()) > MAX_VARIANTS {
            return Err(format!(
                "more than {MAX_VARIANTS} argument combinations; sweep fewer values"
            ));
        }
        out = out
            .iter()
            .flat_map(|c| {
                vals.iter().map(move |v| {
                    let mut c = c.clone();
                    c.push(format!("{name}={v}"));
                    c
                })
            })
            .collect();
    }
    Ok(out)
}

/// The launch of every argument combination (the program is loaded once).
fn variants(a: &SweepArgs) -> Result<Vec<Variant>, String> {
    let combos = combinations(&a.flags.args)?;
    let base_ov = Overrides {
        args: Vec::new(),
        ..a.flags.overrides()
    };
    let base = prepare(&a.launch, &base_ov).map_err(|e| e.to_string())?;
    let mut out = Vec::with_capacity(combos.len());
    for c in combos {
        if c.is_empty() {
            out.push(Variant {
                args: c,
                launch: base.clone(),
            });
            continue;
        }
        let ov = Overrides {
            args: c
                .iter()
                .map(|x| {
                    let (n, v) = x.split_once('=').expect("built as NAME=VALUE");
                    (n.to_string(), v.to_string())
                })
                .collect(),
            ..base_ov.clone()
        };
        let l = prepare_with(
            base.manifest.clone(),
            &base.manifest_file,
            base.config.clone(),
            base.prog.clone(),
            &ov,
        )
        .map_err(|e| e.to_string())?;
        out.push(Variant { args: c, launch: l });
    }
    Ok(out)
}

/// `--jobs` above this many per core is refused: each job is an OS thread with its own device.
pub const MAX_JOBS_PER_CORE: usize = 4;

/// `--jobs N` of `sweep` and `test`: 0 (one per core) up to [`MAX_JOBS_PER_CORE`] per core.
pub fn parse_jobs(s: &str) -> Result<usize, String> {
    let jobs: usize = s
        .trim()
        .parse()
        .map_err(|_| format!("expected a number of worker threads, found `{s}`"))?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if jobs > MAX_JOBS_PER_CORE * cores {
        return Err(format!(
            "--jobs {jobs} is more than {MAX_JOBS_PER_CORE} per core ({cores} cores here); use 0 for one per core"
        ));
    }
    Ok(jobs)
}

pub fn main(a: SweepArgs) -> i32 {
    let seeds = match parse_seeds(&a.seeds) {
        Ok(s) => s,
        Err(m) => {
            eprintln!("error: --seeds: {m}");
            return 2;
        }
    };
    let checks = match super::check_set(&a.check, a.races) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let vs = match variants(&a) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let partition = a.partition;
    let replay = Replay::of(&a);
    let mut out = match &a.out {
        None => None,
        Some(p) => match std::fs::File::create(p) {
            Ok(f) => Some((p.clone(), std::io::BufWriter::new(f))),
            Err(e) => {
                eprintln!("error: {}: {e}", p.display());
                return 2;
            }
        },
    };
    let header = serde_json::json!({"sweep": {
        "launch": a.launch.display().to_string(),
        "seeds": format!("{}..{}", seeds.start, seeds.end),
        "args": a.flags.args.iter().map(|(n, v)| format!("{n}={v}")).collect::<Vec<_>>(),
        "memory": format!("{:?}", a.flags.memory).to_lowercase(),
        "checks": a.check,
        "races": format!("{:?}", a.races).to_lowercase(),
        "variants": vs.len(),
        "partition": partition.map_or([1, 1], |(k, n)| [k, n]),
        "replay": [&replay.head, &replay.flags, &replay.tail],
    }});
    let mut failed_write = None;
    if let Some((p, w)) = &mut out {
        use std::io::Write;
        if let Err(e) = writeln!(w, "{header}") {
            failed_write = Some(format!("{}: {e}", p.display()));
        }
    }
    let t0 = std::time::Instant::now();
    let mut records = 0u64;
    let s = sweep_records(
        &vs,
        &SweepOptions {
            seeds,
            partition,
            jobs: a.jobs,
            memory: super::memory_model(a.flags.memory),
            progress: !a.json,
            checks,
        },
        out.is_some()
            .then_some(&mut |r: &crate::explore::sweep::RunRecord| {
                if let (Some((p, w)), None) = (&mut out, &failed_write) {
                    use std::io::Write;
                    records += 1;
                    let line = serde_json::to_string(r).expect("records serialise");
                    if let Err(e) = writeln!(w, "{line}") {
                        failed_write = Some(format!("{}: {e}", p.display()));
                    }
                }
            }),
    );
    let secs = t0.elapsed().as_secs_f64();
    if let Some((p, mut w)) = out {
        use std::io::Write;
        let end = serde_json::json!({"end": {"records": records, "elapsed_s": secs}});
        if let Err(e) = writeln!(w, "{end}").and_then(|_| w.flush()) {
            failed_write.get_or_insert(format!("{}: {e}", p.display()));
        }
    }
    if let Some(e) = failed_write {
        eprintln!("error: {e}");
        return 2;
    }
    report(&s, vs.len(), secs, a.json, &|seed, args| {
        replay.command(seed, args)
    })
}

/// Print a sweep's summary (as text, or one JSON object) and give the exit status: as `run`'s,
/// 4 when a run ended in a violation, 3 for a liveness failure; warnings (benign and intra-warp
/// races) leave the status `completed` and the exit status 0.
pub fn report(
    s: &SweepSummary,
    variants: usize,
    secs: f64,
    json: bool,
    repro: &dyn Fn(u64, &[String]) -> String,
) -> i32 {
    if json {
        let mut v = serde_json::to_value(s).expect("summary serialises");
        if let Some(fs) = v.get_mut("failures").and_then(|f| f.as_array_mut()) {
            for (f, x) in fs.iter_mut().zip(&s.failures) {
                f["command"] = serde_json::Value::String(repro(x.first_seed, &x.first_args));
            }
        }
        v["elapsed_s"] = serde_json::json!(secs);
        println!("{v}");
    } else {
        let what = if variants > 1 {
            format!(
                "{} runs ({} seeds x {} argument values)",
                s.seeds,
                s.seeds / variants as u64,
                variants
            )
        } else {
            format!("{} seeds", s.seeds)
        };
        println!(
            "{what} in {:.2}s ({:.0} runs/s)",
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
                "  #{i}: {:>6} runs, first seed {:>6}{}  {}",
                m.count,
                m.first_seed,
                args_note(&m.first_args),
                b
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
                "failure {} / {} (lines {:?}): {} runs, first seed {}{}\n  {}\n  reproduce: {}",
                f.status.name(),
                f.kind,
                f.lines,
                f.count,
                f.first_seed,
                args_note(&f.first_args),
                f.message,
                repro(f.first_seed, &f.first_args)
            );
        }
    }
    // The keys are names of statuses this process gave.
    crate::verdict::Status::worst_exit_code(
        s.status
            .keys()
            .filter_map(|k| crate::verdict::Status::from_name(k)),
    )
}

/// ` (NAME=VALUE ...)` after a first seed, when the sweep varies arguments.
fn args_note(args: &[String]) -> String {
    if args.is_empty() {
        String::new()
    } else {
        format!(" ({})", args.join(" "))
    }
}

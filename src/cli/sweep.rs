//! `fermi-sim sweep LAUNCH.ron --seeds A..B [--arg NAME=LO..HI] [--jobs N] [--json]`: many
//! seeds, and scalar argument values, in parallel (src/explore/sweep.rs).

use super::prepare;
use crate::explore::sweep::{
    parse_seeds, sweep_resumable, Control, RunRecord, SweepOptions, SweepSink, SweepSummary,
    Variant,
};
use crate::launch::{prepare_with, Overrides};
use std::io::{BufRead, Write};
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct SweepArgs {
    /// Launch manifest (RON).
    pub launch: PathBuf,
    /// Seeds `A..B` (end exclusive) or `N` (= 0..N).
    #[arg(long, default_value = "0..100")]
    pub seeds: String,
    /// Worker threads (0 = all cores).
    #[arg(short = 'j', long, default_value_t = 0, value_parser = parse_jobs, help_heading = super::COMMON)]
    pub jobs: usize,
    #[command(flatten)]
    pub flags: super::LaunchFlags,
    /// Run-time checks of every run, as `run --check` (e.g. `races`).
    #[arg(long = "check", value_name = "CHECKS", help_heading = super::COMMON)]
    pub check: Vec<String>,
    /// How races are reported: `default` (races that cannot change a result are `benign_race`
    /// warnings) or `strict` (every race is a violation; turns the race check on).
    #[arg(long, value_enum, default_value_t = super::RacesArg::Default, help_heading = super::COMMON)]
    pub races: super::RacesArg,
    /// Fast execution of every run, as `run --fast` (the commands printed for a seed say
    /// `--fast` too).
    #[arg(long, help_heading = super::COMMON)]
    pub fast: bool,
    /// Run only shard K of N (1-based) of the seed × argument space: run `k` belongs to shard
    /// `k mod N + 1` (docs/scale-out.md). `fermi-sim merge` combines the shards' `--out` files.
    #[arg(long, value_name = "K/N", value_parser = crate::suite::parse_partition)]
    pub partition: Option<(usize, usize)>,
    /// Write one JSON Lines record per run (seed, arguments, status, diagnostics, final-memory
    /// digest) into FILE, after a header that names the sweep, for `fermi-sim merge`.
    #[arg(short = 'o', long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Continue a cut-off sweep: FILE is its `--out` file (an interrupted sweep's, or the
    /// `.NAME.PID.partial` file a killed one left); its records are kept, a torn last line is
    /// dropped, and only the missing runs are run. Needs `--out` (which may be FILE itself) and
    /// the same sweep arguments; the result is the file an uninterrupted sweep writes.
    #[arg(long, value_name = "FILE", requires = "out")]
    pub resume: Option<PathBuf>,
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
        if a.fast {
            tail.push_str(" --fast");
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
    let mut base = prepare(&a.launch, &base_ov).map_err(|e| e.to_string())?;
    // The combinations below start from the base's config, scheduling included.
    super::portability::apply_one(&mut base, a.flags.scheduling).map_err(|e| e.to_string())?;
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
    let per = seeds.end.saturating_sub(seeds.start);
    let all = per.saturating_mul(vs.len() as u64);
    let (k0, n) = partition.map_or((0, 1), |(k, n)| (k as u64 - 1, n as u64));
    let resumed = match &a.resume {
        None => None,
        Some(p) => match Resumed::open(p, &header, |k| k < all && k % n == k0) {
            Ok(r) => Some(r),
            Err(e) => {
                eprintln!("error: {e}");
                return 2;
            }
        },
    };
    let mut out = match &a.out {
        None => None,
        Some(p) => match super::output::AtomicFile::create(p) {
            Ok(f) => Some(f),
            Err(e) => {
                eprintln!("error: {e}");
                return 2;
            }
        },
    };
    if let Some(w) = &mut out {
        // A killed sweep leaves what it wrote under the temporary name for `--resume`.
        w.keep_partial();
        let _ = writeln!(w, "{header}");
        w.flush_now();
    }
    let t0 = std::time::Instant::now();
    let done: Vec<u64> = resumed.as_ref().map_or(Vec::new(), |r| r.done.clone());
    let is_done = |k: u64| done.binary_search(&k).is_ok();
    let mut sink = out.as_mut().map(|w| Writer {
        w,
        records: 0,
        resumed,
    });
    let run = sweep_resumable(
        &vs,
        &SweepOptions {
            seeds,
            partition,
            jobs: a.jobs,
            memory: super::memory_model(a.flags.memory),
            progress: !a.json,
            checks,
            fast: a.fast,
        },
        &Control {
            done: (!done.is_empty()).then_some(&is_done as &(dyn Fn(u64) -> bool + Sync)),
            stop: Some(super::interrupt::install()),
        },
        sink.as_mut().map(|s| s as &mut dyn SweepSink),
    );
    let secs = t0.elapsed().as_secs_f64();
    let records = sink.map_or(0, |s| s.records);
    let run = match run {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    if let Some(mut w) = out {
        // Interrupted, the file keeps the runs done without the end line: `merge` refuses it as
        // truncated and `--resume` continues it.
        if run.done == run.total {
            let end = serde_json::json!({"end": {"records": records, "elapsed_s": secs}});
            let _ = writeln!(w, "{end}");
        }
        if let Err(e) = w.commit() {
            eprintln!("error: {e}");
            return 2;
        }
    }
    let code = report(&run.summary, vs.len(), secs, a.json, &|seed, args| {
        replay.command(seed, args)
    });
    if run.done < run.total {
        eprintln!(
            "interrupted: {} of {} runs done{}",
            run.done,
            run.total,
            a.out.as_ref().map_or(String::new(), |p| format!(
                "; {} holds their records (continue with the same arguments and --resume {})",
                p.display(),
                p.display()
            ))
        );
        return super::interrupt::EXIT_INTERRUPTED;
    }
    code
}

/// The `--out` file being written: every record as its run finishes (flushed, so a killed
/// sweep leaves them), the records of a resumed file copied as they were.
struct Writer<'a> {
    w: &'a mut super::output::AtomicFile,
    records: u64,
    resumed: Option<Resumed>,
}

impl SweepSink for Writer<'_> {
    fn ran(&mut self, r: &RunRecord) {
        self.records += 1;
        let line = serde_json::to_string(r).expect("records serialise");
        // A failed write is kept by the file and reported by its commit.
        let _ = writeln!(self.w, "{line}");
        self.w.flush_now();
    }

    fn resumed(&mut self, run: u64) -> Result<RunRecord, String> {
        let res = self
            .resumed
            .as_mut()
            .ok_or_else(|| format!("run {run} was not run"))?;
        let (line, r) = res.next_record()?;
        if r.run != run {
            return Err(format!(
                "{}: run {run} expected, found run {}",
                res.name, r.run
            ));
        }
        self.records += 1;
        let _ = self.w.write_all(line.as_bytes());
        self.w.flush_now();
        Ok(r)
    }
}

/// The records of a cut-off `--out` file (`sweep --resume`).
struct Resumed {
    name: String,
    /// Run numbers of the complete records, ascending.
    done: Vec<u64>,
    /// The file again, for copying the records in order.
    reader: std::io::BufReader<std::fs::File>,
    line_no: usize,
}

impl Resumed {
    /// Read the run numbers of `p`'s complete records; the header must be `header` and every
    /// record one of this shard's runs (`ours`), in ascending order.
    fn open(
        p: &std::path::Path,
        header: &serde_json::Value,
        ours: impl Fn(u64) -> bool,
    ) -> Result<Resumed, String> {
        let name = p.display().to_string();
        let open = || {
            std::fs::File::open(p)
                .map(std::io::BufReader::new)
                .map_err(|e| format!("{name}: cannot read: {e}"))
        };
        let mut rd = open()?;
        let mut done = Vec::new();
        let mut line = Vec::new();
        let mut line_no = 0;
        loop {
            line.clear();
            let got = rd
                .read_until(b'\n', &mut line)
                .map_err(|e| format!("{name}: cannot read: {e}"))?;
            // End of file, or a torn last line (the sweep was killed while writing it).
            if got == 0 || line.last() != Some(&b'\n') {
                break;
            }
            line_no += 1;
            let v: serde_json::Value = serde_json::from_slice(&line)
                .map_err(|e| format!("{name}:{line_no}: not a sweep record: {e}"))?;
            if line_no == 1 {
                if &v != header {
                    return Err(format!(
                        "{name}:1: the file is of another sweep (launch, seeds, arguments, checks or shard differ); resume with the arguments it was written with"
                    ));
                }
                continue;
            }
            if v.get("end").is_some() {
                break;
            }
            let r: RunRecord = serde_json::from_value(v)
                .map_err(|e| format!("{name}:{line_no}: not a sweep record: {e}"))?;
            if !ours(r.run) || done.last().is_some_and(|&l| r.run <= l) {
                return Err(format!(
                    "{name}:{line_no}: run {} is not the next run of this sweep's shard",
                    r.run
                ));
            }
            done.push(r.run);
        }
        if line_no == 0 {
            return Err(format!("{name}: no header line: nothing to resume"));
        }
        let mut reader = open()?;
        let mut head = String::new();
        reader
            .read_line(&mut head)
            .map_err(|e| format!("{name}: cannot read: {e}"))?;
        Ok(Resumed {
            name,
            done,
            reader,
            line_no: 1,
        })
    }

    /// The next record: its line as written and parsed.
    fn next_record(&mut self) -> Result<(String, RunRecord), String> {
        let mut line = String::new();
        self.reader
            .read_line(&mut line)
            .map_err(|e| format!("{}: cannot read: {e}", self.name))?;
        self.line_no += 1;
        let r = serde_json::from_str(&line).map_err(|e| {
            format!(
                "{}:{}: the file changed while it was resumed: {e}",
                self.name, self.line_no
            )
        })?;
        Ok((line, r))
    }
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
        crate::outln!("{v}");
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
        crate::outln!(
            "{what} in {:.2}s ({:.0} runs/s)",
            secs,
            s.seeds as f64 / secs.max(1e-9)
        );
        crate::outln!("{:<12} {:>8}", "status", "runs");
        for (k, n) in &s.status {
            crate::outln!("{k:<12} {n:>8}");
        }
        crate::outln!("distinct final memories: {}", s.distinct_final_memories);
        for (i, m) in s.final_memories.iter().enumerate().take(10) {
            let b = super::buffers_line(&m.buffers);
            crate::outln!(
                "  #{i}: {:>6} runs, first seed {:>6}{}  {}",
                m.count,
                m.first_seed,
                args_note(&m.first_args),
                b
            );
        }
        if !s.diagnostics.is_empty() {
            crate::outln!("{:<24} {:>8}", "diagnostic", "runs");
            for (k, n) in &s.diagnostics {
                crate::outln!("{k:<24} {n:>8}");
            }
        }
        for f in &s.failures {
            crate::outln!(
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

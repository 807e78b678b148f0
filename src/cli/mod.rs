//! The command line: `run`, `check`, `trace` and `view` (docs/design.md, "Interfaces"). Exit status: 0 completed,
//! 1 a result differs from the manifest's expectations (`--expect`), 2 bad input, 3 liveness
//! failure (deadlock, livelock, step_limit), 4 a check found a violation.

pub mod explore;
pub mod interrupt;
pub mod litmus;
pub mod merge;
pub mod output;
pub mod portability;
pub mod shrink;
pub mod sweep;
pub mod sync;
pub mod test;

use crate::launch::manifest::InputError;
use crate::launch::results::{compare, RunResult};
use crate::launch::run::{run_launch_events, RunSettings};
use crate::launch::{Launch, Overrides};
use crate::sched::{RandomSched, Recorder, ReplaySched, RoundRobin, Scheduler};
use clap::{Parser, Subcommand, ValueEnum};

pub mod bench;
pub mod exec;
pub mod init;
mod view;
use std::io::Write;
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(
    name = "fermi-sim",
    version,
    about = "Executable formal semantics of NVIDIA Fermi CUDA (Habermaier 2011)"
)]
pub struct Cli {
    /// More log output (-v debug, -vv trace); `RUST_LOG` overrides.
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    pub verbose: u8,
    #[command(subcommand)]
    pub cmd: Cmd,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PolicyArg {
    Random,
    RoundRobin,
    Replay,
}

#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    #[command(flatten)]
    pub sim: SimArgs,
    /// Write a JSON Lines trace of every warp step.
    #[arg(long)]
    pub trace: Option<PathBuf>,
    /// Print one JSON object with the result on stdout.
    #[arg(long)]
    pub json: bool,
    /// Also write every buffer's final contents into this folder: `NAME.npy` (NumPy), or
    /// `NAME.bin` (raw little-endian bytes) for structures and bfloat16.
    #[arg(long)]
    pub out_dir: Option<PathBuf>,
    /// Compare with the manifest's expected results; exit 1 on a difference.
    #[arg(long)]
    pub expect: bool,
}

/// What a simulation needs, shared by `run` and `trace` (which prints its own output).
#[derive(clap::Args, Debug, Clone)]
pub struct SimArgs {
    /// Launch manifest (RON).
    pub launch: PathBuf,
    /// Seed of the random scheduling policy (not used with `--replay`).
    #[arg(long, default_value_t = 1, help_heading = COMMON)]
    pub seed: u64,
    #[command(flatten)]
    pub flags: LaunchFlags,
    /// Scheduling policy (`--replay FILE` implies replay).
    #[arg(long, value_enum, default_value_t = PolicyArg::Random)]
    pub policy: PolicyArg,
    /// Re-run a recorded choice list.
    #[arg(long)]
    pub replay: Option<PathBuf>,
    /// Record every scheduling choice into FILE.
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// The same as `--check memory` (an older spelling, kept working).
    #[arg(long, hide = true)]
    pub check_memory: bool,
    /// Run-time checks, added to the default (safety, liveness, barriers): `races`, `memory`
    /// (the simulator's self-check, slow), `all` (every bug-finding check, without `memory`),
    /// `none`, or a comma list (docs/checks.md).
    #[arg(long = "check", value_name = "CHECKS", help_heading = COMMON)]
    pub check: Vec<String>,
    /// How races are reported: `default` (races that cannot change a result are `benign_race`
    /// warnings) or `strict` (every race is a violation; turns the race check on).
    #[arg(long, value_enum, default_value_t = RacesArg::Default, help_heading = COMMON)]
    pub races: RacesArg,
    /// Fast execution: a chosen warp runs on until its next memory, barrier or branch
    /// instruction, one fair schedule among those the semantics allows (docs/performance.md).
    #[arg(long, help_heading = COMMON)]
    pub fast: bool,
}

/// How races are reported (docs/checks.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RacesArg {
    /// Races that cannot change a result (writes of the same bytes, a plain read validated by
    /// a CAS loop) are `benign_race` warnings.
    Default,
    /// Every race is a `data_race` (or `intra_warp_race`); turns the race check on.
    Strict,
}

impl RacesArg {
    /// `checks` in this mode of race reporting.
    pub fn apply(
        self,
        checks: crate::checks::runtime::CheckSet,
    ) -> crate::checks::runtime::CheckSet {
        match self {
            RacesArg::Default => checks,
            RacesArg::Strict => checks.with_strict_races(),
        }
    }
}

/// The checks of `--check` values and `--races`.
pub fn check_set(
    check: &[String],
    races: RacesArg,
) -> Result<crate::checks::runtime::CheckSet, InputError> {
    let c = crate::checks::runtime::CheckSet::parse(check).map_err(|message| InputError {
        file: "--check".into(),
        field: "-".into(),
        message,
    })?;
    Ok(races.apply(c))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MemoryArg {
    Fermi,
    Flat,
}

#[derive(Subcommand, Debug)]
pub enum Cmd {
    /// Run a launch manifest.
    Run(RunArgs),
    /// Write a launch manifest to start from, for a kernel of a PTX file.
    Init(init::InitArgs),
    /// Run an unmodified CUDA program (built against CUDA 12's libcudart) with each kernel
    /// launch on the semantics: `fermi-sim exec -- ./app ARGS` (docs/host-api.md).
    Exec(exec::ExecArgs),
    /// Load a PTX file and print the loaded program.
    Check {
        /// The PTX file to load (real compiler output or the thesis notation); exit status 2
        /// with located diagnostics when it does not load.
        file: PathBuf,
    },
    /// Run a launch and print the steps of one warp as a table.
    Trace {
        #[command(flatten)]
        run: SimArgs,
        /// Block (linear index) and warp: `B:W`.
        #[arg(long)]
        warp: String,
    },
    /// Benchmark: throughput and peak memory per kernel.
    Bench(bench::BenchArgs),
    /// Run many seeds in parallel and summarise the outcomes.
    Sweep(sweep::SweepArgs),
    /// Search the scheduler's choices systematically.
    Explore(explore::ExploreArgs),
    /// Run litmus tests (herd's PTX format): the histogram of final states and whether the
    /// `exists` condition is reachable (docs/litmus.md).
    Litmus(litmus::LitmusArgs),
    /// Shrink a failing choice list to a shorter one with the same failure.
    Shrink(shrink::ShrinkArgs),
    /// Combine the `--out` files of a sweep's shards (`sweep --partition K/N`) into its summary.
    Merge(merge::MergeArgs),
    /// Run every launch manifest under some folders with its expectations (a regression suite).
    Test(test::TestArgs),
    /// Place `bar.sync` barriers so that a kernel is race-free (AutoSync's barrier synthesis,
    /// with the race check as the oracle; docs/sync.md).
    Sync(sync::SyncArgs),
    /// Render a `--trace` file as a self-contained HTML page (`-o`) or an SVG timeline (`--svg`).
    View {
        /// JSON Lines trace written by `run --trace`.
        trace: PathBuf,
        /// HTML output (default: the trace's name with `.html`).
        #[arg(short = 'o', long = "out")]
        out: Option<PathBuf>,
        /// SVG output.
        #[arg(long)]
        svg: Option<PathBuf>,
        /// PTX source for the source pane, if the trace has no header.
        #[arg(long)]
        ptx: Option<PathBuf>,
    },
    /// Print a shell completion script, e.g. `fermi-sim completions bash >
    /// ~/.local/share/bash-completion/completions/fermi-sim`.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff) on stdout, or write one page per command into `--dir`.
    Man {
        /// Folder for `fermi-sim.1` and one `fermi-sim-COMMAND.1` per command.
        #[arg(long)]
        dir: Option<PathBuf>,
    },
}

/// The device's memory model for a `--memory` argument.
pub fn memory_model(m: MemoryArg) -> crate::device::MemoryModel {
    match m {
        MemoryArg::Fermi => crate::device::MemoryModel::Fermi,
        MemoryArg::Flat => crate::device::MemoryModel::Flat,
    }
}

/// The `--help` heading of the options that mean the same in every command that has them
/// (`run`, `trace`, `sweep`, `explore`, `shrink`, `test`; docs/cli.md).
pub const COMMON: &str = "Common options (the same in run, trace, sweep, explore, shrink, test)";

/// The launch flags `run`, `trace`, `sweep` and `shrink` share; they also spell the `run`
/// command that reproduces what sweep and shrink find. (`explore` has the same options, but
/// `flat` memory by default.)
#[derive(clap::Args, Debug, Clone)]
pub struct LaunchFlags {
    /// Memory environment: `fermi` (the thesis model, chapter 4) or `flat` (immediate, fast).
    #[arg(long, value_enum, default_value_t = MemoryArg::Fermi, help_heading = COMMON)]
    pub memory: MemoryArg,
    /// Device config (RON); default: the manifest's `config`, else configs/gf100.ron.
    #[arg(long, help_heading = COMMON)]
    pub config: Option<PathBuf>,
    /// Step budget (overrides config and manifest).
    #[arg(long, help_heading = COMMON)]
    pub max_steps: Option<u64>,
    /// Lanes per warp (0 = block size; docs/design.md §11).
    #[arg(long, help_heading = COMMON)]
    pub warp_size: Option<u32>,
    /// Set a scalar kernel argument: NAME is one of the manifest's `arg_names`, the kernel's
    /// `.param` name or the argument's index (sweep: also NAME=LO..HI or NAME=A,B,C).
    #[arg(long = "arg", value_name = "NAME=VALUE", value_parser = parse_name_value, help_heading = COMMON)]
    pub args: Vec<(String, String)>,
    /// Thread scheduling: `simt` (the thesis' branching token stack), `its` (independent
    /// thread scheduling, Volta and later, docs/its.md), or `both` (`run` only: run under
    /// each over eight seeds from `--seed` and say what differs). Default: the config's
    /// `scheduling` (SIMT).
    #[arg(long, value_enum, help_heading = COMMON)]
    pub scheduling: Option<portability::SchedulingArg>,
}

/// `NAME=VALUE` of `--arg`.
pub(crate) fn parse_name_value(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((n, v)) if !n.trim().is_empty() => Ok((n.trim().to_string(), v.trim().to_string())),
        _ => Err(format!("expected NAME=VALUE, found `{s}`")),
    }
}

impl LaunchFlags {
    pub fn overrides(&self) -> Overrides {
        Overrides {
            config: self.config.clone(),
            max_steps: self.max_steps,
            warp_size: self.warp_size,
            args: self.args.clone(),
        }
    }

    /// The `run` flags that reproduce these settings (for the commands sweep and shrink print).
    pub fn run_flags(&self) -> String {
        let mut s = String::new();
        if self.memory == MemoryArg::Flat {
            s.push_str(" --memory flat");
        }
        if let Some(c) = &self.config {
            s.push_str(&format!(" --config {}", c.display()));
        }
        if let Some(m) = self.max_steps {
            s.push_str(&format!(" --max-steps {m}"));
        }
        if let Some(w) = self.warp_size {
            s.push_str(&format!(" --warp-size {w}"));
        }
        for (n, v) in &self.args {
            s.push_str(&format!(" --arg {n}={v}"));
        }
        match self.scheduling {
            Some(portability::SchedulingArg::Its) => s.push_str(" --scheduling its"),
            Some(portability::SchedulingArg::Simt) => s.push_str(" --scheduling simt"),
            _ => {}
        }
        s
    }
}

/// [`crate::launch::prepare`] for the commands that take a launch manifest; a PTX file given
/// where the manifest is expected gets an error that names the commands for it (`check` to load
/// it, `init` to write a manifest for one of its kernels).
pub fn prepare(path: &std::path::Path, ov: &Overrides) -> Result<Launch, InputError> {
    crate::launch::prepare(path, ov).map_err(|e| ptx_instead_of_manifest(path).unwrap_or(e))
}

/// The error for a PTX file where a manifest is expected, if `path` is one: a `.ptx` name, or
/// text with PTX's `.version` or `.entry` directives.
fn ptx_instead_of_manifest(path: &std::path::Path) -> Option<InputError> {
    let named_ptx = path
        .extension()
        .is_some_and(|x| x.eq_ignore_ascii_case("ptx"));
    let text = crate::input::read_text(path, crate::input::MAX_PTX_BYTES).ok();
    let has = |d: &str| {
        text.as_deref().is_some_and(|t| {
            t.lines()
                .any(|l| l.trim_start().starts_with(d) || l.contains(&format!(" {d} ")))
        })
    };
    if !(named_ptx || has(".version") || has(".entry")) {
        return None;
    }
    // The kernels by their `.entry` names, in file order.
    let kernels: Vec<String> = text
        .as_deref()
        .unwrap_or("")
        .split(".entry")
        .skip(1)
        .filter_map(|rest| {
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || "_$.".contains(*c))
                .collect();
            (!name.is_empty()).then_some(name)
        })
        .collect();
    let f = path.display();
    let kernel = match kernels.as_slice() {
        [one] => one.clone(),
        _ => "KERNEL".to_string(),
    };
    let mut message = format!(
        "this is a PTX file; a launch manifest (RON, docs/manifest.md) is expected here\n  \
         to load the PTX and list its kernels: fermi-sim check {f}\n  \
         to write a manifest for a kernel:      fermi-sim init {f} {kernel}"
    );
    if kernels.len() > 1 {
        message.push_str(&format!("\n  (its kernels: {})", kernels.join(", ")));
    }
    Some(InputError {
        file: f.to_string(),
        field: "-".into(),
        message,
    })
}

/// A final memory on one line: each buffer's first 8 elements (`name=[1,2,...]`).
pub fn buffers_line(
    buffers: &std::collections::BTreeMap<String, crate::launch::results::BufferOut>,
) -> String {
    let b: Vec<String> = buffers
        .iter()
        .map(|(k, v)| {
            let x: Vec<String> = v.elems().take(8).map(|e| e.to_string()).collect();
            format!(
                "{k}=[{}{}]",
                x.join(","),
                if v.len() > 8 { ",..." } else { "" }
            )
        })
        .collect();
    b.join(" ")
}

/// Build the scheduler for a run.
pub fn make_scheduler(
    policy: PolicyArg,
    seed: u64,
    replay: Option<&PathBuf>,
) -> Result<Box<dyn Scheduler>, InputError> {
    if let Some(p) = replay {
        let text = crate::input::read_text(p, crate::input::MAX_MANIFEST_BYTES)
            .map_err(|e| crate::launch::read_error(e, p, &p.display().to_string(), "-"))?;
        let r = ReplaySched::parse(&text).map_err(|m| InputError {
            file: p.display().to_string(),
            field: "-".into(),
            message: m,
        })?;
        return Ok(Box::new(r));
    }
    Ok(match policy {
        PolicyArg::Random => Box::new(RandomSched::new(seed)),
        PolicyArg::RoundRobin => Box::new(RoundRobin::new()),
        PolicyArg::Replay => {
            return Err(InputError {
                file: "--policy".into(),
                field: "-".into(),
                message: "replay needs --replay FILE".into(),
            })
        }
    })
}

/// Run a prepared launch with the arguments' policy, trace and recording.
pub fn execute(
    l: &Launch,
    a: &RunArgs,
    trace: Option<Box<dyn Write>>,
) -> Result<RunResult, InputError> {
    let mut r = execute_watch(l, &a.sim, trace, None)?.0;
    if a.expect {
        r.mismatches = Some(compare(l, &r));
    }
    Ok(r)
}

/// [`execute`], also returning the steps of one warp `(linear block, warp)`.
pub fn execute_watch(
    l: &Launch,
    a: &SimArgs,
    trace: Option<Box<dyn Write>>,
    watch: Option<(u32, u32)>,
) -> Result<(RunResult, Vec<crate::trace::WarpStepEvent>), InputError> {
    let checks = check_set(&a.check, a.races)?;
    if let Some(p) = &a.replay {
        // A recording replays only under the scheduling it was made under.
        let text = crate::input::read_text(p, crate::input::MAX_MANIFEST_BYTES)
            .map_err(|e| crate::launch::read_error(e, p, &p.display().to_string(), "-"))?;
        portability::check_replay(l.config.scheduling, &text, &p.display().to_string())?;
    }
    let inner = make_scheduler(a.policy, a.seed, a.replay.as_ref())?;
    // The choice log is kept only when it is to be written (it grows with the run).
    let mut rec = Recorder::new(inner);
    rec.keep = a.record.is_some();
    let settings = RunSettings {
        seed: a.seed,
        progress: true,
        trace,
        watch,
        memory: memory_model(a.flags.memory),
        check_memory: a.check_memory || checks.memory,
        monitors: Vec::new(),
        checks,
        fast: a.fast,
        full_block_steps: false,
    };
    let (mut r, events) = run_launch_events(l, &mut rec, settings);
    r.stats.choices = rec.count;
    r.replay = a.replay.as_ref().map(|p| p.display().to_string());
    if let Some(p) = &a.record {
        let text = format!(
            "{}{}",
            portability::choice_header(l.config.scheduling),
            rec.to_text()
        );
        output::AtomicFile::write_all(p, text).map_err(write_error)?;
    }
    Ok((r, events))
}

fn init_logging(verbose: u8) {
    use tracing_subscriber::EnvFilter;
    let filter = match std::env::var("RUST_LOG") {
        Ok(s) if !s.is_empty() => EnvFilter::new(s),
        _ => EnvFilter::new(match verbose {
            0 => "warn",
            1 => "debug",
            _ => "trace",
        }),
    };
    use std::io::IsTerminal;
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::stderr().is_terminal())
        .with_writer(std::io::stderr)
        .try_init();
}

/// Whether diagnostics on stderr are coloured: only on a terminal, and not when `NO_COLOR` is
/// set to anything non-empty (no-color.org) or `TERM` is `dumb`. Piped or captured output is
/// always plain text.
pub fn stderr_color() -> bool {
    use std::io::IsTerminal;
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let dumb = std::env::var_os("TERM").is_some_and(|t| t == "dumb");
    std::io::stderr().is_terminal() && !no_color && !dumb
}

/// The findings of a run as people read them, one `KIND: MESSAGE` block each, for standard error
/// (the summary and buffers of [`human_summary`] go to standard output). With `color` (a terminal,
/// [`stderr_color`]) the kind is coloured as rustc colours its diagnostics: red for a finding that
/// ends the run with a failure status, yellow for a warning of a completed run (a benign race).
pub fn human_diagnostics(r: &RunResult, color: bool) -> String {
    let mut s = String::new();
    let paint = if r.status.name() == "completed" {
        "\x1b[1;33m"
    } else {
        "\x1b[1;31m"
    };
    for d in &r.diagnostics {
        if color {
            s.push_str(&format!(
                "{paint}{}\x1b[0m\x1b[1m:\x1b[0m {}\n",
                d.kind, d.message
            ));
        } else {
            s.push_str(&format!("{}: {}\n", d.kind, d.message));
        }
    }
    s
}

/// Print a run's result for people: the summary and buffers on standard output, the findings on
/// standard error (between the two, in the order the lines always had, so a terminal or a joined
/// capture shows the same text as before), then the comparison with the manifest on stdout.
fn print_human(r: &RunResult) {
    crate::out!("{}", human_summary(r));
    print_findings(r);
    crate::out!("{}", human_comparison(r));
}

/// The findings of a run on standard error (see [`human_diagnostics`]); standard output is
/// flushed first so that a capture joining both streams keeps the order.
fn print_findings(r: &RunResult) {
    if r.diagnostics.is_empty() {
        return;
    }
    output::flush();
    let text = human_diagnostics(r, stderr_color());
    let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), text.as_bytes());
}

/// What a run's result says against the manifest's expectations (empty without `--expect`).
pub fn human_comparison(r: &RunResult) -> String {
    let mut s = String::new();
    if let Some(m) = &r.mismatches {
        if m.is_empty() {
            s.push_str("matches the manifest's expectations\n");
        }
        for x in m {
            s.push_str(&format!("mismatch: {x}\n"));
        }
    }
    s
}

/// A short human-readable summary: device printf output, status, statistics and buffers (the
/// findings are [`human_diagnostics`], the comparison [`human_comparison`]).
pub fn human_summary(r: &RunResult) -> String {
    // Device printf output first, as the program printed it (grouped per thread).
    let mut s: String = r.printf.iter().map(|p| p.text.as_str()).collect();
    if !s.is_empty() && !s.ends_with('\n') {
        s.push('\n');
    }
    if let Some(d) = &r.printf_dropped {
        s += &format!("[{}]\n", d.message());
    }
    let origin = match &r.replay {
        Some(f) => format!("replay {f}"),
        None => format!("seed {}", r.seed),
    };
    s += &format!(
        "status: {} ({origin})\nsteps: {}, warp instructions: {}, thread instructions: {}, memory requests: {}\n",
        r.status.name(),
        r.stats.steps,
        r.stats.warp_instructions,
        r.stats.thread_instructions,
        r.stats.memory_requests
    );
    for (name, v) in &r.buffers {
        let shown: Vec<String> = v.elems().take(16).map(|e| e.to_string()).collect();
        s.push_str(&format!(
            "{name} = [{}{}]\n",
            shown.join(", "),
            if v.len() > 16 { ", ..." } else { "" }
        ));
    }
    s + &human_registers(&r.registers)
}

/// The final registers of a run (docs/manifest.md, "Final registers"): which threads, then
/// one line per register with its values in those threads (the first 16).
fn human_registers(r: &crate::launch::results::RegistersOut) -> String {
    let mut s = String::new();
    if r.regs.is_empty() {
        return s;
    }
    let list = |v: &mut dyn Iterator<Item = String>, n: usize| {
        let shown: Vec<String> = v.take(16).collect();
        format!(
            "[{}{}]",
            shown.join(", "),
            if n > 16 { ", ..." } else { "" }
        )
    };
    s += &format!(
        "registers of threads {}:\n",
        list(
            &mut r.threads.iter().map(|t| t.to_string()),
            r.threads.len()
        )
    );
    for (name, v) in &r.regs {
        s += &format!(
            "  {name} = {}\n",
            list(&mut v.elems().map(|e| e.to_string()), v.len())
        );
    }
    if !r.not_exited.is_empty() {
        s += &format!(
            "  (threads that had not exited, values at the end of the run: {})\n",
            list(
                &mut r.not_exited.iter().map(|t| t.to_string()),
                r.not_exited.len()
            )
        );
    }
    s
}

fn exit_code(r: &RunResult) -> i32 {
    if r.mismatches.as_ref().is_some_and(|m| !m.is_empty()) {
        return 1;
    }
    // An out-of-bounds access is a kernel defect like any other violation: exit 4 (it was 2, as
    // bad input, which a script could not tell from a malformed manifest).
    r.status.exit_code()
}

/// `run --out-dir`: each buffer as a NumPy file, or raw where NumPy has no dtype for it.
fn write_out_dir(dir: &std::path::Path, r: &RunResult) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
    for (name, b) in &r.buffers {
        // The header, then the buffer's bytes as they are (no copy of them).
        let (file, header) = match crate::launch::sources::npy_header(&b.ty, b.bytes.len()) {
            Some(h) => (dir.join(format!("{name}.npy")), h),
            None => (dir.join(format!("{name}.bin")), Vec::new()),
        };
        let mut f = output::AtomicFile::create(&file).map_err(|e| write_error(e).to_string())?;
        let _ = f.write_all(&header).and_then(|_| f.write_all(&b.bytes));
        f.commit().map_err(|e| write_error(e).to_string())?;
    }
    Ok(())
}

/// A failed write as the error of a command (exit status 2).
pub fn write_error(e: output::WriteError) -> InputError {
    InputError {
        file: e.path.display().to_string(),
        field: "-".into(),
        message: format!("cannot write: {}", e.error),
    }
}

fn open_trace(p: &Option<PathBuf>) -> Result<Option<output::SharedFile>, InputError> {
    p.as_deref()
        .map(output::SharedFile::create)
        .transpose()
        .map_err(write_error)
}

/// Entry point; returns the exit status. A failed write to standard output is exit status 2
/// (`error: standard output: ...`; [`output::finish`]).
pub fn main_with(args: Vec<String>) -> i32 {
    output::finish(command(args))
}

fn command(args: Vec<String>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    init_logging(cli.verbose);
    let bad = |e: InputError| {
        eprintln!("error: {e}");
        2
    };
    match cli.cmd {
        Cmd::Bench(a) => bench::main(&a),
        Cmd::Sweep(a) => sweep::main(a),
        Cmd::Explore(a) => explore::main(a),
        Cmd::Litmus(a) => litmus::main(a),
        Cmd::Shrink(a) => shrink::main(a),
        Cmd::Merge(a) => merge::main(a),
        Cmd::Init(a) => init::main(a),
        Cmd::Exec(a) => exec::main(a),
        Cmd::Test(a) => test::main(a),
        Cmd::Sync(a) => sync::main(a),
        Cmd::Completions { shell } => {
            let mut cmd = <Cli as clap::CommandFactory>::command();
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut cmd, "fermi-sim", &mut script);
            output::print_bytes(&script);
            0
        }
        Cmd::Man { dir } => {
            let cmd = <Cli as clap::CommandFactory>::command();
            let r = match &dir {
                None => {
                    let mut page = Vec::new();
                    let r = clap_mangen::Man::new(cmd).render(&mut page);
                    output::print_bytes(&page);
                    r
                }
                Some(d) => {
                    std::fs::create_dir_all(d).and_then(|_| clap_mangen::generate_to(cmd, d))
                }
            };
            match r {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("error: {}: {e}", dir.unwrap_or_default().display());
                    2
                }
            }
        }
        Cmd::Run(a) => {
            let mut l = match prepare(&a.sim.launch, &a.sim.flags.overrides()) {
                Ok(l) => l,
                Err(e) => return bad(e),
            };
            match portability::apply(&mut l, a.sim.flags.scheduling) {
                Ok(true) => {}
                Ok(false) => return portability::run_both(&l, &a.sim),
                Err(e) => return bad(e),
            }
            let trace = match open_trace(&a.trace) {
                Ok(t) => t,
                Err(e) => return bad(e),
            };
            let r = match execute(&l, &a, trace.clone().map(|t| Box::new(t) as Box<dyn Write>)) {
                Ok(r) => r,
                Err(e) => return bad(e),
            };
            // The trace is complete, or the run is an error: a lost trace is never exit 0.
            if let Some(Err(e)) = trace.map(|t| t.commit()) {
                return bad(write_error(e));
            }
            let t = std::time::Instant::now();
            if a.json {
                // The result on stdout; the findings as people read them on stderr, as without
                // `--json`.
                output::print_json(&r);
                print_findings(&r);
            } else {
                print_human(&r);
            }
            let t = crate::launch::phase("print result", t);
            if let Some(dir) = &a.out_dir {
                if let Err(e) = write_out_dir(dir, &r) {
                    eprintln!("error: {e}");
                    return 2;
                }
                crate::launch::phase("write --out-dir", t);
            }
            exit_code(&r)
        }
        Cmd::Check { file } => {
            let name = file.display().to_string();
            let src = match crate::input::read_text(&file, crate::input::MAX_PTX_BYTES) {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("error: {}", e.in_file(&name));
                    return 2;
                }
            };
            match crate::ptx::parse_recovering(&name, &src).and_then(|m| {
                crate::program::load_per_function_owned(m, &name, &src, 0, Default::default())
            }) {
                Ok(p) if !p.unusable.is_empty() || !p.skipped.is_empty() => {
                    // The rest of the module loads; the listing still shows it, then every
                    // function that cannot run and every item that does not parse is reported
                    // in file order (exit status 2).
                    crate::out!("{}", crate::program::listing(&p));
                    let mut items: Vec<_> = p.unusable.iter().map(|(_, d)| d.clone()).collect();
                    items.extend(p.skipped.iter().cloned());
                    items.sort_by_key(|d| d.span.start);
                    let d = crate::ptx::diag::Diagnostics {
                        file: name.clone(),
                        source: src.clone(),
                        items,
                    };
                    eprint!("{}", d.render_in(stderr_color()));
                    2
                }
                Ok(p) if p.funcs.is_empty() => {
                    eprintln!(
                        "error: {name}: no `.entry` or `.func` in the file (nothing that could run)"
                    );
                    2
                }
                Ok(p) => {
                    crate::out!("{}", crate::program::listing(&p));
                    0
                }
                Err(d) => {
                    eprint!("{}", d.render_in(stderr_color()));
                    2
                }
            }
        }
        Cmd::View {
            trace,
            out,
            svg,
            ptx,
        } => view::view(&trace, out.as_ref(), svg.as_ref(), ptx.as_ref()),
        Cmd::Trace { run, warp } => {
            let Some((b, w)) = warp
                .split_once(':')
                .and_then(|(b, w)| Some((b.parse::<u32>().ok()?, w.parse::<u32>().ok()?)))
            else {
                return bad(InputError {
                    file: "--warp".into(),
                    field: "-".into(),
                    message: format!("expected B:W, found `{warp}`"),
                });
            };
            let mut l = match prepare(&run.launch, &run.flags.overrides()) {
                Ok(l) => l,
                Err(e) => return bad(e),
            };
            if let Err(e) = portability::apply_one(&mut l, run.flags.scheduling) {
                return bad(e);
            }
            let blocks = l.grid.iter().map(|&d| d as u64).product::<u64>();
            let threads = l.block.iter().map(|&d| d as u64).product::<u64>();
            let warps = threads.div_ceil(l.warp_size.max(1) as u64);
            if b as u64 >= blocks || w as u64 >= warps {
                return bad(InputError {
                    file: "--warp".into(),
                    field: "-".into(),
                    message: format!(
                        "no warp {b}:{w}: the grid has blocks 0..{} of warps 0..{} each",
                        blocks - 1,
                        warps - 1
                    ),
                });
            }
            let (r, events) = match execute_watch(&l, &run, None, Some((b, w))) {
                Ok(r) => r,
                Err(e) => return bad(e),
            };
            crate::out!(
                "{}",
                crate::trace::render_table(&events, l.warp_size as usize)
            );
            crate::outln!("status: {}", r.status.name());
            print_findings(&r);
            exit_code(&r)
        }
    }
}

//! `fermi-sim explore LAUNCH.ron [--max-states N] [--depth D] [--memory flat|fermi] [--json]`:
//! systematic search of the scheduler's choices (src/explore/search/).

use super::prepare;
use crate::explore::{explore, ExploreOptions};
use crate::launch::Overrides;
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct ExploreArgs {
    /// Launch manifest (RON).
    pub launch: PathBuf,
    /// Stop after this many distinct states (the result says `exhaustive: false`; default
    /// 100000 with flat memory, 2000 with `--memory fermi`).
    #[arg(long)]
    pub max_states: Option<usize>,
    /// Longest schedule explored, in device steps.
    #[arg(long, default_value_t = 10_000)]
    pub depth: usize,
    /// Successors enumerated per state at most.
    #[arg(long, default_value_t = 4096)]
    pub max_successors: usize,
    /// Device steps run at most, over all rounds (default: no limit with flat memory, 200000
    /// with `--memory fermi`).
    #[arg(long)]
    pub max_transitions: Option<u64>,
    /// Memory environment: `fermi` (the thesis model, chapter 4) or `flat` (immediate). The one
    /// default that differs from the other commands: explore's is `flat`, as the thesis model
    /// multiplies the choices to search.
    #[arg(long, value_enum, default_value_t = super::MemoryArg::Flat, help_heading = super::COMMON)]
    pub memory: super::MemoryArg,
    /// Device config (RON); default: the manifest's `config`, else configs/gf100.ron.
    #[arg(long, help_heading = super::COMMON)]
    pub config: Option<PathBuf>,
    /// Step budget of each path (overrides config and manifest).
    #[arg(long, help_heading = super::COMMON)]
    pub max_steps: Option<u64>,
    /// Lanes per warp (0 = block size; docs/design.md §11).
    #[arg(long, help_heading = super::COMMON)]
    pub warp_size: Option<u32>,
    /// Set a scalar kernel argument: NAME is one of the manifest's `arg_names`, the kernel's
    /// `.param` name or the argument's index.
    #[arg(long = "arg", value_name = "NAME=VALUE", value_parser = super::parse_name_value, help_heading = super::COMMON)]
    pub args: Vec<(String, String)>,
    /// Thread scheduling: `simt` (the thesis' branching token stack) or `its` (independent
    /// thread scheduling, docs/its.md: which threads of a warp step is a choice the search
    /// enumerates). Default: the config's `scheduling` (SIMT).
    #[arg(long, value_enum, help_heading = super::COMMON)]
    pub scheduling: Option<super::portability::SchedulingArg>,
    /// Switch the reductions off (canonical warp selections, sleep sets, silent-rule offer).
    #[arg(long)]
    pub no_reduction: bool,
    /// Deviation bounding: rounds with at most 0, 1, ..., N answers other than the default
    /// (default: 20 with `--memory fermi`; plain depth-first search with flat memory).
    #[arg(long)]
    pub max_deviations: Option<u32>,
    /// Plain depth-first search, also with `--memory fermi`.
    #[arg(long, conflicts_with = "max_deviations")]
    pub dfs: bool,
    /// Stop at the first failure.
    #[arg(long)]
    pub first: bool,
    /// Run-time checks carried along every path, as `run --check` (default: `run`'s default set
    /// plus `races`; `--check none` switches them off).
    #[arg(long, value_name = "CHECKS", help_heading = super::COMMON)]
    pub check: Vec<String>,
    /// How races are reported: `default` (races that cannot change a result are `benign_race`
    /// warnings) or `strict` (every race is a violation).
    #[arg(long, value_enum, default_value_t = super::RacesArg::Default, help_heading = super::COMMON)]
    pub races: super::RacesArg,
    /// Write the choice list of the first failure into FILE (replay with `run --replay FILE`).
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// With `--record`: write the choice list of final memory #N instead (as listed).
    #[arg(long, requires = "record")]
    pub final_memory: Option<usize>,
    /// MiB of state snapshots the search keeps at most (about): past it, states on the search
    /// stack give their snapshots up (every 16th kept) and are rebuilt by replaying up to 15
    /// steps when the search returns to them.
    #[arg(long, value_name = "MIB", default_value_t = 512, value_parser = clap::value_parser!(u64).range(1..=1 << 40))]
    pub memory_budget: u64,
    /// Print the report as one JSON object (states, transitions, final memories, findings).
    #[arg(long)]
    pub json: bool,
    /// Search only shard K of N (1-based) of the tree: at the first state with several
    /// successors they are dealt out to the shards (docs/scale-out.md).
    #[arg(long, value_name = "K/N", value_parser = crate::suite::parse_partition)]
    pub partition: Option<(usize, usize)>,
    /// Write the shard's results (final memories, failures, bounds) into FILE for
    /// `fermi-sim merge`.
    #[arg(short = 'o', long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

pub fn main(a: ExploreArgs) -> i32 {
    let ov = Overrides {
        config: a.config.clone(),
        max_steps: a.max_steps,
        warp_size: a.warp_size,
        args: a.args.clone(),
    };
    let l = match prepare(&a.launch, &ov).and_then(|mut l| {
        super::portability::apply_one(&mut l, a.scheduling)?;
        Ok(l)
    }) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    if !l.then.is_empty() {
        eprintln!(
            "error: {}: field `launches`: explore searches one grid; run, sweep and test run the later launches",
            a.launch.display()
        );
        return 2;
    }
    let memory = super::memory_model(a.memory);
    let checks = if a.check.is_empty() {
        a.races.apply(crate::explore::search::EXPLORE_CHECKS)
    } else {
        match super::check_set(&a.check, a.races) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("error: {}", e.message);
                return 2;
            }
        }
    };
    let dflt = ExploreOptions::for_memory(memory);
    let opt = ExploreOptions {
        memory,
        max_states: a.max_states.unwrap_or(dflt.max_states),
        depth: a.depth,
        max_successors: a.max_successors,
        max_transitions: a.max_transitions.unwrap_or(dflt.max_transitions),
        reduction: !a.no_reduction,
        stop_at_first: a.first,
        max_deviations: if a.dfs {
            None
        } else {
            a.max_deviations.or(dflt.max_deviations)
        },
        checks,
        memory_budget: usize::try_from(a.memory_budget << 20).unwrap_or(usize::MAX),
        progress: !a.json,
        partition: a.partition,
        stop: Some(super::interrupt::install()),
        ..dflt
    };
    let r = explore(&l, &opt);
    let interrupted = r.bounds_hit.iter().any(|b| b == "interrupted");
    if let Some(p) = &a.out {
        if let Err(e) = write_shard(p, &a, &opt, &r) {
            eprintln!("error: {e}");
            return 2;
        }
    }
    if let Some(i) = a.final_memory.filter(|&i| i >= r.final_memories.len()) {
        eprintln!(
            "error: --final-memory {i}: the exploration found {} final memories (numbered from 0)",
            r.final_memories.len()
        );
        return 2;
    }
    let recorded = match a.final_memory {
        Some(i) => r.final_memories.get(i).map(|m| &m.choices),
        None => r.diagnostics.first().map(|f| &f.choices),
    };
    if let (Some(p), Some(ch)) = (&a.record, recorded) {
        let text = format!(
            "{}{}",
            super::portability::choice_header(l.config.scheduling),
            crate::explore::shrink::to_text(ch)
        );
        if let Err(e) = super::output::AtomicFile::write_all(p, text) {
            eprintln!("error: {e}");
            return 2;
        }
    }
    if a.json {
        crate::outln!("{}", serde_json::to_string(&r).expect("report serialises"));
    } else {
        crate::outln!(
            "explored {} states, {} transitions ({} revisits) in {:.2}s ({:.0} states/s), max depth {}",
            r.states, r.transitions, r.revisits, r.elapsed_s, r.states_per_s, r.max_depth
        );
        if let Some(b) = r.deviation_bound {
            crate::outln!("deviation bound: {b} (rounds 0..={b})");
        }
        if r.slept > 0 {
            crate::outln!("sleep sets: {} edges not followed", r.slept);
        }
        if r.exhaustive {
            crate::outln!("exhaustive: every schedule was covered");
        } else if interrupted {
            let others: Vec<&str> = r
                .bounds_hit
                .iter()
                .filter(|b| *b != "interrupted")
                .map(String::as_str)
                .collect();
            if others.is_empty() {
                crate::outln!("not exhaustive (interrupted)");
            } else {
                crate::outln!(
                    "not exhaustive (interrupted; bounds hit: {})",
                    others.join(", ")
                );
            }
        } else {
            crate::outln!("exhaustive: no (bounds hit: {})", r.bounds_hit.join(", "));
        }
        crate::outln!("distinct final memories: {}", r.distinct_final_memories);
        for (i, m) in r.final_memories.iter().enumerate().take(20) {
            let b = super::buffers_line(&m.buffers);
            crate::outln!(
                "  #{i}: {} terminal states, {} deviations  {}",
                m.count,
                m.deviations,
                b
            );
        }
        crate::outln!("failures: {}", r.diagnostics.len());
        for f in &r.diagnostics {
            crate::outln!(
                "  {} / {} at depth {} ({} choices), lines {:?}: {}",
                f.status.name(),
                f.diagnostic.kind,
                f.depth,
                f.choices_len,
                f.diagnostic.lines,
                f.diagnostic.message
            );
        }
        // The suggested command repeats the settings of the search (explore's memory default
        // differs from run's), so it replays the same device.
        let flags = super::LaunchFlags {
            memory: a.memory,
            config: a.config.clone(),
            max_steps: a.max_steps,
            warp_size: a.warp_size,
            args: a.args.clone(),
            scheduling: a.scheduling,
        }
        .run_flags();
        if let (Some(p), Some(i), true) = (&a.record, a.final_memory, recorded.is_some()) {
            crate::outln!(
                "choice list of final memory #{i} written to {} (fermi-sim run {}{flags} --replay {})",
                p.display(),
                a.launch.display(),
                p.display()
            );
        } else if let (Some(p), false) = (&a.record, r.diagnostics.is_empty()) {
            crate::outln!(
                "choice list of the first failure written to {} (fermi-sim shrink {}{flags} --replay {})",
                p.display(),
                a.launch.display(),
                p.display()
            );
        }
    }
    if interrupted {
        eprintln!("interrupted: the report covers the states explored so far");
        return super::interrupt::EXIT_INTERRUPTED;
    }
    // as `run`: 4 for a violation (a check's finding), 3 for a liveness failure, 0 otherwise
    // (intra-warp races are reported with status completed and do not count)
    crate::launch::results::Status::worst_exit_code(r.diagnostics.iter().map(|f| f.status))
}

/// The shard file of `explore --out`: a header naming the search and the shard, the results
/// (final memories by content, failures, bounds, counts) and an end line.
fn write_shard(
    p: &std::path::Path,
    a: &ExploreArgs,
    opt: &ExploreOptions,
    r: &crate::explore::search::ExploreReport,
) -> Result<(), super::output::WriteError> {
    use std::io::Write;
    let header = serde_json::json!({"explore": {
        "launch": a.launch.display().to_string(),
        "memory": format!("{:?}", a.memory).to_lowercase(),
        "config": a.config.as_ref().map(|c| c.display().to_string()),
        "warp_size": a.warp_size,
        "max_states": opt.max_states,
        "depth": opt.depth,
        "max_deviations": opt.max_deviations,
        "reduction": opt.reduction,
        "checks": a.check,
        "partition": opt.partition.map_or([1, 1], |(k, n)| [k, n]),
    }});
    // Shards of one search share these; they are named only when given (older shard files
    // stay comparable).
    let mut header = header;
    if !a.args.is_empty() {
        header["explore"]["args"] = serde_json::json!(a
            .args
            .iter()
            .map(|(n, v)| format!("{n}={v}"))
            .collect::<Vec<_>>());
    }
    if let Some(m) = a.max_steps {
        header["explore"]["max_steps"] = serde_json::json!(m);
    }
    let finals: Vec<serde_json::Value> = r
        .final_memories
        .iter()
        .map(|m| {
            serde_json::json!({
                "key": serde_json::to_string(&m.buffers).unwrap_or_default(),
                "line": super::buffers_line(&m.buffers),
                "count": m.count,
                "deviations": m.deviations,
            })
        })
        .collect();
    let failures: Vec<serde_json::Value> = r
        .diagnostics
        .iter()
        .map(|f| {
            serde_json::json!({
                "status": f.status.name(),
                "kind": f.diagnostic.kind,
                "lines": f.diagnostic.lines,
                "message": f.diagnostic.message,
                "depth": f.depth,
                "choices_len": f.choices_len,
            })
        })
        .collect();
    let results = serde_json::json!({"results": {
        "states": r.states,
        "transitions": r.transitions,
        "revisits": r.revisits,
        "elapsed_s": r.elapsed_s,
        "max_depth": r.max_depth,
        "exhaustive": r.exhaustive,
        "bounds_hit": r.bounds_hit,
        "final_memories": finals,
        "failures": failures,
    }});
    let mut w = super::output::AtomicFile::create(p)?;
    // A failed write is kept by the file and returned by the commit.
    let _ = writeln!(w, "{header}")
        .and_then(|_| writeln!(w, "{results}"))
        .and_then(|_| writeln!(w, "{}", serde_json::json!({"end": {"records": 1}})));
    w.commit()
}

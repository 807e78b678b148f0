//! `fermi-sim explore LAUNCH.ron [--max-states N] [--depth D] [--memory flat|fermi] [--json]`:
//! systematic search of the scheduler's choices (src/explore/search.rs).

use crate::explore::{explore, ExploreOptions};
use crate::launch::{prepare, Overrides};
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
    /// Memory environment (default flat: the thesis model multiplies the choices).
    #[arg(long, value_enum, default_value_t = super::MemoryArg::Flat)]
    pub memory: super::MemoryArg,
    /// Device config (RON).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Lanes per warp (0 = block size).
    #[arg(long)]
    pub warp_size: Option<u32>,
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
    #[arg(long, value_name = "CHECKS")]
    pub check: Vec<String>,
    /// How races are reported: `default` (races that cannot change a result are `benign_race`
    /// warnings) or `strict` (every race is a violation).
    #[arg(long, value_enum, default_value_t = super::RacesArg::Default)]
    pub races: super::RacesArg,
    /// Write the choice list of the first failure into FILE (replay with `run --replay FILE`).
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// With `--record`: write the choice list of final memory #N instead (as listed).
    #[arg(long, requires = "record")]
    pub final_memory: Option<usize>,
    /// Print the report as one JSON object (states, transitions, final memories, findings).
    #[arg(long)]
    pub json: bool,
}

pub fn main(a: ExploreArgs) -> i32 {
    let ov = Overrides {
        config: a.config.clone(),
        max_steps: None,
        warp_size: a.warp_size,
        args: Vec::new(),
    };
    let l = match prepare(&a.launch, &ov) {
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
    let mut checks = if a.check.is_empty() {
        crate::explore::search::EXPLORE_CHECKS
    } else {
        match super::check_set(&a.check, a.races) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("error: {}", e.message);
                return 2;
            }
        }
    };
    if a.races == super::RacesArg::Strict {
        checks.races = true;
        checks.strict_races = true;
    }
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
        progress: !a.json,
    };
    let r = explore(&l, &opt);
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
        if let Err(e) = std::fs::write(p, crate::explore::shrink::to_text(ch)) {
            eprintln!("error: {}: {e}", p.display());
            return 2;
        }
    }
    if a.json {
        println!("{}", serde_json::to_string(&r).expect("report serialises"));
    } else {
        println!(
            "explored {} states, {} transitions ({} revisits) in {:.2}s ({:.0} states/s), max depth {}",
            r.states, r.transitions, r.revisits, r.elapsed_s, r.states_per_s, r.max_depth
        );
        if let Some(b) = r.deviation_bound {
            println!("deviation bound: {b} (rounds 0..={b})");
        }
        if r.slept > 0 {
            println!("sleep sets: {} edges not followed", r.slept);
        }
        if r.exhaustive {
            println!("exhaustive: every schedule was covered");
        } else {
            println!("exhaustive: no (bounds hit: {})", r.bounds_hit.join(", "));
        }
        println!("distinct final memories: {}", r.distinct_final_memories);
        for (i, m) in r.final_memories.iter().enumerate().take(20) {
            let b = super::buffers_line(&m.buffers);
            println!(
                "  #{i}: {} terminal states, {} deviations  {}",
                m.count, m.deviations, b
            );
        }
        println!("failures: {}", r.diagnostics.len());
        for f in &r.diagnostics {
            println!(
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
            max_steps: None,
            warp_size: a.warp_size,
            args: Vec::new(),
        }
        .run_flags();
        if let (Some(p), Some(i), true) = (&a.record, a.final_memory, recorded.is_some()) {
            println!(
                "choice list of final memory #{i} written to {} (fermi-sim run {}{flags} --replay {})",
                p.display(),
                a.launch.display(),
                p.display()
            );
        } else if let (Some(p), false) = (&a.record, r.diagnostics.is_empty()) {
            println!(
                "choice list of the first failure written to {} (fermi-sim shrink {}{flags} --replay {})",
                p.display(),
                a.launch.display(),
                p.display()
            );
        }
    }
    // as `run`: 4 for a violation (a check's finding), 3 for a liveness failure, 0 otherwise
    // (intra-warp races are reported with status completed and do not count)
    use crate::launch::results::Status;
    if r.diagnostics.iter().any(|f| f.status == Status::Violation) {
        4
    } else if r.diagnostics.iter().any(|f| f.status != Status::Completed) {
        3
    } else {
        0
    }
}

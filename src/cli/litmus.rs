//! `fermi-sim litmus FILE..`: run litmus tests (docs/litmus.md) over seeds or a systematic
//! search, print each test's histogram of final states and whether its condition is reachable.

use super::{MemoryArg, COMMON};
use crate::explore::search::{explore, ExploreOptions};
use crate::launch::results::Status;
use crate::litmus::{sweep, Expect, Prepared, Row};
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct LitmusArgs {
    /// Litmus files (herd's PTX format, docs/litmus.md).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Seeds of the random policy: `N` (1..=N) or `A..B` (A to B, inclusive).
    #[arg(long, default_value = "100")]
    pub seeds: String,
    /// Run one seed (the witness a run printed).
    #[arg(long, conflicts_with_all = ["seeds", "explore", "replay"])]
    pub seed: Option<u64>,
    /// Search the schedules systematically (`explore`'s engine) instead of running seeds.
    #[arg(long)]
    pub explore: bool,
    /// With `--explore`: distinct states to visit at most (default 1000000).
    #[arg(long)]
    pub max_states: Option<usize>,
    /// With `--explore`: search in rounds of deviation bounding up to this bound (default: one
    /// plain depth-first search, exhaustive unless `--max-states` cuts it).
    #[arg(long)]
    pub max_deviations: Option<u32>,
    /// With `--explore`: write the schedule of a witness (replay it with `--replay FILE`).
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// Run one recorded schedule (`--explore --record FILE`).
    #[arg(long, conflicts_with_all = ["explore"])]
    pub replay: Option<PathBuf>,
    /// Memory environment: `fermi` (the thesis model, default) or `flat` (sequentially consistent).
    #[arg(long, value_enum, default_value_t = MemoryArg::Fermi, help_heading = COMMON)]
    pub memory: MemoryArg,
    /// Device config (RON); default configs/gf100.ron.
    #[arg(long, help_heading = COMMON)]
    pub config: Option<PathBuf>,
    /// Thread scheduling: `simt` (the thesis' branching token stack) or `its` (independent
    /// thread scheduling, docs/its.md: threads of one warp step on their own). Default: the
    /// config's `scheduling` (SIMT).
    #[arg(long, value_enum, help_heading = COMMON)]
    pub scheduling: Option<super::portability::SchedulingArg>,
    /// Print the generated kernel (PTX) of each test instead of running it.
    #[arg(long)]
    pub emit_ptx: bool,
    /// One JSON object per test, one per line.
    #[arg(long)]
    pub json: bool,
}

/// `litmus --explore`'s default bound on distinct states.
pub const LITMUS_MAX_STATES: usize = 1_000_000;

/// A test's verdict.
struct Verdict {
    name: String,
    expect: Option<(Expect, String)>,
    /// Some outcome satisfies the condition.
    reachable: bool,
    /// The search covered every schedule (only `--explore`).
    exhaustive: bool,
}

fn parse_seeds(s: &str) -> Option<std::ops::RangeInclusive<u64>> {
    match s.split_once("..") {
        Some((a, b)) => {
            let (a, b) = (
                a.trim().parse().ok()?,
                b.trim().trim_start_matches('=').parse().ok()?,
            );
            (a <= b).then_some(a..=b)
        }
        None => {
            let n: u64 = s.trim().parse().ok()?;
            (n >= 1).then_some(1..=n)
        }
    }
}

pub fn main(a: LitmusArgs) -> i32 {
    let config = match &a.config {
        Some(c) => crate::launch::load_config(c),
        None => {
            let d = std::path::Path::new("configs/gf100.ron");
            if d.exists() {
                crate::launch::load_config(d)
            } else {
                Ok(crate::config::Config::gf100())
            }
        }
    };
    let mut config = match config {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    match a.scheduling {
        None => {}
        Some(super::portability::SchedulingArg::Simt) => {
            config.scheduling = crate::config::Scheduling::Simt
        }
        Some(super::portability::SchedulingArg::Its) => {
            config.scheduling = crate::config::Scheduling::Its
        }
        Some(super::portability::SchedulingArg::Both) => {
            eprintln!("error: {}", super::portability::both_needs_run());
            return 2;
        }
    }
    let seeds = match a.seed {
        Some(s) => s..=s,
        None => match parse_seeds(&a.seeds) {
            Some(r) => r,
            None => {
                eprintln!(
                    "error: --seeds `{}`: expected N (seeds 1 to N) or A..B",
                    a.seeds
                );
                return 2;
            }
        },
    };
    let memory = super::memory_model(a.memory);
    let mut verdicts = Vec::new();
    let mut status = 0;
    for f in &a.files {
        let file = f.display().to_string();
        let text = match crate::input::read_text(f, crate::input::MAX_MANIFEST_BYTES) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: {}", crate::launch::read_error(e, f, &file, "-"));
                status = 2;
                continue;
            }
        };
        // The search and the replay of its schedules run the launch with warp stalls.
        let prep = if a.explore || a.replay.is_some() {
            crate::litmus::prepare_explore
        } else {
            crate::litmus::prepare
        };
        let p = match prep(&text, &file, config.clone()) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("error: {file}:{}:{}: {}", e.line, e.col, e.message);
                status = 2;
                continue;
            }
        };
        if a.emit_ptx {
            crate::outln!(
                "// {file}: launch grid ({}, 1, 1), block ({}, 1, 1), sm_of_block {:?}\n{}",
                p.kernel.grid,
                p.kernel.block,
                p.test.sm_of_cta,
                p.kernel.ptx
            );
            continue;
        }
        match run_one(&a, &file, &p, seeds.clone(), memory) {
            Ok(v) => verdicts.push(v),
            Err(e) => {
                eprintln!("error: {e}");
                status = 2;
            }
        }
    }
    if verdicts.len() > 1 && !a.json {
        crate::outln!("\n{:<24} {:<10} {}", "test", "expect", "fermi-sim");
        for v in &verdicts {
            let e = match &v.expect {
                Some((Expect::Allowed, _)) => "allowed",
                Some((Expect::Forbidden, _)) => "forbidden",
                None => "-",
            };
            let r = match (v.reachable, v.exhaustive) {
                (true, _) => "reachable",
                (false, true) => "unreachable (exhaustive)",
                (false, false) => "not observed",
            };
            crate::outln!("{:<24} {:<10} {r}", v.name, e);
        }
    }
    // A forbidden outcome that shows is a failure of the model.
    if verdicts
        .iter()
        .any(|v| v.reachable && matches!(v.expect, Some((Expect::Forbidden, _))))
        && status == 0
    {
        status = 1;
    }
    status
}

fn run_one(
    a: &LitmusArgs,
    file: &str,
    p: &Prepared,
    seeds: std::ops::RangeInclusive<u64>,
    memory: crate::device::MemoryModel,
) -> Result<Verdict, String> {
    let t = &p.test;
    let mem_name = match a.memory {
        MemoryArg::Fermi => "fermi",
        MemoryArg::Flat => "flat",
    };
    let mut exhaustive = false;
    let mut bounds = Vec::new();
    let mut witness = None;
    let mut search = None;
    let (rows, how): (Vec<Row>, String) = if let Some(rp) = &a.replay {
        let name = rp.display().to_string();
        let text = crate::input::read_text(rp, crate::input::MAX_MANIFEST_BYTES)
            .map_err(|e| crate::launch::read_error(e, rp, &name, "-").to_string())?;
        super::portability::check_replay(p.launch.config.scheduling, &text, &name)
            .map_err(|e| e.to_string())?;
        let mut s = super::make_scheduler(super::PolicyArg::Replay, 0, Some(rp))
            .map_err(|e| e.to_string())?;
        let r = p.run(s.as_mut(), 0, memory);
        let done = r.status == Status::Completed;
        let row = Row {
            outcome: done.then(|| p.outcome(&r.buffers)),
            status: r.status,
            count: 1,
            first: 0,
        };
        (vec![row], format!("replay {}", rp.display()))
    } else if a.explore {
        // Plain depth-first search with every reduction (docs/explore.md): exhaustive unless a
        // bound is hit; `--max-deviations K` searches in rounds of deviation bounding instead.
        let opt = ExploreOptions {
            memory,
            max_states: a.max_states.unwrap_or(LITMUS_MAX_STATES),
            max_deviations: a.max_deviations,
            checks: crate::checks::runtime::CheckSet::default(),
            ..ExploreOptions::default()
        };
        let r = explore(&p.launch, &opt);
        search = Some((r.states, r.transitions, r.elapsed_s));
        exhaustive = r.exhaustive;
        bounds = r.bounds_hit.clone();
        let mut rows: Vec<Row> = Vec::new();
        for (i, m) in r.final_memories.iter().enumerate() {
            let o = p.outcome(&m.buffers);
            if witness.is_none() && p.satisfies(&o) {
                witness = Some(m.choices.clone());
            }
            match rows.iter_mut().find(|x| x.outcome.as_ref() == Some(&o)) {
                Some(x) => x.count += m.count,
                None => rows.push(Row {
                    outcome: Some(o),
                    status: Status::Completed,
                    count: m.count,
                    first: i as u64,
                }),
            }
        }
        rows.sort_by(|x, y| x.outcome.cmp(&y.outcome));
        for f in &r.diagnostics {
            rows.push(Row {
                outcome: None,
                status: f.status,
                count: 1,
                first: 0,
            });
        }
        (rows, format!("explore, {} states", r.states))
    } else {
        let n = seeds.end() - seeds.start() + 1;
        let how = if n == 1 {
            format!("seed {}", seeds.start())
        } else {
            format!("seeds {}..{}", seeds.start(), seeds.end())
        };
        (sweep(p, seeds, memory), how)
    };
    let hits: Vec<&Row> = rows
        .iter()
        .filter(|r| r.outcome.as_ref().is_some_and(|o| p.satisfies(o)))
        .collect();
    let reachable = !hits.is_empty();
    let total: u64 = rows.iter().map(|r| r.count).sum();
    let nhits: u64 = hits.iter().map(|r| r.count).sum();
    let mut record_note = None;
    if let (Some(w), Some(rec)) = (&witness, &a.record) {
        let text = format!(
            "{}{}",
            super::portability::choice_header(p.launch.config.scheduling),
            crate::explore::shrink::to_text(w)
        );
        super::output::AtomicFile::write_all(rec, text).map_err(|e| e.to_string())?;
        record_note = Some(rec.display().to_string());
    }
    let cond = format!(
        "{}exists ({})",
        if t.negated { "~" } else { "" },
        t.cond_text
            .trim()
            .trim_start_matches('(')
            .trim_end_matches(')')
            .trim()
    );
    let flags = format!(
        "{}{}{}",
        if a.memory == MemoryArg::Flat {
            " --memory flat"
        } else {
            ""
        },
        a.config
            .as_ref()
            .map(|c| format!(" --config {}", c.display()))
            .unwrap_or_default(),
        match a.scheduling {
            Some(super::portability::SchedulingArg::Its) => " --scheduling its",
            Some(super::portability::SchedulingArg::Simt) => " --scheduling simt",
            _ => "",
        }
    );
    if a.json {
        let hist: Vec<serde_json::Value> = rows
            .iter()
            .map(|r| match &r.outcome {
                Some(o) => serde_json::json!({
                    "outcome": t.observed.iter().zip(o).map(|(x, v)| (x.to_string(), *v)).collect::<std::collections::BTreeMap<_, _>>(),
                    "count": r.count,
                    "satisfies": p.satisfies(o),
                    "first_seed": (!a.explore && a.replay.is_none()).then_some(r.first),
                }),
                None => serde_json::json!({ "status": r.status.name(), "count": r.count }),
            })
            .collect();
        let j = serde_json::json!({
            "test": t.name,
            "file": file,
            "memory": mem_name,
            "runs": how,
            "condition": cond,
            "expect": t.expect.as_ref().map(|(e, _)| if *e == Expect::Allowed { "allowed" } else { "forbidden" }),
            "reachable": reachable,
            "exhaustive": exhaustive,
            "bounds_hit": bounds,
            "histogram": hist,
            "witness_seed": (!a.explore && a.replay.is_none()).then(|| hits.first().map(|r| r.first)).flatten(),
            "witness_schedule": record_note,
            "states": search.map(|x| x.0),
            "transitions": search.map(|x| x.1),
            "elapsed_s": search.map(|x| x.2),
        });
        crate::outln!("{j}");
    } else {
        crate::outln!("litmus {} ({file}): memory {mem_name}, {how}", t.name);
        for r in &rows {
            match &r.outcome {
                Some(o) => crate::outln!(
                    "  {:>7}{} {}",
                    r.count,
                    if p.satisfies(o) { " *>" } else { " : " },
                    p.show(o)
                ),
                None => crate::outln!("  {:>7}  : ({})", r.count, r.status.name()),
            }
        }
        let verdict = if reachable {
            let w = if a.replay.is_some() {
                String::new()
            } else if a.explore {
                match &record_note {
                    Some(rec) => format!("; witness schedule written to {rec} (fermi-sim litmus {file}{flags} --replay {rec})"),
                    None => "; give --record FILE to write the witness schedule".into(),
                }
            } else {
                format!(
                    "; witness: seed {} (fermi-sim litmus {file}{flags} --seed {})",
                    hits[0].first, hits[0].first
                )
            };
            format!("reachable ({nhits} of {total}){w}")
        } else if a.explore && exhaustive {
            "unreachable (exhaustive: every schedule was covered)".into()
        } else if a.explore {
            format!(
                "not found (not exhaustive: bounds hit: {})",
                bounds.join(", ")
            )
        } else {
            format!("not observed in {total} runs")
        };
        crate::outln!("{cond}: {verdict}");
        if let Some((e, src)) = &t.expect {
            let e = if *e == Expect::Allowed {
                "allowed"
            } else {
                "forbidden"
            };
            let sep = if src.is_empty() { "" } else { " " };
            crate::outln!("expect: {e}{sep}{src}");
        }
    }
    Ok(Verdict {
        name: t.name.clone(),
        expect: t.expect.clone(),
        reachable,
        exhaustive,
    })
}

//! `--scheduling simt|its|both` of `run` and `trace` (docs/its.md): which thread scheduling a
//! run uses, and `run --scheduling both`, which runs a launch under the thesis' SIMT stack and
//! under independent thread scheduling over several seeds and says what differs.

use super::{execute_watch, InputError, SimArgs};
use crate::config::Scheduling;
use crate::launch::results::RunResult;
use crate::launch::Launch;
use crate::verdict::{Kind, Status};
use clap::ValueEnum;
use std::collections::BTreeSet;

/// Seeds `run --scheduling both` tries under each semantics (from `--seed` on).
pub const SEEDS: u64 = 8;

/// A `--scheduling` value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SchedulingArg {
    /// The thesis' SIMT semantics: one pc per warp and the branching token stack.
    Simt,
    /// Independent thread scheduling (Volta and later): a pc per thread.
    Its,
    /// Both, compared (`run` only).
    Both,
}

/// Set the launch's scheduling from `--scheduling`; `Ok(false)` for `both` (the launch is left
/// as it is, to be run under each).
pub fn apply(l: &mut Launch, arg: Option<SchedulingArg>) -> Result<bool, InputError> {
    match arg {
        None => {}
        Some(SchedulingArg::Simt) => l.config.scheduling = Scheduling::Simt,
        Some(SchedulingArg::Its) => l.config.scheduling = Scheduling::Its,
        Some(SchedulingArg::Both) => return Ok(false),
    }
    Ok(true)
}

/// The error for `--scheduling both` where one run is wanted.
pub fn both_needs_run() -> InputError {
    InputError {
        file: "--scheduling".into(),
        field: "-".into(),
        message: "`both` compares two runs and is taken by `run` only; give `simt` or `its`".into(),
    }
}

/// The line a choice list recorded under independent thread scheduling starts with (`run
/// --record`, `explore --record`, `shrink`, `litmus --record`): its choices answer the ITS
/// scheduler's questions, which a SIMT run does not ask. A SIMT recording has no such line (so
/// recordings stay as they were).
pub const ITS_HEADER: &str = "# scheduling: its";

/// The header for a choice list recorded under `s` (with its newline; empty under SIMT).
pub fn choice_header(s: Scheduling) -> &'static str {
    match s {
        Scheduling::Its => "# scheduling: its\n",
        Scheduling::Simt => "",
    }
}

/// The scheduling a choice list was recorded under: ITS when a comment line before the first
/// choice says `# scheduling: its`, else SIMT.
pub fn recorded_scheduling(text: &str) -> Scheduling {
    for line in text.lines().map(str::trim) {
        if line.is_empty() {
            continue;
        }
        if !line.starts_with('#') {
            break;
        }
        if line == ITS_HEADER {
            return Scheduling::Its;
        }
    }
    Scheduling::Simt
}

/// A choice list replayed under another scheduling than it was recorded under: the choices
/// answer other questions, so the replay would follow a schedule nobody ran. An error naming
/// the file and the flag that fits (exit status 2).
pub fn check_replay(run: Scheduling, text: &str, file: &str) -> Result<(), InputError> {
    let rec = recorded_scheduling(text);
    if rec == run {
        return Ok(());
    }
    let (rec_name, run_name, flag) = match rec {
        Scheduling::Its => (
            "independent thread scheduling (ITS)",
            "SIMT",
            "--scheduling its",
        ),
        Scheduling::Simt => (
            "SIMT",
            "independent thread scheduling (ITS)",
            "--scheduling simt (or no --scheduling)",
        ),
    };
    Err(InputError {
        file: file.into(),
        field: "-".into(),
        message: format!(
            "this choice list was recorded under {rec_name} and cannot be replayed under {run_name}: its choices answer other scheduling questions; replay it with {flag}, or record the run again under the scheduling you want"
        ),
    })
}

/// `--scheduling` where one scheduling is wanted (every command but `run`): `both` is an error.
pub fn apply_one(l: &mut Launch, arg: Option<SchedulingArg>) -> Result<(), InputError> {
    apply(l, arg).and_then(|one| one.then_some(()).ok_or_else(both_needs_run))
}

/// The runs of one semantics, by seed.
struct Side {
    name: &'static str,
    runs: Vec<(u64, RunResult)>,
}

/// What a status does, as a verb.
fn verb(s: Status) -> &'static str {
    match s {
        Status::Completed => "completes",
        Status::Deadlock => "deadlocks",
        Status::Livelock => "livelocks",
        Status::StepLimit => "reaches the step limit",
        Status::Violation => "stops at a violation",
    }
}

/// Seeds as ranges: `1-3,5`.
fn seeds(v: &[u64]) -> String {
    crate::checks::barrier_div::ranges(v)
}

impl Side {
    /// The statuses the runs ended with, in `Status::ALL` order.
    fn statuses(&self) -> Vec<Status> {
        Status::ALL
            .into_iter()
            .filter(|s| self.runs.iter().any(|(_, r)| r.status == *s))
            .collect()
    }
    /// `completes on seeds 1-8`, or one clause per status.
    fn summary(&self) -> String {
        self.statuses()
            .into_iter()
            .map(|st| {
                let s: Vec<u64> = self
                    .runs
                    .iter()
                    .filter(|(_, r)| r.status == st)
                    .map(|(s, _)| *s)
                    .collect();
                format!("{} on seeds {}", verb(st), seeds(&s))
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
    /// `livelocks`, or `completes or livelocks (by seed)`.
    fn behaviour(&self) -> String {
        let v: Vec<&str> = self.statuses().into_iter().map(verb).collect();
        if v.len() == 1 {
            v[0].to_string()
        } else {
            format!("{} (by seed)", v.join(" or "))
        }
    }
    /// The kinds of the findings, besides those the statuses already say.
    fn kinds(&self) -> BTreeSet<Kind> {
        self.runs
            .iter()
            .flat_map(|(_, r)| r.diagnostics.iter().map(|d| d.kind))
            .filter(|k| !matches!(k, Kind::Livelock | Kind::Deadlock | Kind::StepLimit))
            .collect()
    }
}

/// `run --scheduling both`: run under each semantics over [`SEEDS`] seeds and print what
/// differs. Exit status 0 when both behave alike (same statuses, results and kinds of
/// findings), 1 when they differ, 2 for bad input.
pub fn run_both(l: &Launch, a: &SimArgs) -> i32 {
    if a.replay.is_some() || a.record.is_some() {
        eprintln!(
            "error: --scheduling both runs {SEEDS} seeds under each semantics and replays or records no single schedule; drop --replay/--record"
        );
        return 2;
    }
    let mut sides = Vec::new();
    for (name, s) in [("SIMT", Scheduling::Simt), ("ITS", Scheduling::Its)] {
        let mut l = l.clone();
        l.config.scheduling = s;
        let mut runs = Vec::new();
        for seed in a.seed..a.seed.saturating_add(SEEDS) {
            let mut a = a.clone();
            a.seed = seed;
            match execute_watch(&l, &a, None, None) {
                Ok((r, _)) => runs.push((seed, r)),
                Err(e) => {
                    eprintln!("error: {e}");
                    return 2;
                }
            }
        }
        sides.push(Side { name, runs });
    }
    let (simt, its) = (&sides[0], &sides[1]);
    for s in &sides {
        crate::outln!("{:<5} {}", format!("{}:", s.name), s.summary());
    }
    let mut differ = Vec::new();
    if simt.statuses() != its.statuses() {
        differ.push(format!(
            "{} under the Fermi stack, {} under ITS",
            simt.behaviour(),
            its.behaviour()
        ));
    }
    // Results of the seeds that completed under both.
    let mut buffers: BTreeSet<&str> = BTreeSet::new();
    let mut on: Vec<u64> = Vec::new();
    for ((seed, a), (_, b)) in simt.runs.iter().zip(&its.runs) {
        if a.status != Status::Completed || b.status != Status::Completed {
            continue;
        }
        let names: Vec<&str> = a
            .buffers
            .iter()
            .filter(|(n, x)| b.buffers.get(*n).is_none_or(|y| y.bytes != x.bytes))
            .map(|(n, _)| n.as_str())
            .collect();
        if !names.is_empty() {
            buffers.extend(names);
            on.push(*seed);
        }
    }
    if !on.is_empty() {
        differ.push(format!(
            "results differ under ITS: {} on seeds {}",
            buffers.into_iter().collect::<Vec<_>>().join(", "),
            seeds(&on)
        ));
    }
    let (ks, ki) = (simt.kinds(), its.kinds());
    if ks != ki {
        let list = |k: &BTreeSet<Kind>| {
            if k.is_empty() {
                "none".to_string()
            } else {
                k.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ")
            }
        };
        differ.push(format!(
            "findings differ: {} under the Fermi stack, {} under ITS",
            list(&ks),
            list(&ki)
        ));
    }
    if differ.is_empty() {
        crate::outln!("same behaviour under both semantics");
        0
    } else {
        for d in &differ {
            crate::outln!("{d}");
        }
        1
    }
}

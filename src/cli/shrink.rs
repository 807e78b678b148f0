//! `fermi-sim shrink LAUNCH.ron (--replay FILE | --seed N) [--out FILE] [--budget N]`: shrink a
//! failing choice list (src/explore/shrink.rs) and show the shrunk trace first.

use super::prepare;
use crate::explore::shrink::{shrink, to_text};
use crate::launch::results::Diag;
use crate::launch::run::{run_launch_events, RunSettings};
use crate::launch::Launch;
use crate::sched::{RandomSched, Recorder, ReplaySched};
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct ShrinkArgs {
    /// Launch manifest (RON).
    pub launch: PathBuf,
    /// A recorded choice list (`run --record`, `explore --record`).
    #[arg(long)]
    pub replay: Option<PathBuf>,
    /// Or: the seed of a failing random run (`sweep` names one).
    #[arg(long, help_heading = super::COMMON)]
    pub seed: Option<u64>,
    /// Where the shrunk list goes (default: `NAME.shrunk.txt` in the current folder for a manifest
    /// `NAME.launch.ron`; never next to the manifest).
    #[arg(short = 'o', long)]
    pub out: Option<PathBuf>,
    /// Replays at most.
    #[arg(long, default_value_t = 400)]
    pub budget: u64,
    #[command(flatten)]
    pub flags: super::LaunchFlags,
    /// Print the result as one JSON object: status and kind of the failure, choice-list lengths
    /// before and after, replays, the written file, whether it reproduces, the diagnostics.
    #[arg(long)]
    pub json: bool,
}

/// The warp a diagnostic names: `(linear block, warp)`.
pub fn failing_warp(l: &Launch, d: &Diag) -> (u32, u32) {
    let det = &d.details;
    let w = if det.get("warp").is_some() {
        det
    } else {
        det.get("warps").and_then(|w| w.get(0)).unwrap_or(det)
    };
    let block = match w.get("block") {
        Some(serde_json::Value::Array(a)) => {
            let c: Vec<u32> = a.iter().map(|x| x.as_u64().unwrap_or(0) as u32).collect();
            let [gx, gy, _] = l.grid;
            c.first().copied().unwrap_or(0)
                + c.get(1).copied().unwrap_or(0) * gx
                + c.get(2).copied().unwrap_or(0) * gx * gy
        }
        Some(v) => v.as_u64().unwrap_or(0) as u32,
        None => 0,
    };
    let warp = match w.get("warp") {
        Some(serde_json::Value::Number(n)) => n.as_u64().unwrap_or(0) as u32,
        Some(serde_json::Value::Array(a)) => a.first().and_then(|x| x.as_u64()).unwrap_or(0) as u32,
        _ => 0,
    };
    (block, warp)
}

pub fn main(a: ShrinkArgs) -> i32 {
    let l = match prepare(&a.launch, &a.flags.overrides()).and_then(|mut l| {
        super::portability::apply_one(&mut l, a.flags.scheduling)?;
        Ok(l)
    }) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let memory = super::memory_model(a.flags.memory);
    let choices = match (&a.replay, a.seed) {
        (Some(p), _) => {
            let text = match crate::input::read_text(p, crate::input::MAX_MANIFEST_BYTES) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("error: {}", e.in_file(&p.display().to_string()));
                    return 2;
                }
            };
            let file = p.display().to_string();
            if let Err(e) = super::portability::check_replay(l.config.scheduling, &text, &file) {
                eprintln!("error: {e}");
                return 2;
            }
            match crate::explore::shrink::parse_choices(&text) {
                Ok(c) => c,
                Err(m) => {
                    eprintln!("error: {}: {m}", p.display());
                    return 2;
                }
            }
        }
        (None, Some(seed)) => {
            let mut rec = Recorder::new(RandomSched::new(seed));
            let settings = RunSettings {
                seed,
                memory,
                ..RunSettings::default()
            };
            run_launch_events(&l, &mut rec, settings);
            rec.log
        }
        (None, None) => {
            eprintln!("error: shrink needs --replay FILE or --seed N");
            return 2;
        }
    };
    let Some(s) = shrink(&l, memory, &choices, a.budget) else {
        eprintln!("error: the choice list does not show a failure (the run completes without diagnostics)");
        return 2;
    };
    let out = a.out.clone().unwrap_or_else(|| default_out(&a.launch));
    let text = format!(
        "{}{}",
        super::portability::choice_header(l.config.scheduling),
        to_text(&s.choices)
    );
    if let Err(e) = super::output::AtomicFile::write_all(&out, text) {
        eprintln!("error: {e}");
        return 2;
    }
    // The shrunk trace first: the failing warp's steps under the shrunk list.
    let (bw, ww) = s
        .result
        .diagnostics
        .first()
        .map(|d| failing_warp(&l, d))
        .unwrap_or((0, 0));
    let settings = RunSettings {
        memory,
        watch: Some((bw, ww)),
        ..RunSettings::default()
    };
    let mut rep = ReplaySched::new(s.choices.clone());
    let (r, events) = run_launch_events(&l, &mut rep, settings);
    let kind = s.failure.kind.map_or("", |k| k.name());
    if a.json {
        let v = serde_json::json!({
            "status": s.failure.status,
            "kind": kind,
            "original_choices": s.original_len,
            "shrunk_choices": s.choices.len(),
            "replays": s.replays,
            "file": out.display().to_string(),
            "reproduces": r.status == s.failure.status,
            "diagnostics": r.diagnostics,
        });
        crate::outln!("{v}");
    } else {
        // The end of the trace is where the failure shows; long spins are cut to their tail.
        let table = crate::trace::render_table(&events, l.warp_size as usize);
        let rows: Vec<&str> = table.lines().collect();
        const SHOW: usize = 24;
        crate::outln!(
            "shrunk trace: block {bw} warp {ww}, {} warp steps{}",
            rows.len().saturating_sub(1),
            if rows.len() > SHOW + 1 {
                format!(" (last {SHOW} shown)")
            } else {
                String::new()
            }
        );
        if let Some(h) = rows.first() {
            crate::outln!("{h}");
        }
        for r in rows.iter().skip(1.max(rows.len().saturating_sub(SHOW))) {
            crate::outln!("{r}");
        }
        crate::outln!(
            "failure: {} / {} — {} choices shrunk to {} ({} replays)",
            s.failure.status.name(),
            kind,
            s.original_len,
            s.choices.len(),
            s.replays
        );
        for d in &r.diagnostics {
            crate::outln!("{}: {} (lines {:?})", d.kind, d.message, d.lines);
        }
        crate::outln!(
            "written to {}; replay: fermi-sim run {} --replay {}{}",
            out.display(),
            a.launch.display(),
            out.display(),
            a.flags.run_flags()
        );
    }
    r.status.exit_code()
}

/// `--out`'s default: `NAME.shrunk.txt` in the current folder for `.../NAME.launch.ron`.
fn default_out(launch: &std::path::Path) -> PathBuf {
    let name = launch
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = name
        .strip_suffix(".launch.ron")
        .or_else(|| name.strip_suffix(".ron"))
        .unwrap_or(&name);
    PathBuf::from(format!("{stem}.shrunk.txt"))
}

//! `fermi-sim sync LAUNCH.ron --out PATCHED.ptx`: barrier synthesis (docs/sync.md). Exit
//! status: 0 a race-free placement found (or no race at all), 1 races remain that no barrier
//! can remove (or the oracle refuted every placement), 2 bad input.

use super::{memory_model, prepare, write_error, LaunchFlags};
use crate::launch::manifest::InputError;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct SyncArgs {
    /// Launch manifest (RON) of the kernel to synchronise; its PTX is the input.
    pub launch: PathBuf,
    /// Where to write the patched PTX.
    #[arg(long)]
    pub out: PathBuf,
    /// Seeds 1..=N of the race check per candidate placement.
    #[arg(long, default_value_t = 8)]
    pub seeds: u64,
    /// Print one JSON object with the report on stdout.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub flags: LaunchFlags,
}

pub fn main(a: SyncArgs) -> i32 {
    match run(&a) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}

fn run(a: &SyncArgs) -> Result<i32, InputError> {
    if a.seeds == 0 || a.seeds > 1000 {
        return Err(InputError {
            file: "--seeds".into(),
            field: "-".into(),
            message: format!("expected 1 to 1000 seeds, found {}", a.seeds),
        });
    }
    let mut l = prepare(&a.launch, &a.flags.overrides())?;
    super::portability::apply_one(&mut l, a.flags.scheduling)?;
    let file = a.launch.display().to_string();
    let dir = a
        .launch
        .parent()
        .map(|p| p.to_path_buf())
        .unwrap_or_default();
    let ptx_path = dir.join(&l.manifest.ptx);
    let src = crate::launch::read_ptx(&ptx_path).map_err(|message| InputError {
        file: file.clone(),
        field: "ptx".into(),
        message,
    })?;
    let mut oracle = crate::synth::Oracle {
        manifest: l.manifest.clone(),
        file: file.clone(),
        config: l.config.clone(),
        ov: a.flags.overrides(),
        seeds: (1..=a.seeds).collect(),
        memory: memory_model(a.flags.memory),
        runs: 0,
        calls: 0,
    };
    let kernel = l.prog.funcs[l.entry as usize].name.clone();
    let t0 = std::time::Instant::now();
    let rep = crate::synth::synthesize(&src, &kernel, &mut oracle)?;
    let secs = t0.elapsed().as_secs_f64();
    super::output::AtomicFile::write_all(&a.out, rep.patched.as_bytes()).map_err(write_error)?;
    let code = if rep.race_free { 0 } else { 1 };
    if a.json {
        let mut v = serde_json::to_value(&rep).expect("report serialises");
        v["out"] = a.out.display().to_string().into();
        v["seconds"] = serde_json::json!((secs * 100.0).round() / 100.0);
        crate::outln!("{}", v);
        return Ok(code);
    }
    let mut s = String::new();
    let ptx = ptx_path.display();
    if rep.races.is_empty() && rep.unfixable.is_empty() {
        s.push_str(&format!(
            "{kernel}: no race in {} seeds; nothing to insert\n",
            rep.seeds.len()
        ));
    }
    for b in &rep.barriers {
        s.push_str(&format!(
            "barrier before {ptx}:{} (line {} of {}), cost {}",
            b.before_line,
            b.patched_line,
            a.out.display(),
            b.cost
        ));
        if let Some((f, l)) = &b.source {
            s.push_str(&format!(": insert `__syncthreads()` before {f}:{l}"));
        }
        if let Some(p) = b.place {
            s.push_str(&format!(" ({p})"));
        }
        s.push('\n');
        for r in &b.races {
            s.push_str(&format!(
                "  separates the race of lines {} and {}\n",
                r.0, r.1
            ));
        }
    }
    for u in &rep.unfixable {
        s.push_str(&format!(
            "unfixable race of lines {} and {}: {}\n  {}\n",
            u.lines.0, u.lines.1, u.reason, u.message
        ));
    }
    for o in &rep.other {
        s.push_str(&format!("note: the final kernel also has {o}\n"));
    }
    s.push_str(&format!(
        "{} barrier{}, cost {}; {} race{}; {} oracle calls ({} runs); {}\n",
        rep.barriers.len(),
        if rep.barriers.len() == 1 { "" } else { "s" },
        rep.cost,
        rep.races.len(),
        if rep.races.len() == 1 { "" } else { "s" },
        rep.oracle_calls,
        rep.runs,
        if rep.race_free {
            format!("race-free over seeds 1..={}", a.seeds)
        } else {
            "races remain".to_string()
        }
    ));
    if rep.search_cut {
        s.push_str("note: the 0-1 solver failed; the placement may not be the cheapest\n");
    }
    crate::out!("{s}");
    Ok(code)
}

//! Barrier synthesis after AutoSync (Anand and Polikarpova, "Automatic Synchronization for GPU
//! Kernels"; docs/sync.md): the race check over a few seeds is the oracle, its race locations
//! give placement constraints over the uniform program points of the kernel, an exact search
//! finds the least-cost placement under AutoSync's cost model, and the oracle runs again on the
//! patched PTX until no race is left. Above the launch layer (it runs launches), below the CLI.

pub mod kernel;
pub mod solve;

use crate::launch::manifest::{InputError, Manifest};
use crate::launch::run::{run_launch, RunSettings};
use crate::launch::Overrides;
use crate::verdict::Kind;
use kernel::Kernel;
use serde::Serialize;
use solve::{RaceOptions, Solver};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

/// What the oracle needs to run a launch on other PTX text.
pub struct Oracle {
    pub manifest: Manifest,
    pub file: String,
    pub config: crate::config::Config,
    pub ov: Overrides,
    pub seeds: Vec<u64>,
    pub memory: crate::device::MemoryModel,
    /// Launches run so far (each seed of each call counts once).
    pub runs: u32,
    /// Calls (one per candidate placement).
    pub calls: u32,
}

/// One race as the oracle saw it (PTX lines of the patched text).
#[derive(Clone, Debug)]
pub struct SeenRace {
    pub lines: (u32, u32),
    pub same_iteration: bool,
    pub across_iterations: bool,
    pub inter_block: bool,
    pub message: String,
}

/// What one oracle call found.
#[derive(Default, Debug)]
pub struct Findings {
    pub races: Vec<SeenRace>,
    /// Lines of barriers reached by part of a block.
    pub divergent: Vec<u32>,
    /// Other failures (a deadlock, an out-of-bounds access), first of each kind.
    pub other: Vec<String>,
}

impl Oracle {
    /// Run every seed on `ptx` with the race and barrier checks.
    pub fn call(&mut self, ptx: &str) -> Result<Findings, InputError> {
        self.calls += 1;
        let prog = crate::launch::load_ptx_text(&self.file, ptx).map_err(|m| InputError {
            file: self.file.clone(),
            field: "ptx".into(),
            message: format!("the patched PTX does not load: {m}"),
        })?;
        let l = crate::launch::prepare_with(
            self.manifest.clone(),
            &self.file,
            self.config.clone(),
            Arc::new(prog),
            &self.ov,
        )?;
        let mut f = Findings::default();
        let mut by_pair: BTreeMap<((u32, u32), bool), usize> = BTreeMap::new();
        for &seed in &self.seeds {
            self.runs += 1;
            let checks = crate::checks::runtime::CheckSet::parse(&["races".to_string()])
                .expect("a known check");
            let settings = RunSettings {
                seed,
                memory: self.memory,
                checks,
                ..Default::default()
            };
            let mut sched = crate::sched::RandomSched::new(seed);
            let r = run_launch(&l, &mut sched, settings);
            for d in &r.diagnostics {
                match d.kind {
                    Kind::DataRace | Kind::IntraWarpRace => {
                        let line = |k: &str| d.details[k]["line"].as_u64().unwrap_or(0) as u32;
                        let block = |k: &str| d.details[k]["block"].as_u64();
                        let grid = |k: &str| d.details[k]["grid"].as_u64();
                        let (a, b) = (line("first"), line("second"));
                        let key = (a.min(b), a.max(b));
                        let same = d.details["iteration"] == "same_iteration";
                        let inter_block =
                            block("first") != block("second") || grid("first") != grid("second");
                        // Seen between blocks and within one block: two races (one fixable).
                        let i = *by_pair.entry((key, inter_block)).or_insert_with(|| {
                            f.races.push(SeenRace {
                                lines: key,
                                same_iteration: false,
                                across_iterations: false,
                                inter_block,
                                message: d.message.clone(),
                            });
                            f.races.len() - 1
                        });
                        let s = &mut f.races[i];
                        s.same_iteration |= same;
                        s.across_iterations |= !same;
                    }
                    Kind::BarrierDivergence => f.divergent.extend(d.lines.iter().copied()),
                    k if k.is_warning() => {}
                    k => {
                        if !f.other.iter().any(|o| o.starts_with(k.name())) {
                            f.other.push(format!("{k}: {} (seed {seed})", d.message));
                        }
                    }
                }
            }
        }
        f.divergent.sort_unstable();
        f.divergent.dedup();
        Ok(f)
    }
}

/// A race the synthesis works on: a pair of instructions of the kernel (indices, program order).
#[derive(Clone, Debug, Serialize)]
pub struct Race {
    /// PTX lines of the two accesses (of the input file).
    pub lines: (u32, u32),
    #[serde(skip)]
    pub instrs: (usize, usize),
    /// Loops both are in (0: a simple race).
    pub loop_depth: usize,
    pub same_iteration: bool,
    pub across_iterations: bool,
    pub message: String,
}

/// A race no barrier can remove, and why.
#[derive(Clone, Debug, Serialize)]
pub struct Unfixable {
    pub lines: (u32, u32),
    /// Between threads of different blocks.
    pub inter_block: bool,
    pub reason: String,
    pub message: String,
}

/// One synthesised barrier.
#[derive(Clone, Debug, Serialize)]
pub struct Barrier {
    /// The barrier goes before this line of the input PTX (the instruction's line).
    pub before_line: u32,
    /// Its own line in the patched PTX.
    pub patched_line: u32,
    /// The source line of that instruction, where the PTX has `.loc` (file, line).
    pub source: Option<(String, u32)>,
    /// `start of a loop body` or `end of a loop body` where the barrier is the first or last
    /// instruction of a loop (the source line then is often the loop header's, to which the
    /// compiler attributes the induction code).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub place: Option<&'static str>,
    pub loops: u32,
    pub conds: u32,
    pub cost: f64,
    /// Input PTX line pairs of the races it separates.
    pub races: Vec<(u32, u32)>,
}

/// The outcome of [`synthesize`].
#[derive(Debug, Serialize)]
pub struct Report {
    pub kernel: String,
    pub barriers: Vec<Barrier>,
    pub cost: f64,
    /// Races handled (each removed by the placement when `race_free`).
    pub races: Vec<Race>,
    pub unfixable: Vec<Unfixable>,
    /// The oracle found no race (and no divergent barrier) in the patched kernel.
    pub race_free: bool,
    /// Oracle calls (candidate placements checked, the input included) and launches run.
    pub oracle_calls: u32,
    pub runs: u32,
    pub seeds: Vec<u64>,
    /// Barriers already in the input kernel.
    pub existing_barriers: usize,
    /// Other failures the oracle saw in the final kernel (not races).
    pub other: Vec<String>,
    /// The 0-1 solver failed and a placement was taken without it: race-free but maybe not the
    /// cheapest.
    pub search_cut: bool,
    #[serde(skip)]
    pub patched: String,
}

/// Insert `bar.sync 0;` before the lines of the instructions at `points`; everything else stays
/// byte for byte. Returns the text and each barrier's patched line.
pub fn patch(src: &str, k: &Kernel, points: &BTreeSet<usize>) -> (String, Vec<u32>) {
    let before: BTreeSet<u32> = points.iter().map(|&p| k.instrs[p].line).collect();
    let mut out = String::with_capacity(src.len() + 16 * points.len());
    let mut lines = Vec::new();
    let mut n = 0u32;
    for (i, l) in src.split_inclusive('\n').enumerate() {
        if before.contains(&(i as u32 + 1)) {
            let nl = if l.ends_with("\r\n") { "\r\n" } else { "\n" };
            out.push_str("\tbar.sync \t0;");
            out.push_str(nl);
            n += 1;
            lines.push(i as u32 + n);
        }
        out.push_str(l);
    }
    (out, lines)
}

/// Map a line of the patched text back to the input's: None for an inserted barrier.
fn original_line(inserted: &[u32], line: u32) -> Option<u32> {
    if inserted.contains(&line) {
        return None;
    }
    Some(line - inserted.iter().filter(|&&b| b < line).count() as u32)
}

/// Refinement rounds before giving up.
pub const MAX_ROUNDS: u32 = 64;

/// Synthesise barriers for the kernel `kernel` of PTX text `src`.
pub fn synthesize(src: &str, kernel: &str, oracle: &mut Oracle) -> Result<Report, InputError> {
    let k = Kernel::parse(src, kernel).map_err(|message| InputError {
        file: oracle.file.clone(),
        field: "ptx".into(),
        message,
    })?;
    let existing_barriers = k
        .instrs
        .iter()
        .filter(|x| x.op.starts_with("bar.sync") || x.op.starts_with("barrier.sync"))
        .count();
    let uniform: Vec<bool> = (0..k.instrs.len()).map(|p| k.uniform_point(p)).collect();
    let costs: Vec<f64> = (0..k.instrs.len()).map(|p| k.cost(p)).collect();
    let mut banned: BTreeSet<usize> = BTreeSet::new();
    let mut races: Vec<Race> = Vec::new();
    let mut opts: Vec<RaceOptions> = Vec::new();
    let mut unfixable: Vec<Unfixable> = Vec::new();
    let mut current: Option<solve::Solution> = None;
    let mut inserted: Vec<u32> = Vec::new();
    let mut text = src.to_string();
    let mut search_cut = false;
    let mut rounds = 0;
    let (race_free, other) = loop {
        rounds += 1;
        let f = oracle.call(&text)?;
        let mut progress = false;
        let mut other_now = Vec::new();
        for d in &f.divergent {
            if let Some(l) = original_line(&inserted, *d) {
                // A barrier of the input: not ours to move.
                other_now.push(format!(
                    "barrier_divergence: the input's barrier at line {l} is reached by part of a block"
                ));
            }
            if let Some(i) = inserted.iter().position(|l| l == d) {
                let p = *current
                    .as_ref()
                    .expect("barriers inserted")
                    .points
                    .iter()
                    .nth(i)
                    .expect("one point per barrier");
                progress |= banned.insert(p);
            }
        }
        let mut refute = vec![false; races.len()];
        let mut open_unfixable = false;
        for s in &f.races {
            let (Some(a), Some(b)) = (
                original_line(&inserted, s.lines.0),
                original_line(&inserted, s.lines.1),
            ) else {
                continue;
            };
            if s.inter_block {
                if !unfixable.iter().any(|u| u.lines == (a, b) && u.inter_block) {
                    unfixable.push(Unfixable {
                        lines: (a, b),
                        inter_block: true,
                        reason: "the accesses are by threads of different blocks (or grids): a barrier orders the threads of one block only".into(),
                        message: s.message.clone(),
                    });
                }
                open_unfixable = true;
                continue;
            }
            if let Some(i) = races.iter().position(|r| r.lines == (a, b)) {
                refute[i] = true;
                // What this run saw narrows the race's options too.
                opts[i].needs_intra |= s.same_iteration && races[i].loop_depth > 0;
                opts[i].needs_inter |= s.across_iterations;
                continue;
            }
            if unfixable
                .iter()
                .any(|u| u.lines == (a, b) && !u.inter_block)
            {
                open_unfixable = true;
                continue;
            }
            let why = |reason: &str| Unfixable {
                lines: (a, b),
                inter_block: false,
                reason: reason.to_string(),
                message: s.message.clone(),
            };
            let (Some(&ia), Some(&ib)) = (k.by_line.get(&a), k.by_line.get(&b)) else {
                unfixable.push(why("an access outside the kernel's body (in a called function): barriers are placed in the kernel only"));
                open_unfixable = true;
                continue;
            };
            let loops = k.common_loops(ia, ib);
            let bounds: BTreeSet<usize> =
                k.regions_at(ia).union(&k.regions_at(ib)).copied().collect();
            let ok = |p: usize| uniform[p] && k.regions_at(p).is_subset(&bounds);
            let mut options = vec![((ia + 1)..=ib).filter(|&p| ok(p)).collect::<Vec<_>>()];
            for &j in &loops {
                let r = &k.regions[j];
                options.push(
                    (r.lo..=ia)
                        .chain((ib + 1)..=r.hi)
                        .filter(|&p| ok(p))
                        .collect(),
                );
            }
            let ro = RaceOptions {
                options,
                needs_intra: s.same_iteration && !loops.is_empty(),
                needs_inter: s.across_iterations && !loops.is_empty(),
                refuted: BTreeSet::new(),
            };
            if ro.assignments().is_empty() {
                let reason = if ia == ib && loops.is_empty() {
                    "the same instruction of two threads, outside any loop: no point lies between them"
                } else {
                    "no uniform point between them: each lies under a thread-dependent branch"
                };
                unfixable.push(why(reason));
                open_unfixable = true;
                continue;
            }
            races.push(Race {
                lines: (a, b),
                instrs: (ia, ib),
                loop_depth: loops.len(),
                same_iteration: s.same_iteration,
                across_iterations: s.across_iterations,
                message: s.message.clone(),
            });
            opts.push(ro);
            progress = true;
        }
        if let Some(cur) = &current {
            for (i, r) in refute.iter().enumerate() {
                if *r && i < cur.masks.len() {
                    progress |= opts[i].refuted.insert(cur.masks[i]);
                }
            }
        }
        let mut f_other = f.other;
        f_other.extend(other_now);
        let clean = f.races.is_empty() && f.divergent.is_empty();
        let only_unfixable_left = !progress && open_unfixable && !refute.iter().any(|&r| r);
        if clean || only_unfixable_left || rounds >= MAX_ROUNDS {
            break (clean, f_other);
        }
        if !progress {
            // A race seen again with no assignment left to refute: nothing more to try.
            break (false, f_other);
        }
        for o in opts.iter_mut() {
            for (i, opt) in o.options.iter_mut().enumerate() {
                let _ = i;
                opt.retain(|p| !banned.contains(p));
            }
        }
        let cost = |p: usize| costs[p];
        let (sol, cut) = Solver::new(&opts, &cost).solve();
        search_cut |= cut;
        let Some(sol) = sol else {
            // No placement satisfies the constraints (AutoSync's UNSAT): the races are unfixable.
            for r in &races {
                unfixable.push(Unfixable {
                    lines: r.lines,
                    inter_block: false,
                    reason:
                        "every barrier placement the constraints allow was refuted by the oracle"
                            .into(),
                    message: r.message.clone(),
                });
            }
            races.clear();
            current = None;
            inserted.clear();
            text = src.to_string();
            break (false, f_other);
        };
        let (t, ins) = patch(src, &k, &sol.points);
        text = t;
        inserted = ins;
        current = Some(sol);
    };
    let mut barriers = Vec::new();
    if let Some(sol) = &current {
        for (i, &p) in sol.points.iter().enumerate() {
            let (loops, conds) = k.depth(p);
            let mut rs = Vec::new();
            for (ri, r) in races.iter().enumerate() {
                let m = sol.masks[ri];
                if opts[ri]
                    .options
                    .iter()
                    .enumerate()
                    .any(|(o, pts)| m & (1 << o) != 0 && pts.contains(&p))
                {
                    rs.push(r.lines);
                }
            }
            barriers.push(Barrier {
                before_line: k.instrs[p].line,
                patched_line: inserted[i],
                source: k.source_of(p),
                place: if k.regions.iter().any(|r| r.is_loop && r.lo == p) {
                    Some("start of a loop body")
                } else if k.regions.iter().any(|r| r.is_loop && r.hi == p) {
                    Some("end of a loop body")
                } else {
                    None
                },
                loops,
                conds,
                cost: costs[p],
                races: rs,
            });
        }
    }
    Ok(Report {
        kernel: kernel.to_string(),
        cost: barriers.iter().fold(0.0, |s, b| s + b.cost),
        barriers,
        races,
        unfixable,
        race_free,
        oracle_calls: oracle.calls,
        runs: oracle.runs,
        seeds: oracle.seeds.clone(),
        existing_barriers,
        other,
        search_cut,
        patched: text,
    })
}

//! The execution engine: the decoded fast path computes what the thread rules compute (a run
//! with decoding switched off gives byte-identical results and traces), and `--fast` picks a
//! schedule of the semantics (same results on race-free kernels, the checks still see every
//! step), is never the default, and never asks the scheduler for the warps it runs ahead.

use fermi_sim::checks::runtime::CheckSet;
use fermi_sim::device::MemoryModel;
use fermi_sim::launch::results::{RunResult, Status};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Launch, Overrides};
use fermi_sim::program::decode::Decoded;
use fermi_sim::sched::{RandomSched, Recorder};
use std::path::Path;
use std::sync::Arc;

use crate::common;

use common::Buf;

fn launch(p: &Path) -> Launch {
    prepare(p, &Overrides::default()).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The same launch with every instruction left to the thread rules (no decoded form).
fn undecoded(l: &Launch) -> Launch {
    let mut prog = (*l.prog).clone();
    prog.decoded = Default::default();
    prog.decoded
        .set(vec![Decoded::Other; prog.instrs.len()])
        .expect("fresh cell");
    Launch {
        prog: Arc::new(prog),
        ..l.clone()
    }
}

fn traced(l: &Launch, seed: u64, checks: CheckSet, fast: bool) -> (String, Vec<u8>) {
    let buf = Buf::default();
    let s = RunSettings {
        seed,
        trace: Some(Box::new(buf.clone())),
        checks,
        fast,
        ..RunSettings::default()
    };
    let r = run_launch(l, &mut RandomSched::new(seed), s);
    let json = serde_json::to_string(&r).unwrap();
    let t = buf.0.lock().unwrap().clone();
    (json, t)
}

/// Every manifest of the sample folders that exercise control flow, warp functions, SIMD,
/// intrinsics, half precision and the runtime.
fn samples() -> Vec<std::path::PathBuf> {
    let dirs: Vec<_> = [
        "cuda",
        "thesis",
        "warp",
        "simd",
        "intrinsics",
        "half",
        "async",
        "runtime",
        "textures",
    ]
    .iter()
    .map(|d| common::root().join("ptx-samples").join(d))
    .collect();
    common::files_under(&dirs, ".launch.ron")
}

#[test]
fn decoded_path_equals_the_thread_rules_on_every_sample() {
    let files = samples();
    assert!(files.len() > 100, "{} samples", files.len());
    let mut compared = 0;
    for p in &files {
        let l = launch(p);
        // One build per folder of compiler output is enough to cover its instruction shapes;
        // every sample of the default folders runs.
        let (j1, t1) = traced(&l, 3, CheckSet::ALL, false);
        let (j2, t2) = traced(&undecoded(&l), 3, CheckSet::ALL, false);
        assert_eq!(j1, j2, "{}: results differ", p.display());
        assert!(t1 == t2, "{}: traces differ", p.display());
        compared += 1;
    }
    assert_eq!(compared, files.len());
}

/// A run with the run-time checks `checks` and a trace, with every warp step a full block step
/// (`full`) or each register-only step taken alone (`block::plain_step`, the default): the
/// results as JSON, the choice list and the trace.
fn stepped_run(
    l: &Launch,
    seed: u64,
    memory: MemoryModel,
    full: bool,
    checks: CheckSet,
) -> (String, String, Vec<u8>) {
    let buf = Buf::default();
    let s = RunSettings {
        seed,
        trace: Some(Box::new(buf.clone())),
        checks,
        memory,
        full_block_steps: full,
        ..RunSettings::default()
    };
    let mut rec = Recorder::new(RandomSched::new(seed));
    let r = run_launch(l, &mut rec, s);
    let t = buf.0.lock().unwrap().clone();
    (serde_json::to_string(&r).unwrap(), rec.to_text(), t)
}

#[test]
fn plain_block_steps_equal_the_full_block_step_on_every_sample() {
    // The observer sees a register-only step taken alone as it sees the block step of that warp:
    // the same results, statistics, choices and trace lines.
    let files = samples();
    assert!(files.len() > 100, "{} samples", files.len());
    for p in &files {
        // Without checks a livelocking sample runs to its step limit: 20,000 steps cover every
        // terminating sample and keep the traces of the others small.
        let l = Launch {
            max_steps: 20_000,
            ..launch(p)
        };
        for memory in [MemoryModel::Fermi, MemoryModel::Flat] {
            let (j1, c1, t1) = stepped_run(&l, 4, memory, true, CheckSet::NONE);
            let (j2, c2, t2) = stepped_run(&l, 4, memory, false, CheckSet::NONE);
            // The results include the statistics (thread and warp instructions, steps).
            assert_eq!(j1, j2, "{} {memory:?}: results differ", p.display());
            assert!(c1 == c2, "{} {memory:?}: choices differ", p.display());
            assert!(t1 == t2, "{} {memory:?}: traces differ", p.display());
            assert!(j1.contains("thread_instructions"), "{j1}");
        }
    }
}

#[test]
fn plain_steps_under_the_checks_give_the_full_block_steps_verdicts_on_every_sample() {
    // With the checks on, a register-only warp step skips the block step too and the shadow
    // prepares it as a straight step. Same results, findings, statuses, choices and traces
    // either way (debug builds also compare each plain preparation with the full one).
    let files = samples();
    assert!(files.len() > 100, "{} samples", files.len());
    let mut verdicts = std::collections::BTreeSet::new();
    for p in &files {
        let l = Launch {
            max_steps: 20_000,
            ..launch(p)
        };
        for memory in [MemoryModel::Fermi, MemoryModel::Flat] {
            // The default checks: safety, liveness, barriers; and all of them.
            for checks in [CheckSet::default(), CheckSet::ALL] {
                let (j1, c1, t1) = stepped_run(&l, 4, memory, true, checks);
                let (j2, c2, t2) = stepped_run(&l, 4, memory, false, checks);
                assert_eq!(j1, j2, "{} {memory:?}: results differ", p.display());
                assert!(c1 == c2, "{} {memory:?}: choices differ", p.display());
                assert!(t1 == t2, "{} {memory:?}: traces differ", p.display());
                let v: serde_json::Value = serde_json::from_str(&j1).unwrap();
                verdicts.insert(v["status"].to_string());
            }
        }
    }
    // The samples include kernels the checks stop: the comparison covers findings too.
    assert!(verdicts.len() >= 3, "statuses seen: {verdicts:?}");
}

#[test]
fn decoding_covers_the_hot_instructions() {
    // The collatz and vadd kernels are ALU instructions, branches, and loads and stores of
    // kernel parameters and global memory: every one of them has a decoded form (otherwise the
    // fast path would silently not run).
    for name in ["collatz", "vadd"] {
        let l = launch(Path::new(&format!("ptx-samples/cuda/{name}.launch.ron")));
        let d = l.prog.decoded();
        assert!(
            !d.iter().any(|x| matches!(x, Decoded::Other)),
            "{name}: {d:?}"
        );
        let mem = d
            .iter()
            .filter(|x| matches!(x, Decoded::Mem { .. }))
            .count();
        assert_eq!(mem, if name == "vadd" { 7 } else { 5 }, "{name}: {d:?}");
    }
}

fn run(l: &Launch, seed: u64, fast: bool, memory: MemoryModel) -> (RunResult, u64) {
    let mut rec = Recorder::new(RandomSched::new(seed));
    let s = RunSettings {
        seed,
        fast,
        memory,
        ..RunSettings::default()
    };
    let r = run_launch(l, &mut rec, s);
    (r, rec.count)
}

#[test]
fn kernel_parameter_loads_complete_at_once_with_the_values_of_the_memory_route() {
    // Deviation W10: a load of the kernel's parameter bank reads it in the warp step. The
    // literal route (`direct_param_loads: false`) sends it through the memory environment as a
    // constant load. Both must load the same values (every width and signedness, a by-value
    // structure, an address in a register), on both memories and under several schedules; only
    // the literal route issues the loads as memory requests.
    let l = launch(Path::new("tests/data/params.launch.ron"));
    assert!(
        l.config.direct_param_loads,
        "the default reads the bank at once"
    );
    let literal = Launch {
        config: fermi_sim::config::Config {
            direct_param_loads: false,
            ..l.config.clone()
        },
        ..l.clone()
    };
    let want = "\"out\":[18446744073709551613,200,18446744073709521616,18446744073709551611,\
                1069547520,18446744073709551615,4000000000,18446744073709551614,5,7]";
    for memory in [MemoryModel::Fermi, MemoryModel::Flat] {
        for seed in 1..4 {
            let (ours, _) = run(&l, seed, false, memory);
            let (thesis, _) = run(&literal, seed, false, memory);
            let out = |r: &RunResult| serde_json::to_string(&r.buffers).unwrap();
            assert_eq!(ours.status, Status::Completed, "{memory:?} seed {seed}");
            assert_eq!(thesis.status, Status::Completed, "{memory:?} seed {seed}");
            assert!(out(&ours).contains(want), "{}", out(&ours));
            assert_eq!(out(&ours), out(&thesis), "{memory:?} seed {seed}");
            // 2 threads x 9 stores; the literal route adds their 2 x 9 unguarded parameter
            // loads and lane 1's guarded one.
            assert_eq!(ours.stats.memory_requests, 18);
            assert_eq!(thesis.stats.memory_requests, 37);
        }
    }
    // The thread rules serve the loads as the decoded path does, step for step (a guarded
    // load no lane executes is (next), not (mem)).
    let (j1, t1) = traced(&l, 2, CheckSet::ALL, false);
    let (j2, t2) = traced(&undecoded(&l), 2, CheckSet::ALL, false);
    assert_eq!(j1, j2);
    assert!(t1 == t2, "traces differ");
}

#[test]
fn fused_register_tails_give_the_literal_programs_results_with_fewer_choices() {
    // Deviation M12: a memory program's `writeToRegs` and `releaseRegs` run in the micro step
    // of the statement before them (`fused_register_tails`, the default) instead of after a
    // `yield` each. Kernels whose results no schedule can change (global loads and stores,
    // shared memory and barriers, global and shared atomics, local memory in recursive calls)
    // end with the same buffers and the expected ones under both; the fused programs take
    // fewer memory micro steps, so a run makes fewer scheduler choices (the unit tests of
    // `memory::fermi` count the micro steps of each program).
    for name in [
        "vadd",
        "reduce_shared",
        "histogram_global",
        "histogram_shared",
        "recursive_fib",
    ] {
        let l = launch(Path::new(&format!("ptx-samples/cuda/{name}.launch.ron")));
        assert!(l.config.fused_register_tails, "the default fuses");
        let literal = Launch {
            config: fermi_sim::config::Config {
                fused_register_tails: false,
                ..l.config.clone()
            },
            ..l.clone()
        };
        for seed in 1..3 {
            let (ours, ours_choices) = run(&l, seed, false, MemoryModel::Fermi);
            let (thesis, thesis_choices) = run(&literal, seed, false, MemoryModel::Fermi);
            assert_eq!(ours.status, Status::Completed, "{name} seed {seed}");
            assert_eq!(thesis.status, Status::Completed, "{name} seed {seed}");
            assert_eq!(
                fermi_sim::launch::results::compare(&l, &ours),
                Vec::<String>::new(),
                "{name} seed {seed}"
            );
            assert_eq!(
                serde_json::to_string(&ours.buffers).unwrap(),
                serde_json::to_string(&thesis.buffers).unwrap(),
                "{name} seed {seed}"
            );
            assert_eq!(
                ours.stats.thread_instructions, thesis.stats.thread_instructions,
                "{name}"
            );
            // Shared atomics retry while another lane holds the bank lock, so how many micro
            // steps a run takes there depends on the schedule the seed picks.
            if name != "histogram_shared" {
                assert!(
                    ours_choices < thesis_choices,
                    "{name} seed {seed}: {ours_choices} choices, literal {thesis_choices}"
                );
            }
        }
    }
}

#[test]
fn fast_gives_the_expected_results_with_fewer_choices() {
    for name in ["vadd", "collatz", "matmul_tiled", "reduce_shared"] {
        let p = format!("ptx-samples/cuda/{name}.launch.ron");
        let l = launch(Path::new(&p));
        for memory in [MemoryModel::Fermi, MemoryModel::Flat] {
            let (slow, slow_choices) = run(&l, 5, false, memory);
            let (fast, fast_choices) = run(&l, 5, true, memory);
            assert_eq!(slow.status, Status::Completed, "{name}");
            assert_eq!(fast.status, Status::Completed, "{name}");
            assert_eq!(
                fermi_sim::launch::results::compare(&l, &fast),
                Vec::<String>::new(),
                "{name}"
            );
            assert_eq!(
                serde_json::to_string(&slow.buffers).unwrap(),
                serde_json::to_string(&fast.buffers).unwrap(),
                "{name}"
            );
            // The same instructions run; the warps that ran ahead were not scheduled.
            assert_eq!(
                slow.stats.thread_instructions, fast.stats.thread_instructions,
                "{name}"
            );
            assert!(fast.stats.steps < slow.stats.steps, "{name}");
            assert!(fast_choices < slow_choices, "{name}");
        }
    }
}

#[test]
fn fast_keeps_the_checks() {
    // The checks see every step the warps take ahead: the intra-warp spin locks are still
    // livelocks and a barrier in divergent code still a finding, as the manifests expect.
    for p in [
        "ptx-samples/cuda/spinlock_naive-32.launch.ron",
        "ptx-samples/thesis/listing-6.2.launch.ron",
        "ptx-samples/cuda/barrier_divergent-64.launch.ron",
    ] {
        let l = launch(Path::new(p));
        let (r, _) = run(&l, 1, true, MemoryModel::Fermi);
        assert_ne!(r.status, Status::Completed, "{p}");
        assert_eq!(
            fermi_sim::launch::results::compare(&l, &r),
            Vec::<String>::new(),
            "{p}: {:?}",
            r.diagnostics
        );
    }
}

#[test]
fn fast_is_never_the_default() {
    assert!(!RunSettings::default().fast);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(["run", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.contains("--fast"), "{help}");
}

#[test]
fn warps_hold_only_the_launched_kernels_registers_and_compute_the_same() {
    // The typical-kernels corpus is one module of 41 kernels (its debug build, whose functions
    // are not inlined, is the largest): each launch renumbers its
    // kernel's registers first and its warps hold only those (program::kernel_regs). Against
    // the loader's module-wide numbering, every run gives the same result.
    let dirs = [common::root().join("ptx-samples/apps/nvrtc12-G-sm80")];
    // The module is loaded once and shared: loading it is most of the cost here.
    let whole = Arc::new(fermi_sim::launch::load_ptx(&dirs[0].join("apps.ptx")).expect("loads"));
    let config = fermi_sim::launch::load_config(&common::root().join("configs/gf100.ron")).unwrap();
    let mut smaller = 0;
    for m in common::files_under(&dirs, ".launch.ron") {
        let file = m.display().to_string();
        let text = std::fs::read_to_string(&m).unwrap();
        let manifest = fermi_sim::launch::manifest::Manifest::parse(&text, &file).unwrap();
        let ov = Overrides::default();
        let l =
            fermi_sim::launch::prepare_with(manifest, &file, config.clone(), whole.clone(), &ov)
                .unwrap();
        assert_eq!(l.prog.regs.len(), whole.regs.len());
        if l.prog.warp_regs() * 4 < whole.warp_regs() {
            smaller += 1;
        }
        let module_wide = Launch {
            prog: whole.clone(),
            ..l.clone()
        };
        // Without the livelock detector, which hashes every register of every warp (the
        // module-wide runs would take most of the test's time); the traces of both numberings
        // are compared on the samples (`decoded_path_equals_the_thread_rules_on_every_sample`
        // runs renumbered launches of multi-kernel modules too).
        let checks = CheckSet {
            liveness: false,
            ..CheckSet::default()
        };
        let run = |l: &Launch| {
            let r = run_launch(
                l,
                &mut RandomSched::new(1),
                RunSettings {
                    checks,
                    ..RunSettings::default()
                },
            );
            serde_json::to_string(&r).unwrap()
        };
        assert_eq!(run(&l), run(&module_wide), "{}", m.display());
    }
    // Every kernel holds under a quarter of the module's registers.
    assert_eq!(smaller, 41);
}

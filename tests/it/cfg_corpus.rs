//! The control-flow corpus of `ptx-samples/cfg/` (and, for loading, every build of the CUDA samples): 21 divergent CUDA kernels compiled by clang-16
//! (-O0/-O2/-O3) and NVRTC 11.8/12.x (compute_35 to compute_90, and a `-G` build), each as one module and one kernel
//! per file. Every PTX file loads with no unusable function, and every manifest gives the result
//! the host computed by running the same C code once per thread, with the run-time checks on
//! (`--check all`) and no finding.

use fermi_sim::checks::runtime::CheckSet;
use fermi_sim::device::MemoryModel;
use fermi_sim::launch::results::{compare, RunResult, Status};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Launch, Overrides};
use fermi_sim::sched::RandomSched;
use std::path::PathBuf;

fn builds() -> Vec<PathBuf> {
    builds_in("ptx-samples/cfg")
}

fn builds_in(root: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    v.sort();
    v
}

fn files(dir: &PathBuf, suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    v.sort();
    v
}

#[test]
fn every_corpus_ptx_file_loads_completely() {
    let mut n = 0;
    let mut dirs = builds();
    dirs.extend(builds_in("ptx-samples/warp"));
    dirs.extend(builds_in("ptx-samples/runtime"));
    dirs.extend(builds_in("ptx-samples/half"));
    dirs.extend(builds_in("ptx-samples/async"));
    dirs.extend(builds_in("ptx-samples/cg"));
    dirs.extend(builds_in("ptx-samples/cub"));
    dirs.extend(builds_in("ptx-samples/curand"));
    dirs.extend(builds_in("ptx-samples/gen"));
    dirs.push("ptx-samples/cuda".into());
    for d in std::fs::read_dir("ptx-samples/cuda/builds").unwrap() {
        dirs.push(d.unwrap().path());
    }
    for b in dirs {
        for p in files(&b, ".ptx") {
            let env = fermi_sim::program::load_file(&p)
                .unwrap_or_else(|d| panic!("{}: {}", p.display(), d.render()));
            assert!(
                env.unusable.is_empty(),
                "{}: {:?}",
                p.display(),
                env.unusable
                    .iter()
                    .map(|(_, d)| d.one_line(&env.file))
                    .collect::<Vec<_>>()
            );
            n += 1;
        }
    }
    assert!(
        n >= 16 * 22 + 4 + 7 * 2 + 3 + 16 * 30,
        "only {n} corpus files"
    );
}

/// Run the module (or single-kernel) manifests of the builds whose index is `part` mod `parts`.
fn run_all(
    seeds: std::ops::RangeInclusive<u64>,
    single: bool,
    memory: MemoryModel,
    (part, parts): (usize, usize),
) {
    run_in(
        "ptx-samples/cfg",
        seeds,
        single,
        memory,
        (part, parts),
        8 * 21,
    );
}

/// One run with every check on (`--check all`).
fn run_all_checks(l: &Launch, seed: u64, memory: MemoryModel) -> RunResult {
    run_launch(
        l,
        &mut RandomSched::new(seed),
        RunSettings {
            seed,
            checks: CheckSet::parse(&["all".to_string()]).unwrap(),
            memory,
            ..RunSettings::default()
        },
    )
}

fn run_in(
    root: &str,
    seeds: std::ops::RangeInclusive<u64>,
    single: bool,
    memory: MemoryModel,
    parts: (usize, usize),
    min_runs: usize,
) {
    run_in_allowing(&[], root, seeds, single, memory, parts, min_runs)
}

/// [`run_in`], where findings of the kinds in `allowed` (warnings) are expected.
fn run_in_allowing(
    allowed: &[&str],
    root: &str,
    seeds: std::ops::RangeInclusive<u64>,
    single: bool,
    memory: MemoryModel,
    (part, parts): (usize, usize),
    min_runs: usize,
) {
    let mut failures = Vec::new();
    let mut runs = 0;
    for (i, b) in builds_in(root).into_iter().enumerate() {
        if i % parts != part {
            continue;
        }
        for p in files(&b, ".launch.ron") {
            if p.to_string_lossy().ends_with(".single.launch.ron") != single {
                continue;
            }
            let l = prepare(&p, &Overrides::default()).unwrap_or_else(|e| panic!("{e}"));
            for seed in seeds.clone() {
                runs += 1;
                let r = run_all_checks(&l, seed, memory);
                let diffs = compare(&l, &r);
                let unexpected = r
                    .diagnostics
                    .iter()
                    .any(|d| !allowed.contains(&d.kind.name()));
                if r.status != Status::Completed || !diffs.is_empty() || unexpected {
                    failures.push(format!(
                        "{} seed {seed}: {:?} {:?} {:?}",
                        p.display(),
                        r.status,
                        diffs,
                        r.diagnostics
                    ));
                }
            }
        }
    }
    assert!(runs >= min_runs, "only {runs} runs");
    assert!(
        failures.is_empty(),
        "{} of {runs} runs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every module build on the flat memory (control flow is what differs between builds; the
/// thesis memory model only changes timing here, the ignored test below runs it).
#[test]
fn every_build_of_every_kernel_gives_the_host_result_part0() {
    run_all(1..=1, false, MemoryModel::Flat, (0, 2));
}

#[test]
fn every_build_of_every_kernel_gives_the_host_result_part1() {
    run_all(1..=1, false, MemoryModel::Flat, (1, 2));
}

/// Seeds 1-20 of the module builds and of the one-kernel files on the thesis memory model
/// (about ten minutes; `cargo test --release --test it cfg_corpus:: -- --ignored`).
#[test]
#[ignore]
fn every_build_seeds_1_to_20() {
    run_all(1..=20, false, MemoryModel::Fermi, (0, 1));
    run_all(1..=20, true, MemoryModel::Fermi, (0, 1));
}

/// The random-program corpus (`ptx-samples/gen/`, drawn by its gen.py), clang's -O0 build: its
/// module declares the shared arrays of all 40 kernels at module scope, 55,808 bytes in all,
/// more than a block may hold (49,152); each kernel's blocks hold only their own and give the host's
/// result (the other builds run in the sample suite). The first read of each lock-free maximum
/// (a CAS loop) is a benign race, a warning.
#[test]
fn random_program_corpus_gives_the_host_results_with_module_scope_shared_arrays() {
    let first = builds_in("ptx-samples/gen");
    assert!(first[0].ends_with("clang16-O0"), "{first:?}");
    run_in_allowing(
        &["benign_race"],
        "ptx-samples/gen",
        1..=1,
        false,
        MemoryModel::Flat,
        (0, first.len()),
        40,
    );
}

/// The warp-intrinsics corpus (`ptx-samples/warp/`: shuffles, ballots, votes, activemask, match,
/// redux, carry arithmetic from NVRTC 11.8 and 12 for compute_70/80/90) on the thesis memory
/// model, seeds 1-2, every check on: the values the PTX ISA defines, no finding.
#[test]
fn warp_intrinsics_corpus_gives_the_isa_results() {
    run_in(
        "ptx-samples/warp",
        1..=2,
        false,
        MemoryModel::Fermi,
        (0, 1),
        4 * 11 * 2,
    );
}

/// The half-precision corpus (`ptx-samples/half/`: f16 and bf16 axpy, f16x2 and bf16x2
/// arithmetic, comparisons and conversions, 8-bit float pairs, from NVRTC 12 for
/// compute_80/86/90) on the thesis
/// memory model, seeds 1-2, every check on: the bits exact IEEE arithmetic gives, no finding.
#[test]
fn half_precision_corpus_gives_the_ieee_results() {
    run_in(
        "ptx-samples/half",
        1..=2,
        false,
        MemoryModel::Fermi,
        (0, 1),
        3 * 8 * 2,
    );
}

/// The asynchronous-copy corpus (`ptx-samples/async/`: `cooperative_groups::memcpy_async`,
/// `cuda::pipeline` double buffering, the pipeline primitives with a zero-filled tail, inline
/// `cp.async` with the ignore-src operand, a `cuda::barrier`, `cuda::memcpy_async` completed
/// through a barrier, from
/// NVRTC 12 for compute_80/86/90 and a `-G` build) on the thesis memory model, seeds 1-2, every check on: the
/// copied data, no finding.
#[test]
fn async_copy_corpus_gives_the_copied_data() {
    run_in(
        "ptx-samples/async",
        1..=2,
        false,
        MemoryModel::Fermi,
        (0, 1),
        4 * 8 * 2,
    );
}

/// The SIMD-intrinsics corpus (`ptx-samples/simd/`: `__vabsdiffu4`, `__vsads4`, `__vadd2`,
/// `__vcmpgtu2`, ... from NVRTC 11.8 for compute_35 and NVRTC 12 for compute_52/80/90, which
/// lower them to the SIMD video instructions, bit tricks, or the packed `add.u16x2`) on the
/// thesis memory model, seeds 1-2, every check on: the CUDA Math API's words, no finding.
#[test]
fn simd_intrinsics_corpus_gives_the_math_api_results() {
    run_in(
        "ptx-samples/simd",
        1..=2,
        false,
        MemoryModel::Fermi,
        (0, 1),
        4 * 2 * 2,
    );
}

/// The device-intrinsics corpus (`ptx-samples/intrinsics/`: integer intrinsics, warp
/// functions, atomics on every `atomicAdd` type, NVRTC 12 for compute_70/75/80/90) on the
/// thesis memory model, seeds 1-2, every check on: the documented words, no finding.
#[test]
fn device_intrinsics_corpus_gives_the_documented_results() {
    run_in(
        "ptx-samples/intrinsics",
        1..=2,
        false,
        MemoryModel::Fermi,
        (0, 1),
        4 * 4 * 2,
    );
}

/// `this_grid().sync()` reads its workspace from `%envreg1:%envreg2`: a cooperative launch
/// provides it (the corpus' `gridsync` manifests), an ordinary one leaves it 0 and the code
/// traps as on a GPU, and a cooperative grid larger than the device can hold at once is refused.
#[test]
fn grid_sync_needs_a_cooperative_launch_that_fits() {
    let p = std::path::Path::new("ptx-samples/intrinsics/nvrtc12-sm80/gridsync.launch.ron");
    let text = std::fs::read_to_string(p).unwrap();
    let dir = std::env::temp_dir().join(format!("fermi-sim-coop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(
        p.with_file_name("intrinsics.ptx"),
        dir.join("intrinsics.ptx"),
    )
    .unwrap();
    let plain = dir.join("plain.launch.ron");
    std::fs::write(&plain, text.replace("cooperative: true,", "")).unwrap();
    let l = prepare(&plain, &Overrides::default()).unwrap();
    let r = run_all_checks(&l, 1, MemoryModel::Fermi);
    assert_eq!(r.status, Status::Violation);
    assert_eq!(r.diagnostics[0].kind, "trap");
    let big = dir.join("big.launch.ron");
    std::fs::write(&big, text.replace("grid: (2, 1, 1)", "grid: (200, 1, 1)")).unwrap();
    let e = prepare(&big, &Overrides::default()).unwrap_err();
    assert_eq!(e.field, "cooperative");
    assert!(e.message.contains("holds 120"), "{}", e.message);
}

/// The runtime-functions corpus (`ptx-samples/runtime/`: device `printf`, `assert`,
/// `malloc`/`free`, a call of an undefined `.extern` function; clang-16 -O0/-O2/-O3 and NVRTC
/// 11.8/12) on the thesis memory model, seeds 1-3, every check on. The printf output equals the
/// host's (the same C code run once per thread), failed asserts, a double `free` and a reached
/// undefined function are the manifests' violations, and nothing else is reported.
#[test]
fn runtime_functions_corpus_gives_the_host_output() {
    let mut failures = Vec::new();
    let mut runs = 0;
    let mut printed = 0;
    for b in builds_in("ptx-samples/runtime") {
        for p in files(&b, ".launch.ron") {
            let l = prepare(&p, &Overrides::default()).unwrap_or_else(|e| panic!("{e}"));
            let violation = l.manifest.expected_status.as_deref() == Some("violation");
            for seed in 1..=3 {
                runs += 1;
                let r = run_all_checks(&l, seed, MemoryModel::Fermi);
                printed += r.printf.len();
                let diffs = compare(&l, &r);
                let clean =
                    violation || (r.status == Status::Completed && r.diagnostics.is_empty());
                if !diffs.is_empty() || !clean || (violation && r.diagnostics.len() != 1) {
                    failures.push(format!(
                        "{} seed {seed}: {:?} {diffs:?} {:?}",
                        p.display(),
                        r.status,
                        r.diagnostics
                    ));
                }
            }
        }
    }
    assert!(runs >= 7 * 10 * 3, "only {runs} runs");
    // 8 + 8 + 13 calls per build and seed (printf_ints, printf_floats, printf_loop)
    assert_eq!(printed, 7 * 3 * 29);
    assert!(
        failures.is_empty(),
        "{} of {runs} runs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The cooperative-groups and memory-model corpus (`ptx-samples/cg/`: multi-warp tiles on the
/// reserved shared memory, `cuda::atomic_ref` release/acquire hand-offs, `__syncwarp`
/// reductions, `cg::invoke_one` with `elect.sync` on sm_90; NVRTC 12 compute_80/90 and a `-G`
/// build), every check on, seeds 1-2, both
/// memories: the results, and exactly the manifest's diagnostics, warnings included (the `test`
/// command tolerates unexpected warnings; here an `intra_warp_race` after `__syncwarp`, or a
/// race between acquire loads and a release store, fails).
#[test]
fn cg_corpus_reports_exactly_the_races_it_has() {
    let (runs, failures) = exact_findings("ptx-samples/cg");
    assert_eq!(runs, 3 * 10 * 2 * 2);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The CUB corpus (`ptx-samples/cub/`: block reduce, scan, radix sort, histogram, transposing
/// loads and stores, warp reduce; NVRTC 12 compute_70/80/90), every check on, seeds 1-2, both
/// memories: the results, and no finding at all (no false race among CUB's shared-memory
/// exchanges, which are separated by barriers).
#[test]
fn cub_corpus_computes_every_collective_without_a_finding() {
    let (runs, failures) = exact_findings("ptx-samples/cub");
    assert_eq!(runs, 3 * 6 * 2 * 2);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The cuRAND corpus (`ptx-samples/curand/`: XORWOW with its skip-ahead matrices, Philox4x32-10;
/// NVRTC 12 compute_80), every check on, seeds 1-2, both memories: each thread's numbers, no
/// finding.
#[test]
fn curand_corpus_draws_each_subsequence_s_numbers() {
    let (runs, failures) = exact_findings("ptx-samples/curand");
    assert_eq!(runs, 2 * 2 * 2);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Run every manifest of the builds under `dir` with every check on, seeds 1-2, both memories;
/// a run fails unless it gives the expected results and exactly the manifest's diagnostics
/// (warnings included). Returns the number of runs and the failures.
fn exact_findings(dir: &str) -> (usize, Vec<String>) {
    let mut runs = 0;
    let mut failures = Vec::new();
    for b in builds_in(dir) {
        for p in files(&b, ".launch.ron") {
            let l = prepare(&p, &Overrides::default()).unwrap_or_else(|e| panic!("{e}"));
            let mut want = l.manifest.expected_diagnostics.clone().expect("listed");
            want.sort();
            for memory in [MemoryModel::Fermi, MemoryModel::Flat] {
                for seed in 1..=2 {
                    runs += 1;
                    let r = run_all_checks(&l, seed, memory);
                    let mut got: Vec<String> = r
                        .diagnostics
                        .iter()
                        .map(|d| d.kind.name().to_string())
                        .collect();
                    got.sort();
                    got.dedup();
                    let diffs = compare(&l, &r);
                    // A race that is not a warning makes the run a violation.
                    let warning = |k: &String| {
                        fermi_sim::verdict::Kind::from_name(k).is_some_and(|k| k.is_warning())
                    };
                    let status = if want.iter().any(|k| !warning(k)) {
                        Status::Violation
                    } else {
                        Status::Completed
                    };
                    if r.status != status || !diffs.is_empty() || got != want {
                        failures.push(format!(
                            "{} {memory:?} seed {seed}: {:?} {diffs:?} {got:?} (want {want:?})",
                            p.display(),
                            r.status
                        ));
                    }
                }
            }
        }
    }
    (runs, failures)
}

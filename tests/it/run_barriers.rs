//! Barriers end to end (thesis §5.5): the deadlock of a barrier after an early return under the
//! thesis semantics (exited warps do not arrive, T:L2496) and its completion with
//! `barrier_exit: Hardware` (docs/design.md §8); bar.red reductions; bar.arrive; the literal vs relaxed
//! barInfo (errata B2).

use fermi_sim::config::{BarInfoMode, BarrierExit};
use fermi_sim::launch::manifest::Num;
use fermi_sim::launch::results::{RunResult, Status};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Launch, Overrides};
use fermi_sim::sched::RandomSched;
use std::path::Path;

fn launch(p: &str) -> Launch {
    prepare(Path::new(p), &Overrides::default()).unwrap()
}

fn run(l: &Launch, seed: u64) -> RunResult {
    run_launch(
        l,
        &mut RandomSched::new(seed),
        RunSettings {
            seed,
            ..RunSettings::default()
        },
    )
}

fn nums(r: &RunResult, b: &str) -> Vec<u64> {
    r.buffers[b]
        .iter()
        .map(|n| match n.0 {
            Num::U(v) => v,
            other => panic!("{other:?}"),
        })
        .collect()
}

#[test]
fn early_return_deadlocks_under_thesis_semantics() {
    let l = launch("tests/data/early_return.launch.ron");
    assert_eq!(l.config.barrier_exit, BarrierExit::Thesis);
    for seed in 1..=5 {
        let r = run(&l, seed);
        assert_eq!(r.status, Status::Deadlock);
        assert_eq!(r.status.exit_code(), 3);
        let d = &r.diagnostics[0];
        assert_eq!(d.kind, "deadlock");
        // Warp 0 waits at `bar.sync 0` (line 23), initialised with tc = 2 warps × 32 while warp 1
        // was active; warp 1 returned without arriving.
        assert_eq!(
            d.message,
            "no rule can fire and work remains; 1 warp(s) wait: block (0,0,0) warp 0 at line 23 waits for \
             barrier 0 (32 of 64 threads arrived; warps not arrived: none; exited warps: 1); exited warps do \
             not arrive at barriers in the thesis semantics (T:L2496); set `barrier_exit: Hardware` in the \
             config to count them as arrived, as real GPUs do"
        );
        assert_eq!(d.lines, vec![23]);
        let w = &d.details["warps"][0];
        assert_eq!(w["warp"], 0);
        assert_eq!(w["barriers"][0]["exited"], serde_json::json!([1]));
        assert_eq!(w["barriers"][0]["tc"], 64);
        assert_eq!(w["barriers"][0]["ac"], 32);
        // Nothing after the barrier ran.
        assert!(nums(&r, "out").iter().all(|&v| v == 0));
    }
}

#[test]
fn early_return_completes_with_hardware_barrier_exit() {
    let mut l = launch("tests/data/early_return.launch.ron");
    l.config.barrier_exit = BarrierExit::Hardware;
    for seed in 1..=5 {
        let r = run(&l, seed);
        // completes; warp 1 skipped the barrier: barrier divergence (docs/checks.md), status violation
        assert_eq!(r.status, Status::Violation, "{:?}", r.diagnostics);
        assert!(r.diagnostics.iter().all(|d| d.kind == "barrier_divergence"));
        let mut want = vec![1u64; 32];
        want.extend([0u64; 32]);
        assert_eq!(nums(&r, "out"), want);
        assert_eq!(r.stats.barriers_completed, 1);
    }
}

#[test]
fn bar_red_popc_or_and() {
    let l = launch("tests/data/bar_red.launch.ron");
    let r = run(&l, 4);
    assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
    let out = nums(&r, "out");
    // popc(t mod 3 == 0 for t < 64) = 22; or(t == 5) = 1; and(t < 63) = 0 (t = 63 is false).
    for t in 0..64 {
        assert_eq!(&out[3 * t..3 * t + 3], &[22, 1, 0], "thread {t}");
    }
    assert_eq!(r.stats.barriers_completed, 3);
}

#[test]
fn bar_arrive_producer_consumer() {
    let l = launch("tests/data/arrive.launch.ron");
    for seed in 1..=5 {
        let r = run(&l, seed);
        assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
        assert_eq!(
            nums(&r, "out"),
            (0..32).map(|i| 2 * i).collect::<Vec<u64>>()
        );
    }
}

#[test]
fn same_step_sync_and_arrive_literal_vs_relaxed() {
    let mut l = launch("tests/data/same_step.launch.ron");
    assert_eq!(l.config.barinfo, BarInfoMode::Relaxed);
    let r = run(&l, 1);
    assert_eq!(r.status, Status::Completed);
    l.config.barinfo = BarInfoMode::Literal;
    let r = run(&l, 1);
    assert_eq!(r.status, Status::Violation);
    let d = &r.diagnostics[0];
    assert_eq!(d.kind, "inconsistent_barrier");
    assert_eq!(
        d.message,
        "block (0,0,0): inconsistent barrier actions on barrier 1 in one step: bar.arrive with 64 threads vs bar.sync with 64 threads (T:L2411-2422)"
    );
    assert_eq!(d.lines, vec![24, 16]);
}

#[test]
fn bar_arrive_implies_no_memory_barrier() {
    // T:L1889-1891: bar.arrive sets no membar, so without its own membar.cta the producer's
    // shared stores may still be pending when the consumer passes the barrier and reads: some
    // schedule of the Fermi memory model shows a stale 0 (deviation from the PTX ISA, which
    // orders prior accesses at bar.arrive; see docs/deviations.md).
    let mut l = launch("tests/data/arrive.launch.ron");
    l.prog = std::sync::Arc::new(
        fermi_sim::launch::load_ptx(Path::new("tests/data/arrive_nomembar.ptx")).unwrap(),
    );
    let stale = (1..=20)
        .filter(|&s| {
            run(&l, s).buffers["out"]
                .iter()
                .enumerate()
                .any(|(i, n)| n.0 != Num::U(2 * i as u64))
        })
        .count();
    assert!(stale > 0, "no schedule read a stale value");
}

//! Determinism and scheduling: the same seed gives byte-identical JSON and traces; different
//! seeds give different interleavings on a racy kernel; recorded choices replay exactly; the
//! round-robin policy is deterministic; the warp-size execution modes of docs/design.md §11 agree on a
//! race-free kernel.

use fermi_sim::launch::results::{RunResult, Status};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Launch, Overrides};
use fermi_sim::sched::{RandomSched, Recorder, ReplaySched, RoundRobin, Scheduler};
use std::path::Path;

use crate::common;

use common::Buf;

fn launch(p: &str, ov: Overrides) -> Launch {
    prepare(Path::new(p), &ov).unwrap()
}

/// Run and return (JSON, trace bytes).
fn run_traced(l: &Launch, sched: &mut dyn Scheduler, seed: u64) -> (String, Vec<u8>, RunResult) {
    let buf = Buf::default();
    let s = RunSettings {
        seed,
        trace: Some(Box::new(buf.clone())),
        ..RunSettings::default()
    };
    let r = run_launch(l, sched, s);
    let json = serde_json::to_string(&r).unwrap();
    let t = buf.0.lock().unwrap().clone();
    (json, t, r)
}

#[test]
fn same_seed_gives_byte_identical_json_and_trace() {
    for p in [
        "ptx-samples/cuda/race_sum.launch.ron",
        "ptx-samples/cuda/matmul_tiled.launch.ron",
        "ptx-samples/cuda/barrier_divergent-64.launch.ron",
    ] {
        let l = launch(p, Overrides::default());
        let (j1, t1, _) = run_traced(&l, &mut RandomSched::new(7), 7);
        let (j2, t2, _) = run_traced(&l, &mut RandomSched::new(7), 7);
        assert_eq!(j1, j2, "{p}");
        assert!(!t1.is_empty());
        assert!(t1 == t2, "{p}: traces differ");
    }
}

#[test]
fn trace_lines_have_the_interface_fields() {
    let l = launch(
        "ptx-samples/thesis/listing-2.2.launch.ron",
        Overrides::default(),
    );
    let (_, t, _) = run_traced(&l, &mut RandomSched::new(1), 1);
    let text = String::from_utf8(t).unwrap();
    let steps: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .filter(|v: &serde_json::Value| v["event"] == "warp_step")
        .collect();
    // Listing 2.2 has 7 instructions, one warp of 32 threads: 7 warp steps, lines 10..16.
    assert_eq!(steps.len(), 7);
    let lines: Vec<u64> = steps.iter().map(|v| v["line"].as_u64().unwrap()).collect();
    assert_eq!(lines, vec![10, 11, 12, 13, 14, 15, 16]);
    assert_eq!(steps[0]["block"], serde_json::json!([0, 0, 0]));
    assert_eq!(steps[0]["warp"], 0);
    assert_eq!(steps[0]["active"], "1".repeat(32));
    assert_eq!(steps[0]["disable"], "0".repeat(32));
    assert_eq!(steps[0]["stack"], serde_json::json!([]));
    assert_eq!(
        steps[6]["disable"],
        "e".repeat(32),
        "after exit every lane is disabled by exit"
    );
    assert!(steps[0]["rule"].is_string());
}

#[test]
fn different_seeds_give_different_interleavings_on_a_racy_kernel() {
    // race_sum: 64 threads do out[0] += in[t] without atomics; the lost updates depend on the
    // order of the two blocks' loads and stores.
    let l = launch("ptx-samples/cuda/race_sum.launch.ron", Overrides::default());
    let mut traces = std::collections::BTreeSet::new();
    let mut outs = std::collections::BTreeSet::new();
    for seed in 1..=20 {
        let (j, t, r) = run_traced(&l, &mut RandomSched::new(seed), seed);
        assert_eq!(r.status, Status::Completed, "{j}");
        traces.insert(t);
        outs.insert(serde_json::to_string(&r.buffers["out"]).unwrap());
    }
    assert!(traces.len() > 1, "all 20 seeds gave the same interleaving");
    assert!(
        outs.len() > 1,
        "all 20 seeds gave the same racy result: {outs:?}"
    );
}

#[test]
fn record_and_replay_reproduce_the_run() {
    let l = launch("ptx-samples/cuda/race_sum.launch.ron", Overrides::default());
    let mut rec = Recorder::new(RandomSched::new(13));
    let (j1, t1, _) = run_traced(&l, &mut rec, 13);
    assert!(!rec.log.is_empty());
    let mut rep = ReplaySched::parse(&rec.to_text()).unwrap();
    let (j2, t2, _) = run_traced(&l, &mut rep, 13);
    assert_eq!(rep.diverged, None);
    assert_eq!(rep.remaining(), 0);
    assert_eq!(j1, j2);
    assert!(t1 == t2);
}

#[test]
fn round_robin_is_deterministic_and_completes() {
    let l = launch(
        "ptx-samples/cuda/matmul_tiled.launch.ron",
        Overrides::default(),
    );
    let (j1, _, r) = run_traced(&l, &mut RoundRobin::new(), 0);
    let (j2, _, _) = run_traced(&l, &mut RoundRobin::new(), 0);
    assert_eq!(j1, j2);
    assert_eq!(r.status, Status::Completed);
    assert!(fermi_sim::launch::results::compare(&l, &r).is_empty());
}

#[test]
fn execution_modes_agree_on_a_race_free_kernel() {
    // docs/design.md §11: warp size 32, 1 (interleaving) and block size (lock-step) give the same memory.
    let p = "ptx-samples/cuda/matmul_tiled.launch.ron";
    let mut results = Vec::new();
    for ws in [32, 1, 0] {
        let l = launch(
            p,
            Overrides {
                warp_size: Some(ws),
                ..Overrides::default()
            },
        );
        let r = run_launch(&l, &mut RandomSched::new(3), RunSettings::default());
        assert_eq!(r.status, Status::Completed, "warp size {ws}");
        assert!(
            fermi_sim::launch::results::compare(&l, &r).is_empty(),
            "warp size {ws}"
        );
        results.push(serde_json::to_string(&r.buffers).unwrap());
    }
    assert_eq!(results[0], results[1]);
    assert_eq!(results[0], results[2]);
}

#[test]
fn step_budget_ends_runaway_runs() {
    let l = launch(
        "ptx-samples/cuda/spinlock_naive-32.launch.ron",
        Overrides {
            max_steps: Some(500),
            ..Overrides::default()
        },
    );
    let r = run_launch(&l, &mut RandomSched::new(1), RunSettings::default());
    assert_eq!(r.status, Status::StepLimit);
    assert_eq!(r.stats.steps, 500);
    assert_eq!(r.diagnostics[0].kind, "step_limit");
}

#[test]
fn a_monitor_can_end_a_run_with_a_verdict() {
    // The observer's hook for the livelock check (docs/design.md §12, §14): called after every
    // device step.
    struct After(u64);
    impl fermi_sim::observe::Observer<fermi_sim::device::Device> for After {
        fn device_stepped(
            &mut self,
            dev: &fermi_sim::device::Device,
        ) -> Option<(Status, fermi_sim::launch::results::Diag)> {
            (dev.core.stats.steps >= self.0).then(|| {
                (
                    Status::Livelock,
                    fermi_sim::launch::results::Diag {
                        kind: fermi_sim::verdict::Kind::Livelock,
                        message: "test".into(),
                        lines: vec![],
                        details: serde_json::Value::Null,
                    },
                )
            })
        }
    }
    let l = launch(
        "ptx-samples/cuda/spinlock_naive-32.launch.ron",
        Overrides::default(),
    );
    let s = RunSettings {
        monitors: vec![Box::new(After(42))],
        ..RunSettings::default()
    };
    let r = run_launch(&l, &mut RandomSched::new(1), s);
    assert_eq!(
        (r.status, r.stats.steps, r.status.exit_code()),
        (Status::Livelock, 42, 3)
    );
    assert_eq!(r.diagnostics[0].kind, "livelock");
}

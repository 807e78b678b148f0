//! Systematic exploration (issue #7): termination and a unique final memory for small race-free
//! launches, every lost-update outcome of a racy one, no lost final memory under the reduction,
//! the SIMT spin-lock livelock (and none with warp_size 1), honest bounds.

use fermi_sim::device::MemoryModel;
use fermi_sim::explore::{explore, ExploreOptions, ExploreReport};
use fermi_sim::launch::{prepare, Launch, Overrides};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn launch(path: &str, config: &str, warp_size: Option<u32>) -> Launch {
    let ov = Overrides {
        config: Some(PathBuf::from(format!("configs/{config}.ron"))),
        max_steps: None,
        warp_size,
    };
    prepare(Path::new(path), &ov).expect("launch loads")
}

fn flat() -> ExploreOptions {
    ExploreOptions {
        memory: MemoryModel::Flat,
        max_states: 50_000,
        ..ExploreOptions::default()
    }
}

/// The final values of buffer `name` (first element) over all final memories.
fn outcomes(r: &ExploreReport, name: &str) -> BTreeSet<i64> {
    r.final_memories
        .iter()
        .map(|m| {
            m.buffers[name][0]
                .0
                .to_string()
                .parse::<i64>()
                .expect("integer")
        })
        .collect()
}

#[test]
fn race_free_launches_terminate_with_one_final_memory() {
    for (file, cfg) in [
        ("tests/data/explore/vadd2b.launch.ron", "tiny"),
        ("tests/data/explore/vadd2w.launch.ron", "tiny"),
        ("tests/data/explore/vadd2w.launch.ron", "gf100"),
    ] {
        let r = explore(&launch(file, cfg, None), &flat());
        assert!(r.exhaustive, "{file} {cfg}: {:?}", r.bounds_hit);
        assert!(r.diagnostics.is_empty(), "{file}: {:?}", r.diagnostics);
        assert_eq!(r.distinct_final_memories, 1, "{file} {cfg}");
        let c: Vec<String> = r.final_memories[0].buffers["c"]
            .iter()
            .map(|n| n.0.to_string())
            .collect();
        assert_eq!(c, ["1.5", "2.5", "3.5", "4.5"], "{file}");
        assert!(r.states > 10 && r.states == r.states.min(50_000));
    }
}

#[test]
fn racy_launch_shows_every_lost_update_outcome() {
    // out[0] += in[t] for in = [1, 2, 4] by 3 single-lane warps: the last write wins, and it can
    // carry the sum of any non-empty subset of the three updates: 1..=7.
    let l = launch("tests/data/explore/race3.launch.ron", "tiny", None);
    let r = explore(&l, &flat());
    assert!(r.exhaustive, "{:?}", r.bounds_hit);
    assert_eq!(outcomes(&r, "out"), (1..=7).collect());
    // A sequential schedule (no lost update) is among them, and every final memory has a path.
    assert!(r
        .final_memories
        .iter()
        .all(|m| m.choices_len == m.choices.len()));
}

#[test]
fn reduction_loses_no_final_memory() {
    let l = launch("tests/data/explore/race3.launch.ron", "tiny", None);
    let with = explore(&l, &flat());
    let without = explore(
        &l,
        &ExploreOptions {
            reduction: false,
            ..flat()
        },
    );
    assert!(with.exhaustive && without.exhaustive);
    assert_eq!(outcomes(&with, "out"), outcomes(&without, "out"));
    assert_eq!(with.states, without.states, "same state graph");
    assert!(
        with.transitions < without.transitions,
        "the reduction runs fewer steps: {} vs {}",
        with.transitions,
        without.transitions
    );
}

#[test]
fn spin_lock_livelocks_in_simt_and_terminates_with_single_lane_warps() {
    let p = "ptx-samples/cuda/spinlock_naive-2.launch.ron";
    let r = explore(&launch(p, "tiny", None), &flat());
    assert!(r.exhaustive);
    assert_eq!(r.distinct_final_memories, 0, "no schedule finishes");
    let live: Vec<_> = r
        .diagnostics
        .iter()
        .filter(|f| f.diagnostic.kind == "livelock")
        .collect();
    assert_eq!(live.len(), 1, "{:?}", r.diagnostics);
    assert!(!live[0].diagnostic.lines.is_empty());
    // warp_size = 1: the lock is taken in turn, both increments land, no livelock (no false alarm).
    let r1 = explore(&launch(p, "tiny", Some(1)), &flat());
    assert!(r1.exhaustive);
    assert!(r1.diagnostics.is_empty(), "{:?}", r1.diagnostics);
    assert_eq!(outcomes(&r1, "counter"), [2].into_iter().collect());
}

#[test]
fn bounds_are_honest() {
    let l = launch("tests/data/explore/race3.launch.ron", "tiny", None);
    let r = explore(
        &l,
        &ExploreOptions {
            max_states: 50,
            ..flat()
        },
    );
    assert!(!r.exhaustive);
    assert_eq!(r.bounds_hit, ["max_states"]);
    assert!(r.states <= 50);
    let d = explore(&l, &ExploreOptions { depth: 5, ..flat() });
    assert!(!d.exhaustive && d.bounds_hit.contains(&"depth".to_string()));
    assert_eq!(d.distinct_final_memories, 0, "no run ends within 5 steps");
    // The thesis memory model multiplies the choices: bounded, it still ends and says so.
    let f = explore(
        &l,
        &ExploreOptions {
            memory: MemoryModel::Fermi,
            max_states: 200,
            max_successors: 8,
            ..flat()
        },
    );
    assert!(!f.exhaustive);
    assert!(f.states <= 200);
}

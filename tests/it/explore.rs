//! Systematic exploration: termination and a unique final memory for small race-free
//! launches, every lost-update outcome of a racy one, no lost final memory under the reduction,
//! the SIMT spin-lock livelock (and none with warp_size 1) and its replay, honest bounds, the
//! stale read of message passing under the thesis memory model (deviation bounding), and the
//! reductions (SM symmetry cuts states, sleep sets cut edges) keep every outcome.

use fermi_sim::device::MemoryModel;
use fermi_sim::explore::{explore, ExploreOptions, ExploreReport};
use fermi_sim::launch::results::Status;
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Launch, Overrides};
use fermi_sim::sched::ReplaySched;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn launch(path: &str, config: &str, warp_size: Option<u32>) -> Launch {
    let ov = Overrides {
        config: Some(PathBuf::from(format!("configs/{config}.ron"))),
        max_steps: None,
        warp_size,
        args: Vec::new(),
    };
    prepare(Path::new(path), &ov).expect("launch loads")
}

/// A manifest with its own config (no override).
fn as_written(path: &str) -> Launch {
    prepare(Path::new(path), &Overrides::default()).expect("launch loads")
}

fn flat() -> ExploreOptions {
    ExploreOptions {
        memory: MemoryModel::Flat,
        max_states: 50_000,
        ..ExploreOptions::default()
    }
}

/// The final values of buffer `name` (all elements) over all final memories.
fn outcome_lists(r: &ExploreReport, name: &str) -> BTreeSet<Vec<String>> {
    r.final_memories
        .iter()
        .map(|m| m.buffers[name].iter().map(|n| n.0.to_string()).collect())
        .collect()
}

/// The diagnostics of a report as (status, kind, message).
fn diags(r: &ExploreReport) -> BTreeSet<(String, String, String)> {
    r.diagnostics
        .iter()
        .map(|f| {
            (
                f.status.name().to_string(),
                f.diagnostic.kind.name().to_string(),
                f.diagnostic.message.clone(),
            )
        })
        .collect()
}

/// The final values of buffer `name` (first element) over all final memories.
fn outcomes(r: &ExploreReport, name: &str) -> BTreeSet<i64> {
    r.final_memories
        .iter()
        .map(|m| {
            m.buffers[name]
                .get(0)
                .expect("an element")
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
    // The fermi defaults also cap the device steps run, over all rounds.
    let t = explore(
        &l,
        &ExploreOptions {
            max_transitions: 300,
            ..ExploreOptions::for_memory(MemoryModel::Fermi)
        },
    );
    assert!(!t.exhaustive);
    assert!(t.bounds_hit.contains(&"max_transitions".to_string()));
    assert_eq!(t.transitions, 300);
}

#[test]
fn spin_lock_livelock_replays_as_livelock() {
    // The choice list explore records for the livelock replays under `run --replay`, whose
    // livelock detector (src/checks/livelock.rs) reports it too.
    let l = launch("ptx-samples/cuda/spinlock_naive-2.launch.ron", "tiny", None);
    let r = explore(&l, &flat());
    let f = r
        .diagnostics
        .iter()
        .find(|f| f.diagnostic.kind == "livelock")
        .expect("a livelock");
    let mut rep = ReplaySched::new(f.choices.clone());
    let run = run_launch(
        &l,
        &mut rep,
        RunSettings {
            memory: MemoryModel::Flat,
            ..RunSettings::default()
        },
    );
    assert_eq!(rep.diverged, None);
    assert_eq!(run.status, Status::Livelock, "{:?}", run.diagnostics);
}

#[test]
fn fused_register_tails_reach_the_literal_programs_final_memories() {
    // Deviation M12 claims that running a program's register tail in the micro step before it
    // loses no behaviour. Explore both on message passing across two SMs with tiny caches, up
    // to two deviations from the default schedule: the same outcomes (including the stale
    // ones), the same findings, in fewer states.
    // Every thread sequential (`mem_order: Thread`), no empty macro steps and no operations in
    // transit (M13): the deviation bound goes to the schedules of the programs' micro steps, the
    // subject here. (With empty macro steps the fused programs reach one more outcome,
    // out = [0, 0, 0, 1], within this bound than the literal ones; with stalls both searches
    // hit the state bound.)
    let mut l = as_written("tests/data/explore/stale_two.launch.ron");
    l.config.mem_order = fermi_sim::config::MemOrder::Thread;
    l.config.empty_macro_steps = false;
    l.config.stall_steps = 0;
    assert!(l.config.fused_register_tails);
    let literal = Launch {
        config: fermi_sim::config::Config {
            fused_register_tails: false,
            ..l.config.clone()
        },
        ..l.clone()
    };
    let opt = ExploreOptions {
        max_deviations: Some(2),
        ..ExploreOptions::for_memory(MemoryModel::Fermi)
    };
    let ours = explore(&l, &opt);
    let thesis = explore(&literal, &opt);
    let outs = outcome_lists(&ours, "out");
    assert_eq!(outs, outcome_lists(&thesis, "out"));
    assert_eq!(outs.len(), 5, "{outs:?}");
    let kinds = |r: &ExploreReport| -> BTreeSet<(String, Vec<u32>)> {
        (r.diagnostics.iter())
            .map(|f| {
                (
                    f.diagnostic.kind.name().to_string(),
                    f.diagnostic.lines.clone(),
                )
            })
            .collect()
    };
    assert_eq!(kinds(&ours), kinds(&thesis));
    assert!(
        ours.states < thesis.states,
        "{} {}",
        ours.states,
        thesis.states
    );
}

#[test]
fn stale_read_found_under_the_thesis_memory_model() {
    // Message passing across two SMs with plain loads of the flag (stale_read.cu, mp_plain):
    // the consumer's L1 keeps the line of its first read, so its read after `sig` can return
    // the stale 0: out = [0, 0]. Deviation bounding finds it one answer away from the default
    // schedule (the consumer's block on SM 0, so that its first read goes first).
    let l = as_written("tests/data/explore/stale_read2.launch.ron");
    let opt = ExploreOptions {
        max_deviations: Some(1),
        ..ExploreOptions::for_memory(MemoryModel::Fermi)
    };
    let r = explore(&l, &opt);
    let outs = outcome_lists(&r, "out");
    let stale = vec!["0".to_string(), "0".to_string()];
    assert!(outs.contains(&stale), "{outs:?}");
    assert!(outs.contains(&vec!["1".to_string(), "1".to_string()]));
    // The race detector riding along names the cause: the consumer's first, plain read of the
    // data (stale_read.ptx line 35, which fills its L1 line) races with the producer's write of
    // it (line 48).
    assert!(
        r.diagnostics
            .iter()
            .all(|f| f.diagnostic.kind == "data_race"),
        "{:?}",
        r.diagnostics
    );
    assert!(r.diagnostics.iter().any(|f| f.diagnostic.lines == [35, 48]));
    // Cut by the deviation bound, and honest about it.
    assert!(!r.exhaustive);
    assert_eq!(r.bounds_hit, ["deviations"]);
    assert_eq!(r.deviation_bound, Some(1));
    // The recorded choice list of the stale outcome replays to it (`run --replay`).
    let m = r
        .final_memories
        .iter()
        .find(|m| m.buffers["out"].iter().all(|n| n.0.to_string() == "0"))
        .expect("stale");
    assert_eq!(m.deviations, 1);
    let mut rep = ReplaySched::new(m.choices.clone());
    let run = run_launch(&l, &mut rep, RunSettings::default());
    assert_eq!(rep.diverged, None);
    assert_eq!(run.status, Status::Completed);
    let got: Vec<String> = run.buffers["out"].iter().map(|n| n.0.to_string()).collect();
    assert_eq!(got, stale);
}

#[test]
fn sm_symmetry_cuts_states_and_keeps_outcomes() {
    // 2 blocks of one 2-lane warp on the 15 SMs of gf100: the SM a block goes to is the only
    // choice with flat memory. Unused SMs are identical, so only the lowest is tried.
    let l = launch("tests/data/explore/vadd2b.launch.ron", "gf100", None);
    let with = explore(&l, &flat());
    let without = explore(
        &l,
        &ExploreOptions {
            reduction: false,
            ..flat()
        },
    );
    assert!(with.exhaustive && without.exhaustive);
    assert_eq!(outcome_lists(&with, "c"), outcome_lists(&without, "c"));
    assert_eq!(diags(&with), diags(&without));
    assert!(
        with.states * 10 < without.states,
        "{} vs {} states",
        with.states,
        without.states
    );
}

#[test]
#[ignore = "about 35 s: cargo test --test it explore:: -- --ignored"]
fn sleep_sets_keep_outcomes_of_four_racing_warps() {
    // 4 single-lane warps, 2 stepped per device step: the selections {0,1} and {2,3} of local
    // steps are independent, so sleep sets skip one order of them. All states are still
    // visited (sleep sets prune edges, not states), every outcome is kept.
    let l = launch("tests/data/explore/race4.launch.ron", "tiny", None);
    let opt = ExploreOptions {
        max_states: 200_000,
        ..flat()
    };
    let with = explore(&l, &opt);
    let without = explore(
        &l,
        &ExploreOptions {
            reduction: false,
            ..opt.clone()
        },
    );
    assert!(with.exhaustive && without.exhaustive);
    assert!(with.slept > 0);
    assert_eq!(with.states, without.states);
    assert_eq!(outcome_lists(&with, "out"), outcome_lists(&without, "out"));
    assert_eq!(diags(&with), diags(&without));
}

#[test]
fn cli_records_the_stale_outcome_and_run_replays_it() {
    // `explore --record F --final-memory 1` writes the choice list of final memory #1 (the
    // stale outcome, second in discovery order); `run --replay F` reproduces it.
    let dir = std::env::temp_dir().join(format!("fermi-explore-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rec = dir.join("stale.txt");
    let fs = |args: &[&str]| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
            .args(args)
            .output()
            .expect("runs");
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).to_string(),
        )
    };
    let m = "tests/data/explore/stale_read2.launch.ron";
    let (code, out) = fs(&[
        "explore",
        m,
        "--memory",
        "fermi",
        "--max-deviations",
        "1",
        "--record",
        rec.to_str().unwrap(),
        "--final-memory",
        "1",
        "--json",
    ]);
    // exit 4: the race detector reports the racy flag (a finding of a check, as `run`)
    assert_eq!(code, Some(4), "{out}");
    let j: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(j["exhaustive"], false);
    assert_eq!(j["deviation_bound"], 1);
    assert_eq!(j["bounds_hit"], serde_json::json!(["deviations"]));
    assert_eq!(
        j["final_memories"][1]["buffers"]["out"],
        serde_json::json!([0, 0])
    );
    let (code, out) = fs(&["run", m, "--replay", rec.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("out = [0, 0]"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

/// The run-time checks ride along every explored path (explore reports races): the
/// racy sum reports a data race between the load and the store of `out[0] += in[t]`; the
/// race-free launches report none; `checks: NONE` reports none either (it is the checker that
/// finds it, not a heuristic over final memories).
#[test]
fn explore_reports_the_race_of_the_racy_sample() {
    let l = launch("tests/data/explore/race3.launch.ron", "tiny", None);
    let r = explore(&l, &flat());
    let races: Vec<_> = r
        .diagnostics
        .iter()
        .filter(|f| f.diagnostic.kind == "data_race")
        .collect();
    assert!(!races.is_empty(), "{:?}", r.diagnostics);
    let f = races[0];
    assert_eq!(f.status, Status::Violation);
    assert_eq!(f.diagnostic.details["space"], "global");
    // race_global.ptx, race_sum: ld.global out (line 24) and st.global out (line 26)
    let src = std::fs::read_to_string("ptx-samples/cuda/race_global.ptx").unwrap();
    for &line in &f.diagnostic.lines {
        let text = src.lines().nth(line as usize - 1).unwrap_or("");
        assert!(
            text.contains("ld.global") || text.contains("st.global"),
            "line {line}: {text}"
        );
    }
    // The recorded path replays to a run (races on) that reports the race too.
    let mut rep = ReplaySched::new(f.choices.clone());
    let run = run_launch(
        &l,
        &mut rep,
        RunSettings {
            memory: MemoryModel::Flat,
            checks: fermi_sim::explore::search::EXPLORE_CHECKS,
            ..RunSettings::default()
        },
    );
    assert_eq!(rep.diverged, None);
    assert_eq!(run.status, Status::Violation);
    assert!(run.diagnostics.iter().any(|d| d.kind == "data_race"));
    let none = explore(
        &l,
        &ExploreOptions {
            checks: fermi_sim::checks::runtime::CheckSet::NONE,
            ..flat()
        },
    );
    assert!(none
        .diagnostics
        .iter()
        .all(|f| f.diagnostic.kind != "data_race"));
    assert_eq!(
        none.states, r.states,
        "the checks do not change the state graph"
    );
}

#[test]
fn an_outcome_needing_two_evictions_between_two_reads_is_reachable() {
    // stale_two.cu: the consumer's two threads read two flags in two cache lines, wait for the
    // producer's signal and read them again. out = [0, 1, 0, 1] needs both L1 lines filled by the
    // first reads evicted after them and before the second reads. With deviation M6 (at most one
    // background eviction per macro step while operations are pending) the two evictions fall in
    // two macro steps; the thesis' reading (any number in a row, config two_sm_silent_any.ron)
    // allows them back to back. Both readings reach the same outcomes within the same deviation
    // bound, this one included (docs/deviations.md, "Reachability under M6 and M8").
    let path = Path::new("tests/data/explore/stale_two.launch.ron");
    let opt = ExploreOptions {
        max_deviations: Some(3),
        max_states: 50_000,
        ..ExploreOptions::for_memory(MemoryModel::Fermi)
    };
    // The subject is the silent rules: every thread sequential (`mem_order: Thread`), so that
    // the deviation bound is spent on evictions, not on reordering a thread's accesses.
    let mut ours = prepare(path, &Overrides::default()).expect("launch loads");
    ours.config.mem_order = fermi_sim::config::MemOrder::Thread;
    assert!(ours.config.silent_first_only && ours.config.silent_odds > 1);
    let r = explore(&ours, &opt);
    let outs = outcome_lists(&r, "out");
    let both: Vec<String> = ["0", "1", "0", "1"].map(String::from).to_vec();
    assert!(outs.contains(&both), "{outs:?}");
    // The recorded schedule replays to it.
    let m = r
        .final_memories
        .iter()
        .find(|m| outcome_lists_of(m) == both)
        .expect("found");
    let mut rep = ReplaySched::new(m.choices.clone());
    let run = run_launch(&ours, &mut rep, RunSettings::default());
    assert_eq!(rep.diverged, None);
    let got: Vec<String> = run.buffers["out"].iter().map(|n| n.0.to_string()).collect();
    assert_eq!(got, both);
    // The thesis' reading of the silent rules finds exactly the same outcomes.
    let mut thesis = prepare(
        path,
        &Overrides {
            config: Some(PathBuf::from("tests/data/explore/two_sm_silent_any.ron")),
            ..Overrides::default()
        },
    )
    .expect("launch loads");
    thesis.config.mem_order = fermi_sim::config::MemOrder::Thread;
    assert!(!thesis.config.silent_first_only && thesis.config.silent_odds == 1);
    let t = explore(&thesis, &opt);
    assert_eq!(outcome_lists(&t, "out"), outs);
    assert!(outs.len() >= 5, "{outs:?}");
}

fn outcome_lists_of(m: &fermi_sim::explore::search::FinalMemory) -> Vec<String> {
    m.buffers["out"].iter().map(|n| n.0.to_string()).collect()
}

/// Under a memory budget too small for any snapshot, the states below the top give theirs up
/// (every 16th kept) and are rebuilt by replaying choices when the search returns to them: the
/// search finds the same states, final memories (with their paths) and findings, the livelock's
/// source lines included (debug builds also compare each rebuilt state's fingerprint). The same
/// holds for the search that copies every successor instead of running a state's likely last
/// one on the state's own device (a wrong guess is rebuilt the same way; debug builds compare
/// every incremental fingerprint with a fresh one).
#[test]
fn a_memory_budget_changes_no_result() {
    // The report without its timing.
    let key = |r: &ExploreReport| {
        let mut v = serde_json::to_value(r).unwrap();
        v.as_object_mut().unwrap().remove("elapsed_s");
        v.as_object_mut().unwrap().remove("states_per_s");
        v
    };
    for (p, ws) in [
        ("tests/data/explore/race3.launch.ron", None),
        ("ptx-samples/cuda/spinlock_naive-2.launch.ron", None),
        ("ptx-samples/cuda/spinlock_naive-2.launch.ron", Some(1)),
    ] {
        let l = launch(p, "tiny", ws);
        let a = explore(&l, &flat());
        let b = explore(
            &l,
            &ExploreOptions {
                memory_budget: 1,
                ..flat()
            },
        );
        // Copying every successor instead of running the likely last one on its state's device.
        let c = explore(
            &l,
            &ExploreOptions {
                step_in_place: false,
                ..flat()
            },
        );
        assert!(a.max_depth > 8, "{p}: too shallow to shed");
        assert_eq!(key(&a), key(&b), "{p}");
        assert_eq!(key(&a), key(&c), "{p}: in place");
        let paths = |r: &ExploreReport| -> Vec<_> {
            r.final_memories
                .iter()
                .map(|m| format!("{:?}", m.choices))
                .chain(r.diagnostics.iter().map(|f| format!("{:?}", f.choices)))
                .collect()
        };
        assert_eq!(paths(&a), paths(&b), "{p}");
        assert_eq!(paths(&a), paths(&c), "{p}: in place");
    }
    // Deviation bounding on the thesis memory: a state whose path has spent its deviations has
    // one successor, run in place; the rounds find the same states, outcomes and paths.
    let l = as_written("tests/data/explore/stale_read2.launch.ron");
    let bounded = |step_in_place| ExploreOptions {
        max_deviations: Some(2),
        step_in_place,
        ..ExploreOptions::for_memory(MemoryModel::Fermi)
    };
    let (a, c) = (explore(&l, &bounded(true)), explore(&l, &bounded(false)));
    assert!(
        a.states > 400 && a.distinct_final_memories == 3,
        "{}",
        a.states
    );
    assert_eq!(key(&a), key(&c), "bounded, in place");
}

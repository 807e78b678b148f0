//! Independent thread scheduling (`scheduling: Its`, docs/its.md): intra-warp spin locks that
//! livelock under the thesis' SIMT stack complete, a full-mask `vote.sync` in a branch that
//! lane 0 skips waits for lane 0, and `__syncwarp`-correct code gives the same results under
//! both semantics.

use fermi_sim::config::Scheduling;
use fermi_sim::launch::results::RunResult;
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Launch, Overrides};
use fermi_sim::sched::{ChoiceKind, RandomSched, Scheduler};
use fermi_sim::verdict::Status;
use std::path::Path;

fn launch(p: &str) -> Launch {
    prepare(Path::new(p), &Overrides::default()).unwrap()
}

fn with(l: &Launch, s: Scheduling) -> Launch {
    let mut l = l.clone();
    l.config.scheduling = s;
    l
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

/// Element `i` of buffer `name` as a little-endian i32.
fn int(r: &RunResult, name: &str, i: usize) -> i32 {
    let b = &r.buffers[name].bytes;
    i32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap())
}

#[test]
fn intra_warp_spin_locks_livelock_under_simt_and_complete_under_its() {
    for (m, threads) in [
        ("ptx-samples/cuda/spinlock_naive-32.launch.ron", 32),
        ("ptx-samples/cuda/spinlock_naive-4.launch.ron", 4),
        ("ptx-samples/cuda/spinlock_thesis-32.launch.ron", 32),
        (
            "ptx-samples/cuda/spinlock_doneflag_inline-32.launch.ron",
            32,
        ),
    ] {
        let l = launch(m);
        for seed in 1..=3 {
            let simt = run(&with(&l, Scheduling::Simt), seed);
            assert_eq!(simt.status, Status::Livelock, "{m} seed {seed}: SIMT");
            let its = run(&with(&l, Scheduling::Its), seed);
            assert_eq!(
                its.status,
                Status::Completed,
                "{m} seed {seed}: ITS {:?}",
                its.diagnostics
            );
            assert_eq!(
                int(&its, "counter", 0),
                threads,
                "{m} seed {seed}: every thread entered once"
            );
            assert!(
                its.diagnostics.is_empty(),
                "{m} seed {seed}: {:?}",
                its.diagnostics
            );
        }
    }
}

#[test]
fn a_full_mask_vote_sync_waits_for_the_lane_that_skipped_it() {
    let l = launch("tests/data/its/vote_sync_skip.launch.ron");
    for seed in 1..=5 {
        let simt = run(&with(&l, Scheduling::Simt), seed);
        assert_eq!(simt.status, Status::Violation, "seed {seed}: SIMT");
        assert!(
            simt.diagnostics.iter().any(|d| d.kind == "warp_sync"
                && d.message
                    .contains("does not execute this instruction in the same step")),
            "seed {seed}: {:?}",
            simt.diagnostics
        );
        let its = run(&with(&l, Scheduling::Its), seed);
        assert_eq!(
            its.status,
            Status::Completed,
            "seed {seed}: {:?}",
            its.diagnostics
        );
        // vote.all over all 32 lanes: lane 0's predicate (tid != 0) is false.
        for t in 0..32 {
            assert_eq!(int(&its, "out", t), 0, "seed {seed}: lane {t}");
        }
        assert_eq!(int(&its, "out", 32), 7, "seed {seed}: lane 0's own work");
    }
}

#[test]
fn exited_members_under_its() {
    // The same kernel with lane 0 leaving before the vote (`@%p4 bra END` taken).
    let dir = std::env::temp_dir().join(format!("fermi-sim-its-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let base = std::fs::read_to_string("tests/data/its/vote_sync_skip.ptx")
        .unwrap()
        .replace("setp.ne.u32 %p4, %r2, 0;", "setp.eq.u32 %p4, %r2, 0;");
    let run_with = |src: String| {
        std::fs::write(dir.join("vote_sync_skip.ptx"), src).unwrap();
        std::fs::copy(
            "tests/data/its/vote_sync_skip.launch.ron",
            dir.join("m.launch.ron"),
        )
        .unwrap();
        let l = prepare(&dir.join("m.launch.ron"), &Overrides::default()).unwrap();
        run(&with(&l, Scheduling::Its), 1)
    };
    // vote.sync waits for the non-exited members only (PTX ISA): lanes 1..31 vote without
    // lane 0, and all of their predicates hold.
    let r = run_with(base.clone());
    assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
    for t in 1..32 {
        assert_eq!(int(&r, "out", t), 1, "lane {t}");
    }
    assert_eq!(int(&r, "out", 0), 9, "lane 0 left before storing");
    // bar.warp.sync waits for every member: one that exited never arrives, an error.
    let r = run_with(base.replace("VOTE:\n", "VOTE:\n    bar.warp.sync 0xffffffff;\n"));
    assert_eq!(r.status, Status::Violation);
    assert!(
        r.diagnostics
            .iter()
            .any(|d| d.kind == "warp_sync" && d.message.contains("names lane 0, which has exited")),
        "{:?}",
        r.diagnostics
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn syncwarp_correct_code_gives_the_same_results_under_both_semantics() {
    use fermi_sim::launch::results::compare;
    for kernel in ["tree_sum", "fence_reduce", "global_handoff"] {
        let l = launch(&format!(
            "ptx-samples/warpsync/nvrtc12-sm80/{kernel}.launch.ron"
        ));
        for seed in 1..=4 {
            let simt = run(&with(&l, Scheduling::Simt), seed);
            let its = run(&with(&l, Scheduling::Its), seed);
            assert_eq!(
                compare(&l, &simt),
                Vec::<String>::new(),
                "{kernel} seed {seed}: SIMT"
            );
            assert_eq!(
                compare(&l, &its),
                Vec::<String>::new(),
                "{kernel} seed {seed}: ITS"
            );
            assert_eq!(its.status, Status::Completed, "{kernel} seed {seed}");
            for (name, b) in &simt.buffers {
                assert_eq!(
                    b.bytes, its.buffers[name].bytes,
                    "{kernel} seed {seed}: {name}"
                );
            }
        }
    }
}

#[test]
fn bar_sync_counts_threads_that_arrive_at_different_instructions() {
    let l = launch("tests/data/its/split_barrier.launch.ron");
    // Independently: lane t reads slot t ^ 1, written 1 by odd and 2 by even lanes.
    let want: Vec<i32> = (0..64)
        .map(|t| if (t ^ 1) & 1 == 1 { 1 } else { 2 })
        .collect();
    let mut simt_wrong = 0;
    for seed in 1..=4 {
        let its = run(&with(&l, Scheduling::Its), seed);
        assert_eq!(
            its.status,
            Status::Completed,
            "seed {seed}: {:?}",
            its.diagnostics
        );
        let got: Vec<i32> = (0..64).map(|t| int(&its, "out", t)).collect();
        assert_eq!(got, want, "seed {seed}");
        assert!(
            its.diagnostics.is_empty(),
            "seed {seed}: {:?}",
            its.diagnostics
        );
        let simt = run(&with(&l, Scheduling::Simt), seed);
        let got: Vec<i32> = (0..64).map(|t| int(&simt, "out", t)).collect();
        simt_wrong += (got != want) as u32;
    }
    assert!(
        simt_wrong > 0,
        "the warp-granular barrier of SIMT lets one side pass early"
    );
}

#[test]
fn liveness_under_its_is_per_thread_fair() {
    // Spin locks: cycles in which the spinning threads repeat their states while the lock's
    // holder does not run are unfair under ITS (the holder is enabled), so no livelock is
    // reported on any seed, and every thread enters the critical section once.
    for m in [
        "ptx-samples/cuda/spinlock_naive-32.launch.ron",
        "ptx-samples/cuda/spinlock_thesis-32.launch.ron",
    ] {
        let l = with(&launch(m), Scheduling::Its);
        for seed in 1..=12 {
            let r = run(&l, seed);
            assert_eq!(
                r.status,
                Status::Completed,
                "{m} seed {seed}: {:?}",
                r.diagnostics
            );
            assert_eq!(int(&r, "counter", 0), 32, "{m} seed {seed}");
        }
    }
    // A scheduler that always runs the lowest pc group (the spinning threads, whose loop lies
    // before the critical section) would starve the lock's holder forever; the starvation
    // bound runs it, so 128 threads (four warps) still all get through, with no livelock
    // reported for the cycles of repeated spinner states in which the holder did not run.
    struct LowestPc(RandomSched);
    impl Scheduler for LowestPc {
        fn choose(&mut self, kind: ChoiceKind, n: usize) -> usize {
            match kind {
                ChoiceKind::IndirectTarget => 0,
                _ => self.0.choose(kind, n),
            }
        }
    }
    let mut l = with(
        &launch("ptx-samples/cuda/spinlock_naive-32.launch.ron"),
        Scheduling::Its,
    );
    l.block = [128, 1, 1];
    for seed in 1..=3 {
        let r = run_launch(
            &l,
            &mut LowestPc(RandomSched::new(seed)),
            RunSettings {
                seed,
                ..RunSettings::default()
            },
        );
        assert_eq!(
            r.status,
            Status::Completed,
            "lowest pc, seed {seed}: {:?}",
            r.diagnostics
        );
        assert_eq!(int(&r, "counter", 0), 128, "lowest pc, seed {seed}");
    }
    // A loop whose exit condition never changes is still a livelock under ITS.
    let l = launch("tests/data/its/flag_wait.launch.ron");
    for s in [Scheduling::Simt, Scheduling::Its] {
        for seed in 1..=3 {
            let r = run(&with(&l, s), seed);
            assert_eq!(r.status, Status::Livelock, "{s:?} seed {seed}");
            assert!(
                r.diagnostics.iter().any(|d| d.kind == "livelock"),
                "{s:?} seed {seed}"
            );
        }
    }
}

#[test]
fn races_between_lanes_of_one_warp_are_data_races_under_its() {
    // A warp reduction written for lock-step warps (volatile shared memory, no __syncwarp):
    // under SIMT the lanes step together and the race is the warning-like `intra_warp_race`;
    // under ITS nothing orders the lanes, so it is a `data_race`.
    let l = launch("ptx-samples/cg/nvrtc12-sm80/warp_reduce_unsynced.launch.ron");
    let kinds = |s: Scheduling| -> Vec<String> {
        let r = run_launch(
            &with(&l, s),
            &mut RandomSched::new(1),
            RunSettings {
                seed: 1,
                checks: fermi_sim::checks::runtime::CheckSet::parse(&["races".to_string()])
                    .unwrap(),
                ..RunSettings::default()
            },
        );
        let mut k: Vec<String> = r
            .diagnostics
            .iter()
            .map(|d| d.kind.name().to_string())
            .collect();
        k.dedup();
        k
    };
    assert_eq!(kinds(Scheduling::Simt), ["intra_warp_race"]);
    assert_eq!(kinds(Scheduling::Its), ["data_race"]);
}

#[test]
fn the_cli_compares_both_semantics() {
    use crate::common::fermi_sim;
    let m = "ptx-samples/cuda/spinlock_naive-32.launch.ron";
    let (code, out, err) = fermi_sim(&["run", m, "--scheduling", "both"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        out.contains("livelocks under the Fermi stack, completes under ITS"),
        "{out}"
    );
    let (code, out, _) = fermi_sim(&["run", m, "--scheduling", "its"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("status: completed") && out.contains("counter = [32]"),
        "{out}"
    );
    let (code, out, _) = fermi_sim(&[
        "run",
        "ptx-samples/cg/nvrtc12-sm80/warp_reduce_unsynced.launch.ron",
        "--scheduling",
        "both",
        "--check",
        "races",
    ]);
    assert_eq!(code, 1);
    assert!(
        out.contains("findings differ: intra_warp_race under the Fermi stack, data_race under ITS"),
        "{out}"
    );
    let (code, out, _) = fermi_sim(&[
        "run",
        "ptx-samples/warpsync/nvrtc12-sm80/tree_sum.launch.ron",
        "--scheduling",
        "both",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("same behaviour under both semantics"), "{out}");
    // `both` is two runs: `trace` follows one.
    let (code, _, err) = fermi_sim(&["trace", m, "--warp", "0:0", "--scheduling", "both"]);
    assert_eq!(code, 2);
    assert!(err.contains("--scheduling"), "{err}");
}

/// `bar.warp.sync` orders memory among its participants (PTX ISA) under ITS too: each lane's
/// membar level is its own there, so a lane whose own stores had landed used to run on and
/// read a participant's word before that participant's store (seed 21 here; CUB's
/// warp-transpose load on seeds 1, 2 and 4); now every participant waits for all of them.
#[test]
fn a_warp_sync_orders_the_participants_shared_stores_before_their_loads_under_its() {
    let l = with(
        &launch("tests/data/its/warp_sync_exchange.launch.ron"),
        Scheduling::Its,
    );
    for seed in 1..=40 {
        let r = run(&l, seed);
        assert_eq!(r.status, Status::Completed, "seed {seed}");
        for i in 0..32 {
            assert_eq!(
                int(&r, "out", i),
                (i as i32 ^ 5) + 100,
                "seed {seed}: out[{i}]"
            );
        }
    }
    let cub = with(
        &launch("ptx-samples/cub/nvrtc12-sm70/transpose_copy.launch.ron"),
        Scheduling::Its,
    );
    for seed in [1, 2, 4] {
        let r = run(&cub, seed);
        assert_eq!(r.status, Status::Completed, "transpose_copy seed {seed}");
        let m = fermi_sim::launch::results::compare(&cub, &r);
        assert!(m.is_empty(), "transpose_copy seed {seed}: {m:?}");
    }
}

/// Under ITS the race check's clocks are per thread, so what orders one lane must reach the
/// others: a lane's acquire reaches its warp mates at the next `bar.warp.sync`
/// (`atomic_ref_handoff`: lane 0 acquires the flag, the warp syncs, lane 31 reads the data), and
/// through a shuffle of the acquired word (`tile64_reduce`: cooperative groups' 64-thread tile,
/// whose last warp to arrive reads the other warp's partial sum after lane 0's `atom.acq_rel`
/// and a `shfl.sync` of its result). Seed 3 reported a `data_race` in each before.
#[test]
fn a_lanes_acquire_reaches_its_warp_through_warp_syncs_and_shuffles_under_its() {
    for m in [
        "ptx-samples/cg/nvrtc12-sm90/atomic_ref_handoff.launch.ron",
        "ptx-samples/cg/nvrtc12-sm90/tile64_reduce.launch.ron",
        "ptx-samples/cg/nvrtc12-G-sm80/atomic_ref_handoff.launch.ron",
        "ptx-samples/cg/nvrtc12-G-sm80/tile64_reduce.launch.ron",
    ] {
        let l = with(&launch(m), Scheduling::Its);
        for seed in [1, 3] {
            let r = run_launch(
                &l,
                &mut RandomSched::new(seed),
                RunSettings {
                    seed,
                    checks: fermi_sim::checks::runtime::CheckSet::parse(&["races".to_string()])
                        .unwrap(),
                    ..RunSettings::default()
                },
            );
            assert_eq!(r.status, Status::Completed, "{m} seed {seed}");
            assert!(
                r.diagnostics.iter().all(|d| d.kind.name() != "data_race"),
                "{m} seed {seed}: {:?}",
                r.diagnostics
            );
        }
    }
}

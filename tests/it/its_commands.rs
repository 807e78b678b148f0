//! `--scheduling simt|its` on every command that runs kernels (docs/its.md, docs/cli.md):
//! explore (the ITS scheduler's choices as search transitions, verdicts still sound), sweep,
//! shrink, litmus, exec, and `--record` / `--replay` (an ITS recording replays under ITS only).

use std::process::Command;

fn sim(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn tmp(name: &str) -> String {
    let d = std::env::temp_dir().join(format!("fermi-its-cmd-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name).display().to_string()
}

const SPIN32: &str = "ptx-samples/cuda/spinlock_naive-32.launch.ron";

#[test]
fn explore_finds_the_intra_warp_spin_lock_completes_under_its() {
    // SIMT: the search finds the livelock at once (exit 3).
    let (code, out, _) = sim(&["explore", SPIN32]);
    assert_eq!(code, 3, "{out}");
    assert!(out.contains("livelock / livelock"), "{out}");
    // ITS: every final memory found has all 32 increments, and no cycle in which some thread
    // that could run never runs is reported (the holder always runs eventually).
    let (code, out, err) = sim(&[
        "explore",
        SPIN32,
        "--scheduling",
        "its",
        "--max-states",
        "2000",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("distinct final memories: 1\n"), "{out}");
    assert!(out.contains("counter=[32] lock=[0]"), "{out}");
    assert!(out.contains("failures: 0\n"), "{out}");
}

#[test]
fn explore_under_its_is_exhaustive_on_two_threads_and_still_finds_livelocks() {
    let (code, out, _) = sim(&[
        "explore",
        "ptx-samples/cuda/spinlock_naive-2.launch.ron",
        "--scheduling",
        "its",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("exhaustive: every schedule was covered"),
        "{out}"
    );
    assert!(out.contains("counter=[2] lock=[0]"), "{out}");
    assert!(out.contains("failures: 0\n"), "{out}");
    // A loop whose exit condition never changes stays a livelock: the cycle in which both
    // threads run is fair per thread.
    let (code, out, _) = sim(&[
        "explore",
        "tests/data/its/flag_wait-2.launch.ron",
        "--scheduling",
        "its",
    ]);
    assert_eq!(code, 3, "{out}");
    assert!(
        out.contains("exhaustive: every schedule was covered"),
        "{out}"
    );
    assert!(out.contains("livelock / livelock"), "{out}");
}

#[test]
fn explore_finds_a_lane_level_race_under_its_that_simt_does_not_have() {
    let m = "tests/data/its/lane_exchange.launch.ron";
    // SIMT: the two lanes store together before either loads: one result on every schedule
    // (the check notes the intra-warp pair as `intra_warp_race`, which fails nothing).
    let (code, out, _) = sim(&["explore", m]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("distinct final memories: 1\n"), "{out}");
    assert!(out.contains("out=[101,100]"), "{out}");
    assert!(!out.contains("violation"), "{out}");
    // ITS: a lane may load before the other stored: a data race and two more results (the
    // shared words start at 0).
    let (code, out, _) = sim(&["explore", m, "--scheduling", "its"]);
    assert_eq!(code, 4, "{out}");
    assert!(
        out.contains("exhaustive: every schedule was covered"),
        "{out}"
    );
    assert!(out.contains("distinct final memories: 3\n"), "{out}");
    for r in ["out=[101,100]", "out=[0,100]", "out=[101,0]"] {
        assert!(out.contains(r), "{r}: {out}");
    }
    assert!(out.contains("violation / data_race"), "{out}");
}

#[test]
fn recorded_its_schedules_replay_under_its_only() {
    let m = "ptx-samples/cuda/spinlock_naive-4.launch.ron";
    let rec = tmp("its.choices");
    let (code, out, err) = sim(&[
        "run",
        m,
        "--scheduling",
        "its",
        "--seed",
        "3",
        "--record",
        &rec,
    ]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&rec).unwrap();
    assert!(text.starts_with("# scheduling: its\n"), "{text}");
    let (code, again, err) = sim(&["run", m, "--scheduling", "its", "--replay", &rec]);
    assert_eq!(code, 0, "{err}");
    let tail = |s: &str| s.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(tail(&again), tail(&out), "the replay repeats the run");
    // Under SIMT the choices would answer other questions: a clear error.
    let (code, _, err) = sim(&["run", m, "--replay", &rec]);
    assert_eq!(code, 2);
    assert!(
        err.contains(
            "recorded under independent thread scheduling (ITS) and cannot be replayed under SIMT"
        ),
        "{err}"
    );
    // A SIMT recording replayed under ITS: the same error the other way round.
    let simt = tmp("simt.choices");
    let (code, _, err) = sim(&[
        "run",
        m,
        "--seed",
        "3",
        "--record",
        &simt,
        "--max-steps",
        "500",
    ]);
    assert_eq!(code, 3, "{err}");
    assert!(!std::fs::read_to_string(&simt).unwrap().starts_with('#'));
    let (code, _, err) = sim(&["run", m, "--scheduling", "its", "--replay", &simt]);
    assert_eq!(code, 2);
    assert!(
        err.contains(
            "recorded under SIMT and cannot be replayed under independent thread scheduling (ITS)"
        ),
        "{err}"
    );
    let (code, _, err) = sim(&["shrink", m, "--scheduling", "its", "--replay", &simt]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn sweep_and_shrink_take_the_scheduling_and_repeat_it() {
    let (code, out, err) = sim(&[
        "sweep",
        "ptx-samples/cuda/spinlock_naive-4.launch.ron",
        "--seeds",
        "1..4",
        "--scheduling",
        "its",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("completed           3"), "{out}");
    let (code, out, _) = sim(&[
        "sweep",
        "tests/data/its/flag_wait-2.launch.ron",
        "--seeds",
        "1..2",
        "--scheduling",
        "its",
    ]);
    assert_eq!(code, 3, "{out}");
    assert!(
        out.contains("reproduce: fermi-sim run tests/data/its/flag_wait-2.launch.ron --seed 1 --scheduling its"),
        "{out}"
    );
    let shrunk = tmp("shrunk.choices");
    let (code, out, err) = sim(&[
        "shrink",
        "tests/data/its/flag_wait-2.launch.ron",
        "--seed",
        "1",
        "--scheduling",
        "its",
        "--out",
        &shrunk,
    ]);
    assert_eq!(code, 3, "{err}");
    assert!(
        out.contains("pc\tstepped\tdisable\tthreads\tschedule"),
        "{out}"
    );
    assert!(
        out.contains(&format!("--replay {shrunk} --scheduling its")),
        "{out}"
    );
    assert!(std::fs::read_to_string(&shrunk)
        .unwrap()
        .starts_with("# scheduling: its\n"));
    let (code, _, err) = sim(&[
        "run",
        "tests/data/its/flag_wait-2.launch.ron",
        "--scheduling",
        "its",
        "--replay",
        &shrunk,
    ]);
    assert_eq!(code, 3, "the shrunk list still livelocks: {err}");
    // `both` is for `run` alone.
    for cmd in ["sweep", "shrink", "explore", "trace"] {
        let mut args = vec![cmd, SPIN32, "--scheduling", "both"];
        if cmd == "shrink" {
            args.extend(["--seed", "1"]);
        }
        if cmd == "trace" {
            args.extend(["--warp", "0:0"]);
        }
        let (code, _, err) = sim(&args);
        assert_eq!(code, 2, "{cmd}: {err}");
        assert!(err.contains("`both` compares two runs"), "{cmd}: {err}");
    }
}

#[test]
fn litmus_threads_of_one_warp_under_each_scheduling() {
    let t = "tests/data/its/spin-warp.litmus";
    let (code, out, _) = sim(&["litmus", t, "--seeds", "3"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("(livelock)"), "{out}");
    assert!(out.contains("not observed in 3 runs"), "{out}");
    let (code, out, _) = sim(&["litmus", t, "--seeds", "3", "--scheduling", "its"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("reachable (3 of 3)"), "{out}");
    assert!(
        out.contains(
            "(fermi-sim litmus tests/data/its/spin-warp.litmus --scheduling its --seed 1)"
        ),
        "{out}"
    );
}

#[test]
fn exec_runs_every_launch_of_a_program_under_its() {
    let dir = match crate::programs::programs() {
        Ok(d) => d.clone(),
        Err(why) => {
            eprintln!("SKIPPED: the CUDA sample programs cannot be built here ({why})");
            return;
        }
    };
    let lib = crate::programs::library();
    let run = |extra: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
            .arg("exec")
            .arg("--lib")
            .arg(&lib)
            .args(extra)
            .arg("--")
            .arg(dir.join("livelock"))
            .output()
            .unwrap();
        (
            o.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&o.stdout).into_owned(),
        )
    };
    // The intra-warp spin lock livelocks on the Fermi stack and completes under ITS.
    let (code, out) = run(&[]);
    assert_ne!(code, 0);
    assert_eq!(out, "livelock: cudaErrorLaunchFailure, count 0: FAIL\n");
    let (code, out) = run(&["--scheduling", "its"]);
    assert_eq!(out, "livelock: cudaSuccess, count 32: PASS\n");
    assert_eq!(code, 0);
}

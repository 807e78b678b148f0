//! `fermi-sim bench --quick`: the smoke test (no timing assertions).

use std::process::Command;

fn bench(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("bench")
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn quick_vadd_rows_are_correct_and_complete() {
    let (code, out) = bench(&["--quick", "--kernel", "vadd", "--json", "--in-process"]);
    assert_eq!(code, 0, "{out}");
    let rows: serde_json::Value = serde_json::from_str(&out).expect("json");
    let rows = rows.as_array().expect("array");
    // Default configuration with both policies, flat with round-robin, fast with random.
    let shape: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| (r["mode"].as_str().unwrap(), r["policy"].as_str().unwrap()))
        .collect();
    assert_eq!(
        shape,
        [
            ("default", "random"),
            ("default", "round-robin"),
            ("flat", "round-robin"),
            ("fast", "random")
        ]
    );
    for r in rows {
        // 16 blocks of 256 threads.
        assert_eq!(r["threads"], 4096);
        assert_eq!(r["status"], "completed");
        assert_eq!(r["correct"], true);
        // Every thread executes at least the 8 instructions of vadd.ptx up to its bounds check;
        // a warp instruction covers at most 32 threads.
        let ti = r["thread_instructions"].as_u64().unwrap();
        let wi = r["warp_instructions"].as_u64().unwrap();
        assert!(ti >= 4096 * 8, "{ti}");
        assert!(ti <= wi * 32 && wi > 0, "{ti} {wi}");
        assert!(r["native_s"].as_f64().unwrap() > 0.0);
        assert!(r["slowdown"].as_f64().unwrap() > 0.0);
    }
    // Every configuration runs the same instructions (vadd has no schedule-dependent control
    // flow).
    for r in &rows[1..] {
        assert_eq!(rows[0]["thread_instructions"], r["thread_instructions"]);
    }
}

#[test]
fn table_prints_each_row_once() {
    let (code, out) = bench(&["--quick", "--kernel", "spinlock", "--in-process"]);
    assert_eq!(code, 0, "{out}");
    let rows = out.lines().filter(|l| l.starts_with("spinlock")).count();
    assert_eq!(rows, 4, "{out}");
    assert_eq!(out.lines().filter(|l| l.starts_with("kernel")).count(), 1);
}

#[test]
fn child_process_rows_measure_peak_memory_and_spinlock_counts_32() {
    let (code, out) = bench(&[
        "--quick", "--kernel", "spinlock", "--policy", "random", "--json",
    ]);
    assert_eq!(code, 0, "{out}");
    let rows: serde_json::Value = serde_json::from_str(&out).expect("json");
    let r = &rows[0];
    assert_eq!(r["threads"], 32);
    assert_eq!(r["correct"], true);
    if std::path::Path::new("/proc/self/status").exists() {
        assert!(r["peak_kib"].as_u64().unwrap() > 0);
    }
}

#[test]
fn explore_row_counts_states_and_bad_names_exit_2() {
    let (code, out) = bench(&[
        "--quick",
        "--kernel",
        "explore",
        "--policy",
        "random",
        "--json",
        "--in-process",
    ]);
    assert_eq!(code, 0, "{out}");
    let rows: serde_json::Value = serde_json::from_str(&out).expect("json");
    let r = &rows[0];
    // 2 warps of vector add: the search visits states and every final memory is the native sum.
    assert_eq!(r["threads"], 64);
    assert_eq!(r["correct"], true);
    assert!(r["states"].as_u64().unwrap() > 1, "{out}");
    assert_eq!(bench(&["--kernel", "nope"]).0, 2);
    assert_eq!(bench(&["--policy", "nope"]).0, 2);
    assert_eq!(bench(&["--mode", "nope"]).0, 2);
}

//! Final registers as results of a launch (docs/manifest.md, "Final registers"): a manifest's
//! `registers` report each named register's value per thread once the thread has exited, in the
//! text output and `--json`, and `expected_registers` compares them like `expected` buffers.
//! The kernel of tests/data/registers/ computes each value from the thread's global index; the
//! expectations here are computed from that index, not by the simulator.

use crate::common::fermi_sim;
use std::path::PathBuf;

const MANIFEST: &str = "tests/data/registers/regs.launch.ron";

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fermi-sim-regs-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::copy(
        crate::common::root().join("tests/data/registers/regs.ptx"),
        d.join("regs.ptx"),
    )
    .unwrap();
    d
}

/// The manifest's text with `from` replaced by `to`, written to a fresh folder (beside its PTX).
fn variant(name: &str, edits: &[(&str, &str)]) -> String {
    let mut text = std::fs::read_to_string(crate::common::root().join(MANIFEST)).unwrap();
    for (from, to) in edits {
        assert!(text.contains(from), "{from} not in the manifest");
        text = text.replacen(from, to, 1);
    }
    let p = scratch(name).join("m.launch.ron");
    std::fs::write(&p, text).unwrap();
    p.display().to_string()
}

/// What thread `id` (global index) leaves in each register, computed from the kernel's source:
/// (%r5, %r6, %s1, %f1, %p1).
fn reference(id: i64) -> (i64, i64, i64, f64, i64) {
    let early = id < 3;
    (
        if early { 1000 } else { 10 + id },
        id * id + if early { 7 } else { 0 },
        5 - id,
        id as f64 / 2.0,
        early as i64,
    )
}

/// The `--json` output of a run (any exit status but 2) and its text.
fn json(args: &[&str]) -> (serde_json::Value, String) {
    let (code, out, err) = fermi_sim(args);
    assert!(code != 2, "{args:?}: {code} {err}");
    let v = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"));
    (v, out)
}

/// Every thread's registers match the reference under several schedules, warp sizes, both
/// memories, `--fast` and independent thread scheduling. The load into %r5 right before `ret`
/// is usually still in flight when the block completes; its value is reported all the same.
#[test]
fn final_registers_match_values_computed_from_the_thread_index() {
    let modes: &[&[&str]] = &[
        &["--seed", "1"],
        &["--seed", "2", "--warp-size", "1"],
        &["--seed", "3", "--warp-size", "0"],
        &["--seed", "4", "--memory", "flat"],
        &["--seed", "5", "--fast"],
        &["--seed", "6", "--scheduling", "its"],
    ];
    for mode in modes {
        let mut args = vec!["run", MANIFEST, "--json", "--expect"];
        args.extend_from_slice(mode);
        let (v, text) = json(&args);
        assert_eq!(v["status"], "completed", "{mode:?}");
        assert_eq!(v["mismatches"], serde_json::json!([]), "{mode:?}");
        let regs = &v["registers"];
        assert_eq!(regs.as_object().unwrap().len(), 5, "{mode:?}");
        // In the manifest's order.
        let at: Vec<usize> = ["%r5", "%r6", "%s1", "%f1", "%p1"]
            .iter()
            .map(|n| text.find(&format!("\"{n}\":")).unwrap())
            .collect();
        assert!(at.windows(2).all(|w| w[0] < w[1]), "{text}");
        for id in 0..8 {
            let (r5, r6, s1, f1, p1) = reference(id);
            let i = id as usize;
            assert_eq!(regs["%r5"][i].as_i64(), Some(r5), "{mode:?} thread {id}");
            assert_eq!(regs["%r6"][i].as_i64(), Some(r6), "{mode:?} thread {id}");
            assert_eq!(regs["%s1"][i].as_i64(), Some(s1), "{mode:?} thread {id}");
            assert_eq!(regs["%f1"][i].as_f64(), Some(f1), "{mode:?} thread {id}");
            assert_eq!(regs["%p1"][i].as_i64(), Some(p1), "{mode:?} thread {id}");
        }
        assert!(v.get("registers_not_exited").is_none(), "{mode:?}");
    }
    // The text output: the threads, then one line per register; `fermi-sim test` runs its
    // modes with the expectations.
    let (code, out, err) = fermi_sim(&["run", MANIFEST, "--expect"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains(
            "registers of threads [0, 1, 2, 3, 4, 5, 6, 7]:\n  %r5 = [1000, 1000, 1000, 13, 14, 15, 16, 17]\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("  %s1 = [5, 4, 3, 2, 1, 0, -1, -2]\n"),
        "{out}"
    );
    let (code, out, err) = fermi_sim(&["test", "tests/data/registers"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("6 passed, 0 failed"), "{out}");
}

/// `register_threads` reports the threads given, in that order; a type after the name reads
/// the register as that type (`.b32` %r6 as S32 here, and %s1's bits as U32).
#[test]
fn chosen_threads_in_their_order_and_types() {
    let m = variant(
        "threads",
        &[
            (
                "registers: [\"%r5\", \"%r6\", \"%s1\", \"%f1\", \"%p1\"],",
                "registers: [\"%r5\", \"%s1: U32\"], register_threads: [7, 0, 4],",
            ),
            (
                "\"%r5\": [1000, 1000, 1000, 13, 14, 15, 16, 17],",
                "\"%r5\": [17, 1000, 14], \"%s1\": [4294967294, 5, 1],",
            ),
            ("\"%r6\": [7, 8, 11, 9, 16, 25, 36, 49],", ""),
            ("\"%s1\": [5, 4, 3, 2, 1, 0, -1, -2],", ""),
            ("\"%f1\": [0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5],", ""),
            ("\"%p1\": [1, 1, 1, 0, 0, 0, 0, 0],", ""),
        ],
    );
    let (code, out, err) = fermi_sim(&["run", &m, "--expect"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains(
            "registers of threads [7, 0, 4]:\n  %r5 = [17, 1000, 14]\n  %s1 = [4294967294, 5, 1]\n"
        ),
        "{out}"
    );
}

/// A wrong expectation fails with exit status 1, naming the register, the thread, the value
/// expected and the value found, as a buffer's mismatch does; a tolerance on a float register
/// is honoured.
#[test]
fn a_wrong_expectation_fails_like_a_buffer_mismatch() {
    let m = variant(
        "wrong",
        &[(
            "\"%r5\": [1000, 1000, 1000, 13, 14, 15, 16, 17],",
            "\"%r5\": [1000, 1000, 1000, 13, 99, 15, 16, 17],",
        )],
    );
    let (code, out, err) = fermi_sim(&["run", &m, "--expect"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("mismatch: %r5 of thread 4: expected 99, got 14\n"),
        "{out}"
    );
    let (code, out, _) = fermi_sim(&["test", &m]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("%r5 of thread 4: expected 99, got 14"),
        "{out}"
    );
    // Floats: 3.5000002 is one ulp from 3.5; with `ulps: 1` it passes, with `ulps: 0` not.
    for (ulps, want) in [(1, 0), (0, 1)] {
        let m = variant(
            &format!("tol{ulps}"),
            &[(
                "\"%f1\": [0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5],",
                &format!(
                    "\"%f1\": (data: [0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5000002], ulps: {ulps}),"
                ),
            )],
        );
        let (code, out, err) = fermi_sim(&["run", &m, "--expect"]);
        assert_eq!(code, want, "ulps {ulps}: {out}{err}");
        if want == 1 {
            assert!(
                out.contains("mismatch: %f1: 1 of 8 elements outside the tolerance (ulps 0); worst %f1 of thread 7: got 3.5, expected 3.5000002"),
                "{out}"
            );
        }
    }
}

/// A run that does not complete reports the values its threads hold when it ends and names
/// the threads that had not exited; expectations are not compared (the status mismatches).
#[test]
fn a_run_that_stops_names_the_threads_that_had_not_exited() {
    let (v, _) = json(&["run", MANIFEST, "--json", "--max-steps", "3"]);
    assert_eq!(v["status"], "step_limit");
    let not: Vec<u64> = v["registers_not_exited"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect();
    assert_eq!(not, (0..8).collect::<Vec<u64>>(), "{v}");
    let (code, out, _) = fermi_sim(&["run", MANIFEST, "--max-steps", "3", "--expect"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "(threads that had not exited, values at the end of the run: [0, 1, 2, 3, 4, 5, 6, 7])"
        ),
        "{out}"
    );
    assert!(
        out.contains("mismatch: status: expected completed"),
        "{out}"
    );
}

/// Registers the kernel does not declare, types that do not exist, threads outside the grid
/// and expectations that do not fit are input errors naming the field (exit status 2).
#[test]
fn bad_register_fields_are_located_errors() {
    let regs = "registers: [\"%r5\", \"%r6\", \"%s1\", \"%f1\", \"%p1\"],";
    for (name, edits, want) in [
        (
            "undeclared",
            vec![(regs, "registers: [\"%r5\", \"%r9\"],")],
            "field `registers[1]`: kernel `regs` declares no register `%r9` (its registers: %p0, %p1, %r0, %r1",
        ),
        (
            "type",
            vec![(regs, "registers: [\"%r5: I32\"],")],
            "field `registers[0]`: `I32` is not a type",
        ),
        (
            "twice",
            vec![(regs, "registers: [\"%r5\", \"%r5: S32\"],")],
            "field `registers[1]`: register `%r5` is named twice",
        ),
        (
            "thread",
            vec![(regs, "registers: [\"%r5\"], register_threads: [3, 8],")],
            "field `register_threads[1]`: thread 8 is not in the grid, which has 8 threads",
        ),
        (
            "thread_twice",
            vec![(regs, "registers: [\"%r5\"], register_threads: [3, 3],")],
            "field `register_threads[1]`: thread 3 is given twice",
        ),
        (
            "unlisted",
            vec![(regs, "registers: [\"%r5\", \"%r6\", \"%s1\", \"%p1\"],")],
            "field `expected_registers.%f1`: `%f1` is not one of `registers`",
        ),
        (
            "count",
            vec![(
                "\"%r6\": [7, 8, 11, 9, 16, 25, 36, 49],",
                "\"%r6\": [7, 8, 11],",
            )],
            "field `expected_registers.%r6`: 3 values given, one per reported thread: 8",
        ),
        (
            "fits",
            vec![(
                "\"%p1\": [1, 1, 1, 0, 0, 0, 0, 0],",
                "\"%p1\": [1, 1, 1, 0, 0, 0, 0, 256],",
            )],
            "field `expected_registers.%p1[7]`: 256 does not fit U8",
        ),
        (
            "tolerance",
            vec![(
                "\"%r6\": [7, 8, 11, 9, 16, 25, 36, 49],",
                "\"%r6\": (data: [7, 8, 11, 9, 16, 25, 36, 49], ulps: 1),",
            )],
            "field `expected_registers.%r6`: tolerances are for float values, but the register is U32",
        ),
        (
            "duplicate",
            vec![(
                "\"%p1\": [1, 1, 1, 0, 0, 0, 0, 0],",
                "\"%p1\": [1, 1, 1, 0, 0, 0, 0, 0], \"%p1\": [0, 0, 0, 0, 0, 0, 0, 0],",
            )],
            "field `expected_registers.%p1`: key `%p1` given twice",
        ),
    ] {
        let m = variant(name, &edits);
        let (code, out, err) = fermi_sim(&["run", &m]);
        assert_eq!(code, 2, "{name}: {out}{err}");
        assert!(err.contains(want), "{name}: `{want}` not in {err}");
    }
}

/// A name declared again in a nested scope: `%x` is the kernel's first declaration, `%x#1` the
/// nested one (the loader's unique names, as `fermi-sim check` lists them).
#[test]
fn nested_declarations_go_by_their_unique_names() {
    let d = scratch("nested");
    std::fs::copy(
        crate::common::root().join("tests/data/registers/nested.ptx"),
        d.join("nested.ptx"),
    )
    .unwrap();
    let m = d.join("n.launch.ron");
    std::fs::write(
        &m,
        "(ptx: \"nested.ptx\", kernel: \"k\", grid: (1, 1, 1), block: (3, 1, 1), registers: [\"%x\", \"%x#1\"],
          expected_registers: { \"%x\": [0, 1, 2], \"%x#1\": [5, 5, 5] })",
    )
    .unwrap();
    let m = m.display().to_string();
    let (code, out, err) = fermi_sim(&["run", &m, "--expect"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("  %x = [0, 1, 2]\n  %x#1 = [5, 5, 5]\n"),
        "{out}"
    );
}

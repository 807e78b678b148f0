//! `fermi-sim test`: the suite of `tests/data/suite/` (passing, failing and skipped cases, a spin
//! lock that must livelock at warp size 32 and complete at 1), its summary line and exit status,
//! the JUnit report, `--json`, `--filter`, `--partition`, and `ptx-samples/` as a suite.

use std::collections::BTreeSet;

use crate::common::fermi_sim as fs;

const SUITE: &str = "tests/data/suite";

#[test]
fn summary_line_exit_status_and_failure_details() {
    let (code, out, err) = fs(&["test", SUITE, "--jobs", "2"]);
    assert_eq!(code, 1, "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines.last(),
        Some(&"9 passed, 3 failed, 2 skipped"),
        "{out}"
    );
    // The spin lock: a livelock expected (and found) at 32, completion at 1, on both memories.
    for (w, m) in [(32, "fermi"), (32, "flat"), (1, "fermi"), (1, "flat")] {
        for seed in [1, 2] {
            let name = format!(
                "PASS tests/data/suite/passing/spin.launch.ron [seed={seed}, warp_size={w}, memory={m}]"
            );
            assert!(lines.contains(&name.as_str()), "{name}\n{out}");
        }
    }
    // A failure names what differs and the command that repeats the run.
    let i = lines
        .iter()
        .position(|l| l.starts_with("FAIL tests/data/suite/failing/wrong_result.launch.ron"))
        .expect("wrong_result fails");
    assert_eq!(lines[i + 1], "  c[3]: expected 5.0, got 4.5");
    assert_eq!(
        lines[i + 2],
        "  replay: fermi-sim run tests/data/suite/failing/wrong_result.launch.ron --seed 1"
    );
    assert!(
        out.contains("  unexpected data_race: inter-warp race on global"),
        "{out}"
    );
    assert!(out.contains("field `grid`: missing"), "{out}");
    // Only passing cases: exit 0, no `skipped` part.
    let (code, out, _) = fs(&[
        "test",
        "tests/data/suite/passing/spin.launch.ron",
        "tests/data/suite/passing/vadd.launch.ron",
    ]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().last(), Some("9 passed, 0 failed"));
    // The same output on every run and for any number of jobs.
    assert_eq!(
        fs(&["test", SUITE, "--jobs", "1"]).1,
        fs(&["test", SUITE]).1
    );
}

#[test]
fn junit_report_has_the_schema_elements() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join("suite-junit.xml");
    let (code, _, err) = fs(&["test", SUITE, "--junit", path.to_str().unwrap()]);
    assert_eq!(code, 1, "{err}");
    let text = std::fs::read_to_string(&path).unwrap();
    let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "testsuites");
    assert_eq!(root.attribute("tests"), Some("14"));
    assert_eq!(root.attribute("failures"), Some("3"));
    assert_eq!(root.attribute("skipped"), Some("2"));
    let suites: Vec<_> = root
        .children()
        .filter(|n| n.has_tag_name("testsuite"))
        .collect();
    assert_eq!(suites.len(), 6, "one per manifest");
    let mut cases = 0;
    let mut failures = Vec::new();
    for s in &suites {
        let name = s.attribute("name").expect("suite name");
        let tc: Vec<_> = s
            .children()
            .filter(|n| n.has_tag_name("testcase"))
            .collect();
        // Every suite's counts agree with its test cases.
        assert_eq!(
            s.attribute("tests"),
            Some(tc.len().to_string().as_str()),
            "{name}"
        );
        let f = tc
            .iter()
            .filter(|c| c.children().any(|n| n.has_tag_name("failure")))
            .count();
        assert_eq!(
            s.attribute("failures"),
            Some(f.to_string().as_str()),
            "{name}"
        );
        for c in tc {
            cases += 1;
            assert_eq!(c.attribute("classname"), Some(name));
            assert!(c.attribute("name").is_some_and(|n| n.starts_with("[seed=")));
            assert!(c
                .attribute("time")
                .is_some_and(|t| t.parse::<f64>().is_ok()));
            for fl in c.children().filter(|n| n.has_tag_name("failure")) {
                let msg = fl.attribute("message").expect("failure message");
                assert!(!msg.is_empty());
                assert!(fl.text().unwrap_or("").contains("replay: fermi-sim run"));
                failures.push(msg.to_string());
            }
        }
    }
    assert_eq!(cases, 14);
    assert!(
        failures.contains(&"c[3]: expected 5.0, got 4.5".to_string()),
        "{failures:?}"
    );
}

#[test]
fn json_lines_filter_list_and_partition() {
    let (code, out, err) = fs(&["test", SUITE, "--json"]);
    assert_eq!(code, 1);
    assert_eq!(err.trim(), "9 passed, 3 failed, 2 skipped");
    let rows: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    assert_eq!(rows.len(), 14);
    let spin1 = rows
        .iter()
        .find(|r| {
            r["manifest"] == "tests/data/suite/passing/spin.launch.ron" && r["warp_size"] == 1
        })
        .unwrap();
    assert_eq!(spin1["outcome"], "passed");
    assert_eq!(spin1["status"], "completed");
    let spin32 = rows
        .iter()
        .find(|r| {
            r["manifest"] == "tests/data/suite/passing/spin.launch.ron" && r["warp_size"] == 32
        })
        .unwrap();
    assert_eq!(spin32["status"], "livelock");
    assert_eq!(spin32["diagnostics"][0], "livelock");
    // --filter matches the case name.
    let (code, out, _) = fs(&["test", SUITE, "--filter", "warp_size=1,"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().last(), Some("4 passed, 0 failed"));
    // --list names the cases without running them.
    let (code, all, _) = fs(&["test", SUITE, "--list"]);
    assert_eq!(code, 0);
    let all: Vec<&str> = all.lines().collect();
    assert_eq!(all.len(), 14);
    // --partition: disjoint shards that together are the whole list.
    let mut union = BTreeSet::new();
    let mut total = 0;
    for k in 1..=3 {
        let (code, part, _) = fs(&["test", SUITE, "--list", "--partition", &format!("{k}/3")]);
        assert_eq!(code, 0);
        for l in part.lines() {
            total += 1;
            union.insert(l.to_string());
        }
    }
    assert_eq!(total, 14);
    assert_eq!(union, all.iter().map(|s| s.to_string()).collect());
    let (code, out, _) = fs(&["test", SUITE, "--partition", "2/3"]);
    assert!(code == 0 || code == 1);
    let (p, f, s) = summary_counts(out.lines().last().unwrap());
    assert_eq!(p + f + s, 5, "{out}");
    for bad in ["0/3", "4/3", "1", "a/b"] {
        let (code, _, err) = fs(&["test", SUITE, "--partition", bad]);
        assert_eq!(code, 2, "{bad}");
        assert!(err.contains("--partition"), "{err}");
    }
    let (code, _, err) = fs(&["test", "no/such/folder"]);
    assert_eq!(code, 2);
    assert!(err.contains("no such file or folder"), "{err}");
    let (code, _, err) = fs(&["test", "configs"]);
    assert_eq!(code, 2);
    assert!(err.contains("no `*.launch.ron`"), "{err}");
}

/// (passed, failed, skipped) of a summary line.
fn summary_counts(line: &str) -> (usize, usize, usize) {
    let mut c = (0, 0, 0);
    for part in line.split(", ") {
        let (n, what) = part.split_once(' ').unwrap();
        let n: usize = n.parse().unwrap();
        match what {
            "passed" => c.0 = n,
            "failed" => c.1 = n,
            "skipped" => c.2 = n,
            _ => panic!("{line}"),
        }
    }
    c
}

#[test]
fn the_samples_are_a_suite_that_passes() {
    // One shard of eight here (every folder is represented); `.ci/run` runs the whole tree in
    // a release build.
    let (code, out, err) = fs(&["test", "ptx-samples", "--partition", "3/8"]);
    assert_eq!(
        code,
        0,
        "{}{err}",
        out.lines()
            .filter(|l| !l.starts_with("PASS"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let (p, f, _) = summary_counts(out.lines().last().unwrap());
    assert!(p >= 280 && f == 0, "{p} passed");
}

#[test]
fn the_samples_pass_under_its() {
    // One shard of eight under independent thread scheduling, with the manifests' `its`
    // expectations; `.ci/run` runs the whole tree under both.
    let (code, out, err) = fs(&[
        "test",
        "ptx-samples",
        "--partition",
        "5/8",
        "--scheduling",
        "its",
    ]);
    assert_eq!(
        code,
        0,
        "{}{err}",
        out.lines()
            .filter(|l| !l.starts_with("PASS"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let (p, f, _) = summary_counts(out.lines().last().unwrap());
    assert!(p >= 280 && f == 0, "{p} passed");
    assert!(out.contains(", scheduling=its]"), "{out}");
}

/// The `its` section: a spin lock's livelock expectation fails its ITS cases without it, and
/// passes with it; a bad section is an input error naming the field.
#[test]
fn its_sections() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("suite-its");
    std::fs::create_dir_all(&dir).unwrap();
    let base = std::fs::read_to_string("tests/data/suite/passing/spin.launch.ron").unwrap();
    let base = base.replace(
        "../../../../ptx-samples",
        &format!("{}/ptx-samples", env!("CARGO_MANIFEST_DIR")),
    );
    let at = base.find("    its: (").unwrap();
    let without = format!("{}\n)\n", base[..at].trim_end());
    let p = dir.join("spin.launch.ron");
    std::fs::write(&p, &without).unwrap();
    let args = ["test", p.to_str().unwrap(), "--scheduling", "both"];
    let (code, out, _) = fs(&args);
    // The warp-size-32 ITS cases (2 seeds × 2 memory models) complete instead of livelocking.
    assert_eq!(code, 1, "{out}");
    assert!(out.ends_with("12 passed, 4 failed\n"), "{out}");
    assert!(
        out.contains("FAIL ") && out.contains("status: expected livelock, got completed"),
        "{out}"
    );
    assert!(out.contains("replay: fermi-sim run ") && out.contains(" --scheduling its"));
    std::fs::write(&p, &base).unwrap();
    let (code, out, _) = fs(&args);
    assert_eq!(code, 0, "{out}");
    assert!(out.ends_with("16 passed, 0 failed\n"), "{out}");
    // `run --expect` takes the section under `--scheduling its` only.
    let (code, out, _) = fs(&[
        "run",
        p.to_str().unwrap(),
        "--scheduling",
        "its",
        "--expect",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("matches the manifest's expectations"), "{out}");
    for (its, field) in [
        ("(why: \" \")", "its.why"),
        (
            "(why: \"w\", expected_status: \"finished\")",
            "its.expected_status",
        ),
        (
            "(why: \"w\", expected_status: \"deadlock|done\")",
            "its.expected_status",
        ),
        (
            "(why: \"w\", expected_diagnostics: [\"oops\"])",
            "its.expected_diagnostics[0]",
        ),
        ("(why: \"w\", expected: { \"nope\": [1] })", "its.expected"),
        (
            "(why: \"w\", expected: { \"counter\": [1, 2] })",
            "its.expected.counter",
        ),
        ("(why: \"w\", unchecked: [\"counter\"])", "its.unchecked[0]"),
        ("(why: \"w\", seeds: \"5..2\")", "its.seeds"),
    ] {
        std::fs::write(
            &p,
            without.replace("\n)\n", &format!("\n    its: {its},\n)\n")),
        )
        .unwrap();
        let (code, _, err) = fs(&["run", p.to_str().unwrap()]);
        assert_eq!(code, 2, "{its}: {err}");
        assert!(err.contains(&format!("field `{field}`")), "{its}: {err}");
    }
}

#[test]
fn bad_test_sections_are_input_errors() {
    // A manifest whose `test` section is wrong does not load: `run` exits 2 naming the field.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("suite-bad");
    std::fs::create_dir_all(&dir).unwrap();
    let base = std::fs::read_to_string("tests/data/suite/passing/vadd.launch.ron").unwrap();
    let base = base.replace(
        "../../../../ptx-samples",
        &format!("{}/ptx-samples", env!("CARGO_MANIFEST_DIR")),
    );
    for (test, field) in [
        ("(seeds: \"9..3\")", "test.seeds"),
        ("(seeds: \"0..100000000\")", "test"),
        (
            "(modes: [(expected_status: \"finished\")])",
            "test.modes[0].expected_status",
        ),
        (
            "(modes: [(expected_diagnostics: [\"oops\"])])",
            "test.modes[0].expected_diagnostics[0]",
        ),
        ("(seed: \"1\")", "-"),
    ] {
        let p = dir.join("m.launch.ron");
        std::fs::write(
            &p,
            base.replace("\n)\n", &format!("\n    test: {test},\n)\n")),
        )
        .unwrap();
        let (code, _, err) = fs(&["run", p.to_str().unwrap()]);
        assert_eq!(code, 2, "{test}: {err}");
        if field != "-" {
            assert!(err.contains(&format!("field `{field}`")), "{test}: {err}");
        }
        // `test` reports the manifest as a failing case.
        let (code, out, _) = fs(&["test", p.to_str().unwrap()]);
        assert_eq!(code, 1, "{test}: {out}");
        assert!(out.ends_with("0 passed, 1 failed\n"), "{out}");
    }
}

#[test]
fn discovery_skips_hidden_folders_and_build_caches() {
    let d = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("suite-discover");
    let _ = std::fs::remove_dir_all(&d);
    for sub in [".git", "target", "kernels/deep"] {
        std::fs::create_dir_all(d.join(sub)).unwrap();
    }
    std::fs::write(
        d.join("target/CACHEDIR.TAG"),
        "Signature: 8a477f597d28d172789f06886806bc55",
    )
    .unwrap();
    for f in [
        ".git/a.launch.ron",
        "target/b.launch.ron",
        "kernels/deep/c.launch.ron",
        "kernels/d.ron",
    ] {
        std::fs::write(d.join(f), "()").unwrap();
    }
    let found = fermi_sim::suite::discover(std::slice::from_ref(&d)).unwrap();
    assert_eq!(found, vec![d.join("kernels/deep/c.launch.ron")]);
}

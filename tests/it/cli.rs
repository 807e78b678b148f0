//! The command line: `run` with `--json`, exit statuses, the human summary, `--record`/`--replay`,
//! `--max-steps`, `check` and `trace`.

use std::process::Command;

use crate::common::fermi_sim as fs;

#[test]
fn run_json_has_the_interface_fields() {
    let (code, out, err) = fs(&[
        "run",
        "ptx-samples/thesis/listing-2.2.launch.ron",
        "--seed",
        "5",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["status"], "completed");
    assert_eq!(v["seed"], 5);
    assert_eq!(v["buffers"]["a"][3], 16.0);
    assert_eq!(v["stats"]["warp_instructions"], 7);
    assert_eq!(v["stats"]["thread_instructions"], 7 * 32);
    assert!(v["stats"]["steps"].as_u64().unwrap() >= 7);
    assert_eq!(v["diagnostics"], serde_json::json!([]));
}

#[test]
fn exit_statuses_and_expect() {
    let (code, out, _) = fs(&["run", "tests/data/early_return.launch.ron", "--expect"]);
    assert_eq!(code, 3, "deadlock is a liveness failure");
    assert!(out.starts_with("status: deadlock (seed 1)\n"), "{out}");
    assert!(out.contains("matches the manifest's expectations"), "{out}");
    let (code, out, _) = fs(&[
        "run",
        "tests/data/early_return.launch.ron",
        "--config",
        "tests/data/hardware.ron",
        "--expect",
    ]);
    assert_eq!(code, 1, "completed, but the manifest expects a deadlock");
    assert!(
        out.contains("mismatch: status: expected deadlock, got completed"),
        "{out}"
    );
    let (code, out, _) = fs(&[
        "run",
        "ptx-samples/cuda/spinlock_naive-32.launch.ron",
        "--max-steps",
        "300",
        "--json",
    ]);
    assert_eq!(code, 3);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["status"], "step_limit");
    assert_eq!(v["stats"]["steps"], 300);
}

#[test]
fn record_then_replay_gives_identical_output() {
    let dir = std::env::temp_dir().join(format!("fermi-sim-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rec = dir.join("choices.txt");
    let t1 = dir.join("t1.jsonl");
    let t2 = dir.join("t2.jsonl");
    let m = "ptx-samples/cuda/race_sum.launch.ron";
    let (c1, o1, _) = fs(&[
        "run",
        m,
        "--seed",
        "9",
        "--json",
        "--record",
        rec.to_str().unwrap(),
        "--trace",
        t1.to_str().unwrap(),
    ]);
    let (c2, o2, e2) = fs(&[
        "run",
        m,
        "--seed",
        "9",
        "--json",
        "--replay",
        rec.to_str().unwrap(),
        "--trace",
        t2.to_str().unwrap(),
    ]);
    assert_eq!((c1, c2), (0, 0), "{e2}");
    // The same result; the replay names its file instead of a seed (its schedule came from the
    // file, whatever --seed says).
    let v1: serde_json::Value = serde_json::from_str(&o1).unwrap();
    let mut v2: serde_json::Value = serde_json::from_str(&o2).unwrap();
    assert_eq!(v1["seed"], 9);
    assert!(v1.get("replay").is_none(), "{o1}");
    assert_eq!(v2["seed"], serde_json::Value::Null, "{o2}");
    assert_eq!(v2["replay"], rec.to_str().unwrap(), "{o2}");
    v2["seed"] = v1["seed"].clone();
    v2.as_object_mut().unwrap().remove("replay");
    assert_eq!(v1, v2);
    let (c4, text, _) = fs(&["run", m, "--replay", rec.to_str().unwrap()]);
    assert_eq!(c4, 0);
    assert!(
        text.starts_with(&format!("status: completed (replay {})\n", rec.display())),
        "{text}"
    );
    assert_eq!(std::fs::read(&t1).unwrap(), std::fs::read(&t2).unwrap());
    assert!(std::fs::read_to_string(&rec)
        .unwrap()
        .lines()
        .all(|l| l.split(' ').count() == 3));
    let (c3, o3, _) = fs(&["run", m, "--seed", "9", "--json"]);
    assert_eq!((c3, o3), (0, o1), "same seed, same output");
}

#[test]
fn check_prints_the_listing() {
    let (code, out, _) = fs(&["check", "ptx-samples/thesis/listing-2.2.ptx"]);
    assert_eq!(code, 0);
    assert!(out.contains(".entry squareArray"), "{out}");
    assert!(out.contains("st.global.f32"), "{out}");
    let (code, _, err) = fs(&["check", "no/such.ptx"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: no/such.ptx:"), "{err}");
}

#[test]
fn trace_prints_the_warp_table() {
    let (code, out, err) = fs(&[
        "trace",
        "ptx-samples/thesis/listing-2.2.launch.ron",
        "--warp",
        "0:0",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "pc\tactive\tdisable\tstack");
    // Seven instructions (lines 10-16), then the status.
    assert_eq!(lines.len(), 1 + 7 + 1);
    assert!(lines[1].starts_with("10\t"));
    assert!(
        lines[7].starts_with(&format!("16\t{}\t{}", "0".repeat(32), "e".repeat(32))),
        "{}",
        lines[7]
    );
    assert_eq!(lines[8], "status: completed");
    let (code, _, err) = fs(&[
        "trace",
        "ptx-samples/thesis/listing-2.2.launch.ron",
        "--warp",
        "x",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("expected B:W, found `x`"), "{err}");
}

#[test]
fn bad_flag_is_exit_2() {
    let (code, _, _) = fs(&[
        "run",
        "ptx-samples/thesis/listing-2.2.launch.ron",
        "--policy",
        "fifo",
    ]);
    assert_eq!(code, 2);
}

#[test]
fn every_argument_and_json_flag_has_help() {
    // `check`'s file argument and the `--json` flags of sweep, explore and shrink say what
    // they do (clap prints a bare name for an undocumented one).
    let (code, out, _) = fs(&["check", "-h"]);
    assert_eq!(code, 0);
    let file = out
        .lines()
        .find(|l| l.trim_start().starts_with("<FILE>"))
        .expect("FILE row");
    assert!(file.trim().len() > "<FILE>".len() + 10, "{out}");
    for cmd in ["sweep", "explore", "shrink", "run", "bench"] {
        // `-h`: the one-line form, help text beside the flag.
        let (code, out, _) = fs(&[cmd, "-h"]);
        assert_eq!(code, 0, "{cmd}");
        let lines: Vec<&str> = out.lines().collect();
        let i = lines
            .iter()
            .position(|l| l.trim_start().starts_with("--json"))
            .unwrap_or_else(|| panic!("{cmd}: no --json\n{out}"));
        // The help is beside the flag, or on the next line when clap puts it there.
        let beside = lines[i].trim().len() > "--json".len() + 10;
        let below = lines
            .get(i + 1)
            .is_some_and(|l| !l.trim_start().starts_with('-') && l.trim().len() > 10);
        assert!(beside || below, "{cmd}: {}", lines[i]);
    }
}

#[test]
fn trace_offers_only_flags_that_mean_something_there() {
    // `trace` prints its own table: a trace file, JSON output or the expectations comparison
    // would be ignored, so it does not take them; `run` does.
    let (code, out, _) = fs(&["trace", "-h"]);
    assert_eq!(code, 0);
    for flag in ["--trace", "--json", "--expect"] {
        assert!(!out.contains(flag), "trace offers {flag}:\n{out}");
    }
    assert!(out.contains("--warp") && out.contains("--seed"), "{out}");
    let (code, _, err) = fs(&[
        "trace",
        "ptx-samples/thesis/listing-6.2.launch.ron",
        "--warp",
        "0:0",
        "--json",
    ]);
    assert_eq!(code, 2, "{err}");
    let (_, out, _) = fs(&["run", "-h"]);
    for flag in ["--trace", "--json", "--expect"] {
        assert!(out.contains(flag), "run lacks {flag}:\n{out}");
    }
}

#[test]
fn completions_and_man_page() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let (code, out, err) = fs(&["completions", shell]);
        assert_eq!(code, 0, "{shell}: {err}");
        // Every command is completed.
        for cmd in [
            "run", "trace", "sweep", "explore", "shrink", "view", "bench", "check",
        ] {
            assert!(out.contains(cmd), "{shell} completion lacks {cmd}");
        }
    }
    let (code, out, _) = fs(&["completions", "tcsh"]);
    assert_ne!(code, 0, "{out}");
    let (code, out, _) = fs(&["man"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with(".ie") || out.contains(".TH fermi-sim 1"),
        "{out}"
    );
    assert!(
        out.contains("explore") && out.contains(".SH SUBCOMMANDS"),
        "{out}"
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("man-pages");
    let _ = std::fs::remove_dir_all(&dir);
    let (code, _, err) = fs(&["man", "--dir", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    for page in ["fermi-sim.1", "fermi-sim-run.1", "fermi-sim-explore.1"] {
        let text = std::fs::read_to_string(dir.join(page)).unwrap();
        assert!(text.contains(".TH"), "{page}");
    }
}

/// Runs `cmd` under `script`, which gives it a terminal; returns what the terminal showed.
fn on_a_terminal(cmd: &str) -> String {
    let out = Command::new("script")
        .args(["-qec", cmd, "/dev/null"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("`script` (util-linux) runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn explore_shows_progress_on_a_terminal_only() {
    let bin = env!("CARGO_BIN_EXE_fermi-sim");
    let args = "explore tests/data/explore/race3.launch.ron --config configs/tiny.ron";
    let tty = on_a_terminal(&format!("{bin} {args}"));
    assert!(tty.contains("/100000 states"), "{tty}");
    assert!(tty.contains("explored 2293 states"), "{tty}");
    // The rate in people's units (`3.4 k states/s`), not `3412.3456/s`.
    assert!(tty.contains(" states/s"), "{tty}");
    assert!(!has_four_decimals(&tty), "{tty}");
    // Piped: no bar, on either stream.
    let a: Vec<&str> = args.split(' ').collect();
    let (code, out, err) = fs(&a);
    assert_eq!(code, 4);
    assert!(!out.contains("/100000") && err.is_empty(), "{out}\n{err}");
}

/// The lines of `--help` under `heading` (up to the next blank-line-separated heading).
fn section<'a>(help: &'a str, heading: &str) -> Vec<&'a str> {
    let mut lines = help.lines().skip_while(|l| !l.starts_with(heading));
    lines.next();
    lines
        .take_while(|l| l.is_empty() || l.starts_with(' '))
        .collect()
}

#[test]
fn the_commands_share_one_vocabulary_under_one_heading() {
    // The options each command has where they make sense, all under the common heading with
    // the same spelling; only explore's memory default differs (documented in its help).
    let heading = "Common options";
    let table: [(&str, &[&str]); 6] = [
        (
            "run",
            &[
                "--seed",
                "--memory",
                "--config",
                "--max-steps",
                "--warp-size",
                "--arg",
                "--check",
                "--races",
                "--fast",
            ],
        ),
        (
            "trace",
            &[
                "--seed",
                "--memory",
                "--config",
                "--max-steps",
                "--warp-size",
                "--arg",
                "--check",
                "--races",
                "--fast",
            ],
        ),
        (
            "sweep",
            &[
                "-j, --jobs",
                "--memory",
                "--config",
                "--max-steps",
                "--warp-size",
                "--arg",
                "--check",
                "--races",
                "--fast",
            ],
        ),
        (
            "explore",
            &[
                "--memory",
                "--config",
                "--max-steps",
                "--warp-size",
                "--arg",
                "--check",
                "--races",
            ],
        ),
        (
            "shrink",
            &[
                "--seed",
                "--memory",
                "--config",
                "--max-steps",
                "--warp-size",
                "--arg",
            ],
        ),
        ("test", &["-j, --jobs"]),
    ];
    for (cmd, flags) in table {
        let (code, out, _) = fs(&[cmd, "--help"]);
        assert_eq!(code, 0, "{cmd}");
        let common = section(&out, heading);
        for f in flags {
            assert!(
                common.iter().any(|l| l.trim_start().starts_with(f)),
                "{cmd}: {f} not under `{heading}`:\n{out}"
            );
        }
        let memory = out.split("--memory <MEMORY>").nth(1).unwrap_or("");
        let default = memory.split("[default: ").nth(1).map(|d| &d[..4]);
        match cmd {
            "test" => {}
            "explore" => assert_eq!(default, Some("flat"), "{out}"),
            _ => assert_eq!(default, Some("ferm"), "{cmd}: {out}"),
        }
    }
    // `-o` wherever a command writes one output file.
    for cmd in ["sweep", "explore", "shrink", "view"] {
        let (_, out, _) = fs(&[cmd, "-h"]);
        assert!(out.contains("-o, --out"), "{cmd}:\n{out}");
    }
}

#[test]
fn the_new_spellings_work_and_the_old_ones_still_do() {
    let shift = "ptx-samples/cuda/benign_races-shift.launch.ron";
    // explore takes --arg: offset 1 races (a[t] = a[t + 1] across the warp boundary), offset 0
    // does not.
    let (code, out, _) = fs(&["explore", shift, "--arg", "offset=0"]);
    assert_eq!(code, 0, "{out}");
    let (code, out, _) = fs(&["explore", shift, "--arg", "offset=1"]);
    assert_eq!(code, 4, "{out}");
    assert!(out.contains("violation / data_race"), "{out}");
    // ... and the suggested run command repeats it.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-vocabulary");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let rec = dir.join("rec.txt");
    let (_, out, _) = fs(&[
        "explore",
        shift,
        "--arg",
        "offset=1",
        "--record",
        rec.to_str().unwrap(),
        "--final-memory",
        "0",
    ]);
    assert!(out.contains("--arg offset=1 --replay"), "{out}");
    // sweep --fast runs fast and says so in the reproducing command; -j and -o are the short
    // forms of --jobs and --out.
    let o = dir.join("sweep.jsonl");
    let (code, out, err) = fs(&[
        "sweep",
        shift,
        "--seeds",
        "2",
        "--arg",
        "offset=1",
        "--check",
        "races",
        "--fast",
        "-j",
        "1",
        "-o",
        o.to_str().unwrap(),
    ]);
    assert_eq!(code, 4, "{err}");
    assert!(out.contains("--check races --fast"), "{out}");
    assert!(std::fs::read_to_string(&o).unwrap().contains("--fast"));
    let (code, fast, _) = fs(&[
        "run", shift, "--arg", "offset=1", "--check", "races", "--fast", "--json",
    ]);
    let (_, slow, _) = fs(&[
        "run", shift, "--arg", "offset=1", "--check", "races", "--json",
    ]);
    assert_eq!(code, 4);
    let steps =
        |s: &str| serde_json::from_str::<serde_json::Value>(s).unwrap()["stats"]["steps"].clone();
    assert_ne!(
        steps(&fast),
        steps(&slow),
        "--fast takes fewer device steps"
    );
    // The older spelling of `--check memory` is hidden but kept.
    let (code, a, _) = fs(&["run", shift, "--check-memory", "--json"]);
    let (_, b, _) = fs(&["run", shift, "--check", "memory", "--json"]);
    assert_eq!((code, a), (0, b));
    let (_, help, _) = fs(&["run", "--help"]);
    assert!(!help.contains("--check-memory"), "{help}");
}

#[test]
fn run_shows_progress_and_a_spin_hint_on_a_terminal_only() {
    // A spin lock with the livelock check off spins until the step budget: on a terminal the
    // progress line counts steps against the budget, with a rate in k/M units and the time left;
    // after 5 s without a completed warp the hint says what to try.
    let bin = env!("CARGO_BIN_EXE_fermi-sim");
    let args = "run ptx-samples/cuda/spinlock_naive-32.launch.ron --check none --memory flat";
    let tty = on_a_terminal(&format!("timeout -s INT 8 {bin} {args}"));
    assert!(tty.contains("fermi-sim: step "), "{tty}");
    assert!(tty.contains(" of 50.0 M ("), "{tty}");
    assert!(
        tty.contains(" k steps/s, step budget reached in ")
            || tty.contains(" M steps/s, step budget reached in "),
        "{tty}"
    );
    assert!(
        tty.contains("no warp has completed in ")
            && tty.contains(" steps: a spin loop? the step budget is 50.0 M; try --max-steps N to stop sooner or --check livelock"),
        "{tty}"
    );
    // Piped: the result alone on stdout, the finding alone on stderr (no progress line).
    let a: Vec<&str> = args.split(' ').chain(["--max-steps", "300000"]).collect();
    let (code, out, err) = fs(&a);
    assert_eq!(code, 3);
    assert_eq!(
        err,
        "step_limit: the step budget of 300000 device steps ran out (config `max_steps`, `--max-steps`)\n"
    );
    assert!(out.starts_with("status: step_limit (seed 1)\n"), "{out}");
}

/// Whether `s` has a number with four or more decimals (`12345.6789`).
fn has_four_decimals(s: &str) -> bool {
    let b = s.as_bytes();
    (1..b.len()).any(|i| {
        b[i - 1].is_ascii_digit()
            && b[i] == b'.'
            && b.len() > i + 4
            && b[i + 1..i + 5].iter().all(u8::is_ascii_digit)
    })
}

#[test]
fn sweep_and_test_bars_show_rates_without_long_decimals_and_an_eta() {
    let bin = env!("CARGO_BIN_EXE_fermi-sim");
    let tty = on_a_terminal(&format!(
        "{bin} sweep ptx-samples/cuda/race_sum.launch.ron --seeds 0..300 -j 1"
    ));
    assert!(tty.contains(" runs/s  ETA "), "{tty}");
    assert!(!has_four_decimals(&tty), "{tty}");
    let tty = on_a_terminal(&format!("{bin} test tests/data/suite/passing -j 1"));
    assert!(tty.contains(" cases/s  ETA "), "{tty}");
    assert!(!has_four_decimals(&tty), "{tty}");
}

#[test]
fn diagnostics_are_coloured_on_a_terminal_unless_no_color() {
    // rustc's colours on a terminal: the severity and code in bold bright red, the gutter blue.
    let bin = env!("CARGO_BIN_EXE_fermi-sim");
    let tty = on_a_terminal(&format!("{bin} check docs/examples/bad.ptx"));
    assert!(tty.contains("\x1b[1m\x1b[38;5;9merror[E0104]"), "{tty:?}");
    // NO_COLOR (any non-empty value) and TERM=dumb turn it off.
    for env in ["NO_COLOR=1", "TERM=dumb"] {
        let tty = on_a_terminal(&format!("env {env} {bin} check docs/examples/bad.ptx"));
        assert!(
            tty.contains("error[E0104]: undeclared register"),
            "{env}: {tty:?}"
        );
        assert!(!tty.contains('\x1b'), "{env}: {tty:?}");
    }
    // Piped: plain text, whatever the environment.
    let out = Command::new(bin)
        .args(["check", "docs/examples/bad.ptx"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("NO_COLOR")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err.starts_with("error[E0104]: undeclared register `%r9`\n"),
        "{err:?}"
    );
    assert!(!err.contains('\x1b'), "{err:?}");
}

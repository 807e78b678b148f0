//! Race reports users can act on: write-write races of equal bytes and the CAS-loop idiom are
//! `benign_race` warnings by default and races under `--races strict`, for every compiler build
//! of `ptx-samples/cuda/benign_races.cu`; an argument sweep finds a race that needs a
//! particular argument.

use fermi_sim::program::ir::Instr;

use crate::common::fermi_sim as fs;

const SAME: &str = "ptx-samples/cuda/benign_races-same_value-default.launch.ron";
const CAS: &str = "ptx-samples/cuda/benign_races-cas_add_double-default.launch.ron";
const SHIFT: &str = "ptx-samples/cuda/benign_races-shift.launch.ron";

#[test]
fn every_build_gives_the_default_and_the_strict_verdicts() {
    // The manifests' test sections run the race check (default and strict) on both memories;
    // 12 kernel and mode manifests x 2 memories x 17 builds (the debug build's `cas_add_double`
    // calls atomicCAS through two wrappers: still a benign race).
    let (code, out, err) = fs(&["test", "ptx-samples/cuda", "--filter", "benign_races-"]);
    let fails: Vec<&str> = out.lines().filter(|l| !l.starts_with("PASS")).collect();
    assert_eq!(code, 0, "{}{err}", fails.join("\n"));
    assert_eq!(out.lines().last(), Some("408 passed, 0 failed"));
}

#[test]
fn benign_races_are_warnings_and_strict_makes_them_violations() {
    for (m, why) in [
        (SAME, "both store the same bytes"),
        (CAS, "only feeds a compare-and-swap"),
    ] {
        for memory in ["flat", "fermi"] {
            // The status on stdout, the warning (a finding) on stderr.
            let (code, out, err) = fs(&["run", m, "--check", "races", "--memory", memory]);
            assert_eq!(code, 0, "{m} {memory}: {out}{err}");
            assert!(out.contains("status: completed"), "{out}");
            assert!(err.contains("benign_race: benign "), "{err}");
            assert!(err.contains(why), "{err}");
            assert!(!err.contains("data_race"), "{err}");
            // `--races strict` turns the race check on and reports a race (exit 4).
            let (code, out, err) = fs(&["run", m, "--races", "strict", "--memory", memory]);
            assert_eq!(code, 4, "{m} {memory}: {out}{err}");
            assert!(err.contains("data_race: inter-warp race"), "{err}");
            assert!(!err.contains("benign"), "{err}");
        }
    }
    // Different values: a race in either mode.
    let m = "ptx-samples/cuda/benign_races-diff_value-default.launch.ron";
    let (code, _, err) = fs(&["run", m, "--check", "races"]);
    assert_eq!(code, 4, "{err}");
    assert!(err.contains("data_race: inter-warp race"), "{err}");
    // The value read escapes before the CAS: a race.
    let m = "ptx-samples/cuda/benign_races-cas_leak-default.launch.ron";
    let (code, _, err) = fs(&["run", m, "--check", "races", "--memory", "flat"]);
    assert_eq!(code, 4, "{err}");
    assert!(err.contains("data_race"), "{err}");
}

#[test]
fn explore_and_sweep_take_the_races_mode() {
    // explore runs the race check by default.
    let (code, out, _) = fs(&[
        "explore",
        SAME,
        "--config",
        "configs/tiny.ron",
        "--max-states",
        "300",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("benign_race"), "{out}");
    let (code, out, _) = fs(&[
        "explore",
        SAME,
        "--config",
        "configs/tiny.ron",
        "--max-states",
        "300",
        "--races",
        "strict",
    ]);
    assert_eq!(code, 4, "{out}");
    assert!(out.contains("violation / data_race"), "{out}");
    let (code, out, _) = fs(&[
        "sweep", CAS, "--seeds", "0..4", "--check", "races", "--memory", "flat",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("benign_race"), "{out}");
    let (code, out, _) = fs(&[
        "sweep", CAS, "--seeds", "0..4", "--races", "strict", "--memory", "flat",
    ]);
    assert_eq!(code, 4, "{out}");
    assert!(
        out.contains("--races strict"),
        "the replay command keeps the mode: {out}"
    );
}

#[test]
fn an_argument_sweep_finds_the_race_a_particular_argument_causes() {
    // The default offset 0 is race-free.
    let (code, out, _) = fs(&[
        "run", SHIFT, "--check", "races", "--memory", "flat", "--expect",
    ]);
    assert_eq!(code, 0, "{out}");
    let (code, out, _) = fs(&[
        "sweep",
        SHIFT,
        "--seeds",
        "1..3",
        "--arg",
        "offset=0..65",
        "--check",
        "races",
        "--memory",
        "flat",
    ]);
    assert_eq!(code, 4, "{out}");
    assert!(
        out.starts_with("130 runs (2 seeds x 65 argument values) in "),
        "{out}"
    );
    let fail = out
        .lines()
        .position(|l| l.starts_with("failure violation / data_race"))
        .unwrap_or_else(|| panic!("{out}"));
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[fail].ends_with("126 runs, first seed 1 (offset=1)"),
        "{}",
        lines[fail]
    );
    let replay = lines[fail + 2]
        .trim()
        .strip_prefix("reproduce: fermi-sim ")
        .unwrap();
    assert_eq!(
        replay,
        format!("run {SHIFT} --seed 1 --memory flat --arg offset=1 --check races")
    );
    // The replay command gives the race.
    let args: Vec<&str> = replay.split(' ').collect();
    let (code, _, err) = fs(&args);
    assert_eq!(code, 4, "{err}");
    assert!(err.contains("data_race: inter-warp race"), "{err}");
    // --races strict finds the same race (it is not a benign one).
    let (code, out, _) = fs(&[
        "sweep",
        SHIFT,
        "--seeds",
        "1..2",
        "--arg",
        "offset=0..3",
        "--races",
        "strict",
        "--memory",
        "flat",
    ]);
    assert_eq!(code, 4, "{out}");
    assert!(
        out.contains(
            "failure violation / data_race (lines [180, 183]): 2 runs, first seed 1 (offset=1)"
        ),
        "{out}"
    );
    // Only offsets 0 and 64 are race-free: a list and a PTX parameter name work too.
    let (code, out, _) = fs(&[
        "sweep",
        SHIFT,
        "--seeds",
        "1..2",
        "--arg",
        "shift_param_1=0,64",
        "--check",
        "races",
        "--memory",
        "flat",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("completed           2"), "{out}");
    // Bad arguments are input errors.
    for (arg, msg) in [
        ("nosuch=1", "names no argument of kernel `shift`"),
        ("offset=abc", "is not a S32 value"),
        ("a=1", "not a scalar"),
        ("offset", "expected NAME=VALUE"),
    ] {
        let (code, _, err) = fs(&["run", SHIFT, "--arg", arg]);
        assert_eq!(code, 2, "{arg}: {err}");
        assert!(err.contains(msg), "{arg}: {err}");
    }
    let (code, _, err) = fs(&["sweep", SHIFT, "--arg", "offset=9..3"]);
    assert_eq!(code, 2);
    assert!(err.contains("LO..HI"), "{err}");
}

/// (function, source line) of every plain load the CAS analysis accepts in a PTX file.
fn validated_lines(ptx: &str) -> Vec<(String, u32)> {
    let p = fermi_sim::program::load_file(std::path::Path::new(ptx)).unwrap();
    let mut out = Vec::new();
    for f in &p.funcs {
        for pc in f.entry..f.end {
            let i = p.index(pc).unwrap();
            if matches!(p.instrs[i], Instr::Ld { .. }) && p.cas_validated(pc) {
                out.push((f.name.clone(), p.line(pc)));
            }
        }
    }
    out
}

#[test]
fn the_cas_analysis_accepts_the_loop_and_rejects_an_escaping_value() {
    for build in [
        "",
        "builds/clang16-O0/",
        "builds/clang16-O3/",
        "builds/nvrtc11-sm35/",
        "builds/nvrtc12-sm80/",
    ] {
        let v = validated_lines(&format!("ptx-samples/cuda/{build}benign_races.ptx"));
        let funcs: Vec<&str> = v.iter().map(|x| x.0.as_str()).collect();
        // One plain read per CAS loop (in the kernel, or in the helper at -O0).
        assert!(
            funcs
                .iter()
                .any(|f| *f == "cas_add_double" || f.contains("cas_add")),
            "{build}: {v:?}"
        );
        assert!(!funcs.contains(&"cas_leak"), "{build}: {v:?}");
        assert!(
            !funcs.contains(&"shift") && !funcs.contains(&"same_value"),
            "{build}: {v:?}"
        );
    }
}

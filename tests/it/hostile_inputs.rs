//! Hostile and huge inputs through the binary: each gets exit status 2 and a message naming the
//! file and field (or the command-line option), without allocating what the input asks for. A
//! run that would allocate is bounded by `ulimit`-free means: every case here finishes in well
//! under a second because the limits are checked before anything is allocated.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fermi-sim-hostile-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn fermi(args: &[&str], dir: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A manifest for `vadd` (clang-16 sample) in `dir`, with `a`'s length, the grid and extra fields.
fn vadd(dir: &Path, a_len: &str, grid: &str, extra: &str) -> String {
    std::fs::copy(
        root().join("ptx-samples/cuda/vadd.ptx"),
        dir.join("vadd.ptx"),
    )
    .unwrap();
    let m = format!(
        "(ptx: \"vadd.ptx\", kernel: \"vadd\", grid: {grid}, block: (32,1,1), \
         buffers: {{\"a\": (ty: F32, len: {a_len}), \"b\": (ty: F32, len: 4), \"c\": (ty: F32, len: 4)}}, \
         args: [Buffer(\"a\"), Buffer(\"b\"), Buffer(\"c\"), S32(4)]{extra})"
    );
    std::fs::write(dir.join("m.launch.ron"), m).unwrap();
    "m.launch.ron".into()
}

fn expect(name: &str, a_len: &str, grid: &str, extra: &str, cmd: &[&str], want: &[&str]) {
    let d = scratch(name);
    let m = vadd(&d, a_len, grid, extra);
    let mut args: Vec<&str> = cmd.to_vec();
    args.push(&m);
    let (code, err) = fermi(&args, &d);
    assert_eq!(code, 2, "{name}: {err}");
    for w in want {
        assert!(err.contains(w), "{name}: `{w}` not in {err}");
    }
}

#[test]
fn huge_buffers_are_refused_before_allocation() {
    for (name, len) in [
        ("u64max", "18446744073709551615"),
        ("1e12", "1000000000000"),
        ("3e9", "3000000000"),
        ("1e9", "1000000000"),
    ] {
        expect(
            name,
            len,
            "(1,1,1)",
            "",
            &["run"],
            &["field `buffers.a`", "global_mem_bytes"],
        );
    }
    // The same through sweep, with the largest seed count.
    expect(
        "sweep",
        "18446744073709551615",
        "(1,1,1)",
        "",
        &["sweep", "--seeds", "18446744073709551615"],
        &["buffers.a"],
    );
}

#[test]
fn huge_grids_are_refused_before_allocation() {
    for (name, grid) in [("max", "(65535,65535,1)"), ("4096", "(4096,4096,1)")] {
        expect(
            name,
            "4",
            grid,
            "",
            &["run"],
            &["field `grid`", "max_grid_threads"],
        );
    }
}

#[test]
fn config_fields_are_validated_and_located() {
    let gf100 = std::fs::read_to_string(root().join("configs/gf100.ron")).unwrap();
    for (name, from, to, want) in [
        (
            "sms_huge",
            "num_sms: 15",
            "num_sms: 4000000000",
            "field `num_sms`",
        ),
        ("sms_zero", "num_sms: 15", "num_sms: 0", "field `num_sms`"),
        (
            "resident_zero",
            "max_resident_blocks: 8",
            "max_resident_blocks: 0",
            "field `max_resident_blocks`",
        ),
        (
            "barriers_zero",
            "num_barriers: 16",
            "num_barriers: 0",
            "field `num_barriers`",
        ),
        (
            "line_zero",
            "line_bytes: 128",
            "line_bytes: 0",
            "field `line_bytes`",
        ),
        (
            "line_100",
            "line_bytes: 128",
            "line_bytes: 100",
            "power of two",
        ),
        (
            "assoc_zero",
            "l1_assoc: 4",
            "l1_assoc: 0",
            "field `l1_assoc`",
        ),
        (
            "l1_above_l2",
            "l1_bytes: 16384",
            "l1_bytes: 1572864",
            "larger than the L2",
        ),
    ] {
        let d = scratch(name);
        std::fs::write(d.join("c.ron"), gf100.replace(from, to)).unwrap();
        let m = vadd(&d, "4", "(1,1,1)", ", config: \"c.ron\"");
        let (code, err) = fermi(&["run", &m], &d);
        assert_eq!(code, 2, "{name}: {err}");
        assert!(
            err.starts_with("error: c.ron: ") && err.contains(want),
            "{name}: {err}"
        );
    }
}

#[test]
fn unreadable_inputs_name_the_manifest_field() {
    for (name, extra, want) in [
        (
            "missing",
            ", config: \"nope.ron\"",
            "field `config`: cannot read `nope.ron`: not found",
        ),
        (
            "directory",
            ", config: \".\"",
            "field `config`: cannot read `.`: a directory",
        ),
        (
            "device",
            ", config: \"/dev/zero\"",
            "field `config`: cannot read `/dev/zero`: a device",
        ),
    ] {
        if extra.contains("/dev/zero") && !Path::new("/dev/zero").exists() {
            continue;
        }
        expect(
            name,
            "4",
            "(1,1,1)",
            extra,
            &["run"],
            &["error: m.launch.ron: ", want],
        );
    }
    let d = scratch("ptx_device");
    if Path::new("/dev/zero").exists() {
        std::fs::write(d.join("m.launch.ron"), "(ptx: \"/dev/zero\", kernel: \"k\", grid: (1,1,1), block: (1,1,1), buffers: {}, args: [])").unwrap();
        let (code, err) = fermi(&["run", "m.launch.ron"], &d);
        assert_eq!(code, 2);
        assert!(
            err.contains("field `ptx`") && err.contains("not a regular file"),
            "{err}"
        );
        let (code, err) = fermi(&["check", "/dev/zero"], &d);
        assert_eq!(code, 2);
        assert!(err.contains("not a regular file"), "{err}");
    }
}

#[test]
fn ptx_that_would_exhaust_memory_or_flood_the_terminal_is_refused() {
    let d = scratch("ptx");
    let src = std::fs::read_to_string(root().join("ptx-samples/cuda/vadd.ptx")).unwrap();
    let write = |name: &str, text: &[u8]| {
        std::fs::write(d.join(name), text).unwrap();
        name.to_string()
    };
    // Register families whose size is the whole address space.
    for n in ["100000000", "4294967295"] {
        let f = write(
            "regs.ptx",
            src.replacen(
                ".reg .b32",
                &format!(".reg .b32 %big<{n}>;\n\t.reg .b32"),
                1,
            )
            .as_bytes(),
        );
        let (code, err) = fermi(&["check", &f], &d);
        assert_eq!(code, 2);
        assert!(
            err.contains("E0120") && err.contains(&format!("declares {n} registers")),
            "{err}"
        );
    }
    // A one-megabyte identifier: the message quotes an excerpt.
    let long = format!("mov.u32 %{}, 1;\n\tret;", "x".repeat(1 << 20));
    let f = write("long.ptx", src.replacen("ret;", &long, 1).as_bytes());
    let (code, err) = fermi(&["check", &f], &d);
    assert_eq!(code, 2);
    assert!(
        err.len() < 4096 && err.contains("more characters"),
        "{} bytes",
        err.len()
    );
    // Invalid UTF-8: line, column and byte offset.
    let mut bytes = src.clone().into_bytes();
    let at = src.find("ret;").unwrap();
    bytes.splice(at..at, [0xFFu8, 0xFE]);
    let f = write("bad.ptx", &bytes);
    let (code, err) = fermi(&["check", &f], &d);
    assert_eq!(code, 2);
    let line = src[..at].matches('\n').count() + 1;
    let col = src[..at].rsplit('\n').next().unwrap().chars().count() + 1;
    assert_eq!(
        err.trim_end(),
        format!("error: {f}:{line}:{col}: not UTF-8 text: invalid byte 0xff (byte offset {at})")
    );
    // An empty file has nothing to check.
    let f = write("empty.ptx", b"");
    let (code, err) = fermi(&["check", &f], &d);
    assert_eq!(code, 2);
    assert!(err.contains("no `.entry` or `.func`"), "{err}");
}

#[test]
fn options_outside_what_exists_are_refused() {
    let d = scratch("options");
    let m = vadd(&d, "4", "(1,1,1)", "");
    let (code, err) = fermi(&["sweep", &m, "--seeds", "2", "--jobs", "100000"], &d);
    assert_eq!(code, 2);
    assert!(err.contains("--jobs 100000"), "{err}");
    let (code, err) = fermi(&["trace", &m, "--warp", "99:99"], &d);
    assert_eq!(code, 2);
    assert!(err.contains("no warp 99:99"), "{err}");
    let (code, err) = fermi(
        &["explore", &m, "--final-memory", "5", "--record", "c.txt"],
        &d,
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("--final-memory 5") && err.contains("found 1 final memories"),
        "{err}"
    );
    // Seeds at the very end of the range run (no overflow).
    let (code, err) = fermi(
        &[
            "sweep",
            &m,
            "--seeds",
            "18446744073709551613..18446744073709551615",
        ],
        &d,
    );
    assert_eq!(code, 0, "{err}");
    let m = vadd(
        &d,
        "4",
        "(1,1,1)",
        ", expected_diagnostics: [\"data_rcae\"]",
    );
    let (code, err) = fermi(&["run", &m], &d);
    assert_eq!(code, 2);
    assert!(
        err.contains("field `expected_diagnostics[0]`: unknown diagnostic kind `data_rcae`"),
        "{err}"
    );
}

/// Run the binary in `dir` with standard output going to `stdout`; exit status and stderr.
fn fermi_to(args: &[&str], dir: &Path, stdout: std::process::Stdio) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(args)
        .current_dir(dir)
        .stdout(stdout)
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn dev_full() -> std::process::Stdio {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap()
        .into()
}

/// A full disk under every output of every command: exit status 2 and a message naming the
/// file (or standard output) and the OS error; never a panic, never exit 0 with output lost.
#[cfg(target_os = "linux")]
#[test]
fn every_failed_write_is_an_error() {
    let d = scratch("full");
    let m = vadd(&d, "4", "(1,1,1)", "");
    let race = root().join("tests/data/explore/race3.launch.ron");
    let race = race.to_str().unwrap();
    let spin = root().join("ptx-samples/cuda/spinlock_naive-2.launch.ron");
    let spin = spin.to_str().unwrap().to_string();
    let (code, err) = fermi(&["sweep", &m, "--seeds", "2", "--out", "shard.jsonl"], &d);
    assert_eq!(code, 0, "{err}");
    let (code, err) = fermi(&["run", &m, "--trace", "t.jsonl"], &d);
    assert_eq!(code, 0, "{err}");
    let vadd_ptx = d.join("vadd.ptx");
    let ptx = vadd_ptx.to_str().unwrap();
    let stdout_cases: &[&[&str]] = &[
        &["run", &m],
        &["run", &m, "--json"],
        &["check", ptx],
        &["trace", &m, "--warp", "0:0"],
        &["sweep", &m, "--seeds", "2"],
        &["sweep", &m, "--seeds", "2", "--json"],
        &["explore", &m],
        &["explore", &m, "--json"],
        &["shrink", &spin, "--seed", "3", "--json", "--out", "s.txt"],
        &["merge", "shard.jsonl"],
        &["completions", "bash"],
        &["man"],
    ];
    for args in stdout_cases {
        let (code, err) = fermi_to(args, &d, dev_full());
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains("error: standard output: No space left on device"),
            "{args:?}: {err}"
        );
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    let file_cases: &[&[&str]] = &[
        &["run", &m, "--trace", "/dev/full"],
        &["run", race, "--record", "/dev/full"],
        &["sweep", &m, "--seeds", "2", "--out", "/dev/full"],
        &["explore", &m, "--out", "/dev/full"],
        &["explore", race, "--first", "--record", "/dev/full"],
        &["view", "t.jsonl", "-o", "/dev/full"],
        &["view", "t.jsonl", "--svg", "/dev/full"],
    ];
    for args in file_cases {
        let (code, err) = fermi_to(args, &d, std::process::Stdio::null());
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains("error: /dev/full: cannot write: No space left on device"),
            "{args:?}: {err}"
        );
    }
}

/// A reader that stops early (`| head`) ends the output quietly: no panic, no error message.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    let d = scratch("pipe");
    let m = vadd(&d, "4", "(1,1,1)", "");
    let mut child = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(["man"])
        .current_dir(&d)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(!err.contains("error"), "{err}");
    let _ = m;
}

/// Concurrent commands writing one output file: each writes a temporary file and renames it, so
/// the file is always one writer's whole output (the last to finish), never an interleaving that
/// `view` or `merge` would reject.
#[test]
fn concurrent_writers_of_one_file_leave_one_whole_file() {
    let d = scratch("concurrent");
    let m = root().join("ptx-samples/apps/nvrtc11-sm70/while_break.launch.ron");
    let m = m.to_str().unwrap();
    let seeds = ["1", "2", "3", "4"];
    // What each writer writes alone.
    let alone: Vec<Vec<u8>> = seeds
        .iter()
        .map(|s| {
            let f = format!("alone{s}.jsonl");
            let (code, err) = fermi(&["run", m, "--seed", s, "--trace", &f], &d);
            assert_eq!(code, 0, "{err}");
            std::fs::read(d.join(f)).unwrap()
        })
        .collect();
    assert!(
        alone.windows(2).any(|w| w[0] != w[1]),
        "the seeds give different traces"
    );
    for round in 0..3 {
        let children: Vec<_> = seeds
            .iter()
            .map(|s| {
                Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
                    .args(["run", m, "--seed", s, "--trace", "shared.jsonl"])
                    .current_dir(&d)
                    .stdout(std::process::Stdio::null())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for mut c in children {
            assert!(c.wait().unwrap().success());
        }
        let got = std::fs::read(d.join("shared.jsonl")).unwrap();
        assert!(
            alone.contains(&got),
            "round {round}: the trace is no single run's trace ({} bytes)",
            got.len()
        );
        let (code, err) = fermi(&["view", "shared.jsonl", "-o", "shared.html"], &d);
        assert_eq!(code, 0, "{err}");
    }
    // Two sweeps of different seeds into one shard file: merge accepts it, and its records are
    // one sweep's.
    let (code, err) = fermi(
        &["sweep", m, "--seeds", "0..6", "--out", "a.jsonl", "--json"],
        &d,
    );
    assert_eq!(code, 0, "{err}");
    let (code, err) = fermi(
        &["sweep", m, "--seeds", "6..12", "--out", "b.jsonl", "--json"],
        &d,
    );
    assert_eq!(code, 0, "{err}");
    let records = |p: &str| -> Vec<String> {
        let t = std::fs::read_to_string(d.join(p)).unwrap();
        t.lines()
            .filter(|l| !l.starts_with("{\"end\""))
            .map(String::from)
            .collect()
    };
    let (a, b) = (records("a.jsonl"), records("b.jsonl"));
    let children: Vec<_> = ["0..6", "6..12"]
        .iter()
        .map(|s| {
            Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
                .args([
                    "sweep",
                    m,
                    "--seeds",
                    s,
                    "--out",
                    "shared-shard.jsonl",
                    "--json",
                ])
                .current_dir(&d)
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut c in children {
        assert!(c.wait().unwrap().success());
    }
    let got = records("shared-shard.jsonl");
    assert!(got == a || got == b, "the shard file is no single sweep's");
    let (code, err) = fermi(&["merge", "shared-shard.jsonl"], &d);
    assert_eq!(code, 0, "{err}");
    let left: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".partial"))
        .collect();
    assert!(left.is_empty(), "temporary files left behind: {left:?}");
}

/// A shard file with its run time (the end line's `elapsed_s`, a measurement) blanked.
fn without_run_time(t: &str) -> String {
    let mut out = String::new();
    for l in t.lines() {
        match l.find("\"elapsed_s\":") {
            Some(i) if l.starts_with("{\"end\"") => {
                out.push_str(&l[..i]);
                out.push_str("\"elapsed_s\":_}}");
            }
            _ => out.push_str(l),
        }
        out.push('\n');
    }
    out
}

/// `sweep --out` writes each record as its run finishes: a sweep killed with SIGKILL leaves its
/// records in `.NAME.PID.partial`, and `--resume` on that file runs only the missing seeds and
/// writes the file the uninterrupted sweep writes (byte for byte but the run time).
#[cfg(unix)]
#[test]
fn a_killed_sweep_leaves_its_records_and_resumes() {
    let d = scratch("resume");
    let m = root().join("ptx-samples/apps/nvrtc11-sm70/while_break.launch.ron");
    let m = m.to_str().unwrap();
    let sweep = ["sweep", m, "--seeds", "0..48", "--jobs", "2"];
    let with = |extra: &[&str]| -> Vec<String> {
        sweep.iter().chain(extra).map(|s| s.to_string()).collect()
    };
    let (code, err) = fermi(
        &with(&["--out", "whole.jsonl", "--json"])
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
        &d,
    );
    assert_eq!(code, 0, "{err}");
    let whole = std::fs::read_to_string(d.join("whole.jsonl")).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(with(&["--out", "cut.jsonl", "--json"]))
        .current_dir(&d)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let partial = d.join(format!(".cut.jsonl.{}.partial", child.id()));
    let t0 = std::time::Instant::now();
    loop {
        let n = std::fs::read_to_string(&partial).map_or(0, |t| t.lines().count());
        if n >= 4 {
            break;
        }
        assert!(t0.elapsed().as_secs() < 60, "no records written in 60 s");
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    assert!(
        !d.join("cut.jsonl").exists(),
        "a killed sweep leaves no `--out` file"
    );
    let left = std::fs::read_to_string(&partial).unwrap();
    let kept = left.lines().count();
    assert!(
        kept >= 4 && kept < whole.lines().count(),
        "{kept} lines kept"
    );
    // What the killed sweep wrote is what the whole one wrote, as far as it went.
    assert!(whole.starts_with(left.trim_end_matches(|c| c != '\n')));
    let p = partial.file_name().unwrap().to_str().unwrap().to_string();
    let (code, err) = fermi(
        &with(&["--out", "cut.jsonl", "--resume", &p, "--json"])
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
        &d,
    );
    assert_eq!(code, 0, "{err}");
    let resumed = std::fs::read_to_string(d.join("cut.jsonl")).unwrap();
    assert_eq!(without_run_time(&resumed), without_run_time(&whole));

    // A shard cut in the middle of a line (a torn write), resumed in place.
    let shard = |f: &str| {
        with(&["--partition", "2/3", "--out", f])
            .into_iter()
            .collect::<Vec<_>>()
    };
    let args = shard("s.jsonl");
    let (code, err) = fermi(&args.iter().map(String::as_str).collect::<Vec<_>>(), &d);
    assert_eq!(code, 0, "{err}");
    let s = std::fs::read_to_string(d.join("s.jsonl")).unwrap();
    let lines: Vec<&str> = s.lines().collect();
    let cut = format!("{}\n{}", lines[..6].join("\n"), &lines[6][..20]);
    std::fs::write(d.join("t.jsonl"), cut).unwrap();
    let mut args = shard("t.jsonl");
    args.extend(["--resume".into(), "t.jsonl".into()]);
    let (code, err) = fermi(&args.iter().map(String::as_str).collect::<Vec<_>>(), &d);
    assert_eq!(code, 0, "{err}");
    let t = std::fs::read_to_string(d.join("t.jsonl")).unwrap();
    assert_eq!(without_run_time(&t), without_run_time(&s));
    // Another sweep's file is refused.
    let mut args = shard("u.jsonl");
    args.extend(["--resume".into(), "whole.jsonl".into()]);
    let (code, err) = fermi(&args.iter().map(String::as_str).collect::<Vec<_>>(), &d);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("whole.jsonl:1: the file is of another sweep"),
        "{err}"
    );
}

/// Start `args` in `dir`, send SIGINT once `ready` holds (polled) or after `wait`, and give the
/// exit status, standard output and standard error.
#[cfg(unix)]
fn interrupt(args: &[&str], dir: &Path, ready: &dyn Fn() -> bool) -> (i32, String, String) {
    let child = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(args)
        .current_dir(dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let t0 = std::time::Instant::now();
    while !ready() {
        assert!(t0.elapsed().as_secs() < 60, "{args:?}: not ready in 60 s");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    // SAFETY: sending a signal to our own child.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Ctrl-C during a long `explore` or `sweep`: the partial report, the `--out` file, exit 130.
#[cfg(unix)]
#[test]
fn ctrl_c_gives_the_partial_report_and_the_out_file() {
    let d = scratch("sigint");
    let m = root().join("ptx-samples/apps/nvrtc11-sm70/while_break.launch.ron");
    let m = m.to_str().unwrap();
    // An exploration that would run for hours.
    let t0 = std::time::Instant::now();
    let (code, out, err) = interrupt(
        &[
            "explore",
            m,
            "--memory",
            "fermi",
            "--dfs",
            "--max-states",
            "100000000",
            "--max-transitions",
            "100000000000",
            "--out",
            "e.jsonl",
        ],
        &d,
        &|| t0.elapsed().as_millis() > 1500,
    );
    assert_eq!(code, 130, "{out}{err}");
    let states: u64 = out
        .strip_prefix("explored ")
        .and_then(|s| s.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no state count: {out}"));
    assert!(states > 0, "{out}");
    assert!(out.contains("\nnot exhaustive (interrupted)\n"), "{out}");
    assert!(out.contains("\nfailures: 0\n"), "{out}");
    let shard = std::fs::read_to_string(d.join("e.jsonl")).unwrap();
    let lines: Vec<serde_json::Value> = shard
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3, "{shard}");
    assert_eq!(lines[1]["results"]["states"], states);
    assert_eq!(lines[1]["results"]["exhaustive"], false);
    assert_eq!(
        lines[1]["results"]["bounds_hit"],
        serde_json::json!(["interrupted"])
    );

    // A sweep of 100,000 seeds, interrupted once some runs are written.
    let (code, out, err) = interrupt(
        &[
            "sweep",
            m,
            "--seeds",
            "0..100000",
            "--jobs",
            "2",
            "--out",
            "s.jsonl",
        ],
        &d,
        &|| {
            std::fs::read_dir(&d)
                .unwrap()
                .filter_map(|e| e.ok())
                .any(|e| {
                    let n = e.file_name().to_string_lossy().into_owned();
                    n.starts_with(".s.jsonl.")
                        && std::fs::read_to_string(e.path()).is_ok_and(|t| t.lines().count() > 3)
                })
        },
    );
    assert_eq!(code, 130, "{out}{err}");
    let shard = std::fs::read_to_string(d.join("s.jsonl")).unwrap();
    let records = shard.lines().count() - 1;
    assert!((3..100_000).contains(&records), "{records}");
    assert!(
        !shard.contains("{\"end\""),
        "an interrupted shard has no end line"
    );
    // The summary counts the runs whose records were written.
    assert!(
        out.starts_with(&format!("{records} seeds in ")),
        "{records} records, summary: {out}"
    );
    assert!(
        out.contains(&format!("\n{:<12} {:>8}\n", "completed", records)),
        "{out}"
    );
    assert!(
        err.contains(&format!(
            "interrupted: {records} of 100000 runs done; s.jsonl holds their records"
        )),
        "{err}"
    );
    let (code, err) = fermi(&["merge", "s.jsonl"], &d);
    assert_eq!(code, 2);
    assert!(err.contains("truncated"), "{err}");
}

#[test]
fn a_ptx_file_where_a_manifest_is_expected_names_check_and_init() {
    let d = scratch("ptx-for-manifest");
    let one = root().join("ptx-samples/thesis/listing-2.2.ptx");
    let many = root().join("ptx-samples/cuda/benign_races.ptx");
    // Also under another name: the directives tell PTX from RON.
    std::fs::copy(&one, d.join("kernel.txt")).unwrap();
    for cmd in ["run", "trace", "sweep", "explore", "shrink"] {
        let mut args = vec![cmd, one.to_str().unwrap()];
        if cmd == "trace" {
            args.extend(["--warp", "0:0"]);
        }
        if cmd == "shrink" {
            args.extend(["--seed", "1"]);
        }
        let (code, err) = fermi(&args, &d);
        assert_eq!(code, 2, "{cmd}: {err}");
        let f = one.display();
        assert!(
            err.contains(&format!("fermi-sim check {f}\n")),
            "{cmd}: {err}"
        );
        // The file's one kernel is named in the init command.
        assert!(
            err.contains(&format!("fermi-sim init {f} squareArray\n")),
            "{cmd}: {err}"
        );
        assert!(!err.contains("malformed RON"), "{cmd}: {err}");
    }
    let (code, err) = fermi(&["run", "kernel.txt"], &d);
    assert_eq!(code, 2);
    assert!(
        err.contains("fermi-sim init kernel.txt squareArray"),
        "{err}"
    );
    // Several kernels: KERNEL, and the list to pick from.
    let (code, err) = fermi(&["run", many.to_str().unwrap()], &d);
    assert_eq!(code, 2);
    assert!(err.contains(" KERNEL\n"), "{err}");
    assert!(
        err.contains("(its kernels: same_value, diff_value, cas_add_double,"),
        "{err}"
    );
    // A manifest that is not PTX keeps its RON error.
    std::fs::write(d.join("bad.launch.ron"), "(ptx: \"a\" kernel: \"k\")").unwrap();
    let (code, err) = fermi(&["run", "bad.launch.ron"], &d);
    assert_eq!(code, 2);
    assert!(
        err.contains("malformed RON") && !err.contains("init"),
        "{err}"
    );
}

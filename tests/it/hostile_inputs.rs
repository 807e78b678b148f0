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

/// Texture bindings (docs/manifest.md, "Textures") that do not fit their buffer, or name what
/// does not exist, are input errors naming the field.
#[test]
fn bad_texture_bindings_are_refused() {
    for (name, tex, want) in [
        (
            "huge",
            "(buffer: \"a\", dims: (4294967295, 4294967295, 4294967295), format: (F32, 4))",
            "textures.t.dims",
        ),
        (
            "past",
            "(buffer: \"a\", dims: (5, 1, 1), format: (F32, 1))",
            "buffer `a` has 16",
        ),
        (
            "zero",
            "(buffer: \"a\", dims: (0, 1, 1), format: (F32, 1))",
            "at least 1",
        ),
        (
            "channels",
            "(buffer: \"a\", dims: (1, 1, 1), format: (F32, 3))",
            "textures.t.format",
        ),
        (
            "nobuf",
            "(buffer: \"zz\", dims: (1, 1, 1), format: (F32, 1))",
            "no buffer named `zz`",
        ),
        (
            "field",
            "(buffer: \"a\", dims: (1, 1, 1), format: (F32, 1), mipmaps: 2)",
            "mipmaps",
        ),
        (
            "pitch",
            "(buffer: \"a\", dims: (2, 2, 1), format: (F32, 1), pitch: 4)",
            "textures.t.pitch",
        ),
        (
            "pitched_past",
            "(buffer: \"a\", dims: (2, 2, 1), format: (F32, 1), pitch: 12)",
            "buffer `a` has 16",
        ),
        (
            "offset",
            "(buffer: \"a\", dims: (1, 1, 1), format: (F32, 1), offset: 18446744073709551615)",
            "buffer `a` has 0 from offset 18446744073709551615",
        ),
        // Mipmap levels: more than a full chain, none, past the buffer, with a pitch, and a
        // level-of-detail range that is empty.
        (
            "levels_many",
            "(buffer: \"a\", dims: (4, 1, 1), format: (F32, 1), levels: 4)",
            "field `textures.t.levels`: 4 levels: a texture of 4x1x1 texels has 1 to 3",
        ),
        (
            "levels_huge",
            "(buffer: \"a\", dims: (4, 1, 1), format: (F32, 1), levels: 4294967295)",
            "has 1 to 3",
        ),
        (
            "levels_zero",
            "(buffer: \"a\", dims: (1, 1, 1), format: (F32, 1), levels: 0)",
            "field `textures.t.levels`: 0 levels",
        ),
        (
            "levels_past",
            "(buffer: \"a\", dims: (4, 1, 1), format: (F32, 1), levels: 2)",
            "2 levels from 4x1x1 texels of 4 bytes are 24 bytes; buffer `a` has 16",
        ),
        (
            "levels_pitch",
            "(buffer: \"a\", dims: (2, 1, 1), format: (F32, 1), levels: 2, pitch: 8)",
            "a mipmapped texture has packed rows",
        ),
        (
            "lod_range",
            "(buffer: \"a\", dims: (2, 1, 1), format: (F32, 1), levels: 2, min_lod: 2.0, max_lod: 1.0)",
            "min_lod at most max_lod",
        ),
    ] {
        expect(
            name,
            "4",
            "(1,1,1)",
            &format!(", textures: {{\"t\": {tex}}}"),
            &["run"],
            &[want],
        );
    }
}

/// Mipmap forms of `tex` the model refuses are located E0108 diagnostics from `check`: integer
/// coordinates with a level, gradients of the wrong size, a missing level operand.
#[test]
fn bad_mipmap_fetches_are_located() {
    let d = scratch("mip_ptx");
    for (k, (ins, want)) in [
        (
            "tex.level.2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r1, %r2}], %f5;",
            "`.f32` coordinates",
        ),
        (
            "tex.grad.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f5, %f6}], {%f7}, {%f7, %f7};",
            "dPdx has 2 value(s)",
        ),
        (
            "tex.level.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f5, %f6}];",
            "`[t, {coordinates}], level`",
        ),
        (
            "tex.level.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f5, %f6}], %f1;",
            "the level is not modelled",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let src = format!(
            ".version 7.0\n.target sm_20\n.address_size 64\n.visible .entry k(.param .u64 t)\n{{\n  .reg .b32 %r<4>;\n  .reg .f32 %f<8>;\n  .reg .b64 %rd<4>;\n  ld.param.u64 %rd1, [t];\n  {ins}\n  ret;\n}}\n"
        );
        let f = format!("mip{k}.ptx");
        std::fs::write(d.join(&f), src).unwrap();
        let (code, err) = fermi(&["check", &f], &d);
        assert_eq!(code, 2, "{ins}: {err}");
        assert!(
            err.contains(&format!("{f}:10:")) && err.contains("E0108") && err.contains(want),
            "{ins}: {err}"
        );
    }
}

/// Final registers (docs/manifest.md, "Final registers") of more threads than a run reports,
/// threads beyond the grid and names longer than a screen are refused before the run, naming
/// the field.
#[test]
fn hostile_register_requests_are_refused() {
    let long = format!("%r{}", "9".repeat(100_000));
    for (name, grid, extra, want) in [
        (
            "many",
            "(65535,1,1)",
            ", registers: [\"%r1\", \"%r2\", \"%r3\"]".to_string(),
            "field `registers`: 3 registers of 2097120 threads are 6291360 values, more than the 4194304",
        ),
        (
            "far",
            "(1,1,1)",
            ", registers: [\"%r1\"], register_threads: [18446744073709551615]".to_string(),
            "field `register_threads[0]`: thread 18446744073709551615 is not in the grid",
        ),
        (
            "long",
            "(1,1,1)",
            format!(", registers: [\"{long}\"]"),
            "field `registers[0]`: kernel `vadd` declares no register `%r9999",
        ),
    ] {
        let d = scratch(&format!("regs-{name}"));
        let m = vadd(&d, "4", grid, &extra);
        let (code, err) = fermi(&["run", &m], &d);
        assert_eq!(code, 2, "{name}: {err}");
        assert!(err.contains(want), "{name}: `{want}` not in {err}");
        assert!(err.len() < 2000, "{name}: the message is bounded: {err}");
    }
}

/// Surface bindings (docs/manifest.md, "Surfaces") whose sizes overflow or do not fit their
/// buffer are input errors naming the field, checked before the run.
#[test]
fn bad_surface_bindings_are_refused() {
    for (name, surf, want) in [
        (
            "huge",
            "(buffer: \"a\", dims: (4294967295, 4294967295, 4294967295), format: (F32, 4))",
            "surfaces.s.dims",
        ),
        (
            "layers",
            "(buffer: \"a\", dims: (1, 1, 1), format: (F32, 1), layers: 4294967295)",
            "surfaces.s.dims",
        ),
        (
            "offset",
            "(buffer: \"a\", dims: (1, 1, 1), format: (F32, 1), offset: 18446744073709551615)",
            "buffer `a` has 0 from offset 18446744073709551615",
        ),
        (
            "pitch",
            "(buffer: \"a\", dims: (2, 2, 1), format: (F32, 1), pitch: 18446744073709551615)",
            "surfaces.s.dims",
        ),
        (
            "field",
            "(buffer: \"a\", dims: (1, 1, 1), format: (F32, 1), mipmaps: 2)",
            "mipmaps",
        ),
    ] {
        expect(
            &format!("surf-{name}"),
            "4",
            "(1,1,1)",
            &format!(", surfaces: {{\"s\": {surf}}}"),
            &["run"],
            &[want],
        );
    }
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

/// `exec` with a program that cannot be started, a missing library folder, or a bad check:
/// exit status 2 and a message, never a panic.
#[test]
fn exec_of_what_cannot_run_is_an_input_error() {
    let dir = scratch("exec");
    // A folder that holds a (placeholder) library: the program is what is wrong.
    std::fs::write(dir.join("libcudart.so"), b"").unwrap();
    let lib = dir.display().to_string();
    let (code, err) = fermi(&["exec", "--lib", &lib, "--", "./no-such-program"], &dir);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("cannot run `./no-such-program`"), "{err}");
    let (code, err) = fermi(&["exec", "--lib", "/no/such/folder", "--", "true"], &dir);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("no libcudart.so in `/no/such/folder`"),
        "{err}"
    );
    let (code, err) = fermi(
        &["exec", "--lib", &lib, "--check", "speed", "--", "true"],
        &dir,
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("unknown check `speed`"), "{err}");
    // A compute capability that is none (one digit, or not a number).
    for sm in ["5", "1000", "8.0"] {
        let (code, err) = fermi(&["exec", "--lib", &lib, "--sm", sm, "--", "true"], &dir);
        assert_eq!(code, 2, "--sm {sm}: {err}");
        assert!(err.contains("--sm"), "{err}");
    }
}

/// A kernel whose one thread calls `printf("line %d\n", i)` for i = 0, 1, ... forever.
const PRINT_FOREVER: &str = r#".version 7.0
.target sm_52
.address_size 64

.extern .func  (.param .b32 func_retval0) vprintf
(
	.param .b64 vprintf_param_0,
	.param .b64 vprintf_param_1
)
;
.global .align 1 .b8 $str[9] = {108, 105, 110, 101, 32, 37, 100, 10, 0};

.visible .entry k(
	.param .u64 k_param_0
)
{
	.local .align 8 .b8 	__local_depot0[8];
	.reg .b64 	%SP;
	.reg .b64 	%SPL;
	.reg .b32 	%r<4>;
	.reg .b64 	%rd<4>;

	mov.u64 	%SPL, __local_depot0;
	cvta.local.u64 	%SP, %SPL;
	add.u64 	%rd1, %SP, 0;
	mov.u64 	%rd2, $str;
	cvta.global.u64 	%rd3, %rd2;
	mov.u32 	%r1, 0;
$L__loop:
	st.local.u32 	[%SPL], %r1;
	{
	.param .b64 param0;
	st.param.b64 	[param0+0], %rd3;
	.param .b64 param1;
	st.param.b64 	[param1+0], %rd1;
	.param .b32 retval0;
	call.uni (retval0), vprintf, (param0, param1);
	ld.param.b32 	%r2, [retval0+0];
	}
	add.s32 	%r1, %r1, 1;
	bra.uni 	$L__loop;
}
"#;

fn fermi_stdout(args: &[&str], dir: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// A kernel that prints forever keeps only what the printf buffer (config `printf_fifo_bytes`)
/// holds: the newest records, each counted as its text plus 16 bytes, and says how many older
/// ones it dropped. The expectation is computed from the numbers printed: the lines kept are
/// consecutive up to the last call, and everything before the first kept line was dropped.
#[test]
fn printing_forever_is_bounded_by_the_printf_buffer() {
    let d = scratch("printf");
    std::fs::write(d.join("forever.ptx"), PRINT_FOREVER).unwrap();
    std::fs::write(
        d.join("m.launch.ron"),
        "(ptx: \"forever.ptx\", kernel: \"k\", grid: (1,1,1), block: (1,1,1), \
         buffers: {\"out\": (ty: U32, len: 1)}, args: [Buffer(\"out\")])",
    )
    .unwrap();
    std::fs::write(d.join("small.ron"), "(printf_fifo_bytes: 1024)").unwrap();
    let (code, out) = fermi_stdout(
        &[
            "run",
            "m.launch.ron",
            "--memory",
            "flat",
            "--max-steps",
            "20000",
            "--config",
            "small.ron",
            "--json",
        ],
        &d,
    );
    assert_eq!(code, 3, "{out}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    let texts: Vec<String> = j["printf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["text"].as_str().unwrap().to_string())
        .collect();
    let nums: Vec<u64> = texts
        .iter()
        .map(|t| t.strip_prefix("line ").unwrap().trim_end().parse().unwrap())
        .collect();
    let first = nums[0];
    assert!(nums.windows(2).all(|w| w[1] == w[0] + 1), "{nums:?}");
    let held: usize = texts.iter().map(|t| t.len() + 16).sum();
    let before = format!("line {}\n", first - 1).len() + 16;
    assert!(held <= 1024 && held + before > 1024, "{held} {before}");
    let dropped_bytes: usize = (0..first).map(|i| format!("line {i}\n").len()).sum();
    assert_eq!(
        j["printf_dropped"],
        serde_json::json!({"records": first, "bytes": dropped_bytes, "buffer_bytes": 1024})
    );
    // The human summary says it after the output.
    let (_, out) = fermi_stdout(
        &[
            "run",
            "m.launch.ron",
            "--memory",
            "flat",
            "--max-steps",
            "20000",
            "--config",
            "small.ron",
        ],
        &d,
    );
    let want = format!(
        "line {}\n[{first} printf records ({dropped_bytes} bytes) dropped: the printf buffer holds 1 KiB (config printf_fifo_bytes)]\nstatus: step_limit",
        nums.last().unwrap()
    );
    assert!(out.contains(&want), "{out}");
    // A buffer of 2^30 + 1 bytes is outside the documented range.
    std::fs::write(d.join("huge.ron"), "(printf_fifo_bytes: 1073741825)").unwrap();
    let (code, err) = fermi(&["run", "m.launch.ron", "--config", "huge.ron"], &d);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("printf_fifo_bytes"), "{err}");
}

/// A manifest with `n` later launches of `vadd` on one block of 4 threads.
fn many_launches(dir: &Path, n: usize) -> String {
    std::fs::copy(
        root().join("ptx-samples/cuda/vadd.ptx"),
        dir.join("vadd.ptx"),
    )
    .unwrap();
    let one = "(kernel: \"vadd\", grid: (1,1,1), block: (4,1,1), \
               args: [Buffer(\"a\"), Buffer(\"b\"), Buffer(\"c\"), S32(4)])";
    let m = format!(
        "(ptx: \"vadd.ptx\", kernel: \"vadd\", grid: (1,1,1), block: (4,1,1), \
         buffers: {{\"a\": (ty: F32, data: [1, 2, 3, 4]), \"b\": (ty: F32, data: [10, 20, 30, 40]), \
         \"c\": (ty: F32, len: 4)}}, args: [Buffer(\"a\"), Buffer(\"b\"), Buffer(\"c\"), S32(4)], \
         launches: [{}])",
        vec![one; n].join(", ")
    );
    let name = format!("l{n}.launch.ron");
    std::fs::write(dir.join(&name), m).unwrap();
    name
}

/// Later launches cost the same each, however many there are: preparing them copied the whole
/// manifest (with its `launches`) for each one, and the livelock detector, which saw no warp
/// complete between its checks, hashed every state of every later launch with memory that grows
/// with the launches, so N launches took N² (10 000: 66 s). The time of 4 000 launches must be
/// within 8 times that of 1 000 (linear: 4; it was over 16), each run the best of three (runs
/// long enough that the process start does not dominate).
#[test]
fn many_launches_take_linear_time() {
    let d = scratch("launches");
    let time = |n: usize| {
        let m = many_launches(&d, n);
        (0..3)
            .map(|_| {
                let t = std::time::Instant::now();
                let (code, out) = fermi_stdout(&["run", &m, "--json"], &d);
                assert_eq!(code, 0, "{out}");
                let j: serde_json::Value = serde_json::from_str(&out).unwrap();
                assert_eq!(
                    j["buffers"]["c"],
                    serde_json::json!([11.0, 22.0, 33.0, 44.0])
                );
                t.elapsed().as_secs_f64()
            })
            .fold(f64::INFINITY, f64::min)
    };
    let (small, large) = (time(1000), time(4000));
    assert!(
        large < 8.0 * small,
        "1000 launches {small:.2} s, 4000 launches {large:.2} s"
    );
}

/// A kernel of `n` sequential divergent `if`s on the thread index (4 instructions each).
fn if_chain(n: usize) -> String {
    let mut s = String::from(
        ".version 7.0\n.target sm_52\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n\
         \t.reg .pred %p<2>;\n\t.reg .b32 %r<4>;\n\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, 0;\n",
    );
    for i in 0..n {
        s += &format!(
            "\tsetp.eq.u32 %p1, %r1, {};\n\t@%p1 bra L{i};\n\tadd.u32 %r2, %r2, 1;\nL{i}:\n",
            i % 32
        );
    }
    s + "\tret;\n}\n"
}

/// Seconds to load `src`, the best of three, and its listing.
fn load_time(src: &str) -> (f64, String) {
    let mut best = f64::INFINITY;
    let mut listing = String::new();
    for _ in 0..3 {
        let t = std::time::Instant::now();
        let env = fermi_sim::program::load_str("chain.ptx", src).unwrap();
        best = best.min(t.elapsed().as_secs_f64());
        listing = fermi_sim::program::listing(&env);
    }
    (best, listing)
}

/// Reconvergence of a chain of divergent branches costs about the same per branch however long
/// the chain: it rebuilt the graph and its post-dominators for every branch (n branches: n²;
/// 10,000 took 200 s). 8,000 branches must load within 24 times the time of 1,000 (linear: 8,
/// quadratic: 64; the margin is for a loaded machine), each with one `ssy` per branch.
#[test]
fn divergent_branch_chains_load_in_near_linear_time() {
    let (small, l1) = load_time(&if_chain(1000));
    let (large, l2) = load_time(&if_chain(8000));
    assert_eq!(l1.matches("ssy").count(), 1000);
    assert_eq!(l2.matches("ssy").count(), 8000);
    assert!(
        large < 24.0 * small,
        "1000 branches {small:.3} s, 8000 branches {large:.3} s"
    );
}

/// The target in a release build: a kernel of 100,000 instructions (25,000 divergent `if`s)
/// loads in under a second (0.8 s measured; 10,000 `if`s took 202 s before).
#[test]
#[ignore = "release-build measurement: cargo test --release --test it -- --ignored hostile_inputs::hundred_thousand_instruction_if_chain_loads_in_a_second"]
fn hundred_thousand_instruction_if_chain_loads_in_a_second() {
    let (t, l) = load_time(&if_chain(25_000));
    assert_eq!(l.matches("ssy").count(), 25_000);
    assert!(t < 1.0, "{t:.2} s");
}

/// Caches and shared memories within every documented range can still add up to more than the
/// machine has (1,024 SMs with 1 GiB L1s: 1.7 TiB, which aborted on the allocation): the config
/// is refused, naming the largest part, before the memory environment is built. The expected
/// total is computed here from the fields: per SM the L1's bytes plus 96 per 128-byte line plus
/// the shared memory, and the L2 likewise.
#[test]
fn caches_beyond_the_memory_budget_are_refused() {
    let gf100 = std::fs::read_to_string(root().join("configs/gf100.ron")).unwrap();
    let mib = |sms: u64, l1: u64, shared: u64, l2: u64| {
        (sms * (l1 + l1 / 128 * 96 + shared) + l2 + l2 / 128 * 96) >> 20
    };
    for (name, edits, field, total) in [
        (
            "huge_l1s",
            vec![
                ("num_sms: 15", "num_sms: 1024"),
                ("l1_bytes: 16384", "l1_bytes: 1073741824"),
                ("l2_bytes: 786432", "l2_bytes: 1073741824"),
            ],
            "l1_bytes",
            mib(1024, 1 << 30, 49152, 1 << 30),
        ),
        (
            "huge_l2",
            vec![("l2_bytes: 786432", "l2_bytes: 1073741824")],
            "l2_bytes",
            mib(15, 16384, 49152, 1 << 30),
        ),
        (
            "huge_shared",
            vec![
                ("num_sms: 15", "num_sms: 1024"),
                ("shared_mem_per_sm: 49152", "shared_mem_per_sm: 16777216"),
            ],
            "shared_mem_per_sm",
            mib(1024, 16384, 1 << 24, 786432),
        ),
    ] {
        let d = scratch(name);
        let mut c = gf100.clone();
        for (from, to) in edits {
            assert!(c.contains(from), "{from}");
            c = c.replace(from, to);
        }
        // The L2 alone (1 GiB and its lines) is above the 1 GiB budget; the others above 4 GiB.
        if name == "huge_l2" {
            c = c.replace(
                "num_sms: 15,",
                "num_sms: 15,\n    memory_budget_bytes: 1073741824,",
            );
        }
        std::fs::write(d.join("c.ron"), c).unwrap();
        let m = vadd(&d, "4", "(1,1,1)", ", config: \"c.ron\"");
        let t = std::time::Instant::now();
        let (code, err) = fermi(&["run", &m], &d);
        assert_eq!(code, 2, "{name}: {err}");
        assert!(
            t.elapsed().as_secs_f64() < 2.0,
            "{name}: refused only after allocating"
        );
        assert!(
            err.starts_with("error: c.ron: ")
                && err.contains(&format!("field `{field}`"))
                && err.contains(&format!("about {total} MiB"))
                && err.contains("memory_budget_bytes"),
            "{name}: {err}"
        );
    }
    // Within the budget the same fields run: 60 SMs of 1 MiB L1s.
    let d = scratch("big_ok");
    let c = gf100
        .replace("num_sms: 15", "num_sms: 60")
        .replace("l1_bytes: 16384", "l1_bytes: 1048576")
        .replace("l2_bytes: 786432", "l2_bytes: 67108864");
    std::fs::write(d.join("c.ron"), c).unwrap();
    let m = vadd(&d, "4", "(1,1,1)", ", config: \"c.ron\"");
    let (code, err) = fermi(&["run", &m], &d);
    assert_eq!(code, 0, "{err}");
}

/// Exit status and stdout and stderr together.
fn fermi_all(args: &[&str], dir: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

const MISALIGNED_PTX: &str = ".version 7.0\n.target sm_70\n.address_size 64\n\
.visible .entry k(.param .u64 p, .param .u64 off)\n{\n.reg .b32 %r<6>;\n.reg .b64 %rd<4>;\n\
ld.param.u64 %rd1, [p];\nld.param.u64 %rd2, [off];\ncvta.to.global.u64 %rd1, %rd1;\n\
add.u64 %rd1, %rd1, %rd2;\nld.global.u32 %r1, [%rd1];\nst.global.u32 [%rd1+16], %r1;\nret;\n}\n\
.visible .entry v(.param .u64 p, .param .u64 off)\n{\n.reg .b32 %r<6>;\n.reg .b64 %rd<4>;\n\
ld.param.u64 %rd1, [p];\nld.param.u64 %rd2, [off];\ncvta.to.global.u64 %rd1, %rd1;\n\
add.u64 %rd1, %rd1, %rd2;\nld.global.v4.u32 {%r1, %r2, %r3, %r4}, [%rd1];\n\
add.u32 %r1, %r1, %r4;\nst.global.u32 [%rd1+32], %r1;\nret;\n}\n";

/// A misaligned access is undefined in the PTX ISA: on both memories it is a `misaligned`
/// violation (exit 4) naming thread, warp, block, PTX line and address, whether a scalar access
/// is off its size (`ld.u32` at buffer + 1) or a `.v4.u32` access is 4- but not 16-byte aligned.
/// The same kernels at aligned offsets complete with the values they load.
#[test]
fn misaligned_accesses_are_violations_on_both_memories() {
    let d = scratch("misaligned");
    std::fs::write(d.join("m.ptx"), MISALIGNED_PTX).unwrap();
    // buffer `a` is 0x100000.. (the first global allocation); a[i] = i.
    let man = |kernel: &str, off: u64| {
        format!(
            "(ptx: \"m.ptx\", kernel: \"{kernel}\", grid: (1,1,1), block: (2,1,1), \
             buffers: {{\"a\": (ty: U32, data: [0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15])}}, \
             args: [Buffer(\"a\"), U64({off})])"
        )
    };
    for memory in ["fermi", "flat"] {
        for (kernel, off, line, addr, align) in [
            ("k", 1, 12, "0x100001", 4),
            ("k", 2, 12, "0x100002", 4),
            ("v", 4, 24, "0x100004", 16),
            ("v", 8, 24, "0x100008", 16),
        ] {
            std::fs::write(d.join("m.launch.ron"), man(kernel, off)).unwrap();
            let (code, out) = fermi_all(&["run", "m.launch.ron", "--memory", memory], &d);
            assert_eq!(code, 4, "{memory} {kernel} +{off}: {out}");
            for want in [
                "status: violation".to_string(),
                "misaligned: misaligned load by thread (0,0,0) of block (0,0,0) (warp 0, lane 0)"
                    .to_string(),
                format!("at line {line}:"),
                format!("address {addr} is not aligned to {align} bytes"),
            ] {
                assert!(
                    out.contains(&want),
                    "{memory} {kernel} +{off}: `{want}` not in {out}"
                );
            }
        }
        // Aligned: k copies a[1] to a[5]; v adds a[4] and a[7] into a[12].
        std::fs::write(d.join("m.launch.ron"), man("k", 4)).unwrap();
        let (code, out) = fermi_all(&["run", "m.launch.ron", "--memory", memory], &d);
        assert_eq!(code, 0, "{out}");
        assert!(out.contains("a = [0, 1, 2, 3, 4, 1, 6,"), "{out}");
        std::fs::write(d.join("m.launch.ron"), man("v", 16)).unwrap();
        let (code, out) = fermi_all(&["run", "m.launch.ron", "--memory", memory], &d);
        assert_eq!(code, 0, "{out}");
        assert!(
            out.contains("a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 13,"),
            "{out}"
        );
    }
}

/// A key given twice in `buffers`, `symbols` or `expected` would silently keep only the last:
/// it is refused (exit 2) naming the key and both places (line:col of each key's string). A
/// key that only looks the same inside a string or comment, or the same name in two different
/// maps, is fine.
#[test]
fn duplicate_map_keys_are_refused_with_both_places() {
    let d = scratch("dupkeys");
    std::fs::copy(root().join("ptx-samples/cuda/vadd.ptx"), d.join("vadd.ptx")).unwrap();
    let head = "(ptx: \"vadd.ptx\", kernel: \"vadd\", grid: (1,1,1), block: (4,1,1),\n";
    let args = " args: [Buffer(\"a\"), Buffer(\"b\"), Buffer(\"c\"), S32(4)],\n";
    let ok_bufs = " buffers: {\"a\": (ty: F32, len: 4), \"b\": (ty: F32, len: 4), \"c\": (ty: F32, len: 4)},\n";
    for (text, want) in [
        (
            format!("{head} buffers: {{\"a\": (ty: F32, len: 4), \"b\": (ty: F32, len: 4),\n   \"c\": (ty: F32, len: 4), \"a\": (ty: F32, len: 8)}},\n{args})"),
            "field `buffers.a`: key `a` given twice, at 2:12 and at 3:28",
        ),
        (
            format!("{head}{ok_bufs}{args} expected: {{\"c\": [0, 0, 0, 0],\r\n \"c\": [1, 1, 1, 1]}})"),
            "field `expected.c`: key `c` given twice, at 4:13 and at 5:2",
        ),
        (
            format!("{head}{ok_bufs}{args} symbols: {{ \"g\": (ty: U32, len: 1), /* \"g\": */ \"g\": (ty: U32, len: 2) }})"),
            "field `symbols.g`: key `g` given twice, at 4:13 and at 4:48",
        ),
    ] {
        std::fs::write(d.join("m.launch.ron"), &text).unwrap();
        let (code, err) = fermi(&["run", "m.launch.ron"], &d);
        assert_eq!(code, 2, "{text}: {err}");
        assert!(err.contains(want), "{text}: `{want}` not in {err}");
    }
    // `a` in buffers and in expected, and "a" inside a description string: no duplicate.
    let text = format!(
        "{head}{ok_bufs}{args} description: \"buffers: {{\\\"a\\\": 1, \\\"a\\\": 2}}\", expected: {{\"a\": [0, 0, 0, 0]}})"
    );
    std::fs::write(d.join("m.launch.ron"), &text).unwrap();
    let (code, err) = fermi(&["run", "m.launch.ron"], &d);
    assert!(code == 0 || code == 1, "{text}: {code} {err}");
}

/// `merge` given a FIFO (or a directory) refuses it as every other command does (exit 2,
/// "not a regular file") instead of blocking until a writer comes. The child is killed after
/// 20 s so that a regression fails instead of hanging.
#[cfg(unix)]
#[test]
fn merge_refuses_a_fifo() {
    let d = scratch("fifo");
    let fifo = d.join("shard.jsonl");
    let st = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(st.success());
    for args in [
        vec!["merge", "shard.jsonl"],
        vec!["merge", "."],
        vec!["run", "shard.jsonl"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
            .args(&args)
            .current_dir(&d)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let t0 = std::time::Instant::now();
        while child.try_wait().unwrap().is_none() {
            if t0.elapsed() > std::time::Duration::from_secs(20) {
                child.kill().unwrap();
                panic!("{args:?} blocked on a FIFO");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("not a regular file"), "{args:?}: {err}");
    }
}

/// A `.global` array too large for memory: `run` names the declaration's error (as `check`
/// does), not only the "undeclared identifier" that follows from the declaration being skipped.
#[test]
fn a_global_too_large_is_named_by_run() {
    let d = scratch("bigglobal");
    std::fs::write(
        d.join("m.launch.ron"),
        "(ptx: \"big.ptx\", kernel: \"k\", grid: (1,1,1), block: (1,1,1), args: [])",
    )
    .unwrap();
    for (len, want) in [
        (
            "68719476736",
            "big.ptx:4:27: error[E0011]: number `68719476736` is too large here",
        ),
        (
            "4000000000",
            "variable `huge` is too large (4000000000 bytes",
        ),
    ] {
        std::fs::write(
            d.join("big.ptx"),
            format!(".version 7.0\n.target sm_70\n.address_size 64\n.global .align 4 .b8 huge[{len}];\n\
             .visible .entry k()\n{{\n.reg .b64 %rd<3>;\n.reg .b32 %r<3>;\nmov.u64 %rd1, huge;\n\
             ld.global.u32 %r1, [%rd1];\nret;\n}}\n"),
        )
        .unwrap();
        let (code, err) = fermi(&["run", "m.launch.ron"], &d);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(want), "`{want}` not in {err}");
        if let Some(u) = err.find("undeclared") {
            assert!(err.find(want).unwrap() < u, "{err}");
        }
    }
}

/// A manifest error is located at the same line:col whatever the line ends: `\n`, `\r\n` or
/// old Mac lone `\r` (which ron does not count as a line break: 1:223 before). Columns count
/// characters, not bytes.
#[test]
fn manifest_errors_are_located_with_any_line_ends() {
    let d = scratch("crlines");
    std::fs::copy(root().join("ptx-samples/cuda/vadd.ptx"), d.join("vadd.ptx")).unwrap();
    let lines = [
        "(",
        " ptx: \"vadd.ptx\",",
        " kernel: \"vadd\", description: \"ééé\",",
        " grid: (1,1,1),",
        " block: (4,1,1),",
        " buffers: {\"a\": (ty: F32, len: 4), \"b\": (ty: F32, len: 4), \"c\": (ty: F32, len: 4)},",
        " args: [Buffer(\"a\"), Buffer(\"b\"), Buffer(\"c\"), S32(4)],",
        " arg_names: [\"é\"], max_steps: -5,",
        ")",
    ];
    for eol in ["\n", "\r\n", "\r"] {
        std::fs::write(d.join("m.launch.ron"), lines.join(eol)).unwrap();
        let (code, err) = fermi(&["run", "m.launch.ron"], &d);
        assert_eq!(code, 2, "{eol:?}: {err}");
        assert!(
            err.contains("malformed RON at 8:31: Expected integer"),
            "{eol:?}: {err}"
        );
        // An unknown field, located by ron too.
        let text = lines.join(eol).replace("max_steps: -5", "max_stepz: 5");
        std::fs::write(d.join("m.launch.ron"), text).unwrap();
        let (code, err) = fermi(&["run", "m.launch.ron"], &d);
        assert_eq!(code, 2, "{eol:?}: {err}");
        assert!(
            err.contains("field `max_stepz`: unknown field at 8:"),
            "{eol:?}: {err}"
        );
    }
}

/// `sweep --arg NAME=LO..HI`: a range with LO <= HI that is refused says why (empty because HI
/// is exclusive, or too many values), never "expected LO <= HI"; a backwards or non-integer
/// range is refused too, exit 2 each.
#[test]
fn sweep_arg_ranges_say_what_is_wrong() {
    let d = scratch("argrange");
    let m = vadd(
        &d,
        "4",
        "(1,1,1)",
        ", arg_names: [\"a\", \"b\", \"c\", \"n\"]",
    );
    for (range, want) in [
        ("n=3..3", "--arg n: `3..3` has no values: in LO..HI, HI is exclusive, so LO must be below HI (`3..4` gives 3)"),
        ("n=5..3", "`5..3` has no values"),
        ("n=0..200000", "--arg n: `0..200000` has 200000 values, above the limit of 100000"),
        ("n=x..3", "expected LO..HI with integers LO and HI, found `x..3`"),
    ] {
        let (code, err) = fermi(&["sweep", &m, "--seeds", "1", "--arg", range], &d);
        assert_eq!(code, 2, "{range}: {err}");
        assert!(err.contains(want), "{range}: `{want}` not in {err}");
        assert!(!err.contains("LO <= HI"), "{range}: {err}");
    }
    let (code, err) = fermi(&["sweep", &m, "--seeds", "1", "--arg", "n=3..5"], &d);
    assert_eq!(code, 0, "{err}");
}

/// RON nested deeper than the parser's limit names the limit and the place, not a Rust crate
/// (ron's own text said "try ... `serde_stacker`"); exit 2.
#[test]
fn deep_nesting_names_the_limit_and_place() {
    let d = scratch("deepron");
    let m = vadd(&d, "4", "(1,1,1)", "");
    let text = std::fs::read_to_string(d.join(&m)).unwrap();
    // A structure argument nested 400 deep (Struct([Struct([ ... S32(4) ... ])])).
    let arg = format!("{}S32(4){}", "Struct([".repeat(400), "])".repeat(400));
    let deep = text.replacen("S32(4)", &arg, 1);
    assert_ne!(deep, text);
    std::fs::write(d.join(&m), deep).unwrap();
    let (code, err) = fermi(&["run", &m], &d);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("nesting deeper than 128 levels at 1:"),
        "{err}"
    );
    assert!(!err.contains("serde_stacker"), "{err}");
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

/// Buffers at fixed addresses (`addr`, as `exec --record` writes them): one that overlaps
/// another, lies among the module's variables or is misaligned is refused with its field; a
/// symbol takes none. Fixed and placed buffers together run.
#[test]
fn fixed_buffer_addresses_are_checked() {
    let d = scratch("fixed-addr");
    std::fs::copy(root().join("ptx-samples/cuda/vadd.ptx"), d.join("vadd.ptx")).unwrap();
    let m = |a: &str, b: &str| {
        format!(
            "(ptx: \"vadd.ptx\", kernel: \"vadd\", grid: (1,1,1), block: (4,1,1), \
             buffers: {{\"a\": (ty: F32, data: [1.0, 2.0, 3.0, 4.0]{a}), \"b\": (ty: F32, data: [10.0, 20.0, 30.0, 40.0]{b}), \"c\": (ty: F32, len: 4)}}, \
             args: [Buffer(\"a\"), Buffer(\"b\"), Buffer(\"c\"), S32(4)], expected: {{\"c\": [11.0, 22.0, 33.0, 44.0]}})"
        )
    };
    let go = |text: String| {
        std::fs::write(d.join("m.launch.ron"), text).unwrap();
        fermi(&["run", "m.launch.ron", "--expect"], &d)
    };
    // 0x4100000 and 0x4100010: 16 bytes apart, so `a` (16 bytes) just fits; `c` goes after.
    let (code, err) = go(m(", addr: 68157440", ", addr: 68157456"));
    assert_eq!(code, 0, "{err}");
    for (a, b, want) in [
        (
            ", addr: 68157440",
            ", addr: 68157452",
            "field `buffers.b.addr`: buffer at 0x410000c (16 bytes) overlaps buffer `a` at 0x4100000 (16 bytes)",
        ),
        (
            ", addr: 68157442",
            "",
            "field `buffers.a.addr`: address 0x4100002 is misaligned",
        ),
        ("", ", addr: 0", "field `buffers.b.addr`: address 0x0 is too low"),
    ] {
        let (code, err) = go(m(a, b));
        assert_eq!(code, 2, "{want}: {err}");
        assert!(err.contains(want), "`{want}` not in {err}");
    }
}

/// `exec`'s options are checked before the program runs: a config that does not load, and
/// `--record-expect` without `--record`, are bad input (exit status 2).
#[test]
fn exec_options_are_checked_before_the_program_runs() {
    let d = scratch("exec-options");
    let (code, err) = fermi(&["exec", "--config", "missing.ron", "--", "true"], &d);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("missing.ron"), "{err}");
    let (code, err) = fermi(&["exec", "--record-expect", "--", "true"], &d);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--record"), "{err}");
}

/// Hostile calls to the Driver API (docs/host-api.md, "The Driver API"), through Python's ctypes
/// under `fermi-sim exec`: text that is not PTX, a cubin, a null image, a kernel whose body does
/// not load, unknown names and handles, copies outside every allocation, a double free, a huge
/// allocation, a bad `extra` list, an empty block, a function the library does not implement. Each returns its CUresult with a message where
/// the library has one; nothing panics and the process goes on.
#[test]
fn driver_api_calls_with_bad_inputs_return_their_errors() {
    let python = Command::new("python3")
        .arg("-c")
        .arg("import ctypes")
        .output();
    if !python.map(|o| o.status.success()).unwrap_or(false) {
        eprintln!("SKIPPED: driver_api_calls_with_bad_inputs_return_their_errors (no python3 with ctypes)");
        return;
    }
    let lib = crate::programs::library();
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("exec")
        .arg("--lib")
        .arg(&lib)
        .arg("--")
        .arg("python3")
        .arg(root().join("ptx-samples/programs/python/bad_inputs.py"))
        .output()
        .unwrap();
    let (so, se) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    // Real CUresult values of cuda.h.
    for line in [
        "garbage_ptx 218",
        "broken_kernel_load 0",
        "broken_kernel_launch 218",
        "cubin 200",
        "unknown_kernel 500",
        "bad_function 400",
        "copy_past_end 1",
        "huge_alloc 2",
        "unknown_proc 500",
        "unsupported_function 801801",
        "unsupported_proc 0",
        "launch_ok 0",
        "PASS: hostile driver calls",
    ] {
        assert!(so.lines().any(|l| l == line), "no `{line}` in:\n{so}\n{se}");
    }
    for msg in [
        "cuModuleLoadData (module 1):1:9: error[E0001]: syntax error",
        "kernel `b` cannot run: cuModuleLoadData (module 1):4:23: error[E0101]: unknown opcode `bogus`",
        "the image is a cubin (ELF)",
        "cuMemcpyHtoD: the destination [0x4100400, 0x4100440) is not inside one device allocation",
        "cuLaunchKernel: unknown `extra` key 0x7",
    ] {
        assert!(se.contains(msg), "no `{msg}` in:\n{se}");
    }
    // An unsupported function names itself once.
    let said = "cuGraphCreate is not supported by fermi-sim's CUDA driver library";
    assert_eq!(se.matches(said).count(), 1, "{se}");
    assert!(!se.contains("panicked"), "{se}");
    assert_eq!(out.status.code(), Some(0), "{se}");
}

#[test]
fn sync_refuses_bad_seed_counts_and_unwritable_outputs() {
    let d = scratch("sync");
    let m = vadd(&d, "4", "(1,1,1)", "");
    let (code, err) = fermi(&["sync", &m, "--out", "p.ptx", "--seeds", "0"], &d);
    assert_eq!(code, 2);
    assert!(err.contains("--seeds") && err.contains("found 0"), "{err}");
    let (code, err) = fermi(&["sync", &m, "--out", "p.ptx", "--seeds", "100000"], &d);
    assert_eq!(code, 2);
    assert!(err.contains("found 100000"), "{err}");
    // The output is a folder: the error names it, and no panic.
    std::fs::create_dir_all(d.join("out.ptx")).unwrap();
    let (code, err) = fermi(&["sync", &m, "--out", "out.ptx"], &d);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("error: ") && err.contains("out.ptx"),
        "{err}"
    );
}
/// Exit status, stdout and stderr of the binary run in the repository root.
fn fermi_streams(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A kernel defect or a check's finding is reported on stderr, like bad input: the run's result
/// (status, statistics, buffers; the JSON object under `--json`) stays on stdout alone, so a
/// script reading the result never parses a message and a person sees the finding even when
/// stdout is redirected. One case per class: out-of-bounds and misaligned accesses (kernel
/// defects, exit 4), a data race and barrier divergence (checks), a livelock (exit 3). Piped
/// stderr is never coloured.
#[test]
fn findings_go_to_stderr_and_results_to_stdout() {
    let d = scratch("finding-streams");
    std::fs::write(d.join("m.ptx"), MISALIGNED_PTX).unwrap();
    std::fs::write(
        d.join("m.launch.ron"),
        "(ptx: \"m.ptx\", kernel: \"k\", grid: (1,1,1), block: (2,1,1), \
         buffers: {\"a\": (ty: U32, data: [0,1,2,3,4,5,6,7])}, args: [Buffer(\"a\"), U64(1)])",
    )
    .unwrap();
    let misaligned = d.join("m.launch.ron").display().to_string();
    let cases: &[(&[&str], i32, &str, &str)] = &[
        (
            &["run", "tests/data/red_zones/srad_overflow.launch.ron"],
            4,
            "violation",
            "out_of_bounds: out-of-bounds load by thread (63,0,0) of block (0,0,0) (warp 1, lane 31) at line 42:",
        ),
        (
            &["run", &misaligned],
            4,
            "violation",
            "misaligned: misaligned load by thread (0,0,0) of block (0,0,0) (warp 0, lane 0)",
        ),
        (
            &[
                "run",
                "ptx-samples/cuda/benign_races-shift.launch.ron",
                "--memory",
                "flat",
                "--arg",
                "offset=1",
                "--check",
                "races",
            ],
            4,
            "violation",
            "data_race: inter-warp race on global 0x100080: read at line 180",
        ),
        (
            &["run", "ptx-samples/cuda/builds/nvrtc12-sm86/barrier_divergent-64.launch.ron"],
            3,
            "deadlock",
            "barrier_divergence: barrier 0 at line 41 of block [0, 0, 0] is still waiting",
        ),
        (
            &["run", "ptx-samples/thesis/listing-6.2.launch.ron"],
            3,
            "livelock",
            "livelock: the device state repeats after a fair cycle of ",
        ),
    ];
    for (args, status, name, message) in cases {
        let kind = message.split(':').next().unwrap();
        let (code, out, err) = fermi_streams(args);
        assert_eq!(code, *status, "{args:?}: {out}{err}");
        assert!(
            out.starts_with(&format!("status: {name} (seed 1)\nsteps: ")),
            "{args:?}: {out}"
        );
        assert!(
            !out.contains(&format!("{kind}:")),
            "{args:?}: the finding is on stdout: {out}"
        );
        assert!(
            err.lines().any(|l| l.starts_with(message)),
            "{args:?}: `{message}` not on stderr: {err}"
        );
        assert!(!err.contains('\x1b'), "{args:?}: {err:?}");
        // --json: the object alone on stdout (it lists the finding), the message on stderr.
        let mut j = args.to_vec();
        j.push("--json");
        let (code, out, err) = fermi_streams(&j);
        assert_eq!(code, *status, "{j:?}");
        let v: serde_json::Value = serde_json::from_str(out.trim_end()).expect("one JSON object");
        assert_eq!(v["status"], *name, "{j:?}");
        assert!(
            v["diagnostics"]
                .as_array()
                .unwrap()
                .iter()
                .any(|x| x["kind"] == kind),
            "{j:?}: {out}"
        );
        assert!(
            err.lines().any(|l| l.starts_with(message)),
            "{j:?}: `{message}` not on stderr: {err}"
        );
    }
    // `trace`: the warp's table and status on stdout, the finding on stderr.
    let (code, out, err) = fermi_streams(&[
        "trace",
        "tests/data/red_zones/srad_overflow.launch.ron",
        "--warp",
        "0:1",
    ]);
    assert_eq!(code, 4, "{out}{err}");
    assert!(out.ends_with("status: violation\n"), "{out}");
    assert!(!out.contains("out_of_bounds"), "{out}");
    assert!(
        err.starts_with("out_of_bounds: out-of-bounds load by thread (63,0,0)"),
        "{err}"
    );
}

/// On a terminal the finding's kind is coloured as `check` colours its diagnostics (bold red
/// for a failure); `NO_COLOR` turns the colour off.
#[test]
fn findings_are_coloured_on_a_terminal_unless_no_color() {
    let bin = env!("CARGO_BIN_EXE_fermi-sim");
    let tty = |env: &str| {
        let cmd = format!(
            "{env} {bin} run tests/data/red_zones/srad_overflow.launch.ron --max-steps 100000"
        );
        let out = Command::new("script")
            .args(["-qec", &cmd, "/dev/null"])
            .current_dir(root())
            .output()
            .expect("`script` (util-linux) runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let coloured = tty("env -u NO_COLOR TERM=xterm");
    assert!(
        coloured.contains("\x1b[1;31mout_of_bounds\x1b[0m\x1b[1m:\x1b[0m out-of-bounds load"),
        "{coloured:?}"
    );
    let plain = tty("env NO_COLOR=1 TERM=xterm");
    assert!(
        plain.contains("out_of_bounds: out-of-bounds load"),
        "{plain:?}"
    );
    assert!(!plain.contains("\x1b[1;31m"), "{plain:?}");
}

#[test]
fn hostile_litmus_files_are_refused_with_located_errors() {
    let dir = scratch("litmus");
    let deep = format!(
        "PTX t\n{{ x=0; }}\n P0 ;\n st.cg.s32 [x], 1 ;\nexists {}x=1{}\n",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    let deep_tree = format!(
        "PTX t\n{{ x=0; }}\n P0 ;\n st.cg.s32 [x], 1 ;\nScopeTree {}P0{}\nexists (x=1)\n",
        "(device ".repeat(50_000),
        ")".repeat(50_000)
    );
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("deep condition", deep.into_bytes(), "nested 100000 deep"),
        (
            "deep scope tree",
            deep_tree.into_bytes(),
            "nested 50000 deep",
        ),
        (
            "not UTF-8",
            b"PTX t\n{ x=0; }\n P0 ;\n st.cg.s32 [x], \xff ;\nexists (x=1)\n".to_vec(),
            "UTF-8",
        ),
        (
            "unclosed comment",
            b"PTX t (* never closed\n".to_vec(),
            "never closed",
        ),
        ("empty", Vec::new(), "empty litmus file"),
        (
            "ragged row",
            b"PTX t\n{ }\n P0 | P1 ;\n st.cg.s32 [x], 1 ;\nexists (x=1)\n".to_vec(),
            "this row has 1 columns",
        ),
    ];
    for (what, bytes, want) in cases {
        let p = dir.join(format!("{}.litmus", what.replace(' ', "_")));
        std::fs::write(&p, bytes).unwrap();
        let (rc, out) = fermi(&["litmus", p.to_str().unwrap(), "--seeds", "1"], &dir);
        assert_eq!(rc, 2, "{what}: {out}");
        assert!(out.contains(want), "{what}: `{want}` in {out}");
        assert!(
            out.contains(p.file_name().unwrap().to_str().unwrap()),
            "{what}: names the file: {out}"
        );
    }
}

/// Fat binaries a program hands the host library: LZ4 data that refers before its start or
/// decompresses past its stated size, a huge stated size, a compressed size past the payload,
/// Zstandard, machine code only: each a message from `__cudaRegisterFatBinary`, never a crash
/// (tests/it/fat_binaries.rs).
#[test]
fn hostile_fat_binaries_get_a_message() {
    crate::fat_binaries::compressed_ptx_registers_and_hostile_containers_are_explained();
}

/// A straight-line kernel of about `n` instructions in the mix of `scripts/gen_big_ptx.py`
/// (loads, ALU, `setp`, `selp`, `fma`, stores, and a label with a uniform `@%p bra` every 64).
fn big_kernel(n: usize) -> String {
    let body = [
        "ld.global.u32 %r2, [%rd1];",
        "add.s32 %r3, %r2, %r1;",
        "mul.lo.s32 %r4, %r3, 3;",
        "setp.lt.s32 %p1, %r4, 100;",
        "selp.b32 %r5, %r4, %r3, %p1;",
        "fma.rn.f32 %f2, %f1, %f1, %f1;",
        "xor.b32 %r6, %r5, %r2;",
        "st.global.u32 [%rd1+4], %r6;",
    ];
    let mut s = String::from(
        ".version 7.0\n.target sm_70\n.address_size 64\n.visible .entry big(.param .u64 p)\n{\n\
         .reg .b32 %r<16>;\n.reg .f32 %f<8>;\n.reg .b64 %rd<4>;\n.reg .pred %p<4>;\n\
         ld.param.u64 %rd1, [p];\ncvta.to.global.u64 %rd1, %rd1;\nmov.u32 %r1, 1;\n\
         mov.f32 %f1, 0f3F800000;\n",
    );
    let (mut i, mut blk) = (0, 0);
    while i < n {
        for b in body {
            s += &format!("\t{b}\n");
        }
        i += body.len();
        if i % 64 == 0 {
            s += &format!("\t@%p2 bra L{blk};\nL{blk}:\n\tsetp.gt.s32 %p2, %r1, 5;\n");
            blk += 1;
            i += 2;
        }
    }
    s + "ret;\n}\n"
}

/// Peak resident memory (bytes) of `fermi-sim check` on `file`: the child's own `ru_maxrss`,
/// from `wait4` on its pid (not `RUSAGE_CHILDREN`, which other tests' children share).
// `wait4` below reaps the child (clippy looks for `Child::wait` only).
#[allow(clippy::zombie_processes)]
fn check_peak_rss(file: &Path) -> u64 {
    let child = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("check")
        .arg(file)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut status = 0;
    // SAFETY: an all-zero `rusage` is a valid value; `wait4` fills it for the child it reaps.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the pid is our own child's, not waited for yet; both pointers are to live locals.
    let r = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(r, child.id() as libc::pid_t, "wait4");
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "check failed: {status}"
    );
    usage.ru_maxrss as u64 * 1024
}

/// Loading keeps memory linear in the kernel with a small constant (docs/performance.md,
/// "Memory per PTX instruction"): `fermi-sim check` of a 200,000-instruction kernel takes at
/// most 540 bytes of peak resident memory per instruction more than a 100-instruction one
/// (measured: 480 in a debug build; about 590 with the binary before the lowering consumed
/// the syntax tree, 845 before the syntax tree was made smaller).
#[test]
fn loading_takes_a_bounded_memory_per_instruction() {
    let dir = scratch("mem_per_instruction");
    let (small, big) = (dir.join("small.ptx"), dir.join("big.ptx"));
    std::fs::write(&small, big_kernel(100)).unwrap();
    std::fs::write(&big, big_kernel(200_000)).unwrap();
    let extra = check_peak_rss(&big).saturating_sub(check_peak_rss(&small));
    let per = extra / 200_000;
    assert!(
        per <= 540,
        "{per} bytes of peak RSS per instruction (bound 540)"
    );
}

/// A manifest with its data as a long literal list (a million-element input is 15 MB of RON):
/// lists of plain numbers are read by a scan of their own (`launch::ron_lists`), not number by
/// number by the RON parser, which builds an error for every number it reads in a list of
/// unknown type (docs/performance.md, "Loading data"). A comment anywhere in the file leaves
/// every list to the parser: the same manifest, in more time (three times as much here).
#[test]
fn long_literal_lists_parse_without_the_parser() {
    use fermi_sim::launch::manifest::Manifest;
    let list: Vec<String> = (0..200_000).map(|i| format!("{}.5", i % 1000)).collect();
    let text = format!(
        "(ptx: \"v.ptx\", kernel: \"k\", grid: (1, 1, 1), block: (1, 1, 1), buffers: {{\"a\": (ty: F32, data: [{}])}}, args: [])",
        list.join(", ")
    );
    let slow_text = format!("{text}\n// as written");
    let best = |t: &str| {
        (0..3)
            .map(|_| {
                let s = std::time::Instant::now();
                let m = Manifest::parse(t, "big.ron").unwrap();
                (s.elapsed().as_secs_f64(), m)
            })
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .unwrap()
    };
    let (fast, m) = best(&text);
    let (slow, m2) = best(&slow_text);
    assert_eq!(m, m2);
    assert_eq!(m.buffers["a"].data.as_ref().unwrap().len(), 200_000);
    // Measured three times as fast; the bound leaves room for a loaded machine.
    assert!(fast < slow, "scanned {fast:.3} s, parsed {slow:.3} s");
}

#[test]
fn scheduling_choices_outside_what_exists_are_refused() {
    let d = scratch("scheduling");
    let m = vadd(&d, "4", "(1,1,1)", "");
    let (code, err) = fermi(&["run", &m, "--scheduling", "volta"], &d);
    assert_eq!(code, 2);
    assert!(
        err.contains("--scheduling") && err.contains("volta"),
        "{err}"
    );
    // `both` is eight runs per semantics: no single schedule to replay or record, and `trace`
    // follows one run.
    let (code, err) = fermi(
        &["run", &m, "--scheduling", "both", "--record", "c.txt"],
        &d,
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("--scheduling both") && err.contains("--record"),
        "{err}"
    );
    let (code, err) = fermi(&["trace", &m, "--warp", "0:0", "--scheduling", "both"], &d);
    assert_eq!(code, 2);
    assert!(err.contains("error: --scheduling: `both`"), "{err}");
    // A config's `scheduling` names one of the two semantics.
    let gf100 = std::fs::read_to_string(root().join("configs/gf100.ron")).unwrap();
    let bad = gf100.replacen("num_sms: 15,", "num_sms: 15, scheduling: Volta,", 1);
    assert_ne!(bad, gf100);
    std::fs::write(d.join("c.ron"), bad).unwrap();
    let m = vadd(&d, "4", "(1,1,1)", ", config: \"c.ron\"");
    let (code, err) = fermi(&["run", &m], &d);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.starts_with("error: c.ron: ") && err.contains("Volta"),
        "{err}"
    );
    // Seeds at the very end of the range: `both` runs what is left of it.
    let m = vadd(&d, "4", "(1,1,1)", "");
    let (code, err) = fermi(
        &[
            "run",
            &m,
            "--scheduling",
            "both",
            "--seed",
            "18446744073709551614",
        ],
        &d,
    );
    assert!(code == 0 || code == 1, "{err}");
}

#[test]
fn replays_and_traces_that_do_not_fit_the_scheduling_are_refused() {
    let d = scratch("its-replay");
    let m = vadd(&d, "4", "(1,1,1)", "");
    // A choice list names its scheduling in its first line; replaying it under the other one
    // (or a list without that line under ITS) is an error naming the flag, for every command
    // that replays.
    std::fs::write(d.join("its.txt"), "# scheduling: its\nIndirectTarget 4 3\n").unwrap();
    std::fs::write(d.join("simt.txt"), "IssueBlock 15 6\n").unwrap();
    for (args, want) in [
        (vec!["run", &m, "--replay", "its.txt"], "--scheduling its"),
        (
            vec!["run", &m, "--replay", "simt.txt", "--scheduling", "its"],
            "--scheduling simt",
        ),
        (
            vec!["trace", &m, "--warp", "0:0", "--replay", "its.txt"],
            "--scheduling its",
        ),
        (
            vec!["shrink", &m, "--replay", "its.txt"],
            "--scheduling its",
        ),
    ] {
        let (code, err) = fermi(&args, &d);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains("cannot be replayed") && err.contains(want),
            "{args:?}: {err}"
        );
    }
    // `both` where one scheduling is needed.
    for args in [
        vec!["sweep", &m, "--scheduling", "both"],
        vec!["explore", &m, "--scheduling", "both"],
        vec!["shrink", &m, "--seed", "1", "--scheduling", "both"],
        vec!["exec", "--scheduling", "both", "--", "true"],
    ] {
        let (code, err) = fermi(&args, &d);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("`both` compares two runs"), "{args:?}: {err}");
    }
    // An ITS trace whose thread groups have a bad mask: the viewer names the line.
    let bad =
        "{\"event\":\"warp_step\",\"active\":\"10\",\"threads\":[{\"line\":3,\"lanes\":\"1x\"}]}\n";
    std::fs::write(d.join("t.jsonl"), bad).unwrap();
    let (code, err) = fermi(&["view", "t.jsonl"], &d);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("line 1") && err.contains("threads group 0 \"lanes\""),
        "{err}"
    );
}

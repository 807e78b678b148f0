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

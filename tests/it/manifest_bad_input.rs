//! The bad-input table: every row is a manifest (or config) with one mistake, run through the
//! binary; each must exit with status 2 and a message naming the field and what is wrong. A buffer
//! too small for what the kernel indexes shows at run time: an out-of-bounds access, status
//! `violation`, exit 4 (a kernel defect, like every violation), with a diagnostic naming the thread, the instruction's line and the address.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fermi-sim-bad-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Listing 2.2 (squareArray: one `.u32` parameter, 32-bit addresses; ld.global at line 13).
fn listing22() -> String {
    root()
        .join("ptx-samples/thesis/listing-2.2.ptx")
        .display()
        .to_string()
}

/// barrier_after_return: `.u64, .u64, .u32` parameters, 1024 bytes of static shared memory.
fn bar_ret() -> String {
    root()
        .join("ptx-samples/cuda/barrier_after_return.ptx")
        .display()
        .to_string()
}

fn run(dir: &Path, manifest: &str, extra: &[&str]) -> (i32, String, String, PathBuf) {
    let m = dir.join("m.launch.ron");
    std::fs::write(&m, manifest).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("run")
        .arg(&m)
        .args(extra)
        .current_dir(root())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        m,
    )
}

fn sq(ptx: &str, grid: &str, block: &str, a_len: usize, args: &str, extra: &str) -> String {
    let data: Vec<String> = (0..a_len).map(|i| format!("{i}.0")).collect();
    format!(
        "(ptx: {ptx:?}, kernel: \"squareArray\", grid: {grid}, block: {block},\n buffers: {{ \"a\": (ty: F32, data: [{}]) }},\n args: {args},{extra})",
        data.join(", ")
    )
}

/// Assert exit 2 and the exact message `error: <manifest>: <rest>`.
fn expect_bad(name: &str, manifest: &str, rest: &str) {
    let d = scratch(name);
    let (code, _, err, m) = run(&d, manifest, &[]);
    assert_eq!(code, 2, "{name}: {err}");
    assert_eq!(
        err.trim_end(),
        format!("error: {}: {rest}", m.display()),
        "{name}"
    );
}

#[test]
fn missing_ptx_file() {
    let d = scratch("missing_ptx");
    let (code, _, err, m) = run(
        &d,
        &sq("nope.ptx", "(1,1,1)", "(32,1,1)", 32, "[Buffer(\"a\")]", ""),
        &[],
    );
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        format!(
            "error: {}: field `ptx`: cannot read `{}`: not found",
            m.display(),
            d.join("nope.ptx").display()
        )
    );
}

#[test]
fn missing_kernel() {
    let m = sq(
        &listing22(),
        "(1,1,1)",
        "(32,1,1)",
        32,
        "[Buffer(\"a\")]",
        "",
    )
    .replace("squareArray", "cube");
    expect_bad(
        "missing_kernel",
        &m,
        "field `kernel`: no kernel `cube` in `LISTING` (kernels: squareArray)"
            .replace("LISTING", &listing22())
            .as_str(),
    );
}

#[test]
fn wrong_argument_count() {
    let m = sq(
        &listing22(),
        "(1,1,1)",
        "(32,1,1)",
        32,
        "[Buffer(\"a\"), S32(3)]",
        "",
    );
    expect_bad(
        "arg_count",
        &m,
        "field `args`: kernel `squareArray` takes 1 parameter, the manifest gives 2 arguments",
    );
}

#[test]
fn wrong_argument_type() {
    // A float for a .u32 parameter.
    let m = sq(&listing22(), "(1,1,1)", "(32,1,1)", 32, "[F32(2.0)]", "");
    expect_bad(
        "arg_type",
        &m,
        "field `args[0]`: F32(2.0) does not fit parameter `a`, which is .u32 (4 bytes)",
    );
    // A 64-bit module: a buffer address does not fit the .u32 third parameter.
    let m = format!(
        "(ptx: {:?}, kernel: \"barrier_after_return\", grid: (1,1,1), block: (32,1,1), buffers: {{ \"x\": (ty: S32, len: 32) }}, args: [Buffer(\"x\"), Buffer(\"x\"), Buffer(\"x\")])",
        bar_ret()
    );
    expect_bad(
        "arg_type64",
        &m,
        "field `args[2]`: Buffer(\"x\") is a 64-bit address but parameter `barrier_after_return_param_2` is .u32 (4 bytes)",
    );
    // A scalar of the wrong width.
    let m = m.replace("Buffer(\"x\")])", "S64(5)])");
    expect_bad(
        "arg_width",
        &m,
        "field `args[2]`: S64(5) does not fit parameter `barrier_after_return_param_2`, which is .u32 (4 bytes)",
    );
}

/// A structure passed by value must lay out to exactly the parameter's bytes (C layout: each field
/// aligned to its size, the total to the largest alignment), and its buffers must exist.
#[test]
fn struct_argument_of_the_wrong_size() {
    let ptx = root()
        .join("ptx-samples/cuda/byvalue.ptx")
        .display()
        .to_string();
    let m = |fields: &str| {
        format!(
            "(ptx: {ptx:?}, kernel: \"byvalue\", grid: (1,1,1), block: (32,1,1), buffers: {{ \"o\": (ty: S32, len: 32) }}, args: [Struct([{fields}]), S32(32)])"
        )
    };
    // Without the trailing short: 32 bytes, not 40.
    expect_bad(
        "struct_short",
        &m("S32(1), F32(1.0), Buffer(\"o\"), Buffer(\"o\"), F64(0.0)"),
        "field `args[0]`: 32 bytes given (fields laid out in C order, each aligned to its size) but parameter `byvalue_param_0` is .b8 with 40 bytes",
    );
    expect_bad(
        "struct_buffer",
        &m("S32(1), F32(1.0), Buffer(\"o\"), Buffer(\"p\"), F64(0.0), S16(1)"),
        "field `args[0]`: no buffer named `p`",
    );
}

#[test]
fn unknown_buffer_in_args() {
    let m = sq(
        &listing22(),
        "(1,1,1)",
        "(32,1,1)",
        32,
        "[Buffer(\"b\")]",
        "",
    );
    expect_bad("unknown_buffer", &m, "field `args[0]`: no buffer named `b`");
}

#[test]
fn zero_grid_dimension() {
    let m = sq(
        &listing22(),
        "(1,0,1)",
        "(32,1,1)",
        32,
        "[Buffer(\"a\")]",
        "",
    );
    expect_bad(
        "zero_grid",
        &m,
        "field `grid`: dimension y is 0: the CUDA runtime refuses this launch of kernel `squareArray` with zero blocks (cudaErrorInvalidConfiguration); every dimension must be at least 1",
    );
    let m = sq(
        &listing22(),
        "(1,1,1)",
        "(0,1,1)",
        32,
        "[Buffer(\"a\")]",
        "",
    );
    expect_bad(
        "zero_block",
        &m,
        "field `block`: dimension x is 0: the CUDA runtime refuses this launch of kernel `squareArray` with zero threads per block (cudaErrorInvalidConfiguration); every dimension must be at least 1",
    );
    // A later launch of zero blocks (the last step of a loop whose grid shrinks to nothing, as
    // PolyBench's `lu` computes it) is refused as the launch it is, not run as an empty grid.
    let m = sq(
        &listing22(),
        "(1,1,1)",
        "(32,1,1)",
        32,
        "[Buffer(\"a\")]",
        "\n launches: [(kernel: \"squareArray\", grid: (1,1,1), block: (32,1,1), args: [Buffer(\"a\")]),\n (kernel: \"squareArray\", grid: (0,1,1), block: (32,1,1), args: [Buffer(\"a\")])],",
    );
    expect_bad(
        "zero_grid_later",
        &m,
        "field `launches[1].grid`: dimension x is 0: the CUDA runtime refuses this launch of kernel `squareArray` with zero blocks (cudaErrorInvalidConfiguration); every dimension must be at least 1",
    );
}

#[test]
fn block_too_large() {
    let m = sq(
        &listing22(),
        "(1,1,1)",
        "(2048,1,1)",
        32,
        "[Buffer(\"a\")]",
        "",
    );
    expect_bad(
        "block_dim",
        &m,
        "field `block`: dimension x = 2048 exceeds the maximum 1024 of config `gf100`",
    );
    let m = sq(
        &listing22(),
        "(1,1,1)",
        "(32,32,2)",
        32,
        "[Buffer(\"a\")]",
        "",
    );
    expect_bad("block_threads", &m, "field `block`: 2048 threads per block exceed max_threads_per_block = 1024 of config `gf100`");
    let m = sq(
        &listing22(),
        "(1,1,65536)",
        "(32,1,1)",
        32,
        "[Buffer(\"a\")]",
        "",
    );
    expect_bad(
        "grid_z",
        &m,
        "field `grid`: dimension z = 65536 exceeds the maximum 65535 of config `gf100`",
    );
}

#[test]
fn too_much_shared_memory() {
    let m = format!(
        "(ptx: {:?}, kernel: \"barrier_after_return\", grid: (1,1,1), block: (32,1,1), buffers: {{ \"x\": (ty: S32, len: 32) }}, args: [Buffer(\"x\"), Buffer(\"x\"), S32(32)], dynamic_shared: 48200)",
        bar_ret()
    );
    expect_bad(
        "shared",
        &m,
        "field `dynamic_shared`: a block needs 49224 bytes of shared memory (1024 static + 48200 dynamic) but config `gf100` allows 49152 per SM",
    );
}

#[test]
fn malformed_ron() {
    let m = "(ptx: \"a.ptx\" kernel: \"k\")";
    expect_bad("malformed", m, "malformed RON at 1:15: Expected comma");
}

#[test]
fn unknown_field() {
    let m = sq(
        &listing22(),
        "(1,1,1)",
        "(32,1,1)",
        32,
        "[Buffer(\"a\")]",
        " gird: (1,1,1)",
    );
    let d = scratch("unknown_field");
    let (code, _, err, mf) = run(&d, &m, &[]);
    assert_eq!(code, 2);
    let want = format!("error: {}: field `gird`: unknown field at 3:", mf.display());
    assert!(err.starts_with(&want), "{err}");
    assert!(
        err.contains(
            "expected one of: ptx, kernel, grid, block, buffers, symbols, textures, surfaces, args"
        ),
        "{err}"
    );
}

#[test]
fn bad_buffer_values() {
    let m = format!("(ptx: {:?}, kernel: \"squareArray\", grid: (1,1,1), block: (1,1,1), buffers: {{ \"b\": (ty: U8, data: [1, 256]) }})", listing22());
    expect_bad(
        "u8_range",
        &m,
        "field `buffers.b.data[1]`: 256 does not fit U8",
    );
    let m = format!("(ptx: {:?}, kernel: \"squareArray\", grid: (1,1,1), block: (1,1,1), buffers: {{ \"b\": (ty: U8) }})", listing22());
    expect_bad(
        "no_data",
        &m,
        "field `buffers.b`: give `data` (initial contents) or `len` (zero-filled)",
    );
}

#[test]
fn malformed_config() {
    let d = scratch("config");
    let cfg = d.join("bad.ron");
    std::fs::write(&cfg, "(num_sms: 2, warp_sise: 8)").unwrap();
    let (code, _, err, _) = run(
        &d,
        &sq(
            &listing22(),
            "(1,1,1)",
            "(32,1,1)",
            32,
            "[Buffer(\"a\")]",
            "",
        ),
        &["--config", cfg.to_str().unwrap()],
    );
    assert_eq!(code, 2);
    assert!(
        err.starts_with(&format!(
            "error: {}: field `warp_sise`: unknown field at 1:",
            cfg.display()
        )),
        "{err}"
    );
}

#[test]
fn out_of_bounds_access_is_a_violation_with_thread_line_and_address() {
    // 16 floats for 32 threads: thread 16 loads a[16], reaching 4 bytes past the end of `a`, at
    // line 13.
    let d = scratch("oob");
    let (code, out, err, _) = run(
        &d,
        &sq(
            &listing22(),
            "(1,1,1)",
            "(32,1,1)",
            16,
            "[Buffer(\"a\")]",
            "",
        ),
        &["--json"],
    );
    assert_eq!(code, 4, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["status"], "violation");
    let d0 = &v["diagnostics"][0];
    assert_eq!(d0["kind"], "out_of_bounds");
    assert_eq!(d0["lines"], serde_json::json!([13]));
    // Buffers start at window::GLOBAL_BASE = 0x100000 (no module globals); a[16] is at +64.
    assert_eq!(
        d0["message"],
        "out-of-bounds load by thread (16,0,0) of block (0,0,0) (warp 0, lane 16) at line 13: 4 bytes at global address 0x100040 lie outside every allocation: 4 bytes past the end of buffer `a` (64 bytes at 0x100000)"
    );
    assert_eq!(d0["details"]["address"], 0x100040);
    assert_eq!(d0["details"]["thread"], serde_json::json!([16, 0, 0]));
}

#[test]
fn bad_symbols_name_the_field() {
    let ptx = root()
        .join("ptx-samples/apps/nvrtc12-sm80/apps.ptx")
        .display()
        .to_string();
    let m = |symbols: &str, expected: &str| {
        format!(
            "(ptx: {ptx:?}, kernel: \"global_counter\", grid: (1,1,1), block: (32,1,1), buffers: {{ \"in\": (ty: S32, len: 32) }}, args: [Buffer(\"in\"), S32(32)], symbols: {{ {symbols} }}, expected: {{ {expected} }})"
        )
    };
    expect_bad(
        "sym_unknown",
        &m("\"g_hit\": (ty: U32, data: [1])", ""),
        "field `symbols.g_hit`: the module has no module-scope .global or .const variable `g_hit`",
    );
    expect_bad(
        "sym_too_big",
        &m("\"g_hits\": (ty: U32, data: [1, 2])", ""),
        "field `symbols.g_hits`: 2 elements are 8 bytes; the variable has 4",
    );
    expect_bad(
        "sym_buffer_name",
        &m("\"in\": (ty: U32, data: [1])", ""),
        "field `symbols.in`: a buffer has the same name",
    );
    expect_bad(
        "sym_expected",
        &m("", "\"g_max\": [1]"),
        "field `expected`: no buffer or symbol named `g_max`",
    );
}

/// A manifest, a config or a PTX file with a byte that is not UTF-8: the error locates it as
/// every other error in a file is located, `file:line:col`, in the file that holds it.
#[test]
fn bytes_that_are_not_utf8_are_located_as_file_line_col() {
    let d = scratch("utf8");
    // In the manifest itself: line 2, column 3 (the byte after two spaces).
    let m = d.join("m.launch.ron");
    std::fs::write(&m, b"(\n  \xfe ptx: \"a.ptx\")").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("run")
        .arg(&m)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim_end(),
        format!(
            "error: {}:2:3: not UTF-8 text: invalid byte 0xfe (byte offset 4)",
            m.display()
        )
    );
    // In a config the manifest names: located in the config.
    let cfg = d.join("c.ron");
    std::fs::write(&cfg, b"(num_sms: 2,\n\xff)").unwrap();
    let (code, _, err, _) = run(
        &d,
        &sq(
            &listing22(),
            "(1,1,1)",
            "(32,1,1)",
            32,
            "[Buffer(\"a\")]",
            "\n config: \"c.ron\",",
        ),
        &[],
    );
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        format!(
            "error: {}:2:1: not UTF-8 text: invalid byte 0xff (byte offset 13)",
            d.join("c.ron").display()
        )
    );
    // In the PTX file: the manifest's field, then the location in the PTX.
    let ptx = d.join("k.ptx");
    std::fs::write(&ptx, b".version 7.0\n.target sm_20\xc3(").unwrap();
    let (code, _, err, m) = run(
        &d,
        "(ptx: \"k.ptx\", kernel: \"k\", grid: (1,1,1), block: (1,1,1))",
        &[],
    );
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        format!(
            "error: {}: field `ptx`: the PTX file does not load: {}:2:14: not UTF-8 text: invalid byte 0xc3 (byte offset 26)",
            m.display(),
            ptx.display()
        )
    );
}

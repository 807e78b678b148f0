//! Manifest features that real launches need (docs/manifest.md): a pointer argument into the
//! middle of a buffer, tolerances on expected float results, and arrays of structures. The
//! samples under `ptx-samples/launch/` (expected values from `gen_manifests.py`) use each one.

use crate::common::{fermi_sim, root};
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fermi-sim-feat-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn ptx() -> String {
    root()
        .join("ptx-samples/launch/launch.ptx")
        .display()
        .to_string()
}

/// Write `manifest` to a fresh folder and `run` it with `--expect` and `extra`.
fn run(name: &str, manifest: &str, extra: &[&str]) -> (i32, String, String, String) {
    let m = scratch(name).join("m.launch.ron");
    std::fs::write(&m, manifest).unwrap();
    let file = m.display().to_string();
    let mut args = vec!["run", file.as_str(), "--expect"];
    args.extend_from_slice(extra);
    let (code, out, err) = fermi_sim(&args);
    (code, out, err, file)
}

#[test]
fn the_samples_of_each_feature_match_their_independent_expectations() {
    for m in ["uniform_add", "fast_exp", "node_sums", "update_items"] {
        let p = format!("ptx-samples/launch/{m}.launch.ron");
        let (code, out, err) = fermi_sim(&["run", &p, "--expect", "--check", "all"]);
        assert_eq!(code, 0, "{m}: {out}{err}");
        assert!(
            out.contains("matches the manifest's expectations"),
            "{m}: {out}"
        );
    }
}

/// `Buffer("data", N)` passes the address of element N (C's `d_data + N`): the kernel's
/// element 0 is the buffer's element N. One past the end is a valid C pointer; beyond it the
/// manifest is refused, naming the argument.
#[test]
fn a_buffer_argument_can_point_into_the_middle_of_its_buffer() {
    let data: Vec<String> = (0..8).map(|i| (i * 10).to_string()).collect();
    let manifest = |offset: &str, expected: &str| {
        format!(
            "(ptx: {:?}, kernel: \"uniform_add\", grid: (1,1,1), block: (4,1,1),
             buffers: {{ \"data\": (ty: S32, data: [{}]), \"sums\": (ty: S32, data: [5]) }},
             args: [Buffer(\"data\"{offset}), Buffer(\"sums\"), S32(4)],
             expected: {{ \"data\": [{expected}] }})",
            ptx(),
            data.join(", ")
        )
    };
    // Elements 3..7 get 5 added; 0..2 and 7 keep their values.
    let (code, out, err, _) = run(
        "offset",
        &manifest(", 3", "0, 10, 20, 35, 45, 55, 65, 70"),
        &[],
    );
    assert_eq!(code, 0, "{out}{err}");
    // Without an offset the same kernel adds to elements 0..3, as before.
    let (code, out, err, _) = run(
        "no_offset",
        &manifest("", "5, 15, 25, 35, 40, 50, 60, 70"),
        &[],
    );
    assert_eq!(code, 0, "{out}{err}");
    // Past the end: exit 2, the argument named.
    let (code, _, err, file) = run("past_end", &manifest(", 9", "0, 0, 0, 0, 0, 0, 0, 0"), &[]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        format!("error: {file}: field `args[0]`: offset 9 is past the end of buffer `data`, which has 8 elements (of 4 bytes)")
    );
}

/// A structure buffer's offset counts whole structures (`nodes + 2` skips 16 bytes).
#[test]
fn an_offset_into_a_structure_buffer_counts_structures() {
    let m = format!(
        "(ptx: {:?}, kernel: \"node_sums\", grid: (1,1,1), block: (2,1,1),
         buffers: {{ \"nodes\": (ty: Struct([S32, S32]), data: [(0, 1), (1, 1), (2, 2), (0, 3)]),
                    \"edges\": (ty: S32, data: [1, 10, 100, 1000]), \"out\": (ty: S32, len: 2) }},
         args: [Buffer(\"nodes\", 2), Buffer(\"edges\"), Buffer(\"out\"), S32(2)],
         expected: {{ \"out\": [1100, 111] }})",
        ptx()
    );
    let (code, out, err, _) = run("struct_offset", &m, &[]);
    assert_eq!(code, 0, "{out}{err}");
}

/// With tolerances, a mismatch names how many elements fall outside, and the worst one with its
/// value, the expected value and its errors; without, results are compared as before.
#[test]
fn tolerances_report_the_worst_element() {
    // exp(1) = 2.718281828...: the f32 nearest is 2.71828174591064453125; its neighbour
    // above is 2.71828198432922363281 (1 ulp).
    let m = |expected: &str| {
        format!(
            "(ptx: {:?}, kernel: \"fast_exp\", grid: (1,1,1), block: (2,1,1),
             buffers: {{ \"out\": (ty: F32, len: 2), \"in\": (ty: F32, data: [0.0, 1.0]) }},
             args: [Buffer(\"out\"), Buffer(\"in\"), S32(2)],
             expected: {{ \"out\": {expected} }})",
            ptx()
        )
    };
    // 100 ulps away from e (2.7182817459 + 100 * 2^-22): outside 4 ulps, inside rel 1e-4.
    let far = 2.718_281_745_910_644_5 + 100.0 * 2f64.powi(-22);
    let (code, out, _, _) = run(
        "tol_fail",
        &m(&format!("(data: [1.0, {far:?}], ulps: 4)")),
        &[],
    );
    assert_eq!(code, 1, "{out}");
    let got = out
        .lines()
        .find(|l| l.starts_with("mismatch: "))
        .unwrap_or_default();
    assert!(
        got.starts_with(
            "mismatch: out: 1 of 2 elements outside the tolerance (ulps 4); worst out[1]: got "
        ) && got.contains(&format!("expected {far:?}, error ")),
        "{got}"
    );
    // The ulps the simulator's ex2 lands away from the far value: its own result's distance.
    let ulps: u64 = got
        .rsplit(", ")
        .next()
        .and_then(|s| s.strip_suffix(" ulps)"))
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{got}"));
    assert!((95..=105).contains(&ulps), "{got}");
    let (code, out, _, _) = run(
        "tol_rel",
        &m(&format!("(data: [1.0, {far:?}], ulps: 4, rel: 1e-4)")),
        &[],
    );
    assert_eq!(code, 0, "{out}");
    let (code, out, _, _) = run(
        "tol_abs",
        &m(&format!("(data: [1.0, {far:?}], abs: 1e-4)")),
        &[],
    );
    assert_eq!(code, 0, "{out}");
    // The plain list keeps its comparison.
    let (code, out, _, _) = run("plain", &m("[1.0, 2.718281828459045]"), &[]);
    assert_eq!(code, 0, "{out}");
    // Tolerances on integers are refused: their values must match exactly.
    let (code, _, err, file) = run(
        "tol_int",
        &format!(
            "(ptx: {:?}, kernel: \"uniform_add\", grid: (1,1,1), block: (1,1,1),
             buffers: {{ \"data\": (ty: S32, data: [1]), \"sums\": (ty: S32, data: [5]) }},
             args: [Buffer(\"data\"), Buffer(\"sums\"), S32(1)],
             expected: {{ \"data\": (data: [6], abs: 1) }})",
            ptx()
        ),
        &[],
    );
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        format!("error: {file}: field `expected.data`: tolerances are for float values, but the buffer is S32 (its values must match exactly)")
    );
}

/// A structure buffer: one tuple per element in, printed and compared per element, JSON as
/// arrays of fields; a tuple of the wrong size is refused with its element named.
#[test]
fn structure_buffers_are_written_printed_and_compared_per_element() {
    let m = |data: &str, expected: &str| {
        format!(
            "(ptx: {:?}, kernel: \"update_items\", grid: (1,1,1), block: (2,1,1),
             buffers: {{ \"items\": (ty: Struct([S8, F32, S16]), data: {data}) }},
             args: [Buffer(\"items\"), S32(2)],
             expected: {{ \"items\": {expected} }})",
            ptx()
        )
    };
    let (code, out, err, _) = run(
        "struct_ok",
        &m(
            "[(127, 1.5, -3), (-1, 0.25, 100)]",
            "[(-128, -4.5, -3), (0, 25.0, 100)]",
        ),
        &[],
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("items = [(-128, -4.5, -3), (0, 25.0, 100)]"),
        "{out}"
    );
    let (code, out, _, _) = run(
        "struct_json",
        &m(
            "[(127, 1.5, -3), (-1, 0.25, 100)]",
            "[(-128, -4.5, -3), (0, 25.0, 100)]",
        ),
        &["--json"],
    );
    assert_eq!(code, 0);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        j["buffers"]["items"],
        serde_json::json!([[-128, -4.5, -3], [0, 25.0, 100]])
    );
    let (code, out, _, _) = run(
        "struct_mismatch",
        &m(
            "[(127, 1.5, -3), (-1, 0.25, 100)]",
            "[(-128, -4.5, -3), (1, 25.0, 100)]",
        ),
        &[],
    );
    assert_eq!(code, 1);
    assert!(
        out.contains("mismatch: items[1]: expected (1, 25.0, 100), got (0, 25.0, 100)"),
        "{out}"
    );
    let (code, _, err, file) = run(
        "struct_arity",
        &m(
            "[(127, 1.5), (-1, 0.25, 100)]",
            "[(-128, -4.5, -3), (0, 25.0, 100)]",
        ),
        &[],
    );
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        format!("error: {file}: field `buffers.items.data[0]`: (127, 1.5) has 2 values, but Struct([S8, F32, S16]) has 3 fields")
    );
    let (code, _, err, file) = run(
        "struct_expected",
        &m("[(127, 1.5, -3), (-1, 0.25, 100)]", "[(-128, -4.5, -3), 7]"),
        &[],
    );
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        format!("error: {file}: field `expected.items[1]`: 7 is a number, but the type is Struct([S8, F32, S16]): give each element as a tuple of its fields")
    );
}

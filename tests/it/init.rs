//! `fermi-sim init` writes a manifest that runs; kernels can be named by their demangled C++
//! names; buffers take their contents from `fill`, `iota` and NumPy or raw files.

use crate::common::fermi_sim;
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Overrides};
use fermi_sim::sched::RandomSched;
use std::path::Path;

fn scratch(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("fermi-sim-init-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn init_writes_a_manifest_that_runs_with_types_from_the_kernels_accesses() {
    let dir = scratch("vadd");
    let out = dir.join("vadd.launch.ron");
    let (rc, _, err) = fermi_sim(&[
        "init",
        "ptx-samples/cuda/vadd.ptx",
        "vadd",
        "--grid",
        "3",
        "--block",
        "100",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(rc, 0, "{err}");
    let text = std::fs::read_to_string(&out).unwrap();
    // vadd(const float *a, const float *b, float *c, int n): three float buffers of one element
    // per thread (the accesses through the pointers are ld/st.global.f32) and n = 300.
    assert_eq!(
        text.matches("(ty: F32, len: 300, fill: 0)").count(),
        3,
        "{text}"
    );
    assert!(
        text.contains("args: [Buffer(\"p0\"), Buffer(\"p1\"), Buffer(\"p2\"), U32(300)]"),
        "{text}"
    );
    // It runs as written, from another folder (the PTX path is relative to the manifest).
    let (rc, stdout, err) = fermi_sim(&["run", out.to_str().unwrap()]);
    assert_eq!(rc, 0, "{err}");
    assert!(stdout.starts_with("status: completed"), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn kernels_are_found_by_their_demangled_names() {
    let (rc, text, err) = fermi_sim(&[
        "init",
        "tests/data/init/templ.ptx",
        "scale<float>",
        "--block",
        "8",
    ]);
    assert_eq!(rc, 0, "{err}");
    assert!(text.contains("kernel: \"_Z5scaleIfEvPT_S0_i\""), "{text}");
    assert!(
        text.contains("args: [Buffer(\"p0\"), F32(0.0), U32(8)]"),
        "{text}"
    );
    let (rc, text, _) = fermi_sim(&[
        "init",
        "tests/data/init/templ.ptx",
        "void scale<int>(int*, int, int)",
    ]);
    assert_eq!(rc, 0);
    assert!(text.contains("kernel: \"_Z5scaleIiEvPT_S0_i\""), "{text}");
    // A name that matches nothing lists the kernels with their demangled names; exit 2.
    let (rc, _, err) = fermi_sim(&["init", "tests/data/init/templ.ptx", "scale<double>"]);
    assert_eq!(rc, 2);
    assert!(
        err.contains("no kernel `scale<double>`")
            && err.contains("(void scale<float>(float*, float, int))"),
        "{err}"
    );
}

#[test]
fn buffers_from_npy_files_and_iota_with_demangled_kernels() {
    // x.npy was written by NumPy (np.arange(8, dtype='<f4') * 0.5); the kernel multiplies by 3.
    // n counts from 10 by -3, and the second launch multiplies it by -2. Expected values are in
    // the manifest, computed by hand.
    let l = prepare(
        Path::new("tests/data/init/scale.launch.ron"),
        &Overrides::default(),
    )
    .unwrap();
    let r = run_launch(&l, &mut RandomSched::new(1), RunSettings::default());
    assert!(fermi_sim::launch::results::compare(&l, &r).is_empty());
    let x: Vec<String> = r.buffers["x"].iter().map(|n| n.0.to_string()).collect();
    assert_eq!(x, ["0.0", "1.5", "3.0", "4.5", "6.0", "7.5", "9.0", "10.5"]);
}

#[test]
fn data_source_errors_name_the_field_and_the_file() {
    let dir = scratch("errors");
    std::fs::copy("tests/data/init/templ.ptx", dir.join("templ.ptx")).unwrap();
    std::fs::copy("tests/data/init/n.npy", dir.join("n.npy")).unwrap();
    let write = |buffer: &str| {
        let m = dir.join("m.launch.ron");
        std::fs::write(
            &m,
            format!(
                "(ptx: \"templ.ptx\", kernel: \"scale<float>\", grid: (1, 1, 1), block: (8, 1, 1), \
                 buffers: {{ \"x\": {buffer} }}, args: [Buffer(\"x\"), F32(1.0), S32(8)])"
            ),
        )
        .unwrap();
        let (rc, _, err) = fermi_sim(&["run", m.to_str().unwrap()]);
        (rc, err)
    };
    // n.npy holds int64 values (NumPy's '<i8'): not the buffer's F32.
    let (rc, err) = write("(ty: F32, data_file: \"n.npy\")");
    assert_eq!(rc, 2);
    assert!(
        err.contains("buffers.x.data_file") && err.contains("<i8") && err.contains("F32"),
        "{err}"
    );
    let (rc, err) = write("(ty: F32, data_file: \"missing.npy\")");
    assert_eq!(rc, 2);
    assert!(
        err.contains("missing.npy") && err.contains("cannot read it"),
        "{err}"
    );
    // A raw file must hold whole elements: 6 bytes are not F32s.
    std::fs::write(dir.join("six.bin"), [0u8; 6]).unwrap();
    let (rc, err) = write("(ty: F32, data_file: \"six.bin\")");
    assert_eq!(rc, 2);
    assert!(
        err.contains("6 bytes are not a whole number of 4-byte elements"),
        "{err}"
    );
    let (rc, err) = write("(ty: F32, fill: 1.0)");
    assert_eq!(rc, 2);
    assert!(err.contains("`fill` needs `len`"), "{err}");
    // A raw file of the buffer's layout: two little-endian floats.
    let raw: Vec<u8> = [2.5f32, -1.0]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    std::fs::write(dir.join("two.bin"), raw).unwrap();
    let (rc, err) = write("(ty: F32, data_file: \"two.bin\", len: 3)");
    assert_eq!(rc, 2);
    assert!(err.contains("holds 2 elements, but `len` is 3"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn run_out_dir_writes_numpy_files_of_the_results() {
    let dir = scratch("out-dir");
    let (rc, json, err) = fermi_sim(&[
        "run",
        "ptx-samples/cuda/vadd.launch.ron",
        "--json",
        "--out-dir",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(rc, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let want: Vec<f32> = v["buffers"]["c"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap() as f32)
        .collect();
    // Read back with the npyz crate's reader (not the writer's code).
    let bytes = std::fs::read(dir.join("c.npy")).unwrap();
    let npy = npyz::NpyFile::new(&bytes[..]).unwrap();
    assert_eq!(npy.shape(), &[290]);
    let got: Vec<f32> = npy.into_vec().unwrap();
    assert_eq!(got, want);
    assert!(dir.join("a.npy").exists() && dir.join("b.npy").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

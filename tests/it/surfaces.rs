//! Surfaces (docs/texture.md, "Surfaces"): `suld.b`, `sust.b` and `suq` on surface objects and
//! a surface reference, on 1D, 2D and 3D surfaces and layered ones, under the `.trap`, `.clamp`
//! and `.zero` out-of-bounds modes. The expectations are computed here from the kernels in
//! tests/data/surfaces/surf.ptx and the PTX ISA's definitions, not by the simulator; surface
//! accesses are global loads and stores, which the race check sees.

use crate::common::fermi_sim;
use std::path::PathBuf;

fn json(args: &[&str]) -> serde_json::Value {
    let (code, out, err) = fermi_sim(args);
    assert!(code != 2, "{args:?}: {code} {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

fn u64s(v: &serde_json::Value) -> Vec<u64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

const MODES: [&[&str]; 4] = [
    &["--seed", "1"],
    &["--seed", "2", "--warp-size", "1"],
    &["--seed", "3", "--memory", "flat", "--check", "races"],
    &["--seed", "4", "--scheduling", "its"],
];

/// `out(x, y) = 2 in(x, y) + 1` through a 2D surface read and write (x in bytes).
#[test]
fn a_2d_surface_copy_writes_what_it_read() {
    for mode in MODES {
        let mut args = vec!["run", "tests/data/surfaces/copy2d.launch.ron", "--json"];
        args.extend_from_slice(mode);
        let v = json(&args);
        assert_eq!(v["status"], "completed", "{mode:?}: {v}");
        let want: Vec<u64> = (0..32).map(|i| 2 * i + 1).collect();
        assert_eq!(u64s(&v["buffers"]["out"]), want, "{mode:?}");
    }
}

/// Out of bounds: `.zero` reads 0 and drops stores, `.clamp` goes to the nearest element (x is
/// clamped in bytes to the last whole element), `.trap` fails the kernel with `out_of_bounds`.
#[test]
fn out_of_bounds_modes_read_zero_clamp_or_trap() {
    let a = [10u64, 20, 30, 40];
    let mut out = Vec::new();
    let mut d0 = [0u64; 4];
    let mut d1 = [0u64; 4];
    for t in 0..8i64 {
        let e = t - 2;
        let inside = (0..4).contains(&e);
        out.push(if inside { a[e as usize] } else { 0 });
        out.push(a[e.clamp(0, 3) as usize]);
        if inside {
            d0[e as usize] = 100 + t as u64;
        }
        if t == 0 || t == 7 {
            d1[e.clamp(0, 3) as usize] = 100 + t as u64;
        }
    }
    for mode in MODES {
        let mut args = vec!["run", "tests/data/surfaces/modes.launch.ron", "--json"];
        args.extend_from_slice(mode);
        let v = json(&args);
        assert_eq!(v["status"], "completed", "{mode:?}: {v}");
        assert_eq!(u64s(&v["buffers"]["out"]), out, "{mode:?}");
        assert_eq!(u64s(&v["buffers"]["d0"]), d0, "{mode:?}");
        assert_eq!(u64s(&v["buffers"]["d1"]), d1, "{mode:?}");
    }
    let (code, out, err) = fermi_sim(&["run", "tests/data/surfaces/trap.launch.ron"]);
    assert_eq!(code, 4, "{out}{err}");
    assert!(
        err.contains("out_of_bounds: out-of-bounds by thread (0,0,0) of block (0,0,0) (warp 0, lane 0) at line 101: suld.trap outside the surface (4x1x1 elements of 4 bytes): x = 16 (bytes 16..20 of a row of 16)"),
        "{err}"
    );
}

/// A 3D surface read as `.v2.b16`, layered 2D and 1D surfaces (the layer first), `suq`, and
/// the module's `.surfref` written bytewise.
#[test]
fn three_dimensional_and_layered_surfaces_and_queries() {
    let mut want = Vec::new();
    for t in 0..8u64 {
        let (x, y, z) = (t & 1, (t >> 1) & 1, t >> 2);
        // s3: 2x2x2 elements of two u16 channels counting from 0: element i holds 2i, 2i+1.
        let i = (z * 2 + y) * 2 + x;
        // sa2: layer z + y, x = y' = t & 1 in 2x2 layers of u32 counting from 100.
        let (layer, xa, ya) = (z + y, t & 1, t & 1);
        let a2 = 100 + layer * 4 + ya * 2 + xa;
        // sa1: layer z, x = t & 3 in layers of 4 u32 counting from 200.
        let a1 = 200 + z * 4 + (t & 3);
        want.extend([2 * i, 2 * i + 1, a2, a1, 2, 2, 2, 3]);
    }
    for mode in MODES {
        let mut args = vec!["run", "tests/data/surfaces/shapes.launch.ron", "--json"];
        args.extend_from_slice(mode);
        let v = json(&args);
        assert_eq!(v["status"], "completed", "{mode:?}: {v}");
        assert_eq!(u64s(&v["buffers"]["out"]), want, "{mode:?}");
        assert_eq!(u64s(&v["buffers"]["bytes"]), (0..8).collect::<Vec<u64>>());
    }
    // Every manifest's own expectations, in its test modes.
    let (code, out, err) = fermi_sim(&["test", "tests/data/surfaces"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("15 passed, 0 failed"), "{out}");
}

/// A surface store and a surface load of one element by threads of two warps without a
/// barrier race: surface accesses are the global accesses the race check compares.
#[test]
fn surface_accesses_race_like_global_ones() {
    let (code, out, err) = fermi_sim(&[
        "run",
        "tests/data/surfaces/race.launch.ron",
        "--check",
        "races",
    ]);
    assert_eq!(code, 4, "{out}{err}");
    assert!(
        err.contains("data_race: inter-warp race on global 0x100900: write at line 115 by thread 0 (block 0, warp 0) and read at line 117 by thread 32 (block 0, warp 1)"),
        "{err}"
    );
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fermi-sim-surf-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::copy(
        crate::common::root().join("tests/data/surfaces/surf.ptx"),
        d.join("surf.ptx"),
    )
    .unwrap();
    d
}

/// Bindings that do not fit their buffer or name what does not exist are input errors naming
/// the field; a handle that names no bound surface stops the run (`texture`); `sust.p` and
/// `sured` are located load errors.
#[test]
fn bad_surfaces_are_refused_or_reported() {
    let text =
        std::fs::read_to_string(crate::common::root().join("tests/data/surfaces/trap.launch.ron"))
            .unwrap();
    let binding = "\"s\": (buffer: \"a\", dims: (4, 1, 1), format: (U32, 1))";
    for (name, from, to, want) in [
        (
            "big",
            binding,
            "\"s\": (buffer: \"a\", dims: (4, 2, 1), format: (U32, 1))",
            "field `surfaces.s.dims`: 4x2x1 elements of 4 bytes are 32 bytes; buffer `a` has 16",
        ),
        (
            "layers",
            binding,
            "\"s\": (buffer: \"a\", dims: (2, 1, 1), format: (U32, 1), layers: 3)",
            "field `surfaces.s.dims`: 2x1x1 elements of 4 bytes in 3 layers are 24 bytes; buffer `a` has 16",
        ),
        (
            "channels",
            binding,
            "\"s\": (buffer: \"a\", dims: (1, 1, 1), format: (U8, 3))",
            "field `surfaces.s.format`: 3 channels",
        ),
        (
            "buffer",
            binding,
            "\"s\": (buffer: \"b\", dims: (1, 1, 1), format: (U32, 1))",
            "field `surfaces.s.buffer`: no buffer named `b`",
        ),
        (
            "pitch",
            binding,
            "\"s\": (buffer: \"a\", dims: (2, 2, 1), format: (U32, 1), pitch: 4)",
            "field `surfaces.s.pitch`: 4 bytes from row to row, but a row has 8",
        ),
        (
            "arg",
            "args: [Surface(\"s\")]",
            "args: [Surface(\"t\")]",
            "field `args[0]`: `Surface(\"t\")` names no surface object of `surfaces`",
        ),
        (
            "twice",
            binding,
            &format!("{binding}, {binding}"),
            "field `surfaces.s`: key `s` given twice",
        ),
    ] {
        let d = scratch(name);
        assert!(text.contains(from), "{from}");
        std::fs::write(d.join("m.launch.ron"), text.replacen(from, to, 1)).unwrap();
        let m = d.join("m.launch.ron").display().to_string();
        let (code, out, err) = fermi_sim(&["run", &m]);
        assert_eq!(code, 2, "{name}: {out}{err}");
        assert!(err.contains(want), "{name}: `{want}` not in {err}");
    }
    // A handle no surface is bound under.
    let d = scratch("unbound");
    std::fs::write(
        d.join("m.launch.ron"),
        text.replacen("args: [Surface(\"s\")]", "args: [U64(5)]", 1),
    )
    .unwrap();
    let m = d.join("m.launch.ron").display().to_string();
    let (code, _, err) = fermi_sim(&["run", &m]);
    assert_eq!(code, 4, "{err}");
    assert!(
        err.contains("texture: texture by thread (0,0,0) of block (0,0,0) (warp 0, lane 0) at line 101: suld on handle 0x5, which names no bound surface"),
        "{err}"
    );
    // Forms outside the model.
    for (ins, want) in [
        (
            "sust.p.1d.v4.b32.trap [%rd1, {0}], {%r1, %r1, %r1, %r1};",
            "is modelled in its unformatted form `.b` only",
        ),
        (
            "sured.b.add.1d.u32.trap [%rd1, {0}], %r1;",
            "surface reductions and `istypep` are not modelled",
        ),
        (
            "suld.b.2d.b32.trap {%r1}, [%rd1, {0}];",
            "`suld.b.2d` takes 2 coordinate(s), found 1",
        ),
    ] {
        let d = scratch("forms");
        let ptx = format!(
            ".version 7.0\n.target sm_20\n.address_size 64\n.visible .entry k(.param .u64 s)\n{{\n.reg .b32 %r<2>;\n.reg .b64 %rd<2>;\nld.param.u64 %rd1, [s];\n{ins}\nret;\n}}\n"
        );
        std::fs::write(d.join("k.ptx"), ptx).unwrap();
        let p = d.join("k.ptx").display().to_string();
        let (code, out, err) = fermi_sim(&["check", &p]);
        assert_eq!(code, 2, "{ins}: {out}{err}");
        assert!(err.contains(want), "{ins}: `{want}` not in {err}");
    }
}

//! Textures (docs/texture.md): loading of the texture instructions, fetches against values
//! computed here from the CUDA programming guide's texture-fetching definitions, `txq`,
//! `tld4`, and the texture cache's stale fetch after a store in the same grid (docs/memory.md).

use fermi_sim::config::Config;
use fermi_sim::launch::manifest::Manifest;
use fermi_sim::launch::results::{RunResult, Status};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare_with, Overrides};
use fermi_sim::sched::RandomSched;
use std::sync::Arc;

pub(crate) const HEAD: &str =
    ".version 7.0\n.target sm_20\n.address_size 64\n.global .texref tr;\n";

/// Loads `ptx`, prepares the manifest `ron` with the default config and runs it at seed 1
/// (shared by the texture test modules).
pub(crate) fn run(ptx: &str, ron: &str) -> RunResult {
    let prog = fermi_sim::program::load_str("k.ptx", ptx)
        .unwrap_or_else(|d| panic!("{}", d.items[0].one_line("k.ptx")));
    let m = Manifest::parse(ron, "k.launch.ron").unwrap_or_else(|e| panic!("{e}"));
    let l = prepare_with(
        m,
        "k.launch.ron",
        Config::default(),
        Arc::new(prog),
        &Overrides::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    run_launch(
        &l,
        &mut RandomSched::new(1),
        RunSettings {
            seed: 1,
            ..RunSettings::default()
        },
    )
}

pub(crate) fn floats(r: &RunResult, name: &str) -> Vec<f32> {
    assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
    let b = &r.buffers[name];
    b.bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Each thread `i` fetches `tex.2d.v4.f32.f32` at `(cx[i], cy[i])` from `handle` (the texref
/// `tr` or the texture-object parameter) and stores the four components at `out[4i..]`.
fn fetch2d_ptx(texref: bool) -> String {
    let h = if texref { "tr" } else { "%rd6" };
    format!(
        "{HEAD}.visible .entry k(.param .u64 out, .param .u64 cx, .param .u64 cy, .param .u64 tobj)
{{
  .reg .b32 %r<4>;
  .reg .f32 %f<8>;
  .reg .b64 %rd<12>;
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd1, %r1, 4;
  ld.param.u64 %rd2, [cx];
  add.s64 %rd3, %rd2, %rd1;
  ld.global.f32 %f1, [%rd3];
  ld.param.u64 %rd4, [cy];
  add.s64 %rd5, %rd4, %rd1;
  ld.global.f32 %f2, [%rd5];
  ld.param.u64 %rd6, [tobj];
  tex.2d.v4.f32.f32 {{%f3, %f4, %f5, %f6}}, [{h}, {{%f1, %f2}}];
  mul.wide.u32 %rd7, %r1, 16;
  ld.param.u64 %rd8, [out];
  add.s64 %rd9, %rd8, %rd7;
  st.global.v4.f32 [%rd9], {{%f3, %f4, %f5, %f6}};
  ret;
}}
"
    )
}

pub(crate) fn list(v: &[f32]) -> String {
    v.iter()
        .map(|x| format!("{x:?}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Run the 2D fetch kernel over `coords` on a W×H texture of `channels` f32 channels with
/// sampler `sampler` (RON fields after `format`).
fn fetch2d(
    texref: bool,
    w: u32,
    h: u32,
    channels: u8,
    data: &[f32],
    sampler: &str,
    coords: &[(f32, f32)],
) -> Vec<f32> {
    let n = coords.len();
    let name = if texref { "tr" } else { "obj" };
    let ron = format!(
        "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: ({n}, 1, 1),
          buffers: {{ \"out\": (ty: F32, len: {}), \"t\": (ty: F32, data: [{}]),
                     \"cx\": (ty: F32, data: [{}]), \"cy\": (ty: F32, data: [{}]) }},
          textures: {{ \"{name}\": (buffer: \"t\", dims: ({w}, {h}, 1), format: (F32, {channels}), {sampler}) }},
          args: [Buffer(\"out\"), Buffer(\"cx\"), Buffer(\"cy\"), {}])",
        4 * n,
        list(data),
        list(&coords.iter().map(|c| c.0).collect::<Vec<_>>()),
        list(&coords.iter().map(|c| c.1).collect::<Vec<_>>()),
        if texref { "U64(0)" } else { "Texture(\"obj\")" },
    );
    floats(&run(&fetch2d_ptx(texref), &ron), "out")
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Clamp,
    Wrap,
    Mirror,
    Border,
}

/// The CUDA programming guide's point sampling of one dimension of `n` texels at coordinate
/// `x` (normalised or not): the texel index, or `None` for the border.
fn point_index(x: f32, n: u32, normalized: bool, mode: Mode) -> Option<u32> {
    let nf = n as f32;
    // Address modes on the normalised coordinate, as the guide defines them.
    let u = if normalized { x } else { x / nf };
    let u = match mode {
        Mode::Wrap => u - u.floor(),
        Mode::Mirror => {
            let f = u.floor();
            if (f as i64) % 2 == 0 {
                u - f
            } else {
                1.0 - (u - f)
            }
        }
        // clamping to [0, 1 - 1/N]: the index is clamped to [0, N-1] below
        Mode::Clamp => u,
        Mode::Border if !(0.0..1.0).contains(&u) => return None,
        Mode::Border => u,
    };
    Some(((u * nf).floor() as u32).min(n - 1))
}

/// Point fetch of channel `c` of texel (i, j) of a `w`-wide texture with `ch` channels.
fn texel(data: &[f32], w: u32, ch: u8, i: u32, j: u32, c: usize) -> f32 {
    if c < ch as usize {
        data[((j * w + i) * ch as u32) as usize + c]
    } else if c == 3 {
        1.0
    } else {
        0.0
    }
}

#[test]
fn point_fetch_unnormalised_clamp_on_texrefs_and_objects() {
    let (w, h) = (4u32, 3u32);
    let data: Vec<f32> = (0..w * h).map(|v| v as f32 * 1.5 + 0.25).collect();
    let coords = [
        (0.0, 0.0),
        (1.5, 0.5),
        (3.99, 2.99),
        (-1.5, 1.2),
        (5.2, -3.0),
        (2.0, 2.0),
        (0.999, 1.001),
        (100.0, 100.0),
    ];
    for texref in [true, false] {
        let got = fetch2d(texref, w, h, 1, &data, "filter: Point", &coords);
        for (k, &(x, y)) in coords.iter().enumerate() {
            let i = point_index(x, w, false, Mode::Clamp).unwrap();
            let j = point_index(y, h, false, Mode::Clamp).unwrap();
            let want: Vec<f32> = (0..4).map(|c| texel(&data, w, 1, i, j, c)).collect();
            assert_eq!(
                &got[4 * k..4 * k + 4],
                &want[..],
                "texref {texref}, coordinate ({x}, {y})"
            );
        }
    }
}

#[test]
fn point_fetch_of_four_channels_normalised_with_each_address_mode() {
    let (w, h) = (4u32, 2u32);
    let data: Vec<f32> = (0..w * h * 4).map(|v| v as f32).collect();
    let coords = [
        (0.1, 0.1),
        (1.3, -0.2),
        (-0.6, 0.7),
        (2.4, 1.6),
        (-1.1, -0.05),
        (0.99, 0.51),
    ];
    for (mode, name) in [
        (Mode::Clamp, "Clamp"),
        (Mode::Wrap, "Wrap"),
        (Mode::Mirror, "Mirror"),
        (Mode::Border, "Border"),
    ] {
        let sampler = format!("filter: Point, address: ({name}, {name}, Clamp), normalized: true");
        let got = fetch2d(false, w, h, 4, &data, &sampler, &coords);
        for (k, &(x, y)) in coords.iter().enumerate() {
            let idx = point_index(x, w, true, mode).zip(point_index(y, h, true, mode));
            let want: Vec<f32> = (0..4)
                .map(|c| idx.map_or(0.0, |(i, j)| texel(&data, w, 4, i, j, c)))
                .collect();
            assert_eq!(
                &got[4 * k..4 * k + 4],
                &want[..],
                "{name}, coordinate ({x}, {y})"
            );
        }
    }
}

/// The guide's linear filtering: tex(x, y) = (1-a)(1-b)T\[i,j\] + a(1-b)T\[i+1,j\] +
/// (1-a)bT\[i,j+1\] + abT\[i+1,j+1\] with x_B = x - 0.5, i = floor(x_B), a = frac(x_B) in
/// 9-bit fixed point (8 fractional bits), texel indices clamped.
fn linear(data: &[f32], w: u32, h: u32, x: f32, y: f32) -> f32 {
    let t = |i: i64, j: i64| {
        let i = i.clamp(0, w as i64 - 1) as usize;
        let j = j.clamp(0, h as i64 - 1) as usize;
        data[j * w as usize + i]
    };
    let (xb, yb) = (x - 0.5, y - 0.5);
    let (i, j) = (xb.floor() as i64, yb.floor() as i64);
    let a = ((xb - xb.floor()) * 256.0).round() / 256.0;
    let b = ((yb - yb.floor()) * 256.0).round() / 256.0;
    let row0 = (1.0 - a) * t(i, j) + a * t(i + 1, j);
    let row1 = (1.0 - a) * t(i, j + 1) + a * t(i + 1, j + 1);
    (1.0 - b) * row0 + b * row1
}

#[test]
fn linear_filtering_uses_nine_bit_weights() {
    let (w, h) = (5u32, 4u32);
    let data: Vec<f32> = (0..w * h).map(|v| ((v * 37) % 11) as f32 - 3.0).collect();
    let coords = [
        (0.5, 0.5),
        (1.25, 0.7),
        (2.1, 3.3),
        (-0.4, 1.9),
        (4.6, 3.9),
        (3.0017, 2.4999),
        (1.0, 1.0),
    ];
    let got = fetch2d(true, w, h, 1, &data, "filter: Linear", &coords);
    for (k, &(x, y)) in coords.iter().enumerate() {
        let want = linear(&data, w, h, x, y);
        assert_eq!(got[4 * k], want, "coordinate ({x}, {y})");
        assert_eq!(&got[4 * k + 1..4 * k + 4], &[0.0, 0.0, 1.0]);
    }
    // (3.0017 - 0.5) has fraction 0.5017, which 9-bit weights round to 0.5: not the exact value.
    let exact = {
        let (xb, yb) = (3.0017f32 - 0.5, 2.4999f32 - 0.5);
        let (a, b) = (xb - xb.floor(), yb - yb.floor());
        let t = |i: usize, j: usize| data[j * w as usize + i];
        (1.0 - b) * ((1.0 - a) * t(2, 1) + a * t(3, 1)) + b * ((1.0 - a) * t(2, 2) + a * t(3, 2))
    };
    assert_ne!(got[4 * 5], exact);
}

/// `tex.1d.v4.s32.s32` on a texture reference of `S32` elements (tex1Dfetch), `U8` channels
/// read as normalised floats, `txq` and `tld4`.
#[test]
fn integer_fetch_normalised_bytes_txq_and_tld4() {
    let ptx = format!(
        "{HEAD}.visible .entry k(.param .u64 out, .param .u64 fout, .param .u64 b)
{{
  .reg .b32 %r<12>;
  .reg .f32 %f<12>;
  .reg .b64 %rd<12>;
  mov.u32 %r1, %tid.x;
  sub.s32 %r2, %r1, 1;
  tex.1d.v4.s32.s32 {{%r3, %r4, %r5, %r6}}, [tr, {{%r2}}];
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r1, 32;
  add.s64 %rd3, %rd1, %rd2;
  st.global.v4.u32 [%rd3], {{%r3, %r4, %r5, %r6}};
  txq.width.b32 %r7, [tr];
  txq.height.b32 %r8, [tr];
  ld.param.u64 %rd4, [b];
  txq.filter_mode.b32 %r9, [%rd4];
  txq.addr_mode_0.b32 %r10, [%rd4];
  st.global.v4.u32 [%rd3+16], {{%r7, %r8, %r9, %r10}};
  cvt.rn.f32.u32 %f1, %r1;
  add.f32 %f1, %f1, 0f3F000000;
  tex.1d.v4.f32.f32 {{%f2, %f3, %f4, %f5}}, [%rd4, {{%f1}}];
  ld.param.u64 %rd5, [fout];
  mul.wide.u32 %rd6, %r1, 32;
  add.s64 %rd7, %rd5, %rd6;
  st.global.v4.f32 [%rd7], {{%f2, %f3, %f4, %f5}};
  mov.f32 %f6, 0f3F800000;
  tld4.g.2d.v4.f32.f32 {{%f7, %f8, %f9, %f10}}, [%rd4, {{%f1, %f6}}];
  st.global.v4.f32 [%rd7+16], {{%f7, %f8, %f9, %f10}};
  ret;
}}
"
    );
    let ints = [7, -3, 12, 40000];
    let bytes: Vec<u8> = (0..16).map(|v| (v * 17) as u8).collect();
    let ron = format!(
        "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: (4, 1, 1),
          buffers: {{ \"out\": (ty: S32, len: 32), \"fout\": (ty: F32, len: 32),
                     \"i\": (ty: S32, data: [7, -3, 12, 40000]), \"u8\": (ty: U8, data: [{}]) }},
          textures: {{ \"tr\": (buffer: \"i\", dims: (4, 1, 1), format: (S32, 1)),
                      \"bytes\": (buffer: \"u8\", dims: (2, 2, 1), format: (U8, 4), filter: Linear, address: (Wrap, Clamp, Clamp)) }},
          args: [Buffer(\"out\"), Buffer(\"fout\"), Texture(\"bytes\")])",
        bytes.iter().map(|b| b.to_string()).collect::<Vec<_>>().join(", ")
    );
    let r = run(&ptx, &ron);
    let out: Vec<i32> = r.buffers["out"]
        .bytes
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let f = floats(&r, "fout");
    for t in 0..4usize {
        // index t - 1, clamped
        let i = (t as i64 - 1).clamp(0, 3) as usize;
        assert_eq!(&out[8 * t..8 * t + 4], &[ints[i], 0, 0, 1], "thread {t}");
        // txq: width 4, height 1; the object's filter is linear (1), x address mode wrap (0)
        assert_eq!(&out[8 * t + 4..8 * t + 8], &[4, 1, 1, 0]);
        // 1D linear fetch at x = t + 0.5 of row 0 (y is 0 in a 1D fetch): the texel itself
        let i = t % 2; // wrap
        let want: Vec<f32> = (0..4).map(|c| bytes[i * 4 + c] as f32 / 255.0).collect();
        assert_eq!(&f[8 * t..8 * t + 4], &want[..], "thread {t}");
        // tld4.g at (t + 0.5, 1.0): x_B = t, y_B = 0.5 -> i0 = t, j0 = 0; texels (i0,j1),
        // (i1,j1), (i1,j0), (i0,j0), channel 1
        let g = |i: usize, j: usize| bytes[(j * 2 + i % 2) * 4 + 1] as f32 / 255.0;
        let want = [g(t, 1), g(t + 1, 1), g(t + 1, 0), g(t, 0)];
        assert_eq!(&f[8 * t + 4..8 * t + 8], &want[..], "tld4, thread {t}");
    }
}

/// A texture fetch after a global store to the same address in the same grid returns the old
/// value once the line is in the texture cache (Fermi's texture cache is not coherent with
/// global writes, docs/memory.md); a plain load sees the store; the next grid sees it too.
#[test]
fn texture_fetch_after_a_store_in_the_same_grid_is_stale() {
    let ptx = format!(
        "{HEAD}.visible .entry k(.param .u64 out, .param .u64 buf)
{{
  .reg .b32 %r<12>;
  .reg .b64 %rd<12>;
  mov.u32 %r1, 0;
  tex.1d.v4.s32.s32 {{%r2, %r3, %r4, %r5}}, [tr, {{%r1}}];
  ld.param.u64 %rd1, [buf];
  st.global.u32 [%rd1], 99;
  membar.gl;
  ld.global.u32 %r6, [%rd1];
  tex.1d.v4.s32.s32 {{%r7, %r8, %r9, %r10}}, [tr, {{%r1}}];
  ld.param.u64 %rd2, [out];
  st.global.v4.u32 [%rd2], {{%r2, %r6, %r7, %r7}};
  ret;
}}
"
    );
    for launches in ["", ", launches: [(kernel: \"k\", grid: (1, 1, 1), block: (1, 1, 1), args: [Buffer(\"out2\"), Buffer(\"buf\")])]"] {
        let ron = format!(
            "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: (1, 1, 1),
              buffers: {{ \"out\": (ty: S32, len: 4), \"out2\": (ty: S32, len: 4), \"buf\": (ty: S32, data: [5, 6]) }},
              textures: {{ \"tr\": (buffer: \"buf\", dims: (2, 1, 1), format: (S32, 1)) }},
              args: [Buffer(\"out\"), Buffer(\"buf\")]{launches})"
        );
        let r = run(&ptx, &ron);
        assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
        let get = |n: &str| -> Vec<i32> {
            r.buffers[n].bytes.chunks_exact(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect()
        };
        // first fetch 5, the load sees 99, the second fetch still 5
        assert_eq!(get("out"), [5, 99, 5, 5]);
        if !launches.is_empty() {
            // the next grid starts with an empty texture cache: its first fetch sees 99
            assert_eq!(get("out2"), [99, 99, 99, 99]);
        }
    }
}

#[test]
fn every_form_loads_and_unsupported_forms_are_located_diagnostics() {
    let body = |ins: &str| {
        format!(
            "{HEAD}.visible .entry k(.param .u64 t)
{{
  .reg .b32 %r<8>;
  .reg .f32 %f<8>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [t];
  {ins}
  ret;
}}
"
        )
    };
    for ok in [
        "tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [tr, {%r1}];",
        "tex.1d.v4.u32.f32 {%r1, %r2, %r3, %r4}, [%rd1, {%f1}];",
        "tex.2d.v4.s32.s32 {%r1, %r2, %r3, %r4}, [tr, {%r5, %r6}];",
        "tex.3d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f5, %f6, %f7, %f7}];",
        "tex.a1d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tr, {%r1, %f5}];",
        "tex.a2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tr, {%r1, %f5, %f6, %f6}];",
        "tld4.r.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f5, %f6}];",
        "tld4.a.2d.v4.s32.f32 {%r1, %r2, %r3, %r4}, [tr, {%f5, %f6}];",
        "txq.width.b32 %r1, [tr];",
        "txq.channel_data_type.b32 %r1, [%rd1];",
        "txq.addr_mode_2.b32 %r1, [tr];",
    ] {
        if let Err(d) = fermi_sim::program::load_str("k.ptx", &body(ok)) {
            panic!("{ok}: {}", d.items[0].one_line("k.ptx"));
        }
    }
    for (bad, what) in [
        (
            "tex.cube.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tr, {%f5, %f6, %f7, %f7}];",
            "geometry",
        ),
        ("tex.2d.v2.f32.f32 {%f1, %f2}, [tr, {%f5, %f6}];", "`.v4`"),
        (
            "tex.2d.v4.f64.f32 {%f1, %f2, %f3, %f4}, [tr, {%f5, %f6}];",
            "result type",
        ),
        (
            "tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tr, %rd1, {%f5, %f6}];",
            "sampler",
        ),
        (
            "tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tr, {%f5}];",
            "coordinate",
        ),
        (
            "tex.1d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tr, {%f1}];",
            "destination register",
        ),
        (
            "tld4.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tr, {%f5, %f6}];",
            "channel",
        ),
        ("txq.bogus.b32 %r1, [tr];", "attribute"),
    ] {
        let d = fermi_sim::program::load_str("k.ptx", &body(bad))
            .err()
            .unwrap_or_else(|| panic!("{bad} loaded"));
        let line = d.items[0].one_line("k.ptx");
        assert!(
            line.contains("k.ptx:11:") && line.contains(what),
            "{bad}: {line}"
        );
    }
}

/// A fetch through a handle that names no bound texture is a located `texture` violation.
#[test]
fn unbound_texture_is_a_violation() {
    let ptx = format!(
        "{HEAD}.visible .entry k(.param .u64 out)
{{
  .reg .b32 %r<8>;
  mov.u32 %r1, 0;
  tex.1d.v4.s32.s32 {{%r2, %r3, %r4, %r5}}, [tr, {{%r1}}];
  ret;
}}
"
    );
    let r = run(&ptx, "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: (1, 1, 1), buffers: { \"out\": (ty: S32, len: 1) }, args: [Buffer(\"out\")])");
    assert_eq!(r.status, Status::Violation);
    let d = &r.diagnostics[0];
    assert_eq!(d.kind, "texture");
    assert_eq!(d.lines, vec![9]);
    assert!(d.message.contains("no bound texture"), "{}", d.message);
}

/// `tex.3d` with integer coordinates and `tex.a2d` (layer, then float x, y) on a 3x2x2
/// two-channel `S32` texture: texel (x, y, z) is element (z * 2 + y) * 3 + x; the layer of the
/// array texture is its third dimension, clamped to the layers.
#[test]
fn three_dimensional_and_layered_fetches() {
    let ptx = format!(
        "{HEAD}.visible .entry k(.param .u64 out, .param .u64 t)
{{
  .reg .b32 %r<16>;
  .reg .f32 %f<4>;
  .reg .b64 %rd<8>;
  mov.u32 %r1, %tid.x;
  rem.u32 %r2, %r1, 3;
  div.u32 %r3, %r1, 3;
  rem.u32 %r3, %r3, 2;
  div.u32 %r4, %r1, 6;
  ld.param.u64 %rd1, [t];
  tex.3d.v4.s32.s32 {{%r5, %r6, %r7, %r8}}, [%rd1, {{%r2, %r3, %r4, %r4}}];
  cvt.rn.f32.u32 %f1, %r2;
  add.f32 %f1, %f1, 0f3F000000;
  cvt.rn.f32.u32 %f2, %r3;
  add.f32 %f2, %f2, 0f3F000000;
  add.u32 %r9, %r4, 1;
  tex.a2d.v4.s32.f32 {{%r10, %r11, %r12, %r13}}, [%rd1, {{%r9, %f1, %f2, %f2}}];
  ld.param.u64 %rd2, [out];
  mul.wide.u32 %rd3, %r1, 32;
  add.s64 %rd4, %rd2, %rd3;
  st.global.v4.u32 [%rd4], {{%r5, %r6, %r7, %r8}};
  st.global.v4.u32 [%rd4+16], {{%r10, %r11, %r12, %r13}};
  ret;
}}
"
    );
    let data: Vec<i32> = (0..24).map(|v| v * 10 - 7).collect();
    let ron = format!(
        "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: (12, 1, 1),
          buffers: {{ \"out\": (ty: S32, len: 96), \"d\": (ty: S32, data: [{}]) }},
          textures: {{ \"v\": (buffer: \"d\", dims: (3, 2, 2), format: (S32, 2)) }},
          args: [Buffer(\"out\"), Texture(\"v\")])",
        data.iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    );
    let r = run(&ptx, &ron);
    assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
    let out: Vec<i32> = r.buffers["out"]
        .bytes
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for t in 0..12usize {
        let (x, y, z) = (t % 3, (t / 3) % 2, t / 6);
        let e = |z: usize| ((z * 2 + y) * 3 + x) * 2;
        assert_eq!(
            &out[8 * t..8 * t + 4],
            &[data[e(z)], data[e(z) + 1], 0, 1],
            "3d, thread {t}"
        );
        let layer = (z + 1).min(1);
        assert_eq!(
            &out[8 * t + 4..8 * t + 8],
            &[data[e(layer)], data[e(layer) + 1], 0, 1],
            "a2d, thread {t}"
        );
    }
}

/// A texture fetch of a location another thread writes in the same grid without
/// synchronisation is a data race (the texture cache is not coherent with global stores, so
/// the value fetched is undefined): block 0 stores `buf[1]`, block 1 fetches texel `i` through
/// the texture reference. Texel 1 is the stored word: a `data_race` naming the store and the
/// fetch; texel 0 is not written: no race. Both sides of a linear fetch's footprint count.
#[test]
fn texture_fetch_of_a_word_another_block_stores_is_a_race() {
    let ptx = |fetch: &str| {
        format!(
            "{HEAD}.visible .entry k(.param .u64 buf, .param .u32 i)
{{
  .reg .pred %p<2>;
  .reg .b32 %r<12>;
  .reg .f32 %f<8>;
  .reg .b64 %rd<4>;
  mov.u32 %r1, %ctaid.x;
  setp.ne.u32 %p1, %r1, 0;
  @%p1 bra FETCH;
  ld.param.u64 %rd1, [buf];
  st.global.f32 [%rd1+4], 0f40E00000;
  ret;
FETCH:
  ld.param.u32 %r2, [i];
  {fetch}
  ret;
}}
"
        )
    };
    let point = "tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [tr, {%r2}];";
    // Linear filtering at x = i + 0.5 + 0.25 samples texels i and i + 1.
    let linear = "cvt.rn.f32.u32 %f5, %r2;\n  add.f32 %f5, %f5, 0f3F400000;\n  tex.1d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tr, {%f5}];";
    for (fetch, filter, i, race) in [
        (point, "Point", 1, true),
        (point, "Point", 0, false),
        (point, "Point", 2, false),
        (linear, "Linear", 0, true),
        (linear, "Linear", 2, false),
    ] {
        let ron = format!(
            "(ptx: \"k.ptx\", kernel: \"k\", grid: (2, 1, 1), block: (1, 1, 1),
              buffers: {{ \"buf\": (ty: F32, data: [1.0, 2.0, 3.0, 4.0]) }},
              textures: {{ \"tr\": (buffer: \"buf\", dims: (4, 1, 1), format: (F32, 1), filter: {filter}) }},
              args: [Buffer(\"buf\"), U32({i})])"
        );
        let text = ptx(fetch);
        let prog = fermi_sim::program::load_str("k.ptx", &text)
            .unwrap_or_else(|d| panic!("{}", d.items[0].one_line("k.ptx")));
        let m = Manifest::parse(&ron, "k.launch.ron").unwrap_or_else(|e| panic!("{e}"));
        let l = prepare_with(
            m,
            "k.launch.ron",
            Config::default(),
            Arc::new(prog),
            &Overrides::default(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let checks = fermi_sim::checks::runtime::CheckSet::parse(&["races".to_string()]).unwrap();
        for seed in 1..=3 {
            let r = run_launch(
                &l,
                &mut RandomSched::new(seed),
                RunSettings {
                    seed,
                    checks,
                    ..RunSettings::default()
                },
            );
            let races: Vec<_> = r.diagnostics.iter().filter(|d| d.kind.is_race()).collect();
            if !race {
                assert!(races.is_empty(), "{filter} texel {i}: {races:?}");
                continue;
            }
            assert_eq!(
                races.len(),
                1,
                "{filter} texel {i}, seed {seed}: {:?}",
                r.diagnostics
            );
            let d = races[0];
            assert_eq!(d.kind, "data_race", "{}", d.message);
            let tex_line = text.lines().position(|l| l.contains("tex.1d")).unwrap() as u32 + 1;
            let st_line = text.lines().position(|l| l.contains("st.global")).unwrap() as u32 + 1;
            assert_eq!(d.lines, vec![st_line, tex_line], "{}", d.message);
            assert!(d.message.contains("texture fetch at line"), "{}", d.message);
        }
    }
}

/// The old declaration `.tex .u32 NAME;` (PTX before `.texref`) declares a texture reference:
/// the module loads and a manifest texture of that name binds it, as for `.global .texref`.
#[test]
fn old_tex_declarations_are_texture_references() {
    let ptx = ".version 2.3\n.target sm_20\n.address_size 64\n.tex .u32 old_ref;
.entry k(.param .u64 out)
{
  .reg .b32 %r<8>;
  .reg .b64 %rd<2>;
  mov.u32 %r1, 2;
  tex.1d.v4.s32.s32 {%r2, %r3, %r4, %r5}, [old_ref, {%r1}];
  ld.param.u64 %rd1, [out];
  st.global.u32 [%rd1], %r2;
  ret;
}
";
    let ron = "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: (1, 1, 1),
      buffers: { \"out\": (ty: S32, len: 1), \"buf\": (ty: S32, data: [10, 20, 30, 40]) },
      textures: { \"old_ref\": (buffer: \"buf\", dims: (4, 1, 1), format: (S32, 1)) },
      args: [Buffer(\"out\")])";
    let r = run(ptx, ron);
    assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
    assert_eq!(r.buffers["out"].bytes, 30i32.to_le_bytes());
}

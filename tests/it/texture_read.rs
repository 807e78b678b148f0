//! How a fetch reads channels (docs/texture.md, "Semantics"): the read mode of integer channels
//! (`cudaReadModeNormalizedFloat` against `cudaReadModeElementType`), against values computed
//! here from the CUDA programming guide's conversions.

use super::textures::run;
use fermi_sim::launch::results::Status;

const HEAD: &str = ".version 7.0\n.target sm_20\n.address_size 64\n";

/// Thread `i` fetches `tex.1d.v4.DTY.CTY` at coordinate `c[i]` (`.s32` texel indices or `.f32`)
/// from the texture object and stores the four components' bits at `out[4i..]`.
fn kernel(dty: &str, cty: &str) -> String {
    let (load, reg) = if cty == "s32" {
        ("ld.global.s32 %r2, [%rd3];", "%r2")
    } else {
        ("ld.global.f32 %f1, [%rd3];", "%f1")
    };
    format!(
        "{HEAD}.visible .entry k(.param .u64 out, .param .u64 c, .param .u64 tobj)
{{
  .reg .b32 %r<12>;
  .reg .f32 %f<4>;
  .reg .b64 %rd<12>;
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd1, %r1, 4;
  ld.param.u64 %rd2, [c];
  add.s64 %rd3, %rd2, %rd1;
  {load}
  ld.param.u64 %rd6, [tobj];
  tex.1d.v4.{dty}.{cty} {{%r4, %r5, %r6, %r7}}, [%rd6, {{{reg}}}];
  mul.wide.u32 %rd7, %r1, 16;
  ld.param.u64 %rd8, [out];
  add.s64 %rd9, %rd8, %rd7;
  st.global.v4.b32 [%rd9], {{%r4, %r5, %r6, %r7}};
  ret;
}}
"
    )
}

/// Fetch texels `idx` of a 1D texture of `data` (bytes) in `format` with `extra` sampler
/// fields; the components' bits per fetch, or the run's diagnostics.
fn fetch(
    dty: &str,
    cty: &str,
    data: &[u8],
    format: &str,
    w: usize,
    extra: &str,
    coords: &[String],
) -> Result<Vec<[u32; 4]>, String> {
    let n = coords.len();
    let bytes: Vec<String> = data.iter().map(|b| b.to_string()).collect();
    let cty_buf = if cty == "s32" { "S32" } else { "F32" };
    let ron = format!(
        "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: ({n}, 1, 1),
          buffers: {{ \"out\": (ty: U32, len: {}), \"t\": (ty: U8, data: [{}]), \"c\": (ty: {cty_buf}, data: [{}]) }},
          textures: {{ \"obj\": (buffer: \"t\", dims: ({w}, 1, 1), format: {format}{extra}) }},
          args: [Buffer(\"out\"), Buffer(\"c\"), Texture(\"obj\")])",
        4 * n,
        bytes.join(", "),
        coords.join(", "),
    );
    let r = run(&kernel(dty, cty), &ron);
    if r.status != Status::Completed {
        return Err(format!("{:?}", r.diagnostics));
    }
    Ok(r.buffers["out"]
        .bytes
        .chunks_exact(16)
        .map(|c| {
            let f = |k: usize| u32::from_le_bytes(c[4 * k..4 * k + 4].try_into().unwrap());
            [f(0), f(1), f(2), f(3)]
        })
        .collect())
}

/// Two texels of four channels of each 8- and 16-bit integer type, read with an `f32` result
/// under both read modes and with an `s32` result: normalised ([0, 1] unsigned; [-1, 1] signed,
/// the most negative value clamped to -1), or the integer itself (its bits in a float register).
#[test]
fn read_modes_of_integer_channels() {
    // (format, bytes per channel, signed)
    for (fmt, size, signed) in [
        ("U8", 1usize, false),
        ("S8", 1, true),
        ("U16", 2, false),
        ("S16", 2, true),
    ] {
        let raw: [u32; 8] = if size == 1 {
            [0, 1, 127, 128, 200, 255, 64, 129]
        } else {
            [0, 1, 32767, 32768, 40000, 65535, 1000, 32769]
        };
        let mut data = Vec::new();
        for v in raw {
            data.extend_from_slice(&v.to_le_bytes()[..size]);
        }
        // the channel as an integer: sign-extended when signed
        let int = |v: u32| -> i64 {
            if !signed {
                v as i64
            } else if size == 1 {
                v as u8 as i8 as i64
            } else {
                v as u16 as i16 as i64
            }
        };
        let max = if size == 1 { 255.0 } else { 65535.0 };
        let smax = if size == 1 { 127.0 } else { 32767.0 };
        let norm = |v: u32| -> f32 {
            if signed {
                (int(v) as f32 / smax).max(-1.0)
            } else {
                v as f32 / max
            }
        };
        let coords = ["0".to_string(), "1".to_string()];
        let format = format!("({fmt}, 4)");
        let normal = fetch("f32", "s32", &data, &format, 2, "", &coords).unwrap();
        let explicit = fetch(
            "f32",
            "s32",
            &data,
            &format,
            2,
            ", read_mode: NormalizedFloat",
            &coords,
        )
        .unwrap();
        let element = fetch(
            "f32",
            "s32",
            &data,
            &format,
            2,
            ", read_mode: ElementType",
            &coords,
        )
        .unwrap();
        let ints = fetch(
            "s32",
            "s32",
            &data,
            &format,
            2,
            ", read_mode: ElementType",
            &coords,
        )
        .unwrap();
        for t in 0..2 {
            for c in 0..4 {
                let v = raw[4 * t + c];
                assert_eq!(f32::from_bits(normal[t][c]), norm(v), "{fmt} {t}.{c}");
                assert_eq!(explicit[t][c], normal[t][c], "{fmt} {t}.{c}");
                assert_eq!(element[t][c], int(v) as i32 as u32, "{fmt} {t}.{c}");
                assert_eq!(ints[t][c], int(v) as i32 as u32, "{fmt} {t}.{c}");
            }
        }
    }
}

/// Linear filtering needs values read as floats: integer channels read as their element type
/// (or 32-bit integers, which are never normalised) are a `texture` violation.
#[test]
fn linear_filtering_of_integers_read_as_elements_is_a_violation() {
    let data = [10u8, 20, 30, 40, 0, 0, 0, 0];
    let c = ["0.75".to_string()];
    for (format, extra) in [
        ("(U8, 1)", ", read_mode: ElementType"),
        ("(S16, 1)", ", read_mode: ElementType"),
        ("(U32, 1)", ""),
    ] {
        let e = fetch(
            "f32",
            "f32",
            &data,
            format,
            2,
            &format!(", filter: Linear{extra}"),
            &c,
        )
        .unwrap_err();
        assert!(
            e.contains("CUDA filters linearly only what it reads as floats"),
            "{e}"
        );
    }
    // normalised bytes filter: (1-a)·10/255 + a·20/255 at x = 0.75 (a = 0.25)
    let v = fetch("f32", "f32", &data, "(U8, 1)", 4, ", filter: Linear", &c).unwrap();
    let want = 0.75 * (10.0 / 255.0f32) + 0.25 * (20.0 / 255.0f32);
    assert_eq!(f32::from_bits(v[0][0]), want);
}

/// The border colour: texels outside a texture under `Border` read the colour given (per
/// channel; as an integer result, converted toward zero, saturating, NaN as 0), in point and
/// linear filtering; channels the format lacks still read 0 and 1 (alpha).
#[test]
fn border_colour_of_texels_outside() {
    let texels: [f32; 8] = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
    let data: Vec<u8> = texels.iter().flat_map(|v| v.to_le_bytes()).collect();
    let bc = [0.5f32, -1.0, 100.0, 0.25];
    let extra = ", address: (Border, Clamp, Clamp), border: (0.5, -1.0, 100.0, 0.25)";
    let xs = [-1.0f32, 0.25, 0.5, 1.75, 2.5, 1e9];
    let coords: Vec<String> = xs.iter().map(|x| format!("{x:?}")).collect();
    // texel k's channel c, or the border colour outside [0, 2)
    let t = |k: i64, c: usize| {
        if (0..2).contains(&k) {
            texels[4 * k as usize + c]
        } else {
            bc[c]
        }
    };
    for linear in [false, true] {
        let ex = format!("{extra}{}", if linear { ", filter: Linear" } else { "" });
        let got = fetch("f32", "f32", &data, "(F32, 4)", 2, &ex, &coords).unwrap();
        for (g, &x) in got.iter().zip(&xs) {
            for (c, &bits) in g.iter().enumerate() {
                let want = if linear {
                    let xb = x - 0.5;
                    let f = xb.floor();
                    let a = ((xb - f) * 256.0).round() / 256.0;
                    (1.0 - a) * t(f as i64, c) + a * t(f as i64 + 1, c)
                } else {
                    t(x.floor() as i64, c)
                };
                assert_eq!(f32::from_bits(bits), want, "linear {linear}, x {x}, {c}");
            }
        }
    }
    // integer results: the colour converted toward zero
    let ints: Vec<u8> = [7i32, -8].iter().flat_map(|v| v.to_le_bytes()).collect();
    let got = fetch(
        "s32",
        "s32",
        &ints,
        "(S32, 2)",
        1,
        ", address: (Border, Clamp, Clamp), border: (-3.7, 1e10, 5.0, 6.0)",
        &["-1".into(), "0".into(), "1".into()],
    )
    .unwrap();
    assert_eq!(got[0], [-3i32 as u32, i32::MAX as u32, 0, 1]);
    assert_eq!(got[1], [7, -8i32 as u32, 0, 1]);
    assert_eq!(got[2], got[0]);
    // without a colour, border texels read 0
    let got = fetch(
        "f32",
        "f32",
        &data,
        "(F32, 4)",
        2,
        ", address: (Border, Clamp, Clamp)",
        &coords[..1],
    )
    .unwrap();
    assert_eq!(got[0], [0; 4]);
}

/// IEEE half floats, computed here from the format: (-1)^s · 2^(e-15) · (1 + m/1024), or
/// m · 2^-24 when e = 0, infinities and NaN when e = 31. A float fetch reads their value, an
/// integer fetch that value's f32 bits; linear filtering blends them.
#[test]
fn half_float_channels() {
    let halves: [u16; 8] = [
        0x3C00, 0xC000, 0x3555, 0x0001, 0x7BFF, 0xFC00, 0x8000, 0x0400,
    ];
    let value = |h: u16| -> f32 {
        let s = if h & 0x8000 != 0 { -1.0f64 } else { 1.0 };
        let e = ((h >> 10) & 0x1f) as i32;
        let m = (h & 0x3ff) as f64;
        (match e {
            0 => s * m * 2f64.powi(-24),
            31 if m == 0.0 => s * f64::INFINITY,
            31 => f64::NAN,
            _ => s * 2f64.powi(e - 15) * (1.0 + m / 1024.0),
        }) as f32
    };
    assert_eq!(value(0x3C00), 1.0);
    let data: Vec<u8> = halves.iter().flat_map(|v| v.to_le_bytes()).collect();
    let coords = ["0".to_string(), "1".to_string()];
    let f = fetch("f32", "s32", &data, "(F16, 4)", 2, "", &coords).unwrap();
    let i = fetch(
        "u32",
        "s32",
        &data,
        "(F16, 4)",
        2,
        ", read_mode: ElementType",
        &coords,
    )
    .unwrap();
    for t in 0..2 {
        for c in 0..4 {
            let want = value(halves[4 * t + c]);
            assert_eq!(f[t][c], want.to_bits(), "{t}.{c}");
            assert_eq!(i[t][c], want.to_bits(), "{t}.{c}");
        }
    }
    // linear between texel 0 and 1 at x = 1.0 (a = 0.5)
    let l = fetch(
        "f32",
        "f32",
        &data,
        "(F16, 4)",
        2,
        ", filter: Linear",
        &["1.0".into()],
    )
    .unwrap();
    for c in 0..4 {
        let want = 0.5 * value(halves[c]) + 0.5 * value(halves[4 + c]);
        assert_eq!(f32::from_bits(l[0][c]), want, "{c}");
    }
}

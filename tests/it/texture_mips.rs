//! Mipmapped textures (docs/texture.md, "Mipmaps"): `tex.level` and `tex.grad` on 1D, 2D, 3D
//! and array textures through texture objects and references, against values computed here from
//! the CUDA programming guide's definitions: the level of detail (explicit, or log2 of the
//! longer gradient in texels), plus the bias, clamped to the sampler's range and the levels;
//! the nearest level (point mipmap filtering) or a blend of the two around it (linear), each
//! level sampled as the guide's texture-fetching appendix says.

use super::textures::{floats, list, run, HEAD};
use fermi_sim::launch::results::Status;

/// Each thread `i` loads ten floats `p[10i..]` into `%f1` .. `%f10` (x, y, z, level, dPdx,
/// dPdy), the layer `%r2` = z as an integer, runs `ins` (which writes `%f11` .. `%f14`) and
/// stores them at `out[4i..]`. `%rd6` is the texture-object argument.
fn kernel(ins: &str) -> String {
    let loads: String = (0..10)
        .map(|k| format!("  ld.global.f32 %f{}, [%rd3+{}];\n", k + 1, 4 * k))
        .collect();
    format!(
        "{HEAD}.visible .entry k(.param .u64 out, .param .u64 p, .param .u64 tobj)
{{
  .reg .b32 %r<4>;
  .reg .f32 %f<16>;
  .reg .b64 %rd<12>;
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd1, %r1, 40;
  ld.param.u64 %rd2, [p];
  add.s64 %rd3, %rd2, %rd1;
{loads}  cvt.rzi.u32.f32 %r2, %f3;
  ld.param.u64 %rd6, [tobj];
  {ins}
  mul.wide.u32 %rd7, %r1, 16;
  ld.param.u64 %rd8, [out];
  add.s64 %rd9, %rd8, %rd7;
  st.global.v4.f32 [%rd9], {{%f11, %f12, %f13, %f14}};
  ret;
}}
"
    )
}

/// A mipmapped texture of one f32 channel, normalised coordinates, clamp addressing.
#[derive(Clone, Copy)]
struct Mip {
    dims: [u32; 3],
    /// Filtered dimensions (1, 2 or 3); an array texture's layers are dimension `n`.
    n: usize,
    layered: bool,
    levels: u32,
    linear: bool,
    mip_linear: bool,
    bias: f32,
    min: f32,
    max: f32,
}

impl Mip {
    fn level_dims(&self, l: u32) -> [u32; 3] {
        let mut d = self.dims;
        for (k, x) in d.iter_mut().enumerate() {
            if k < self.n {
                *x = (*x >> l).max(1);
            }
        }
        d
    }
    /// Texel `i` of level `l`: 1000·l plus its linear index in the level.
    fn value(&self, l: u32, i: [u32; 3]) -> f32 {
        let d = self.level_dims(l);
        (1000 * l + i[0] + d[0] * (i[1] + d[1] * i[2])) as f32
    }
    /// The buffer: the levels one after another, each row-major with x fastest.
    fn data(&self) -> Vec<f32> {
        let mut v = Vec::new();
        for l in 0..self.levels {
            let d = self.level_dims(l);
            for z in 0..d[2] {
                for y in 0..d[1] {
                    for x in 0..d[0] {
                        v.push(self.value(l, [x, y, z]));
                    }
                }
            }
        }
        v
    }
    /// The guide's fetch of level `l` at normalised `c` (layer `layer`): point or linear with
    /// 8-bit fractional weights, clamp addressing.
    fn sample(&self, l: u32, c: [f32; 3], layer: u32) -> f32 {
        let d = self.level_dims(l);
        let mut idx = [[0u32; 2]; 3];
        let mut w = [0f32; 3];
        for k in 0..3 {
            if k < self.n {
                let x = c[k] * d[k] as f32;
                let clamp = |i: i64| i.clamp(0, d[k] as i64 - 1) as u32;
                if self.linear {
                    let xb = x - 0.5;
                    let i = xb.floor();
                    w[k] = ((xb - i) * 256.0).round() / 256.0;
                    idx[k] = [clamp(i as i64), clamp(i as i64 + 1)];
                } else {
                    idx[k] = [clamp(x.floor() as i64); 2];
                }
            } else if k == self.n && self.layered {
                idx[k] = [layer.min(d[k] - 1); 2];
            }
        }
        let mut sum = 0f32;
        let mut vals = vec![];
        for k in 0..(1 << self.n) {
            let pick = |b: usize| idx[b][(k >> b) & 1 & usize::from(b < self.n)];
            vals.push(self.value(l, [pick(0), pick(1), pick(2)]));
        }
        // x first, then y, then z
        for &a in &w[..self.n] {
            vals = vals
                .chunks(2)
                .map(|p| (1.0 - a) * p[0] + a * p[1])
                .collect();
        }
        sum += vals[0];
        sum
    }
    fn fetch(&self, c: [f32; 3], layer: u32, lod: f32) -> f32 {
        let last = (self.levels - 1) as f32;
        let l = (lod + self.bias)
            .max(self.min)
            .min(self.max)
            .max(0.0)
            .min(last);
        if !self.mip_linear {
            return self.sample((l + 0.5).floor() as u32, c, layer);
        }
        let lo = l.floor();
        let f = l - lo;
        if f == 0.0 {
            return self.sample(lo as u32, c, layer);
        }
        (1.0 - f) * self.sample(lo as u32, c, layer) + f * self.sample(lo as u32 + 1, c, layer)
    }
    /// The level of detail of gradients `dx`, `dy` (normalised): log2 of the longer in texels.
    fn grad_lod(&self, dx: [f32; 3], dy: [f32; 3]) -> f32 {
        let len = |g: [f32; 3]| {
            (0..self.n)
                .map(|k| (g[k] * self.dims[k] as f32).powi(2))
                .sum::<f32>()
                .sqrt()
        };
        len(dx).max(len(dy)).log2()
    }
    fn ron(&self, name: &str) -> String {
        format!(
            "\"{name}\": (buffer: \"t\", dims: ({}, {}, {}), format: (F32, 1), filter: {}, normalized: true, levels: {}, layered: {}, mipmap_filter: {}, lod_bias: {:?}, min_lod: {:?}, max_lod: {:?})",
            self.dims[0],
            self.dims[1],
            self.dims[2],
            if self.linear { "Linear" } else { "Point" },
            self.levels,
            self.layered,
            if self.mip_linear { "Linear" } else { "Point" },
            self.bias,
            self.min,
            self.max
        )
    }
}

/// One fetch: coordinates (x, y, z; z is the layer of an array), level, gradients.
#[derive(Clone, Copy)]
struct Q {
    c: [f32; 3],
    lod: f32,
    dx: [f32; 3],
    dy: [f32; 3],
}

fn q(c: [f32; 3], lod: f32) -> Q {
    Q {
        c,
        lod,
        dx: [0.0; 3],
        dy: [0.0; 3],
    }
}

fn qg(c: [f32; 3], dx: [f32; 3], dy: [f32; 3]) -> Q {
    Q {
        c,
        lod: 0.0,
        dx,
        dy,
    }
}

/// Run `ins` over `qs` on texture `t` (bound as the reference `tr` when `texref`, else as a
/// texture object) and return each thread's four components.
fn go(t: &Mip, texref: bool, ins: &str, qs: &[Q]) -> Vec<[f32; 4]> {
    let name = if texref { "tr" } else { "obj" };
    let p: Vec<f32> = qs
        .iter()
        .flat_map(|q| {
            let mut v = q.c.to_vec();
            v.push(q.lod);
            v.extend(q.dx);
            v.extend(q.dy);
            v
        })
        .collect();
    let ron = format!(
        "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: ({}, 1, 1),
          buffers: {{ \"out\": (ty: F32, len: {}), \"t\": (ty: F32, data: [{}]), \"p\": (ty: F32, data: [{}]) }},
          textures: {{ {} }},
          args: [Buffer(\"out\"), Buffer(\"p\"), {}])",
        qs.len(),
        4 * qs.len(),
        list(&t.data()),
        list(&p),
        t.ron(name),
        if texref { "U64(0)" } else { "Texture(\"obj\")" },
    );
    let ins = ins.replace("TEX", if texref { "tr" } else { "%rd6" });
    floats(&run(&kernel(&ins), &ron), "out")
        .chunks_exact(4)
        .map(|c| [c[0], c[1], c[2], c[3]])
        .collect()
}

fn check(t: &Mip, got: &[[f32; 4]], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert_eq!(g[0], *w, "{what}: fetch {i}");
        // one channel: y and z read 0, w (alpha) 1
        assert_eq!(&g[1..], &[0.0, 0.0, 1.0], "{what}: fetch {i}");
    }
    let _ = t;
}

const LEVEL_2D: &str = "tex.level.2d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [TEX, {%f1, %f2}], %f4;";
const GRAD_2D: &str =
    "tex.grad.2d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [TEX, {%f1, %f2}], {%f5, %f6}, {%f8, %f9};";

fn mip2d(linear: bool, mip_linear: bool) -> Mip {
    Mip {
        dims: [8, 4, 1],
        n: 2,
        layered: false,
        levels: 4,
        linear,
        mip_linear,
        bias: 0.0,
        min: 0.0,
        max: 1000.0,
    }
}

fn level_queries() -> Vec<Q> {
    let mut v = Vec::new();
    for lod in [-1.0, 0.0, 0.4, 0.5, 0.6, 1.0, 1.25, 2.49, 2.5, 3.0, 7.0] {
        for c in [[0.1, 0.2, 0.0], [0.55, 0.8, 0.0], [0.97, 0.4, 0.0]] {
            v.push(q(c, lod));
        }
    }
    v
}

/// `tex.level` on a 2D texture of four levels (8x4, 4x2, 2x1, 1x1), all four combinations of
/// point/linear filtering in a level and between levels, through an object and a reference.
#[test]
fn explicit_levels_of_a_2d_texture() {
    let qs = level_queries();
    for linear in [false, true] {
        for mip_linear in [false, true] {
            let t = mip2d(linear, mip_linear);
            let want: Vec<f32> = qs.iter().map(|q| t.fetch(q.c, 0, q.lod)).collect();
            for texref in [false, true] {
                let got = go(&t, texref, LEVEL_2D, &qs);
                check(
                    &t,
                    &got,
                    &want,
                    &format!("linear {linear}, mip linear {mip_linear}, texref {texref}"),
                );
            }
        }
    }
}

/// The level reads the level's texels: level 2 of the 8x4 texture is 2x1, so (0.6, 0.9) is its
/// texel 1, 2001, with point filtering everywhere.
#[test]
fn a_level_reads_that_level() {
    let t = mip2d(false, false);
    let got = go(&t, false, LEVEL_2D, &[q([0.6, 0.9, 0.0], 2.0)]);
    assert_eq!(got[0], [2001.0, 0.0, 0.0, 1.0]);
}

/// Bias and the sampler's clamps: the level is level + bias clamped to [min, max] (and to the
/// levels there are).
#[test]
fn bias_and_clamps() {
    let qs = level_queries();
    for (bias, min, max) in [
        (1.0, 0.0, 1000.0),
        (-0.75, 0.0, 1000.0),
        (0.0, 1.0, 2.0),
        (0.5, 0.5, 1.5),
    ] {
        for mip_linear in [false, true] {
            let t = Mip {
                bias,
                min,
                max,
                ..mip2d(true, mip_linear)
            };
            let want: Vec<f32> = qs.iter().map(|q| t.fetch(q.c, 0, q.lod)).collect();
            let got = go(&t, false, LEVEL_2D, &qs);
            check(&t, &got, &want, &format!("bias {bias}, [{min}, {max}]"));
        }
    }
}

/// `tex.grad`: the level of detail is log2 of the longer gradient in texels of level 0.
#[test]
fn gradients_choose_the_level() {
    let mut qs = Vec::new();
    for (dx, dy) in [
        ([0.0, 0.0, 0.0], [0.0, 0.0, 0.0]),
        ([0.125, 0.0, 0.0], [0.0, 0.25, 0.0]),
        ([0.25, 0.0, 0.0], [0.0, 0.0, 0.0]),
        ([0.0, 0.5, 0.0], [0.375, 0.0, 0.0]),
        ([0.3, 0.4, 0.0], [0.1, -0.1, 0.0]),
        ([-0.9, 0.0, 0.0], [0.0, 0.0, 0.0]),
        ([0.01, 0.01, 0.0], [0.02, 0.0, 0.0]),
        ([4.0, 4.0, 0.0], [0.0, 0.0, 0.0]),
    ] {
        for c in [[0.3, 0.3, 0.0], [0.8, 0.6, 0.0]] {
            qs.push(qg(c, dx, dy));
        }
    }
    for mip_linear in [false, true] {
        for texref in [false, true] {
            let t = mip2d(true, mip_linear);
            let want: Vec<f32> = qs
                .iter()
                .map(|q| t.fetch(q.c, 0, t.grad_lod(q.dx, q.dy)))
                .collect();
            let got = go(&t, texref, GRAD_2D, &qs);
            check(
                &t,
                &got,
                &want,
                &format!("mip linear {mip_linear}, texref {texref}"),
            );
        }
    }
    // the level each gradient pair picks, from the formula by hand: log2(3) = 1.58 → level 2
    let t = mip2d(false, false);
    let got = go(
        &t,
        false,
        GRAD_2D,
        &[qg([0.0, 0.0, 0.0], [0.0, 0.5, 0.0], [0.375, 0.0, 0.0])],
    );
    assert_eq!(got[0][0], 2000.0);
}

/// 1D, 3D and array textures: `tex.level` and `tex.grad` with one, three and layer-plus-two
/// coordinates (the forms whose arguments are packed).
#[test]
fn other_geometries() {
    let one = Mip {
        dims: [16, 1, 1],
        n: 1,
        ..mip2d(true, true)
    };
    let three = Mip {
        dims: [4, 8, 2],
        n: 3,
        ..mip2d(true, true)
    };
    let a1 = Mip {
        dims: [8, 3, 1],
        n: 1,
        layered: true,
        ..mip2d(true, true)
    };
    let a2 = Mip {
        dims: [4, 4, 3],
        n: 2,
        layered: true,
        levels: 3,
        ..mip2d(false, true)
    };
    let mut qs = Vec::new();
    for lod in [0.0, 0.3, 1.0, 1.7, 2.2, 3.5] {
        for c in [[0.1, 0.7, 0.0], [0.6, 0.2, 1.0], [0.9, 0.95, 2.0]] {
            qs.push(Q {
                c,
                lod,
                dx: [0.25 * lod, 0.0, 0.1],
                dy: [0.0, 0.125 * lod, 0.0],
            });
        }
    }
    let cases: [(&Mip, &str, bool); 8] = [
        (&one, "tex.level.1d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [TEX, {%f1}], %f4;", false),
        (&one, "tex.grad.1d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [TEX, {%f1}], %f5, %f8;", true),
        (&three, "tex.level.3d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [TEX, {%f1, %f2, %f3, %f3}], %f4;", false),
        (&three, "tex.grad.3d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [TEX, {%f1, %f2, %f3, %f3}], {%f5, %f6, %f7, %f7}, {%f8, %f9, %f10, %f10};", true),
        (&a1, "tex.level.a1d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [TEX, {%r2, %f1}], %f4;", false),
        (&a1, "tex.grad.a1d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [TEX, {%r2, %f1}], %f5, %f8;", true),
        (&a2, "tex.level.a2d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [TEX, {%r2, %f1, %f2, %f2}], %f4;", false),
        (&a2, "tex.grad.a2d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [TEX, {%r2, %f1, %f2, %f2}], {%f5, %f6}, {%f8, %f9};", true),
    ];
    for (t, ins, grad) in cases {
        let want: Vec<f32> = qs
            .iter()
            .map(|q| {
                let lod = if grad { t.grad_lod(q.dx, q.dy) } else { q.lod };
                let c = if t.layered && t.n == 1 {
                    [q.c[0], 0.0, 0.0]
                } else {
                    q.c
                };
                t.fetch(c, q.c[2] as u32, lod)
            })
            .collect();
        for texref in [false, true] {
            let got = go(t, texref, ins, &qs);
            check(t, &got, &want, ins);
        }
    }
}

/// `txq.num_mipmap_levels` reports the levels; a texture without `levels` has one.
#[test]
fn txq_counts_the_levels() {
    let ptx = format!(
        "{HEAD}.visible .entry k(.param .u64 out)
{{
  .reg .b32 %r<4>;
  .reg .b64 %rd<4>;
  txq.num_mipmap_levels.b32 %r1, [tr];
  txq.width.b32 %r2, [tr];
  ld.param.u64 %rd1, [out];
  st.global.v2.u32 [%rd1], {{%r1, %r2}};
  ret;
}}
"
    );
    for (levels, extra) in [(4, ", levels: 4"), (1, "")] {
        let ron = format!(
            "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: (1, 1, 1),
              buffers: {{ \"out\": (ty: U32, len: 2), \"t\": (ty: F32, len: 64) }},
              textures: {{ \"tr\": (buffer: \"t\", dims: (8, 4, 1), format: (F32, 1){extra}) }},
              args: [Buffer(\"out\")])"
        );
        let r = run(&ptx, &ron);
        assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
        let b = &r.buffers["out"].bytes;
        assert_eq!(u32::from_le_bytes(b[0..4].try_into().unwrap()), levels);
        assert_eq!(u32::from_le_bytes(b[4..8].try_into().unwrap()), 8);
    }
}

/// Linear filtering between levels needs a float result, as linear filtering does.
#[test]
fn linear_between_levels_with_an_integer_result_is_a_violation() {
    let t = mip2d(false, true);
    let ins = "tex.level.2d.v4.s32.f32 {%r1, %r2, %r3, _}, [TEX, {%f1, %f2}], %f4;";
    let ptx = kernel(&ins.replace("TEX", "%rd6"));
    let ron = format!(
        "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: (1, 1, 1),
          buffers: {{ \"out\": (ty: F32, len: 4), \"t\": (ty: F32, data: [{}]), \"p\": (ty: F32, len: 10) }},
          textures: {{ {} }},
          args: [Buffer(\"out\"), Buffer(\"p\"), Texture(\"obj\")])",
        list(&t.data()),
        t.ron("obj")
    );
    let r = run(&ptx, &ron);
    assert_ne!(r.status, Status::Completed);
    let d = format!("{:?}", r.diagnostics);
    assert!(d.contains("between mipmap levels"), "{d}");
}

//! Textures (docs/texture.md): bound views of device buffers with a sampler, read through a
//! read-only texture cache per SM that is not coherent with global stores of the same grid.
//!
//! The cache holds 32-byte lines, filled from the coherent view of memory at a line's first
//! fetch by a grid on an SM; stores never invalidate it, so a fetch after a store to a line
//! already cached returns the old value, as on Fermi. Each grid starts with an empty cache (the
//! device flushes it between launches).

use crate::memory::MemorySystem;
use crate::program::ir::{StateSpace, TexMip, TexSpec, TxqField, Ty};
use std::collections::BTreeMap;

/// Bytes of a texture-cache line.
pub const TEX_LINE: u64 = 32;

/// The channel type of a texture's elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChanKind {
    F32,
    /// Half floats (`cudaChannelFormatKindFloat` of 16 bits).
    F16,
    S32,
    U32,
    S16,
    U16,
    S8,
    U8,
}

impl ChanKind {
    /// Whether the channels are integers.
    pub fn is_int(self) -> bool {
        !matches!(self, ChanKind::F32 | ChanKind::F16)
    }
    pub fn bytes(self) -> u64 {
        match self {
            ChanKind::F32 | ChanKind::S32 | ChanKind::U32 => 4,
            ChanKind::S16 | ChanKind::U16 | ChanKind::F16 => 2,
            ChanKind::S8 | ChanKind::U8 => 1,
        }
    }
    /// The OpenCL channel data type `txq.channel_data_type` reports (as the PTX ISA says).
    pub fn cl_type(self) -> u32 {
        match self {
            ChanKind::S8 => 0x10D7,
            ChanKind::S16 => 0x10D8,
            ChanKind::S32 => 0x10D9,
            ChanKind::U8 => 0x10DA,
            ChanKind::U16 => 0x10DB,
            ChanKind::U32 => 0x10DC,
            ChanKind::F16 => 0x10DD,
            ChanKind::F32 => 0x10DE,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    Point,
    Linear,
}

/// Address modes (numbered as CUDA's `cudaTextureAddressMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddrMode {
    Wrap,
    Clamp,
    Mirror,
    Border,
}

/// A bound texture: `dims` elements of `channels` × `kind` at `base` (row-major, x fastest;
/// each row `pitch` bytes apart, or packed when `pitch` is 0). Array textures (`.a1d`, `.a2d`)
/// count their layers as the next dimension.
#[derive(Clone, Debug, PartialEq)]
pub struct Texture {
    pub base: u64,
    /// Bytes from one row to the next (`cudaResourceTypePitch2D`); 0: rows are packed.
    pub pitch: u64,
    pub dims: [u32; 3],
    pub kind: ChanKind,
    pub channels: u8,
    pub filter: Filter,
    pub address: [AddrMode; 3],
    pub normalized: bool,
    /// The mipmap levels after the first (docs/texture.md, "Mipmaps"), finest first: each
    /// level's rows packed. Empty: the texture has one level.
    pub levels: Vec<Level>,
    /// How a fetch chooses among the levels.
    pub mip: MipSampler,
    /// `cudaReadModeNormalizedFloat`: a float fetch reads 8- and 16-bit integer channels
    /// normalised; else (`cudaReadModeElementType`) it reads their integer values' bits.
    pub read_normalized: bool,
    /// The colour of texels outside the texture under the border address mode (CUDA's
    /// `borderColor`), per channel.
    pub border: [f32; 4],
}

/// A mipmap level after the first: the address of its first texel and its dimensions (the
/// layers of an array texture stay as in level 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub base: u64,
    pub dims: [u32; 3],
}

/// The mipmap part of a sampler (CUDA's `cudaTextureDesc`): the filter between levels, the bias
/// added to every level of detail, and the range it is clamped to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MipSampler {
    pub filter: Filter,
    pub bias: f32,
    pub min: f32,
    pub max: f32,
}

impl Default for MipSampler {
    fn default() -> Self {
        MipSampler {
            filter: Filter::Point,
            bias: 0.0,
            min: 0.0,
            max: f32::MAX,
        }
    }
}

impl Texture {
    pub fn elem_bytes(&self) -> u64 {
        self.kind.bytes() * self.channels as u64
    }
    /// Bytes from one row to the next.
    pub fn row_bytes(&self) -> u64 {
        if self.pitch == 0 {
            self.elem_bytes().saturating_mul(self.dims[0].max(1) as u64)
        } else {
            self.pitch
        }
    }
    /// The address of the texel at in-range indices `i`.
    pub fn texel_addr(&self, i: [u64; 3]) -> u64 {
        let h = self.dims[1].max(1) as u64;
        self.base + (i[2] * h + i[1]) * self.row_bytes() + i[0] * self.elem_bytes()
    }
    /// Mipmap level `l` (0: the texture itself) as a texture of one level.
    pub fn level(&self, l: usize) -> Texture {
        let mut t = Texture {
            levels: Vec::new(),
            ..self.clone()
        };
        if let Some(v) = l.checked_sub(1).and_then(|i| self.levels.get(i)) {
            t.base = v.base;
            t.dims = v.dims;
            t.pitch = 0;
        }
        t
    }
    /// Bytes from the first texel to past the last one's end (of level 0).
    pub fn bytes(&self) -> u64 {
        let rows = (self.dims[1].max(1) as u64).saturating_mul(self.dims[2].max(1) as u64);
        let last = self.elem_bytes().saturating_mul(self.dims[0].max(1) as u64);
        self.row_bytes()
            .saturating_mul(rows - 1)
            .saturating_add(last)
    }
}

/// The device's textures: bindings by handle and the texture cache.
#[derive(Clone, Debug, Default)]
pub struct TexState {
    /// Handle (a texture reference's address, or a texture object) → texture.
    pub bound: BTreeMap<u64, Texture>,
    /// (grid, SM, line address) → the line's bytes as first fetched.
    cache: BTreeMap<(u32, u32, u64), [u8; TEX_LINE as usize]>,
    pub hits: u64,
    pub misses: u64,
}

impl TexState {
    fn byte(&mut self, mem: &mut dyn MemorySystem, grid: u32, sm: u32, addr: u64) -> u8 {
        let line = addr - addr % TEX_LINE;
        let key = (grid, sm, line);
        let l = match self.cache.get(&key) {
            Some(l) => {
                self.hits += 1;
                l
            }
            None => {
                self.misses += 1;
                let v = mem.host_read(StateSpace::Global, line, TEX_LINE as usize);
                let mut l = [0u8; TEX_LINE as usize];
                l[..v.len()].copy_from_slice(&v);
                self.cache.entry(key).or_insert(l)
            }
        };
        l[(addr - line) as usize]
    }

    /// The raw channels of the texel at in-range indices `i`.
    fn texel(
        &mut self,
        mem: &mut dyn MemorySystem,
        grid: u32,
        sm: u32,
        t: &Texture,
        i: [u64; 3],
    ) -> [u32; 4] {
        let at = t.texel_addr(i);
        let cb = t.kind.bytes();
        let mut out = [0u32; 4];
        for (c, o) in out.iter_mut().enumerate().take(t.channels as usize) {
            let mut v = 0u32;
            for b in 0..cb {
                v |= (self.byte(mem, grid, sm, at + c as u64 * cb + b) as u32) << (8 * b);
            }
            *o = v;
        }
        out
    }

    /// Hash the cached lines (the state that decides later fetches), in key order.
    pub fn hash_lines(&self, h: &mut impl std::hash::Hasher) {
        use std::hash::Hash;
        self.cache.hash(h);
    }
}

/// Index `i` of a dimension of `n` texels under address mode `m`; `None`: the border.
fn address(i: i64, n: u32, m: AddrMode) -> Option<u64> {
    let n = n.max(1) as i64;
    Some(match m {
        AddrMode::Clamp => i.clamp(0, n - 1),
        AddrMode::Border if i < 0 || i >= n => return None,
        AddrMode::Border => i,
        AddrMode::Wrap => i.rem_euclid(n),
        AddrMode::Mirror => {
            let r = i.rem_euclid(2 * n);
            if r >= n {
                2 * n - 1 - r
            } else {
                r
            }
        }
    } as u64)
}

/// A channel of `t` as a float: 32-bit floats as they are, 8- and 16-bit integers normalised
/// under `cudaReadModeNormalizedFloat`, other integers (and all under
/// `cudaReadModeElementType`) their sign- or zero-extended 32 bits reinterpreted.
fn as_float(t: &Texture, v: u32) -> f32 {
    let kind = t.kind;
    if !t.read_normalized {
        return f32::from_bits(as_int(kind, v));
    }
    match kind {
        ChanKind::U8 => v as u8 as f32 / 255.0,
        ChanKind::S8 => (v as u8 as i8 as f32 / 127.0).max(-1.0),
        ChanKind::U16 => v as u16 as f32 / 65535.0,
        ChanKind::S16 => (v as u16 as i16 as f32 / 32767.0).max(-1.0),
        ChanKind::F16 => half(v),
        ChanKind::F32 | ChanKind::S32 | ChanKind::U32 => f32::from_bits(v),
    }
}

/// The IEEE half-precision float in the low 16 bits of `v`, as an f32 (exactly).
pub fn half(v: u32) -> f32 {
    let h = v as u16;
    let neg = h & 0x8000 != 0;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let mag = match exp {
        // zero and subnormals: man · 2^-24
        0 => man as f32 / 16_777_216.0,
        0x1f => f32::from_bits(0x7f80_0000 | man << 13),
        _ => f32::from_bits((exp + 112) << 23 | man << 13),
    };
    if neg {
        -mag
    } else {
        mag
    }
}

/// Channel `c` of the border colour as a result of type `dty`: the float, or for an integer
/// result the float converted toward zero (saturating; NaN reads 0).
fn border(t: &Texture, c: usize, dty: Ty) -> u64 {
    let b = t.border[c];
    match dty {
        Ty::F32 => b.to_bits() as u64,
        Ty::U32 => b as u32 as u64,
        _ => b as i32 as u32 as u64,
    }
}

/// A channel as an integer result: sign- or zero-extended to 32 bits (floats: their bits, half
/// floats those of the value as an f32).
fn as_int(kind: ChanKind, v: u32) -> u32 {
    match kind {
        ChanKind::F16 => half(v).to_bits(),
        ChanKind::S8 => v as u8 as i8 as i32 as u32,
        ChanKind::S16 => v as u16 as i16 as i32 as u32,
        _ => v,
    }
}

/// Whether linear filtering may read `t`: float channels, or integers read normalised.
fn filterable(t: &Texture) -> bool {
    !t.kind.is_int() || t.read_normalized && t.kind.bytes() < 4
}

fn unfilterable(t: &Texture) -> String {
    format!(
        "texture: linear filtering of {:?} channels read as {}: CUDA filters linearly only what it reads as floats (float channels, or 8- and 16-bit integers under cudaReadModeNormalizedFloat)",
        t.kind,
        if t.read_normalized {
            "normalised floats"
        } else {
            "their element type"
        }
    )
}

/// The 9-bit fixed-point weight of linear filtering (8 fractional bits), as the CUDA
/// programming guide's texture-fetching appendix describes.
pub fn weight(frac: f32) -> f32 {
    (frac * 256.0).round() / 256.0
}

/// Where a fetch reads: per filtered dimension the first texel index and the weight of the
/// next one, the layer of an array texture, and whether it filters linearly.
struct Plan {
    n: usize,
    base: [i64; 3],
    frac: [f32; 3],
    layer: Option<u32>,
    linear: bool,
}

/// `plan` of level `t` of a texture whose level 0 has dimensions `dims0` (non-normalised
/// coordinates count texels of level 0, so a finer level scales them).
fn plan(t: &Texture, dims0: [u32; 3], spec: &TexSpec, args: &[u64; 4]) -> Result<Plan, String> {
    let n = spec.dims as usize;
    // Filtered coordinates, then the layer of an array texture.
    let (coords, layer) = if spec.array {
        (&args[2..2 + n], Some(args[1] as u32))
    } else {
        (&args[1..1 + n], None)
    };
    let float = spec.cty == Ty::F32;
    let linear = float && (t.filter == Filter::Linear || spec.gather.is_some());
    if linear && spec.dty != Ty::F32 && spec.gather.is_none() {
        return Err(format!(
            "texture: linear filtering returns floats, but the fetch reads `.{}` (CUDA allows linear filtering only for textures read as floats)",
            spec.dty.name()
        ));
    }
    if linear && spec.gather.is_none() && !filterable(t) {
        return Err(unfilterable(t));
    }
    let mut base = [0i64; 3];
    let mut frac = [0f32; 3];
    for d in 0..n {
        let size = t.dims[d].max(1);
        if float {
            let mut x = f32::from_bits(coords[d] as u32);
            if t.normalized {
                x *= size as f32;
            } else if size != dims0[d].max(1) {
                x = x * size as f32 / dims0[d].max(1) as f32;
            }
            if linear {
                let xb = x - 0.5;
                let f = xb.floor();
                base[d] = f as i64;
                frac[d] = weight(xb - f);
            } else {
                base[d] = x.floor() as i64;
            }
        } else {
            base[d] = coords[d] as u32 as i32 as i64;
        }
    }
    Ok(Plan {
        n,
        base,
        frac,
        layer,
        linear,
    })
}

/// The in-range indices of the texel at `base + off` (the layer appended); `None`: the border.
fn index(
    t: &Texture,
    n: usize,
    base: [i64; 3],
    layer: Option<u32>,
    off: [i64; 3],
) -> Option<[u64; 3]> {
    let mut i = [0u64; 3];
    for d in 0..n {
        i[d] = address(base[d] + off[d], t.dims[d], t.address[d])?;
    }
    if let Some(l) = layer {
        i[n] = l.min(t.dims[n].max(1) - 1) as u64;
    }
    Some(i)
}

/// The arguments of a fetch in the layout of a fetch without a level (handle, then the layer
/// of an array and the coordinates one per argument), and the level of detail of `tex.level`.
fn unpack(spec: &TexSpec, args: &[u64; 4]) -> ([u64; 4], f32) {
    match spec.mip {
        TexMip::Level => {
            let n = spec.dims as usize + usize::from(spec.array);
            let lod = f32::from_bits(args[3] as u32);
            if n == 3 {
                let p = args[1];
                ([args[0], p & 0xffff_ffff, p >> 32, args[2]], lod)
            } else {
                ([args[0], args[1], args[2], 0], lod)
            }
        }
        _ => (*args, 0.0),
    }
}

/// The level of detail of `tex.grad` (before bias and clamping): log2 of the longer of the two
/// gradients measured in texels of level 0 (normalised gradients scaled by the texture's size),
/// as the CUDA programming guide describes for `tex2DGrad`. A zero gradient gives -inf, which
/// the clamp to the levels makes level 0.
pub fn grad_lod(t: &Texture, spec: &TexSpec, args: &[u64; 4]) -> f32 {
    let n = spec.dims as usize;
    let mut g = [0f32; 6];
    for (k, v) in g.iter_mut().enumerate().take(2 * n) {
        let word = args[1 + k / 2] >> (32 * (k % 2));
        *v = f32::from_bits(word as u32);
    }
    let len = |o: usize| {
        (0..n)
            .map(|d| {
                let s = if t.normalized {
                    t.dims[d].max(1) as f32
                } else {
                    1.0
                };
                let x = g[o + d] * s;
                x * x
            })
            .sum::<f32>()
            .sqrt()
    };
    len(0).max(len(n)).log2()
}

/// The levels a fetch at level of detail `lod` reads, each with its weight: `lod` plus the
/// sampler's bias, clamped to the sampler's range and to the texture's levels; point mipmap
/// filtering reads the nearest level, linear blends the two around it.
fn levels(t: &Texture, spec: &TexSpec, lod: f32) -> Result<Vec<(usize, f32)>, String> {
    if t.levels.is_empty() {
        return Ok(vec![(0, 1.0)]);
    }
    let last = t.levels.len() as f32;
    let mut l = lod + t.mip.bias;
    if l.is_nan() {
        l = 0.0;
    }
    let l = l.max(t.mip.min).min(t.mip.max).max(0.0).min(last);
    if t.mip.filter == Filter::Point {
        return Ok(vec![((l + 0.5).floor().min(last) as usize, 1.0)]);
    }
    if spec.dty != Ty::F32 {
        return Err(format!(
            "texture: linear filtering between mipmap levels returns floats, but the fetch reads `.{}` (CUDA allows linear filtering only for textures read as floats)",
            spec.dty.name()
        ));
    }
    if !filterable(t) {
        return Err(unfilterable(t));
    }
    let lo = l.floor();
    let f = l - lo;
    if f == 0.0 {
        return Ok(vec![(lo as usize, 1.0)]);
    }
    Ok(vec![(lo as usize, 1.0 - f), (lo as usize + 1, f)])
}

/// The bytes a fetch (`tex`/`tld4`, any component) reads, as (address, length) per texel: for
/// the race check, which counts a fetch as a read of each texel it samples. Empty for a handle
/// that names no bound texture (the fetch itself stops the run) and for the level-of-detail
/// part of `tex.grad`.
pub fn footprint(st: &TexState, spec: &TexSpec, args: &[u64; 4]) -> Vec<(u64, u64)> {
    let Some(t0) = st.bound.get(&args[0]) else {
        return Vec::new();
    };
    if spec.mip == TexMip::GradLod {
        return Vec::new();
    }
    let (args, lod) = unpack(spec, args);
    let Ok(ls) = levels(t0, spec, lod) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (l, _) in ls {
        let t = &t0.level(l);
        let Ok(p) = plan(t, t0.dims, spec, &args) else {
            return Vec::new();
        };
        let offs: Vec<[i64; 3]> = if p.linear {
            (0..(1usize << p.n))
                .map(|k| [(k & 1) as i64, ((k >> 1) & 1) as i64, ((k >> 2) & 1) as i64])
                .collect()
        } else {
            vec![[0; 3]]
        };
        out.extend(
            offs.into_iter()
                .filter_map(|off| index(t, p.n, p.base, p.layer, off))
                .map(|i| (t.texel_addr(i), t.elem_bytes())),
        );
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Carry out `tex`/`tld4` (one component) for a thread of grid `grid` on SM `sm`.
pub fn fetch(
    st: &mut TexState,
    mem: &mut dyn MemorySystem,
    grid: u32,
    sm: u32,
    spec: &TexSpec,
    args: &[u64; 4],
) -> Result<u64, String> {
    let handle = args[0];
    let Some(t0) = st.bound.get(&handle).cloned() else {
        return Err(format!("texture: handle {handle:#x} names no bound texture (bind it in the manifest's `textures`, or pass a `Texture(..)` argument; docs/texture.md)"));
    };
    if spec.mip == TexMip::GradLod {
        return Ok(grad_lod(&t0, spec, args).to_bits() as u64);
    }
    let (args, lod) = unpack(spec, args);
    let ls = levels(&t0, spec, lod)?;
    if let [(l, _)] = ls[..] {
        return fetch_level(st, mem, grid, sm, &t0.level(l), t0.dims, spec, &args);
    }
    // Linear between two levels: (1-f)·T[l] + f·T[l+1].
    let mut sum = 0f32;
    for (l, w) in ls {
        let v = fetch_level(st, mem, grid, sm, &t0.level(l), t0.dims, spec, &args)?;
        sum += w * f32::from_bits(v as u32);
    }
    Ok(sum.to_bits() as u64)
}

/// One level's part of a fetch: `t` is the level, `dims0` the dimensions of level 0.
#[allow(clippy::too_many_arguments)]
fn fetch_level(
    st: &mut TexState,
    mem: &mut dyn MemorySystem,
    grid: u32,
    sm: u32,
    t: &Texture,
    dims0: [u32; 3],
    spec: &TexSpec,
    args: &[u64; 4],
) -> Result<u64, String> {
    let t = t.clone();
    let Plan {
        n,
        base,
        frac,
        layer,
        linear,
    } = plan(&t, dims0, spec, args)?;
    let mut texel = |off: [i64; 3]| -> Option<[u32; 4]> {
        let i = index(&t, n, base, layer, off)?;
        Some(st.texel(mem, grid, sm, &t, i))
    };
    let comp = spec.comp as usize;
    let missing = comp >= t.channels as usize;
    let default = if comp == 3 { 1 } else { 0 };
    if let Some(g) = spec.gather {
        // tld4: channel `g` of the four texels of the bilinear footprint, in the PTX ISA's
        // order (i0, j1), (i1, j1), (i1, j0), (i0, j0).
        let off = [[0, 1, 0], [1, 1, 0], [1, 0, 0], [0, 0, 0]][comp];
        let g = g as usize;
        let missing = g >= t.channels as usize;
        let default = u32::from(g == 3);
        return Ok(match (texel(off), spec.dty) {
            (_, Ty::F32) if missing => (default as f32).to_bits() as u64,
            (_, _) if missing => default as u64,
            (None, dty) => border(&t, g, dty),
            (Some(c), Ty::F32) => as_float(&t, c[g]).to_bits() as u64,
            (Some(c), _) => as_int(t.kind, c[g]) as u64,
        });
    }
    if !linear {
        let v = texel([0; 3]);
        return Ok(match (v, spec.dty) {
            (_, Ty::F32) if missing => (default as f32).to_bits() as u64,
            (_, _) if missing => default,
            (None, dty) => border(&t, comp, dty),
            (Some(c), Ty::F32) => as_float(&t, c[comp]).to_bits() as u64,
            (Some(c), _) => as_int(t.kind, c[comp]) as u64,
        });
    }
    if missing {
        return Ok((default as f32).to_bits() as u64);
    }
    // Linear: (1-a)T[i] + aT[i+1] per dimension, innermost (x) first.
    let mut vals = Vec::with_capacity(1 << n);
    for k in 0..(1usize << n) {
        let off = [(k & 1) as i64, ((k >> 1) & 1) as i64, ((k >> 2) & 1) as i64];
        vals.push(texel(off).map_or(t.border[comp], |c| as_float(&t, c[comp])));
    }
    for &a in &frac[..n] {
        vals = vals
            .chunks(2)
            .map(|p| (1.0 - a) * p[0] + a * p[1])
            .collect();
    }
    Ok(vals[0].to_bits() as u64)
}

/// `txq`: a bound texture's attribute (CUDA's enumerations for filter and address modes; the
/// OpenCL ones for the channel type and order, as the PTX ISA says).
pub fn query(st: &TexState, field: TxqField, handle: u64) -> Result<u64, String> {
    let Some(t) = st.bound.get(&handle) else {
        return Err(format!(
            "texture: txq on handle {handle:#x}, which names no bound texture (docs/texture.md)"
        ));
    };
    Ok(match field {
        TxqField::Width => t.dims[0],
        TxqField::Height => t.dims[1],
        TxqField::Depth => t.dims[2],
        TxqField::ChannelDataType => t.kind.cl_type(),
        // CL_R, CL_RG, CL_RGBA
        TxqField::ChannelOrder => match t.channels {
            1 => 0x10B0,
            2 => 0x10B2,
            _ => 0x10B5,
        },
        TxqField::NormalizedCoords => t.normalized as u32,
        TxqField::FilterMode => (t.filter == Filter::Linear) as u32,
        TxqField::AddrMode(i) => t.address[i as usize] as u32,
        TxqField::ArraySize => 1,
        TxqField::NumMipmapLevels => 1 + t.levels.len() as u32,
        TxqField::NumSamples => 1,
    } as u64)
}

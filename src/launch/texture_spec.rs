//! The texture entries of a launch manifest as written (`textures`, docs/manifest.md
//! "Textures"): plain data the manifest holds. Kept apart from textures.rs, which resolves them
//! against the manifest's buffers and the module, so that the manifest does not import the code
//! that reads it.

use serde::Deserialize;

/// The handle of the first texture object; object `i` (in name order) is `OBJECT_BASE + i`.
pub const OBJECT_BASE: u64 = 0x5445_0000_0000_0001;

/// The handle of the first surface object; object `i` (in name order) is `SURFACE_BASE + i`.
pub const SURFACE_BASE: u64 = 0x5355_0000_0000_0001;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Format {
    F32,
    /// Half floats.
    F16,
    S32,
    U32,
    S16,
    U16,
    S8,
    U8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Deserialize)]
pub enum FilterSpec {
    #[default]
    Point,
    Linear,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Deserialize)]
pub enum AddrSpec {
    #[default]
    Clamp,
    Wrap,
    Mirror,
    Border,
}

/// How a float fetch reads integer channels (CUDA's `cudaTextureReadMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Deserialize)]
pub enum ReadSpec {
    /// 8- and 16-bit integers normalised to [0, 1] or [-1, 1].
    #[default]
    NormalizedFloat,
    /// The integers as they are (a float fetch gets their bits).
    ElementType,
}

/// One entry of `textures`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TextureSpec {
    pub buffer: String,
    /// Width, height, depth in texels (1 for unused dimensions; layers of an array texture
    /// count as the next dimension).
    pub dims: (u32, u32, u32),
    /// Channel type and number of channels (1, 2 or 4).
    pub format: (Format, u8),
    #[serde(default)]
    pub filter: FilterSpec,
    #[serde(default)]
    pub address: (AddrSpec, AddrSpec, AddrSpec),
    #[serde(default)]
    pub normalized: bool,
    /// Bytes from the buffer's start to the first texel.
    #[serde(default)]
    pub offset: u64,
    /// Bytes from one row to the next (a pitched 2D texture); 0: rows are packed.
    #[serde(default)]
    pub pitch: u64,
    /// The handle of a texture object, where it is not `OBJECT_BASE + i` (the host library
    /// binds objects under the handles `cudaCreateTextureObject` returned).
    #[serde(default)]
    pub handle: Option<u64>,
    /// Mipmap levels (docs/texture.md, "Mipmaps"): level `l` has the dimensions of level 0
    /// halved `l` times (at least 1; an array texture's layers stay), its texels packed right
    /// after the previous level's.
    #[serde(default = "one")]
    pub levels: u32,
    /// An array texture, whose layers the levels keep: `dims` (width, layers, 1) for `.a1d`,
    /// (width, height, layers) for `.a2d` (a 2D array of one layer needs no `layered`).
    #[serde(default)]
    pub layered: bool,
    /// Filtering between mipmap levels.
    #[serde(default)]
    pub mipmap_filter: FilterSpec,
    /// Added to every level of detail.
    #[serde(default)]
    pub lod_bias: f32,
    /// The range the level of detail is clamped to (and to the levels there are).
    #[serde(default)]
    pub min_lod: f32,
    #[serde(default = "max_lod")]
    pub max_lod: f32,
    /// How a float fetch reads integer channels.
    #[serde(default)]
    pub read_mode: ReadSpec,
    /// The colour of texels outside the texture under `Border` (per channel).
    #[serde(default)]
    pub border: (f32, f32, f32, f32),
}

fn one() -> u32 {
    1
}

fn max_lod() -> f32 {
    f32::MAX
}

impl TextureSpec {
    /// The fields after `handle` that differ from their defaults, as RON (`, levels: 3, ...`):
    /// for writing a manifest back.
    pub fn extra_ron(&self) -> String {
        let mut s = String::new();
        if self.levels != 1 {
            s += &format!(", levels: {}", self.levels);
        }
        if self.layered {
            s += ", layered: true";
        }
        if self.mipmap_filter != FilterSpec::Point {
            s += &format!(", mipmap_filter: {:?}", self.mipmap_filter);
        }
        if self.lod_bias != 0.0 {
            s += &format!(", lod_bias: {:?}", self.lod_bias);
        }
        if self.min_lod != 0.0 {
            s += &format!(", min_lod: {:?}", self.min_lod);
        }
        if self.max_lod != f32::MAX {
            s += &format!(", max_lod: {:?}", self.max_lod);
        }
        if self.border != (0.0, 0.0, 0.0, 0.0) {
            let b = self.border;
            s += &format!(", border: ({:?}, {:?}, {:?}, {:?})", b.0, b.1, b.2, b.3);
        }
        if self.read_mode != ReadSpec::NormalizedFloat {
            s += &format!(", read_mode: {:?}", self.read_mode);
        }
        s
    }

    /// The dimensions of mipmap level `l` (level 0: `dims`).
    pub fn level_dims(&self, l: u32) -> (u32, u32, u32) {
        let (w, h, d) = self.dims;
        let half = |x: u32| x.checked_shr(l).unwrap_or(0).max(1);
        match (self.layered, d) {
            // `.a1d`: (width, layers, 1)
            (true, 1) => (half(w), h, 1),
            // `.a2d`: (width, height, layers)
            (true, _) => (half(w), half(h), d),
            _ => (half(w), half(h), half(d)),
        }
    }
}

/// One entry of `surfaces` (docs/manifest.md, "Surfaces"): a buffer's bytes seen as elements of
/// `format`, `dims` of them per layer, `layers` layers (0: not layered).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SurfaceSpec {
    pub buffer: String,
    /// Width, height, depth in elements (1 for unused dimensions).
    pub dims: (u32, u32, u32),
    /// Channel type and number of channels (1, 2 or 4): the element size.
    pub format: (Format, u8),
    /// Layers of a layered surface (`.a1d`, `.a2d`); 0: not layered.
    #[serde(default)]
    pub layers: u32,
    /// Bytes from the buffer's start to the first element.
    #[serde(default)]
    pub offset: u64,
    /// Bytes from one row to the next; 0: rows are packed.
    #[serde(default)]
    pub pitch: u64,
    /// The handle of a surface object, where it is not `SURFACE_BASE + i`.
    #[serde(default)]
    pub handle: Option<u64>,
}

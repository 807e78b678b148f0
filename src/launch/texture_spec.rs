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

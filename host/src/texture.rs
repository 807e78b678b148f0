//! Textures and CUDA arrays of the Runtime API (docs/host-api.md, "Textures"): texture objects
//! over linear memory, pitched 2D memory and arrays, the channel descriptors, and the arrays
//! themselves with the copies into and out of them.
//!
//! An array is a device allocation of its own (`cudaArray_t` is its device address), its
//! elements packed row after row, x fastest. A texture object is a handle and what it views: a
//! launch binds every live object under its handle, as a launch manifest's `textures` would
//! (fermi_sim::launch::textures), so the kernel's `tex` with that 64-bit handle reads it.

use crate::err;
use crate::state::{with, State};
use fermi_sim::launch::texture_spec::{
    AddrSpec, FilterSpec, Format, ReadSpec, TextureSpec, OBJECT_BASE,
};
use fermi_sim::launch::Launch;
use fermi_sim::program::ir::StateSpace;
use std::collections::BTreeMap;
use std::ffi::{c_int, c_uint, c_void};

/// `cudaChannelFormatDesc`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChannelFormatDesc {
    pub x: c_int,
    pub y: c_int,
    pub z: c_int,
    pub w: c_int,
    /// `cudaChannelFormatKind`: 0 signed, 1 unsigned, 2 float.
    pub f: c_int,
}

/// `cudaResourceDesc.res.linear`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ResLinear {
    pub dev_ptr: u64,
    pub desc: ChannelFormatDesc,
    pub size_in_bytes: usize,
}

/// `cudaResourceDesc.res.pitch2D`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ResPitch2D {
    pub dev_ptr: u64,
    pub desc: ChannelFormatDesc,
    pub width: usize,
    pub height: usize,
    pub pitch_in_bytes: usize,
}

/// `cudaResourceDesc.res`.
#[repr(C)]
#[derive(Clone, Copy)]
pub union ResUnion {
    pub array: u64,
    pub linear: ResLinear,
    pub pitch2d: ResPitch2D,
}

/// `cudaResourceDesc`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ResourceDesc {
    /// `cudaResourceType`: 0 array, 1 mipmapped array, 2 linear, 3 pitch 2D.
    pub res_type: c_int,
    pub res: ResUnion,
}

/// `cudaTextureDesc`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TextureDesc {
    pub address_mode: [c_int; 3],
    pub filter_mode: c_int,
    pub read_mode: c_int,
    pub srgb: c_int,
    pub border_color: [f32; 4],
    pub normalized_coords: c_int,
    pub max_anisotropy: c_uint,
    pub mipmap_filter_mode: c_int,
    pub mipmap_level_bias: f32,
    pub min_mipmap_level_clamp: f32,
    pub max_mipmap_level_clamp: f32,
    pub disable_trilinear_optimization: c_int,
    pub seamless_cubemap: c_int,
}

/// `cudaExtent`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Extent {
    pub width: usize,
    pub height: usize,
    pub depth: usize,
}

const _: () = assert!(std::mem::size_of::<ResourceDesc>() == 64);
const _: () = assert!(std::mem::size_of::<TextureDesc>() == 72);
const _: () = assert!(std::mem::size_of::<ChannelFormatDesc>() == 20);

/// `cudaArrayLayered`.
const ARRAY_LAYERED: c_uint = 1;

/// A CUDA array (keyed by its device address in `Textures::arrays`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Array {
    pub(crate) format: Format,
    pub(crate) channels: u8,
    pub(crate) desc: ChannelFormatDesc,
    /// As allocated: height 0 for a 1D array, depth 0 for a 1D or 2D one.
    pub(crate) extent: Extent,
    pub(crate) flags: c_uint,
}

impl Array {
    fn elem_bytes(&self) -> u64 {
        format_bytes(self.format) * self.channels as u64
    }
    fn row_bytes(&self) -> u64 {
        self.elem_bytes().saturating_mul(self.extent.width as u64)
    }
    fn rows(&self) -> u64 {
        (self.extent.height.max(1) as u64).saturating_mul(self.extent.depth.max(1) as u64)
    }
    /// Texture dimensions: a layered array's layers are the dimension after its last one.
    pub(crate) fn dims(&self) -> (u32, u32, u32) {
        let e = self.extent;
        let c = |n: usize| n.max(1) as u32;
        if self.flags & ARRAY_LAYERED != 0 && e.height == 0 {
            (c(e.width), c(e.depth), 1)
        } else {
            (c(e.width), c(e.height), c(e.depth))
        }
    }
}

/// A texture object: the view it was created with (as the launch binds it) and the sampler
/// it was created with (`cudaGetTextureObject*Desc`, `cuTexObjectGet*Desc`).
#[derive(Clone)]
pub(crate) struct TexObject {
    /// Device address of the first texel (an array's handle).
    pub(crate) addr: u64,
    /// The resource type (`cudaResourceType`, the same numbers as `CUresourcetype`).
    pub(crate) res_type: c_int,
    /// For linear memory: the size given.
    pub(crate) size_in_bytes: usize,
    pub(crate) spec: TextureSpec,
    pub(crate) tex: TextureDesc,
}

impl TexObject {
    /// The resource descriptor of the Runtime API.
    pub(crate) fn resource_desc(&self) -> ResourceDesc {
        let desc = channel_desc(self.spec.format);
        let res = match self.res_type {
            // an array, or a mipmapped array (the union's `mipmap`, at the same place)
            0 | 1 => ResUnion { array: self.addr },
            2 => ResUnion {
                linear: ResLinear {
                    dev_ptr: self.addr,
                    desc,
                    size_in_bytes: self.size_in_bytes,
                },
            },
            _ => ResUnion {
                pitch2d: ResPitch2D {
                    dev_ptr: self.addr,
                    desc,
                    width: self.spec.dims.0 as usize,
                    height: self.spec.dims.1 as usize,
                    pitch_in_bytes: self.spec.pitch as usize,
                },
            },
        };
        ResourceDesc {
            res_type: self.res_type,
            res,
        }
    }
}

/// The channel descriptor of a format.
pub(crate) fn channel_desc((f, n): (Format, u8)) -> ChannelFormatDesc {
    let bits = 8 * format_bytes(f) as c_int;
    let kind = match f {
        Format::S8 | Format::S16 | Format::S32 => 0,
        Format::U8 | Format::U16 | Format::U32 => 1,
        Format::F32 | Format::F16 => 2,
    };
    let c = |i: u8| if i < n { bits } else { 0 };
    ChannelFormatDesc {
        x: c(0),
        y: c(1),
        z: c(2),
        w: c(3),
        f: kind,
    }
}

/// What a texture reference (Driver API, `cuModuleGetTexRef`) is bound to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RefMemory {
    None,
    /// `cuTexRefSetAddress`: linear memory of that many bytes.
    Linear(u64, u64),
    /// `cuTexRefSetAddress2D`: width, height, pitch.
    Pitch2D(u64, u32, u32, u64),
    /// `cuTexRefSetArray`.
    Array(u64),
}

/// A texture reference: a module's `.texref` (or `.tex`) variable and its binding.
#[derive(Clone, Debug)]
pub(crate) struct TexRef {
    pub(crate) module: usize,
    pub(crate) name: String,
    pub(crate) memory: RefMemory,
    pub(crate) format: Option<(Format, u8)>,
    pub(crate) tex: TextureDesc,
}

/// The textures and arrays of the program.
#[derive(Clone, Default)]
pub(crate) struct Textures {
    pub(crate) objects: BTreeMap<u64, TexObject>,
    pub(crate) arrays: BTreeMap<u64, Array>,
    /// Objects created so far (handles are never reused).
    pub(crate) created: u64,
    /// Texture references by handle (`REF_BASE + i`).
    pub(crate) refs: BTreeMap<u64, TexRef>,
    /// Surface objects by handle: the array each views (host/src/surface.rs).
    pub(crate) surfaces: BTreeMap<u64, u64>,
    pub(crate) surfaces_created: u64,
    /// Surface references by handle (`SURF_REF_BASE + i`).
    pub(crate) surf_refs: BTreeMap<u64, crate::surface::SurfRef>,
    /// Mipmapped arrays by handle (host/src/mipmap.rs).
    pub(crate) mipmapped: BTreeMap<u64, crate::mipmap::Mipmapped>,
}

/// The handle of the first texture reference.
pub(crate) const REF_BASE: u64 = 0x5452_0000_0000_0001;

pub(crate) fn format_bytes(f: Format) -> u64 {
    match f {
        Format::F32 | Format::S32 | Format::U32 => 4,
        Format::S16 | Format::U16 | Format::F16 => 2,
        Format::S8 | Format::U8 => 1,
    }
}

/// The element format of a channel descriptor: channel type and number of channels (1, 2 or
/// 4 channels of one size; 8-, 16- or 32-bit integers or 32-bit floats).
pub(crate) fn format_of(call: &str, d: &ChannelFormatDesc) -> Result<(Format, u8), i32> {
    let bits = [d.x, d.y, d.z, d.w];
    let n = bits.iter().take_while(|&&b| b != 0).count();
    let said = || {
        format!(
            "cudaCreateChannelDesc({}, {}, {}, {}, kind {})",
            d.x, d.y, d.z, d.w, d.f
        )
    };
    if !matches!(n, 1 | 2 | 4)
        || bits[n..].iter().any(|&b| b != 0)
        || bits[..n].iter().any(|&b| b != d.x)
    {
        eprintln!(
            "fermi-sim: {call}: {}: a texture element here has 1, 2 or 4 channels of one size",
            said()
        );
        return Err(err::INVALID_VALUE);
    }
    let f = match (d.f, d.x) {
        (0, 8) => Format::S8,
        (0, 16) => Format::S16,
        (0, 32) => Format::S32,
        (1, 8) => Format::U8,
        (1, 16) => Format::U16,
        (1, 32) => Format::U32,
        (2, 32) => Format::F32,
        (2, 16) => Format::F16,
        _ => {
            eprintln!(
                "fermi-sim: {call}: {}: fermi-sim's textures have 8-, 16- or 32-bit signed or unsigned integer channels or 16- or 32-bit float channels (docs/texture.md)",
                said()
            );
            return Err(err::NOT_SUPPORTED);
        }
    };
    Ok((f, n as u8))
}

/// The sampler of a texture descriptor.
pub(crate) fn sampler(
    call: &str,
    t: &TextureDesc,
) -> Result<(FilterSpec, [AddrSpec; 3], bool), i32> {
    let mut addr = [AddrSpec::Clamp; 3];
    for (a, &m) in addr.iter_mut().zip(&t.address_mode) {
        *a = match m {
            0 => AddrSpec::Wrap,
            1 => AddrSpec::Clamp,
            2 => AddrSpec::Mirror,
            3 => AddrSpec::Border,
            _ => {
                eprintln!("fermi-sim: {call}: address mode {m} is not a cudaTextureAddressMode (0 wrap, 1 clamp, 2 mirror, 3 border)");
                return Err(err::INVALID_VALUE);
            }
        };
    }
    let filter = match t.filter_mode {
        0 => FilterSpec::Point,
        1 => FilterSpec::Linear,
        m => {
            eprintln!("fermi-sim: {call}: filter mode {m} is not a cudaTextureFilterMode (0 point, 1 linear)");
            return Err(err::INVALID_VALUE);
        }
    };
    Ok((filter, addr, t.normalized_coords != 0))
}

fn dim(call: &str, what: &str, n: usize) -> Result<u32, i32> {
    match u32::try_from(n) {
        Ok(v) if v > 0 => Ok(v),
        _ => {
            eprintln!("fermi-sim: {call}: the {what} {n} is not between 1 and 2^32-1");
            Err(err::INVALID_VALUE)
        }
    }
}

impl State {
    /// Whether `[addr, addr + len)` is device memory of one allocation or module variable.
    pub(crate) fn is_dev_range(&mut self, addr: u64, len: u64) -> bool {
        usize::try_from(len).is_ok_and(|n| self.dev_slice(addr, n.max(1)).is_some())
    }

    /// The array `a`, or the error for a handle that names none.
    pub(crate) fn array(&self, call: &str, a: u64) -> Result<Array, i32> {
        self.tex.arrays.get(&a).copied().ok_or_else(|| {
            eprintln!("fermi-sim: {call}: {a:#x} is not an array of cudaMallocArray or cudaMalloc3DArray (or it was freed already)");
            err::INVALID_RESOURCE_HANDLE
        })
    }

    /// A new array of `desc` elements (`cudaMallocArray`, `cudaMalloc3DArray`).
    pub(crate) fn malloc_array(
        &mut self,
        call: &str,
        desc: &ChannelFormatDesc,
        extent: Extent,
        flags: c_uint,
    ) -> Result<u64, i32> {
        let (format, channels) = format_of(call, desc)?;
        if extent.width == 0 {
            eprintln!("fermi-sim: {call}: an array is at least 1 element wide");
            return Err(err::INVALID_VALUE);
        }
        let a = Array {
            format,
            channels,
            desc: *desc,
            extent,
            flags,
        };
        let bytes = a.row_bytes().checked_mul(a.rows());
        let Some(addr) = bytes.and_then(|b| self.malloc(b)) else {
            eprintln!(
                "fermi-sim: {call}: an array of {}x{}x{} elements does not fit in device memory",
                extent.width, extent.height, extent.depth
            );
            return Err(err::MEMORY_ALLOCATION);
        };
        self.tex.arrays.insert(addr, a);
        Ok(addr)
    }

    /// Copy `height` rows of `width` bytes between an array (from byte `w_off` of row `h_off`)
    /// and memory with rows `pitch` bytes apart; `to_array` tells the direction; `kind` as
    /// cudaMemcpy's (the array is device memory).
    #[allow(clippy::too_many_arguments)]
    pub(crate) unsafe fn memcpy_array(
        &mut self,
        call: &str,
        array: u64,
        w_off: usize,
        h_off: usize,
        mem: u64,
        pitch: usize,
        width: usize,
        height: usize,
        kind: c_int,
        to_array: bool,
    ) -> i32 {
        let a = match self.array(call, array) {
            Ok(a) => a,
            Err(e) => return e,
        };
        let row = a.row_bytes();
        let fits = (w_off as u64)
            .checked_add(width as u64)
            .is_some_and(|e| e <= row)
            && (h_off as u64)
                .checked_add(height as u64)
                .is_some_and(|e| e <= a.rows());
        if !fits || width > pitch && height > 1 {
            eprintln!(
                "fermi-sim: {call}: {height} rows of {width} bytes from ({w_off}, {h_off}) do not fit the array's {} rows of {row} bytes (or the pitch {pitch} is below the width)",
                a.rows()
            );
            return err::INVALID_VALUE;
        }
        for r in 0..height {
            let at = array + (h_off + r) as u64 * row + w_off as u64;
            // A pitch that leaves the host or device memory is the copy's bad pointer.
            let m = mem.wrapping_add((r as u64).wrapping_mul(pitch as u64));
            let (dst, src) = if to_array { (at, m) } else { (m, at) };
            let e = self.memcpy(call, dst, src, width, kind);
            if e != err::SUCCESS {
                return e;
            }
        }
        err::SUCCESS
    }

    /// `cudaMemcpyToArray` / `cudaMemcpyFromArray`: `count` bytes from byte `w_off` of row
    /// `h_off`, continuing into the following rows.
    #[allow(clippy::too_many_arguments)]
    pub(crate) unsafe fn memcpy_array_flat(
        &mut self,
        call: &str,
        array: u64,
        w_off: usize,
        h_off: usize,
        mem: u64,
        count: usize,
        kind: c_int,
        to_array: bool,
    ) -> i32 {
        let a = match self.array(call, array) {
            Ok(a) => a,
            Err(e) => return e,
        };
        let start = (h_off as u64)
            .checked_mul(a.row_bytes())
            .and_then(|s| s.checked_add(w_off as u64));
        if w_off as u64 >= a.row_bytes()
            || start
                .and_then(|s| s.checked_add(count as u64))
                .is_none_or(|e| e > a.row_bytes() * a.rows())
        {
            eprintln!(
                "fermi-sim: {call}: {count} bytes from ({w_off}, {h_off}) do not fit the array's {} rows of {} bytes",
                a.rows(),
                a.row_bytes()
            );
            return err::INVALID_VALUE;
        }
        let at = array + start.unwrap_or(0);
        let (dst, src) = if to_array { (at, mem) } else { (mem, at) };
        self.memcpy(call, dst, src, count, kind)
    }

    /// A new texture object over `res` with sampler `tex` (`cudaCreateTextureObject`).
    pub(crate) fn create_texture(
        &mut self,
        call: &str,
        res: &ResourceDesc,
        tex: &TextureDesc,
    ) -> Result<u64, i32> {
        // SAFETY: each arm reads the union member its `res_type` names.
        let (addr, format, dims, pitch) = match res.res_type {
            0 => {
                let a = unsafe { res.res.array };
                let arr = self.array(call, a)?;
                (a, (arr.format, arr.channels), arr.dims(), 0)
            }
            1 => {
                // the union's `mipmap` is where `array` is
                let m = unsafe { res.res.array };
                let mm = self.mipmapped(call, m)?.clone();
                let a = mm.level0;
                let mut spec = texture_spec(call, tex, a.dims(), (a.format, a.channels), 0)?;
                mip_sampler(call, tex, &mut spec)?;
                spec.levels = mm.levels.len() as u32;
                // A 2D layered array of one layer is a 2D texture to the manifest.
                spec.layered = mm.layered() && !(a.extent.height > 0 && a.extent.depth == 1);
                return self.add_spec(call, 1, m, 0, spec, *tex);
            }
            2 => {
                let l = unsafe { res.res.linear };
                let f = format_of(call, &l.desc)?;
                return self.texture_linear(call, l.dev_ptr, f, l.size_in_bytes, *tex);
            }
            3 => {
                let p = unsafe { res.res.pitch2d };
                let f = format_of(call, &p.desc)?;
                return self.texture_pitch2d(
                    call,
                    p.dev_ptr,
                    f,
                    (p.width, p.height, p.pitch_in_bytes),
                    *tex,
                );
            }
            t => {
                eprintln!("fermi-sim: {call}: resource type {t} is not a cudaResourceType (0 array, 1 mipmapped array, 2 linear, 3 pitch 2D)");
                return Err(err::INVALID_VALUE);
            }
        };
        self.add_texture(call, 0, addr, 0, (dims, format, pitch), *tex)
    }

    /// A texture object over `size` bytes of linear memory at `addr`.
    pub(crate) fn texture_linear(
        &mut self,
        call: &str,
        addr: u64,
        format: (Format, u8),
        size: usize,
        tex: TextureDesc,
    ) -> Result<u64, i32> {
        let elem = format_bytes(format.0) as usize * format.1 as usize;
        let w = dim(call, "width in elements", size / elem)?;
        self.add_texture(call, 2, addr, size, ((w, 1, 1), format, 0), tex)
    }

    /// A texture object over pitched 2D memory at `addr`: (width, height, pitch).
    pub(crate) fn texture_pitch2d(
        &mut self,
        call: &str,
        addr: u64,
        format: (Format, u8),
        (width, height, pitch): (usize, usize, usize),
        tex: TextureDesc,
    ) -> Result<u64, i32> {
        let w = dim(call, "width", width)?;
        let h = dim(call, "height", height)?;
        let row = format_bytes(format.0) * format.1 as u64 * w as u64;
        if (pitch as u64) < row {
            eprintln!("fermi-sim: {call}: the pitch {pitch} is below a row's {row} bytes");
            return Err(err::INVALID_PITCH_VALUE);
        }
        self.add_texture(call, 3, addr, 0, ((w, h, 1), format, pitch as u64), tex)
    }

    /// Record a texture object of resource type `res_type` over device memory at `addr`
    /// (dims, format, pitch), checked to lie in one allocation or module variable.
    fn add_texture(
        &mut self,
        call: &str,
        res_type: c_int,
        addr: u64,
        size_in_bytes: usize,
        (dims, format, pitch): ((u32, u32, u32), (Format, u8), u64),
        tex: TextureDesc,
    ) -> Result<u64, i32> {
        let spec = texture_spec(call, &tex, dims, format, pitch)?;
        self.add_spec(call, res_type, addr, size_in_bytes, spec, tex)
    }

    /// Record a texture object viewing `spec` at `addr` (see `add_texture`).
    fn add_spec(
        &mut self,
        call: &str,
        res_type: c_int,
        addr: u64,
        size_in_bytes: usize,
        mut spec: TextureSpec,
        tex: TextureDesc,
    ) -> Result<u64, i32> {
        let bytes = texture_bytes(&spec);
        if !self.is_dev_range(addr, bytes) {
            eprintln!("fermi-sim: {call}: the texture's {bytes} bytes at {addr:#x} are not device memory of one allocation");
            return Err(err::INVALID_VALUE);
        }
        let handle = OBJECT_BASE + self.tex.created;
        self.tex.created += 1;
        spec.handle = Some(handle);
        self.tex.objects.insert(
            handle,
            TexObject {
                addr,
                res_type,
                size_in_bytes,
                spec,
                tex,
            },
        );
        Ok(handle)
    }

    pub(crate) fn tex_object(&self, call: &str, h: u64) -> Result<&TexObject, i32> {
        self.tex.objects.get(&h).ok_or_else(|| {
            eprintln!("fermi-sim: {call}: {h:#x} is not a texture object (or it was destroyed)");
            err::INVALID_VALUE
        })
    }

    /// Bind every texture object to launch `l` (prepared, with its buffers): each becomes an
    /// entry of the manifest's `textures` naming the buffer that holds it. An object whose
    /// memory was freed is left out (a fetch through it then stops the grid), with a message.
    pub(crate) fn bind_textures(&self, mi: usize, l: &mut Launch) {
        self.bind_refs(mi, l);
        for (&h, o) in &self.tex.objects {
            let bytes = texture_bytes(&o.spec);
            let b = l.buffers.iter().find(|b| {
                b.space == StateSpace::Global
                    && o.addr >= b.addr
                    && o.addr.saturating_add(bytes) <= b.addr + b.len * b.ty.bytes() as u64
            });
            let Some(b) = b else {
                eprintln!("fermi-sim: texture object {h:#x}: its memory at {:#x} was freed; the launch does not bind it", o.addr);
                continue;
            };
            let mut spec = o.spec.clone();
            spec.buffer = b.name.clone();
            spec.offset = o.addr - b.addr;
            l.manifest.textures.insert(format!("tex{h:#x}"), spec);
        }
    }
}

impl State {
    /// Bind the texture references of module `mi` that have memory (Driver API) to launch `l`:
    /// each an entry of the manifest's `textures` named after the reference, which binds it
    /// under its address (fermi_sim::launch::textures).
    fn bind_refs(&self, mi: usize, l: &mut Launch) {
        for r in self.tex.refs.values().filter(|r| r.module == mi) {
            let say = |why: &str| {
                eprintln!(
                    "fermi-sim: texture reference `{}`: {why}; the launch does not bind it",
                    r.name
                )
            };
            let (addr, dims, format, pitch) = match r.memory {
                RefMemory::None => continue,
                RefMemory::Array(a) => match self.tex.arrays.get(&a) {
                    Some(arr) => (a, arr.dims(), (arr.format, arr.channels), 0),
                    None => {
                        say("its array was destroyed");
                        continue;
                    }
                },
                RefMemory::Linear(a, bytes) => {
                    let Some(f) = r.format else {
                        say("no format (cuTexRefSetFormat)");
                        continue;
                    };
                    let w = bytes / (format_bytes(f.0) * f.1 as u64);
                    (a, (w.clamp(1, u32::MAX as u64) as u32, 1, 1), f, 0)
                }
                RefMemory::Pitch2D(a, w, h, p) => match r.format {
                    Some(f) => (a, (w, h, 1), f, p),
                    None => {
                        say("no format (cuTexRefSetFormat)");
                        continue;
                    }
                },
            };
            let Ok(mut spec) = texture_spec("cuLaunchKernel", &r.tex, dims, format, pitch) else {
                continue;
            };
            let bytes = texture_bytes(&spec);
            let b = l.buffers.iter().find(|b| {
                b.space == StateSpace::Global
                    && addr >= b.addr
                    && addr.saturating_add(bytes) <= b.addr + b.len * b.ty.bytes() as u64
            });
            let Some(b) = b else {
                say("its memory is not one allocation (freed?)");
                continue;
            };
            spec.buffer = b.name.clone();
            spec.offset = addr - b.addr;
            l.manifest.textures.insert(r.name.clone(), spec);
        }
    }
}

/// Bytes a texture spans from its first texel.
/// The launch's binding of a view (`dims`, `format`, `pitch`) sampled as `tex` says, without
/// its buffer and handle, which the caller sets: texture objects and texture references alike.
fn texture_spec(
    call: &str,
    tex: &TextureDesc,
    dims: (u32, u32, u32),
    format: (Format, u8),
    pitch: u64,
) -> Result<TextureSpec, i32> {
    let (filter, address, normalized) = sampler(call, tex)?;
    let read_mode = match tex.read_mode {
        0 => ReadSpec::ElementType,
        1 => ReadSpec::NormalizedFloat,
        m => {
            eprintln!("fermi-sim: {call}: read mode {m} is not a cudaTextureReadMode (0 element type, 1 normalized float)");
            return Err(err::INVALID_VALUE);
        }
    };
    let int = !matches!(format.0, Format::F32 | Format::F16);
    let small = format_bytes(format.0) < 4;
    if filter == FilterSpec::Linear && int && !(small && read_mode == ReadSpec::NormalizedFloat) {
        eprintln!("fermi-sim: {call}: linear filtering of {:?} channels read as {}: CUDA filters linearly only what it reads as floats (float channels, or 8- and 16-bit integers under cudaReadModeNormalizedFloat)", format.0, if read_mode == ReadSpec::ElementType { "their element type (cudaReadModeElementType)" } else { "normalised floats" });
        return Err(err::INVALID_VALUE);
    }
    Ok(TextureSpec {
        buffer: String::new(),
        dims,
        format,
        filter,
        address: (address[0], address[1], address[2]),
        normalized,
        offset: 0,
        pitch,
        handle: None,
        levels: 1,
        layered: false,
        mipmap_filter: FilterSpec::Point,
        lod_bias: 0.0,
        min_lod: 0.0,
        max_lod: f32::MAX,
        read_mode,
        border: (
            tex.border_color[0],
            tex.border_color[1],
            tex.border_color[2],
            tex.border_color[3],
        ),
    })
}

pub(crate) fn texture_bytes(s: &TextureSpec) -> u64 {
    let elem = format_bytes(s.format.0) * s.format.1 as u64;
    let w = s.dims.0.max(1) as u64 * elem;
    let row = if s.pitch == 0 { w } else { s.pitch };
    let rows = s.dims.1.max(1) as u64 * s.dims.2.max(1) as u64;
    // the mipmap levels after the first, packed after it
    (1..s.levels).fold(row.saturating_mul(rows - 1).saturating_add(w), |b, l| {
        let (x, y, z) = s.level_dims(l);
        b.saturating_add(elem * x as u64 * y as u64 * z as u64)
    })
}

/// The mipmap part of a texture descriptor into `spec`: `mipmapFilterMode`,
/// `mipmapLevelBias`, `minMipmapLevelClamp`, `maxMipmapLevelClamp`.
fn mip_sampler(call: &str, t: &TextureDesc, spec: &mut TextureSpec) -> Result<(), i32> {
    spec.mipmap_filter = match t.mipmap_filter_mode {
        0 => FilterSpec::Point,
        1 => FilterSpec::Linear,
        m => {
            eprintln!("fermi-sim: {call}: mipmap filter mode {m} is not a cudaTextureFilterMode (0 point, 1 linear)");
            return Err(err::INVALID_VALUE);
        }
    };
    let (b, lo, hi) = (
        t.mipmap_level_bias,
        t.min_mipmap_level_clamp,
        t.max_mipmap_level_clamp,
    );
    if b.is_nan() || lo.is_nan() || hi.is_nan() || lo > hi {
        eprintln!("fermi-sim: {call}: mipmapLevelBias {b}, minMipmapLevelClamp {lo}, maxMipmapLevelClamp {hi}: numbers, and the minimum at most the maximum");
        return Err(err::INVALID_VALUE);
    }
    spec.lod_bias = b;
    spec.min_lod = lo;
    spec.max_lod = hi;
    Ok(())
}

#[no_mangle]
pub extern "C" fn cudaCreateChannelDesc(
    x: c_int,
    y: c_int,
    z: c_int,
    w: c_int,
    f: c_int,
) -> ChannelFormatDesc {
    ChannelFormatDesc { x, y, z, w, f }
}

#[no_mangle]
pub unsafe extern "C" fn cudaCreateTextureObject(
    obj: *mut u64,
    res: *const ResourceDesc,
    tex: *const TextureDesc,
    view: *const c_void,
) -> i32 {
    const CALL: &str = "cudaCreateTextureObject";
    with(|st| {
        if obj.is_null() || res.is_null() || tex.is_null() {
            eprintln!(
                "fermi-sim: {CALL}: a null pointer (the handle, resource or texture descriptor)"
            );
            return err::INVALID_VALUE;
        }
        if !view.is_null() {
            eprintln!("fermi-sim: {CALL}: resource views are not supported (pass NULL)");
            return err::NOT_SUPPORTED;
        }
        match st.create_texture(CALL, &*res, &*tex) {
            Ok(h) => {
                *obj = h;
                err::SUCCESS
            }
            Err(e) => e,
        }
    })
}

#[no_mangle]
pub extern "C" fn cudaDestroyTextureObject(obj: u64) -> i32 {
    with(|st| match st.tex.objects.remove(&obj) {
        Some(_) => err::SUCCESS,
        None if obj == 0 => err::SUCCESS,
        None => {
            eprintln!("fermi-sim: cudaDestroyTextureObject: {obj:#x} is not a texture object (or it was destroyed already)");
            err::INVALID_VALUE
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetTextureObjectResourceDesc(out: *mut ResourceDesc, obj: u64) -> i32 {
    with(|st| {
        let res = match st.tex_object("cudaGetTextureObjectResourceDesc", obj) {
            Ok(o) => o.resource_desc(),
            Err(e) => return e,
        };
        if out.is_null() {
            return err::INVALID_VALUE;
        }
        *out = res;
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetTextureObjectTextureDesc(out: *mut TextureDesc, obj: u64) -> i32 {
    with(|st| {
        let tex = match st.tex_object("cudaGetTextureObjectTextureDesc", obj) {
            Ok(o) => o.tex,
            Err(e) => return e,
        };
        if out.is_null() {
            return err::INVALID_VALUE;
        }
        *out = tex;
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMallocArray(
    array: *mut u64,
    desc: *const ChannelFormatDesc,
    width: usize,
    height: usize,
    flags: c_uint,
) -> i32 {
    with(|st| {
        if array.is_null() || desc.is_null() {
            return err::INVALID_VALUE;
        }
        let e = Extent {
            width,
            height,
            depth: 0,
        };
        match st.malloc_array("cudaMallocArray", &*desc, e, flags) {
            Ok(a) => {
                *array = a;
                err::SUCCESS
            }
            Err(e) => e,
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMalloc3DArray(
    array: *mut u64,
    desc: *const ChannelFormatDesc,
    extent: Extent,
    flags: c_uint,
) -> i32 {
    with(|st| {
        if array.is_null() || desc.is_null() {
            return err::INVALID_VALUE;
        }
        match st.malloc_array("cudaMalloc3DArray", &*desc, extent, flags) {
            Ok(a) => {
                *array = a;
                err::SUCCESS
            }
            Err(e) => e,
        }
    })
}

#[no_mangle]
pub extern "C" fn cudaFreeArray(array: u64) -> i32 {
    with(|st| {
        if array == 0 {
            return err::SUCCESS;
        }
        if let Err(e) = st.array("cudaFreeArray", array) {
            return e;
        }
        if let Some(m) = st.level_owner(array) {
            eprintln!("fermi-sim: cudaFreeArray: {array:#x} is a level of mipmapped array {m:#x} (free that with cudaFreeMipmappedArray)");
            return err::INVALID_VALUE;
        }
        st.tex.arrays.remove(&array);
        st.free("cudaFreeArray", array, &[None])
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetChannelDesc(desc: *mut ChannelFormatDesc, array: u64) -> i32 {
    with(|st| match st.array("cudaGetChannelDesc", array) {
        Ok(_) if desc.is_null() => err::INVALID_VALUE,
        Ok(a) => {
            *desc = a.desc;
            err::SUCCESS
        }
        Err(e) => e,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaArrayGetInfo(
    desc: *mut ChannelFormatDesc,
    extent: *mut Extent,
    flags: *mut c_uint,
    array: u64,
) -> i32 {
    with(|st| match st.array("cudaArrayGetInfo", array) {
        Ok(a) => {
            if !desc.is_null() {
                *desc = a.desc;
            }
            if !extent.is_null() {
                *extent = a.extent;
            }
            if !flags.is_null() {
                *flags = a.flags;
            }
            err::SUCCESS
        }
        Err(e) => e,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyToArray(
    dst: u64,
    w_off: usize,
    h_off: usize,
    src: *const c_void,
    count: usize,
    kind: c_int,
) -> i32 {
    with(|st| {
        st.memcpy_array_flat(
            "cudaMemcpyToArray",
            dst,
            w_off,
            h_off,
            src as u64,
            count,
            kind,
            true,
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyFromArray(
    dst: *mut c_void,
    src: u64,
    w_off: usize,
    h_off: usize,
    count: usize,
    kind: c_int,
) -> i32 {
    with(|st| {
        st.memcpy_array_flat(
            "cudaMemcpyFromArray",
            src,
            w_off,
            h_off,
            dst as u64,
            count,
            kind,
            false,
        )
    })
}

#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cudaMemcpy2DToArray(
    dst: u64,
    w_off: usize,
    h_off: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> i32 {
    with(|st| {
        st.memcpy_array(
            "cudaMemcpy2DToArray",
            dst,
            w_off,
            h_off,
            src as u64,
            spitch,
            width,
            height,
            kind,
            true,
        )
    })
}

#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cudaMemcpy2DFromArray(
    dst: *mut c_void,
    dpitch: usize,
    src: u64,
    w_off: usize,
    h_off: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> i32 {
    with(|st| {
        st.memcpy_array(
            "cudaMemcpy2DFromArray",
            src,
            w_off,
            h_off,
            dst as u64,
            dpitch,
            width,
            height,
            kind,
            false,
        )
    })
}

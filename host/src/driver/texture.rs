//! Driver API textures and arrays (docs/host-api.md, "Textures"): `cuTexObjectCreate` and its
//! queries, `cuArrayCreate` and the copies into and out of an array, on the runtime's texture
//! objects and arrays (host/src/texture.rs): a `CUtexObject` is a `cudaTextureObject_t`, a
//! `CUarray` a `cudaArray_t`.

use super::*;
use crate::texture::{format_bytes, Extent, TextureDesc};
use fermi_sim::launch::texture_spec::Format;

/// `CUDA_RESOURCE_DESC.res.linear`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct CuResLinear {
    pub dev_ptr: u64,
    pub format: c_uint,
    pub num_channels: c_uint,
    pub size_in_bytes: usize,
}

/// `CUDA_RESOURCE_DESC.res.pitch2D`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct CuResPitch2D {
    pub dev_ptr: u64,
    pub format: c_uint,
    pub num_channels: c_uint,
    pub width: usize,
    pub height: usize,
    pub pitch_in_bytes: usize,
}

/// `CUDA_RESOURCE_DESC.res`.
#[repr(C)]
#[derive(Clone, Copy)]
pub union CuResUnion {
    pub array: u64,
    pub linear: CuResLinear,
    pub pitch2d: CuResPitch2D,
    pub reserved: [c_int; 32],
}

/// `CUDA_RESOURCE_DESC`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct CuResourceDesc {
    /// `CUresourcetype`: 0 array, 1 mipmapped array, 2 linear, 3 pitch 2D.
    pub res_type: c_int,
    pub res: CuResUnion,
    pub flags: c_uint,
}

/// `CUDA_TEXTURE_DESC`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct CuTextureDesc {
    pub address_mode: [c_int; 3],
    pub filter_mode: c_int,
    pub flags: c_uint,
    pub max_anisotropy: c_uint,
    pub mipmap_filter_mode: c_int,
    pub mipmap_level_bias: f32,
    pub min_mipmap_level_clamp: f32,
    pub max_mipmap_level_clamp: f32,
    pub border_color: [f32; 4],
    pub reserved: [c_int; 12],
}

/// `CUDA_ARRAY_DESCRIPTOR`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct CuArrayDescriptor {
    pub width: usize,
    pub height: usize,
    pub format: c_uint,
    pub num_channels: c_uint,
}

const _: () = assert!(std::mem::size_of::<CuResourceDesc>() == 144);
const _: () = assert!(std::mem::size_of::<CuTextureDesc>() == 104);

/// `CU_TRSF_READ_AS_INTEGER`, `CU_TRSF_NORMALIZED_COORDINATES`.
pub(super) const TRSF_READ_AS_INTEGER: c_uint = 1;
pub(super) const TRSF_NORMALIZED_COORDINATES: c_uint = 2;

/// The format of a `CUarray_format` and a channel count.
fn format_of(call: &str, f: c_uint, n: c_uint) -> Result<(Format, u8), i32> {
    let format = match f {
        0x01 => Format::U8,
        0x02 => Format::U16,
        0x03 => Format::U32,
        0x08 => Format::S8,
        0x09 => Format::S16,
        0x0a => Format::S32,
        0x20 => Format::F32,
        0x10 => Format::F16,
        _ => {
            eprintln!("fermi-sim: {call}: array format {f:#x}: fermi-sim's textures have 8-, 16- or 32-bit integer channels or 16- or 32-bit float channels (docs/texture.md)");
            return Err(cu::NOT_SUPPORTED);
        }
    };
    if !matches!(n, 1 | 2 | 4) {
        eprintln!("fermi-sim: {call}: {n} channels: a texture element here has 1, 2 or 4");
        return Err(cu::INVALID_VALUE);
    }
    Ok((format, n as u8))
}

/// The `CUarray_format` of a format.
pub(super) fn cu_format(f: Format) -> c_uint {
    match f {
        Format::U8 => 0x01,
        Format::U16 => 0x02,
        Format::U32 => 0x03,
        Format::S8 => 0x08,
        Format::S16 => 0x09,
        Format::S32 => 0x0a,
        Format::F32 => 0x20,
        Format::F16 => 0x10,
    }
}

/// The runtime's texture descriptor of a driver one.
fn runtime_desc(t: &CuTextureDesc) -> TextureDesc {
    TextureDesc {
        address_mode: t.address_mode,
        filter_mode: t.filter_mode,
        read_mode: c_int::from(t.flags & TRSF_READ_AS_INTEGER == 0),
        border_color: t.border_color,
        normalized_coords: c_int::from(t.flags & TRSF_NORMALIZED_COORDINATES != 0),
        max_anisotropy: t.max_anisotropy,
        mipmap_filter_mode: t.mipmap_filter_mode,
        mipmap_level_bias: t.mipmap_level_bias,
        min_mipmap_level_clamp: t.min_mipmap_level_clamp,
        max_mipmap_level_clamp: t.max_mipmap_level_clamp,
        ..TextureDesc::default()
    }
}

/// The runtime's errors as the driver's.
pub(super) fn cu_error(e: i32) -> i32 {
    match e {
        err::INVALID_PITCH_VALUE => cu::INVALID_VALUE,
        err::INVALID_RESOURCE_HANDLE => cu::INVALID_HANDLE,
        err::MEMORY_ALLOCATION => cu::OUT_OF_MEMORY,
        e => from_runtime(e),
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuTexObjectCreate(
    obj: *mut u64,
    res: *const CuResourceDesc,
    tex: *const CuTextureDesc,
    view: *const c_void,
) -> i32 {
    const CALL: &str = "cuTexObjectCreate";
    if obj.is_null() || res.is_null() || tex.is_null() {
        return cu::INVALID_VALUE;
    }
    if !view.is_null() {
        eprintln!("fermi-sim: {CALL}: resource views are not supported (pass NULL)");
        return cu::NOT_SUPPORTED;
    }
    let (res, td) = (*res, runtime_desc(&*tex));
    let mut h = 0;
    let e = with_st(|st| {
        // SAFETY: each arm reads the union member its `res_type` names.
        let r = match res.res_type {
            0 => {
                let mut rd: crate::texture::ResourceDesc = std::mem::zeroed();
                rd.res.array = res.res.array;
                st.create_texture(CALL, &rd, &td)
            }
            2 => {
                let l = res.res.linear;
                format_of(CALL, l.format, l.num_channels)
                    .and_then(|f| st.texture_linear(CALL, l.dev_ptr, f, l.size_in_bytes, td))
            }
            3 => {
                let p = res.res.pitch2d;
                format_of(CALL, p.format, p.num_channels).and_then(|f| {
                    st.texture_pitch2d(
                        CALL,
                        p.dev_ptr,
                        f,
                        (p.width, p.height, p.pitch_in_bytes),
                        td,
                    )
                })
            }
            t => {
                eprintln!("fermi-sim: {CALL}: resource type {t} is not supported (fermi-sim's texture objects view an array (0), linear memory (2) or pitched 2D memory (3))");
                Err(if t == 1 {
                    cu::NOT_SUPPORTED
                } else {
                    cu::INVALID_VALUE
                })
            }
        };
        match r {
            Ok(x) => {
                h = x;
                cu::SUCCESS
            }
            Err(e) => cu_error(e),
        }
    });
    if e == cu::SUCCESS {
        *obj = h;
    }
    e
}

#[no_mangle]
pub extern "C" fn cuTexObjectDestroy(obj: u64) -> i32 {
    with_st(|st| match st.tex.objects.remove(&obj) {
        Some(_) => cu::SUCCESS,
        None => cu::INVALID_VALUE,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuTexObjectGetResourceDesc(out: *mut CuResourceDesc, obj: u64) -> i32 {
    let mut found = None;
    let e = with_st(
        |st| match st.tex_object("cuTexObjectGetResourceDesc", obj) {
            Ok(o) => {
                found = Some(o.clone());
                cu::SUCCESS
            }
            Err(_) => cu::INVALID_VALUE,
        },
    );
    let Some(o) = found else {
        return e;
    };
    let mut r: CuResourceDesc = std::mem::zeroed();
    r.res_type = o.res_type;
    let (f, n) = (cu_format(o.spec.format.0), o.spec.format.1 as c_uint);
    match o.res_type {
        0 => r.res.array = o.addr,
        2 => {
            r.res.linear = CuResLinear {
                dev_ptr: o.addr,
                format: f,
                num_channels: n,
                size_in_bytes: o.size_in_bytes,
            }
        }
        _ => {
            r.res.pitch2d = CuResPitch2D {
                dev_ptr: o.addr,
                format: f,
                num_channels: n,
                width: o.spec.dims.0 as usize,
                height: o.spec.dims.1 as usize,
                pitch_in_bytes: o.spec.pitch as usize,
            }
        }
    }
    put(out, r)
}

#[no_mangle]
pub unsafe extern "C" fn cuTexObjectGetTextureDesc(out: *mut CuTextureDesc, obj: u64) -> i32 {
    let mut found = None;
    let e = with_st(|st| match st.tex_object("cuTexObjectGetTextureDesc", obj) {
        Ok(o) => {
            found = Some(o.tex);
            cu::SUCCESS
        }
        Err(_) => cu::INVALID_VALUE,
    });
    let Some(t) = found else {
        return e;
    };
    let flags = if t.read_mode == 0 {
        TRSF_READ_AS_INTEGER
    } else {
        0
    } | if t.normalized_coords != 0 {
        TRSF_NORMALIZED_COORDINATES
    } else {
        0
    };
    put(
        out,
        CuTextureDesc {
            address_mode: t.address_mode,
            filter_mode: t.filter_mode,
            flags,
            max_anisotropy: t.max_anisotropy,
            mipmap_filter_mode: t.mipmap_filter_mode,
            mipmap_level_bias: t.mipmap_level_bias,
            min_mipmap_level_clamp: t.min_mipmap_level_clamp,
            max_mipmap_level_clamp: t.max_mipmap_level_clamp,
            border_color: t.border_color,
            reserved: [0; 12],
        },
    )
}

#[no_mangle]
pub unsafe extern "C" fn cuArrayCreate_v2(array: *mut u64, desc: *const CuArrayDescriptor) -> i32 {
    const CALL: &str = "cuArrayCreate";
    if array.is_null() || desc.is_null() {
        return cu::INVALID_VALUE;
    }
    let d = *desc;
    let mut a = 0;
    let e = with_st(|st| {
        let f = match format_of(CALL, d.format, d.num_channels) {
            Ok(f) => f,
            Err(e) => return e,
        };
        let extent = Extent {
            width: d.width,
            height: d.height,
            depth: 0,
        };
        match st.malloc_array(CALL, &crate::texture::channel_desc(f), extent, 0) {
            Ok(x) => {
                a = x;
                cu::SUCCESS
            }
            Err(e) => cu_error(e),
        }
    });
    if e == cu::SUCCESS {
        *array = a;
    }
    e
}

#[no_mangle]
pub unsafe extern "C" fn cuArrayGetDescriptor_v2(out: *mut CuArrayDescriptor, array: u64) -> i32 {
    let mut found = None;
    let e = with_st(|st| match st.array("cuArrayGetDescriptor", array) {
        Ok(a) => {
            found = Some(a);
            cu::SUCCESS
        }
        Err(e) => cu_error(e),
    });
    let Some(a) = found else {
        return e;
    };
    put(
        out,
        CuArrayDescriptor {
            width: a.extent.width,
            height: a.extent.height,
            format: cu_format(a.format),
            num_channels: a.channels as c_uint,
        },
    )
}

#[no_mangle]
pub extern "C" fn cuArrayDestroy(array: u64) -> i32 {
    with_st(|st| {
        if let Err(e) = st.array("cuArrayDestroy", array) {
            return cu_error(e);
        }
        if st.level_owner(array).is_some() {
            eprintln!("fermi-sim: cuArrayDestroy: {array:#x} is a level of a mipmapped array");
            return cu::INVALID_VALUE;
        }
        st.tex.arrays.remove(&array);
        cu_error(st.free("cuArrayDestroy", array, &[None]))
    })
}

/// Byte `offset` of an array as (byte in row, row).
fn array_at(st: &State, call: &str, array: u64, offset: usize) -> Result<(usize, usize), i32> {
    let a = st.array(call, array).map_err(cu_error)?;
    let row = (format_bytes(a.format) as usize * a.channels as usize * a.extent.width).max(1);
    Ok((offset % row, offset / row))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyHtoA_v2(
    dst: u64,
    offset: usize,
    src: *const c_void,
    count: usize,
) -> i32 {
    const CALL: &str = "cuMemcpyHtoA";
    with_st(|st| match array_at(st, CALL, dst, offset) {
        Ok((w, h)) => cu_error(st.memcpy_array_flat(CALL, dst, w, h, src as u64, count, 1, true)),
        Err(e) => e,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyAtoH_v2(
    dst: *mut c_void,
    src: u64,
    offset: usize,
    count: usize,
) -> i32 {
    const CALL: &str = "cuMemcpyAtoH";
    with_st(|st| match array_at(st, CALL, src, offset) {
        Ok((w, h)) => cu_error(st.memcpy_array_flat(CALL, src, w, h, dst as u64, count, 2, false)),
        Err(e) => e,
    })
}

// ---- Texture references ----

use crate::texture::{RefMemory, TexRef, REF_BASE};

/// Run `f` on texture reference `r`, or `CUDA_ERROR_INVALID_HANDLE` for a handle that names none.
pub(super) fn with_ref(call: &str, r: u64, f: impl FnOnce(&mut State, &mut TexRef) -> i32) -> i32 {
    with_st(|st| {
        let Some(mut t) = st.tex.refs.get(&r).cloned() else {
            eprintln!("fermi-sim: {call}: {r:#x} is not a texture reference of cuModuleGetTexRef");
            return cu::INVALID_HANDLE;
        };
        let e = f(st, &mut t);
        st.tex.refs.insert(r, t);
        e
    })
}

/// `cuModuleGetTexRef`: the handle of the module's texture reference `name` (a `.texref` or old
/// `.tex` variable), the same for every call with that name.
#[no_mangle]
pub unsafe extern "C" fn cuModuleGetTexRef(
    out: *mut u64,
    module: usize,
    name: *const c_char,
) -> i32 {
    module_ref(
        "cuModuleGetTexRef",
        "texture",
        out,
        module,
        name,
        |st, mi, n| match st
            .tex
            .refs
            .iter()
            .find(|(_, r)| r.module == mi && r.name == n)
        {
            Some((&h, _)) => h,
            None => {
                let h = REF_BASE + st.tex.refs.len() as u64;
                let tex = TextureDesc {
                    address_mode: [1; 3],
                    // Flags 0: read as normalised floats (`cuTexRefGetFlags` reads it back).
                    read_mode: 1,
                    ..TextureDesc::default()
                };
                st.tex.refs.insert(
                    h,
                    TexRef {
                        module: mi,
                        name: n.to_string(),
                        memory: RefMemory::None,
                        format: None,
                        tex,
                    },
                );
                h
            }
        },
    )
}

/// What `cuModuleGetTexRef` and `cuModuleGetSurfRef` share: the arguments' checks, the module,
/// and that it declares a variable `name`; `handle` finds or makes the reference's handle
/// (module index and name given), which goes to `out`.
pub(super) unsafe fn module_ref(
    call: &str,
    what: &str,
    out: *mut u64,
    module: usize,
    name: *const c_char,
    handle: impl FnOnce(&mut State, usize, &str) -> u64,
) -> i32 {
    if out.is_null() || name.is_null() {
        return cu::INVALID_VALUE;
    }
    let n = CStr::from_ptr(name).to_string_lossy().into_owned();
    let mut h = 0;
    let e = with_st(|st| {
        let Some(mi) = module_index(st, module) else {
            return cu::INVALID_HANDLE;
        };
        if !st
            .vars_of(mi)
            .is_some_and(|v| v.iter().any(|v| v.name == n))
        {
            eprintln!("fermi-sim: {call}: the module has no {what} reference `{n}`");
            return cu::NOT_FOUND;
        }
        h = handle(st, mi, &n);
        cu::SUCCESS
    });
    if e == cu::SUCCESS {
        *out = h;
    }
    e
}

#[no_mangle]
pub unsafe extern "C" fn cuTexRefSetAddress_v2(
    offset: *mut usize,
    r: u64,
    dptr: u64,
    bytes: usize,
) -> i32 {
    const CALL: &str = "cuTexRefSetAddress";
    let e = with_ref(CALL, r, |st, t| {
        if bytes == 0 || !st.is_dev_range(dptr, bytes as u64) {
            eprintln!("fermi-sim: {CALL}: {bytes} bytes at {dptr:#x} are not device memory of one allocation");
            return cu::INVALID_VALUE;
        }
        t.memory = RefMemory::Linear(dptr, bytes as u64);
        cu::SUCCESS
    });
    if e == cu::SUCCESS && !offset.is_null() {
        *offset = 0;
    }
    e
}

#[no_mangle]
pub unsafe extern "C" fn cuTexRefSetAddress2D_v3(
    r: u64,
    desc: *const CuArrayDescriptor,
    dptr: u64,
    pitch: usize,
) -> i32 {
    const CALL: &str = "cuTexRefSetAddress2D";
    if desc.is_null() {
        return cu::INVALID_VALUE;
    }
    let d = *desc;
    with_ref(CALL, r, |st, t| {
        let f = match format_of(CALL, d.format, d.num_channels) {
            Ok(f) => f,
            Err(e) => return e,
        };
        let (Ok(w @ 1..), Ok(h @ 1..)) = (u32::try_from(d.width), u32::try_from(d.height)) else {
            eprintln!(
                "fermi-sim: {CALL}: {}x{} is not a texture's size",
                d.width, d.height
            );
            return cu::INVALID_VALUE;
        };
        let row = format_bytes(f.0) * f.1 as u64 * w as u64;
        let bytes = (pitch as u64)
            .saturating_mul(h as u64 - 1)
            .saturating_add(row);
        if (pitch as u64) < row || !st.is_dev_range(dptr, bytes) {
            eprintln!("fermi-sim: {CALL}: {h} rows of {row} bytes, {pitch} apart, at {dptr:#x} are not device memory of one allocation (or the pitch is below a row)");
            return cu::INVALID_VALUE;
        }
        t.format = Some(f);
        t.memory = RefMemory::Pitch2D(dptr, w, h, pitch as u64);
        cu::SUCCESS
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefSetArray(r: u64, array: u64, _flags: c_uint) -> i32 {
    with_ref("cuTexRefSetArray", r, |st, t| {
        match st.array("cuTexRefSetArray", array) {
            Ok(a) => {
                t.format = Some((a.format, a.channels));
                t.memory = RefMemory::Array(array);
                cu::SUCCESS
            }
            Err(e) => cu_error(e),
        }
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefSetFormat(r: u64, format: c_uint, channels: c_int) -> i32 {
    const CALL: &str = "cuTexRefSetFormat";
    with_ref(CALL, r, |_, t| {
        match format_of(CALL, format, channels.max(0) as c_uint) {
            Ok(f) => {
                t.format = Some(f);
                cu::SUCCESS
            }
            Err(e) => e,
        }
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefSetAddressMode(r: u64, dim: c_int, mode: c_int) -> i32 {
    with_ref("cuTexRefSetAddressMode", r, |_, t| {
        if !(0..3).contains(&dim) || !(0..4).contains(&mode) {
            eprintln!("fermi-sim: cuTexRefSetAddressMode: dimension {dim} (0..2), mode {mode} (0 wrap, 1 clamp, 2 mirror, 3 border)");
            return cu::INVALID_VALUE;
        }
        t.tex.address_mode[dim as usize] = mode;
        cu::SUCCESS
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefSetFilterMode(r: u64, mode: c_int) -> i32 {
    with_ref("cuTexRefSetFilterMode", r, |_, t| {
        if !(0..2).contains(&mode) {
            eprintln!("fermi-sim: cuTexRefSetFilterMode: mode {mode} (0 point, 1 linear)");
            return cu::INVALID_VALUE;
        }
        t.tex.filter_mode = mode;
        cu::SUCCESS
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefSetFlags(r: u64, flags: c_uint) -> i32 {
    with_ref("cuTexRefSetFlags", r, |_, t| {
        t.tex.normalized_coords = c_int::from(flags & TRSF_NORMALIZED_COORDINATES != 0);
        t.tex.read_mode = c_int::from(flags & TRSF_READ_AS_INTEGER == 0);
        cu::SUCCESS
    })
}

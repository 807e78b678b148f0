//! The getters of Driver API texture references (docs/host-api.md, "The Driver API"):
//! `cuTexRefGetAddress`, `cuTexRefGetArray`, `cuTexRefGetAddressMode`, `cuTexRefGetFilterMode`,
//! `cuTexRefGetFlags` and `cuTexRefGetFormat` read back what the setters of texture.rs stored.

use super::*;
use crate::texture::RefMemory;
use texture::{cu_format, with_ref, TRSF_NORMALIZED_COORDINATES, TRSF_READ_AS_INTEGER};

/// `cuTexRefGetAddress`: the device address bound with `cuTexRefSetAddress` or
/// `cuTexRefSetAddress2D`; `CUDA_ERROR_INVALID_VALUE` when the reference is bound to no memory
/// range (none, or an array).
#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetAddress_v2(out: *mut u64, r: u64) -> i32 {
    if out.is_null() {
        return cu::INVALID_VALUE;
    }
    let mut a = 0;
    let e = with_ref("cuTexRefGetAddress", r, |_, t| match t.memory {
        RefMemory::Linear(x, _) | RefMemory::Pitch2D(x, ..) => {
            a = x;
            cu::SUCCESS
        }
        _ => cu::INVALID_VALUE,
    });
    if e == cu::SUCCESS {
        *out = a;
    }
    e
}

/// `cuTexRefGetArray`: the array bound with `cuTexRefSetArray`; `CUDA_ERROR_INVALID_VALUE` when
/// the reference is bound to none.
#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetArray(out: *mut u64, r: u64) -> i32 {
    if out.is_null() {
        return cu::INVALID_VALUE;
    }
    let mut a = 0;
    let e = with_ref("cuTexRefGetArray", r, |_, t| match t.memory {
        RefMemory::Array(x) => {
            a = x;
            cu::SUCCESS
        }
        _ => cu::INVALID_VALUE,
    });
    if e == cu::SUCCESS {
        *out = a;
    }
    e
}

/// `cuTexRefGetAddressMode`: the address mode of dimension `dim` (0..2).
#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetAddressMode(out: *mut c_int, r: u64, dim: c_int) -> i32 {
    if out.is_null() || !(0..3).contains(&dim) {
        return cu::INVALID_VALUE;
    }
    let mut m = 0;
    let e = with_ref("cuTexRefGetAddressMode", r, |_, t| {
        m = t.tex.address_mode[dim as usize];
        cu::SUCCESS
    });
    if e == cu::SUCCESS {
        *out = m;
    }
    e
}

/// `cuTexRefGetFilterMode`: 0 point, 1 linear.
#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetFilterMode(out: *mut c_int, r: u64) -> i32 {
    if out.is_null() {
        return cu::INVALID_VALUE;
    }
    let mut m = 0;
    let e = with_ref("cuTexRefGetFilterMode", r, |_, t| {
        m = t.tex.filter_mode;
        cu::SUCCESS
    });
    if e == cu::SUCCESS {
        *out = m;
    }
    e
}

/// `cuTexRefGetFlags`: `CU_TRSF_READ_AS_INTEGER` and `CU_TRSF_NORMALIZED_COORDINATES` as
/// `cuTexRefSetFlags` set them (0 for a new reference).
#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetFlags(out: *mut c_uint, r: u64) -> i32 {
    if out.is_null() {
        return cu::INVALID_VALUE;
    }
    let mut f = 0;
    let e = with_ref("cuTexRefGetFlags", r, |_, t| {
        if t.tex.normalized_coords != 0 {
            f |= TRSF_NORMALIZED_COORDINATES;
        }
        if t.tex.read_mode == 0 {
            f |= TRSF_READ_AS_INTEGER;
        }
        cu::SUCCESS
    });
    if e == cu::SUCCESS {
        *out = f;
    }
    e
}

/// `cuTexRefGetFormat`: the `CUarray_format` and channel count (of `cuTexRefSetFormat`, or of
/// the array or 2D memory bound); 0 and 0 for a reference without a format. Either pointer may
/// be NULL.
#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetFormat(
    format: *mut c_uint,
    channels: *mut c_int,
    r: u64,
) -> i32 {
    if format.is_null() && channels.is_null() {
        return cu::INVALID_VALUE;
    }
    let mut got = None;
    let e = with_ref("cuTexRefGetFormat", r, |_, t| {
        got = t.format;
        cu::SUCCESS
    });
    if e == cu::SUCCESS {
        let (f, n) = got.map_or((0, 0), |(f, n)| (cu_format(f), n as c_int));
        if !format.is_null() {
            *format = f;
        }
        if !channels.is_null() {
            *channels = n;
        }
    }
    e
}

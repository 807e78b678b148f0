//! Driver API surfaces (docs/host-api.md, "Surfaces"): `cuSurfObjectCreate` over a `CUarray`
//! and a module's surface references (`cuModuleGetSurfRef`, `cuSurfRefSetArray`), on the
//! runtime's surface objects and arrays (host/src/surface.rs): a `CUsurfObject` is a
//! `cudaSurfaceObject_t`, a `CUarray` a `cudaArray_t`.

use super::*;
use crate::surface::{SurfRef, SURF_REF_BASE};
use texture::CuResourceDesc;

#[no_mangle]
pub unsafe extern "C" fn cuSurfObjectCreate(obj: *mut u64, res: *const CuResourceDesc) -> i32 {
    const CALL: &str = "cuSurfObjectCreate";
    if obj.is_null() || res.is_null() {
        return cu::INVALID_VALUE;
    }
    let res = *res;
    if res.res_type != 0 {
        eprintln!(
            "fermi-sim: {CALL}: resource type {} is not an array (a surface views a CUDA array, type 0)",
            res.res_type
        );
        return cu::INVALID_VALUE;
    }
    let mut h = 0;
    // SAFETY: `res_type` 0 names the array member.
    let e = with_st(|st| match st.create_surface(CALL, res.res.array) {
        Ok(x) => {
            h = x;
            cu::SUCCESS
        }
        Err(e) => texture::cu_error(e),
    });
    if e == cu::SUCCESS {
        *obj = h;
    }
    e
}

#[no_mangle]
pub extern "C" fn cuSurfObjectDestroy(obj: u64) -> i32 {
    with_st(|st| match st.destroy_surface("cuSurfObjectDestroy", obj) {
        Ok(()) => cu::SUCCESS,
        Err(_) => cu::INVALID_HANDLE,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuSurfObjectGetResourceDesc(out: *mut CuResourceDesc, obj: u64) -> i32 {
    if out.is_null() {
        return cu::INVALID_VALUE;
    }
    let mut a = 0;
    let e = with_st(|st| match st.tex.surfaces.get(&obj) {
        Some(&x) => {
            a = x;
            cu::SUCCESS
        }
        None => cu::INVALID_HANDLE,
    });
    if e == cu::SUCCESS {
        let mut d: CuResourceDesc = std::mem::zeroed();
        d.res.array = a;
        *out = d;
    }
    e
}

/// `cuModuleGetSurfRef`: the handle of the module's surface reference `name` (a `.surfref`
/// variable), the same for every call with that name.
#[no_mangle]
pub unsafe extern "C" fn cuModuleGetSurfRef(
    out: *mut u64,
    module: usize,
    name: *const c_char,
) -> i32 {
    texture::module_ref(
        "cuModuleGetSurfRef",
        "surface",
        out,
        module,
        name,
        |st, mi, n| match st
            .tex
            .surf_refs
            .iter()
            .find(|(_, r)| r.module == mi && r.name == n)
        {
            Some((&h, _)) => h,
            None => {
                let h = SURF_REF_BASE + st.tex.surf_refs.len() as u64;
                st.tex.surf_refs.insert(
                    h,
                    SurfRef {
                        module: mi,
                        name: n.to_string(),
                        array: None,
                    },
                );
                h
            }
        },
    )
}

/// `cuSurfRefSetArray`: bind an array to a surface reference; launches of its module bind it.
#[no_mangle]
pub extern "C" fn cuSurfRefSetArray(r: u64, array: u64, _flags: c_uint) -> i32 {
    const CALL: &str = "cuSurfRefSetArray";
    with_st(|st| {
        if let Err(e) = st.array(CALL, array) {
            return texture::cu_error(e);
        }
        match st.tex.surf_refs.get_mut(&r) {
            Some(s) => {
                s.array = Some(array);
                cu::SUCCESS
            }
            None => {
                eprintln!(
                    "fermi-sim: {CALL}: {r:#x} is not a surface reference of cuModuleGetSurfRef"
                );
                cu::INVALID_HANDLE
            }
        }
    })
}

/// `cuSurfRefGetArray`: the array bound to a surface reference.
#[no_mangle]
pub unsafe extern "C" fn cuSurfRefGetArray(out: *mut u64, r: u64) -> i32 {
    if out.is_null() {
        return cu::INVALID_VALUE;
    }
    let mut a = None;
    let e = with_st(|st| match st.tex.surf_refs.get(&r) {
        Some(s) => {
            a = s.array;
            cu::SUCCESS
        }
        None => cu::INVALID_HANDLE,
    });
    match (e, a) {
        (cu::SUCCESS, Some(a)) => {
            *out = a;
            cu::SUCCESS
        }
        (cu::SUCCESS, None) => cu::INVALID_VALUE,
        (e, _) => e,
    }
}

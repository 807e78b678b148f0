//! Driver API libraries (CUDA 12's context-independent modules): a library is a module, a
//! kernel is a function handle. A file of its own: one concern of the Driver API (`mod.rs` has
//! devices and contexts).

use super::*;

// ---- Libraries (CUDA 12's context-independent modules): a library is a module, a kernel is a
// function handle ----

/// `cuLibraryLoadData`: as `cuModuleLoadData`; the library handle is the module's.
#[no_mangle]
pub unsafe extern "C" fn cuLibraryLoadData(
    lib: *mut usize,
    code: *const c_void,
    _jo: *mut c_int,
    _jv: *mut *mut c_void,
    _njo: c_uint,
    _lo: *mut c_int,
    _lv: *mut *mut c_void,
    _nlo: c_uint,
) -> i32 {
    load_data(lib, code, "cuLibraryLoadData")
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryLoadFromFile(
    lib: *mut usize,
    path: *const c_char,
    _jo: *mut c_int,
    _jv: *mut *mut c_void,
    _njo: c_uint,
    _lo: *mut c_int,
    _lv: *mut *mut c_void,
    _nlo: c_uint,
) -> i32 {
    cuModuleLoad(lib, path)
}

#[no_mangle]
pub extern "C" fn cuLibraryUnload(lib: usize) -> i32 {
    cuModuleUnload(lib)
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetModule(m: *mut usize, lib: usize) -> i32 {
    let mut okay = false;
    with_st(|st| {
        okay = module_index(st, lib).is_some();
        cu::SUCCESS
    });
    if !okay {
        return cu::INVALID_HANDLE;
    }
    put(m, lib)
}

/// `cuLibraryGetKernel`: the function handle (a kernel and its function are one handle).
#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetKernel(k: *mut usize, lib: usize, name: *const c_char) -> i32 {
    cuModuleGetFunction(k, lib, name)
}

#[no_mangle]
pub unsafe extern "C" fn cuKernelGetFunction(f: *mut usize, k: usize) -> i32 {
    if function(k).is_none() {
        return cu::INVALID_HANDLE;
    }
    put(f, k)
}

#[no_mangle]
pub unsafe extern "C" fn cuKernelGetLibrary(lib: *mut usize, k: usize) -> i32 {
    match function(k) {
        Some((mi, _)) => put(lib, module_handle(mi)),
        None => cu::INVALID_HANDLE,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetGlobal(
    dptr: *mut u64,
    bytes: *mut usize,
    lib: usize,
    name: *const c_char,
) -> i32 {
    cuModuleGetGlobal_v2(dptr, bytes, lib, name)
}

#[no_mangle]
pub unsafe extern "C" fn cuKernelGetAttribute(
    v: *mut c_int,
    attr: c_int,
    k: usize,
    _dev: c_int,
) -> i32 {
    cuFuncGetAttribute(v, attr, k)
}

#[no_mangle]
pub extern "C" fn cuKernelSetAttribute(attr: c_int, v: c_int, k: usize, _dev: c_int) -> i32 {
    cuFuncSetAttribute(k, attr, v)
}

#[no_mangle]
pub extern "C" fn cuKernelSetCacheConfig(k: usize, _c: c_int, _dev: c_int) -> i32 {
    if function(k).is_none() {
        return cu::INVALID_HANDLE;
    }
    cu::SUCCESS
}

/// `cuKernelGetName` / `cuFuncGetName`: the PTX name (kept with the handle).
#[no_mangle]
pub unsafe extern "C" fn cuKernelGetName(name: *mut *const c_char, k: usize) -> i32 {
    let r = drv(|d| {
        let b = d
            .funcs
            .iter()
            .find(|b| &***b as *const (usize, String) as usize == k)?;
        let c = CString::new(b.1.clone()).ok()?;
        let p = c.as_ptr();
        d.names.push(c);
        Some(p)
    });
    match r {
        Some(p) => put(name, p),
        None => cu::INVALID_HANDLE,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuFuncGetName(name: *mut *const c_char, f: usize) -> i32 {
    cuKernelGetName(name, f)
}

/// `cuKernelGetParamInfo` / `cuFuncGetParamInfo`: a parameter's offset and size.
#[no_mangle]
pub unsafe extern "C" fn cuKernelGetParamInfo(
    k: usize,
    i: usize,
    off: *mut usize,
    size: *mut usize,
) -> i32 {
    let Some((mi, name)) = function(k) else {
        return cu::INVALID_HANDLE;
    };
    let mut r = None;
    with_st(|st| {
        if let Ok(p) = st.kernel_params(mi, &name) {
            r = p.get(i).map(|p| (p.offset as usize, p.size as usize));
        }
        cu::SUCCESS
    });
    let Some((o, s)) = r else {
        return cu::INVALID_VALUE;
    };
    if !off.is_null() {
        *off = o;
    }
    if !size.is_null() {
        *size = s;
    }
    cu::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuFuncGetParamInfo(
    f: usize,
    i: usize,
    off: *mut usize,
    size: *mut usize,
) -> i32 {
    cuKernelGetParamInfo(f, i, off, size)
}

//! The Driver API linker (`cuLinkCreate`, `cuLinkAddData`, `cuLinkComplete`): PTX inputs joined
//! into one module. A file of its own: one concern of the Driver API (`mod.rs` has devices and
//! contexts).

use super::*;

// ---- Linking (PTX inputs) ----

#[no_mangle]
pub unsafe extern "C" fn cuLinkCreate_v2(
    _n: c_uint,
    _o: *mut c_int,
    _v: *mut *mut c_void,
    state: *mut usize,
) -> i32 {
    if state.is_null() {
        return cu::INVALID_VALUE;
    }
    *state = drv(|d| {
        let h = handle(d);
        d.links.insert(h, Vec::new());
        h
    });
    cu::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkCreate(
    n: c_uint,
    o: *mut c_int,
    v: *mut *mut c_void,
    state: *mut usize,
) -> i32 {
    cuLinkCreate_v2(n, o, v, state)
}

pub(super) const JIT_INPUT_PTX: c_int = 1;
pub(super) const JIT_INPUT_FATBINARY: c_int = 2;

pub(super) fn link_add(state: usize, ty: c_int, text: Result<String, String>, what: &str) -> i32 {
    if ty != JIT_INPUT_PTX && ty != JIT_INPUT_FATBINARY {
        eprintln!("fermi-sim: cuLinkAdd: {what}: only PTX inputs (CU_JIT_INPUT_PTX) and fat binaries holding PTX link here (input type {ty})");
        return cu::NOT_SUPPORTED;
    }
    let text = match text {
        Ok(t) => t,
        Err(m) => {
            eprintln!("fermi-sim: cuLinkAdd: {what}: {m}");
            return cu::INVALID_IMAGE;
        }
    };
    drv(|d| match d.links.get_mut(&state) {
        Some(v) => {
            v.push(text);
            cu::SUCCESS
        }
        None => cu::INVALID_HANDLE,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkAddData_v2(
    state: usize,
    ty: c_int,
    data: *mut c_void,
    size: usize,
    name: *const c_char,
    _n: c_uint,
    _o: *mut c_int,
    _v: *mut *mut c_void,
) -> i32 {
    if data.is_null() {
        return cu::INVALID_VALUE;
    }
    let what = if name.is_null() {
        "input".to_string()
    } else {
        CStr::from_ptr(name).to_string_lossy().into_owned()
    };
    let text = if ty == JIT_INPUT_PTX {
        let b = std::slice::from_raw_parts(data as *const u8, size);
        let b = b.split(|&c| c == 0).next().unwrap_or(b);
        Ok(String::from_utf8_lossy(b).into_owned())
    } else {
        image_text(data)
    };
    link_add(state, ty, text, &what)
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkAddData(
    state: usize,
    ty: c_int,
    data: *mut c_void,
    size: usize,
    name: *const c_char,
    n: c_uint,
    o: *mut c_int,
    v: *mut *mut c_void,
) -> i32 {
    cuLinkAddData_v2(state, ty, data, size, name, n, o, v)
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkAddFile_v2(
    state: usize,
    ty: c_int,
    path: *const c_char,
    _n: c_uint,
    _o: *mut c_int,
    _v: *mut *mut c_void,
) -> i32 {
    if path.is_null() {
        return cu::INVALID_VALUE;
    }
    let p = CStr::from_ptr(path).to_string_lossy().into_owned();
    let text = match std::fs::read(&p) {
        Ok(mut b) => {
            b.push(0);
            if ty == JIT_INPUT_PTX {
                let t = b.split(|&c| c == 0).next().unwrap_or(&b);
                Ok(String::from_utf8_lossy(t).into_owned())
            } else {
                image_text(b.as_ptr() as *const c_void)
            }
        }
        Err(e) => {
            eprintln!("fermi-sim: cuLinkAddFile: cannot read `{p}`: {e}");
            return cu::FILE_NOT_FOUND;
        }
    };
    link_add(state, ty, text, &p)
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkAddFile(
    state: usize,
    ty: c_int,
    path: *const c_char,
    n: c_uint,
    o: *mut c_int,
    v: *mut *mut c_void,
) -> i32 {
    cuLinkAddFile_v2(state, ty, path, n, o, v)
}

/// `cuLinkComplete`: the "cubin" is the PTX text of the one input (NUL-terminated), which
/// `cuModuleLoadData` loads. Several inputs would need PTX linking, which is not supported.
#[no_mangle]
pub unsafe extern "C" fn cuLinkComplete(
    state: usize,
    out: *mut *mut c_void,
    size: *mut usize,
) -> i32 {
    let r = drv(|d| {
        let Some(v) = d.links.get(&state) else {
            return Err(cu::INVALID_HANDLE);
        };
        if v.len() != 1 {
            eprintln!(
                "fermi-sim: cuLinkComplete: {} inputs; linking takes exactly one PTX input here",
                v.len()
            );
            return Err(cu::NOT_SUPPORTED);
        }
        let mut b = v[0].clone().into_bytes();
        b.push(0);
        let img = d.linked.entry(state).or_default();
        *img = b;
        Ok((img.as_ptr(), img.len()))
    });
    match r {
        Ok((p, n)) => {
            if !out.is_null() {
                *out = p as *mut c_void;
            }
            if !size.is_null() {
                *size = n;
            }
            cu::SUCCESS
        }
        Err(e) => e,
    }
}

#[no_mangle]
pub extern "C" fn cuLinkDestroy(state: usize) -> i32 {
    drv(|d| {
        d.linked.remove(&state);
        match d.links.remove(&state) {
            Some(_) => cu::SUCCESS,
            None => cu::INVALID_HANDLE,
        }
    })
}

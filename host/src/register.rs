//! The registration hooks the compiler emits into each translation unit: fat binaries, kernels,
//! variables and the `<<<...>>>` call configuration.

use crate::state::{with, Module};
use crate::{err, fatbin, Dim3};
use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::sync::Arc;

// ---- Registration (called by the constructor clang emits into each translation unit) ----

/// `__cudaRegisterFatBinary`: load the PTX of the fat binary. The handle is the module's index
/// (boxed, as a `void **`); a module whose PTX does not load is kept with its error, which a
/// launch of one of its kernels reports.
#[no_mangle]
pub unsafe extern "C" fn __cudaRegisterFatBinary(fat: *const c_void) -> *mut *mut c_void {
    let prog = read_fatbin(fat).and_then(|(arch, text)| {
        let name = format!("fat binary (compute_{arch})");
        fermi_sim::launch::load_ptx_text(&name, &text)
            .map(Arc::new)
            .map_err(|e| format!("its PTX does not load: {e}"))
    });
    if let Err(m) = &prog {
        eprintln!("fermi-sim: __cudaRegisterFatBinary: {m}");
    }
    let mut idx = 0usize;
    with(|st| {
        idx = st.modules.len();
        st.modules.push(Module { prog, vars: None });
        err::SUCCESS
    });
    Box::into_raw(Box::new(idx as *mut c_void))
}

/// The PTX text of a `__fatBinC_Wrapper_t`.
unsafe fn read_fatbin(fat: *const c_void) -> Result<(u32, String), String> {
    if fat.is_null() {
        return Err("null fat binary".into());
    }
    let w = fat as *const u32;
    let magic = *w;
    if magic != fatbin::WRAPPER_MAGIC {
        return Err(format!(
            "not a fat-binary wrapper (magic 0x{magic:08X}, expected 0x{:08X})",
            fatbin::WRAPPER_MAGIC
        ));
    }
    let data = *(fat as *const u8).add(8).cast::<*const u8>();
    if data.is_null() {
        return Err("the fat-binary wrapper has no data".into());
    }
    let head: [u8; 16] = std::slice::from_raw_parts(data, 16)
        .try_into()
        .unwrap_or([0; 16]);
    let size = fatbin::container_size(&head)?;
    if size > 1 << 32 {
        return Err(format!("the fat binary claims {size} bytes"));
    }
    let bytes = std::slice::from_raw_parts(data, size as usize);
    let entries = fatbin::parse(bytes)?;
    fatbin::ptx_of(&entries)
}

#[no_mangle]
pub extern "C" fn __cudaRegisterFatBinaryEnd(_handle: *mut *mut c_void) {}

#[no_mangle]
pub extern "C" fn __cudaUnregisterFatBinary(_handle: *mut *mut c_void) {}

/// `__cudaRegisterFunction`: the host stub `host_fun` launches the kernel `device_name`.
#[no_mangle]
pub unsafe extern "C" fn __cudaRegisterFunction(
    handle: *mut *mut c_void,
    host_fun: *const c_char,
    _device_fun: *mut c_char,
    device_name: *const c_char,
    _thread_limit: c_int,
    _tid: *mut c_void,
    _bid: *mut c_void,
    _bdim: *mut Dim3,
    _gdim: *mut Dim3,
    _wsize: *mut c_int,
) {
    if handle.is_null() || device_name.is_null() {
        return;
    }
    let mi = *handle as usize;
    let name = CStr::from_ptr(device_name).to_string_lossy().into_owned();
    with(|st| {
        if mi < st.modules.len() {
            st.funcs.insert(host_fun as usize, (mi, name));
        }
        err::SUCCESS
    });
}

// `__cudaRegisterVar` is in memory.rs.

#[no_mangle]
pub extern "C" fn __cudaPushCallConfiguration(
    grid: Dim3,
    block: Dim3,
    shmem: usize,
    stream: *mut c_void,
) -> c_uint {
    with(|st| {
        st.calls.push((grid, block, shmem, stream as usize));
        err::SUCCESS
    }) as c_uint
}

#[no_mangle]
pub unsafe extern "C" fn __cudaPopCallConfiguration(
    grid: *mut Dim3,
    block: *mut Dim3,
    shmem: *mut usize,
    stream: *mut *mut c_void,
) -> i32 {
    let mut c = None;
    let e = with(|st| match st.calls.pop() {
        Some(x) => {
            c = Some(x);
            err::SUCCESS
        }
        None => err::INVALID_CONFIGURATION,
    });
    if let Some((g, b, s, t)) = c {
        if !grid.is_null() {
            *grid = g;
        }
        if !block.is_null() {
            *block = b;
        }
        if !shmem.is_null() {
            *shmem = s;
        }
        if !stream.is_null() {
            *stream = t as *mut c_void;
        }
    }
    e
}

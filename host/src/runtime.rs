//! The CUDA Runtime API functions: launches, synchronisation, errors and memory (devices:
//! device.rs; streams and events: streams.rs).

use crate::state::with;
use crate::{err, error_text, Dim3};
use std::ffi::{c_char, c_int, c_void};

// ---- Launch and synchronisation ----

/// `cudaLaunchKernel`: run the grid to completion (context (start) … (compl)); a finding of the
/// checks, a deadlock or a step limit makes it `cudaErrorLaunchFailure`, also returned by the
/// next synchronising call.
#[no_mangle]
pub extern "C" fn cudaLaunchKernel(
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shmem: usize,
    _stream: *mut c_void,
) -> i32 {
    with(|st| {
        st.launch(
            func as usize,
            grid,
            block,
            args as *const *const c_void,
            shmem,
        )
    })
}

#[no_mangle]
pub extern "C" fn cudaDeviceSynchronize() -> i32 {
    with(|st| st.sync())
}

/// `cudaGetLastError`: the last error of a call, which it resets.
#[no_mangle]
pub extern "C" fn cudaGetLastError() -> i32 {
    let mut e = err::SUCCESS;
    with(|st| {
        e = std::mem::replace(&mut st.last, err::SUCCESS);
        err::SUCCESS
    });
    e
}

#[no_mangle]
pub extern "C" fn cudaPeekAtLastError() -> i32 {
    let mut e = err::SUCCESS;
    with(|st| {
        e = st.last;
        err::SUCCESS
    });
    e
}

#[no_mangle]
pub extern "C" fn cudaGetErrorString(e: i32) -> *const c_char {
    error_text(e).1.as_ptr()
}

#[no_mangle]
pub extern "C" fn cudaGetErrorName(e: i32) -> *const c_char {
    error_text(e).0.as_ptr()
}

// ---- Memory ----

#[no_mangle]
pub unsafe extern "C" fn cudaMalloc(ptr: *mut *mut c_void, size: usize) -> i32 {
    if ptr.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    let mut addr = 0u64;
    let e = with(|st| match st.malloc(size as u64) {
        Some(a) => {
            addr = a;
            err::SUCCESS
        }
        None => err::MEMORY_ALLOCATION,
    });
    if e == err::SUCCESS {
        *ptr = addr as *mut c_void;
    }
    e
}

#[no_mangle]
pub extern "C" fn cudaFree(ptr: *mut c_void) -> i32 {
    with(|st| {
        if ptr.is_null() {
            return err::SUCCESS;
        }
        match st.allocs.remove(&(ptr as u64)) {
            Some(_) => err::SUCCESS,
            None => err::INVALID_DEVICE_POINTER,
        }
    })
}

/// `cudaMemcpy` (host copy through the coherent view, between launches): kinds 0 host→host,
/// 1 host→device, 2 device→host, 3 device→device, 4 default (a pointer inside an allocation is
/// a device pointer).
#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy(
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: c_int,
) -> i32 {
    with(|st| {
        let e = st.sync();
        if e != err::SUCCESS {
            return e;
        }
        if count == 0 {
            return err::SUCCESS;
        }
        let kind = if kind == 4 {
            let d = st.alloc_of(dst as u64, count as u64).is_some();
            let s = st.alloc_of(src as u64, count as u64).is_some();
            match (s, d) {
                (false, false) => 0,
                (false, true) => 1,
                (true, false) => 2,
                (true, true) => 3,
            }
        } else {
            kind
        };
        match kind {
            0 => {
                std::ptr::copy(src as *const u8, dst as *mut u8, count);
                err::SUCCESS
            }
            1 => {
                let from = std::slice::from_raw_parts(src as *const u8, count);
                match st.dev_slice(dst as u64, count) {
                    Some(to) => {
                        to.copy_from_slice(from);
                        err::SUCCESS
                    }
                    None => bad_pointer("cudaMemcpy", "destination", dst as u64, count),
                }
            }
            2 => {
                let to = std::slice::from_raw_parts_mut(dst as *mut u8, count);
                match st.dev_slice(src as u64, count) {
                    Some(from) => {
                        to.copy_from_slice(from);
                        err::SUCCESS
                    }
                    None => bad_pointer("cudaMemcpy", "source", src as u64, count),
                }
            }
            3 => {
                let Some(from) = st.dev_slice(src as u64, count).map(|s| s.to_vec()) else {
                    return bad_pointer("cudaMemcpy", "source", src as u64, count);
                };
                match st.dev_slice(dst as u64, count) {
                    Some(to) => {
                        to.copy_from_slice(&from);
                        err::SUCCESS
                    }
                    None => bad_pointer("cudaMemcpy", "destination", dst as u64, count),
                }
            }
            _ => err::INVALID_MEMCPY_DIRECTION,
        }
    })
}

fn bad_pointer(call: &str, what: &str, addr: u64, count: usize) -> i32 {
    eprintln!(
        "fermi-sim: {call}: the {what} [{addr:#x}, {:#x}) is not inside one device allocation",
        addr.saturating_add(count as u64)
    );
    err::INVALID_VALUE
}

#[no_mangle]
pub extern "C" fn cudaMemset(ptr: *mut c_void, value: c_int, count: usize) -> i32 {
    with(|st| {
        let e = st.sync();
        if e != err::SUCCESS {
            return e;
        }
        if count == 0 {
            return err::SUCCESS;
        }
        match st.dev_slice(ptr as u64, count) {
            Some(s) => {
                s.fill(value as u8);
                err::SUCCESS
            }
            None => bad_pointer("cudaMemset", "range", ptr as u64, count),
        }
    })
}

//! The CUDA Runtime API functions: launches, synchronisation, errors and memory (devices:
//! device.rs; streams and events: streams.rs).

use crate::memory::{bad_pointer, HostKind};
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
        None => {
            eprintln!("fermi-sim: cudaMalloc: {size} bytes do not fit in the device's memory");
            err::MEMORY_ALLOCATION
        }
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
        // A pointer freed already, or not of cudaMalloc: cudaErrorInvalidValue, as CUDA 12.
        st.free("cudaFree", ptr as u64, &[None, Some(HostKind::Managed)])
    })
}

/// `cudaMemcpy` (host copy through the coherent view, between launches; `State::memcpy`).
#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy(
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: c_int,
) -> i32 {
    with(|st| st.memcpy("cudaMemcpy", dst as u64, src as u64, count, kind))
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

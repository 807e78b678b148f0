//! The CUDA Runtime API functions: launches, synchronisation, errors, memory and devices.

use crate::memory::{bad_pointer, HostKind};
use crate::state::{with, ALLOC_BASE};
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

// ---- Devices ----

#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceCount(count: *mut c_int) -> i32 {
    if count.is_null() {
        return err::INVALID_VALUE;
    }
    *count = 1;
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cudaSetDevice(device: c_int) -> i32 {
    with(|st| {
        if device != 0 {
            return err::INVALID_DEVICE;
        }
        st.device = device;
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetDevice(device: *mut c_int) -> i32 {
    if device.is_null() {
        return err::INVALID_VALUE;
    }
    let mut d = 0;
    with(|st| {
        d = st.device;
        err::SUCCESS
    });
    *device = d;
    err::SUCCESS
}

/// `cudaDeviceReset`: every allocation freed, the pending error cleared; registered kernels
/// stay (as with NVIDIA's runtime, which registers them again).
#[no_mangle]
pub extern "C" fn cudaDeviceReset() -> i32 {
    with(|st| {
        st.free_all();
        st.next = ALLOC_BASE;
        st.pending = err::SUCCESS;
        st.last = err::SUCCESS;
        for m in &mut st.modules {
            m.vars = None;
        }
        err::SUCCESS
    })
}

/// Offsets of `cudaDeviceProp` fields in CUDA 12's `driver_types.h`; the fields written lie in
/// its first 720 bytes, which every CUDA 12 struct has.
const PROP_BYTES: usize = 720;

#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceProperties_v2(prop: *mut c_void, device: c_int) -> i32 {
    if prop.is_null() {
        return err::INVALID_VALUE;
    }
    if device != 0 {
        return err::INVALID_DEVICE;
    }
    let mut cfg = None;
    with(|st| {
        cfg = Some(st.config.clone());
        err::SUCCESS
    });
    let Some(c) = cfg else { return err::UNKNOWN };
    let p = std::slice::from_raw_parts_mut(prop as *mut u8, PROP_BYTES);
    p.fill(0);
    let name = format!("fermi-sim ({})", c.name);
    let n = name.len().min(255);
    p[..n].copy_from_slice(&name.as_bytes()[..n]);
    let mut put = |off: usize, bytes: &[u8]| p[off..off + bytes.len()].copy_from_slice(bytes);
    let i = |v: u32| (v as i32).to_le_bytes();
    let z = |v: u64| v.to_le_bytes();
    put(288, &z(c.global_mem_bytes)); // totalGlobalMem
    put(296, &z(c.shared_mem_per_sm as u64)); // sharedMemPerBlock
    put(304, &i(32768)); // regsPerBlock
    put(308, &i(if c.warp_size == 0 { 32 } else { c.warp_size })); // warpSize
    put(312, &z(1 << 31)); // memPitch
    put(320, &i(c.max_threads_per_block)); // maxThreadsPerBlock
    for k in 0..3 {
        put(324 + 4 * k, &i(c.max_block[k])); // maxThreadsDim
        put(336 + 4 * k, &i(c.max_grid[k])); // maxGridSize
    }
    put(348, &i(1_150_000)); // clockRate (kHz)
    put(352, &z(c.const_mem_bytes as u64)); // totalConstMem
    put(360, &i(2)); // major: Fermi
    put(364, &i(0)); // minor
    put(368, &z(512)); // textureAlignment
    put(388, &i(c.num_sms)); // multiProcessorCount
    put(576, &i(1)); // concurrentKernels
    put(624, &i(c.max_resident_threads)); // maxThreadsPerMultiProcessor
    put(640, &z(c.shared_mem_per_sm as u64)); // sharedMemPerMultiprocessor
    put(648, &i(32768)); // regsPerMultiprocessor
    put(696, &z(c.shared_mem_per_sm as u64)); // sharedMemPerBlockOptin
    put(712, &i(c.max_resident_blocks)); // maxBlocksPerMultiProcessor
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceProperties(prop: *mut c_void, device: c_int) -> i32 {
    cudaGetDeviceProperties_v2(prop, device)
}

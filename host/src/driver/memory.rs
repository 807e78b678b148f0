//! Driver API memory: allocation, host allocation, copies in every direction, memsets and
//! pointer attributes, on the runtime's device memory. A file of its own: one concern of the
//! Driver API (`mod.rs` has devices and contexts).

use super::*;

// ---- Memory ----

#[no_mangle]
pub unsafe extern "C" fn cuMemAlloc_v2(dptr: *mut u64, size: usize) -> i32 {
    if dptr.is_null() || size == 0 {
        return cu::INVALID_VALUE;
    }
    let mut a = 0;
    let e = with_st(|st| match st.malloc(size as u64) {
        Some(x) => {
            a = x;
            cu::SUCCESS
        }
        None => cu::OUT_OF_MEMORY,
    });
    if e == cu::SUCCESS {
        *dptr = a;
    }
    e
}

#[no_mangle]
pub unsafe extern "C" fn cuMemAlloc(dptr: *mut u32, _size: c_uint) -> i32 {
    let _ = dptr;
    cu::NOT_SUPPORTED
}

#[no_mangle]
pub extern "C" fn cuMemFree_v2(dptr: u64) -> i32 {
    with_st(|st| match st.allocs.remove(&dptr) {
        Some(_) => cu::SUCCESS,
        None => cu::INVALID_VALUE,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemGetInfo_v2(free: *mut usize, total: *mut usize) -> i32 {
    let mut ft = (0, 0);
    with_st(|st| {
        let used: u64 = st.allocs.values().map(|v| v.len() as u64).sum();
        let t = st.config.global_mem_bytes;
        ft = (t.saturating_sub(used) as usize, t as usize);
        cu::SUCCESS
    });
    if !free.is_null() {
        *free = ft.0;
    }
    if !total.is_null() {
        *total = ft.1;
    }
    cu::SUCCESS
}

/// `cuMemAllocHost`: plain host memory (aligned to 256 bytes).
#[no_mangle]
pub unsafe extern "C" fn cuMemAllocHost_v2(p: *mut *mut c_void, size: usize) -> i32 {
    if p.is_null() {
        return cu::INVALID_VALUE;
    }
    let mut m: *mut c_void = std::ptr::null_mut();
    if libc::posix_memalign(&mut m, 256, size.max(1)) != 0 {
        return cu::OUT_OF_MEMORY;
    }
    *p = m;
    cu::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuMemFreeHost(p: *mut c_void) -> i32 {
    libc::free(p);
    cu::SUCCESS
}

pub(super) fn bad_range(call: &str, what: &str, addr: u64, count: usize) -> i32 {
    eprintln!(
        "fermi-sim: {call}: the {what} [{addr:#x}, {:#x}) is not inside one device allocation or module variable",
        addr.saturating_add(count as u64)
    );
    cu::INVALID_VALUE
}

/// A copy between launches: `(dst device?, src device?)`.
pub(super) unsafe fn copy(call: &str, dst: u64, src: u64, count: usize, dev: (bool, bool)) -> i32 {
    with_st(|st| {
        let e = st.sync();
        if e != cu::SUCCESS {
            return e;
        }
        if count == 0 {
            return cu::SUCCESS;
        }
        let from: Vec<u8> = if dev.1 {
            match st.dev_slice(src, count) {
                Some(s) => s.to_vec(),
                None => return bad_range(call, "source", src, count),
            }
        } else {
            std::slice::from_raw_parts(src as *const u8, count).to_vec()
        };
        if dev.0 {
            match st.dev_slice(dst, count) {
                Some(d) => d.copy_from_slice(&from),
                None => return bad_range(call, "destination", dst, count),
            }
        } else {
            std::ptr::copy(from.as_ptr(), dst as *mut u8, count);
        }
        cu::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyHtoD_v2(dst: u64, src: *const c_void, n: usize) -> i32 {
    copy("cuMemcpyHtoD", dst, src as u64, n, (true, false))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoH_v2(dst: *mut c_void, src: u64, n: usize) -> i32 {
    copy("cuMemcpyDtoH", dst as u64, src, n, (false, true))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoD_v2(dst: u64, src: u64, n: usize) -> i32 {
    copy("cuMemcpyDtoD", dst, src, n, (true, true))
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyHtoDAsync_v2(
    dst: u64,
    src: *const c_void,
    n: usize,
    _s: usize,
) -> i32 {
    cuMemcpyHtoD_v2(dst, src, n)
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoHAsync_v2(
    dst: *mut c_void,
    src: u64,
    n: usize,
    _s: usize,
) -> i32 {
    cuMemcpyDtoH_v2(dst, src, n)
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoDAsync_v2(dst: u64, src: u64, n: usize, _s: usize) -> i32 {
    cuMemcpyDtoD_v2(dst, src, n)
}

/// `cuMemcpy` (unified addressing): an address inside an allocation or module variable is a
/// device address, any other a host one.
#[no_mangle]
pub unsafe extern "C" fn cuMemcpy(dst: u64, src: u64, n: usize) -> i32 {
    let mut dev = (false, false);
    with_st(|st| {
        dev = (
            st.dev_slice(dst, n.max(1)).is_some(),
            st.dev_slice(src, n.max(1)).is_some(),
        );
        cu::SUCCESS
    });
    copy("cuMemcpy", dst, src, n, dev)
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyAsync(dst: u64, src: u64, n: usize, _s: usize) -> i32 {
    cuMemcpy(dst, src, n)
}

/// `cuMemsetD8/16/32`: `n` elements of `value`'s low bytes.
pub(super) fn memset(call: &str, dst: u64, value: u32, size: usize, n: usize) -> i32 {
    with_st(|st| {
        let e = st.sync();
        if e != cu::SUCCESS {
            return e;
        }
        let Some(bytes) = n.checked_mul(size) else {
            return cu::INVALID_VALUE;
        };
        if bytes == 0 {
            return cu::SUCCESS;
        }
        if !dst.is_multiple_of(size as u64) {
            return cu::INVALID_VALUE;
        }
        match st.dev_slice(dst, bytes) {
            Some(d) => {
                let v = value.to_le_bytes();
                for c in d.chunks_mut(size) {
                    c.copy_from_slice(&v[..size]);
                }
                cu::SUCCESS
            }
            None => bad_range(call, "range", dst, bytes),
        }
    })
}

#[no_mangle]
pub extern "C" fn cuMemsetD8_v2(dst: u64, v: u8, n: usize) -> i32 {
    memset("cuMemsetD8", dst, v as u32, 1, n)
}

#[no_mangle]
pub extern "C" fn cuMemsetD16_v2(dst: u64, v: u16, n: usize) -> i32 {
    memset("cuMemsetD16", dst, v as u32, 2, n)
}

#[no_mangle]
pub extern "C" fn cuMemsetD32_v2(dst: u64, v: u32, n: usize) -> i32 {
    memset("cuMemsetD32", dst, v, 4, n)
}

#[no_mangle]
pub extern "C" fn cuMemsetD8Async(dst: u64, v: u8, n: usize, _s: usize) -> i32 {
    cuMemsetD8_v2(dst, v, n)
}

#[no_mangle]
pub extern "C" fn cuMemsetD16Async(dst: u64, v: u16, n: usize, _s: usize) -> i32 {
    cuMemsetD16_v2(dst, v, n)
}

#[no_mangle]
pub extern "C" fn cuMemsetD32Async(dst: u64, v: u32, n: usize, _s: usize) -> i32 {
    cuMemsetD32_v2(dst, v, n)
}

/// `cuPointerGetAttribute`: context, memory type, device pointer, range start and size,
/// device ordinal of a device address; host memory is `CU_MEMORYTYPE_HOST`.
#[no_mangle]
pub unsafe extern "C" fn cuPointerGetAttribute(data: *mut c_void, attr: c_int, ptr: u64) -> i32 {
    if data.is_null() {
        return cu::INVALID_VALUE;
    }
    let mut range = None;
    with_st(|st| {
        range = st.alloc_of(ptr, 1).map(|b| (b, st.allocs[&b].len() as u64));
        cu::SUCCESS
    });
    let Some((base, size)) = range else {
        return if attr == 2 {
            put(data as *mut c_uint, 1)
        } else {
            cu::INVALID_VALUE
        };
    };
    match attr {
        1 => put(data as *mut usize, PRIMARY),
        2 => put(data as *mut c_uint, 2),
        3 => put(data as *mut u64, ptr),
        9 => put(data as *mut c_int, 0),
        11 => put(data as *mut u64, base),
        12 => put(data as *mut usize, size as usize),
        6 | 8 | 13 => put(data as *mut c_int, (attr == 13) as c_int),
        _ => cu::INVALID_VALUE,
    }
}

//! Driver API launches (`cuLaunchKernel`, `cuLaunchKernelEx`) and function attributes: the
//! arguments from `kernelParams` or from one `extra` buffer, run to completion. A file of its
//! own: one concern of the Driver API (`mod.rs` has devices and contexts).

use super::*;

// ---- Launches ----

pub(super) const LAUNCH_PARAM_END: usize = 0;
pub(super) const LAUNCH_PARAM_BUFFER_POINTER: usize = 1;
pub(super) const LAUNCH_PARAM_BUFFER_SIZE: usize = 2;

/// `cuLaunchKernel`: the arguments from `kernelParams` (one pointer per `.param`) or from
/// `extra` (`CU_LAUNCH_PARAM_BUFFER_POINTER`/`_SIZE`: one buffer holding every parameter at its
/// offset); runs to completion as `cudaLaunchKernel` does.
#[no_mangle]
pub unsafe extern "C" fn cuLaunchKernel(
    f: usize,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    bx: c_uint,
    by: c_uint,
    bz: c_uint,
    shmem: c_uint,
    _stream: usize,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> i32 {
    let Some((mi, name)) = function(f) else {
        eprintln!("fermi-sim: cuLaunchKernel: {f:#x} is not a function handle");
        return cu::INVALID_HANDLE;
    };
    // The buffer of `extra`.
    let mut buf: Option<(*const u8, usize)> = None;
    if !extra.is_null() {
        let (mut p, mut n) = (std::ptr::null::<u8>(), None);
        let mut i = 0;
        loop {
            match *extra.add(i) as usize {
                LAUNCH_PARAM_END => break,
                LAUNCH_PARAM_BUFFER_POINTER => p = *extra.add(i + 1) as *const u8,
                LAUNCH_PARAM_BUFFER_SIZE => n = Some(*(*extra.add(i + 1) as *const usize)),
                k => {
                    eprintln!("fermi-sim: cuLaunchKernel: unknown `extra` key {k:#x}");
                    return cu::INVALID_VALUE;
                }
            }
            i += 2;
        }
        match (p.is_null(), n) {
            (false, Some(n)) => buf = Some((p, n)),
            _ => {
                eprintln!("fermi-sim: cuLaunchKernel: `extra` needs CU_LAUNCH_PARAM_BUFFER_POINTER and CU_LAUNCH_PARAM_BUFFER_SIZE");
                return cu::INVALID_VALUE;
            }
        }
    }
    if buf.is_some() && !params.is_null() {
        return cu::INVALID_VALUE;
    }
    with_st(|st| {
        let ps = match st.kernel_params(mi, &name) {
            Ok(p) => p,
            Err(e) => return from_runtime(e),
        };
        if let Ok(p) = &st.modules[mi].prog {
            let fid = p.kernel(&name).map(|k| k.0);
            if let Some((_, d)) = p.unusable.iter().find(|u| Some(u.0) == fid) {
                eprintln!(
                    "fermi-sim: cuLaunchKernel: kernel `{name}` cannot run: {}",
                    d.one_line(&p.file)
                );
                return cu::INVALID_PTX;
            }
        }
        let mut args = Vec::with_capacity(ps.len());
        for (i, p) in ps.iter().enumerate() {
            let size = p.size as usize;
            let bytes = if let Some((b, n)) = buf {
                let off = p.offset as usize;
                if off + size > n {
                    eprintln!("fermi-sim: cuLaunchKernel: the argument buffer has {n} bytes; parameter {i} of `{name}` needs bytes {off}..{}", off + size);
                    return cu::INVALID_VALUE;
                }
                std::slice::from_raw_parts(b.add(off), size).to_vec()
            } else {
                if params.is_null() && !ps.is_empty() {
                    eprintln!("fermi-sim: cuLaunchKernel: `{name}` has {} parameters and neither kernelParams nor extra is given", ps.len());
                    return cu::INVALID_VALUE;
                }
                let a = *params.add(i);
                if a.is_null() {
                    eprintln!(
                        "fermi-sim: cuLaunchKernel: argument {i} of `{name}` is a null pointer"
                    );
                    return cu::INVALID_VALUE;
                }
                std::slice::from_raw_parts(a as *const u8, size).to_vec()
            };
            args.push(bytes);
        }
        let d = |x, y, z| Dim3 { x, y, z };
        from_runtime(st.launch_kernel(
            mi,
            &name,
            d(gx, gy, gz),
            d(bx, by, bz),
            args,
            shmem as usize,
        ))
    })
}

/// `CUlaunchConfig`.
#[repr(C)]
pub struct LaunchConfig {
    pub grid: [c_uint; 3],
    pub block: [c_uint; 3],
    pub shared: c_uint,
    pub stream: usize,
    pub attrs: *mut c_void,
    pub num_attrs: c_uint,
}

/// `cuLaunchKernelEx`: as `cuLaunchKernel` with the configuration in a struct; the launch
/// attributes (clusters, cooperative launch, priorities, …) are ignored.
#[no_mangle]
pub unsafe extern "C" fn cuLaunchKernelEx(
    c: *const LaunchConfig,
    f: usize,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> i32 {
    let Some(c) = c.as_ref() else {
        return cu::INVALID_VALUE;
    };
    cuLaunchKernel(
        f, c.grid[0], c.grid[1], c.grid[2], c.block[0], c.block[1], c.block[2], c.shared, c.stream,
        params, extra,
    )
}

/// `cuFuncGetAttribute`: max threads per block, static shared bytes, parameter bytes as
/// constant bytes, local bytes per thread, PTX and binary version (the device's), maximum
/// dynamic shared bytes; registers are not counted (0).
#[no_mangle]
pub unsafe extern "C" fn cuFuncGetAttribute(v: *mut c_int, attr: c_int, f: usize) -> i32 {
    let Some((mi, name)) = function(f) else {
        return cu::INVALID_HANDLE;
    };
    let mut r = None;
    let e = with_st(|st| {
        let Ok(prog) = &st.modules[mi].prog else {
            return cu::INVALID_HANDLE;
        };
        let Some((_, k)) = prog.kernel(&name) else {
            return cu::INVALID_HANDLE;
        };
        let (major, minor) = (st.dev.major, st.dev.minor);
        let c = &st.config;
        r = match attr {
            0 => Some(c.max_threads_per_block as c_int),
            1 => Some(k.shared_bytes as c_int),
            2 => Some(0),
            3 => Some(k.frame.size as c_int),
            4 => Some(0),
            5 | 6 => Some(major * 10 + minor),
            7 => Some(0),
            8 => Some(c.shared_mem_per_sm.saturating_sub(k.shared_bytes as u32) as c_int),
            9..=15 => Some(0),
            _ => None,
        };
        if r.is_some() {
            cu::SUCCESS
        } else {
            cu::INVALID_VALUE
        }
    });
    match r {
        Some(x) => put(v, x),
        None => e,
    }
}

#[no_mangle]
pub extern "C" fn cuFuncSetAttribute(f: usize, _attr: c_int, _v: c_int) -> i32 {
    if function(f).is_none() {
        return cu::INVALID_HANDLE;
    }
    cu::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuFuncSetCacheConfig(_f: usize, _c: c_int) -> i32 {
    cu::SUCCESS
}

//! The CUDA Driver API (`libcuda.so.1`) on the same state as the runtime (docs/host-api.md,
//! "The Driver API"): one device, the same device memory and the same launch machinery, so a
//! process that uses both APIs sees one device. The library is one file; `fermi-sim exec` gives
//! it the names `libcudart.so.12`, `libcuda.so.1` and `libcuda.so`, and the dynamic loader,
//! which identifies a file by device and inode, loads it once under all of them.
//!
//! Contexts, streams and events are plain handles: every call works on the one device, and
//! every launch and copy completes before its call returns.

use crate::state::{init_state, state, Module, State};
use crate::{err, Dim3};
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};
use std::sync::{Arc, Mutex};
use std::time::Instant;

// The Driver API by concern, one file each; this file has the shared state, devices and
// contexts.
mod entry;
mod launch;
mod library;
mod link;
mod memory;
mod modules;
mod streams;
mod surface;
mod texref_get;
mod texture;
pub use entry::*;
pub use launch::*;
pub use library::*;
pub use link::*;
pub use memory::*;
pub use modules::*;
pub use streams::*;
pub use surface::*;
pub use texref_get::*;
pub use texture::*;

/// `CUresult` values used here (CUDA 12's `cuda.h`).
pub(crate) mod cu {
    pub const SUCCESS: i32 = 0;
    pub const INVALID_VALUE: i32 = 1;
    pub const OUT_OF_MEMORY: i32 = 2;
    pub const INVALID_DEVICE: i32 = 101;
    pub const INVALID_IMAGE: i32 = 200;
    pub const INVALID_CONTEXT: i32 = 201;
    pub const INVALID_PTX: i32 = 218;
    pub const FILE_NOT_FOUND: i32 = 301;
    pub const INVALID_HANDLE: i32 = 400;
    pub const NOT_FOUND: i32 = 500;
    pub const NOT_READY: i32 = 600;
    pub const NOT_SUPPORTED: i32 = 801;
    pub const UNKNOWN: i32 = 999;
}

/// Every `CUresult` of CUDA 12's `cuda.h`: (value, name).
const CU_RESULTS: &[(i32, &CStr)] = &[
    (0, c"CUDA_SUCCESS"),
    (1, c"CUDA_ERROR_INVALID_VALUE"),
    (2, c"CUDA_ERROR_OUT_OF_MEMORY"),
    (3, c"CUDA_ERROR_NOT_INITIALIZED"),
    (4, c"CUDA_ERROR_DEINITIALIZED"),
    (5, c"CUDA_ERROR_PROFILER_DISABLED"),
    (6, c"CUDA_ERROR_PROFILER_NOT_INITIALIZED"),
    (7, c"CUDA_ERROR_PROFILER_ALREADY_STARTED"),
    (8, c"CUDA_ERROR_PROFILER_ALREADY_STOPPED"),
    (34, c"CUDA_ERROR_STUB_LIBRARY"),
    (46, c"CUDA_ERROR_DEVICE_UNAVAILABLE"),
    (100, c"CUDA_ERROR_NO_DEVICE"),
    (101, c"CUDA_ERROR_INVALID_DEVICE"),
    (102, c"CUDA_ERROR_DEVICE_NOT_LICENSED"),
    (200, c"CUDA_ERROR_INVALID_IMAGE"),
    (201, c"CUDA_ERROR_INVALID_CONTEXT"),
    (202, c"CUDA_ERROR_CONTEXT_ALREADY_CURRENT"),
    (205, c"CUDA_ERROR_MAP_FAILED"),
    (206, c"CUDA_ERROR_UNMAP_FAILED"),
    (207, c"CUDA_ERROR_ARRAY_IS_MAPPED"),
    (208, c"CUDA_ERROR_ALREADY_MAPPED"),
    (209, c"CUDA_ERROR_NO_BINARY_FOR_GPU"),
    (210, c"CUDA_ERROR_ALREADY_ACQUIRED"),
    (211, c"CUDA_ERROR_NOT_MAPPED"),
    (212, c"CUDA_ERROR_NOT_MAPPED_AS_ARRAY"),
    (213, c"CUDA_ERROR_NOT_MAPPED_AS_POINTER"),
    (214, c"CUDA_ERROR_ECC_UNCORRECTABLE"),
    (215, c"CUDA_ERROR_UNSUPPORTED_LIMIT"),
    (216, c"CUDA_ERROR_CONTEXT_ALREADY_IN_USE"),
    (217, c"CUDA_ERROR_PEER_ACCESS_UNSUPPORTED"),
    (218, c"CUDA_ERROR_INVALID_PTX"),
    (219, c"CUDA_ERROR_INVALID_GRAPHICS_CONTEXT"),
    (220, c"CUDA_ERROR_NVLINK_UNCORRECTABLE"),
    (221, c"CUDA_ERROR_JIT_COMPILER_NOT_FOUND"),
    (222, c"CUDA_ERROR_UNSUPPORTED_PTX_VERSION"),
    (223, c"CUDA_ERROR_JIT_COMPILATION_DISABLED"),
    (224, c"CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY"),
    (225, c"CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC"),
    (226, c"CUDA_ERROR_CONTAINED"),
    (300, c"CUDA_ERROR_INVALID_SOURCE"),
    (301, c"CUDA_ERROR_FILE_NOT_FOUND"),
    (302, c"CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND"),
    (303, c"CUDA_ERROR_SHARED_OBJECT_INIT_FAILED"),
    (304, c"CUDA_ERROR_OPERATING_SYSTEM"),
    (400, c"CUDA_ERROR_INVALID_HANDLE"),
    (401, c"CUDA_ERROR_ILLEGAL_STATE"),
    (402, c"CUDA_ERROR_LOSSY_QUERY"),
    (500, c"CUDA_ERROR_NOT_FOUND"),
    (600, c"CUDA_ERROR_NOT_READY"),
    (700, c"CUDA_ERROR_ILLEGAL_ADDRESS"),
    (701, c"CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"),
    (702, c"CUDA_ERROR_LAUNCH_TIMEOUT"),
    (703, c"CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING"),
    (704, c"CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED"),
    (705, c"CUDA_ERROR_PEER_ACCESS_NOT_ENABLED"),
    (708, c"CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE"),
    (709, c"CUDA_ERROR_CONTEXT_IS_DESTROYED"),
    (710, c"CUDA_ERROR_ASSERT"),
    (711, c"CUDA_ERROR_TOO_MANY_PEERS"),
    (712, c"CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED"),
    (713, c"CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED"),
    (714, c"CUDA_ERROR_HARDWARE_STACK_ERROR"),
    (715, c"CUDA_ERROR_ILLEGAL_INSTRUCTION"),
    (716, c"CUDA_ERROR_MISALIGNED_ADDRESS"),
    (717, c"CUDA_ERROR_INVALID_ADDRESS_SPACE"),
    (718, c"CUDA_ERROR_INVALID_PC"),
    (719, c"CUDA_ERROR_LAUNCH_FAILED"),
    (720, c"CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE"),
    (721, c"CUDA_ERROR_TENSOR_MEMORY_LEAK"),
    (800, c"CUDA_ERROR_NOT_PERMITTED"),
    (801, c"CUDA_ERROR_NOT_SUPPORTED"),
    (802, c"CUDA_ERROR_SYSTEM_NOT_READY"),
    (803, c"CUDA_ERROR_SYSTEM_DRIVER_MISMATCH"),
    (804, c"CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"),
    (805, c"CUDA_ERROR_MPS_CONNECTION_FAILED"),
    (806, c"CUDA_ERROR_MPS_RPC_FAILURE"),
    (807, c"CUDA_ERROR_MPS_SERVER_NOT_READY"),
    (808, c"CUDA_ERROR_MPS_MAX_CLIENTS_REACHED"),
    (809, c"CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED"),
    (810, c"CUDA_ERROR_MPS_CLIENT_TERMINATED"),
    (811, c"CUDA_ERROR_CDP_NOT_SUPPORTED"),
    (812, c"CUDA_ERROR_CDP_VERSION_MISMATCH"),
    (900, c"CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED"),
    (901, c"CUDA_ERROR_STREAM_CAPTURE_INVALIDATED"),
    (902, c"CUDA_ERROR_STREAM_CAPTURE_MERGE"),
    (903, c"CUDA_ERROR_STREAM_CAPTURE_UNMATCHED"),
    (904, c"CUDA_ERROR_STREAM_CAPTURE_UNJOINED"),
    (905, c"CUDA_ERROR_STREAM_CAPTURE_ISOLATION"),
    (906, c"CUDA_ERROR_STREAM_CAPTURE_IMPLICIT"),
    (907, c"CUDA_ERROR_CAPTURED_EVENT"),
    (908, c"CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD"),
    (909, c"CUDA_ERROR_TIMEOUT"),
    (910, c"CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE"),
    (911, c"CUDA_ERROR_EXTERNAL_DEVICE"),
    (912, c"CUDA_ERROR_INVALID_CLUSTER_SIZE"),
    (913, c"CUDA_ERROR_FUNCTION_NOT_LOADED"),
    (914, c"CUDA_ERROR_INVALID_RESOURCE_TYPE"),
    (915, c"CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION"),
    (916, c"CUDA_ERROR_KEY_ROTATION"),
    (999, c"CUDA_ERROR_UNKNOWN"),
];

/// The driver's own handles (contexts, functions, streams, events, link states).
#[derive(Default)]
struct Drv {
    /// Created contexts (`cuCtxCreate`), by handle.
    ctxs: BTreeSet<usize>,
    /// Retain count and flags of the primary context.
    primary_refs: u32,
    primary_flags: c_uint,
    /// Function handles: (module, kernel name).
    /// Boxed: a box's address is the handle, which must not move when the list grows.
    #[allow(clippy::vec_box)]
    funcs: Vec<Box<(usize, String)>>,
    streams: BTreeSet<usize>,
    /// Events: when each was last recorded.
    events: BTreeMap<usize, Option<Instant>>,
    /// Link states: the PTX texts added.
    links: BTreeMap<usize, Vec<String>>,
    /// The image of the last completed link of each state (kept until cuLinkDestroy).
    linked: BTreeMap<usize, Vec<u8>>,
    /// Names handed out by `cuKernelGetName` (kept for the process).
    names: Vec<CString>,
    next: usize,
}

static DRV: Mutex<Option<Drv>> = Mutex::new(None);

/// The primary context's handle (a created context gets one of its own).
const PRIMARY: usize = 0x1000;

thread_local! {
    /// The calling thread's context stack (its top is the current context).
    static CURRENT: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn drv<R>(f: impl FnOnce(&mut Drv) -> R) -> R {
    let mut g = DRV.lock().unwrap_or_else(|p| p.into_inner());
    let d = g.get_or_insert_with(|| Drv {
        next: 0x10_0000,
        ..Drv::default()
    });
    f(d)
}

fn handle(d: &mut Drv) -> usize {
    d.next += 0x10;
    d.next
}

/// Run `f` on the shared state, a panic of the simulator becoming `CUDA_ERROR_UNKNOWN`. Unlike
/// the runtime's calls, a driver call leaves `cudaGetLastError`'s error alone.
fn with_st<F: FnOnce(&mut State) -> i32>(f: F) -> i32 {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut g = state();
        f(g.get_or_insert_with(init_state))
    }))
    .unwrap_or_else(|_| {
        eprintln!("fermi-sim: internal error in the CUDA driver library (see the panic above)");
        cu::UNKNOWN
    })
}

/// The runtime's error codes where the driver's differ.
fn from_runtime(e: i32) -> i32 {
    match e {
        err::INVALID_CONFIGURATION => cu::INVALID_VALUE,
        err::INVALID_DEVICE_FUNCTION => cu::INVALID_HANDLE,
        err::INVALID_DEVICE_POINTER => cu::INVALID_VALUE,
        e => e,
    }
}

unsafe fn put<T>(p: *mut T, v: T) -> i32 {
    if p.is_null() {
        return cu::INVALID_VALUE;
    }
    *p = v;
    cu::SUCCESS
}

// ---- Initialisation, versions, devices ----

#[no_mangle]
pub extern "C" fn cuInit(_flags: c_uint) -> i32 {
    with_st(|_| cu::SUCCESS)
}

/// `cuDriverGetVersion`: 12090 (the API of CUDA 12.9's `cuda.h`).
#[no_mangle]
pub unsafe extern "C" fn cuDriverGetVersion(v: *mut c_int) -> i32 {
    put(v, 12090)
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGet(dev: *mut c_int, ordinal: c_int) -> i32 {
    if ordinal != 0 {
        return cu::INVALID_DEVICE;
    }
    put(dev, 0)
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetCount(n: *mut c_int) -> i32 {
    put(n, 1)
}

fn config() -> fermi_sim::config::Config {
    let mut c = None;
    with_st(|st| {
        c = Some(st.config.clone());
        cu::SUCCESS
    });
    c.unwrap_or_else(fermi_sim::config::Config::gf100)
}

/// The compute capability the device reports: the runtime's (`fermi-sim exec --sm`,
/// `FERMI_SIM_SM`; default Fermi's 2.0), for clients that refuse an older device.
fn compute_capability() -> (c_int, c_int) {
    let mut cc = (2, 0);
    with_st(|st| {
        cc = (st.dev.major, st.dev.minor);
        cu::SUCCESS
    });
    cc
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetName(name: *mut c_char, len: c_int, dev: c_int) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    if name.is_null() || len <= 0 {
        return cu::INVALID_VALUE;
    }
    let s = format!("fermi-sim ({})", config().name);
    let n = s.len().min(len as usize - 1);
    std::ptr::copy_nonoverlapping(s.as_ptr(), name as *mut u8, n);
    *name.add(n) = 0;
    cu::SUCCESS
}

/// The value of a `CUdevice_attribute` for the configured device (0 for what it lacks).
fn attribute(a: c_int, c: &fermi_sim::config::Config) -> c_int {
    let (major, minor) = compute_capability();
    let i = |v: u32| v.min(i32::MAX as u32) as c_int;
    match a {
        1 => i(c.max_threads_per_block),
        2..=4 => i(c.max_block[(a - 2) as usize]),
        5..=7 => i(c.max_grid[(a - 5) as usize]),
        8 | 81 | 97 => i(c.shared_mem_per_sm),
        9 => i(c.const_mem_bytes),
        10 => i(if c.warp_size == 0 { 32 } else { c.warp_size }),
        11 => i32::MAX,
        12 | 82 => i(c.reg_file_size),
        13 => 1_150_000,
        14 => 512,
        15 => 1,
        16 => i(c.num_sms),
        19 => 0,
        31 => 1,
        36 => 1_500_000,
        37 => 384,
        38 => 768 * 1024,
        39 => i(c.max_resident_threads),
        41 => 1,
        75 => major,
        76 => minor,
        106 => i(c.max_resident_blocks),
        _ => 0,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetAttribute(v: *mut c_int, attr: c_int, dev: c_int) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    if !(1..=200).contains(&attr) {
        return cu::INVALID_VALUE;
    }
    put(v, attribute(attr, &config()))
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceTotalMem_v2(bytes: *mut usize, dev: c_int) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    put(bytes, config().global_mem_bytes as usize)
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceTotalMem(bytes: *mut c_uint, dev: c_int) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    put(
        bytes,
        config().global_mem_bytes.min(u32::MAX as u64) as c_uint,
    )
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceComputeCapability(
    major: *mut c_int,
    minor: *mut c_int,
    dev: c_int,
) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    let (a, b) = compute_capability();
    if major.is_null() || minor.is_null() {
        return cu::INVALID_VALUE;
    }
    *major = a;
    *minor = b;
    cu::SUCCESS
}

/// `cuDeviceGetUuid`: a fixed UUID ("fermi-sim device" in ASCII).
#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetUuid(uuid: *mut [u8; 16], dev: c_int) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    put(uuid, *b"fermi-sim device")
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetUuid_v2(uuid: *mut [u8; 16], dev: c_int) -> i32 {
    cuDeviceGetUuid(uuid, dev)
}

// ---- Contexts ----

#[no_mangle]
pub unsafe extern "C" fn cuDevicePrimaryCtxRetain(ctx: *mut usize, dev: c_int) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    if ctx.is_null() {
        return cu::INVALID_VALUE;
    }
    drv(|d| d.primary_refs += 1);
    *ctx = PRIMARY;
    cu::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxRelease_v2(dev: c_int) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    drv(|d| {
        if d.primary_refs == 0 {
            return cu::INVALID_CONTEXT;
        }
        d.primary_refs -= 1;
        cu::SUCCESS
    })
}

#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxRelease(dev: c_int) -> i32 {
    cuDevicePrimaryCtxRelease_v2(dev)
}

/// `cuDevicePrimaryCtxReset`: the retain count to 0; device memory is kept (the one device's
/// memory is shared with the runtime and the created contexts).
#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxReset_v2(dev: c_int) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    drv(|d| d.primary_refs = 0);
    cu::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxReset(dev: c_int) -> i32 {
    cuDevicePrimaryCtxReset_v2(dev)
}

#[no_mangle]
pub unsafe extern "C" fn cuDevicePrimaryCtxGetState(
    dev: c_int,
    flags: *mut c_uint,
    active: *mut c_int,
) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    if flags.is_null() || active.is_null() {
        return cu::INVALID_VALUE;
    }
    let (f, n) = drv(|d| (d.primary_flags, d.primary_refs));
    *flags = f;
    *active = (n > 0) as c_int;
    cu::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxSetFlags_v2(dev: c_int, flags: c_uint) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    drv(|d| d.primary_flags = flags);
    cu::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxSetFlags(dev: c_int, flags: c_uint) -> i32 {
    cuDevicePrimaryCtxSetFlags_v2(dev, flags)
}

fn valid_ctx(c: usize) -> bool {
    c == PRIMARY || drv(|d| d.ctxs.contains(&c))
}

/// `cuCtxCreate`: a new context handle, made current (pushed on the thread's stack).
#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate_v2(ctx: *mut usize, _flags: c_uint, dev: c_int) -> i32 {
    if dev != 0 {
        return cu::INVALID_DEVICE;
    }
    if ctx.is_null() {
        return cu::INVALID_VALUE;
    }
    let c = drv(|d| {
        let c = handle(d);
        d.ctxs.insert(c);
        c
    });
    CURRENT.with(|s| s.borrow_mut().push(c));
    *ctx = c;
    cu::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate(ctx: *mut usize, flags: c_uint, dev: c_int) -> i32 {
    cuCtxCreate_v2(ctx, flags, dev)
}

/// `cuCtxCreate_v3`: as `_v2`; the execution-affinity parameters are ignored.
#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate_v3(
    ctx: *mut usize,
    _params: *mut c_void,
    _n: c_int,
    flags: c_uint,
    dev: c_int,
) -> i32 {
    cuCtxCreate_v2(ctx, flags, dev)
}

/// `cuCtxCreate_v4`: as `_v2`; the creation parameters are ignored.
#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate_v4(
    ctx: *mut usize,
    _params: *mut c_void,
    flags: c_uint,
    dev: c_int,
) -> i32 {
    cuCtxCreate_v2(ctx, flags, dev)
}

#[no_mangle]
pub extern "C" fn cuCtxDestroy_v2(ctx: usize) -> i32 {
    if !drv(|d| d.ctxs.remove(&ctx)) {
        return cu::INVALID_CONTEXT;
    }
    CURRENT.with(|s| s.borrow_mut().retain(|&c| c != ctx));
    cu::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuCtxDestroy(ctx: usize) -> i32 {
    cuCtxDestroy_v2(ctx)
}

#[no_mangle]
pub extern "C" fn cuCtxPushCurrent_v2(ctx: usize) -> i32 {
    if !valid_ctx(ctx) {
        return cu::INVALID_CONTEXT;
    }
    CURRENT.with(|s| s.borrow_mut().push(ctx));
    cu::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuCtxPushCurrent(ctx: usize) -> i32 {
    cuCtxPushCurrent_v2(ctx)
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxPopCurrent_v2(ctx: *mut usize) -> i32 {
    match CURRENT.with(|s| s.borrow_mut().pop()) {
        Some(c) => {
            if !ctx.is_null() {
                *ctx = c;
            }
            cu::SUCCESS
        }
        None => cu::INVALID_CONTEXT,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxPopCurrent(ctx: *mut usize) -> i32 {
    cuCtxPopCurrent_v2(ctx)
}

/// `cuCtxSetCurrent`: replaces the top of the thread's stack (NULL pops it).
#[no_mangle]
pub extern "C" fn cuCtxSetCurrent(ctx: usize) -> i32 {
    if ctx != 0 && !valid_ctx(ctx) {
        return cu::INVALID_CONTEXT;
    }
    CURRENT.with(|s| {
        let mut s = s.borrow_mut();
        s.pop();
        if ctx != 0 {
            s.push(ctx);
        }
    });
    cu::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetCurrent(ctx: *mut usize) -> i32 {
    put(
        ctx,
        CURRENT.with(|s| s.borrow().last().copied().unwrap_or(0)),
    )
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetDevice(dev: *mut c_int) -> i32 {
    if CURRENT.with(|s| s.borrow().is_empty()) {
        return cu::INVALID_CONTEXT;
    }
    put(dev, 0)
}

/// `cuCtxSynchronize`: launches are synchronous; returns a failed launch's error, once.
#[no_mangle]
pub extern "C" fn cuCtxSynchronize() -> i32 {
    with_st(|st| st.sync())
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetApiVersion(_ctx: usize, v: *mut c_uint) -> i32 {
    put(v, 12090)
}

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

// ---- Modules ----

impl State {
    /// A module from PTX text (or a fat binary's PTX): its index.
    fn load_module(&mut self, what: &str, text: Result<String, String>) -> Result<usize, i32> {
        let text = text.map_err(|m| {
            eprintln!("fermi-sim: {what}: {m}");
            cu::INVALID_IMAGE
        })?;
        let prog = fermi_sim::launch::load_ptx_text(what, &text).map_err(|e| {
            eprintln!("fermi-sim: {what}: the PTX does not load: {e}");
            cu::INVALID_PTX
        })?;
        // As for the runtime's modules, a function whose body does not load leaves the rest of
        // the module usable; the load says so, and a launch that needs it fails.
        for (f, d) in &prog.unusable {
            eprintln!(
                "fermi-sim: {what}: function `{}` cannot run: {}",
                prog.funcs[*f as usize].name,
                d.one_line(what)
            );
        }
        for d in &prog.skipped {
            eprintln!("fermi-sim: {what}: skipped: {}", d.one_line(what));
        }
        self.modules.push(Module {
            prog: Ok(Arc::new(prog)),
            vars: None,
        });
        Ok(self.modules.len() - 1)
    }
}

/// The PTX text of an image: NUL-terminated PTX, or a fat binary (wrapper or container).
unsafe fn image_text(image: *const c_void) -> Result<String, String> {
    if image.is_null() {
        return Err("null image".into());
    }
    let magic = *(image as *const u32);
    let container = if magic == crate::fatbin::WRAPPER_MAGIC {
        *(image as *const u8).add(8).cast::<*const u8>()
    } else if magic == crate::fatbin::FATBIN_MAGIC {
        image as *const u8
    } else if magic == 0x464c_457f {
        return Err(
            "the image is a cubin (ELF): only PTX text and fat binaries holding PTX load".into(),
        );
    } else {
        return Ok(CStr::from_ptr(image as *const c_char)
            .to_string_lossy()
            .into_owned());
    };
    if container.is_null() {
        return Err("the fat-binary wrapper has no data".into());
    }
    let head: [u8; 16] = std::slice::from_raw_parts(container, 16)
        .try_into()
        .unwrap_or([0; 16]);
    let size = crate::fatbin::container_size(&head)?;
    if size > 1 << 32 {
        return Err(format!("the fat binary claims {size} bytes"));
    }
    let entries = crate::fatbin::parse(std::slice::from_raw_parts(container, size as usize))?;
    crate::fatbin::ptx_of(&entries).map(|(_, t)| t)
}

fn module_handle(mi: usize) -> usize {
    mi + 1
}

fn module_index(st: &State, m: usize) -> Option<usize> {
    let mi = m.checked_sub(1)?;
    (mi < st.modules.len() && st.modules[mi].prog.is_ok()).then_some(mi)
}

unsafe fn load_data(module: *mut usize, image: *const c_void, call: &str) -> i32 {
    if module.is_null() {
        return cu::INVALID_VALUE;
    }
    let text = image_text(image);
    let mut h = 0;
    let e = with_st(|st| {
        let n = st.modules.len();
        match st.load_module(&format!("{call} (module {})", n + 1), text) {
            Ok(mi) => {
                h = module_handle(mi);
                cu::SUCCESS
            }
            Err(e) => e,
        }
    });
    if e == cu::SUCCESS {
        *module = h;
    }
    e
}

/// `cuModuleLoadData`: PTX text (NUL-terminated) or a fat binary holding PTX.
#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadData(module: *mut usize, image: *const c_void) -> i32 {
    load_data(module, image, "cuModuleLoadData")
}

/// `cuModuleLoadDataEx`: as `cuModuleLoadData`; the JIT options are ignored.
#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadDataEx(
    module: *mut usize,
    image: *const c_void,
    _n: c_uint,
    _opts: *mut c_int,
    _vals: *mut *mut c_void,
) -> i32 {
    load_data(module, image, "cuModuleLoadDataEx")
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadFatBinary(module: *mut usize, image: *const c_void) -> i32 {
    load_data(module, image, "cuModuleLoadFatBinary")
}

/// `cuModuleLoad`: a file of PTX text (or a fat binary).
#[no_mangle]
pub unsafe extern "C" fn cuModuleLoad(module: *mut usize, path: *const c_char) -> i32 {
    if path.is_null() {
        return cu::INVALID_VALUE;
    }
    let p = CStr::from_ptr(path).to_string_lossy().into_owned();
    match std::fs::read(&p) {
        Ok(mut bytes) => {
            bytes.push(0);
            load_data(
                module,
                bytes.as_ptr() as *const c_void,
                &format!("cuModuleLoad `{p}`"),
            )
        }
        Err(e) => {
            eprintln!("fermi-sim: cuModuleLoad: cannot read `{p}`: {e}");
            cu::FILE_NOT_FOUND
        }
    }
}

/// `cuModuleUnload`: the module's kernels can no longer be launched.
#[no_mangle]
pub extern "C" fn cuModuleUnload(module: usize) -> i32 {
    with_st(|st| match module_index(st, module) {
        Some(mi) => {
            st.modules[mi].prog = Err("the module was unloaded (cuModuleUnload)".into());
            st.modules[mi].vars = None;
            cu::SUCCESS
        }
        None => cu::INVALID_HANDLE,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetFunction(
    f: *mut usize,
    module: usize,
    name: *const c_char,
) -> i32 {
    if f.is_null() || name.is_null() {
        return cu::INVALID_VALUE;
    }
    let n = CStr::from_ptr(name).to_string_lossy().into_owned();
    let mut mi = None;
    let e = with_st(|st| {
        let Some(i) = module_index(st, module) else {
            return cu::INVALID_HANDLE;
        };
        let prog = st.modules[i].prog.as_ref().expect("a loaded module");
        if prog.kernel(&n).is_none() {
            return cu::NOT_FOUND;
        }
        mi = Some(i);
        cu::SUCCESS
    });
    let Some(mi) = mi else { return e };
    let h = drv(|d| {
        if let Some(b) = d.funcs.iter().find(|b| b.0 == mi && b.1 == n) {
            return &**b as *const (usize, String) as usize;
        }
        let b = Box::new((mi, n));
        let h = &*b as *const (usize, String) as usize;
        d.funcs.push(b);
        h
    });
    *f = h;
    cu::SUCCESS
}

/// The (module, kernel) of a function handle.
fn function(f: usize) -> Option<(usize, String)> {
    drv(|d| {
        d.funcs
            .iter()
            .find(|b| &***b as *const (usize, String) as usize == f)
            .map(|b| (b.0, b.1.clone()))
    })
}

/// `cuModuleGetGlobal`: a module-scope `.global` or `.const` variable's address and size. A
/// `.const` variable's address is its generic one (in the constant window): copies to and from
/// it work, a kernel reads it through its `.const` name.
#[no_mangle]
pub unsafe extern "C" fn cuModuleGetGlobal_v2(
    dptr: *mut u64,
    bytes: *mut usize,
    module: usize,
    name: *const c_char,
) -> i32 {
    if name.is_null() {
        return cu::INVALID_VALUE;
    }
    let n = CStr::from_ptr(name).to_string_lossy().into_owned();
    let mut found = None;
    let e = with_st(|st| {
        let Some(mi) = module_index(st, module) else {
            return cu::INVALID_HANDLE;
        };
        let Some(vars) = st.vars_of(mi) else {
            return cu::INVALID_HANDLE;
        };
        match vars.iter().find(|v| v.name == n) {
            Some(v) => {
                found = Some((v.device_addr(), v.bytes.len()));
                cu::SUCCESS
            }
            None => cu::NOT_FOUND,
        }
    });
    if let Some((a, s)) = found {
        if !dptr.is_null() {
            *dptr = a;
        }
        if !bytes.is_null() {
            *bytes = s;
        }
    }
    e
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetGlobal(
    dptr: *mut u32,
    bytes: *mut c_uint,
    module: usize,
    name: *const c_char,
) -> i32 {
    let (mut a, mut s) = (0u64, 0usize);
    let e = cuModuleGetGlobal_v2(&mut a, &mut s, module, name);
    if e == cu::SUCCESS {
        if !dptr.is_null() {
            *dptr = a as u32;
        }
        if !bytes.is_null() {
            *bytes = s as c_uint;
        }
    }
    e
}

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

fn bad_range(call: &str, what: &str, addr: u64, count: usize) -> i32 {
    eprintln!(
        "fermi-sim: {call}: the {what} [{addr:#x}, {:#x}) is not inside one device allocation or module variable",
        addr.saturating_add(count as u64)
    );
    cu::INVALID_VALUE
}

/// A copy between launches: `(dst device?, src device?)`.
unsafe fn copy(call: &str, dst: u64, src: u64, count: usize, dev: (bool, bool)) -> i32 {
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
fn memset(call: &str, dst: u64, value: u32, size: usize, n: usize) -> i32 {
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

// ---- Launches ----

const LAUNCH_PARAM_END: usize = 0;
const LAUNCH_PARAM_BUFFER_POINTER: usize = 1;
const LAUNCH_PARAM_BUFFER_SIZE: usize = 2;

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

// ---- Streams and events ----

#[no_mangle]
pub unsafe extern "C" fn cuStreamCreate(s: *mut usize, _flags: c_uint) -> i32 {
    if s.is_null() {
        return cu::INVALID_VALUE;
    }
    *s = drv(|d| {
        let h = handle(d);
        d.streams.insert(h);
        h
    });
    cu::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamCreateWithPriority(s: *mut usize, f: c_uint, _p: c_int) -> i32 {
    cuStreamCreate(s, f)
}

#[no_mangle]
pub extern "C" fn cuStreamDestroy_v2(s: usize) -> i32 {
    if drv(|d| d.streams.remove(&s)) {
        cu::SUCCESS
    } else {
        cu::INVALID_HANDLE
    }
}

#[no_mangle]
pub extern "C" fn cuStreamDestroy(s: usize) -> i32 {
    cuStreamDestroy_v2(s)
}

/// `cuStreamSynchronize`: work is done when its call returns; a failed launch's error, once.
#[no_mangle]
pub extern "C" fn cuStreamSynchronize(_s: usize) -> i32 {
    with_st(|st| st.sync())
}

/// `cuStreamQuery`: always done.
#[no_mangle]
pub extern "C" fn cuStreamQuery(_s: usize) -> i32 {
    cu::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuEventCreate(e: *mut usize, _flags: c_uint) -> i32 {
    if e.is_null() {
        return cu::INVALID_VALUE;
    }
    *e = drv(|d| {
        let h = handle(d);
        d.events.insert(h, None);
        h
    });
    cu::SUCCESS
}

/// `cuEventRecord`: the host time of the call (everything before it has completed).
#[no_mangle]
pub extern "C" fn cuEventRecord(e: usize, _s: usize) -> i32 {
    drv(|d| match d.events.get_mut(&e) {
        Some(t) => {
            *t = Some(Instant::now());
            cu::SUCCESS
        }
        None => cu::INVALID_HANDLE,
    })
}

#[no_mangle]
pub extern "C" fn cuEventRecordWithFlags(e: usize, s: usize, _f: c_uint) -> i32 {
    cuEventRecord(e, s)
}

#[no_mangle]
pub extern "C" fn cuEventSynchronize(e: usize) -> i32 {
    drv(|d| match d.events.get(&e) {
        Some(_) => cu::SUCCESS,
        None => cu::INVALID_HANDLE,
    })
}

#[no_mangle]
pub extern "C" fn cuEventQuery(e: usize) -> i32 {
    cuEventSynchronize(e)
}

/// `cuEventElapsedTime`: the host (wall-clock) milliseconds between the two records, which
/// include the simulation of the launches between them.
#[no_mangle]
pub unsafe extern "C" fn cuEventElapsedTime(ms: *mut f32, a: usize, b: usize) -> i32 {
    let r = drv(|d| match (d.events.get(&a), d.events.get(&b)) {
        (Some(Some(x)), Some(Some(y))) => {
            Ok(y.saturating_duration_since(*x).as_secs_f32() * 1000.0)
        }
        (Some(_), Some(_)) => Err(cu::NOT_READY),
        _ => Err(cu::INVALID_HANDLE),
    });
    match r {
        Ok(t) => put(ms, t),
        Err(e) => e,
    }
}

#[no_mangle]
pub extern "C" fn cuEventDestroy_v2(e: usize) -> i32 {
    if drv(|d| d.events.remove(&e).is_some()) {
        cu::SUCCESS
    } else {
        cu::INVALID_HANDLE
    }
}

#[no_mangle]
pub extern "C" fn cuEventDestroy(e: usize) -> i32 {
    cuEventDestroy_v2(e)
}

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

const JIT_INPUT_PTX: c_int = 1;
const JIT_INPUT_FATBINARY: c_int = 2;

fn link_add(state: usize, ty: c_int, text: Result<String, String>, what: &str) -> i32 {
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

// ---- Errors ----

fn result_name(e: i32) -> Option<&'static CStr> {
    CU_RESULTS.iter().find(|r| r.0 == e).map(|r| r.1)
}

/// The description of a result: its name's words ("CUDA_ERROR_NOT_READY": "not ready").
fn result_text(e: i32) -> Option<&'static CStr> {
    static TEXTS: std::sync::OnceLock<Vec<(i32, CString)>> = std::sync::OnceLock::new();
    let t = TEXTS.get_or_init(|| {
        CU_RESULTS
            .iter()
            .map(|(v, n)| {
                let s = match *v {
                    0 => "no error".to_string(),
                    719 => "unspecified launch failure".to_string(),
                    _ => n
                        .to_string_lossy()
                        .trim_start_matches("CUDA_ERROR_")
                        .replace('_', " ")
                        .to_lowercase(),
                };
                (*v, CString::new(s).expect("no NUL"))
            })
            .collect()
    });
    t.iter().find(|x| x.0 == e).map(|x| x.1.as_c_str())
}

#[no_mangle]
pub unsafe extern "C" fn cuGetErrorName(e: i32, s: *mut *const c_char) -> i32 {
    match result_name(e) {
        Some(n) => put(s, n.as_ptr()),
        None => {
            let _ = put(s, std::ptr::null());
            cu::INVALID_VALUE
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuGetErrorString(e: i32, s: *mut *const c_char) -> i32 {
    match result_text(e) {
        Some(n) => put(s, n.as_ptr()),
        None => {
            let _ = put(s, std::ptr::null());
            cu::INVALID_VALUE
        }
    }
}

// ---- Entry points ----

/// `cuGetExportTable` (the private tables NVIDIA's own libraries exchange): none here.
/// NVIDIA's NVRTC looks it up in `libcuda.so.1` when that library is loadable, and crashes
/// when the symbol is missing; with this answer it compiles as without a driver.
#[no_mangle]
pub unsafe extern "C" fn cuGetExportTable(table: *mut *const c_void, _id: *const c_void) -> i32 {
    if !table.is_null() {
        *table = std::ptr::null();
    }
    cu::NOT_SUPPORTED
}

/// The functions `cuGetProcAddress` hands out: base name, the CUDA version from which this
/// variant is the one a caller of that version gets, and the function.
fn proc_table() -> Vec<(&'static str, c_int, usize)> {
    macro_rules! t {
        ($($name:literal $ver:literal $f:expr;)*) => { vec![$(($name, $ver, $f as usize)),*] };
    }
    t! {
        "cuInit" 2000 cuInit as extern "C" fn(c_uint) -> i32;
        "cuDriverGetVersion" 2020 cuDriverGetVersion as unsafe extern "C" fn(_) -> _;
        "cuDeviceGet" 2000 cuDeviceGet as unsafe extern "C" fn(_, _) -> _;
        "cuDeviceGetCount" 2000 cuDeviceGetCount as unsafe extern "C" fn(_) -> _;
        "cuDeviceGetName" 2000 cuDeviceGetName as unsafe extern "C" fn(_, _, _) -> _;
        "cuDeviceGetAttribute" 2000 cuDeviceGetAttribute as unsafe extern "C" fn(_, _, _) -> _;
        "cuDeviceTotalMem" 2000 cuDeviceTotalMem as unsafe extern "C" fn(_, _) -> _;
        "cuDeviceTotalMem" 3020 cuDeviceTotalMem_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuDeviceComputeCapability" 2000 cuDeviceComputeCapability as unsafe extern "C" fn(_, _, _) -> _;
        "cuDeviceGetUuid" 9020 cuDeviceGetUuid as unsafe extern "C" fn(_, _) -> _;
        "cuDeviceGetUuid" 11040 cuDeviceGetUuid_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuDevicePrimaryCtxRetain" 7000 cuDevicePrimaryCtxRetain as unsafe extern "C" fn(_, _) -> _;
        "cuDevicePrimaryCtxRelease" 7000 cuDevicePrimaryCtxRelease as extern "C" fn(_) -> _;
        "cuDevicePrimaryCtxRelease" 11000 cuDevicePrimaryCtxRelease_v2 as extern "C" fn(_) -> _;
        "cuDevicePrimaryCtxReset" 7000 cuDevicePrimaryCtxReset as extern "C" fn(_) -> _;
        "cuDevicePrimaryCtxReset" 11000 cuDevicePrimaryCtxReset_v2 as extern "C" fn(_) -> _;
        "cuDevicePrimaryCtxSetFlags" 7000 cuDevicePrimaryCtxSetFlags as extern "C" fn(_, _) -> _;
        "cuDevicePrimaryCtxSetFlags" 11000 cuDevicePrimaryCtxSetFlags_v2 as extern "C" fn(_, _) -> _;
        "cuDevicePrimaryCtxGetState" 7000 cuDevicePrimaryCtxGetState as unsafe extern "C" fn(_, _, _) -> _;
        "cuCtxCreate" 3020 cuCtxCreate_v2 as unsafe extern "C" fn(_, _, _) -> _;
        "cuCtxCreate" 11040 cuCtxCreate_v3 as unsafe extern "C" fn(_, _, _, _, _) -> _;
        "cuCtxCreate" 12050 cuCtxCreate_v4 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuCtxDestroy" 4000 cuCtxDestroy_v2 as extern "C" fn(_) -> _;
        "cuCtxPushCurrent" 4000 cuCtxPushCurrent_v2 as extern "C" fn(_) -> _;
        "cuCtxPopCurrent" 4000 cuCtxPopCurrent_v2 as unsafe extern "C" fn(_) -> _;
        "cuCtxSetCurrent" 4000 cuCtxSetCurrent as extern "C" fn(_) -> _;
        "cuCtxGetCurrent" 4000 cuCtxGetCurrent as unsafe extern "C" fn(_) -> _;
        "cuCtxGetDevice" 2000 cuCtxGetDevice as unsafe extern "C" fn(_) -> _;
        "cuCtxSynchronize" 2000 cuCtxSynchronize as extern "C" fn() -> _;
        "cuCtxGetApiVersion" 3020 cuCtxGetApiVersion as unsafe extern "C" fn(_, _) -> _;
        "cuModuleLoad" 2000 cuModuleLoad as unsafe extern "C" fn(_, _) -> _;
        "cuModuleLoadData" 2000 cuModuleLoadData as unsafe extern "C" fn(_, _) -> _;
        "cuModuleLoadDataEx" 2010 cuModuleLoadDataEx as unsafe extern "C" fn(_, _, _, _, _) -> _;
        "cuModuleLoadFatBinary" 2000 cuModuleLoadFatBinary as unsafe extern "C" fn(_, _) -> _;
        "cuModuleUnload" 2000 cuModuleUnload as extern "C" fn(_) -> _;
        "cuModuleGetFunction" 2000 cuModuleGetFunction as unsafe extern "C" fn(_, _, _) -> _;
        "cuModuleGetGlobal" 2000 cuModuleGetGlobal as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuModuleGetGlobal" 3020 cuModuleGetGlobal_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemAlloc" 2000 cuMemAlloc as unsafe extern "C" fn(_, _) -> _;
        "cuMemAlloc" 3020 cuMemAlloc_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuMemFree" 3020 cuMemFree_v2 as extern "C" fn(_) -> _;
        "cuMemGetInfo" 3020 cuMemGetInfo_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuMemAllocHost" 3020 cuMemAllocHost_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuMemFreeHost" 2000 cuMemFreeHost as unsafe extern "C" fn(_) -> _;
        "cuMemcpyHtoD" 3020 cuMemcpyHtoD_v2 as unsafe extern "C" fn(_, _, _) -> _;
        "cuMemcpyDtoH" 3020 cuMemcpyDtoH_v2 as unsafe extern "C" fn(_, _, _) -> _;
        "cuMemcpyDtoD" 3020 cuMemcpyDtoD_v2 as unsafe extern "C" fn(_, _, _) -> _;
        "cuMemcpyHtoDAsync" 3020 cuMemcpyHtoDAsync_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemcpyDtoHAsync" 3020 cuMemcpyDtoHAsync_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemcpyDtoDAsync" 3020 cuMemcpyDtoDAsync_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemcpy" 4000 cuMemcpy as unsafe extern "C" fn(_, _, _) -> _;
        "cuMemcpyAsync" 4000 cuMemcpyAsync as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemsetD8" 3020 cuMemsetD8_v2 as extern "C" fn(_, _, _) -> _;
        "cuMemsetD16" 3020 cuMemsetD16_v2 as extern "C" fn(_, _, _) -> _;
        "cuMemsetD32" 3020 cuMemsetD32_v2 as extern "C" fn(_, _, _) -> _;
        "cuMemsetD8Async" 3020 cuMemsetD8Async as extern "C" fn(_, _, _, _) -> _;
        "cuMemsetD16Async" 3020 cuMemsetD16Async as extern "C" fn(_, _, _, _) -> _;
        "cuMemsetD32Async" 3020 cuMemsetD32Async as extern "C" fn(_, _, _, _) -> _;
        "cuPointerGetAttribute" 4000 cuPointerGetAttribute as unsafe extern "C" fn(_, _, _) -> _;
        "cuLaunchKernel" 4000 cuLaunchKernel as unsafe extern "C" fn(_, _, _, _, _, _, _, _, _, _, _) -> _;
        "cuLaunchKernelEx" 11060 cuLaunchKernelEx as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuFuncGetAttribute" 2020 cuFuncGetAttribute as unsafe extern "C" fn(_, _, _) -> _;
        "cuFuncSetAttribute" 9000 cuFuncSetAttribute as extern "C" fn(_, _, _) -> _;
        "cuFuncSetCacheConfig" 3000 cuFuncSetCacheConfig as extern "C" fn(_, _) -> _;
        "cuStreamCreate" 2000 cuStreamCreate as unsafe extern "C" fn(_, _) -> _;
        "cuStreamCreateWithPriority" 5050 cuStreamCreateWithPriority as unsafe extern "C" fn(_, _, _) -> _;
        "cuStreamDestroy" 4000 cuStreamDestroy_v2 as extern "C" fn(_) -> _;
        "cuStreamSynchronize" 2000 cuStreamSynchronize as extern "C" fn(_) -> _;
        "cuStreamQuery" 2000 cuStreamQuery as extern "C" fn(_) -> _;
        "cuEventCreate" 2000 cuEventCreate as unsafe extern "C" fn(_, _) -> _;
        "cuEventRecord" 2000 cuEventRecord as extern "C" fn(_, _) -> _;
        "cuEventRecordWithFlags" 11010 cuEventRecordWithFlags as extern "C" fn(_, _, _) -> _;
        "cuEventSynchronize" 2000 cuEventSynchronize as extern "C" fn(_) -> _;
        "cuEventQuery" 2000 cuEventQuery as extern "C" fn(_) -> _;
        "cuEventElapsedTime" 2000 cuEventElapsedTime as unsafe extern "C" fn(_, _, _) -> _;
        "cuEventDestroy" 4000 cuEventDestroy_v2 as extern "C" fn(_) -> _;
        "cuLinkCreate" 6050 cuLinkCreate_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuLinkAddData" 6050 cuLinkAddData_v2 as unsafe extern "C" fn(_, _, _, _, _, _, _, _) -> _;
        "cuLinkAddFile" 6050 cuLinkAddFile_v2 as unsafe extern "C" fn(_, _, _, _, _, _) -> _;
        "cuLinkComplete" 5050 cuLinkComplete as unsafe extern "C" fn(_, _, _) -> _;
        "cuLinkDestroy" 5050 cuLinkDestroy as extern "C" fn(_) -> _;
        "cuLibraryLoadData" 12000 cuLibraryLoadData as unsafe extern "C" fn(_, _, _, _, _, _, _, _) -> _;
        "cuLibraryLoadFromFile" 12000 cuLibraryLoadFromFile as unsafe extern "C" fn(_, _, _, _, _, _, _, _) -> _;
        "cuLibraryUnload" 12000 cuLibraryUnload as extern "C" fn(_) -> _;
        "cuLibraryGetModule" 12000 cuLibraryGetModule as unsafe extern "C" fn(_, _) -> _;
        "cuLibraryGetKernel" 12000 cuLibraryGetKernel as unsafe extern "C" fn(_, _, _) -> _;
        "cuLibraryGetGlobal" 12000 cuLibraryGetGlobal as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuKernelGetFunction" 12000 cuKernelGetFunction as unsafe extern "C" fn(_, _) -> _;
        "cuKernelGetLibrary" 12050 cuKernelGetLibrary as unsafe extern "C" fn(_, _) -> _;
        "cuKernelGetAttribute" 12000 cuKernelGetAttribute as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuKernelSetAttribute" 12000 cuKernelSetAttribute as extern "C" fn(_, _, _, _) -> _;
        "cuKernelSetCacheConfig" 12000 cuKernelSetCacheConfig as extern "C" fn(_, _, _) -> _;
        "cuKernelGetName" 12030 cuKernelGetName as unsafe extern "C" fn(_, _) -> _;
        "cuFuncGetName" 12030 cuFuncGetName as unsafe extern "C" fn(_, _) -> _;
        "cuKernelGetParamInfo" 12040 cuKernelGetParamInfo as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuFuncGetParamInfo" 12040 cuFuncGetParamInfo as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuGetErrorName" 6000 cuGetErrorName as unsafe extern "C" fn(_, _) -> _;
        "cuGetErrorString" 6000 cuGetErrorString as unsafe extern "C" fn(_, _) -> _;
        "cuGetProcAddress" 11030 cuGetProcAddress as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuGetProcAddress" 12000 cuGetProcAddress_v2 as unsafe extern "C" fn(_, _, _, _, _) -> _;
    }
}

/// The function a caller of CUDA version `version` gets for `symbol`: the newest variant not
/// newer than `version`. A name with its `_vN` suffix is resolved as its base name. Any other
/// name of `cuda.h` gets its stub (driver_stubs.rs). `Err(2)` when every variant is newer,
/// `Err(1)` for a name `cuda.h` does not have.
pub(crate) fn proc_address(symbol: &str, version: c_int) -> Result<usize, c_int> {
    let table = proc_table();
    let base = |s: &str| -> Option<String> {
        let (b, v) = s.rsplit_once("_v")?;
        v.parse::<u32>().ok().map(|_| b.to_string())
    };
    let name = if table.iter().any(|t| t.0 == symbol) {
        symbol.to_string()
    } else {
        match base(symbol) {
            Some(b) if table.iter().any(|t| t.0 == b) => b,
            _ => return crate::driver_stubs::stub_for(symbol).ok_or(1),
        }
    };
    let variants: Vec<_> = table.iter().filter(|t| t.0 == name).collect();
    if variants.is_empty() {
        return Err(1);
    }
    variants
        .iter()
        .filter(|t| t.1 <= version)
        .max_by_key(|t| t.1)
        .map(|t| t.2)
        .ok_or(2)
}

/// `cuGetProcAddress_v2` (CUDA 12): `symbolStatus` gets 0 (found), 1 (not found) or 2 (the
/// version asked for is older than every variant).
#[no_mangle]
pub unsafe extern "C" fn cuGetProcAddress_v2(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_int,
    _flags: u64,
    status: *mut c_int,
) -> i32 {
    if symbol.is_null() || pfn.is_null() {
        return cu::INVALID_VALUE;
    }
    let s = CStr::from_ptr(symbol).to_string_lossy();
    let r = proc_address(&s, version);
    *pfn = r.map_or(std::ptr::null_mut(), |p| p as *mut c_void);
    if !status.is_null() {
        *status = r.err().unwrap_or(0);
    }
    match r {
        Ok(_) => cu::SUCCESS,
        Err(_) => cu::NOT_FOUND,
    }
}

/// `cuGetProcAddress` (CUDA 11.3's, without the status).
#[no_mangle]
pub unsafe extern "C" fn cuGetProcAddress(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_int,
    flags: u64,
) -> i32 {
    cuGetProcAddress_v2(symbol, pfn, version, flags, std::ptr::null_mut())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proc_addresses_resolve_versions() {
        let f = |n, v| proc_address(n, v);
        assert_eq!(
            f("cuMemAlloc", 12000),
            Ok(cuMemAlloc_v2 as *const () as usize)
        );
        assert_eq!(
            f("cuMemAlloc_v2", 12000),
            Ok(cuMemAlloc_v2 as *const () as usize)
        );
        assert_eq!(f("cuMemAlloc", 2000), Ok(cuMemAlloc as *const () as usize));
        assert_eq!(
            f("cuCtxCreate", 11000),
            Ok(cuCtxCreate_v2 as *const () as usize)
        );
        assert_eq!(
            f("cuCtxCreate", 12000),
            Ok(cuCtxCreate_v3 as *const () as usize)
        );
        assert_eq!(
            f("cuCtxCreate", 12090),
            Ok(cuCtxCreate_v4 as *const () as usize)
        );
        assert_eq!(f("cuCtxCreate", 3000), Err(2));
        assert_eq!(
            f("cuGraphCreate", 12000),
            Ok(crate::driver_stubs::cuGraphCreate as *const () as usize)
        );
        assert_eq!(f("cuNoSuchFunction", 12000), Err(1));
    }

    #[test]
    fn result_names_and_texts() {
        assert_eq!(result_name(719), Some(c"CUDA_ERROR_LAUNCH_FAILED"));
        assert_eq!(result_name(801), Some(c"CUDA_ERROR_NOT_SUPPORTED"));
        assert_eq!(result_text(600), Some(c"not ready"));
        assert_eq!(result_name(12345), None);
    }
}

//! Device queries and settings, kernel attributes, occupancy and cooperative launches
//! (docs/host-api.md). One device, number 0, with the sizes of the configuration
//! (`FERMI_SIM_CONFIG`, default GF100) and the compute capability `FERMI_SIM_SM` chooses
//! (`fermi-sim exec --sm 80`; default 20, Fermi). Every `cudaDeviceAttr` value of CUDA 12 has
//! an answer ([`attribute`]), and `cudaGetDeviceProperties` is built from the same answers.

use crate::state::{with, State, ALLOC_BASE};
use crate::{err, Dim3};
use fermi_sim::config::Config;
use fermi_sim::program::env::ProgEnv;
use std::collections::BTreeMap;
use std::ffi::{c_char, c_int, c_uint, c_void};
use std::sync::Arc;

/// The simulated device's clock in kHz (`cudaDevAttrClockRate`): one device step is one cycle,
/// which converts the steps of launches to event times (streams.rs).
pub const CLOCK_KHZ: u32 = 1_150_000;

/// Device settings a program can read back.
pub(crate) struct DevState {
    /// Compute capability reported (`FERMI_SIM_SM`).
    pub(crate) major: i32,
    pub(crate) minor: i32,
    /// `cudaSetDeviceFlags`.
    flags: c_uint,
    /// `cudaDeviceSetCacheConfig`.
    cache: c_int,
    /// `cudaLimitMaxL2FetchGranularity`.
    l2_fetch: usize,
    /// `cudaFuncSetAttribute`'s values per kernel (host stub): attribute → value.
    func_attrs: BTreeMap<(usize, c_int), c_int>,
    /// The launch being made is cooperative (`cudaLaunchCooperativeKernel`).
    pub(crate) cooperative: bool,
}

impl DevState {
    /// The compute capability from `FERMI_SIM_SM` (`MAJOR` then one digit of `MINOR`: 20, 35,
    /// 80, 90, 120); a bad value ends the program with status 2.
    pub(crate) fn from_env() -> DevState {
        let (major, minor) = match std::env::var("FERMI_SIM_SM").ok().filter(|v| !v.is_empty()) {
            None => (2, 0),
            Some(s) => parse_sm(&s).unwrap_or_else(|m| {
                eprintln!("fermi-sim: FERMI_SIM_SM: {m}");
                std::process::exit(2)
            }),
        };
        DevState {
            major,
            minor,
            flags: 0,
            cache: 0,
            l2_fetch: 32,
            func_attrs: BTreeMap::new(),
            cooperative: false,
        }
    }
}

/// `80` → (8, 0): a compute capability as `--sm` takes it.
pub fn parse_sm(s: &str) -> Result<(i32, i32), String> {
    match s.parse::<i32>() {
        Ok(n) if (10..=999).contains(&n) => Ok((n / 10, n % 10)),
        _ => Err(format!(
            "`{s}` is not a compute capability: write major and minor as one number, e.g. 20, 35, 80"
        )),
    }
}

/// The value of `cudaDeviceAttr` `a` (CUDA 12's `driver_types.h`), or None for a number that
/// is not one.
pub(crate) fn attribute(c: &Config, d: &DevState, a: c_int) -> Option<i64> {
    let warp = if c.warp_size == 0 { 32 } else { c.warp_size };
    let v: i64 = match a {
        1 => c.max_threads_per_block as i64,
        2..=4 => c.max_block[(a - 2) as usize] as i64,
        5..=7 => c.max_grid[(a - 5) as usize] as i64,
        8 | 97 => c.shared_mem_per_sm as i64, // shared memory per block (and opt-in)
        9 => c.const_mem_bytes as i64,
        10 => warp as i64,
        11 => i32::MAX as i64, // memory pitch
        12 => (c.reg_file_size as i64).min(65536),
        13 => CLOCK_KHZ as i64,
        14 | 30 => 512,                         // texture, surface alignment
        15 | 31 | 79 | 80 | 83 | 95 | 126 => 1, // overlap, concurrent kernels, L1 caching, managed memory, cooperative launch, sync domains
        16 => c.num_sms as i64,
        17..=20 => 0, // no kernel timeout, not integrated, no mapped host memory, default compute mode
        21 | 22 | 55 | 56 | 58 | 61 | 63 => 65536,
        23 => 65535,
        24..=26 => 2048,
        27 | 28 | 42 | 45 | 46 | 52 | 53 | 73 | 74 | 77 => 16384,
        29 | 43 | 60 | 62 | 65 => 2048,
        32 | 34 | 35 | 50 => 0, // no ECC, PCI device 0, no TCC, PCI domain 0
        33 => 1,                // PCI bus 1
        36 => 1_848_000,        // memory clock (kHz)
        37 => 384,              // memory bus width (bits)
        38 => c.l2_bytes as i64,
        39 => c.max_resident_threads as i64,
        40 | 41 => 1, // one copy engine; unified addressing
        47..=49 => 0,
        51 => 32, // texture pitch alignment
        54 | 68 => 2046,
        57 | 59 | 64 | 66 | 67 => 32768,
        69 => 1 << 27,
        70 | 71 => 65000,
        72 => 1_048_544,
        75 => d.major as i64,
        76 => d.minor as i64,
        78 => 0, // no stream priorities
        81 => c.shared_mem_per_sm as i64,
        82 => c.reg_file_size as i64,
        87 => 2, // single to double precision ratio (Tesla Fermi)
        106 => c.max_resident_blocks as i64,
        131 | 134 => -1,    // no NUMA node
        139 => 0x06C0_10DE, // PCI device and vendor ID: GF100, NVIDIA
        84..=86 | 88..=94 | 96 | 98..=101 | 108 | 109 | 111..=125 | 127..=130 | 132 | 133 => 0,
        135 | 138 | 140..=143 => 0,
        _ => return None,
    };
    Some(v)
}

fn config_and_dev<R>(f: impl FnOnce(&Config, &DevState) -> R) -> R {
    let mut r = None;
    with(|st| {
        r = Some(f(&st.config, &st.dev));
        err::SUCCESS
    });
    r.expect("the state is there")
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetAttribute(
    value: *mut c_int,
    attr: c_int,
    device: c_int,
) -> i32 {
    if value.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    if device != 0 {
        return with(|_| err::INVALID_DEVICE);
    }
    match config_and_dev(|c, d| attribute(c, d, attr)) {
        Some(v) => {
            *value = v.clamp(i32::MIN as i64, i32::MAX as i64) as c_int;
            err::SUCCESS
        }
        None => with(|_| err::INVALID_VALUE),
    }
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

/// `cudaChooseDevice`: the only device.
#[no_mangle]
pub unsafe extern "C" fn cudaChooseDevice(device: *mut c_int, _prop: *const c_void) -> i32 {
    if device.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    *device = 0;
    err::SUCCESS
}

/// `cudaSetDeviceFlags`: kept for `cudaGetDeviceFlags` (schedule flags, map host, keep local
/// memory); they change nothing, as launches complete when called.
#[no_mangle]
pub extern "C" fn cudaSetDeviceFlags(flags: c_uint) -> i32 {
    with(|st| {
        if flags & !0x1f != 0 || (flags & 7).count_ones() > 1 {
            return err::INVALID_VALUE;
        }
        st.dev.flags = flags;
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceFlags(flags: *mut c_uint) -> i32 {
    if flags.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    // cudaDeviceMapHost (8) is always on in CUDA 12.
    *flags = config_and_dev(|_, d| d.flags) | 8;
    err::SUCCESS
}

/// `cudaDeviceGetPCIBusId`: `0000:01:00.0`, as the attributes say.
#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetPCIBusId(id: *mut c_char, len: c_int, device: c_int) -> i32 {
    if id.is_null() || len <= 0 {
        return with(|_| err::INVALID_VALUE);
    }
    if device != 0 {
        return with(|_| err::INVALID_DEVICE);
    }
    let s = b"0000:01:00.0\0";
    let n = s.len().min(len as usize);
    std::ptr::copy_nonoverlapping(s.as_ptr(), id as *mut u8, n);
    *id.add(n - 1) = 0;
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cudaDeviceSetCacheConfig(cfg: c_int) -> i32 {
    with(|st| {
        if !(0..=3).contains(&cfg) {
            return err::INVALID_VALUE;
        }
        st.dev.cache = cfg;
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetCacheConfig(cfg: *mut c_int) -> i32 {
    if cfg.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    *cfg = config_and_dev(|_, d| d.cache);
    err::SUCCESS
}

/// `cudaDeviceSetLimit`: the stack size is the config's local memory per thread, the printf
/// FIFO its `printf_fifo_bytes`, the malloc heap its `heap_bytes`; later launches use them.
#[no_mangle]
pub extern "C" fn cudaDeviceSetLimit(limit: c_int, value: usize) -> i32 {
    with(|st| {
        let c = &mut st.config;
        match limit {
            0 => match u32::try_from(value) {
                Ok(v) => c.local_mem_per_thread = v,
                Err(_) => return err::INVALID_VALUE,
            },
            1 => c.printf_fifo_bytes = value as u64,
            2 => c.heap_bytes = value as u64,
            5 if value <= 128 => st.dev.l2_fetch = value,
            5 => return err::INVALID_VALUE,
            _ => return err::UNSUPPORTED_LIMIT,
        }
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetLimit(value: *mut usize, limit: c_int) -> i32 {
    if value.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    let v = config_and_dev(|c, d| match limit {
        0 => Some(c.local_mem_per_thread as usize),
        1 => Some(c.printf_fifo_bytes as usize),
        2 => Some(c.heap_bytes as usize),
        5 => Some(d.l2_fetch),
        _ => None,
    });
    match v {
        Some(v) => {
            *value = v;
            err::SUCCESS
        }
        None => with(|_| err::UNSUPPORTED_LIMIT),
    }
}

/// The CUDA version the library answers for, runtime and driver: 12.0.
pub const CUDA_VERSION: c_int = 12000;

#[no_mangle]
pub unsafe extern "C" fn cudaRuntimeGetVersion(v: *mut c_int) -> i32 {
    if v.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    *v = CUDA_VERSION;
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cudaDriverGetVersion(v: *mut c_int) -> i32 {
    cudaRuntimeGetVersion(v)
}

/// `cudaThreadSynchronize`: the deprecated name of `cudaDeviceSynchronize`.
#[no_mangle]
pub extern "C" fn cudaThreadSynchronize() -> i32 {
    with(|st| st.sync())
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

/// Bytes of `cudaDeviceProp` written: every field before `reserved`, which every CUDA 12
/// struct has (offsets from CUDA 12's `driver_types.h`).
const PROP_BYTES: usize = 780;

/// `cudaDeviceProp` field offsets and the attribute each one reports (int fields unless
/// marked 8 bytes wide).
const PROP_FIELDS: &[(usize, c_int, usize)] = &[
    (296, 8, 8),  // sharedMemPerBlock
    (304, 12, 4), // regsPerBlock
    (308, 10, 4), // warpSize
    (312, 11, 8), // memPitch
    (320, 1, 4),  // maxThreadsPerBlock
    (324, 2, 4),  // maxThreadsDim
    (328, 3, 4),
    (332, 4, 4),
    (336, 5, 4), // maxGridSize
    (340, 6, 4),
    (344, 7, 4),
    (348, 13, 4), // clockRate
    (352, 9, 8),  // totalConstMem
    (360, 75, 4), // major
    (364, 76, 4), // minor
    (368, 14, 8), // textureAlignment
    (376, 51, 8), // texturePitchAlignment
    (384, 15, 4), // deviceOverlap
    (388, 16, 4), // multiProcessorCount
    (392, 17, 4), // kernelExecTimeoutEnabled
    (396, 18, 4), // integrated
    (400, 19, 4), // canMapHostMemory
    (404, 20, 4), // computeMode
    (408, 21, 4), // maxTexture1D
    (412, 77, 4), // maxTexture1DMipmap
    (416, 69, 4), // maxTexture1DLinear
    (420, 22, 4), // maxTexture2D
    (424, 23, 4),
    (428, 73, 4), // maxTexture2DMipmap
    (432, 74, 4),
    (436, 70, 4), // maxTexture2DLinear
    (440, 71, 4),
    (444, 72, 4),
    (448, 45, 4), // maxTexture2DGather
    (452, 46, 4),
    (456, 24, 4), // maxTexture3D
    (460, 25, 4),
    (464, 26, 4),
    (468, 47, 4), // maxTexture3DAlt
    (472, 48, 4),
    (476, 49, 4),
    (480, 52, 4), // maxTextureCubemap
    (484, 42, 4), // maxTexture1DLayered
    (488, 43, 4),
    (492, 27, 4), // maxTexture2DLayered
    (496, 28, 4),
    (500, 29, 4),
    (504, 53, 4), // maxTextureCubemapLayered
    (508, 54, 4),
    (512, 55, 4), // maxSurface1D
    (516, 56, 4), // maxSurface2D
    (520, 57, 4),
    (524, 58, 4), // maxSurface3D
    (528, 59, 4),
    (532, 60, 4),
    (536, 61, 4), // maxSurface1DLayered
    (540, 62, 4),
    (544, 63, 4), // maxSurface2DLayered
    (548, 64, 4),
    (552, 65, 4),
    (556, 66, 4), // maxSurfaceCubemap
    (560, 67, 4), // maxSurfaceCubemapLayered
    (564, 68, 4),
    (568, 30, 8),  // surfaceAlignment
    (576, 31, 4),  // concurrentKernels
    (580, 32, 4),  // ECCEnabled
    (584, 33, 4),  // pciBusID
    (588, 34, 4),  // pciDeviceID
    (592, 50, 4),  // pciDomainID
    (596, 35, 4),  // tccDriver
    (600, 40, 4),  // asyncEngineCount
    (604, 41, 4),  // unifiedAddressing
    (608, 36, 4),  // memoryClockRate
    (612, 37, 4),  // memoryBusWidth
    (616, 38, 4),  // l2CacheSize
    (620, 108, 4), // persistingL2CacheMaxSize
    (624, 39, 4),  // maxThreadsPerMultiProcessor
    (628, 78, 4),  // streamPrioritiesSupported
    (632, 79, 4),  // globalL1CacheSupported
    (636, 80, 4),  // localL1CacheSupported
    (640, 81, 8),  // sharedMemPerMultiprocessor
    (648, 82, 4),  // regsPerMultiprocessor
    (652, 83, 4),  // managedMemory
    (656, 84, 4),  // isMultiGpuBoard
    (660, 85, 4),  // multiGpuBoardGroupID
    (664, 86, 4),  // hostNativeAtomicSupported
    (668, 87, 4),  // singleToDoublePrecisionPerfRatio
    (672, 88, 4),  // pageableMemoryAccess
    (676, 89, 4),  // concurrentManagedAccess
    (680, 90, 4),  // computePreemptionSupported
    (684, 91, 4),  // canUseHostPointerForRegisteredMem
    (688, 95, 4),  // cooperativeLaunch
    (692, 96, 4),  // cooperativeMultiDeviceLaunch
    (696, 97, 8),  // sharedMemPerBlockOptin
    (704, 100, 4), // pageableMemoryAccessUsesHostPageTables
    (708, 101, 4), // directManagedMemAccessFromHost
    (712, 106, 4), // maxBlocksPerMultiProcessor
    (716, 109, 4), // accessPolicyMaxWindowSize
    (720, 111, 8), // reservedSharedMemPerBlock
    (728, 99, 4),  // hostRegisterSupported
    (732, 112, 4), // sparseCudaArraySupported
    (736, 113, 4), // hostRegisterReadOnlySupported
    (740, 114, 4), // timelineSemaphoreInteropSupported
    (744, 115, 4), // memoryPoolsSupported
    (748, 116, 4), // gpuDirectRDMASupported
    (752, 117, 4), // gpuDirectRDMAFlushWritesOptions
    (756, 118, 4), // gpuDirectRDMAWritesOrdering
    (760, 119, 4), // memoryPoolSupportedHandleTypes
    (764, 121, 4), // deferredMappingCudaArraySupported
    (768, 125, 4), // ipcEventSupported
    (772, 120, 4), // clusterLaunch
];

/// `cudaGetDeviceProperties`: the name, the global memory, and every field that has an
/// attribute, with the attribute's value.
#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceProperties_v2(prop: *mut c_void, device: c_int) -> i32 {
    if prop.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    if device != 0 {
        return with(|_| err::INVALID_DEVICE);
    }
    let p = std::slice::from_raw_parts_mut(prop as *mut u8, PROP_BYTES);
    config_and_dev(|c, d| write_props(p, c, d));
    err::SUCCESS
}

fn write_props(p: &mut [u8], c: &Config, d: &DevState) {
    p.fill(0);
    let name = format!("fermi-sim ({})", c.name);
    let n = name.len().min(255);
    p[..n].copy_from_slice(&name.as_bytes()[..n]);
    p[288..296].copy_from_slice(&c.global_mem_bytes.to_le_bytes()); // totalGlobalMem
    for &(off, a, w) in PROP_FIELDS {
        let v = attribute(c, d, a).unwrap_or(0);
        if w == 8 {
            p[off..off + 8].copy_from_slice(&v.to_le_bytes());
        } else {
            p[off..off + 4].copy_from_slice(&(v as i32).to_le_bytes());
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetDeviceProperties(prop: *mut c_void, device: c_int) -> i32 {
    cudaGetDeviceProperties_v2(prop, device)
}

// ---- Kernels: attributes, occupancy, cooperative launches ----

/// The module and PTX function of a host stub, or the error for it.
fn kernel_of(st: &State, func: *const c_void) -> Result<(Arc<ProgEnv>, usize), i32> {
    let Some((mi, name)) = st.funcs.get(&(func as usize)) else {
        return Err(err::INVALID_DEVICE_FUNCTION);
    };
    let prog = st.modules[*mi]
        .prog
        .as_ref()
        .map_err(|_| err::NO_KERNEL_IMAGE)?
        .clone();
    let fi = prog.kernel(name).ok_or(err::INVALID_DEVICE_FUNCTION)?.0 as usize;
    Ok((prog, fi))
}

/// The PTX ISA version of a module as major * 10 + minor (`.version 7.8` → 78).
fn ptx_version(src: &str) -> i32 {
    src.lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix(".version"))
        .and_then(|v| {
            let (a, b) = v.trim().split_once('.')?;
            Some(a.parse::<i32>().ok()? * 10 + b.parse::<i32>().ok()?)
        })
        .unwrap_or(0)
}

/// `cudaFuncAttributes` (CUDA 12): the bytes written, every field up to the cluster ones.
const FUNC_ATTR_BYTES: usize = 52;

/// `cudaFuncGetAttributes`: from the kernel's PTX: its static shared memory, the module's
/// constant bytes, the local bytes per thread, the config's threads per block, the PTX
/// registers the kernel declares, the PTX version, and the dynamic shared memory it may use.
#[no_mangle]
pub unsafe extern "C" fn cudaFuncGetAttributes(attr: *mut c_void, func: *const c_void) -> i32 {
    if attr.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    let mut out = [0u8; FUNC_ATTR_BYTES];
    let e = with(|st| {
        let (prog, fi) = match kernel_of(st, func) {
            Ok(k) => k,
            Err(e) => return e,
        };
        let f = &prog.funcs[fi];
        let regs = prog.regs.iter().filter(|r| r.func == Some(fi as _)).count();
        let shared = f.shared_bytes;
        let max_dyn = st
            .dev
            .func_attrs
            .get(&(func as usize, 8))
            .copied()
            .unwrap_or((st.config.shared_mem_per_sm as u64).saturating_sub(shared) as c_int);
        let carve = st
            .dev
            .func_attrs
            .get(&(func as usize, 9))
            .copied()
            .unwrap_or(-1);
        let mut put = |off: usize, b: &[u8]| out[off..off + b.len()].copy_from_slice(b);
        put(0, &shared.to_le_bytes());
        put(8, &prog.const_bytes.to_le_bytes());
        put(16, &prog.local_bytes.to_le_bytes());
        put(24, &(st.config.max_threads_per_block as i32).to_le_bytes());
        put(28, &(regs as i32).to_le_bytes());
        put(32, &ptx_version(&prog.source).to_le_bytes());
        put(36, &(st.dev.major * 10 + st.dev.minor).to_le_bytes());
        put(40, &0i32.to_le_bytes());
        put(44, &max_dyn.to_le_bytes());
        put(48, &carve.to_le_bytes());
        err::SUCCESS
    });
    if e == err::SUCCESS {
        std::ptr::copy_nonoverlapping(out.as_ptr(), attr as *mut u8, FUNC_ATTR_BYTES);
    }
    e
}

/// `cudaFuncSetAttribute`: the dynamic shared memory limit (8: at most the SM's shared memory
/// less the kernel's static shared memory) and the carveout (9: -1 or a percentage) are kept
/// for `cudaFuncGetAttributes`; the cluster attributes (10-15) are accepted.
#[no_mangle]
pub extern "C" fn cudaFuncSetAttribute(func: *const c_void, attr: c_int, value: c_int) -> i32 {
    with(|st| {
        let (prog, fi) = match kernel_of(st, func) {
            Ok(k) => k,
            Err(e) => return e,
        };
        let room = (st.config.shared_mem_per_sm as u64).saturating_sub(prog.funcs[fi].shared_bytes);
        let ok = match attr {
            8 => value >= 0 && value as u64 <= room,
            9 => (-1..=100).contains(&value),
            10..=15 => true,
            _ => false,
        };
        if !ok {
            return err::INVALID_VALUE;
        }
        st.dev.func_attrs.insert((func as usize, attr), value);
        err::SUCCESS
    })
}

/// `cudaFuncSetCacheConfig`: a preference the simulator has no use for (its L1 and shared
/// memory sizes are the config's).
#[no_mangle]
pub extern "C" fn cudaFuncSetCacheConfig(func: *const c_void, cfg: c_int) -> i32 {
    with(|st| {
        if let Err(e) = kernel_of(st, func) {
            return e;
        }
        if !(0..=3).contains(&cfg) {
            return err::INVALID_VALUE;
        }
        err::SUCCESS
    })
}

/// Blocks of `threads` threads using `shared` bytes of shared memory that one SM holds at once,
/// as block issue allocates them: its block slots, its thread slots (whole warps) and its
/// shared memory.
pub(crate) fn blocks_per_sm(c: &Config, threads: u64, shared: u64) -> u64 {
    if threads == 0 || threads > c.max_threads_per_block as u64 {
        return 0;
    }
    let slots = if c.warp_size == 0 {
        threads
    } else {
        threads.div_ceil(c.warp_size as u64) * c.warp_size as u64
    };
    let by_threads = c.max_resident_threads as u64 / slots;
    let by_shared = (c.shared_mem_per_sm as u64)
        .checked_div(shared)
        .unwrap_or(u64::MAX);
    by_threads.min(by_shared).min(c.max_resident_blocks as u64)
}

#[no_mangle]
pub unsafe extern "C" fn cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    blocks: *mut c_int,
    func: *const c_void,
    block_size: c_int,
    dyn_shared: usize,
    flags: c_uint,
) -> i32 {
    if blocks.is_null() || block_size <= 0 || flags > 1 {
        return with(|_| err::INVALID_VALUE);
    }
    let mut n = 0;
    let e = with(|st| match kernel_of(st, func) {
        Ok((prog, fi)) => {
            let shared = prog.funcs[fi].shared_bytes + dyn_shared as u64;
            n = blocks_per_sm(&st.config, block_size as u64, shared) as c_int;
            err::SUCCESS
        }
        Err(e) => e,
    });
    if e == err::SUCCESS {
        *blocks = n;
    }
    e
}

#[no_mangle]
pub unsafe extern "C" fn cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    blocks: *mut c_int,
    func: *const c_void,
    block_size: c_int,
    dyn_shared: usize,
) -> i32 {
    cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(blocks, func, block_size, dyn_shared, 0)
}

/// `cudaLaunchCooperativeKernel`: a launch whose blocks must all be resident at once (the
/// launch's `cooperative` check: at most the blocks per SM times the SMs, else
/// `cudaErrorCooperativeLaunchTooLarge`), with the grid-synchronisation workspace that
/// `this_grid().sync()` uses.
#[no_mangle]
pub extern "C" fn cudaLaunchCooperativeKernel(
    func: *const c_void,
    grid: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shmem: usize,
    _stream: *mut c_void,
) -> i32 {
    with(|st| {
        st.dev.cooperative = true;
        let e = st.launch(
            func as usize,
            grid,
            block,
            args as *const *const c_void,
            shmem,
        );
        st.dev.cooperative = false;
        e
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dev() -> DevState {
        DevState {
            major: 2,
            minor: 0,
            flags: 0,
            cache: 0,
            l2_fetch: 32,
            func_attrs: BTreeMap::new(),
            cooperative: false,
        }
    }

    #[test]
    fn every_attribute_of_cuda_12_has_a_value() {
        let c = Config::gf100();
        let d = dev();
        // The enum's values: 1-43, 45-101, 106, 108, 109, 111-135, 138-143.
        let valid =
            |a: i32| matches!(a, 1..=43 | 45..=101 | 106 | 108 | 109 | 111..=135 | 138..=143);
        for a in 0..200 {
            assert_eq!(attribute(&c, &d, a).is_some(), valid(a), "attribute {a}");
        }
        assert_eq!(attribute(&c, &d, 16), Some(15)); // GF100's SMs
        assert_eq!(attribute(&c, &d, 75), Some(2));
    }

    #[test]
    fn properties_agree_with_attributes() {
        let c = Config::gf100();
        let mut d = dev();
        d.major = 8;
        let mut p = vec![0u8; PROP_BYTES];
        write_props(&mut p, &c, &d);
        let int = |o: usize| i32::from_le_bytes(p[o..o + 4].try_into().unwrap());
        assert_eq!(int(360), 8);
        assert_eq!(int(388), 15);
        assert_eq!(int(308), 32);
        assert_eq!(int(320), 1024);
        assert_eq!(int(712), 8); // GF100: 8 resident blocks
    }

    #[test]
    fn occupancy_counts_warps_slots_and_shared_memory() {
        let c = Config::gf100();
        // 1536 threads per SM, 8 blocks, 48 KiB shared.
        assert_eq!(blocks_per_sm(&c, 256, 0), 6);
        assert_eq!(blocks_per_sm(&c, 33, 0), 8); // 64 slots each, 24 by threads, 8 by blocks
        assert_eq!(blocks_per_sm(&c, 64, 20 << 10), 2);
        assert_eq!(blocks_per_sm(&c, 2048, 0), 0);
        assert_eq!(parse_sm("80"), Ok((8, 0)));
        assert!(parse_sm("8.0").is_err());
    }
}

//! `libcudart.so.12` of fermi-sim (docs/host-api.md): the CUDA Runtime API functions a simple
//! program calls, on the simulator's launch machinery. A program linked against NVIDIA's
//! runtime loads this library instead when it comes first in `LD_LIBRARY_PATH`
//! (`fermi-sim exec -- PROGRAM`).
//!
//! Device memory is kept here between launches: every `cudaMalloc` allocation is a buffer at a
//! device address of its own, with its contents. A launch builds the device of the launch
//! (`fermi_sim::launch::run`), copies every allocation in through the coherent view, starts the
//! grid (context (start)), runs it to completion under the seeded scheduler and the run-time
//! checks, and copies every allocation back out: a later `cudaMemcpy` sees the results.
//! Launches are synchronous, so `cudaDeviceSynchronize` has nothing left to wait for.
//!
//! Safety: every exported function takes its pointers under the CUDA Runtime API's contract
//! for that function (valid for the sizes it names), as NVIDIA's library does.
#![allow(clippy::missing_safety_doc)]

pub mod fatbin;

use fermi_sim::config::Config;
use fermi_sim::device::MemoryModel;
use fermi_sim::launch::manifest::{BufTy, ElemTy, Manifest};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare_with, BufAlloc, Overrides};
use fermi_sim::program::env::ProgEnv;
use fermi_sim::program::ir::{window, StateSpace};
use std::collections::BTreeMap;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::io::Write;
use std::sync::{Arc, Mutex, MutexGuard};

/// `cudaError_t` values (CUDA 12).
pub mod err {
    pub const SUCCESS: i32 = 0;
    pub const INVALID_VALUE: i32 = 1;
    pub const MEMORY_ALLOCATION: i32 = 2;
    pub const INITIALIZATION: i32 = 3;
    pub const INVALID_CONFIGURATION: i32 = 9;
    pub const INVALID_DEVICE_POINTER: i32 = 17;
    pub const INVALID_MEMCPY_DIRECTION: i32 = 21;
    pub const INVALID_DEVICE_FUNCTION: i32 = 98;
    pub const INVALID_DEVICE: i32 = 101;
    pub const NO_KERNEL_IMAGE: i32 = 209;
    pub const LAUNCH_FAILURE: i32 = 719;
    pub const UNKNOWN: i32 = 999;
}

/// The name and description of an error code (`cudaGetErrorName`, `cudaGetErrorString`).
fn error_text(e: i32) -> (&'static CStr, &'static CStr) {
    match e {
        err::SUCCESS => (c"cudaSuccess", c"no error"),
        err::INVALID_VALUE => (c"cudaErrorInvalidValue", c"invalid argument"),
        err::MEMORY_ALLOCATION => (c"cudaErrorMemoryAllocation", c"out of memory"),
        err::INITIALIZATION => (c"cudaErrorInitializationError", c"initialization error"),
        err::INVALID_CONFIGURATION => (
            c"cudaErrorInvalidConfiguration",
            c"invalid configuration argument",
        ),
        err::INVALID_DEVICE_POINTER => {
            (c"cudaErrorInvalidDevicePointer", c"invalid device pointer")
        }
        err::INVALID_MEMCPY_DIRECTION => (
            c"cudaErrorInvalidMemcpyDirection",
            c"invalid copy direction for memcpy",
        ),
        err::INVALID_DEVICE_FUNCTION => (
            c"cudaErrorInvalidDeviceFunction",
            c"invalid device function",
        ),
        err::INVALID_DEVICE => (c"cudaErrorInvalidDevice", c"invalid device ordinal"),
        err::NO_KERNEL_IMAGE => (
            c"cudaErrorNoKernelImageForDevice",
            c"no kernel image is available for execution on the device",
        ),
        err::LAUNCH_FAILURE => (c"cudaErrorLaunchFailure", c"unspecified launch failure"),
        _ => (c"cudaErrorUnknown", c"unknown error"),
    }
}

/// Lowest device address of an allocation: far above the module's `.global` variables, which
/// start at `window::GLOBAL_BASE`.
pub const ALLOC_BASE: u64 = window::GLOBAL_BASE + (64 << 20);
/// Alignment of an allocation (cudaMalloc's is at least 256 bytes).
pub const ALLOC_ALIGN: u64 = 256;

/// A registered fat binary: its PTX loaded, or why it could not be.
struct Module {
    prog: Result<Arc<ProgEnv>, String>,
    /// Contents of the module's `.global` variables after the last launch from it (none before
    /// its first: loading writes their initial values).
    vars: Option<Vec<(String, u64, Vec<u8>)>>,
}

/// `dim3`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dim3 {
    pub x: c_uint,
    pub y: c_uint,
    pub z: c_uint,
}

struct State {
    config: Config,
    seed: u64,
    memory: MemoryModel,
    checks: fermi_sim::checks::runtime::CheckSet,
    modules: Vec<Module>,
    /// Host stub address of a kernel → (module, PTX name).
    funcs: BTreeMap<usize, (usize, String)>,
    /// Device allocations by address: contents.
    allocs: BTreeMap<u64, Vec<u8>>,
    /// First free address.
    next: u64,
    /// `cudaGetLastError`'s error.
    last: i32,
    /// An error of a launch that the next synchronising call returns.
    pending: i32,
    /// `<<<...>>>` configurations pushed and not yet popped.
    calls: Vec<(Dim3, Dim3, usize, usize)>,
    launches: u64,
    device: c_int,
}

static STATE: Mutex<Option<State>> = Mutex::new(None);

/// Settings from the environment (`fermi-sim exec` sets them): `FERMI_SIM_SEED` (default 1),
/// `FERMI_SIM_MEMORY` (`fermi` or `flat`), `FERMI_SIM_CHECK` (comma list, as `run --check`),
/// `FERMI_SIM_CONFIG` (a config file). A bad value ends the program with status 2.
fn init_state() -> State {
    let fail = |m: String| -> ! {
        eprintln!("fermi-sim: {m}");
        std::process::exit(2)
    };
    let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    let seed = var("FERMI_SIM_SEED").map_or(1, |s| {
        s.parse()
            .unwrap_or_else(|_| fail(format!("FERMI_SIM_SEED=`{s}` is not a number")))
    });
    let memory = match var("FERMI_SIM_MEMORY").as_deref() {
        None | Some("fermi") => MemoryModel::Fermi,
        Some("flat") => MemoryModel::Flat,
        Some(o) => fail(format!(
            "FERMI_SIM_MEMORY=`{o}` is neither `fermi` nor `flat`"
        )),
    };
    let checks =
        fermi_sim::checks::runtime::CheckSet::parse(&[var("FERMI_SIM_CHECK").unwrap_or_default()])
            .unwrap_or_else(|m| fail(format!("FERMI_SIM_CHECK: {m}")));
    let config = match var("FERMI_SIM_CONFIG") {
        Some(p) => fermi_sim::launch::load_config(std::path::Path::new(&p))
            .unwrap_or_else(|e| fail(e.to_string())),
        None => Config::gf100(),
    };
    State {
        config,
        seed,
        memory,
        checks,
        modules: Vec::new(),
        funcs: BTreeMap::new(),
        allocs: BTreeMap::new(),
        next: ALLOC_BASE,
        last: err::SUCCESS,
        pending: err::SUCCESS,
        calls: Vec::new(),
        launches: 0,
        device: 0,
    }
}

fn state() -> MutexGuard<'static, Option<State>> {
    // A panic while the lock was held leaves the state as it was; carry on with it.
    STATE.lock().unwrap_or_else(|p| p.into_inner())
}

/// Run `f` on the state, catching a panic (an error of the simulator) as `cudaErrorUnknown`;
/// the error is recorded for `cudaGetLastError`.
fn with<F: FnOnce(&mut State) -> i32>(f: F) -> i32 {
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut g = state();
        let st = g.get_or_insert_with(init_state);
        let e = f(st);
        if e != err::SUCCESS {
            st.last = e;
        }
        e
    }));
    r.unwrap_or_else(|_| {
        eprintln!("fermi-sim: internal error in the CUDA runtime library (see the panic above)");
        err::UNKNOWN
    })
}

impl State {
    /// The allocation holding `[addr, addr + len)`: its address.
    fn alloc_of(&self, addr: u64, len: u64) -> Option<u64> {
        let (&base, bytes) = self.allocs.range(..=addr).next_back()?;
        (addr.checked_add(len)? <= base + bytes.len() as u64).then_some(base)
    }

    fn red_zone(&self, bytes: u64) -> u64 {
        fermi_sim::device::memop::red_zone(bytes, self.config.red_zone_bytes)
    }

    fn malloc(&mut self, size: u64) -> Option<u64> {
        let red = self.red_zone(size);
        let addr = (self.next + red).next_multiple_of(ALLOC_ALIGN);
        let end = addr.checked_add(size.max(1))?.checked_add(red)?;
        if end > window::SHARED_BASE || size > self.config.global_mem_bytes {
            return None;
        }
        self.next = end;
        self.allocs.insert(addr, vec![0; size as usize]);
        Some(addr)
    }

    /// Device bytes `[addr, addr + len)` inside one allocation.
    fn dev_slice(&mut self, addr: u64, len: usize) -> Option<&mut [u8]> {
        let base = self.alloc_of(addr, len as u64)?;
        let off = (addr - base) as usize;
        Some(&mut self.allocs.get_mut(&base)?[off..off + len])
    }

    /// `cudaLaunchKernel`.
    fn launch(
        &mut self,
        func: usize,
        grid: Dim3,
        block: Dim3,
        args: *const *const c_void,
        shmem: usize,
    ) -> i32 {
        let Some((mi, name)) = self.funcs.get(&func).cloned() else {
            eprintln!("fermi-sim: cudaLaunchKernel: {func:#x} is not a registered kernel");
            return err::INVALID_DEVICE_FUNCTION;
        };
        let prog = match &self.modules[mi].prog {
            Ok(p) => p.clone(),
            Err(m) => {
                eprintln!("fermi-sim: kernel `{name}` cannot run: {m}");
                return err::NO_KERNEL_IMAGE;
            }
        };
        let Some((_, f)) = prog.kernel(&name) else {
            eprintln!("fermi-sim: the module's PTX has no kernel `{name}`");
            return err::INVALID_DEVICE_FUNCTION;
        };
        if prog.global_bytes + window::MODULE_RED_ZONE > ALLOC_BASE - window::GLOBAL_BASE {
            eprintln!(
                "fermi-sim: the module's .global variables ({} bytes) do not fit below the allocations",
                prog.global_bytes
            );
            return err::MEMORY_ALLOCATION;
        }
        // Each argument: as many bytes as its `.param` has, from `args[i]`.
        let mut margs = Vec::with_capacity(f.params.len());
        for (i, p) in f.params.iter().enumerate() {
            // SAFETY: the CUDA API contract: `args` holds one pointer per kernel parameter,
            // each to a value of the parameter's size.
            let bytes = unsafe {
                let a = *args.add(i);
                if a.is_null() {
                    eprintln!(
                        "fermi-sim: cudaLaunchKernel: argument {i} of `{name}` is a null pointer"
                    );
                    return err::INVALID_VALUE;
                }
                std::slice::from_raw_parts(a as *const u8, p.size as usize).to_vec()
            };
            margs.push(fermi_sim::launch::manifest::Arg::Bytes(bytes));
        }
        self.launches += 1;
        let file = format!(
            "launch {} of kernel `{}`",
            self.launches,
            display_name(&name)
        );
        let mut m = match Manifest::parse(
            "(ptx: \"-\", kernel: \"-\", grid: (1, 1, 1), block: (1, 1, 1))",
            &file,
        ) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("fermi-sim: {e}");
                return err::UNKNOWN;
            }
        };
        m.ptx = prog.file.clone();
        m.kernel = name.clone();
        m.grid = (grid.x, grid.y, grid.z);
        m.block = (block.x, block.y, block.z);
        m.args = margs;
        m.dynamic_shared = shmem as u64;
        let mut l = match prepare_with(
            m,
            &file,
            self.config.clone(),
            prog.clone(),
            &Overrides::default(),
        ) {
            Ok(l) => l,
            Err(e) => {
                eprintln!("fermi-sim: {e}");
                return if matches!(e.field.as_str(), "grid" | "block" | "dynamic_shared") {
                    err::INVALID_CONFIGURATION
                } else {
                    err::INVALID_VALUE
                };
            }
        };
        // Device memory: every allocation, then the module's variables as the last launch
        // from it left them (symbols: copied in after loading, out after the grid).
        let u8ty = BufTy::Scalar(ElemTy::U8);
        for (&addr, bytes) in &self.allocs {
            l.buffers.push(BufAlloc {
                name: format!("{addr:#x}"),
                ty: u8ty.clone(),
                space: StateSpace::Global,
                addr,
                len: bytes.len() as u64,
                init: bytes.clone(),
                red_zone: fermi_sim::device::memop::red_zone(
                    bytes.len() as u64,
                    self.config.red_zone_bytes,
                ),
            });
        }
        // The module's `.global` variables: as the last launch from the module left them, or
        // (its first launch) as loading initialises them.
        let vars: Vec<(String, u64, Vec<u8>)> = match &self.modules[mi].vars {
            Some(v) => v.clone(),
            None => fermi_sim::launch::module_globals(&l.prog)
                .into_iter()
                .map(|(n, a, size, _)| (n, a, vec![0; size as usize]))
                .collect(),
        };
        let first = self.modules[mi].vars.is_none();
        for (n, addr, bytes) in vars {
            let key = format!("var {n}");
            l.manifest.symbols.insert(key.clone(), symbol_spec());
            l.buffers.push(BufAlloc {
                name: key,
                ty: u8ty.clone(),
                space: StateSpace::Global,
                addr,
                len: bytes.len() as u64,
                init: if first { Vec::new() } else { bytes },
                red_zone: 0,
            });
        }
        // Launch k of the program runs with seed + k - 1.
        let seed = self.seed.wrapping_add(self.launches - 1);
        let mut sched = fermi_sim::sched::RandomSched::new(seed);
        let settings = RunSettings {
            seed,
            memory: self.memory,
            checks: self.checks,
            check_memory: self.checks.memory,
            ..RunSettings::default()
        };
        let r = run_launch(&l, &mut sched, settings);
        // Host copy-out: every allocation's and variable's contents.
        let mut new_vars = Vec::new();
        for b in &l.buffers {
            let Some(out) = r.buffers.get(&b.name) else {
                continue;
            };
            if let Some(v) = self
                .allocs
                .get_mut(&b.addr)
                .filter(|_| !b.name.starts_with("var "))
            {
                let n = v.len();
                v.copy_from_slice(&out.bytes[..n]);
            } else if let Some(n) = b.name.strip_prefix("var ") {
                new_vars.push((n.to_string(), b.addr, out.bytes.clone()));
            }
        }
        self.modules[mi].vars = Some(new_vars);
        // Device printf, after what the program printed so far.
        if !r.printf.is_empty() {
            // SAFETY: fflush(NULL) flushes every C stdio stream.
            unsafe { libc::fflush(std::ptr::null_mut()) };
            let mut out = std::io::stdout().lock();
            for p in &r.printf {
                let _ = out.write_all(p.text.as_bytes());
            }
            let _ = out.flush();
        }
        let failed = r.status != fermi_sim::launch::results::Status::Completed;
        // A launch that completed has at most warnings (benign races): kept quiet, as the
        // program's output is what the user reads; a failed launch gets every diagnostic.
        if failed && !r.diagnostics.is_empty() {
            // SAFETY: as above.
            unsafe { libc::fflush(std::ptr::null_mut()) };
            let mut e = std::io::stderr().lock();
            let lines: Vec<&str> = prog.source.lines().collect();
            for d in &r.diagnostics {
                let at = if d.lines.is_empty() {
                    String::new()
                } else {
                    format!(
                        " at PTX line{} {}",
                        if d.lines.len() == 1 { "" } else { "s" },
                        d.lines
                            .iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                };
                let _ = writeln!(e, "fermi-sim: {file}: {}{at}: {}", d.kind, d.message);
                for &ln in &d.lines {
                    if let Some(t) = lines.get((ln as usize).wrapping_sub(1)) {
                        let _ = writeln!(e, "  {ln:>5} | {}", t.trim());
                    }
                }
            }
            let _ = writeln!(
                e,
                "fermi-sim: {file} ended `{}` (seed {}): cudaErrorLaunchFailure",
                r.status.name(),
                r.seed
            );
        }
        if failed {
            if let Ok(p) = std::env::var("FERMI_SIM_REPORT") {
                if let Ok(mut f) = std::fs::OpenOptions::new()
                    .append(true)
                    .create(true)
                    .open(p)
                {
                    let _ = writeln!(f, "{}\t{}", r.status.name(), file);
                }
            }
            self.pending = err::LAUNCH_FAILURE;
            return err::LAUNCH_FAILURE;
        }
        err::SUCCESS
    }

    /// The error a synchronising call returns: a failed launch's, once.
    fn sync(&mut self) -> i32 {
        std::mem::replace(&mut self.pending, err::SUCCESS)
    }
}

/// A kernel's demangled C++ name where it has one.
fn display_name(name: &str) -> String {
    fermi_sim::program::names::demangled(name).unwrap_or_else(|| name.to_string())
}

fn symbol_spec() -> fermi_sim::launch::manifest::BufferSpec {
    fermi_sim::launch::manifest::parse_ron("(ty: U8, len: 1)", "-").expect("a valid buffer spec")
}

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

/// `__cudaRegisterVar`: module variables live in the module's PTX; nothing to record yet
/// (`cudaMemcpyToSymbol` is not supported).
#[no_mangle]
pub extern "C" fn __cudaRegisterVar(
    _handle: *mut *mut c_void,
    _host_var: *mut c_char,
    _device_address: *mut c_char,
    _device_name: *const c_char,
    _ext: c_int,
    _size: usize,
    _constant: c_int,
    _global: c_int,
) {
}

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
        st.allocs.clear();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocations_are_apart_and_copies_stay_inside() {
        let mut st = init_state();
        let a = st.malloc(100).unwrap();
        let b = st.malloc(100).unwrap();
        assert_eq!(a % ALLOC_ALIGN, 0);
        assert!(b >= a + 100 + st.red_zone(100), "{a:#x} {b:#x}");
        assert_eq!(st.alloc_of(a + 50, 50), Some(a));
        assert_eq!(st.alloc_of(a + 50, 51), None);
        assert_eq!(st.alloc_of(b - 1, 1), None);
    }

    #[test]
    fn error_names() {
        assert_eq!(error_text(719).0, c"cudaErrorLaunchFailure");
        assert_eq!(error_text(0).1, c"no error");
        assert_eq!(error_text(12345).0, c"cudaErrorUnknown");
    }
}

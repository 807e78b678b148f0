//! Module variables (`__device__`, `__constant__`) through their host shadows, host memory the
//! device reaches (pinned, mapped, registered, managed), pitched and asynchronous copies, and
//! the queries on memory (docs/host-api.md, "Memory and symbols").
//!
//! Host-backed memory: a pointer that the host dereferences and kernels use is an allocation
//! whose contents live in host memory. The library maps that memory (an anonymous mapping with
//! `MAP_FIXED_NOREPLACE`) at the allocation's own device address, so the host pointer and the
//! device pointer are one number; memory the program registers (`cudaHostRegister`) keeps its
//! host address and gets a device address of its own. Between launches the host bytes are the
//! contents: a copy reads and writes them directly. A launch copies them in through the
//! coherent view with the other allocations (host copy) and back out after the grid completed.

use crate::err;
use crate::state::{with, State};
use fermi_sim::program::env::VarValue;
use fermi_sim::program::ir::{window, StateSpace};
use std::ffi::{c_char, c_int, c_uint, c_void};

/// A module variable: its PTX name, state space, address in that space, and contents.
#[derive(Clone, Debug)]
pub(crate) struct ModVar {
    pub(crate) name: String,
    pub(crate) space: StateSpace,
    pub(crate) addr: u64,
    pub(crate) bytes: Vec<u8>,
}

impl ModVar {
    /// The device pointer of the variable (a generic address: `.const` variables lie in the
    /// constant window).
    pub(crate) fn device_addr(&self) -> u64 {
        match self.space {
            StateSpace::Const => window::CONST_BASE + self.addr,
            _ => self.addr,
        }
    }
}

/// What kind of host-backed allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HostKind {
    /// `cudaMallocManaged`: freed by `cudaFree`.
    Managed,
    /// `cudaMallocHost`, `cudaHostAlloc`: freed by `cudaFreeHost`.
    Pinned,
    /// `cudaHostRegister`: the program's own memory, at a device address of its own.
    Registered,
}

/// A host-backed allocation (keyed by its device address in `State::host`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct HostMem {
    pub(crate) host: usize,
    pub(crate) len: u64,
    pub(crate) kind: HostKind,
    pub(crate) flags: c_uint,
    /// Bytes mapped by the library (0 for registered memory).
    pub(crate) mapped: usize,
}

const PAGE: u64 = 4096;
/// Row alignment of `cudaMallocPitch` (`texturePitchAlignment` of CUDA devices).
pub const PITCH_ALIGN: u64 = 512;

/// `cudaMemoryType`.
const MEM_UNREGISTERED: c_int = 0;
const MEM_HOST: c_int = 1;
const MEM_DEVICE: c_int = 2;
const MEM_MANAGED: c_int = 3;

impl State {
    /// The variables of module `mi`, as the last launch from it or the last copy left them
    /// (initialised from the PTX the first time); None when its PTX did not load.
    pub(crate) fn vars_of(&mut self, mi: usize) -> Option<&mut Vec<ModVar>> {
        let m = self.modules.get_mut(mi)?;
        if m.vars.is_none() {
            let prog = m.prog.as_ref().ok()?;
            let vars = prog
                .vars
                .iter()
                .filter(|v| v.func.is_none())
                .filter_map(|v| match v.value {
                    VarValue::Addr(space @ (StateSpace::Global | StateSpace::Const), addr) => {
                        Some(ModVar {
                            name: v.source_name.clone(),
                            space,
                            addr,
                            bytes: v.init.clone().unwrap_or_else(|| vec![0; v.size as usize]),
                        })
                    }
                    _ => None,
                })
                .collect();
            m.vars = Some(vars);
        }
        m.vars.as_mut()
    }

    /// The variable a host shadow registered (`__cudaRegisterVar`) names: (module, index).
    fn symbol(&mut self, call: &str, sym: *const c_void) -> Result<(usize, usize), i32> {
        let Some((mi, name)) = self.symbols.get(&(sym as usize)).cloned() else {
            eprintln!("fermi-sim: {call}: {sym:p} is not a registered __device__ or __constant__ variable");
            return Err(err::INVALID_SYMBOL);
        };
        let Some(vars) = self.vars_of(mi) else {
            eprintln!("fermi-sim: {call}: the module of `{name}` did not load");
            return Err(err::INVALID_SYMBOL);
        };
        match vars.iter().position(|v| v.name == name) {
            Some(i) => Ok((mi, i)),
            None => {
                eprintln!("fermi-sim: {call}: the module's PTX has no variable `{name}`");
                Err(err::INVALID_SYMBOL)
            }
        }
    }

    /// The bytes `[addr, addr + len)` of one module variable at its device pointer.
    pub(crate) fn symbol_slice(&mut self, addr: u64, len: usize) -> Option<&mut [u8]> {
        let inside = |v: &ModVar| {
            let a = v.device_addr();
            addr >= a
                && addr
                    .checked_add(len as u64)
                    .is_some_and(|e| e <= a + v.bytes.len() as u64)
        };
        // The newest loaded module holding the range (each module's variables start at the
        // same addresses: docs/host-api.md).
        let (mi, i) = (0..self.modules.len()).rev().find_map(|mi| {
            let i = self.vars_of(mi)?.iter().position(inside)?;
            Some((mi, i))
        })?;
        let v = &mut self.vars_of(mi)?[i];
        let off = (addr - v.device_addr()) as usize;
        Some(&mut v.bytes[off..off + len])
    }

    /// Whether `[addr, addr + len)` is device memory (an allocation or a module variable).
    fn is_device(&mut self, addr: u64, len: u64) -> bool {
        self.alloc_of(addr, len.max(1)).is_some()
            || self.symbol_slice(addr, len.max(1) as usize).is_some()
    }

    /// Before a launch: the host bytes of host-backed allocations into their device copies.
    pub(crate) fn pull_host(&mut self) {
        for (addr, h) in &self.host {
            if let Some(v) = self.allocs.get_mut(addr) {
                // SAFETY: the host range was mapped by the library or registered by the program.
                v.copy_from_slice(unsafe {
                    std::slice::from_raw_parts(h.host as *const u8, h.len as usize)
                });
            }
        }
    }

    /// After a launch: the device copies of host-backed allocations back into host memory.
    pub(crate) fn push_host(&mut self) {
        for (addr, h) in &self.host {
            if let Some(v) = self.allocs.get(addr) {
                // SAFETY: as in `pull_host`.
                unsafe { std::slice::from_raw_parts_mut(h.host as *mut u8, h.len as usize) }
                    .copy_from_slice(v);
            }
        }
    }

    /// A host-backed allocation of `size` bytes: at `host` (registered memory), or mapped by
    /// the library at its device address.
    fn host_alloc(
        &mut self,
        call: &str,
        size: u64,
        kind: HostKind,
        flags: c_uint,
        host: Option<usize>,
    ) -> Result<u64, i32> {
        let align = if host.is_some() {
            crate::ALLOC_ALIGN
        } else {
            PAGE
        };
        let Some(addr) = self.malloc_aligned(size, align) else {
            eprintln!("fermi-sim: {call}: {size} bytes do not fit in the device's memory");
            return Err(err::MEMORY_ALLOCATION);
        };
        let (host, mapped) = match host {
            Some(h) => (h, 0),
            None => {
                let len = size.max(1).next_multiple_of(PAGE) as usize;
                // SAFETY: an anonymous private mapping at a fixed address that must be free.
                let p = unsafe {
                    libc::mmap(
                        addr as *mut c_void,
                        len,
                        libc::PROT_READ | libc::PROT_WRITE,
                        libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED_NOREPLACE,
                        -1,
                        0,
                    )
                };
                if p == libc::MAP_FAILED || p as u64 != addr {
                    if p != libc::MAP_FAILED {
                        // SAFETY: the mapping just made, elsewhere.
                        unsafe { libc::munmap(p, len) };
                    }
                    self.allocs.remove(&addr);
                    eprintln!(
                        "fermi-sim: {call}: the host addresses [{addr:#x}, {:#x}) of the device allocation are in use in this process",
                        addr + len as u64
                    );
                    return Err(err::MEMORY_ALLOCATION);
                }
                self.next = self.next.max(addr + len as u64);
                (addr as usize, len)
            }
        };
        self.host.insert(
            addr,
            HostMem {
                host,
                len: size,
                kind,
                flags,
                mapped,
            },
        );
        Ok(addr)
    }

    /// Free the allocation at `ptr` if it is of a kind `kinds` accepts (None: device memory).
    pub(crate) fn free(&mut self, call: &str, ptr: u64, kinds: &[Option<HostKind>]) -> i32 {
        let kind = self.host.get(&ptr).map(|h| h.kind);
        if !self.allocs.contains_key(&ptr) || !kinds.contains(&kind) {
            eprintln!(
                "fermi-sim: {call}: {ptr:#x} is not an allocation of {} (or it was freed already)",
                match kinds.first() {
                    Some(None) | Some(Some(HostKind::Managed)) => "cudaMalloc or cudaMallocManaged",
                    Some(Some(HostKind::Pinned)) => "cudaMallocHost or cudaHostAlloc",
                    _ => "cudaHostRegister",
                }
            );
            return err::INVALID_VALUE;
        }
        self.allocs.remove(&ptr);
        if let Some(h) = self.host.remove(&ptr) {
            if h.mapped != 0 {
                // SAFETY: the library's own mapping, made by `host_alloc`.
                unsafe { libc::munmap(h.host as *mut c_void, h.mapped) };
            }
        }
        err::SUCCESS
    }

    /// Every allocation freed (`cudaDeviceReset`).
    pub(crate) fn free_all(&mut self) {
        for (_, h) in std::mem::take(&mut self.host) {
            if h.mapped != 0 {
                // SAFETY: as in `free`.
                unsafe { libc::munmap(h.host as *mut c_void, h.mapped) };
            }
        }
        self.allocs.clear();
    }

    /// Bytes of device memory in use.
    pub(crate) fn used(&self) -> u64 {
        self.allocs.values().map(|v| v.len() as u64).sum()
    }

    /// A copy between launches (host copy through the coherent view): kinds 0 host→host,
    /// 1 host→device, 2 device→host, 3 device→device, 4 default (device memory told by the
    /// allocations and module variables).
    pub(crate) unsafe fn memcpy(
        &mut self,
        call: &str,
        dst: u64,
        src: u64,
        count: usize,
        kind: c_int,
    ) -> i32 {
        let e = self.sync();
        if e != err::SUCCESS {
            return e;
        }
        if count == 0 {
            return err::SUCCESS;
        }
        let kind = if kind == 4 {
            match (
                self.is_device(src, count as u64),
                self.is_device(dst, count as u64),
            ) {
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
                let from = std::slice::from_raw_parts(src as *const u8, count).to_vec();
                match self.dev_slice(dst, count) {
                    Some(to) => {
                        to.copy_from_slice(&from);
                        err::SUCCESS
                    }
                    None => bad_pointer(call, "destination", dst, count),
                }
            }
            2 => match self.dev_slice(src, count).map(|s| s.to_vec()) {
                Some(from) => {
                    std::ptr::copy(from.as_ptr(), dst as *mut u8, count);
                    err::SUCCESS
                }
                None => bad_pointer(call, "source", src, count),
            },
            3 => {
                let Some(from) = self.dev_slice(src, count).map(|s| s.to_vec()) else {
                    return bad_pointer(call, "source", src, count);
                };
                match self.dev_slice(dst, count) {
                    Some(to) => {
                        to.copy_from_slice(&from);
                        err::SUCCESS
                    }
                    None => bad_pointer(call, "destination", dst, count),
                }
            }
            _ => {
                eprintln!("fermi-sim: {call}: {kind} is not a cudaMemcpyKind");
                err::INVALID_MEMCPY_DIRECTION
            }
        }
    }

    /// A pitched copy: `height` rows of `width` bytes.
    #[allow(clippy::too_many_arguments)]
    unsafe fn memcpy_2d(
        &mut self,
        call: &str,
        dst: u64,
        dpitch: usize,
        src: u64,
        spitch: usize,
        width: usize,
        height: usize,
        kind: c_int,
    ) -> i32 {
        if width > dpitch || width > spitch {
            eprintln!(
                "fermi-sim: {call}: the width {width} is larger than a pitch ({dpitch}, {spitch})"
            );
            return err::INVALID_PITCH_VALUE;
        }
        for r in 0..height {
            let e = self.memcpy(
                call,
                dst + (r * dpitch) as u64,
                src + (r * spitch) as u64,
                width,
                kind,
            );
            if e != err::SUCCESS {
                return e;
            }
        }
        err::SUCCESS
    }

    fn memset_2d(
        &mut self,
        call: &str,
        ptr: u64,
        pitch: usize,
        value: c_int,
        width: usize,
        height: usize,
    ) -> i32 {
        let e = self.sync();
        if e != err::SUCCESS {
            return e;
        }
        if width > pitch {
            eprintln!("fermi-sim: {call}: the width {width} is larger than the pitch {pitch}");
            return err::INVALID_PITCH_VALUE;
        }
        if width == 0 || height == 0 {
            return err::SUCCESS;
        }
        for r in 0..height {
            let at = ptr + (r * pitch) as u64;
            match self.dev_slice(at, width) {
                Some(s) => s.fill(value as u8),
                None => return bad_pointer(call, "row", at, width),
            }
        }
        err::SUCCESS
    }

    /// A copy to or from a module variable: its device pointer plus `offset`.
    #[allow(clippy::too_many_arguments)]
    unsafe fn symbol_copy(
        &mut self,
        call: &str,
        sym: *const c_void,
        host: u64,
        count: usize,
        offset: usize,
        kind: c_int,
        to_symbol: bool,
    ) -> i32 {
        let (mi, i) = match self.symbol(call, sym) {
            Ok(x) => x,
            Err(e) => return e,
        };
        let v = &self.vars_of(mi).expect("found above")[i];
        let (at, size, name) = (v.device_addr(), v.bytes.len(), v.name.clone());
        if offset.checked_add(count).is_none_or(|e| e > size) {
            eprintln!("fermi-sim: {call}: bytes [{offset}, {}) are outside variable `{name}` ({size} bytes)", offset.saturating_add(count));
            return err::INVALID_VALUE;
        }
        let ok = if to_symbol { [1, 3, 4] } else { [2, 3, 4] };
        if !ok.contains(&kind) {
            eprintln!("fermi-sim: {call}: {kind} is not a direction of this copy");
            return err::INVALID_MEMCPY_DIRECTION;
        }
        let dev = at + offset as u64;
        if to_symbol {
            self.memcpy(call, dev, host, count, if kind == 4 { 4 } else { kind })
        } else {
            self.memcpy(call, host, dev, count, kind)
        }
    }
}

/// A copy range that is not device memory: `cudaErrorInvalidValue`, with a message.
pub(crate) fn bad_pointer(call: &str, what: &str, addr: u64, count: usize) -> i32 {
    eprintln!(
        "fermi-sim: {call}: the {what} [{addr:#x}, {:#x}) is not inside one device allocation",
        addr.saturating_add(count as u64)
    );
    err::INVALID_VALUE
}

// ---- Module variables ----

/// `__cudaRegisterVar`: the host shadow `host_var` names the module variable `device_name`.
#[no_mangle]
pub unsafe extern "C" fn __cudaRegisterVar(
    handle: *mut *mut c_void,
    host_var: *mut c_char,
    _device_address: *mut c_char,
    device_name: *const c_char,
    _ext: c_int,
    _size: usize,
    _constant: c_int,
    _global: c_int,
) {
    if handle.is_null() || device_name.is_null() {
        return;
    }
    let mi = *handle as usize;
    let name = std::ffi::CStr::from_ptr(device_name)
        .to_string_lossy()
        .into_owned();
    with(|st| {
        if mi < st.modules.len() {
            st.symbols.insert(host_var as usize, (mi, name));
        }
        err::SUCCESS
    });
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyToSymbol(
    symbol: *const c_void,
    src: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
) -> i32 {
    with(|st| {
        st.symbol_copy(
            "cudaMemcpyToSymbol",
            symbol,
            src as u64,
            count,
            offset,
            kind,
            true,
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyFromSymbol(
    dst: *mut c_void,
    symbol: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
) -> i32 {
    with(|st| {
        st.symbol_copy(
            "cudaMemcpyFromSymbol",
            symbol,
            dst as u64,
            count,
            offset,
            kind,
            false,
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyToSymbolAsync(
    symbol: *const c_void,
    src: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> i32 {
    with(|st| {
        st.symbol_copy(
            "cudaMemcpyToSymbolAsync",
            symbol,
            src as u64,
            count,
            offset,
            kind,
            true,
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyFromSymbolAsync(
    dst: *mut c_void,
    symbol: *const c_void,
    count: usize,
    offset: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> i32 {
    with(|st| {
        st.symbol_copy(
            "cudaMemcpyFromSymbolAsync",
            symbol,
            dst as u64,
            count,
            offset,
            kind,
            false,
        )
    })
}

/// `cudaGetSymbolAddress`: a `.global` variable's address, a `.const` variable's generic
/// address (the constant window).
#[no_mangle]
pub unsafe extern "C" fn cudaGetSymbolAddress(
    dev_ptr: *mut *mut c_void,
    symbol: *const c_void,
) -> i32 {
    if dev_ptr.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    with(|st| match st.symbol("cudaGetSymbolAddress", symbol) {
        Ok((mi, i)) => {
            *dev_ptr = st.vars_of(mi).expect("found")[i].device_addr() as *mut c_void;
            err::SUCCESS
        }
        Err(e) => e,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetSymbolSize(size: *mut usize, symbol: *const c_void) -> i32 {
    if size.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    with(|st| match st.symbol("cudaGetSymbolSize", symbol) {
        Ok((mi, i)) => {
            *size = st.vars_of(mi).expect("found")[i].bytes.len();
            err::SUCCESS
        }
        Err(e) => e,
    })
}

// ---- Host memory the device reaches ----

unsafe fn alloc_into(
    call: &str,
    ptr: *mut *mut c_void,
    size: usize,
    kind: HostKind,
    flags: c_uint,
) -> i32 {
    if ptr.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    with(
        |st| match st.host_alloc(call, size as u64, kind, flags, None) {
            Ok(a) => {
                *ptr = a as *mut c_void;
                err::SUCCESS
            }
            Err(e) => e,
        },
    )
}

/// `cudaMallocHost`: page-locked host memory, mapped into the device at the same address.
#[no_mangle]
pub unsafe extern "C" fn cudaMallocHost(ptr: *mut *mut c_void, size: usize) -> i32 {
    alloc_into("cudaMallocHost", ptr, size, HostKind::Pinned, 0)
}

/// `cudaHostAlloc`: as `cudaMallocHost` whatever the flags (`cudaHostAllocMapped`,
/// `Portable`, `WriteCombined`: one device, and the device reaches all of it, as with UVA).
#[no_mangle]
pub unsafe extern "C" fn cudaHostAlloc(ptr: *mut *mut c_void, size: usize, flags: c_uint) -> i32 {
    if flags & !0xF != 0 {
        return with(|_| err::INVALID_VALUE);
    }
    alloc_into("cudaHostAlloc", ptr, size, HostKind::Pinned, flags)
}

#[no_mangle]
pub extern "C" fn cudaFreeHost(ptr: *mut c_void) -> i32 {
    if ptr.is_null() {
        return err::SUCCESS;
    }
    with(|st| st.free("cudaFreeHost", ptr as u64, &[Some(HostKind::Pinned)]))
}

/// `cudaMallocManaged`: memory the host dereferences and kernels use, at one address.
#[no_mangle]
pub unsafe extern "C" fn cudaMallocManaged(
    ptr: *mut *mut c_void,
    size: usize,
    flags: c_uint,
) -> i32 {
    if flags != 1 && flags != 2 {
        // cudaMemAttachGlobal or cudaMemAttachHost.
        return with(|_| err::INVALID_VALUE);
    }
    if size == 0 {
        return with(|_| err::INVALID_VALUE);
    }
    alloc_into("cudaMallocManaged", ptr, size, HostKind::Managed, flags)
}

/// `cudaHostRegister`: the program's memory `[ptr, ptr + size)` gets a device address of its
/// own (`cudaHostGetDevicePointer`).
#[no_mangle]
pub extern "C" fn cudaHostRegister(ptr: *mut c_void, size: usize, flags: c_uint) -> i32 {
    with(|st| {
        if ptr.is_null() || size == 0 {
            return err::INVALID_VALUE;
        }
        let (lo, hi) = (ptr as usize, ptr as usize + size);
        if st
            .host
            .values()
            .any(|h| h.host < hi && lo < h.host + h.len as usize)
        {
            eprintln!("fermi-sim: cudaHostRegister: [{lo:#x}, {hi:#x}) overlaps memory already registered or allocated by the runtime");
            return err::HOST_MEMORY_ALREADY_REGISTERED;
        }
        match st.host_alloc(
            "cudaHostRegister",
            size as u64,
            HostKind::Registered,
            flags,
            Some(lo),
        ) {
            Ok(_) => err::SUCCESS,
            Err(e) => e,
        }
    })
}

#[no_mangle]
pub extern "C" fn cudaHostUnregister(ptr: *mut c_void) -> i32 {
    with(|st| {
        let dev = st
            .host
            .iter()
            .find(|(_, h)| h.kind == HostKind::Registered && h.host == ptr as usize)
            .map(|(&a, _)| a);
        match dev {
            Some(a) => st.free("cudaHostUnregister", a, &[Some(HostKind::Registered)]),
            None => {
                eprintln!("fermi-sim: cudaHostUnregister: {ptr:p} is not registered");
                err::HOST_MEMORY_NOT_REGISTERED
            }
        }
    })
}

/// The host-backed allocation holding host address `p`: (device address, entry).
fn host_entry(st: &State, p: usize) -> Option<(u64, HostMem)> {
    st.host
        .iter()
        .find(|(_, h)| p >= h.host && p < h.host + (h.len as usize).max(1))
        .map(|(&a, h)| (a, *h))
}

#[no_mangle]
pub unsafe extern "C" fn cudaHostGetDevicePointer(
    dev: *mut *mut c_void,
    host: *mut c_void,
    flags: c_uint,
) -> i32 {
    if dev.is_null() || flags != 0 {
        return with(|_| err::INVALID_VALUE);
    }
    with(|st| match host_entry(st, host as usize) {
        Some((a, h)) => {
            *dev = (a + (host as usize - h.host) as u64) as *mut c_void;
            err::SUCCESS
        }
        None => {
            eprintln!("fermi-sim: cudaHostGetDevicePointer: {host:p} is not memory of cudaHostAlloc, cudaMallocHost or cudaHostRegister");
            err::INVALID_VALUE
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaHostGetFlags(flags: *mut c_uint, host: *mut c_void) -> i32 {
    if flags.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    with(|st| match host_entry(st, host as usize) {
        Some((_, h)) if h.kind != HostKind::Managed => {
            *flags = h.flags;
            err::SUCCESS
        }
        _ => err::INVALID_VALUE,
    })
}

/// `cudaMemGetInfo`: the configured memory (`global_mem_bytes`) less every allocation.
#[no_mangle]
pub unsafe extern "C" fn cudaMemGetInfo(free: *mut usize, total: *mut usize) -> i32 {
    if free.is_null() || total.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    with(|st| {
        *total = st.config.global_mem_bytes as usize;
        *free = st.config.global_mem_bytes.saturating_sub(st.used()) as usize;
        err::SUCCESS
    })
}

/// `struct cudaPointerAttributes` (CUDA 12).
#[repr(C)]
pub struct PointerAttributes {
    pub kind: c_int,
    pub device: c_int,
    pub device_pointer: *mut c_void,
    pub host_pointer: *mut c_void,
}

#[no_mangle]
pub unsafe extern "C" fn cudaPointerGetAttributes(
    attr: *mut PointerAttributes,
    ptr: *const c_void,
) -> i32 {
    if attr.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    with(|st| {
        let p = ptr as u64;
        let a = &mut *attr;
        a.device = 0;
        if let Some((dev, h)) = host_entry(st, p as usize) {
            a.kind = if h.kind == HostKind::Managed {
                MEM_MANAGED
            } else {
                MEM_HOST
            };
            a.host_pointer = ptr as *mut c_void;
            a.device_pointer = (dev + (p - h.host as u64)) as *mut c_void;
        } else if let Some(base) = st.alloc_of(p, 1) {
            match st.host.get(&base) {
                Some(h) => {
                    a.kind = if h.kind == HostKind::Managed {
                        MEM_MANAGED
                    } else {
                        MEM_HOST
                    };
                    a.host_pointer = (h.host as u64 + (p - base)) as *mut c_void;
                }
                None => {
                    a.kind = MEM_DEVICE;
                    a.host_pointer = std::ptr::null_mut();
                }
            }
            a.device_pointer = ptr as *mut c_void;
        } else if st.symbol_slice(p, 1).is_some() {
            a.kind = MEM_DEVICE;
            a.device_pointer = ptr as *mut c_void;
            a.host_pointer = std::ptr::null_mut();
        } else {
            a.kind = MEM_UNREGISTERED;
            a.device = -2;
            a.device_pointer = std::ptr::null_mut();
            a.host_pointer = ptr as *mut c_void;
        }
        err::SUCCESS
    })
}

/// Unified memory hints: nothing to do (the device's copy is made at each launch).
#[no_mangle]
pub extern "C" fn cudaMemPrefetchAsync(
    _ptr: *const c_void,
    _count: usize,
    _device: c_int,
    _stream: *mut c_void,
) -> i32 {
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cudaMemAdvise(
    _ptr: *const c_void,
    _count: usize,
    _advice: c_int,
    _device: c_int,
) -> i32 {
    err::SUCCESS
}

// ---- Pitched and asynchronous copies (asynchronous ones complete before they return) ----

/// `cudaMallocPitch`: `height` rows of `width` bytes, each row starting at a multiple of
/// [`PITCH_ALIGN`].
#[no_mangle]
pub unsafe extern "C" fn cudaMallocPitch(
    ptr: *mut *mut c_void,
    pitch: *mut usize,
    width: usize,
    height: usize,
) -> i32 {
    if ptr.is_null() || pitch.is_null() {
        return with(|_| err::INVALID_VALUE);
    }
    let p = (width as u64).max(1).next_multiple_of(PITCH_ALIGN);
    let Some(size) = p.checked_mul(height as u64) else {
        return with(|_| err::MEMORY_ALLOCATION);
    };
    with(|st| match st.malloc(size) {
        Some(a) => {
            *ptr = a as *mut c_void;
            *pitch = p as usize;
            err::SUCCESS
        }
        None => err::MEMORY_ALLOCATION,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy2D(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
) -> i32 {
    with(|st| {
        st.memcpy_2d(
            "cudaMemcpy2D",
            dst as u64,
            dpitch,
            src as u64,
            spitch,
            width,
            height,
            kind,
        )
    })
}

#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cudaMemcpy2DAsync(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> i32 {
    with(|st| {
        st.memcpy_2d(
            "cudaMemcpy2DAsync",
            dst as u64,
            dpitch,
            src as u64,
            spitch,
            width,
            height,
            kind,
        )
    })
}

#[no_mangle]
pub extern "C" fn cudaMemset2D(
    ptr: *mut c_void,
    pitch: usize,
    value: c_int,
    width: usize,
    height: usize,
) -> i32 {
    with(|st| st.memset_2d("cudaMemset2D", ptr as u64, pitch, value, width, height))
}

#[no_mangle]
pub extern "C" fn cudaMemset2DAsync(
    ptr: *mut c_void,
    pitch: usize,
    value: c_int,
    width: usize,
    height: usize,
    _stream: *mut c_void,
) -> i32 {
    with(|st| st.memset_2d("cudaMemset2DAsync", ptr as u64, pitch, value, width, height))
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyAsync(
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: c_int,
    _stream: *mut c_void,
) -> i32 {
    with(|st| st.memcpy("cudaMemcpyAsync", dst as u64, src as u64, count, kind))
}

#[no_mangle]
pub extern "C" fn cudaMemsetAsync(
    ptr: *mut c_void,
    value: c_int,
    count: usize,
    _stream: *mut c_void,
) -> i32 {
    with(|st| st.memset_2d("cudaMemsetAsync", ptr as u64, count, value, count, 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{init_state, Module};
    use std::sync::Arc;

    const PTX: &str = ".version 7.0\n.target sm_70\n.address_size 64\n\
        .global .align 4 .u32 g[4] = {1, 2, 3, 4};\n\
        .const .align 4 .u32 c[2];\n\
        .visible .entry k() { ret; }\n";

    fn with_module() -> State {
        let mut st = init_state();
        let prog = fermi_sim::launch::load_ptx_text("t.ptx", PTX).expect("loads");
        st.modules.push(Module {
            prog: Ok(Arc::new(prog)),
            vars: None,
        });
        st
    }

    #[test]
    fn variables_start_with_their_ptx_values_at_their_device_pointers() {
        let mut st = with_module();
        let vars = st.vars_of(0).unwrap().clone();
        let g = vars.iter().find(|v| v.name == "g").unwrap();
        let c = vars.iter().find(|v| v.name == "c").unwrap();
        assert_eq!(g.space, StateSpace::Global);
        assert_eq!(c.space, StateSpace::Const);
        assert!(g.addr >= window::GLOBAL_BASE && g.addr < crate::ALLOC_BASE);
        assert_eq!(c.device_addr(), window::CONST_BASE + c.addr);
        // g[2] = 3, little-endian.
        assert_eq!(st.symbol_slice(g.addr + 8, 4).unwrap(), &[3, 0, 0, 0]);
        // A write through the device pointer of c is what the next launch copies in.
        st.dev_slice(c.device_addr() + 4, 4).unwrap().fill(9);
        assert_eq!(
            st.vars_of(0).unwrap()[1].bytes,
            vec![0, 0, 0, 0, 9, 9, 9, 9]
        );
        // One byte past the end of c is no variable's.
        assert!(st.symbol_slice(c.device_addr() + 5, 4).is_none());
    }

    #[test]
    fn host_backed_memory_is_one_address_and_is_freed_once() {
        let mut st = init_state();
        let a = st
            .host_alloc("t", 100, HostKind::Managed, 1, None)
            .expect("the address is free in the test process");
        assert_eq!(a % PAGE, 0);
        // The host writes through the pointer; the device view is the same bytes.
        unsafe { *(a as *mut u8).add(10) = 42 };
        assert_eq!(st.dev_slice(a + 10, 1).unwrap(), &[42]);
        // A launch copies in, the device writes, the launch copies out.
        st.pull_host();
        assert_eq!(st.allocs[&a][10], 42);
        st.allocs.get_mut(&a).unwrap()[11] = 7;
        st.push_host();
        assert_eq!(unsafe { *(a as *const u8).add(11) }, 7);
        assert_eq!(
            st.free("t", a, &[Some(HostKind::Pinned)]),
            err::INVALID_VALUE
        );
        assert_eq!(st.free("t", a, &[Some(HostKind::Managed)]), err::SUCCESS);
        assert_eq!(
            st.free("t", a, &[Some(HostKind::Managed)]),
            err::INVALID_VALUE
        );
    }
}

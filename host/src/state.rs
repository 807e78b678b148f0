//! The library's state: the configured device, the registered modules and kernels, and device
//! memory between launches (every allocation with its contents).

use crate::{err, Dim3};
use fermi_sim::config::Config;
use fermi_sim::device::MemoryModel;
use fermi_sim::program::env::ProgEnv;
use fermi_sim::program::ir::window;
use std::collections::BTreeMap;
use std::ffi::c_int;
use std::sync::{Arc, Mutex, MutexGuard};

/// Lowest device address of an allocation: far above the module's `.global` variables, which
/// start at `window::GLOBAL_BASE`.
pub const ALLOC_BASE: u64 = window::GLOBAL_BASE + (64 << 20);
/// Alignment of an allocation (cudaMalloc's is at least 256 bytes).
pub const ALLOC_ALIGN: u64 = 256;

/// A registered fat binary: its PTX loaded, or why it could not be.
pub(crate) struct Module {
    pub(crate) prog: Result<Arc<ProgEnv>, String>,
    /// Contents of the module's `.global` and `.const` variables after the last launch from it
    /// or the last copy to one (none before either: `State::vars_of` reads the PTX's values).
    pub(crate) vars: Option<Vec<crate::memory::ModVar>>,
}

pub(crate) struct State {
    pub(crate) config: Config,
    pub(crate) seed: u64,
    pub(crate) memory: MemoryModel,
    pub(crate) checks: fermi_sim::checks::runtime::CheckSet,
    pub(crate) modules: Vec<Module>,
    /// Host stub address of a kernel → (module, PTX name).
    pub(crate) funcs: BTreeMap<usize, (usize, String)>,
    /// Device allocations by address: contents.
    pub(crate) allocs: BTreeMap<u64, Vec<u8>>,
    /// Allocations whose contents live in host memory (memory.rs), by device address.
    pub(crate) host: BTreeMap<u64, crate::memory::HostMem>,
    /// Host shadow address of a module variable → (module, PTX name).
    pub(crate) symbols: BTreeMap<usize, (usize, String)>,
    /// First free address.
    pub(crate) next: u64,
    /// `cudaGetLastError`'s error.
    pub(crate) last: i32,
    /// An error of a launch that the next synchronising call returns.
    pub(crate) pending: i32,
    /// `<<<...>>>` configurations pushed and not yet popped.
    pub(crate) calls: Vec<(Dim3, Dim3, usize, usize)>,
    pub(crate) launches: u64,
    pub(crate) device: c_int,
    /// Streams, events and the simulated clock (streams.rs).
    pub(crate) streams: crate::streams::Streams,
    /// Device settings: compute capability, flags, cache config (device.rs).
    pub(crate) dev: crate::device::DevState,
    /// The other settings of every launch (`fermi-sim exec`'s options).
    pub(crate) opts: crate::opts::Opts,
    /// Modules whose PTX `--record` has written.
    pub(crate) recorded: std::collections::BTreeSet<usize>,
    /// Texture objects and arrays (texture.rs).
    pub(crate) tex: crate::texture::Textures,
}

static STATE: Mutex<Option<State>> = Mutex::new(None);

/// Settings from the environment (`fermi-sim exec` sets them): `FERMI_SIM_SEED` (default 1),
/// `FERMI_SIM_MEMORY` (`fermi` or `flat`), `FERMI_SIM_CHECK` (comma list, as `run --check`),
/// `FERMI_SIM_CONFIG` (a config file). A bad value ends the program with status 2.
pub(crate) fn init_state() -> State {
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
    let opts = crate::opts::Opts::from_env().unwrap_or_else(|m| fail(m));
    let mut checks =
        fermi_sim::checks::runtime::CheckSet::parse(&[var("FERMI_SIM_CHECK").unwrap_or_default()])
            .unwrap_or_else(|m| fail(format!("FERMI_SIM_CHECK: {m}")));
    if opts.strict_races {
        checks = checks.with_strict_races();
    }
    let mut config = match var("FERMI_SIM_CONFIG") {
        Some(p) => fermi_sim::launch::load_config(std::path::Path::new(&p))
            .unwrap_or_else(|e| fail(e.to_string())),
        None => Config::gf100(),
    };
    if let Some(s) = opts.scheduling {
        config.scheduling = s;
    }
    State {
        config,
        seed,
        memory,
        checks,
        modules: Vec::new(),
        funcs: BTreeMap::new(),
        allocs: BTreeMap::new(),
        host: BTreeMap::new(),
        symbols: BTreeMap::new(),
        next: ALLOC_BASE,
        last: err::SUCCESS,
        pending: err::SUCCESS,
        calls: Vec::new(),
        launches: 0,
        device: 0,
        streams: Default::default(),
        dev: crate::device::DevState::from_env(),
        opts,
        recorded: Default::default(),
        tex: Default::default(),
    }
}

thread_local! {
    /// This thread holds the state's lock: a second `state()` would wait for itself forever.
    static HELD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The state's lock, held by this thread until dropped.
pub(crate) struct StateGuard(MutexGuard<'static, Option<State>>);

impl std::ops::Deref for StateGuard {
    type Target = Option<State>;
    fn deref(&self) -> &Option<State> {
        &self.0
    }
}

impl std::ops::DerefMut for StateGuard {
    fn deref_mut(&mut self) -> &mut Option<State> {
        &mut self.0
    }
}

impl Drop for StateGuard {
    fn drop(&mut self) {
        HELD.with(|h| h.set(false));
    }
}

/// Lock the state. A call made while this thread already holds it (a function of the library
/// calling another exported one inside its own `with`) is a bug of the library: it panics,
/// which the caller's `with` turns into an internal error, instead of deadlocking the program.
pub(crate) fn state() -> StateGuard {
    if HELD.with(|h| h.get()) {
        panic!("fermi-sim: a CUDA library function was entered again while the library's state was held");
    }
    // A panic while the lock was held leaves the state as it was; carry on with it.
    let g = STATE.lock().unwrap_or_else(|p| p.into_inner());
    HELD.with(|h| h.set(true));
    StateGuard(g)
}

/// Run `f` on the state, catching a panic (an error of the simulator) as `cudaErrorUnknown`;
/// the error is recorded for `cudaGetLastError`.
pub(crate) fn with<F: FnOnce(&mut State) -> i32>(f: F) -> i32 {
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
    pub(crate) fn alloc_of(&self, addr: u64, len: u64) -> Option<u64> {
        let (&base, bytes) = self.allocs.range(..=addr).next_back()?;
        (addr.checked_add(len)? <= base + bytes.len() as u64).then_some(base)
    }

    pub(crate) fn red_zone(&self, bytes: u64) -> u64 {
        fermi_sim::device::memop::red_zone(bytes, self.config.red_zone_bytes)
    }

    pub(crate) fn malloc(&mut self, size: u64) -> Option<u64> {
        self.malloc_aligned(size, ALLOC_ALIGN)
    }

    /// An allocation at a multiple of `align`, within the address window and the configured
    /// memory (every allocation counted).
    pub(crate) fn malloc_aligned(&mut self, size: u64, align: u64) -> Option<u64> {
        let red = self.red_zone(size);
        let addr = (self.next + red).next_multiple_of(align);
        let end = addr.checked_add(size.max(1))?.checked_add(red)?;
        if end > window::SHARED_BASE
            || size.checked_add(self.used())? > self.config.global_mem_bytes
        {
            return None;
        }
        self.next = end;
        self.allocs.insert(addr, vec![0; size as usize]);
        Some(addr)
    }

    /// Device bytes `[addr, addr + len)` inside one allocation (in host memory for a
    /// host-backed one) or one module variable.
    pub(crate) fn dev_slice(&mut self, addr: u64, len: usize) -> Option<&mut [u8]> {
        let Some(base) = self.alloc_of(addr, len as u64) else {
            return self.symbol_slice(addr, len);
        };
        let off = (addr - base) as usize;
        if let Some(h) = self.host.get(&base) {
            // SAFETY: host-backed memory: mapped by the library or registered by the program
            // for `h.len` bytes, which the range lies in.
            return Some(unsafe { std::slice::from_raw_parts_mut((h.host + off) as *mut u8, len) });
        }
        Some(&mut self.allocs.get_mut(&base)?[off..off + len])
    }

    /// The error a synchronising call returns: a failed launch's, once.
    pub(crate) fn sync(&mut self) -> i32 {
        std::mem::replace(&mut self.pending, err::SUCCESS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reentrant_call_is_an_error_not_a_deadlock() {
        let e = with(|_| with(|_| err::SUCCESS));
        assert_eq!(e, err::UNKNOWN);
        // The lock is free again afterwards.
        assert_eq!(with(|_| err::SUCCESS), err::SUCCESS);
    }

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
}

//! Launches: a manifest checked against the config and the loaded program, turned into device
//! memory contents, a parameter bank and a grid configuration (the host-side extension of
//! docs/design.md §7), and the results of a run.

mod elems;
pub mod manifest;
pub mod progress;
pub mod registers;
pub mod results;
mod ron_lists;
mod ron_text;
pub mod run;
pub mod sources;
pub mod texture_spec;
pub mod textures;
// The checks of a manifest's fields against each other and the configuration.
mod validate;
use validate::*;
pub use validate::{GRID_SYNC_BYTES, MAX_TEST_CASES};

/// Initial contents of module variables (§5.1.3, T:L1716).
pub use crate::program::env::module_inits;

use crate::config::Config;
use crate::program::env::{ProgEnv, VarValue};
use crate::program::ir::{window, FuncId, StateSpace};
use manifest::{encode_elem, Arg, BufTy, BufferSpec, InputError, Manifest};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Alignment of launch buffers in global memory (cudaMalloc aligns to at least 256 bytes).
pub const BUFFER_ALIGN: u64 = 256;

/// The module's `.global` variables (module and function scope) in address order: name as
/// written, address, bytes and red zone (`window::MODULE_RED_ZONE`).
pub fn module_globals(prog: &ProgEnv) -> Vec<(String, u64, u64, u64)> {
    let mut v: Vec<(String, u64, u64, u64)> = prog
        .vars
        .iter()
        .filter_map(|v| match v.value {
            VarValue::Addr(StateSpace::Global, a) => Some((
                v.source_name.clone(),
                a,
                v.size,
                window::red_zone(v.size, window::MODULE_RED_ZONE),
            )),
            _ => None,
        })
        .collect();
    v.sort_by_key(|x| x.1);
    v
}

/// A device buffer of the launch.
#[derive(Clone, Debug, PartialEq)]
pub struct BufAlloc {
    pub name: String,
    pub ty: BufTy,
    /// `Global` for a buffer; a symbol's own space (`Global` or `Const`).
    pub space: StateSpace,
    /// Device address in `space`.
    pub addr: u64,
    pub len: u64,
    /// Initial contents, copied in before the grid starts; empty for a zero-filled buffer
    /// (`len:` in the manifest), which device memory already is.
    pub init: Vec<u8>,
    /// Free bytes kept before and after it (`red_zone_bytes` of the config; 0 for a symbol,
    /// which lies in the module's variables).
    pub red_zone: u64,
}

impl BufAlloc {
    pub fn bytes(&self) -> u64 {
        self.len * self.ty.bytes() as u64
    }
}

/// Overrides from the command line.
#[derive(Clone, Debug, Default)]
pub struct Overrides {
    pub config: Option<PathBuf>,
    pub max_steps: Option<u64>,
    pub warp_size: Option<u32>,
    /// Scalar arguments replaced (`--arg NAME=VALUE`): the name is one of the manifest's
    /// `arg_names`, the kernel's `.param` name, or the argument's index.
    pub args: Vec<(String, String)>,
}

/// Everything the device needs to run a launch.
#[derive(Clone, Debug)]
pub struct Launch {
    pub manifest: Manifest,
    pub manifest_file: String,
    pub config: Config,
    pub prog: Arc<ProgEnv>,
    pub entry: FuncId,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Lanes per warp (config or override; 0 resolved to the block size).
    pub warp_size: u32,
    pub buffers: Vec<BufAlloc>,
    /// The kernel's parameter bank (docs/design.md §7).
    pub params: Vec<u8>,
    /// Static + dynamic + reserved shared bytes per block, and the reserved part
    /// ([`crate::program::env::ProgEnv::reserved_shared`], found once here).
    pub shared_per_block: u64,
    pub reserved_shared: u64,
    pub max_steps: u64,
    /// Module `.global` bytes from `window::GLOBAL_BASE`.
    pub globals: (u64, u64),
    /// The 16-byte grid-synchronisation workspace of a cooperative launch (0: not cooperative).
    pub grid_sync: u64,
    /// The manifest's later launches (`launches`), each prepared like this one, in manifest
    /// order; each starts when the launch before it in its stream completed.
    pub then: Vec<Launch>,
    /// The stream of this launch (0 for the manifest's own launch): launches of one stream run
    /// one after another, launches of different streams run at the same time.
    pub stream: u32,
    /// The final registers the launch reports (`registers`, docs/manifest.md).
    pub registers: registers::Watch,
}

impl Launch {
    /// The launches of a manifest in manifest order: this one, then `then`.
    pub fn all(&self) -> impl Iterator<Item = &Launch> {
        std::iter::once(self).chain(&self.then)
    }

    /// More than one stream: grids may run at the same time.
    pub fn concurrent(&self) -> bool {
        self.then.iter().any(|n| n.stream != self.stream)
    }
}

/// The expected contents of buffers (`expected`, `its.expected`): each names a buffer or symbol
/// and gives values its type can hold, one per element.
fn check_expected(
    file: &str,
    field: &str,
    expected: &std::collections::BTreeMap<String, manifest::Expected>,
    buffers: &[BufAlloc],
) -> Result<(), InputError> {
    for (name, want) in expected {
        let b = buffers
            .iter()
            .find(|b| &b.name == name)
            .ok_or_else(|| err(file, field, format!("no buffer or symbol named `{name}`")))?;
        let vals = &want.data;
        if vals.len() as u64 != b.len {
            return Err(err(
                file,
                &format!("{field}.{name}"),
                format!("{} values given, the buffer has {}", vals.len(), b.len),
            ));
        }
        // Each value must be one the buffer's type can hold (a tuple of its fields for a
        // structure), so a mistyped expectation is an input error, not a mismatch.
        let mut scratch = Vec::new();
        for (i, v) in vals.iter().enumerate() {
            scratch.clear();
            let fits = match (&b.ty, v) {
                // A float result may be expected as any number; integers must fit.
                (BufTy::Scalar(t), manifest::Elem::N(_)) if t.is_float() => Ok(()),
                _ => encode_elem(&b.ty, v, &mut scratch),
            };
            fits.map_err(|e| err(file, &format!("{field}.{name}[{i}]"), e))?;
        }
        if let Some(t) = &want.tol {
            check_tolerance(file, &format!("{field}.{name}"), "the buffer", &b.ty, t)?;
        }
    }
    Ok(())
}

/// The `its` section: a reason, statuses and kinds that exist, buffers that do, seeds that parse.
fn check_its(
    file: &str,
    its: &manifest::ItsExpect,
    m: &Manifest,
    buffers: &[BufAlloc],
) -> Result<(), InputError> {
    if its.why.trim().is_empty() {
        return Err(err(
            file,
            "its.why",
            "say why the launch behaves differently under independent thread scheduling",
        ));
    }
    // Alternatives `a|b`: the status depends on the schedule.
    for alt in its.expected_status.iter().flat_map(|s| s.split('|')) {
        check_status(file, "its.expected_status", Some(alt))?;
    }
    check_kinds(
        file,
        "its.expected_diagnostics",
        its.expected_diagnostics.as_deref(),
    )?;
    check_expected(file, "its.expected", &its.expected, buffers)?;
    for (i, name) in its.unchecked.iter().enumerate() {
        if !m.expected.contains_key(name) || its.expected.contains_key(name) {
            return Err(err(
                file,
                &format!("its.unchecked[{i}]"),
                format!(
                    "`{name}` must be a buffer of `expected` that `its.expected` does not give"
                ),
            ));
        }
    }
    if let Some(seeds) = &its.seeds {
        let r = manifest::parse_seeds(seeds).map_err(|e| err(file, "its.seeds", e))?;
        if r.is_empty() {
            return Err(err(file, "its.seeds", "no seeds in the range"));
        }
        if r.end - r.start > MAX_TEST_CASES {
            return Err(err(
                file,
                "its.seeds",
                format!("{} seeds; at most {MAX_TEST_CASES}", r.end - r.start),
            ));
        }
    }
    Ok(())
}

fn err(file: &str, field: &str, message: impl Into<String>) -> InputError {
    InputError {
        file: file.into(),
        field: field.into(),
        message: message.into(),
    }
}

fn read_text(path: &Path, file: &str, field: &str, limit: u64) -> Result<String, InputError> {
    crate::input::read_text(path, limit).map_err(|e| read_error(e, path, file, field))
}

/// The error for `path`, which cannot be read, met while reading `file`'s `field`: a byte that
/// is not UTF-8 is located in the file that holds it (`c.ron:2:1: not UTF-8 text: ...`), as
/// every other error inside a file is; any other problem names the field and the path.
pub fn read_error(e: crate::input::ReadError, path: &Path, file: &str, field: &str) -> InputError {
    match &e {
        crate::input::ReadError::InvalidUtf8 {
            file: name,
            line,
            col,
            ..
        } => {
            let at = format!("{name}:{line}:{col}");
            let message = e.to_string()[at.len()..]
                .trim_start_matches(": ")
                .to_string();
            err(&at, "-", message)
        }
        _ => err(
            file,
            field,
            format!("cannot read `{}`: {e}", path.display()),
        ),
    }
}

/// Read a config file (RON; unknown fields rejected) and validate it.
pub fn load_config(path: &Path) -> Result<Config, InputError> {
    let file = path.display().to_string();
    let text = read_text(path, &file, "-", crate::input::MAX_CONFIG_BYTES)?;
    parse_config(&text, &file)
}

/// A config named by a manifest's `config:` field: a file that cannot be read is that field's
/// error; what is wrong inside it is located in the config file.
fn load_config_for(path: &Path, manifest: &str) -> Result<Config, InputError> {
    let text = read_text(path, manifest, "config", crate::input::MAX_CONFIG_BYTES)?;
    parse_config(&text, &path.display().to_string())
}

/// Parse and validate a config's text (`file` names it in messages).
pub fn parse_config(text: &str, file: &str) -> Result<Config, InputError> {
    let c = manifest::parse_ron::<Config>(text, file)?;
    c.validate()
        .map_err(|(field, message)| err(file, field, message))?;
    Ok(c)
}

/// Read and check a manifest, its config and its PTX program.
pub fn prepare(path: &Path, ov: &Overrides) -> Result<Launch, InputError> {
    prepare_cached(path, ov, &ProgCache::default())
}

/// The PTX modules loaded last, by path: manifests that share a module (a suite's folder of
/// manifests over one `.ptx`) load it once. Bounded: the oldest module is dropped first.
#[derive(Default)]
pub struct ProgCache {
    loaded: std::sync::Mutex<std::collections::VecDeque<(PathBuf, Arc<ProgEnv>)>>,
}

impl ProgCache {
    /// Modules kept.
    const KEEP: usize = 8;

    fn get_or_load(&self, ptx: &Path) -> Result<Arc<ProgEnv>, String> {
        let key = ptx.canonicalize().unwrap_or_else(|_| ptx.to_path_buf());
        let hit = |q: &std::collections::VecDeque<(PathBuf, Arc<ProgEnv>)>| {
            q.iter().find(|(p, _)| *p == key).map(|(_, e)| e.clone())
        };
        if let Some(e) = self.loaded.lock().ok().and_then(|q| hit(&q)) {
            return Ok(e);
        }
        // Loaded outside the lock: two threads may load one module at once, never wait for it.
        let e = Arc::new(load_ptx(ptx)?);
        if let Ok(mut q) = self.loaded.lock() {
            if hit(&q).is_none() {
                if q.len() == Self::KEEP {
                    q.pop_front();
                }
                q.push_back((key, e.clone()));
            }
        }
        Ok(e)
    }
}

/// [`prepare`], taking the PTX module from `cache` when it holds it.
pub fn prepare_cached(
    path: &Path,
    ov: &Overrides,
    cache: &ProgCache,
) -> Result<Launch, InputError> {
    let file = path.display().to_string();
    let t = std::time::Instant::now();
    let text = read_text(path, &file, "-", crate::input::MAX_MANIFEST_BYTES)?;
    let t = phase("read manifest", t);
    let m = Manifest::parse(&text, &file)?;
    drop(text);
    let t = phase("parse manifest", t);
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let m = sources::resolve(m, &dir, &file)?;
    let t = phase("data sources", t);
    let config = match (&ov.config, &m.config) {
        (Some(c), _) => load_config(c)?,
        (None, Some(c)) => load_config_for(&dir.join(c), &file)?,
        (None, None) => {
            let default = Path::new("configs/gf100.ron");
            if default.exists() {
                load_config(default)?
            } else {
                Config::gf100()
            }
        }
    };
    let prog = {
        let ptx = dir.join(&m.ptx);
        if !ptx.exists() {
            return Err(err(
                &file,
                "ptx",
                format!("cannot read `{}`: not found", ptx.display()),
            ));
        }
        cache
            .get_or_load(&ptx)
            .map_err(|first| err(&file, "ptx", format!("the PTX file does not load: {first}")))?
    };
    let t = phase("config and program", t);
    let l = prepare_with(m, &file, config, prog, ov);
    phase("prepare launch", t);
    l
}

/// Log how long a phase of a run took, from `since` (a debug event of target
/// `fermi_sim::phases`: `RUST_LOG=fermi_sim::phases=debug fermi-sim run ...`; docs/performance.md,
/// "Loading data"); returns the time now, the start of the next phase.
pub fn phase(name: &str, since: std::time::Instant) -> std::time::Instant {
    let now = std::time::Instant::now();
    tracing::debug!(
        target: "fermi_sim::phases",
        ms = format!("{:.3}", (now - since).as_secs_f64() * 1e3),
        "{name}"
    );
    now
}

/// Parse and load a PTX file (§5.1.3); the error is the first diagnostic on one line.
pub fn load_ptx(path: &Path) -> Result<ProgEnv, String> {
    load_ptx_text(&path.display().to_string(), &read_ptx(path)?)
}

/// A PTX file's text (bounded, UTF-8), the error on one line: what [`load_ptx`] reads.
pub fn read_ptx(path: &Path) -> Result<String, String> {
    crate::input::read_text(path, crate::input::MAX_PTX_BYTES).map_err(|e| match e {
        crate::input::ReadError::InvalidUtf8 { .. } => e.to_string(),
        _ => format!("cannot read `{}`: {e}", path.display()),
    })
}

/// Parse and load PTX text (`name` names it in messages), as [`load_ptx`] does a file's: the
/// host library loads the PTX a program's fat binary embeds this way.
pub fn load_ptx_text(name: &str, src: &str) -> Result<ProgEnv, String> {
    let first = |d: crate::ptx::diag::Diagnostics| {
        d.first()
            .map(|x| x.one_line(name))
            .unwrap_or_else(|| name.to_string())
    };
    let module = crate::ptx::parse_recovering(name, src).map_err(first)?;
    crate::program::load_per_function_owned(module, name, src, 0, Default::default()).map_err(first)
}

/// Check a parsed manifest against a config and a loaded program.
pub fn prepare_with(
    mut m: Manifest,
    file: &str,
    mut config: Config,
    prog: Arc<ProgEnv>,
    ov: &Overrides,
) -> Result<Launch, InputError> {
    // A kernel may be named by its demangled C++ name (`matmul<float>`, program::names); from
    // here on it goes by the name the PTX gives it.
    for k in std::iter::once(&mut m.kernel).chain(m.launches.iter_mut().map(|n| &mut n.kernel)) {
        if prog.kernel(k).is_none() {
            if let Ok((_, f)) = crate::program::names::find_kernel(&prog, k) {
                *k = f.name.clone();
            }
        }
    }
    // Warps hold the registers of the manifest's kernels only (`program::kernel_regs`); the
    // later launches share this program, so it is renumbered for all of them at once.
    let kernels: Vec<FuncId> = std::iter::once(&m.kernel)
        .chain(m.launches.iter().map(|n| &n.kernel))
        .filter_map(|k| prog.kernel(k).map(|(f, _)| f))
        .collect();
    let prog = prog.for_kernels(&kernels).map(Arc::new).unwrap_or(prog);
    if let Some(s) = ov.max_steps.or(m.max_steps) {
        config.max_steps = s;
    }
    if let Some(w) = ov.warp_size.or(m.warp_size) {
        config.warp_size = w;
    }
    if let Some(p) = &m.sm_of_block {
        config.sm_of_block = p.clone();
        config.validate().map_err(|(f, message)| {
            err(file, if f == "sm_of_block" { f } else { "config" }, message)
        })?;
    }
    let grid = [m.grid.0, m.grid.1, m.grid.2];
    let block = [m.block.0, m.block.1, m.block.2];
    check_dims(file, "grid", grid, config.max_grid, &config.name, &m.kernel)?;
    check_dims(
        file,
        "block",
        block,
        config.max_block,
        &config.name,
        &m.kernel,
    )?;
    let threads = block.iter().map(|&d| d as u64).product::<u64>();
    if threads > config.max_threads_per_block as u64 {
        return Err(err(
            file,
            "block",
            format!(
                "{threads} threads per block exceed max_threads_per_block = {} of config `{}`",
                config.max_threads_per_block, config.name
            ),
        ));
    }
    let warp_size = if config.warp_size == 0 {
        threads as u32
    } else {
        config.warp_size
    };
    if warp_size as usize > crate::warp::mask::MAX_LANES {
        return Err(err(
            file,
            "warp_size",
            format!(
                "{warp_size} lanes exceed the maximum of {}",
                crate::warp::mask::MAX_LANES
            ),
        ));
    }
    let resident = threads.div_ceil(warp_size as u64) * warp_size as u64;
    if resident > config.max_resident_threads as u64 {
        return Err(err(
            file,
            "block",
            format!(
                "a block occupies {resident} thread slots (whole warps of {warp_size}) but an SM of config `{}` holds {}",
                config.name, config.max_resident_threads
            ),
        ));
    }

    let (entry, func) = prog.kernel(&m.kernel).ok_or_else(|| {
        let names: Vec<&str> = prog
            .funcs
            .iter()
            .filter(|f| f.is_kernel)
            .map(|f| f.name.as_str())
            .collect();
        // A kernel whose header does not parse is not in the module: its diagnostic says why.
        let skipped = prog
            .skipped
            .first()
            .map(|d| {
                format!(
                    "; part of the file does not parse: {}",
                    d.one_line(&prog.file)
                )
            })
            .unwrap_or_default();
        err(
            file,
            "kernel",
            format!(
                "no kernel `{}` in `{}` (kernels: {}){skipped}",
                m.kernel,
                m.ptx,
                names.join(", ")
            ),
        )
    })?;
    if let Some(d) = prog.unusable_from(entry) {
        // An identifier is undeclared because its declaration did not parse (a `.global`
        // array too large, say): that declaration's error is the one to act on, the undeclared
        // identifier only follows from it.
        let cause = (d.code == crate::program::codes::UNDECLARED)
            .then(|| prog.skipped.iter().rfind(|s| s.span.start < d.span.start))
            .flatten();
        let why = match cause {
            Some(c) => format!(
                "{}; that declaration is skipped, so {}",
                c.one_line(&prog.file),
                d.one_line(&prog.file)
            ),
            None => d.one_line(&prog.file),
        };
        return Err(err(
            file,
            "kernel",
            format!("kernel `{}` cannot run: {why}", m.kernel),
        ));
    }
    let blocks = grid.iter().map(|&d| d as u64).product::<u64>();
    check_footprint(
        file,
        &config,
        &prog,
        &m,
        (blocks, threads, resident),
        warp_size,
    )?;
    check_kinds(
        file,
        "expected_diagnostics",
        m.expected_diagnostics.as_deref(),
    )?;
    check_test_spec(file, m.test.as_ref())?;
    let reserved = prog.reserved_shared(entry);
    let shared_per_block = func
        .shared_bytes
        .saturating_add(m.dynamic_shared)
        .saturating_add(reserved);
    if shared_per_block > config.shared_mem_per_sm as u64 {
        return Err(err(
            file,
            "dynamic_shared",
            format!(
                "a block needs {shared_per_block} bytes of shared memory ({} static + {} dynamic{}) but config `{}` allows {} per SM",
                func.shared_bytes,
                m.dynamic_shared,
                if reserved > 0 { format!(" + {reserved} reserved") } else { String::new() },
                config.name,
                config.shared_mem_per_sm
            ),
        ));
    }
    if prog.local_bytes > config.local_mem_per_thread as u64 {
        return Err(err(
            file,
            "ptx",
            format!(
                "each thread needs {} bytes of local memory but config `{}` allows {}",
                prog.local_bytes, config.name, config.local_mem_per_thread
            ),
        ));
    }

    // Buffers: after the module's .global variables, aligned, below the shared window (and so
    // below 4 GiB: 32-bit programs can address them too), each with a red zone before and
    // after it that no allocation uses (`red_zone_bytes`, docs/checks.md).
    let globals = (window::GLOBAL_BASE, prog.global_bytes);
    let min_red = config.red_zone_bytes;
    // The end of the allocation placed last and its red zone (none yet: the first buffer goes
    // to GLOBAL_BASE, below which nothing is allocated).
    let mut last: Option<(u64, u64)> = (prog.global_bytes > 0).then(|| {
        (
            window::GLOBAL_BASE + prog.global_bytes,
            module_globals(&prog).last().map_or(0, |r| r.3),
        )
    });
    let place = |last: Option<(u64, u64)>, bytes: u64| match last {
        Some((end, red)) => {
            crate::device::memop::place_after(end, red, bytes, min_red, BUFFER_ALIGN)
        }
        None => window::GLOBAL_BASE,
    };
    let mut buffers: Vec<BufAlloc> = Vec::new();
    // Buffers at a fixed `addr` (a recording of a program's allocations) first, the others
    // placed after the last of them; without `addr` the layout is the name order alone.
    let fixed_first = m
        .buffers
        .iter()
        .filter(|(_, s)| s.addr.is_some())
        .chain(m.buffers.iter().filter(|(_, s)| s.addr.is_none()));
    for (name, spec) in fixed_first {
        let field = format!("buffers.{name}");
        // Sizes are checked before anything is allocated: against the device's memory
        // (`global_mem_bytes`, in `check_footprint`) and here against the address window below
        // the shared-memory window.
        let len = match (spec.init_len(), spec.len) {
            (Some(n), None) => n,
            (None, Some(l)) => l,
            _ => 0,
        };
        let bytes = len.saturating_mul(spec.ty.bytes() as u64);
        let red = crate::device::memop::red_zone(bytes, min_red);
        let addr = match spec.addr {
            None => place(last, bytes),
            Some(a) => {
                let low = window::GLOBAL_BASE + prog.global_bytes;
                if a < low || a % spec.ty.layout().2 as u64 != 0 {
                    return Err(err(
                        file,
                        &format!("{field}.addr"),
                        format!(
                            "address {a:#x} is {}: a buffer's address is a multiple of its element's alignment ({}) at or above {low:#x} (after the module's variables)",
                            if a < low { "too low" } else { "misaligned" },
                            spec.ty.layout().2
                        ),
                    ));
                }
                if let Some(o) = buffers
                    .iter()
                    .find(|o| a < o.addr + o.bytes().max(1) && o.addr < a + bytes.max(1))
                {
                    return Err(err(
                        file,
                        &format!("{field}.addr"),
                        format!(
                            "buffer at {a:#x} ({bytes} bytes) overlaps buffer `{}` at {:#x} ({} bytes)",
                            o.name,
                            o.addr,
                            o.bytes()
                        ),
                    ));
                }
                a
            }
        };
        if addr.saturating_add(bytes).saturating_add(red) > window::SHARED_BASE {
            return Err(err(
                file,
                &field,
                format!(
                    "the buffers and their red zones (`red_zone_bytes` = {min_red} of config `{}`) do not fit below the shared-memory window",
                    config.name
                ),
            ));
        }
        let (len, init) = contents(file, &field, spec)?;
        buffers.push(BufAlloc {
            name: name.clone(),
            ty: spec.ty.clone(),
            space: StateSpace::Global,
            addr,
            len,
            init,
            red_zone: red,
        });
        let end = addr.saturating_add(bytes.max(1));
        if last.is_none_or(|(e, _)| end > e) {
            last = Some((end, red));
        }
    }
    // Symbols: the module's own variables, read back after the run like buffers.
    for (name, spec) in &m.symbols {
        let field = format!("symbols.{name}");
        if spec.addr.is_some() {
            return Err(err(
                file,
                &format!("{field}.addr"),
                "a symbol is at its variable's address; `addr` is for buffers",
            ));
        }
        if m.buffers.contains_key(name) {
            return Err(err(file, &field, "a buffer has the same name"));
        }
        let var = prog
            .vars
            .iter()
            .filter(|v| v.func.is_none() && (v.source_name == *name || v.name == *name))
            .find_map(|v| match v.value {
                VarValue::Addr(space @ (StateSpace::Global | StateSpace::Const), addr) => {
                    Some((space, addr, v.size))
                }
                _ => None,
            });
        let Some((space, addr, size)) = var else {
            return Err(err(
                file,
                &field,
                format!("the module has no module-scope .global or .const variable `{name}`"),
            ));
        };
        let (len, init) = contents(file, &field, spec)?;
        let bytes = len.saturating_mul(spec.ty.bytes() as u64);
        if bytes > size {
            return Err(err(
                file,
                &field,
                format!("{len} elements are {bytes} bytes; the variable has {size}"),
            ));
        }
        buffers.push(BufAlloc {
            name: name.clone(),
            ty: spec.ty.clone(),
            space,
            addr,
            len,
            init,
            red_zone: 0,
        });
    }
    let grid_sync = if m.cooperative {
        check_cooperative(file, &config, blocks, resident, shared_per_block)?;
        place(last, GRID_SYNC_BYTES)
    } else {
        0
    };

    // Arguments against the kernel's .param list: count, size, integer/float.
    let mut m = m;
    if !m.arg_names.is_empty() && m.arg_names.len() != m.args.len() {
        return Err(err(
            file,
            "arg_names",
            format!("{} names for {} arguments", m.arg_names.len(), m.args.len()),
        ));
    }
    for (name, value) in &ov.args {
        let names: Vec<&str> = func.params.iter().map(|p| p.name.as_str()).collect();
        let i = arg_index(&m, &names, name).ok_or_else(|| {
            let mut known: Vec<String> = m.arg_names.clone();
            known.extend(names.iter().map(|n| n.to_string()));
            err(
                "--arg",
                "-",
                format!(
                    "`{}` names no argument of kernel `{}` (names: {}; or an index 0..{})",
                    crate::input::excerpt(name, 60),
                    m.kernel,
                    known.join(", "),
                    m.args.len()
                ),
            )
        })?;
        m.args[i] = scalar_arg(&m.args[i], value).map_err(|e| {
            err(
                "--arg",
                "-",
                format!("{name}={}: {e}", crate::input::excerpt(value, 60)),
            )
        })?;
    }
    let m = m;
    if m.args.len() != func.params.len() {
        return Err(err(
            file,
            "args",
            format!(
                "kernel `{}` takes {} parameter{}, the manifest gives {} argument{}",
                m.kernel,
                func.params.len(),
                if func.params.len() == 1 { "" } else { "s" },
                m.args.len(),
                if m.args.len() == 1 { "" } else { "s" }
            ),
        ));
    }
    let addr64 = is_64bit(&prog);
    let mut params = vec![0u8; func.param_bytes as usize];
    // The device address an argument may name: a buffer's, or a `.global` symbol's
    // (cudaGetSymbolAddress); a `.const` symbol has none.
    let device_addr = |name: &str, elems: u64| -> Result<u64, String> {
        let b = buffers
            .iter()
            .find(|b| b.name == name && b.space == StateSpace::Global)
            .ok_or_else(|| format!("no buffer named `{name}`"))?;
        // Element `len` is the address one past the end, which C allows a pointer to hold.
        if elems > b.len {
            return Err(format!(
                "offset {elems} is past the end of buffer `{name}`, which has {} element{} (of {} bytes)",
                b.len,
                if b.len == 1 { "" } else { "s" },
                b.ty.bytes()
            ));
        }
        Ok(b.addr + elems * b.ty.bytes() as u64)
    };
    textures::resolve(&m, &prog, &buffers, file)?;
    textures::resolve_surfaces(&m, &prog, &buffers, file)?;
    for (i, (a, p)) in m.args.iter().zip(&func.params).enumerate() {
        let field = format!("args[{i}]");
        let a = &textures::lower_arg(a, &m, &prog).map_err(|e| err(file, &field, e))?;
        let pty =
            p.ty.map(|t| format!(".{}", t.name()))
                .unwrap_or_else(|| ".b".into());
        let bytes = match a {
            Arg::Buffer(name, elems) => {
                let addr = device_addr(name, *elems).map_err(|e| err(file, &field, e))?;
                let want = if addr64 { 8 } else { 4 };
                if p.size != want || p.ty.is_some_and(|t| t.is_float()) {
                    return Err(err(
                        file,
                        &field,
                        format!(
                            "{a} is a {}-bit address but parameter `{}` is {pty} ({} bytes)",
                            want * 8,
                            p.name,
                            p.size
                        ),
                    ));
                }
                addr.to_le_bytes()[..want as usize].to_vec()
            }
            Arg::Struct(_) | Arg::Bytes(_) => {
                let (v, _) =
                    aggregate(a, &device_addr, addr64).map_err(|e| err(file, &field, e))?;
                if v.len() as u64 != p.size {
                    return Err(err(
                        file,
                        &field,
                        format!(
                            "{} bytes given (fields laid out in C order, each aligned to its size) but parameter `{}` is {pty} with {} bytes",
                            v.len(),
                            p.name,
                            p.size
                        ),
                    ));
                }
                v
            }
            _ => {
                let (v, is_float) = a.scalar().expect("not a buffer");
                let pfloat = p.ty.is_some_and(|t| t.is_float());
                // A 16-bit float is passed in a `.b16`, `.f16` or `.bf16` parameter (or two
                // bytes), so only its size is checked.
                let half = matches!(a, Arg::F16(_) | Arg::BF16(_));
                if v.len() as u64 != p.size || (p.ty.is_some() && is_float != pfloat && !half) {
                    return Err(err(
                        file,
                        &field,
                        format!(
                            "{a} does not fit parameter `{}`, which is {pty} ({} bytes)",
                            p.name, p.size
                        ),
                    ));
                }
                v
            }
        };
        let off = p.offset as usize;
        if off + bytes.len() > params.len() {
            params.resize(off + bytes.len(), 0);
        }
        params[off..off + bytes.len()].copy_from_slice(&bytes);
    }

    check_expected(file, "expected", &m.expected, &buffers)?;
    if let Some(its) = &m.its {
        check_its(file, its, &m, &buffers)?;
    }
    check_status(file, "expected_status", m.expected_status.as_deref())?;
    let registers = registers::resolve(&m, file, &prog, entry, blocks, threads)?;
    let then = next_launches(&m, file, &config, &prog)?;

    Ok(Launch {
        max_steps: config.max_steps,
        manifest_file: file.to_string(),
        manifest: m,
        config,
        prog,
        entry,
        grid,
        block,
        warp_size,
        buffers,
        params,
        shared_per_block,
        reserved_shared: reserved,
        globals,
        grid_sync,
        then,
        stream: 0,
        registers,
    })
}

/// Prepare the manifest's later launches: each is the manifest with its kernel, sizes and
/// arguments (same buffers, so the same addresses); errors name `launches[i].FIELD`.
fn next_launches(
    m: &Manifest,
    file: &str,
    config: &Config,
    prog: &Arc<ProgEnv>,
) -> Result<Vec<Launch>, InputError> {
    let mut out = Vec::with_capacity(m.launches.len());
    if m.launches.is_empty() {
        return Ok(out);
    }
    // What every later launch shares with the manifest, built once: cloning the whole manifest
    // (its `launches` and `expected` included) for each launch made N launches cost N².
    let base = m.later_launch_base();
    for (i, n) in m.launches.iter().enumerate() {
        let field = |f: &str| format!("launches[{i}].{f}");
        let sub = Manifest {
            kernel: n.kernel.clone(),
            grid: n.grid,
            block: n.block,
            args: n.args.clone(),
            dynamic_shared: n.dynamic_shared,
            ..base.clone()
        };
        let l = prepare_with(
            sub,
            file,
            config.clone(),
            prog.clone(),
            &Overrides::default(),
        )
        .map_err(|e| InputError {
            field: if e.field == "-" {
                e.field
            } else {
                field(&e.field)
            },
            ..e
        })?;
        out.push(Launch {
            stream: n.stream,
            ..l
        });
    }
    Ok(out)
}

/// The elements of a buffer or symbol (`field` names it in errors) and its initial bytes: the
/// encoded `data`, or none for `len` zero-filled elements (device memory starts zeroed, so
/// nothing needs to be copied in, and a 1M-element output buffer does not cost its size twice).
fn contents(file: &str, field: &str, spec: &BufferSpec) -> Result<(u64, Vec<u8>), InputError> {
    if matches!(&spec.ty, BufTy::Struct(f) if f.is_empty()) {
        return Err(err(
            file,
            &format!("{field}.ty"),
            "a structure needs at least one field",
        ));
    }
    if let (Some(r), None, None) = (&spec.raw, &spec.data, spec.len) {
        return Ok(((r.len() / spec.ty.bytes()) as u64, r.clone()));
    }
    match (&spec.data, spec.len) {
        (Some(d), None) => {
            let mut init = Vec::with_capacity(d.len() * spec.ty.bytes());
            for (i, n) in d.iter().enumerate() {
                encode_elem(&spec.ty, n, &mut init)
                    .map_err(|e| err(file, &format!("{field}.data[{i}]"), e))?;
            }
            Ok((d.len() as u64, init))
        }
        (None, Some(l)) => Ok((l, Vec::new())),
        (Some(_), Some(_)) => Err(err(file, field, "give either `data` or `len`, not both")),
        (None, None) => Err(err(
            file,
            field,
            "give `data` (initial contents) or `len` (zero-filled)",
        )),
    }
}

/// Does the module declare `.address_size 64`? (Without it, PTX addresses are 32-bit.)
pub fn is_64bit(prog: &ProgEnv) -> bool {
    prog.source.lines().any(|l| {
        let mut it = l.split_whitespace();
        it.next() == Some(".address_size") && it.next() == Some("64")
    })
}

/// The bytes and alignment of an argument inside a by-value structure: scalars at their size,
/// buffer addresses at the pointer size, `Struct` fields each at the next offset aligned to its
/// own alignment with the total rounded up to the largest, `Bytes` as given (alignment 1).
fn aggregate(
    a: &Arg,
    addr_of: &dyn Fn(&str, u64) -> Result<u64, String>,
    addr64: bool,
) -> Result<(Vec<u8>, usize), String> {
    match a {
        Arg::Buffer(name, elems) => {
            let addr = addr_of(name, *elems)?;
            let n = if addr64 { 8 } else { 4 };
            Ok((addr.to_le_bytes()[..n].to_vec(), n))
        }
        Arg::Bytes(v) => Ok((v.clone(), 1)),
        Arg::Struct(fields) => {
            let mut out = Vec::new();
            let mut align = 1;
            for f in fields {
                let (b, al) = aggregate(f, addr_of, addr64)?;
                out.resize(out.len().next_multiple_of(al), 0);
                out.extend_from_slice(&b);
                align = align.max(al);
            }
            out.resize(out.len().next_multiple_of(align), 0);
            Ok((out, align))
        }
        _ => {
            let (v, _) = a.scalar().expect("a scalar");
            let n = v.len();
            Ok((v, n))
        }
    }
}

/// The index of the argument `name` names: one of the manifest's `arg_names`, a `.param` name
/// of the kernel, or a decimal index.
fn arg_index(m: &Manifest, params: &[&str], name: &str) -> Option<usize> {
    let n = m.args.len();
    m.arg_names
        .iter()
        .position(|x| x == name)
        .or_else(|| params.iter().position(|p| *p == name))
        .or_else(|| name.parse::<usize>().ok())
        .filter(|&i| i < n)
}

/// `old` with its value replaced by `text`, parsed as `old`'s type; only scalars can be.
fn scalar_arg(old: &Arg, text: &str) -> Result<Arg, String> {
    let t = text.trim();
    let bad = |ty: &str| format!("`{t}` is not a {ty} value");
    let int = |t: &str| -> Option<i128> {
        match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
            Some(h) => i128::from_str_radix(h, 16).ok(),
            None => t.parse().ok(),
        }
    };
    macro_rules! int_arg {
        ($v:ident, $ty:ty, $name:expr) => {
            int(t)
                .and_then(|x| <$ty>::try_from(x).ok())
                .map(Arg::$v)
                .ok_or_else(|| bad($name))
        };
    }
    match old {
        Arg::U8(_) => int_arg!(U8, u8, "U8"),
        Arg::S8(_) => int_arg!(S8, i8, "S8"),
        Arg::U16(_) => int_arg!(U16, u16, "U16"),
        Arg::S16(_) => int_arg!(S16, i16, "S16"),
        Arg::U32(_) => int_arg!(U32, u32, "U32"),
        Arg::S32(_) => int_arg!(S32, i32, "S32"),
        Arg::U64(_) => int_arg!(U64, u64, "U64"),
        Arg::S64(_) => int_arg!(S64, i64, "S64"),
        Arg::F32(_) => t.parse().map(Arg::F32).map_err(|_| bad("F32")),
        Arg::F64(_) => t.parse().map(Arg::F64).map_err(|_| bad("F64")),
        Arg::F16(_) => t.parse().map(Arg::F16).map_err(|_| bad("F16")),
        Arg::BF16(_) => t.parse().map(Arg::BF16).map_err(|_| bad("BF16")),
        Arg::Buffer(..) | Arg::Struct(_) | Arg::Bytes(_) | Arg::Texture(_) | Arg::Surface(_) => {
            Err(format!(
                "the argument is {old}, not a scalar; only scalar arguments can be set"
            ))
        }
    }
}

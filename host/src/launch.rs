//! A kernel launch: the grid built from the registered module, every allocation and module
//! variable copied in, run to completion under the seeded scheduler and the checks, and copied
//! back out.

use crate::state::{State, ALLOC_BASE};
use crate::{err, Dim3};
use fermi_sim::launch::manifest::{BufTy, ElemTy, Manifest};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare_with, BufAlloc, Overrides};
use fermi_sim::program::ir::{window, StateSpace};
use std::ffi::c_void;
use std::io::Write;

impl State {
    /// `cudaLaunchKernel`: the registered kernel of the host stub `func`, its arguments read
    /// from `args` (one pointer per `.param`, each to as many bytes as the parameter has).
    pub(crate) fn launch(
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
        let params = match self.kernel_params(mi, &name) {
            Ok(p) => p,
            Err(e) => return e,
        };
        let mut margs = Vec::with_capacity(params.len());
        for (i, p) in params.iter().enumerate() {
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
            margs.push(bytes);
        }
        self.launch_kernel(mi, &name, grid, block, margs, shmem)
    }

    /// The `.param` list of kernel `name` of module `mi` (offsets, sizes), or the error a
    /// launch of it returns (said on stderr).
    pub(crate) fn kernel_params(
        &self,
        mi: usize,
        name: &str,
    ) -> Result<Vec<fermi_sim::program::env::ParamInfo>, i32> {
        let prog = match &self.modules[mi].prog {
            Ok(p) => p.clone(),
            Err(m) => {
                eprintln!("fermi-sim: kernel `{name}` cannot run: {m}");
                return Err(err::NO_KERNEL_IMAGE);
            }
        };
        let Some((_, f)) = prog.kernel(name) else {
            eprintln!("fermi-sim: the module's PTX has no kernel `{name}`");
            return Err(err::INVALID_DEVICE_FUNCTION);
        };
        Ok(f.params.clone())
    }

    /// A launch of kernel `name` of module `mi` (shared by `cudaLaunchKernel` and
    /// `cuLaunchKernel`): `args` holds each parameter's bytes.
    pub(crate) fn launch_kernel(
        &mut self,
        mi: usize,
        name: &str,
        grid: Dim3,
        block: Dim3,
        args: Vec<Vec<u8>>,
        shmem: usize,
    ) -> i32 {
        let name = name.to_string();
        if let Err(e) = self.kernel_params(mi, &name) {
            return e;
        }
        let prog = self.modules[mi]
            .prog
            .clone()
            .expect("checked by kernel_params");
        if prog.global_bytes + window::MODULE_RED_ZONE > ALLOC_BASE - window::GLOBAL_BASE {
            eprintln!(
                "fermi-sim: the module's .global variables ({} bytes) do not fit below the allocations",
                prog.global_bytes
            );
            return err::MEMORY_ALLOCATION;
        }
        let margs: Vec<_> = args
            .into_iter()
            .map(fermi_sim::launch::manifest::Arg::Bytes)
            .collect();
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
            None => module_vars(&l.prog),
        };
        let first = self.modules[mi].vars.is_none();
        for (n, addr, bytes) in &vars {
            let key = format!("var {n}");
            l.manifest.symbols.insert(key.clone(), symbol_spec());
            // A `.const` variable is kept at its generic address (`CONST_BASE` + its offset).
            let (space, addr) = if *addr >= window::CONST_BASE {
                (StateSpace::Const, addr - window::CONST_BASE)
            } else {
                (StateSpace::Global, *addr)
            };
            l.buffers.push(BufAlloc {
                name: key,
                ty: u8ty.clone(),
                space,
                addr,
                len: bytes.len() as u64,
                init: if first { Vec::new() } else { bytes.clone() },
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
                let addr = vars.iter().find(|v| v.0 == n).map_or(b.addr, |v| v.1);
                new_vars.push((n.to_string(), addr, out.bytes.clone()));
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
}

/// The module-scope `.global` and `.const` variables of a module with their initial contents
/// (what loading writes): `.global` ones at their device address, `.const` ones at their generic
/// address (`CONST_BASE` + offset in the constant bank), sorted by address.
pub(crate) fn module_vars(prog: &fermi_sim::program::env::ProgEnv) -> Vec<(String, u64, Vec<u8>)> {
    use fermi_sim::program::env::VarValue;
    let mut v: Vec<(String, u64, Vec<u8>)> = prog
        .vars
        .iter()
        .filter_map(|v| {
            let addr = match v.value {
                VarValue::Addr(StateSpace::Global, a) => a,
                VarValue::Addr(StateSpace::Const, a) => window::CONST_BASE + a,
                _ => return None,
            };
            let mut bytes = v.init.clone().unwrap_or_default();
            bytes.resize(v.size as usize, 0);
            Some((v.source_name.clone(), addr, bytes))
        })
        .collect();
    v.sort_by_key(|x| x.1);
    v
}

/// A kernel's demangled C++ name where it has one.
fn display_name(name: &str) -> String {
    fermi_sim::program::names::demangled(name).unwrap_or_else(|| name.to_string())
}

fn symbol_spec() -> fermi_sim::launch::manifest::BufferSpec {
    fermi_sim::launch::manifest::parse_ron("(ty: U8, len: 1)", "-").expect("a valid buffer spec")
}

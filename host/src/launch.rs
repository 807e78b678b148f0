//! A kernel launch: the grid built from the registered module, every allocation and module
//! variable copied in, run to completion under the seeded scheduler and the checks, and copied
//! back out.

use crate::state::{State, ALLOC_BASE};
use crate::{err, Dim3};
use fermi_sim::launch::manifest::{BufTy, ElemTy, Manifest};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare_with, BufAlloc, Overrides};
use fermi_sim::program::ir::{window, StateSpace};
use std::collections::BTreeMap;
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
        m.cooperative = std::mem::take(&mut self.dev.cooperative);
        let mut l = match prepare_with(
            m,
            &file,
            self.config.clone(),
            prog.clone(),
            &Overrides {
                max_steps: self.opts.max_steps,
                warp_size: self.opts.warp_size,
                ..Overrides::default()
            },
        ) {
            Ok(l) => l,
            Err(e) => {
                eprintln!("fermi-sim: {e}");
                return if matches!(e.field.as_str(), "grid" | "block" | "dynamic_shared") {
                    err::INVALID_CONFIGURATION
                } else if e.field == "cooperative" {
                    err::COOPERATIVE_LAUNCH_TOO_LARGE
                } else {
                    err::INVALID_VALUE
                };
            }
        };
        // Host-backed allocations (memory.rs): their host bytes are the contents.
        self.pull_host();
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
        // The module's `.global` and `.const` variables: as the last launch from the module or
        // the last copy to one left them, or (at first) the PTX's initial values. Each is a
        // symbol of its own name (a recording names it so), or, for a name given twice
        // (function-scope variables), name@address.
        let vars = self.vars_of(mi).cloned().unwrap_or_default();
        let mut var_names = BTreeMap::new();
        for v in vars {
            let key = if l.manifest.symbols.contains_key(&v.name) {
                format!("{}@{:#x}", v.name, v.addr)
            } else {
                v.name.clone()
            };
            var_names.insert(key.clone(), v.name.clone());
            l.manifest.symbols.insert(key.clone(), symbol_spec());
            l.buffers.push(BufAlloc {
                name: key,
                ty: u8ty.clone(),
                space: v.space,
                addr: v.addr,
                len: v.bytes.len() as u64,
                init: v.bytes,
                red_zone: 0,
            });
        }
        // Texture objects and references (texture.rs), over the buffers above.
        self.bind_textures(mi, &mut l);
        self.bind_surfaces(mi, &mut l);
        // Launch k of the program runs with seed + k - 1.
        let seed = self.seed.wrapping_add(self.launches - 1);
        let inner: Box<dyn fermi_sim::sched::Scheduler> =
            Box::new(fermi_sim::sched::RandomSched::new(seed));
        let mut sched = fermi_sim::sched::Recorder::new(inner);
        sched.keep = false;
        let trace = match self.trace_file(&name) {
            Ok(t) => t,
            Err(m) => {
                eprintln!("fermi-sim: {file}: {m}");
                return err::UNKNOWN;
            }
        };
        let settings = RunSettings {
            trace,
            seed,
            memory: self.memory,
            checks: self.checks,
            check_memory: self.checks.memory,
            ..RunSettings::default()
        };
        let mut r = run_launch(&l, &mut sched, settings);
        r.stats.choices = sched.count;
        // The simulated clock of events (streams.rs) advances by the grid's device steps.
        self.streams.steps += r.stats.steps;
        if self.opts.record_dir.is_some() {
            if let Err(m) = crate::record::write(self, mi, &name, &l, &r) {
                eprintln!("fermi-sim: {file}: --record: {m}");
            }
        }
        // Host copy-out: every allocation's and variable's contents. The variables were made
        // above (vars_of), so they are taken out of the module and put back, not copied.
        let mut vars = self.modules[mi].vars.take().unwrap_or_default();
        for b in &l.buffers {
            let Some(out) = r.buffers.get(&b.name) else {
                continue;
            };
            if let Some(n) = var_names.get(&b.name) {
                if let Some(v) = vars.iter_mut().find(|v| &v.name == n && v.addr == b.addr) {
                    let n = v.bytes.len();
                    v.bytes.copy_from_slice(&out.bytes[..n]);
                }
            } else if let Some(v) = self.allocs.get_mut(&b.addr) {
                let n = v.len();
                v.copy_from_slice(&out.bytes[..n]);
            }
        }
        self.modules[mi].vars = Some(vars);
        self.push_host();
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
        // For exec's summary: the launch, and each finding (warnings are not findings).
        let findings: Vec<&str> = r
            .diagnostics
            .iter()
            .map(|d| d.kind)
            .filter(|k| !k.is_warning())
            .map(|k| k.name())
            .collect();
        self.report(&format!("launch\t{}\t{file}", r.status.name()));
        for k in &findings {
            self.report(&format!("finding\t{k}"));
        }
        // A launch that completed has at most warnings (benign races): kept quiet, as the
        // program's output is what the user reads; a failed launch gets every diagnostic.
        if failed && !r.diagnostics.is_empty() {
            // SAFETY: as above.
            unsafe { libc::fflush(std::ptr::null_mut()) };
            let mut e = std::io::stderr().lock();
            let lines: Vec<&str> = prog.source.lines().collect();
            // CUDA source lines, where the PTX has `.loc` line information.
            let map = fermi_sim::program::lineinfo::LineMap::new(&prog.source);
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
                let mut srcs: Vec<String> = Vec::new();
                for s in d.lines.iter().filter_map(|&ln| map.source(ln)) {
                    if !srcs.contains(&s) {
                        srcs.push(s);
                    }
                }
                let src = if srcs.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", srcs.join(", "))
                };
                let _ = writeln!(e, "fermi-sim: {file}: {}{at}{src}: {}", d.kind, d.message);
                for &ln in &d.lines {
                    if let Some(t) = lines.get((ln as usize).wrapping_sub(1)) {
                        let _ = match map.source(ln) {
                            Some(s) => writeln!(e, "  {ln:>5} | {}    // {s}", t.trim()),
                            None => writeln!(e, "  {ln:>5} | {}", t.trim()),
                        };
                    }
                }
            }
            let _ = writeln!(
                e,
                "fermi-sim: {file} ended `{}` (seed {}): {}",
                r.status.name(),
                r.seed,
                if self.opts.keep_going {
                    "results kept (--keep-going)"
                } else {
                    "cudaErrorLaunchFailure"
                }
            );
        }
        if failed && !self.opts.keep_going {
            self.pending = err::LAUNCH_FAILURE;
            return err::LAUNCH_FAILURE;
        }
        err::SUCCESS
    }
}

impl State {
    /// Append a line to exec's report file (`FERMI_SIM_REPORT`), if there is one.
    fn report(&self, line: &str) {
        if let Some(p) = &self.opts.report {
            if let Ok(mut f) = std::fs::OpenOptions::new()
                .append(true)
                .create(true)
                .open(p)
            {
                let _ = writeln!(f, "{line}");
            }
        }
    }

    /// The trace file of this launch (`--trace DIR`): DIR/launch-N-KERNEL.trace.
    fn trace_file(&self, kernel: &str) -> Result<Option<Box<dyn Write>>, String> {
        let Some(dir) = &self.opts.trace_dir else {
            return Ok(None);
        };
        let p = dir.join(format!("{}.trace", launch_file_stem(self.launches, kernel)));
        std::fs::create_dir_all(dir)
            .and_then(|_| std::fs::File::create(&p))
            .map(|f| Some(Box::new(std::io::BufWriter::new(f)) as Box<dyn Write>))
            .map_err(|e| format!("--trace: cannot write `{}`: {e}", p.display()))
    }
}

/// `launch-N-KERNEL`: the name of launch N's files (`--trace`, `--record`), the kernel's PTX
/// name with characters other than letters, digits, `_`, `.` and `$` as `_`, at most 100.
pub(crate) fn launch_file_stem(n: u64, kernel: &str) -> String {
    let k: String = kernel
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "_.$".contains(c) {
                c
            } else {
                '_'
            }
        })
        .take(100)
        .collect();
    format!("launch-{n}-{k}")
}

/// A kernel's demangled C++ name where it has one.
fn display_name(name: &str) -> String {
    fermi_sim::program::names::demangled(name).unwrap_or_else(|| name.to_string())
}

fn symbol_spec() -> fermi_sim::launch::manifest::BufferSpec {
    fermi_sim::launch::manifest::parse_ron("(ty: U8, len: 1)", "-").expect("a valid buffer spec")
}

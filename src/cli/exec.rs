//! `fermi-sim exec -- PROGRAM ARGS...` (docs/host-api.md): run an unmodified CUDA program with
//! fermi-sim's `libcudart.so.12` (the `host/` library) in place of NVIDIA's, so that each of its
//! kernel launches runs on the semantics. The options reach the library as environment
//! variables; the library appends every launch that failed to the report file this command
//! gives it, and the command's exit status says so.

use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct ExecArgs {
    /// Seed of the scheduler's choices (launch k of the program runs with seed + k - 1).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Memory environment: `fermi` (the thesis model) or `flat` (immediate, fast).
    #[arg(long, value_enum, default_value_t = super::MemoryArg::Fermi)]
    pub memory: super::MemoryArg,
    /// Run-time checks of every launch, as `run --check` (e.g. `races`, `all`, `none`).
    #[arg(long = "check", value_name = "CHECKS")]
    pub check: Vec<String>,
    /// Compute capability the device reports, major and minor as one number (e.g. 35, 80;
    /// default 20, Fermi): for programs that refuse to run below a version.
    #[arg(long, value_name = "SM", default_value_t = 20)]
    pub sm: u32,
    /// How races are reported, as `run --races` (`strict`: every race is a finding).
    #[arg(long, value_enum, default_value_t = super::RacesArg::Default)]
    pub races: super::RacesArg,
    /// Device config (RON) of every launch; default configs/gf100.ron.
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Lanes per warp of every launch (0 = block size).
    #[arg(long)]
    pub warp_size: Option<u32>,
    /// Step budget of every launch.
    #[arg(long)]
    pub max_steps: Option<u64>,
    /// Thread scheduling of every launch: `simt` (the thesis' branching token stack) or `its`
    /// (independent thread scheduling, docs/its.md). Default: the config's (SIMT).
    #[arg(long, value_enum)]
    pub scheduling: Option<super::portability::SchedulingArg>,
    /// Write each launch's trace to DIR/launch-N-KERNEL.trace (as `run --trace`; `fermi-sim
    /// view` renders it).
    #[arg(long, value_name = "DIR")]
    pub trace: Option<PathBuf>,
    /// A launch with a finding keeps its results and the program goes on (the finding still
    /// counts for the exit status), instead of failing with cudaErrorLaunchFailure.
    #[arg(long)]
    pub keep_going: bool,
    /// Exit status when a launch had a finding or did not complete, whatever the program's.
    #[arg(long, value_name = "N", default_value_t = LAUNCH_FAILED)]
    pub error_exitcode: i32,
    /// Write every launch as a launch manifest into DIR (with the PTX and the allocations'
    /// contents), for `fermi-sim run` and `fermi-sim test`.
    #[arg(long, value_name = "DIR")]
    pub record: Option<PathBuf>,
    /// With --record: each manifest expects the results of this run.
    #[arg(long, requires = "record")]
    pub record_expect: bool,
    /// Folder holding the library `libcudart.so` (default: the folder of this executable, where
    /// `cargo build` puts it; or `FERMI_SIM_CUDART_DIR`).
    #[arg(long = "lib", value_name = "DIR")]
    pub lib: Option<PathBuf>,
    /// The program and its arguments.
    #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true)]
    pub program: Vec<String>,
}

/// Exit status when a launch of the program failed (a finding of a check, a deadlock, a
/// livelock or a step limit), whatever the program's own status: as `run`'s for a violation.
pub const LAUNCH_FAILED: i32 = 4;

/// What the library reported: launches, findings by kind, launches that did not complete.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub launches: u64,
    pub failed: u64,
    pub findings: std::collections::BTreeMap<String, u64>,
}

impl Summary {
    /// The report file's lines: `launch\tSTATUS\t...` and `finding\tKIND`.
    pub fn read(text: &str) -> Summary {
        let mut s = Summary::default();
        for l in text.lines() {
            let mut f = l.split('\t');
            match (f.next(), f.next()) {
                (Some("launch"), Some(status)) => {
                    s.launches += 1;
                    if status != "completed" {
                        s.failed += 1;
                    }
                }
                (Some("finding"), Some(kind)) => {
                    *s.findings.entry(kind.to_string()).or_default() += 1
                }
                _ => {}
            }
        }
        s
    }

    /// `N launches of PROGRAM, K findings (KIND n, ...), F launches failed`.
    pub fn line(&self, program: &str) -> String {
        let plural =
            |n: u64, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        let total: u64 = self.findings.values().sum();
        let kinds: Vec<String> = self
            .findings
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect();
        format!(
            "{} of `{program}`: {}{}, {} did not complete",
            plural(self.launches, "launch", "launches"),
            plural(total, "finding", "findings"),
            if kinds.is_empty() {
                String::new()
            } else {
                format!(" ({})", kinds.join(", "))
            },
            plural(self.failed, "launch", "launches"),
        )
    }
}

/// The folder of the library: `--lib`, `FERMI_SIM_CUDART_DIR`, or this executable's folder
/// (and its parent: test binaries live in `deps/`).
fn lib_dir(a: &ExecArgs) -> Result<PathBuf, String> {
    let has = |d: &Path| d.join("libcudart.so").is_file() || d.join("libcudart.so.12").is_file();
    if let Some(d) = a
        .lib
        .clone()
        .or_else(|| std::env::var_os("FERMI_SIM_CUDART_DIR").map(PathBuf::from))
    {
        return if has(&d) {
            Ok(d)
        } else {
            Err(format!("--lib: no libcudart.so in `{}`", d.display()))
        };
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    exe.ancestors()
        .skip(1)
        .take(2)
        .find(|d| has(d))
        .map(Path::to_path_buf)
        .ok_or_else(|| {
            format!(
                "no libcudart.so next to `{}`: build it (`cargo build`, which builds the host/ library too) or name its folder with --lib",
                exe.display()
            )
        })
}

pub fn main(a: ExecArgs) -> i32 {
    if let Err(m) = crate::checks::runtime::CheckSet::parse(&a.check) {
        eprintln!("error: --check: {m}");
        return 2;
    }
    if !(10..=999).contains(&a.sm) {
        eprintln!(
            "error: --sm {}: not a compute capability: write major and minor as one number, e.g. 20, 35, 80",
            a.sm
        );
        return 2;
    }
    if a.scheduling == Some(super::portability::SchedulingArg::Both) {
        eprintln!("error: {}", super::portability::both_needs_run());
        return 2;
    }
    // A bad config is reported here, before the program runs.
    if let Some(c) = &a.config {
        if let Err(e) = crate::launch::load_config(c) {
            eprintln!("error: {e}");
            return 2;
        }
    }
    let abs = |p: &PathBuf| std::path::absolute(p).unwrap_or_else(|_| p.clone());
    let lib = match lib_dir(&a) {
        Ok(d) => d,
        Err(m) => {
            eprintln!("error: {m}");
            return 2;
        }
    };
    // Programs ask for `libcudart.so.12` (the runtime), `libcudart.so.11.0` (CUDA 11's runtime:
    // the library defines that symbol version too) or `libcuda.so.1` (the driver API, as
    // Python's CUDA bindings do); cargo writes `libcudart.so`, which serves all three. A private
    // folder holds the names the loader looks for, with the report file. The loader identifies
    // a file by device and inode, so the names load one library: one device for both APIs.
    let tmp = std::env::temp_dir().join(format!("fermi-sim-exec-{}", std::process::id()));
    let setup = || -> std::io::Result<()> {
        std::fs::create_dir_all(&tmp)?;
        let so = if lib.join("libcudart.so").is_file() {
            lib.join("libcudart.so")
        } else {
            lib.join("libcudart.so.12")
        };
        let so = so.canonicalize()?;
        for name in [
            "libcudart.so.12",
            "libcudart.so.11.0",
            "libcudart.so",
            "libcuda.so.1",
            "libcuda.so",
        ] {
            let link = tmp.join(name);
            let _ = std::fs::remove_file(&link);
            std::os::unix::fs::symlink(&so, &link)?;
        }
        Ok(())
    };
    if let Err(e) = setup() {
        eprintln!("error: cannot prepare `{}`: {e}", tmp.display());
        return 2;
    }
    let report = tmp.join("failed-launches");
    let mut path = tmp.as_os_str().to_owned();
    if let Some(old) = std::env::var_os("LD_LIBRARY_PATH").filter(|o| !o.is_empty()) {
        path.push(":");
        path.push(old);
    }
    let memory = match a.memory {
        super::MemoryArg::Fermi => "fermi",
        super::MemoryArg::Flat => "flat",
    };
    let opt = |p: &Option<PathBuf>| p.as_ref().map(abs).unwrap_or_default();
    let opt_num = |n: Option<u64>| n.map(|n| n.to_string()).unwrap_or_default();
    let status = std::process::Command::new(&a.program[0])
        .args(&a.program[1..])
        .env("LD_LIBRARY_PATH", path)
        .env("FERMI_SIM_SEED", a.seed.to_string())
        .env("FERMI_SIM_MEMORY", memory)
        .env("FERMI_SIM_CHECK", a.check.join(","))
        .env("FERMI_SIM_SM", a.sm.to_string())
        .env(
            "FERMI_SIM_RACES",
            match a.races {
                super::RacesArg::Default => "default",
                super::RacesArg::Strict => "strict",
            },
        )
        .env("FERMI_SIM_CONFIG", opt(&a.config))
        .env("FERMI_SIM_WARP_SIZE", opt_num(a.warp_size.map(u64::from)))
        .env("FERMI_SIM_MAX_STEPS", opt_num(a.max_steps))
        .env(
            "FERMI_SIM_SCHEDULING",
            match a.scheduling {
                Some(super::portability::SchedulingArg::Its) => "its",
                Some(super::portability::SchedulingArg::Simt) => "simt",
                _ => "",
            },
        )
        .env("FERMI_SIM_TRACE_DIR", opt(&a.trace))
        .env("FERMI_SIM_RECORD_DIR", opt(&a.record))
        .env(
            "FERMI_SIM_RECORD_EXPECT",
            if a.record_expect { "1" } else { "" },
        )
        .env("FERMI_SIM_KEEP_GOING", if a.keep_going { "1" } else { "" })
        .env("FERMI_SIM_REPORT", &report)
        .env(
            "NUMBA_CUDA_DRIVER",
            std::env::var_os("NUMBA_CUDA_DRIVER")
                .unwrap_or_else(|| tmp.join("libcuda.so.1").into()),
        )
        .status();
    let report = std::fs::read_to_string(&report).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&tmp);
    let status = match status {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot run `{}`: {e}", a.program[0]);
            return 2;
        }
    };
    let s = Summary::read(&report);
    if s.launches > 0 {
        eprintln!("fermi-sim: {}", s.line(&a.program[0]));
    }
    if s.failed > 0 || s.findings.values().sum::<u64>() > 0 {
        return a.error_exitcode;
    }
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(c), _) => c,
        (None, Some(sig)) => 128 + sig,
        _ => 1,
    }
}

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
    let lib = match lib_dir(&a) {
        Ok(d) => d,
        Err(m) => {
            eprintln!("error: {m}");
            return 2;
        }
    };
    // Programs ask for `libcudart.so.12` (the runtime) or `libcuda.so.1` (the driver API, as
    // Python's CUDA bindings do); cargo writes `libcudart.so`, which serves both. A private
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
    let status = std::process::Command::new(&a.program[0])
        .args(&a.program[1..])
        .env("LD_LIBRARY_PATH", path)
        .env("FERMI_SIM_SEED", a.seed.to_string())
        .env("FERMI_SIM_MEMORY", memory)
        .env("FERMI_SIM_CHECK", a.check.join(","))
        .env("FERMI_SIM_REPORT", &report)
        .env(
            "NUMBA_CUDA_DRIVER",
            std::env::var_os("NUMBA_CUDA_DRIVER")
                .unwrap_or_else(|| tmp.join("libcuda.so.1").into()),
        )
        .status();
    let failed = std::fs::read_to_string(&report).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&tmp);
    let status = match status {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot run `{}`: {e}", a.program[0]);
            return 2;
        }
    };
    let n = failed.lines().count();
    if n > 0 {
        eprintln!(
            "fermi-sim: {n} launch{} of `{}` failed (exit status {LAUNCH_FAILED})",
            if n == 1 { "" } else { "es" },
            a.program[0]
        );
        return LAUNCH_FAILED;
    }
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(c), _) => c,
        (None, Some(sig)) => 128 + sig,
        _ => 1,
    }
}

//! The symbol versions of the host library (docs/host-api.md, "Sonames and symbol versions"):
//! the runtime's functions are defined at `libcudart.so.12` (the default) and
//! `libcudart.so.11.0`, as NVIDIA's CUDA 12 and CUDA 11 runtimes define them, so that programs
//! built against either bind to it under `fermi-sim exec`. Read with `nm -D` (skipped with a
//! message where it is missing); the CUDA 11 program is built with clang-16 against
//! nvidia-cuda-runtime-cu11 where that is installed (skipped with a message otherwise).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `nm -D` of a file: (defined, undefined) symbol names as nm writes them (`NAME@@VERSION`,
/// `NAME@VERSION` or `NAME`), or None when there is no nm.
fn nm(file: &Path) -> Option<(BTreeSet<String>, BTreeSet<String>)> {
    let out = Command::new("nm").arg("-D").arg(file).output().ok()?;
    assert!(out.status.success(), "nm -D {}", file.display());
    let (mut def, mut undef) = (BTreeSet::new(), BTreeSet::new());
    for l in String::from_utf8_lossy(&out.stdout).lines() {
        let w: Vec<&str> = l.split_whitespace().collect();
        match w.as_slice() {
            ["U", name] | ["w", name] => undef.insert(name.to_string()),
            [_, _, name] => def.insert(name.to_string()),
            _ => false,
        };
    }
    Some((def, undef))
}

/// The shared objects a program names (`DT_NEEDED`), from `objdump -p`.
fn needed(file: &Path) -> Vec<String> {
    let out = Command::new("objdump")
        .arg("-p")
        .arg(file)
        .output()
        .expect("objdump runs");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.trim().strip_prefix("NEEDED"))
        .map(|s| s.trim().to_string())
        .collect()
}

/// The folder `nvidia/<sub>` of an installed PyPI CUDA wheel holding `file`.
fn wheel_dir(sub: &str, file: &str) -> Option<PathBuf> {
    let out = Command::new("python3")
        .args(["-c", "import nvidia\nfor p in nvidia.__path__: print(p)"])
        .output()
        .ok()?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|p| Path::new(p).join(sub))
        .find(|d| d.join(file).is_file())
}

#[test]
fn runtime_functions_are_defined_at_nvidias_versions() {
    let lib = crate::programs::library().join("libcudart.so");
    let Some((def, _)) = nm(&lib) else {
        eprintln!("SKIPPED: no nm");
        return;
    };
    for f in [
        "cudaMalloc",
        "cudaLaunchKernel",
        "__cudaRegisterFatBinary",
        "cudaGetErrorString",
    ] {
        assert!(
            def.contains(&format!("{f}@@libcudart.so.12")),
            "{f} at libcudart.so.12: {:?}",
            def.iter().filter(|d| d.starts_with(f)).collect::<Vec<_>>()
        );
        assert!(
            def.contains(&format!("{f}@libcudart.so.11.0")),
            "{f} at libcudart.so.11.0"
        );
    }
    // No runtime function is left unversioned; the driver's are unversioned.
    let plain: Vec<&String> = def
        .iter()
        .filter(|d| (d.starts_with("cuda") || d.starts_with("__cuda")) && !d.contains('@'))
        .collect();
    assert!(
        plain.is_empty(),
        "runtime functions without a version: {plain:?}"
    );
    assert!(def.contains("cuInit") && def.contains("cuLaunchKernel"));
    // Every function NVIDIA's CUDA 12 runtime defines that this library defines too is at the
    // same version as NVIDIA's.
    let Some(nv) = wheel_dir("cuda_runtime/lib", "libcudart.so.12") else {
        eprintln!("SKIPPED (the comparison): no nvidia-cuda-runtime-cu12");
        return;
    };
    let (nvdef, _) = nm(&nv.join("libcudart.so.12")).expect("nm");
    let ours: BTreeSet<&str> = def.iter().map(|d| d.split('@').next().unwrap()).collect();
    let mut compared = 0;
    for d in nvdef.iter().filter(|d| d.contains("@@")) {
        let name = d.split('@').next().unwrap();
        if ours.contains(name) {
            assert!(def.contains(d), "NVIDIA defines {d}; this library does not");
            compared += 1;
        }
    }
    assert!(compared > 250, "{compared} functions compared");
}

#[test]
fn a_cuda12_program_asks_for_the_version_and_runs() {
    let dir = match crate::programs::programs() {
        Ok(d) => d,
        Err(why) => {
            eprintln!("SKIPPED: the CUDA sample programs cannot be built here ({why})");
            return;
        }
    };
    let prog = dir.join("vector_add");
    let Some((_, undef)) = nm(&prog) else {
        eprintln!("SKIPPED: no nm");
        return;
    };
    assert!(undef.contains("cudaMalloc@libcudart.so.12"), "{undef:?}");
    assert!(needed(&prog).contains(&"libcudart.so.12".to_string()));
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("exec")
        .arg("--lib")
        .arg(crate::programs::library())
        .arg("--")
        .arg(&prog)
        .output()
        .expect("fermi-sim runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "vector_add: 0 of 1000 wrong, sync: cudaSuccess\n",
        "{err}"
    );
    assert_eq!(out.status.code(), Some(0), "{err}");
}

/// CUDA 11's runtime folder (`nvidia/cuda_runtime` of nvidia-cuda-runtime-cu11): the
/// environment's FERMI_SIM_CUDA11_RT, or an installed wheel whose folder holds
/// `libcudart.so.11.0` and CUDA 11's headers.
fn cuda11() -> Option<PathBuf> {
    let dir = std::env::var_os("FERMI_SIM_CUDA11_RT")
        .map(PathBuf::from)
        .or_else(|| wheel_dir("cuda_runtime", "lib/libcudart.so.11.0"))?;
    let h = std::fs::read_to_string(dir.join("include/cuda_runtime_api.h")).ok()?;
    (dir.join("lib/libcudart.so.11.0").is_file() && h.contains("#define CUDART_VERSION  11"))
        .then_some(dir)
}

#[test]
fn a_cuda11_program_runs_under_exec() {
    let Some(rt) = cuda11() else {
        eprintln!(
            "SKIPPED: no CUDA 11 runtime (pip install --target DIR nvidia-cuda-runtime-cu11, then FERMI_SIM_CUDA11_RT=DIR/nvidia/cuda_runtime)"
        );
        return;
    };
    if let Err(why) = crate::programs::programs() {
        eprintln!("SKIPPED: the CUDA sample programs cannot be built here ({why})");
        return;
    }
    // The crt/ headers clang needs come with the CUDA 12 compiler wheel.
    let Some(nvcc) = wheel_dir("cuda_nvcc", "include/crt/host_defines.h") else {
        eprintln!("SKIPPED: no nvidia-cuda-nvcc-cu12 (its crt/ headers)");
        return;
    };
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cuda11-programs");
    let b = Command::new(root().join("ptx-samples/programs/build.sh"))
        .arg(&out)
        .env("CUDA_RT", &rt)
        .env("CUDA_NVCC", &nvcc)
        .env("PROGRAMS", "vector_add")
        .output()
        .expect("build.sh runs");
    assert!(b.status.success(), "{}", String::from_utf8_lossy(&b.stderr));
    let prog = out.join("vector_add");
    // Built against CUDA 11: it names libcudart.so.11.0 and asks for that version.
    assert!(needed(&prog).contains(&"libcudart.so.11.0".to_string()));
    let (_, undef) = nm(&prog).expect("nm");
    assert!(undef.contains("cudaMalloc@libcudart.so.11.0"), "{undef:?}");
    let run = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("exec")
        .arg("--lib")
        .arg(crate::programs::library())
        .arg("--")
        .arg(&prog)
        .output()
        .expect("fermi-sim runs");
    let err = String::from_utf8_lossy(&run.stderr);
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "vector_add: 0 of 1000 wrong, sync: cudaSuccess\n",
        "{err}"
    );
    assert_eq!(run.status.code(), Some(0), "{err}");
    assert!(err.contains("1 launch of"), "{err}");
}

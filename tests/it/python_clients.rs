//! Unmodified Python clients of the CUDA Driver API under `fermi-sim exec` (docs/host-api.md,
//! "The Driver API"): the scripts of ptx-samples/programs/python/ use NVIDIA's Python bindings
//! (cuda-python) with NVIDIA's NVRTC, or Numba's CUDA target, against fermi-sim's
//! `libcuda.so.1`. Each prints its own check (PASS/FAIL), which the test reads; a script whose
//! Python modules are not installed here is skipped with a message.

use std::path::Path;
use std::process::Command;

fn script(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("ptx-samples/programs/python")
        .join(name)
}

/// Why the Python modules `modules` cannot be imported here, if they cannot.
fn missing(modules: &str) -> Option<String> {
    match Command::new("python3")
        .args(["-c", &format!("import {modules}")])
        .output()
    {
        Err(e) => Some(format!("no python3: {e}")),
        Ok(o) if !o.status.success() => Some(format!(
            "python3 cannot import {modules}: {}",
            String::from_utf8_lossy(&o.stderr)
                .lines()
                .last()
                .unwrap_or("")
        )),
        Ok(_) => None,
    }
}

/// `fermi-sim exec ARGS -- python3 SCRIPT`: (status, stdout, stderr), or None (with a message)
/// when `modules` cannot be imported.
fn run(
    name: &str,
    modules: &str,
    args: &[&str],
    env: &[(&str, &str)],
) -> Option<(i32, String, String)> {
    if let Some(why) = missing(modules) {
        eprintln!("SKIPPED: {name} ({why})");
        return None;
    }
    let lib = crate::programs::library();
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("exec")
        .arg("--lib")
        .arg(&lib)
        .args(args)
        .arg("--")
        .arg("python3")
        .arg(script(name))
        .current_dir(script(""))
        .envs(env.iter().copied())
        .output()
        .expect("fermi-sim runs");
    Some((
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    ))
}

const CUDA_PYTHON: &str = "numpy, cuda.bindings.driver, cuda.bindings.nvrtc";

fn passes(name: &str, expect: &str) {
    let Some((st, out, err)) = run(name, CUDA_PYTHON, &[], &[]) else {
        return;
    };
    assert_eq!(st, 0, "{name}: stdout:\n{out}\nstderr:\n{err}");
    assert!(
        out.contains(&format!("PASS: {expect}")),
        "{name}: {out}\n{err}"
    );
}

#[test]
fn cuda_python_vector_add_with_nvrtc() {
    passes("vector_add.py", "vector add of 1000 floats");
}

#[test]
fn cuda_python_shared_memory_reduction() {
    // 2000 values (7i mod 101): their sum, computed independently.
    let sum: i64 = (0..2000i64).map(|i| (7 * i) % 101).sum();
    passes(
        "reduction.py",
        &format!("shared-memory reduction of 2000 ints in 8 blocks: {sum}"),
    );
}

#[test]
fn cuda_python_host_loop_of_launches_with_an_extra_buffer() {
    passes("launch_loop.py", "6 launches until the flag was set");
}

#[test]
fn cuda_python_module_variables_through_cu_module_get_global() {
    passes(
        "constant_var.py",
        "__constant__ coef (16 bytes), __device__ calls 100 -> 102",
    );
}

#[test]
fn cuda_python_race_and_out_of_bounds_fail_their_launches() {
    let Some((st, out, err)) = run("race.py", CUDA_PYTHON, &["--check", "races"], &[]) else {
        return;
    };
    assert!(
        out.contains("count: launch returned 719 (CUDA_ERROR_LAUNCH_FAILED)"),
        "{out}\n{err}"
    );
    assert!(
        out.contains("past_end: launch returned 719"),
        "{out}\n{err}"
    );
    assert!(out.contains("PASS:"), "{out}\n{err}");
    assert!(err.contains("data_race"), "{err}");
    assert!(err.contains("out_of_bounds"), "{err}");
    assert!(
        err.contains(
            "2 launches of `python3`: 2 findings (data_race 1, out_of_bounds 1), 2 launches did not complete"
        ),
        "{err}"
    );
    assert_eq!(st, 4, "{err}");
}

/// The runtime and the driver loaded by their two names are one library (the loader compares
/// device and inode), so `cudaMalloc` memory is the driver's memory: needs only python3.
#[test]
fn both_apis_in_one_process_share_one_device() {
    let Some((st, out, err)) = run("mixed_apis.py", "ctypes", &[], &[]) else {
        return;
    };
    assert!(
        out.contains("libcudart.so.12 and libcuda.so.1 are one library"),
        "{out}\n{err}"
    );
    assert!(
        out.contains("PASS: cudaMalloc memory doubled by a driver launch: [0, 2, 4, 6, 8]"),
        "{out}\n{err}"
    );
    assert_eq!(st, 0, "{err}");
}

#[test]
fn numba_cuda_jit_kernel_on_the_driver() {
    let Some((st, out, err)) = run(
        "numba_saxpy.py",
        "numpy, numba.cuda, cuda.bindings.driver",
        &["--sm", "52"],
        &[],
    ) else {
        return;
    };
    assert!(
        out.contains("PASS: numba saxpy of 300 floats"),
        "{out}\n{err}"
    );
    assert_eq!(st, 0, "{err}");
}

/// Driver API surfaces through ctypes (surface_driver.py): arrays as surface objects
/// (`cuSurfObjectCreate`) read and written by `suld.b`/`sust.b` in a PTX kernel, reads past the
/// edge under `.zero` and `.clamp`, and a module's surface reference (`cuModuleGetSurfRef`,
/// `cuSurfRefSetArray`); the script computes every expected value.
#[test]
fn driver_surface_objects_and_references() {
    let Some((st, out, err)) = run("surface_driver.py", "ctypes", &[], &[]) else {
        return;
    };
    assert!(
        out.contains("PASS: driver surface objects over arrays and a surface reference"),
        "{out}\n{err}"
    );
    assert_eq!(st, 0, "{err}");
}

/// The Driver API texture-reference getters (texref_getters.py): each reads back what the
/// setters stored, and a reference bound to no memory range (or to no array) is
/// `CUDA_ERROR_INVALID_VALUE` for `cuTexRefGetAddress` (`cuTexRefGetArray`).
#[test]
fn driver_texture_reference_getters() {
    let Some((st, out, err)) = run("texref_getters.py", "ctypes", &[], &[]) else {
        return;
    };
    assert!(
        out.contains("PASS: texture reference getters"),
        "{out}\n{err}"
    );
    assert_eq!(st, 0, "{err}");
}

/// Driver API textures through ctypes (texture_driver.py): an array (`cuArrayCreate`,
/// `cuMemcpyHtoA`) and pitched memory as texture objects (`cuTexObjectCreate`), sampled by a PTX
/// kernel with point and linear filtering; the script checks each fetch against the CUDA
/// guide's filtering computed in Python; then a module's texture reference (`cuModuleGetTexRef`,
/// `cuTexRefSetAddress`, `cuTexRefSetFormat`) fetched by index.
#[test]
fn driver_texture_objects_over_arrays_and_pitched_memory() {
    let Some((st, out, err)) = run("texture_driver.py", "ctypes", &[], &[]) else {
        return;
    };
    assert!(
        out.contains(
            "PASS: driver texture objects over an array and pitched memory, and a texture reference"
        ),
        "{out}\n{err}"
    );
    assert_eq!(st, 0, "{err}");
}

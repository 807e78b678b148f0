//! Unmodified CUDA programs under `fermi-sim exec` (docs/host-api.md): the sample programs of
//! ptx-samples/programs/ are built with clang-16 against CUDA 12's runtime headers
//! (ptx-samples/programs/build.sh) when both are here, and skipped with a message otherwise;
//! each prints its own check of the results, which the test reads.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The folder of the built programs, or why there is none.
fn programs() -> &'static Result<PathBuf, String> {
    static BUILT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    BUILT.get_or_init(|| {
        let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cuda-programs");
        let r = Command::new(root().join("ptx-samples/programs/build.sh"))
            .arg(&out)
            .output()
            .map_err(|e| format!("cannot run build.sh: {e}"))?;
        if !r.status.success() {
            return Err(String::from_utf8_lossy(&r.stderr).trim().to_string());
        }
        Ok(out)
    })
}

/// The folder of `libcudart.so` (the host/ library), built when it is not there yet.
pub(crate) fn library() -> PathBuf {
    static LIB: OnceLock<PathBuf> = OnceLock::new();
    LIB.get_or_init(|| {
        let dir = Path::new(env!("CARGO_BIN_EXE_fermi-sim"))
            .parent()
            .expect("a folder")
            .to_path_buf();
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let st = Command::new(cargo)
            .args(["build", "-p", "fermi-sim-cudart"])
            .env("CARGO_TARGET_DIR", dir.parent().expect("the target folder"))
            .current_dir(root())
            .status()
            .expect("cargo runs");
        assert!(st.success(), "building the host library failed");
        assert!(
            dir.join("libcudart.so").is_file(),
            "no libcudart.so in {}",
            dir.display()
        );
        dir
    })
    .clone()
}

/// Run a sample program under `fermi-sim exec ARGS -- PROGRAM`: (status, stdout, stderr), or
/// None (with a message) when the programs cannot be built here.
fn exec(program: &str, args: &[&str]) -> Option<(i32, String, String)> {
    let dir = match programs() {
        Ok(d) => d,
        Err(why) => {
            eprintln!("SKIPPED: the CUDA sample programs cannot be built here ({why})");
            return None;
        }
    };
    let lib = library();
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("exec")
        .arg("--lib")
        .arg(&lib)
        .args(args)
        .arg("--")
        .arg(dir.join(program))
        .output()
        .expect("fermi-sim runs");
    Some((
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    ))
}

#[test]
fn vector_add_checks_its_result_on_the_host() {
    let Some((code, out, err)) = exec("vector_add", &[]) else {
        return;
    };
    assert_eq!(
        out, "vector_add: 0 of 1000 wrong, sync: cudaSuccess\n",
        "{err}"
    );
    assert_eq!(code, 0, "{err}");
}

#[test]
fn a_host_loop_of_launches_keeps_device_memory() {
    let Some((code, out, err)) = exec("many_launches", &["--memory", "flat"]) else {
        return;
    };
    assert_eq!(out, "many_launches: 20 launches, 0 of 64 wrong\n", "{err}");
    assert_eq!(code, 0);
}

#[test]
fn a_loop_stops_on_a_flag_copied_back() {
    let Some((code, out, err)) = exec("until_flag", &["--seed", "7"]) else {
        return;
    };
    assert_eq!(
        out, "until_flag: stopped after 11 launches (expected 11), 0 values above 1\n",
        "{err}"
    );
    assert_eq!(code, 0);
    // Its flag writes are benign races: not reported for launches that completed.
    assert_eq!(err, "");
}

#[test]
fn host_work_between_launches_and_device_copies() {
    let Some((code, out, err)) = exec("host_between", &[]) else {
        return;
    };
    // (39 * 39 + 39)^2 = 1560^2.
    assert_eq!(
        out, "host_between: 0 of 40 wrong, x[39] = 2433600\n",
        "{err}"
    );
    assert_eq!(code, 0);
}

#[test]
fn pointer_arithmetic_in_arguments_and_device_queries() {
    let Some((code, out, err)) = exec("offset_args", &[]) else {
        return;
    };
    // configs' gf100: 15 SMs, warps of 32.
    assert_eq!(
        out, "offset_args: 0 of 64 wrong; 1 device, 15 SMs, warp 32\n",
        "{err}"
    );
    assert_eq!(code, 0);
}

#[test]
fn a_data_race_is_reported_and_fails_the_launch() {
    let Some((code, out, err)) = exec("racy_sum", &["--check", "races"]) else {
        return;
    };
    assert_eq!(out, "racy_sum: launch: cudaErrorLaunchFailure\n", "{err}");
    assert!(
        err.contains("launch 1 of kernel `sum(int const*, int*, int)`: data_race at PTX lines"),
        "{err}"
    );
    assert!(
        err.contains("ld.global.u32"),
        "the racing PTX lines are shown: {err}"
    );
    assert!(err.contains("1 launch of"), "{err}");
    assert_eq!(code, 4, "a failed launch makes exec's status 4");
    // Without the race check the same program runs to its end.
    let (code, out, _) = exec("racy_sum", &[]).expect("built above");
    assert_eq!(out, "racy_sum: launch: cudaSuccess\n");
    assert_eq!(code, 0);
}

#[test]
fn exec_without_a_library_is_an_input_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(["exec", "--lib", "/nonexistent", "--", "true"])
        .output()
        .expect("fermi-sim runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no libcudart.so"));
}

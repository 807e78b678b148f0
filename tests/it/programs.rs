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
pub(crate) fn programs() -> &'static Result<PathBuf, String> {
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
    exec_with(program, args, &[])
}

/// `exec`, with arguments for the program.
fn exec_with(
    program: &str,
    args: &[&str],
    program_args: &[&Path],
) -> Option<(i32, String, String)> {
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
        .args(program_args)
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
    // Its flag writes are benign races: not reported for launches that completed; the
    // summary at exit is all exec adds.
    assert!(
        err.starts_with("fermi-sim: 11 launches of `")
            && err.ends_with("`: 0 findings, 0 launches did not complete\n")
            && err.lines().count() == 1,
        "{err}"
    );
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
    assert!(
        err.contains(": 1 finding (data_race 1), 1 launch did not complete"),
        "{err}"
    );
    // The CUDA source line of the racing statement, from the PTX's `.loc` information
    // (build.sh compiles with -gline-tables-only).
    let src = std::fs::read_to_string(root().join("ptx-samples/programs/racy_sum.cu")).unwrap();
    let line = 1 + src
        .lines()
        .position(|l| l.contains("*total += x[i]"))
        .expect("the racing statement");
    assert!(
        err.contains(&format!("racy_sum.cu:{line}): inter-warp race")),
        "{err}"
    );
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

#[test]
fn a_kernel_template_instantiated_twice() {
    let Some((code, out, err)) = exec("templates", &[]) else {
        return;
    };
    assert_eq!(
        out, "templates: int 0 wrong, float 0 wrong: PASS\n",
        "{err}"
    );
    assert_eq!(code, 0);
}

/// The number after `label ` and before ` ms` in `line`.
fn ms_after(line: &str, label: &str) -> f64 {
    let rest = &line[line
        .find(label)
        .unwrap_or_else(|| panic!("{label} in {line}"))
        + label.len()..];
    rest[..rest.find(" ms").expect("ms")]
        .parse()
        .expect("a number")
}

#[test]
fn two_streams_and_events_in_simulated_time() {
    let Some((code, out, err)) = exec("streams_events", &[]) else {
        return;
    };
    assert!(out.ends_with(": PASS\n"), "{out}{err}");
    assert!(
        out.contains("0 wrong,")
            && out.contains("host functions 11, no-timing event: cudaErrorInvalidResourceHandle"),
        "{out}"
    );
    // The first launch took some simulated time; both launches more: positive and increasing.
    let (first, both) = (ms_after(&out, "first launch "), ms_after(&out, "both "));
    assert!(first > 0.0 && both > first, "{out}");
    // Time is device steps over the clock (1,150,000 kHz): a whole number of steps.
    let steps = first * 1_150_000.0;
    assert!((steps - steps.round()).abs() < 1e-2 * steps, "{steps}");
    assert_eq!(code, 0);
    // Simulated time is deterministic: the same seed gives the same times.
    let (_, again, _) = exec("streams_events", &[]).expect("built above");
    assert_eq!(again, out);
}

#[test]
fn a_cooperative_launch_synchronises_its_grid_and_too_large_is_refused() {
    let Some((code, out, err)) = exec("cooperative", &[]) else {
        return;
    };
    // GF100: 8 blocks of 128 threads per SM, 15 SMs: 121 blocks cannot all be resident.
    assert_eq!(
        out,
        "cooperative: cudaSuccess, 0 of 512 wrong; 8 blocks per SM, 15 SMs; 121 blocks: cudaErrorCooperativeLaunchTooLarge: PASS\n",
        "{err}"
    );
    assert!(
        err.contains("needs all 121 blocks resident at once"),
        "{err}"
    );
    assert_eq!(code, 0);
}

#[test]
fn device_printf_follows_the_host_output_before_the_launch() {
    let Some((code, out, err)) = exec("device_printf", &[]) else {
        return;
    };
    let mut want = String::from("device_printf: launching\n");
    for i in 0..6 {
        want += &format!(
            "block {} thread {}: {i} squared is {}\n",
            i / 3,
            i % 3,
            i * i
        );
    }
    want += "device_printf: fifo 65536 bytes, 0 wrong: PASS\n";
    assert_eq!(out, want, "{err}");
    assert_eq!(code, 0);
}

#[test]
fn a_program_reads_its_input_from_a_file_argument() {
    let input = root().join("ptx-samples/programs/data/file_input.txt");
    let Some((code, out, err)) = exec_with("file_input", &[], &[&input]) else {
        return;
    };
    // The values of the file modulo 8, counted independently of the program.
    let text = std::fs::read_to_string(&input).unwrap();
    let mut nums = text.split_whitespace().map(|w| w.parse::<i64>().unwrap());
    let n = nums.next().unwrap();
    let mut bins = [0; 8];
    for v in nums {
        bins[v.rem_euclid(8) as usize] += 1;
    }
    let bins: Vec<String> = bins.iter().map(|b| b.to_string()).collect();
    assert_eq!(
        out,
        format!("file_input: {n} values, bins {}: PASS\n", bins.join(" ")),
        "{err}"
    );
    assert_eq!(code, 0);
    // Without the argument it says how to call it, with its own status.
    let (code, out, err) = exec("file_input", &[]).unwrap();
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("usage: file_input FILE"), "{err}");
}

#[test]
fn a_bfs_loop_launches_until_the_device_flag_stays_false() {
    let Some((code, out, err)) = exec("bfs", &[]) else {
        return;
    };
    // A 12 x 12 grid from a corner: 22 levels, plus the launch that changes nothing.
    assert_eq!(
        out, "bfs: 23 launches, 0 of 144 distances wrong: PASS\n",
        "{err}"
    );
    assert_eq!(code, 0);
}

#[test]
fn host_statistics_between_launches() {
    let Some((code, out, err)) = exec("srad_like", &["--memory", "flat"]) else {
        return;
    };
    assert!(
        out.starts_with("srad_like: 5 iterations, last q0 "),
        "{out}{err}"
    );
    assert!(out.ends_with(", 0 of 200 wrong: PASS\n"), "{out}{err}");
    assert_eq!(code, 0);
}

#[test]
fn a_program_needing_compute_capability_3_runs_with_sm() {
    let Some((code, out, err)) = exec("needs_sm30", &[]) else {
        return;
    };
    // By default the device is Fermi, 2.0: the program refuses.
    assert_eq!(
        out, "needs_sm30: compute capability 2.0 is below 3.0, quitting\n",
        "{err}"
    );
    assert_eq!(code, 1);
    for (sm, cc) in [("30", "3.0"), ("86", "8.6")] {
        let (code, out, err) = exec("needs_sm30", &["--sm", sm]).expect("built above");
        // GF100: 1536 threads per SM; 768 fills it with two blocks, 1024 would leave 512 idle.
        assert!(
            out.starts_with(&format!(
                "needs_sm30: compute capability {cc}, block 768 (occupancy), ptx "
            )),
            "{out} {err}"
        );
        assert!(out.ends_with(", 0 of 128 wrong: PASS\n"), "{out} {err}");
        assert_eq!(code, 0);
    }
}

#[test]
fn barrier_divergence_is_reported_and_fails_the_launch() {
    let Some((code, out, err)) = exec("barrier_divergence", &[]) else {
        return;
    };
    assert_eq!(
        out, "barrier_divergence: cudaErrorLaunchFailure: FAIL\n",
        "{err}"
    );
    assert!(
        err.contains("launch 1 of kernel `shift(int*)`: barrier_divergence at PTX line"),
        "{err}"
    );
    assert!(err.contains("threads 32-63 did not arrive"), "{err}");
    assert_eq!(code, 4);
}

#[test]
fn an_intra_warp_spin_lock_is_a_livelock() {
    let Some((code, out, err)) = exec("livelock", &[]) else {
        return;
    };
    assert_eq!(
        out, "livelock: cudaErrorLaunchFailure, count 0: FAIL\n",
        "{err}"
    );
    assert!(
        err.contains("launch 1 of kernel `count(int*, int*)`: livelock at PTX lines"),
        "{err}"
    );
    assert!(err.contains("ended `livelock`"), "{err}");
    assert_eq!(code, 4);
}

#[test]
fn an_out_of_bounds_store_is_reported_and_fails_the_launch() {
    let Some((code, out, err)) = exec("out_of_bounds", &[]) else {
        return;
    };
    assert_eq!(
        out, "out_of_bounds: cudaErrorLaunchFailure: FAIL\n",
        "{err}"
    );
    // Element 100 of a 100-int allocation: 4 bytes past its end.
    assert!(
        err.contains("out_of_bounds at PTX line") && err.contains("4 bytes past the end of buffer"),
        "{err}"
    );
    assert!(err.contains("by thread (36,0,0) of block (1,0,0)"), "{err}");
    assert_eq!(code, 4);
}

#[test]
fn a_constant_filter_written_through_its_symbol() {
    let Some((code, out, err)) = exec("const_filter", &[]) else {
        return;
    };
    assert_eq!(
        out, "const_filter: 0, 0 wrong, filter read back 0 wrong, size 20: PASS\n",
        "{err}"
    );
    assert_eq!(code, 0);
}

#[test]
fn device_variables_through_their_symbols_and_addresses() {
    let Some((code, out, err)) = exec("symbols", &[]) else {
        return;
    };
    // `launches` starts at its PTX value 100 and two launches increment it.
    assert_eq!(out, "symbols: 0 wrong, launches 102: PASS\n", "{err}");
    assert_eq!(code, 0);
}

#[test]
fn managed_memory_is_shared_by_host_and_kernels() {
    let Some((code, out, err)) = exec("managed", &[]) else {
        return;
    };
    assert_eq!(
        out, "managed: 0 of 300 wrong, attributes ok: PASS\n",
        "{err}"
    );
    assert_eq!(code, 0);
}

#[test]
fn mapped_and_registered_host_memory_reach_the_kernel() {
    let Some((code, out, err)) = exec("mapped", &["--memory", "flat"]) else {
        return;
    };
    assert_eq!(out, "mapped: 0 of 201 wrong: PASS\n", "{err}");
    assert_eq!(code, 0);
}

#[test]
fn pitched_copies_and_memset() {
    let Some((code, out, err)) = exec("pitch2d", &[]) else {
        return;
    };
    assert_eq!(
        out, "pitch2d: 0 of 120 wrong, width > pitch: cudaErrorInvalidPitchValue: PASS\n",
        "{err}"
    );
    assert_eq!(code, 0);
    assert!(
        err.contains("cudaMemcpy2D: the width 8 is larger than a pitch (4, 512)"),
        "{err}"
    );
}

#[test]
fn wrong_calls_get_the_runtimes_error_codes() {
    let Some((code, out, err)) = exec("wrong_calls", &[]) else {
        return;
    };
    let want = "\
copy past the end: cudaErrorInvalidValue
copy before the start: cudaErrorInvalidValue
memset past the end: cudaErrorInvalidValue
bad direction: cudaErrorInvalidMemcpyDirection
symbol past the end: cudaErrorInvalidValue
not a symbol: cudaErrorInvalidSymbol
cudaFreeHost of device memory: cudaErrorInvalidValue
free: cudaSuccess
double free: cudaErrorInvalidValue
free of a host pointer: cudaErrorInvalidValue
beyond the device's memory: cudaErrorMemoryAllocation
last error: cudaErrorMemoryAllocation
unregistered: cudaErrorHostMemoryNotRegistered
register: cudaSuccess
register twice: cudaErrorHostMemoryAlreadyRegistered
unregister: cudaSuccess
not supported: cudaErrorNotSupported
not supported again: cudaErrorNotSupported
wrong_calls: PASS
";
    assert_eq!(out, want, "{err}");
    assert_eq!(code, 0);
    assert!(
        err.contains("cudaMemcpyToSymbol: bytes [4, 20) are outside variable `small` (16 bytes)"),
        "{err}"
    );
    // A stub names itself once, however often it is called.
    assert_eq!(
        err.matches("fermi-sim: cudaGraphCreate is not supported\n")
            .count(),
        1,
        "{err}"
    );
}

#[test]
fn keep_going_keeps_the_results_and_the_status_says_what_was_found() {
    let Some((code, out, err)) = exec("racy_sum", &["--check", "races", "--keep-going"]) else {
        return;
    };
    // The launch returns cudaSuccess and the program ends normally; the finding still counts.
    assert_eq!(out, "racy_sum: launch: cudaSuccess\n", "{err}");
    assert!(err.contains("results kept (--keep-going)"), "{err}");
    assert!(err.contains(": 1 finding (data_race 1)"), "{err}");
    assert_eq!(code, 4);
    let (code, _, err) =
        exec("racy_sum", &["--check", "races", "--error-exitcode", "9"]).expect("built above");
    assert_eq!(code, 9, "{err}");
    // Nothing found: the program's own status.
    let (code, _, _) = exec("racy_sum", &["--error-exitcode", "9"]).expect("built above");
    assert_eq!(code, 0);
}

#[test]
fn a_module_variable_lives_from_launch_to_launch() {
    let Some((code, out, err)) = exec("device_counter", &["--memory", "flat"]) else {
        return;
    };
    // Initializer 5, then 3 launches of 2 x 16 threads adding one each.
    assert_eq!(
        out, "device_counter: 101 (expected 101), cudaSuccess\n",
        "{err}"
    );
    assert_eq!(code, 0);
}

#[test]
fn each_launch_traces_into_the_trace_folder() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("exec-trace");
    let _ = std::fs::remove_dir_all(&dir);
    let Some((code, _, err)) = exec(
        "host_between",
        &["--memory", "flat", "--trace", dir.to_str().unwrap()],
    ) else {
        return;
    };
    assert_eq!(code, 0, "{err}");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), 2, "{names:?}");
    assert!(
        names[0].starts_with("launch-1-") && names[0].ends_with(".trace"),
        "{names:?}"
    );
    assert!(names[1].starts_with("launch-2-"), "{names:?}");
    // `view` renders it, as a `run --trace` file.
    let html = dir.join("t.html");
    let v = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("view")
        .arg(dir.join(&names[0]))
        .arg("-o")
        .arg(&html)
        .output()
        .unwrap();
    assert!(v.status.success(), "{}", String::from_utf8_lossy(&v.stderr));
    assert!(html.is_file());
}

/// `--record DIR`: every launch of the sample programs as a manifest that `run` replays with the
/// results this run had (byte for byte, its own `result.json`), and that `test` passes with
/// `--record-expect`.
#[test]
fn recorded_launches_replay_byte_identically() {
    let fermi = env!("CARGO_BIN_EXE_fermi-sim");
    for (program, args) in [
        ("racy_sum", &["--check", "races", "--seed", "3"][..]),
        ("many_launches", &["--memory", "flat"][..]),
        ("until_flag", &["--seed", "7"][..]),
        ("host_between", &["--warp-size", "8"][..]),
        ("offset_args", &[][..]),
        ("device_counter", &["--memory", "flat"][..]),
        ("texture_obj", &[][..]),
        ("texture_mip", &[][..]),
        ("surface_obj", &["--check", "races"][..]),
    ] {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("exec-record-{program}"));
        let _ = std::fs::remove_dir_all(&dir);
        let mut a: Vec<&str> = args.to_vec();
        let d = dir.to_str().unwrap();
        a.extend(["--record", d, "--record-expect"]);
        let Some((_, _, err)) = exec(program, &a) else {
            return;
        };
        let mut manifests: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{program}: no recording ({e}): {err}"))
            .map(|e| e.unwrap().path())
            .filter(|p| p.to_string_lossy().ends_with(".launch.ron"))
            .collect();
        manifests.sort();
        assert!(!manifests.is_empty(), "{program}: {err}");
        for m in &manifests {
            // The run command the manifest's header names.
            let text = std::fs::read_to_string(m).unwrap();
            let cmd = text.lines().nth(1).unwrap().trim_start_matches("//").trim();
            let words: Vec<&str> = cmd.split_whitespace().collect();
            assert_eq!(&words[..2], ["fermi-sim", "run"], "{cmd}");
            let out = Command::new(fermi)
                .args(&words[1..])
                .arg("--json")
                .current_dir(&dir)
                .output()
                .unwrap();
            let want = std::fs::read(m.with_extension("").with_extension("result.json")).unwrap();
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&want),
                "{program}: {cmd}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        let t = Command::new(fermi).arg("test").arg(&dir).output().unwrap();
        let summary = String::from_utf8_lossy(&t.stdout);
        assert!(
            summary.ends_with(&format!("{} passed, 0 failed\n", manifests.len())),
            "{program}: {summary}"
        );
        assert!(t.status.success(), "{program}: {summary}");
    }
}

/// Texel (x, y) of a `w` x `h` texture under an address mode; None: the border.
fn tex_address(i: i64, n: i64, mode: &str) -> Option<i64> {
    match mode {
        "clamp" => Some(i.clamp(0, n - 1)),
        "wrap" => Some(i.rem_euclid(n)),
        _ => (0..n).contains(&i).then_some(i),
    }
}

/// What CUDA's programming guide (texture fetching appendix) says `tex2D` returns for a float
/// texture `t` (rows of `w`) at (u, v): point or linear filtering, weights in 9-bit fixed
/// point with 8 fractional bits.
fn tex2d_expected(t: &[Vec<f32>], u: f32, v: f32, linear: bool, norm: bool, mode: &str) -> f32 {
    let (w, h) = (t[0].len() as i64, t.len() as i64);
    let (x, y) = if norm {
        (u * w as f32, v * h as f32)
    } else {
        (u, v)
    };
    let at = |i: i64, j: i64| match (tex_address(i, w, mode), tex_address(j, h, mode)) {
        (Some(i), Some(j)) => t[j as usize][i as usize],
        _ => 0.0,
    };
    if !linear {
        return at(x.floor() as i64, y.floor() as i64);
    }
    let (xb, yb) = (x - 0.5, y - 0.5);
    let (i, j) = (xb.floor(), yb.floor());
    let a = ((xb - i) * 256.0).round() / 256.0;
    let b = ((yb - j) * 256.0).round() / 256.0;
    let (i, j) = (i as i64, j as i64);
    let row = |j: i64| (1.0 - a) * at(i, j) + a * at(i + 1, j);
    (1.0 - b) * row(j) + b * row(j + 1)
}

/// Surface objects over CUDA arrays (surface_obj.cu): a 2D read and write, reads past the edge
/// under the zero and clamp boundary modes, and a layered 1D array written; the program checks
/// each value against its formula (in the source) and counts them.
#[test]
fn surface_objects_over_arrays() {
    let Some((code, out, err)) = exec("surface_obj", &["--check", "races"]) else {
        return;
    };
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(out, "surface_obj: 108 of 108 values as expected\n", "{err}");
}

/// Mipmapped arrays (texture_mip.cu): tex2DLod and tex2DGrad with point and linear filtering
/// within and between levels, bias and clamps, and a layered 1D array; the program checks each
/// value against the CUDA programming guide's formulas (in the source) and counts them.
#[test]
fn texture_objects_over_mipmapped_arrays() {
    let Some((code, out, err)) = exec("texture_mip", &[]) else {
        return;
    };
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(
        out,
        "wrong level: cudaErrorInvalidValue\nwrong free of a level: cudaErrorInvalidValue\n\
         wrong clamps: cudaErrorInvalidValue\nwrong linear elements: cudaErrorInvalidValue\n\
         wrong read mode: cudaErrorInvalidValue\nwrong freed twice: cudaErrorInvalidResourceHandle\n\
         texture_mip: 200 of 200 values as expected\n",
        "{err}"
    );
    assert!(
        err.contains("level 5 of a mipmapped array of 5 levels"),
        "{err}"
    );
}

#[test]
fn texture_objects_over_linear_pitched_and_array_memory() {
    let Some((code, out, err)) = exec("texture_obj", &[]) else {
        return;
    };
    assert_eq!(code, 0, "{out}{err}");
    let num = |s: &str| -> f32 { s.parse().unwrap_or_else(|_| panic!("`{s}` in {out}")) };
    let pitched: Vec<Vec<f32>> = (0..4)
        .map(|y| (0..5).map(|x| (x * x + 10 * y) as f32).collect())
        .collect();
    let array: Vec<Vec<f32>> = (0..3)
        .map(|y| {
            (0..6)
                .map(|x| 100.0 * y as f32 + 0.5 * (x * x) as f32)
                .collect()
        })
        .collect();
    let mut seen = std::collections::BTreeMap::<&str, usize>::new();
    for line in out.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        *seen.entry(w[0]).or_default() += 1;
        let close = |got: f32, want: f32| {
            assert!(
                (got - want).abs() <= 1e-5 * want.abs().max(1.0),
                "{line}: want {want}"
            )
        };
        match w[0] {
            "lin" => {
                let i: f32 = num(w[1]);
                close(num(w[2]), 0.5 * i * i - 3.0 * i);
            }
            "bytes" => {
                let i: f32 = num(w[1]);
                let want = [30.0 * i, 255.0 - 30.0 * i, 7.0 * i, 200.0].map(|c| c / 255.0);
                for (c, want) in want.iter().enumerate() {
                    close(num(w[2 + c]), *want);
                }
            }
            "resdesc" => assert_eq!(line, "resdesc 3 5 4 1"),
            "pitch" => close(
                num(w[3]),
                tex2d_expected(&pitched, num(w[1]), num(w[2]), true, true, "clamp"),
            ),
            "wrap" => close(
                num(w[3]),
                tex2d_expected(&array, num(w[1]), num(w[2]), false, true, "wrap"),
            ),
            "border" => close(
                num(w[3]),
                tex2d_expected(&array, num(w[1]), num(w[2]), true, false, "border"),
            ),
            "array" => assert_eq!(line, "array copy-back: same"),
            "texture_obj:" => assert_eq!(line, "texture_obj: done"),
            "wrong" => {
                let want = [
                    "wrong three channels: cudaErrorInvalidValue",
                    "wrong double floats: cudaErrorNotSupported",
                    "wrong past the allocation: cudaErrorInvalidValue",
                    "wrong pitch: cudaErrorInvalidPitchValue",
                    "wrong huge pitch: cudaErrorInvalidValue",
                    "wrong array: cudaErrorInvalidResourceHandle",
                ];
                assert_eq!(line, want[seen["wrong"] - 1]);
            }
            _ => panic!("unexpected line `{line}`"),
        }
    }
    let want = [
        ("array", 1),
        ("border", 5),
        ("bytes", 6),
        ("lin", 6),
        ("pitch", 7),
        ("resdesc", 1),
        ("texture_obj:", 1),
        ("wrap", 5),
        ("wrong", 6),
    ];
    // Each wrong call says why on stderr.
    for why in [
        "a texture element here has 1, 2 or 4 channels of one size",
        "fermi-sim's textures have 8-, 16- or 32-bit",
        "are not device memory of one allocation",
        "the pitch 8 is below a row's 20 bytes",
        "is not an array of cudaMallocArray",
    ] {
        assert!(err.contains(why), "{why}: {err}");
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), want, "{out}{err}");
}

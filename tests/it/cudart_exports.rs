//! The host library exports every function of CUDA 12's `cuda_runtime_api.h` (docs/host-api.md,
//! "Functions that are not supported"): the header's declarations, read here, against the
//! dynamic symbol table of the built `libcudart.so` (`nm -D`), less the names the stub
//! generator's EXCLUDE list leaves to other parts of the library. Skipped with a message where
//! the header or `nm` is missing.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The text of PyPI's cuda_runtime_api.h, if installed.
fn header() -> Option<String> {
    let out = Command::new("python3")
        .args([
            "-c",
            "import nvidia,os\nfor p in nvidia.__path__:\n h=os.path.join(p,'cuda_runtime','include','cuda_runtime_api.h')\n if os.path.isfile(h): print(h)",
        ])
        .output()
        .ok()?;
    let path = String::from_utf8_lossy(&out.stdout)
        .lines()
        .next()?
        .to_string();
    std::fs::read_to_string(path).ok()
}

/// Names of the functions the header declares: a line `extern ... cudaXxx(`.
fn declared(h: &str) -> BTreeSet<String> {
    h.lines()
        .filter(|l| l.starts_with("extern "))
        .filter_map(|l| {
            let before = &l[..l.find('(')?];
            let name = before.split_whitespace().last()?;
            name.starts_with("cuda").then(|| name.to_string())
        })
        .collect()
}

/// The EXCLUDE patterns of host/gen_stubs.py (between its markers).
fn exclude() -> Vec<String> {
    let s = std::fs::read_to_string(root().join("host/gen_stubs.py")).expect("gen_stubs.py");
    let a = s.find("EXCLUDE = [").expect("an EXCLUDE list");
    let b = a + s[a..].find(']').expect("its end");
    s[a..b]
        .split('"')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

fn excluded(name: &str, pats: &[String]) -> bool {
    pats.iter().any(|p| match p.strip_suffix('*') {
        Some(prefix) => name.starts_with(prefix),
        None => name == p,
    })
}

#[test]
fn the_library_exports_every_function_of_the_header() {
    let Some(h) = header() else {
        eprintln!("SKIPPED: no cuda_runtime_api.h (pip install nvidia-cuda-runtime-cu12)");
        return;
    };
    let lib = crate::programs::library().join("libcudart.so");
    let Ok(nm) = Command::new("nm")
        .args(["-D", "--defined-only"])
        .arg(&lib)
        .output()
    else {
        eprintln!("SKIPPED: no nm");
        return;
    };
    let exported: BTreeSet<String> = String::from_utf8_lossy(&nm.stdout)
        .lines()
        .filter_map(|l| l.split_whitespace().nth(2))
        .map(|s| s.split('@').next().unwrap_or(s).to_string())
        .collect();
    let pats = exclude();
    let want = declared(&h);
    assert!(
        want.len() > 250,
        "the header declares {} functions",
        want.len()
    );
    let missing: Vec<&String> = want
        .iter()
        .filter(|n| !excluded(n, &pats) && !exported.contains(*n))
        .collect();
    assert!(missing.is_empty(), "not exported: {missing:?}");
    // Names the header's macros make of declarations (cudaGetDeviceProperties → _v2).
    for n in [
        "cudaGetDeviceProperties_v2",
        "cudaSignalExternalSemaphoresAsync_v2",
    ] {
        assert!(exported.contains(n), "{n} is not exported");
    }
    // The generated stubs are what the generator writes from this header.
    let st = Command::new("python3")
        .arg(root().join("host/gen_stubs.py"))
        .arg("--check")
        .status()
        .expect("python3 runs");
    assert!(
        st.success(),
        "host/src/stubs.rs is out of date: run host/gen_stubs.py"
    );
}

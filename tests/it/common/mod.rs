//! Helpers shared by several test files: a trace writer the test can read back, and the
//! committed files of a corpus.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// A writer for `RunSettings::trace` whose bytes the test keeps a handle to.
#[derive(Clone, Default)]
pub struct Buf(pub Arc<Mutex<Vec<u8>>>);

impl Write for Buf {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Every file under the folders `dirs` (recursively) whose name ends in `suffix`, sorted.
pub fn files_under(dirs: &[PathBuf], suffix: &str) -> Vec<PathBuf> {
    let mut paths = Vec::new();
    let mut stack: Vec<PathBuf> = dirs.to_vec();
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.to_string_lossy().ends_with(suffix) {
                paths.push(p);
            }
        }
    }
    paths.sort();
    paths
}

/// The repository's root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Run the built `fermi-sim` with `args` in the repository root: exit status, stdout, stderr.
pub fn fermi_sim(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `PATH` with the built `fermi-sim` first, for commands that call it by name (documented
/// examples, CI recipes, batch scripts).
pub fn path_with_binary() -> String {
    let bin = Path::new(env!("CARGO_BIN_EXE_fermi-sim"));
    format!(
        "{}:{}",
        bin.parent().expect("the binary's folder").display(),
        std::env::var("PATH").unwrap_or_default()
    )
}

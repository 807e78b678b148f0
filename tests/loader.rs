//! Loader integration tests: every sample file loads; thesis listings; diagnostics.

use fermi_sim::program::{self, env::ProgEnv};
use std::path::Path;

fn samples(dir: &str) -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut v: Vec<_> = std::fs::read_dir(&root)
        .map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "ptx"));
    v.sort();
    v
}

fn load(path: &Path) -> Result<ProgEnv, String> {
    program::load_file(path).map_err(|d| {
        d.items
            .iter()
            .map(|x| x.one_line(&d.file))
            .collect::<Vec<_>>()
            .join("\n")
    })
}

#[test]
fn every_sample_loads() {
    let mut files = samples("ptx-samples/cuda");
    files.extend(samples("ptx-samples/thesis"));
    files.extend(samples("ptx-samples/thesis/derived"));
    assert!(files.len() > 30, "found {} samples", files.len());
    let mut bad = Vec::new();
    for f in &files {
        if let Err(e) = load(f) {
            bad.push(e);
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

/// `LISTING=path cargo test --test loader show_listing -- --nocapture` prints a file's listing.
#[test]
fn show_listing() {
    if let Ok(p) = std::env::var("LISTING") {
        match program::load_file(Path::new(&p)) {
            Ok(e) => println!("{}", program::listing(&e)),
            Err(d) => println!("{}", d.render()),
        }
    }
}

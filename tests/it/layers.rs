//! The modules depend on each other in one direction: no two source files import each other
//! (the layers follow the thesis' order, docs/design.md). Doc comments and tests may mention
//! any module; only code outside `#[cfg(test)]` modules counts.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn rs_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("src is readable") {
        let p = e.expect("entry").path();
        if p.is_dir() {
            rs_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The source file a `crate::a::b::c` path names: the longest prefix that is a file.
fn file_of(src: &Path, segs: &[&str]) -> Option<PathBuf> {
    for n in (1..=segs.len()).rev() {
        let rel: PathBuf = segs[..n].iter().collect();
        let f = src.join(&rel).with_extension("rs");
        if f.is_file() {
            return Some(f);
        }
        let m = src.join(&rel).join("mod.rs");
        if m.is_file() {
            return Some(m);
        }
    }
    None
}

/// The code of a file without comments and without its `#[cfg(test)]` module (which, by
/// convention, is the file's last item).
fn code(text: &str) -> String {
    let body = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
        None => text,
    };
    body.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn imports(src: &Path) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let mut files = Vec::new();
    rs_files(src, &mut files);
    let mut deps = BTreeMap::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable");
        let code = code(&text);
        let mut set = BTreeSet::new();
        let mut rest = code.as_str();
        while let Some(i) = rest.find("crate::") {
            rest = &rest[i + "crate::".len()..];
            let path: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let segs: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
            if let Some(g) = file_of(src, &segs) {
                if g != f {
                    set.insert(g);
                }
            }
        }
        deps.insert(f, set);
    }
    deps
}

#[test]
fn no_two_source_files_import_each_other() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let deps = imports(&src);
    let mut cycles = Vec::new();
    for (f, ds) in &deps {
        for g in ds {
            if f < g && deps.get(g).is_some_and(|back| back.contains(f)) {
                cycles.push(format!("{} <-> {}", f.display(), g.display()));
            }
        }
    }
    assert!(cycles.is_empty(), "mutual imports:\n{}", cycles.join("\n"));
}

#[test]
fn the_detector_sees_a_mutual_import() {
    // Two files that name each other are found (the check above cannot pass vacuously).
    let dir = std::env::temp_dir().join(format!("fermi-sim-layers-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("a")).unwrap();
    std::fs::write(dir.join("a/mod.rs"), "use crate::b::X;\n").unwrap();
    std::fs::write(
        dir.join("b.rs"),
        "pub struct X;\nfn f() { crate::a::g(); }\n",
    )
    .unwrap();
    let deps = imports(&dir);
    assert!(deps[&dir.join("a/mod.rs")].contains(&dir.join("b.rs")));
    assert!(deps[&dir.join("b.rs")].contains(&dir.join("a/mod.rs")));
    std::fs::remove_dir_all(&dir).ok();
}

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

/// The top-level module (layer) of each source file's `crate::` imports: `layer -> layers`.
/// `warp/testkit.rs` is left out: it is test support that drives a warp through the layers
/// above it (the safety shadow, traces).
fn layer_graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let layer = |f: &Path| {
        let rel = f.strip_prefix(src).expect("under src");
        let first = rel.components().next().expect("a component");
        first
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string()
    };
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (f, ds) in imports(src) {
        if f.ends_with("warp/testkit.rs") {
            continue;
        }
        let a = layer(&f);
        for d in ds {
            let b = layer(&d);
            if a != b {
                g.entry(a.clone()).or_default().insert(b);
            }
        }
    }
    g
}

/// A cycle of the graph, if it has one (depth-first search).
fn find_cycle(g: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        v: &str,
        g: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(v.to_string(), 1);
        path.push(v.to_string());
        for w in g.get(v).into_iter().flatten() {
            match state.get(w.as_str()).copied().unwrap_or(0) {
                1 => {
                    let i = path.iter().position(|x| x == w).expect("on the path");
                    let mut c = path[i..].to_vec();
                    c.push(w.clone());
                    return Some(c);
                }
                0 => {
                    if let Some(c) = visit(w, g, state, path) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(v.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for v in g.keys() {
        if state.get(v.as_str()).copied().unwrap_or(0) == 0 {
            if let Some(c) = visit(v, g, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

#[test]
fn the_layers_form_no_cycle() {
    // PTX → program environments → thread → warp → block → grid → context → device → checks →
    // launch → CLI, with the memory environment under the device and the shared verdict types
    // at the bottom: each layer imports only layers below it.
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let g = layer_graph(&src);
    assert!(
        g.get("device").is_some_and(|d| d.contains("memory")),
        "the graph is built"
    );
    if let Some(c) = find_cycle(&g) {
        panic!("the layers form a cycle: {}", c.join(" -> "));
    }
    // Some layers the thesis' order puts below others never import them.
    for (low, high) in [
        ("program", "thread"),
        ("thread", "warp"),
        ("warp", "block"),
        ("device", "checks"),
        ("device", "launch"),
        ("checks", "launch"),
        ("memory", "device"),
        ("config", "warp"),
    ] {
        assert!(
            !g.get(low).is_some_and(|d| d.contains(high)),
            "{low} imports {high}"
        );
    }
}

#[test]
fn the_cycle_finder_finds_a_cycle() {
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.entry("a".into()).or_default().insert("b".into());
    g.entry("b".into()).or_default().insert("c".into());
    assert_eq!(find_cycle(&g), None);
    g.entry("c".into()).or_default().insert("a".into());
    let c = find_cycle(&g).expect("a -> b -> c -> a");
    assert_eq!(c.first(), c.last());
    assert_eq!(c.len(), 4);
}

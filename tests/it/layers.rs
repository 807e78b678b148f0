//! The modules depend on each other in one direction: the layers follow the thesis' order
//! (README "What is where"), and inside a module folder the files form no import cycle. Every
//! import counts: `crate::`, `super::` and `self::` paths, child modules, names brought in by
//! `use` (groups, renames, globs) and re-exports, each resolved to the file that defines the
//! item. Doc comments and tests may mention any module; only code outside `#[cfg(test)]`
//! items counts. Source files stay at most 1200 lines.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The code of a file without comments and without its `#[cfg(test)]` modules: an inline one
/// (`#[cfg(test)] mod tests { .. }`, by convention the file's last item) is cut off with the rest
/// of the file, an out-of-line one (`#[cfg(test)] mod tests;`) loses its declaration.
fn code(text: &str) -> String {
    let mut out = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(l) = lines.next() {
        let t = l.trim_start();
        if t == "#[cfg(test)]" {
            // Skip attributes after it, then look at the item.
            let mut item = None;
            for n in lines.by_ref() {
                if n.trim_start().starts_with("#[") {
                    continue;
                }
                item = Some(n);
                break;
            }
            match item {
                Some(n) if is_mod_decl(n).is_some_and(|(_, inline)| inline) => break,
                Some(n) if is_mod_decl(n).is_some() => continue,
                // A test-only item of another kind (a function, an import): left out too.
                Some(n) if n.trim_end().ends_with(';') => continue,
                _ => {
                    // A multi-line item: drop it up to its closing brace at its own indentation.
                    let ind = item.map_or(0, |n| n.len() - n.trim_start().len());
                    for m in lines.by_ref() {
                        if m.len() - m.trim_start().len() == ind && m.trim_start().starts_with('}')
                        {
                            break;
                        }
                    }
                    continue;
                }
            }
        }
        if t.starts_with("//") {
            continue;
        }
        out.push(strip_line_comment(l));
    }
    out.join("\n")
}

/// A line without its trailing `// ...` comment (one outside a string literal).
fn strip_line_comment(l: &str) -> &str {
    let b = l.as_bytes();
    let mut quotes = 0;
    for i in 0..b.len() {
        match b[i] {
            b'"' if i == 0 || b[i - 1] != b'\\' => quotes += 1,
            b'/' if quotes % 2 == 0 && b.get(i + 1) == Some(&b'/') => return &l[..i],
            _ => {}
        }
    }
    l
}

/// `mod name;` or `mod name {` (with any visibility): the name, and whether it is inline.
fn is_mod_decl(line: &str) -> Option<(String, bool)> {
    let mut t = line.trim_start();
    if let Some(r) = t.strip_prefix("pub") {
        t = r.trim_start();
        if t.starts_with('(') {
            t = t[t.find(')')? + 1..].trim_start();
        }
    }
    let r = t.strip_prefix("mod ")?;
    let name: String = r
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    let after = r[name.len()..].trim();
    match after {
        ";" => Some((name, false)),
        "{" => Some((name, true)),
        _ => None,
    }
}

/// One `use` item expanded: the path it names and the name it binds (`None` for a glob).
type UseItem = (Vec<String>, Option<String>);

/// Expands the tree of a `use` item (`a::{b, c::{self, d as e}, f::*}`).
fn expand_use(tree: &str, prefix: &[String], out: &mut Vec<UseItem>) {
    let tree = tree.trim();
    // Split the leading path from a trailing group.
    if let Some(open) = tree.find('{') {
        let head = tree[..open].trim().trim_end_matches("::");
        let mut p = prefix.to_vec();
        p.extend(
            head.split("::")
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from),
        );
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        // Split the group at its top-level commas.
        let (mut depth, mut from) = (0, 0);
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand_use(&inner[from..i], &p, out);
                    from = i + 1;
                }
                _ => {}
            }
        }
        expand_use(&inner[from..], &p, out);
        return;
    }
    if tree.is_empty() {
        return;
    }
    let (path, alias) = match tree.split_once(" as ") {
        Some((p, a)) => (p.trim(), Some(a.trim().to_string())),
        None => (tree, None),
    };
    let mut segs = prefix.to_vec();
    segs.extend(
        path.split("::")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from),
    );
    match segs.last().map(String::as_str) {
        Some("*") => {
            segs.pop();
            out.push((segs, None));
        }
        Some("self") => {
            segs.pop();
            let name = alias.or_else(|| segs.last().cloned());
            out.push((segs, name));
        }
        Some(last) => {
            let name = alias.unwrap_or_else(|| last.to_string());
            out.push((segs, Some(name)));
        }
        None => {}
    }
}

/// The `use` items of a file's code, and the code without them.
fn split_uses(code: &str) -> (Vec<UseItem>, String) {
    let mut uses = Vec::new();
    let mut rest = String::new();
    let mut s = code;
    loop {
        // A `use` keyword at the start of an item.
        let found = s.match_indices("use ").find(|(i, _)| {
            let before = s[..*i].trim_end();
            (before.is_empty()
                || before.ends_with(';')
                || before.ends_with('{')
                || before.ends_with('}')
                || before.ends_with(']')
                || before.ends_with("pub")
                || before.ends_with(')'))
                && !s[..*i].ends_with(|c: char| c.is_alphanumeric() || c == '_')
        });
        let Some((i, _)) = found else {
            rest.push_str(s);
            break;
        };
        rest.push_str(&s[..i]);
        let Some(end) = s[i..].find(';') else {
            rest.push_str(&s[i..]);
            break;
        };
        expand_use(&s[i + 4..i + end], &[], &mut uses);
        s = &s[i + end + 1..];
    }
    (uses, rest)
}

/// The paths written in code (`a::b::c`, `super::x`), each as its segments.
fn code_paths(code: &str) -> Vec<Vec<String>> {
    let b = code.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if ident(b[i]) && (i == 0 || (!ident(b[i - 1]) && b[i - 1] != b':')) {
            let start = i;
            while i < b.len() && (ident(b[i]) || (b[i] == b':' && b.get(i + 1) == Some(&b':'))) {
                i += if b[i] == b':' { 2 } else { 1 };
            }
            let p = &code[start..i];
            if p.contains("::") {
                out.push(
                    p.split("::")
                        .filter(|s| !s.is_empty())
                        .map(String::from)
                        .collect(),
                );
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The source tree: every module's file, and each file's `use` items and code paths.
struct Tree {
    /// Module path (`["warp", "crs"]`) → the file that holds it; inline modules map to the
    /// file they are written in.
    modules: BTreeMap<Vec<String>, PathBuf>,
    /// File → its module path.
    module_of: BTreeMap<PathBuf, Vec<String>>,
    uses: BTreeMap<PathBuf, Vec<UseItem>>,
    paths: BTreeMap<PathBuf, Vec<Vec<String>>>,
    code: BTreeMap<PathBuf, String>,
}

impl Tree {
    fn read(src: &Path) -> Tree {
        let mut t = Tree {
            modules: BTreeMap::new(),
            module_of: BTreeMap::new(),
            uses: BTreeMap::new(),
            paths: BTreeMap::new(),
            code: BTreeMap::new(),
        };
        // Follow the `mod` declarations from the crate root (test-only modules are not
        // declared in the code and so are not reached).
        let root = src.join("lib.rs");
        let mut todo = vec![(root, Vec::<String>::new())];
        while let Some((f, m)) = todo.pop() {
            let Ok(text) = std::fs::read_to_string(&f) else {
                continue;
            };
            let code = code(&text);
            let dir = if f.ends_with("mod.rs") || f.ends_with("lib.rs") {
                f.parent().expect("a folder").to_path_buf()
            } else {
                f.with_extension("")
            };
            t.modules.insert(m.clone(), f.clone());
            t.module_of.insert(f.clone(), m.clone());
            for l in code.lines() {
                if let Some((name, inline)) = is_mod_decl(l) {
                    let mut sub = m.clone();
                    sub.push(name.clone());
                    if inline {
                        t.modules.insert(sub, f.clone());
                    } else {
                        let a = dir.join(format!("{name}.rs"));
                        let b = dir.join(&name).join("mod.rs");
                        todo.push((if a.is_file() { a } else { b }, sub));
                    }
                }
            }
            let (uses, rest) = split_uses(&code);
            t.paths.insert(f.clone(), code_paths(&rest));
            t.uses.insert(f.clone(), uses);
            t.code.insert(f, code);
        }
        t
    }

    /// Whether `file` defines an item called `name` (a function, type, constant, macro...).
    fn defines(&self, file: &Path, name: &str) -> bool {
        let code = &self.code[file];
        [
            "fn ", "struct ", "enum ", "const ", "static ", "type ", "trait ", "union ",
        ]
        .iter()
        .any(|k| {
            code.match_indices(&format!("{k}{name}")).any(|(i, s)| {
                let after = code[i + s.len()..].chars().next();
                !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
            })
        }) || code.contains(&format!("macro_rules! {name}"))
    }

    /// The file that defines item `name` of module `m`: through the module's own imports
    /// (a re-export or a private `use`, which child modules see too) and glob imports.
    fn item_file(&self, m: &[String], name: &str, depth: usize) -> Option<PathBuf> {
        let file = self.modules.get(m)?;
        if depth > 16 {
            return Some(file.clone());
        }
        if self.defines(file, name) {
            return Some(file.clone());
        }
        for (path, bound) in &self.uses[file] {
            if bound.as_deref() == Some(name) {
                return self.resolve(m, path, depth + 1);
            }
        }
        for (path, bound) in &self.uses[file] {
            if bound.is_none() {
                if let Some((gm, r)) = self.walk(m, path, depth + 1) {
                    if r.is_empty() && gm.as_slice() != m {
                        if let Some(g) = self.item_file(&gm, name, depth + 1) {
                            return Some(g);
                        }
                    }
                }
            }
        }
        Some(file.clone())
    }

    /// The module a path's leading segments name (written in module `m`), and the segments
    /// left after it; `None` for a path outside the crate (`std::`, another crate).
    fn walk(
        &self,
        m: &[String],
        path: &[String],
        depth: usize,
    ) -> Option<(Vec<String>, Vec<String>)> {
        let (mut cur, mut rest): (Vec<String>, Vec<String>) = match path.first()?.as_str() {
            "crate" => (Vec::new(), path[1..].to_vec()),
            "self" => (m.to_vec(), path[1..].to_vec()),
            "super" => {
                let mut cur = m.to_vec();
                let mut rest = path;
                while rest.first().is_some_and(|s| s == "super") {
                    cur.pop();
                    rest = &rest[1..];
                }
                (cur, rest.to_vec())
            }
            first => {
                let mut child = m.to_vec();
                child.push(first.to_string());
                if self.modules.contains_key(&child) {
                    (m.to_vec(), path.to_vec())
                } else {
                    // A name this module imports: follow the import.
                    let file = self.modules.get(m)?;
                    let (target, _) = self.uses[file]
                        .iter()
                        .find(|(_, b)| b.as_deref() == Some(first))?;
                    if depth > 16 || target.first().is_some_and(|s| s == first) {
                        return None;
                    }
                    let (tm, mut trest) = self.walk(m, target, depth + 1)?;
                    trest.extend(path[1..].iter().cloned());
                    (tm, trest)
                }
            }
        };
        while let Some(s) = rest.first() {
            let mut child = cur.clone();
            child.push(s.clone());
            if !self.modules.contains_key(&child) {
                break;
            }
            cur = child;
            rest.remove(0);
        }
        Some((cur, rest))
    }

    /// The file a path (written in module `m`) points into.
    fn resolve(&self, m: &[String], path: &[String], depth: usize) -> Option<PathBuf> {
        let (tm, rest) = self.walk(m, path, depth)?;
        match rest.first() {
            Some(name) => self.item_file(&tm, name, depth + 1),
            None => self.modules.get(&tm).cloned(),
        }
    }
}

/// Each source file's imports: the files that the paths in its `use` items and code lead to
/// (`crate::`, `super::`, `self::`, child modules and imported names, through re-exports).
fn imports(src: &Path) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let t = Tree::read(src);
    let mut deps = BTreeMap::new();
    for (f, m) in &t.module_of {
        let mut set = BTreeSet::new();
        let paths = t.uses[f]
            .iter()
            .map(|(p, _)| p.clone())
            .chain(t.paths[f].iter().cloned());
        for p in paths {
            if let Some(g) = t.resolve(m, &p, 0) {
                if &g != f {
                    set.insert(g);
                }
            }
        }
        deps.insert(f.clone(), set);
    }
    deps
}

/// The file-level import graph inside each module folder (`src/warp/*.rs`): `file -> files`
/// named relative to `src`. A folder's `mod.rs` is left out: it is the folder's face, which
/// declares the files, re-exports their items and dispatches to them, and the files may use
/// the shared items it holds; the check is about the files beside each other.
fn folder_graphs(src: &Path) -> BTreeMap<PathBuf, BTreeMap<String, BTreeSet<String>>> {
    let name = |f: &Path| {
        f.strip_prefix(src)
            .expect("under src")
            .display()
            .to_string()
    };
    let mut out: BTreeMap<PathBuf, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for (f, ds) in imports(src) {
        if f.ends_with("mod.rs") {
            continue;
        }
        let dir = f.parent().expect("a folder").to_path_buf();
        let g = out.entry(dir.clone()).or_default();
        let e = g.entry(name(&f)).or_default();
        for d in ds {
            if d.parent() == Some(dir.as_path()) && !d.ends_with("mod.rs") {
                e.insert(name(&d));
            }
        }
    }
    out
}

/// Every group of files that reach each other (a strongly connected component of more than
/// one file), with one cycle through each group and the edges inside the group.
fn cycles_of(g: &BTreeMap<String, BTreeSet<String>>) -> Vec<(Vec<String>, String)> {
    let reach = |a: &String| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![a.clone()];
        while let Some(v) = todo.pop() {
            for w in g.get(&v).into_iter().flatten() {
                if seen.insert(w.clone()) {
                    todo.push(w.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> = g.keys().map(|k| (k, reach(k))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for a in g.keys() {
        if done.contains(a) || !reaches[a].contains(a) {
            continue;
        }
        let group: BTreeSet<String> = reaches[a]
            .iter()
            .filter(|b| reaches.get(b).is_some_and(|r| r.contains(a)))
            .cloned()
            .collect();
        done.extend(group.iter().cloned());
        let sub: BTreeMap<String, BTreeSet<String>> = group
            .iter()
            .map(|v| (v.clone(), g[v].intersection(&group).cloned().collect()))
            .collect();
        let edges: Vec<String> = sub
            .iter()
            .flat_map(|(v, ws)| ws.iter().map(move |w| format!("{v}->{w}")))
            .collect();
        out.push((
            find_cycle(&sub).expect("a group has a cycle"),
            edges.join(", "),
        ));
    }
    out
}

#[test]
fn the_files_of_a_module_folder_import_each_other_without_cycles() {
    // Inside a folder the files are layered too: a file that two others need lives below both.
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let graphs = folder_graphs(&src);
    assert!(
        graphs[&src.join("warp")]["warp/step.rs"].contains("warp/state.rs"),
        "the graph is built"
    );
    let cycles: Vec<String> = graphs
        .values()
        .flat_map(|g| {
            cycles_of(g)
                .into_iter()
                .map(|(c, ds)| format!("{} ({ds})", c.join(" -> ")))
        })
        .collect();
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

#[test]
fn the_detector_sees_imports_through_super_self_groups_and_children() {
    // Each kind of path the resolver follows, in a small crate: a cycle of three files through
    // `super::`, a `use` group with `self` and a re-export of the parent module.
    let dir = std::env::temp_dir().join(format!("fermi-sim-layers-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("a")).unwrap();
    std::fs::write(dir.join("lib.rs"), "pub mod a;\nmod b;\n").unwrap();
    std::fs::write(
        dir.join("a/mod.rs"),
        "mod x;\nmod y;\nmod z;\npub use y::Y;\n#[cfg(test)]\nmod tests;\n",
    )
    .unwrap();
    // x -> y through the parent's re-export.
    std::fs::write(dir.join("a/x.rs"), "pub fn fx() -> super::Y { todo!() }\n").unwrap();
    // y -> z through a group with `self`; the test-only import of x is not counted.
    std::fs::write(
        dir.join("a/y.rs"),
        "use super::{z::{self}, x as _};\npub struct Y;\nfn g() { z::fz() }\n\
         #[cfg(test)]\nmod tests {\n    use super::super::x::fx;\n}\n",
    )
    .unwrap();
    std::fs::write(dir.join("a/z.rs"), "pub fn fz() {}\n").unwrap();
    std::fs::write(dir.join("a/tests.rs"), "use super::x::fx;\n").unwrap();
    std::fs::write(dir.join("b.rs"), "fn f() { crate::a::Y; }\n").unwrap();
    let deps = imports(&dir);
    let set = |f: &str| deps[&dir.join(f)].clone();
    assert!(set("a/x.rs").contains(&dir.join("a/y.rs")));
    assert!(set("a/y.rs").contains(&dir.join("a/z.rs")));
    assert!(
        set("a/y.rs").contains(&dir.join("a/x.rs")),
        "`x as _` names x"
    );
    assert!(
        set("b.rs").contains(&dir.join("a/y.rs")),
        "through the re-export"
    );
    assert!(
        !deps.contains_key(&dir.join("a/tests.rs")),
        "test-only files are left out"
    );
    let g = &folder_graphs(&dir)[&dir.join("a")];
    let c = find_cycle(g).expect("x -> y -> x");
    assert_eq!(c.first(), c.last());
    // z closes no cycle: without `x as _` there is none.
    std::fs::write(dir.join("a/y.rs"), "use super::z::{self};\npub struct Y;\n").unwrap();
    assert_eq!(find_cycle(&folder_graphs(&dir)[&dir.join("a")]), None);
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
    // The thesis' order, with the memory environment of chapter 4 between the program
    // environments and the threads of chapter 5, and under it the value operations that both
    // compute (`ops`: arithmetic, `aop`): no layer imports one after it.
    let order = [
        "ptx", "program", "ops", "memory", "thread", "warp", "block", "grid", "observe", "context",
        "device", "checks", "launch", "cli",
    ];
    for (i, low) in order.iter().enumerate() {
        for high in &order[i + 1..] {
            assert!(
                !g.get(*low).is_some_and(|d| d.contains(*high)),
                "{low} imports {high}"
            );
        }
    }
    // The shared bottom modules import none of the layers.
    assert!(
        !g.get("config").is_some_and(|d| d.contains("warp")),
        "config imports warp"
    );
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

/// The `.rs` files under `dir`, with their line counts.
fn line_counts(dir: &Path, out: &mut Vec<(PathBuf, usize)>) {
    for e in std::fs::read_dir(dir).expect("readable") {
        let p = e.expect("entry").path();
        if p.is_dir() {
            line_counts(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            let n = std::fs::read_to_string(&p)
                .expect("readable")
                .lines()
                .count();
            out.push((p, n));
        }
    }
}

/// Most lines of one source file: past this a file holds more than one concern and is split
/// along its seams (tests under `tests/` may be longer).
const MAX_FILE_LINES: usize = 1200;

/// Files that are still longer; the list only shrinks (it is empty now).
const LONG_FILES: &[&str] = &[];

fn too_long(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    for d in ["src", "host/src"] {
        if root.join(d).is_dir() {
            line_counts(&root.join(d), &mut files);
        }
    }
    files.sort();
    files
        .into_iter()
        .filter(|(p, n)| {
            let rel = p.strip_prefix(root).expect("under the root");
            *n > MAX_FILE_LINES && !LONG_FILES.iter().any(|l| rel == Path::new(l))
        })
        .map(|(p, n)| format!("{} ({n} lines)", p.strip_prefix(root).unwrap().display()))
        .collect()
}

#[test]
fn no_source_file_is_longer_than_the_limit() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let long = too_long(root);
    assert!(
        long.is_empty(),
        "source files over {MAX_FILE_LINES} lines (split them along their seams):\n{}",
        long.join("\n")
    );
}

#[test]
fn the_length_check_sees_a_long_file() {
    let dir = std::env::temp_dir().join(format!("fermi-sim-long-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("src/a")).unwrap();
    std::fs::create_dir_all(dir.join("host/src")).unwrap();
    std::fs::write(
        dir.join("src/a/ok.rs"),
        "fn f() {}\n".repeat(MAX_FILE_LINES),
    )
    .unwrap();
    std::fs::write(
        dir.join("host/src/long.rs"),
        "\n".repeat(MAX_FILE_LINES + 1),
    )
    .unwrap();
    assert_eq!(
        too_long(&dir),
        vec![format!("host/src/long.rs ({} lines)", MAX_FILE_LINES + 1)]
    );
    std::fs::remove_dir_all(&dir).ok();
}

// Programs linked against NVIDIA's runtime name `libcudart.so.12` in their dynamic section and
// ask for its symbols at the version `libcudart.so.12`; those built against CUDA 11 name
// `libcudart.so.11.0` and ask for version `libcudart.so.11.0`. The shared object carries the
// soname `libcudart.so.12` and defines both version nodes (cudart.map); every exported
// `cuda*`/`__cuda*` function is given its versions here.
//
// rustc links a cdylib with a version script of its own that lists every export by name in the
// anonymous (Base) version, and the linker (lld) keeps that first assignment over the patterns
// of cudart.map. So the versions are bound in the object itself: this script finds the exported
// runtime functions in src/ (`#[no_mangle]` functions and the names in `stubs!` lists) and
// writes `.symver NAME, NAME@@libcudart.so.12` (the default version) and
// `.symver NAME, NAME@libcudart.so.11.0` for each, which src/symver.rs assembles
// (`global_asm!`). The Driver API's `cu*` functions stay unversioned, which binds a reference
// at any version (and the node libcuda.so.1 is defined for programs that ask for it).
use std::path::Path;

/// The `cuda*`/`__cuda*` functions the sources export.
fn exported(src: &str) -> Vec<String> {
    let is_rt = |n: &str| n.starts_with("cuda") || n.starts_with("__cuda");
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    // `#[no_mangle]` on a function: `fn NAME` before the item's body (a static has none).
    let mut rest = src;
    while let Some(i) = rest.find("#[no_mangle]") {
        rest = &rest[i + 12..];
        let item = &rest[..rest.find(['{', ';']).unwrap_or(rest.len())];
        if let Some(j) = item.find("fn ") {
            let name = ident(&item[j + 3..]);
            if is_rt(&name) {
                out.push(name);
            }
        }
    }
    // The names listed in a `stubs! { ... }` invocation.
    let mut rest = src;
    while let Some(i) = rest.find("\nstubs! {") {
        rest = &rest[i + 9..];
        let body = &rest[..rest.find('}').unwrap_or(rest.len())];
        for line in body.lines() {
            let w = line.trim();
            if !w.is_empty() && !w.starts_with("//") && ident(w) == w && is_rt(w) {
                out.push(w.to_string());
            }
        }
    }
    out
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let map = dir.join("cudart.map");
    println!("cargo:rerun-if-changed={}", map.display());
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libcudart.so.12");
    println!(
        "cargo:rustc-cdylib-link-arg=-Wl,--version-script={}",
        map.display()
    );
    let src = dir.join("src");
    println!("cargo:rerun-if-changed={}", src.display());
    let mut files: Vec<_> = std::fs::read_dir(&src)
        .expect("host/src")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.sort();
    let mut names = Vec::new();
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        names.extend(exported(
            &std::fs::read_to_string(f).expect("a source file"),
        ));
    }
    names.sort();
    names.dedup();
    let mut asm = String::new();
    for n in &names {
        asm.push_str(&format!(
            ".symver {n}, {n}@@libcudart.so.12\n.symver {n}, {n}@libcudart.so.11.0\n"
        ));
    }
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("symver.s");
    std::fs::write(out, asm).expect("write symver.s");
}

// Programs linked against NVIDIA's runtime name `libcudart.so.12` in their dynamic section and
// ask for its symbols at the version `libcudart.so.12`: the shared object carries that soname
// and exports its functions at that version (cudart.map).
fn main() {
    let map = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("cudart.map");
    println!("cargo:rerun-if-changed={}", map.display());
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libcudart.so.12");
    println!(
        "cargo:rustc-cdylib-link-arg=-Wl,--version-script={}",
        map.display()
    );
}

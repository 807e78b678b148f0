#!/usr/bin/env python3
"""Write host/src/stubs.rs: every function CUDA 12's cuda_runtime_api.h declares that the
library does not implement, exported as a stub that names itself once on stderr and returns
cudaErrorNotSupported (docs/host-api.md, "Functions that are not supported").

    host/gen_stubs.py [--check] [HEADER]

HEADER defaults to nvidia/cuda_runtime/include/cuda_runtime_api.h of PyPI's
nvidia-cuda-runtime-cu12. A function is implemented when a `fn cudaXxx(` appears in
host/src/*.rs other than stubs.rs. With --check, nothing is written: the status is 1 when
stubs.rs is not what this script would write.
"""
import fnmatch
import glob
import os
import re
import sys

# ---- EXCLUDE: functions other parts of the library implement (or will), never stubbed ----
# Shell patterns. Remove a name here once its implementation is in host/src/ (the scan of the
# sources finds it then), and run this script again.
EXCLUDE = []
# ---- end of EXCLUDE ----

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "src", "stubs.rs")


def default_header():
    import nvidia  # PyPI's nvidia-cuda-runtime-cu12

    for p in nvidia.__path__:
        h = os.path.join(p, "cuda_runtime", "include", "cuda_runtime_api.h")
        if os.path.isfile(h):
            return h
    sys.exit("gen_stubs.py: no nvidia/cuda_runtime/include/cuda_runtime_api.h")


def declared(text):
    """Every function the header declares, and the names its macros make of them (e.g.
    cudaGetDeviceProperties is declared as cudaGetDeviceProperties_v2)."""
    names = set(re.findall(r"^extern\b[^;(]*?\b(cuda\w+)\s*\(", text, re.M))
    for a, b in re.findall(
        r"^#define\s+(cuda\w+)\s+(?:__CUDART_API_PTS[DZ]\(\s*)?(cuda\w+)\s*\)?\s*$", text, re.M
    ):
        if a in names:
            names.add(b)
    return sorted(names)


def implemented():
    names = set()
    for f in glob.glob(os.path.join(HERE, "src", "*.rs")):
        if os.path.basename(f) == "stubs.rs":
            continue
        names |= set(re.findall(r"\bfn\s+(cuda\w+)\s*\(", open(f).read()))
    return names


def excluded(name):
    return any(fnmatch.fnmatchcase(name, p) for p in EXCLUDE)


def render(stubs, header):
    lines = [
        "//! Every other function of CUDA 12's `cuda_runtime_api.h`: it names itself once on stderr",
        "//! and returns `cudaErrorNotSupported`. Written by host/gen_stubs.py from the header; do not",
        "//! edit, run the script again.",
        "",
        "use crate::err;",
        "use crate::state::with;",
        "use std::collections::BTreeSet;",
        "use std::sync::Mutex;",
        "",
        "/// A call of a function the library does not support.",
        "fn not_supported(name: &'static str) -> i32 {",
        "    static SAID: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());",
        "    let first = SAID.lock().map(|mut s| s.insert(name)).unwrap_or(true);",
        "    if first {",
        '        eprintln!("fermi-sim: {name} is not supported");',
        "    }",
        "    with(|_| err::NOT_SUPPORTED)",
        "}",
        "",
        "macro_rules! stubs {",
        "    ($($name:ident)*) => {$(",
        "        #[no_mangle]",
        "        pub extern \"C\" fn $name() -> i32 {",
        "            not_supported(stringify!($name))",
        "        }",
        "    )*};",
        "}",
        "",
        f"// {len(stubs)} functions.",
        "stubs! {",
    ]
    lines += [f"    {n}" for n in stubs]
    lines += ["}", ""]
    return "\n".join(lines)


def main():
    args = sys.argv[1:]
    check = "--check" in args
    args = [a for a in args if a != "--check"]
    header = args[0] if args else default_header()
    text = open(header).read()
    impl = implemented()
    stubs = [n for n in declared(text) if n not in impl and not excluded(n)]
    out = render(stubs, header)
    if check:
        same = os.path.isfile(OUT) and open(OUT).read() == out
        if not same:
            print("gen_stubs.py: host/src/stubs.rs is out of date: run host/gen_stubs.py", file=sys.stderr)
        sys.exit(0 if same else 1)
    with open(OUT, "w") as f:
        f.write(out)
    print(f"gen_stubs.py: {len(stubs)} stubs in {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Regenerates the runtime-functions corpus of this folder: runtime.cu (printf, assert,
malloc/free) and extern.cu (a call of a function nobody defines) compiled by clang-16 and NVRTC,
one launch manifest per (build, kernel).

    python3 ptx-samples/runtime/gen.py

Expected values are independent of the simulator: the printf output and `out` of the printf
kernels come from runtime.cu compiled for the host (g++ -DHOST) with every kernel run once per
thread in order of thread index (the order fermi-sim prints device printf output in); the others
are computed here from the source's definitions.
Needs (tests never do; the output is committed): clang-16, g++, and NVRTC from PyPI
(pip install nvidia-cuda-nvrtc-cu11 nvidia-cuda-nvrtc-cu12, called through ctypes).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import clang_text, nvrtc_text  # noqa: E402  (the control-flow corpus's compiler drivers)

THREADS = 8
IN = [3, 10, -7, 13, 0, 25, 6, 1]  # thread 3 holds 13 (assert_fails), thread 2 is negative
POS = [abs(v) for v in IN]
BUILDS = [(f"clang16-O{o}", "clang", o) for o in (0, 2, 3)]
BUILDS += [("nvrtc11-sm52", 11, 52), ("nvrtc12-sm70", 12, 70), ("nvrtc12-sm80", 12, 80), ("nvrtc12-sm90", 12, 90)]


def host_run(kernels, inp):
    """Run the printf kernels on the host, once per thread in order; their printf output and out."""
    src = os.path.join(HERE, "runtime.cu")
    res = {}
    with tempfile.TemporaryDirectory() as d:
        for k in kernels:
            main = os.path.join(d, f"{k}.cpp")
            with open(main, "w", encoding="utf-8") as f:
                f.write("#include <stdio.h>\n#include <stdlib.h>\n#include <assert.h>\n")
                f.write("#define HOST 1\nstatic int g_tid;\n#define KERNEL static\n#define TID g_tid\n")
                f.write(f"#define NTID {THREADS}\n#include \"{src}\"\n")
                f.write(f"static const int IN[{THREADS}] = {{{', '.join(map(str, inp))}}};\n")
                f.write(f"int main() {{\n  int out[{THREADS}];\n")
                f.write(f"  for (g_tid = 0; g_tid < {THREADS}; g_tid++) {k}(out, IN);\n")
                f.write(f"  fprintf(stderr, \"OUT\");\n  for (int i = 0; i < {THREADS}; i++) fprintf(stderr, \" %d\", out[i]);\n")
                f.write("  return 0;\n}\n")
            exe = os.path.join(d, k)
            subprocess.run(["g++", "-O0", "-w", "-o", exe, main], check=True)
            p = subprocess.run([exe], check=True, capture_output=True, text=True)
            res[k] = (p.stdout, [int(x) for x in p.stderr.split()[1:]])
    return res


def expectations():
    """kernel -> (input, dict of manifest fields)."""
    host = host_run(["printf_ints", "printf_floats", "printf_loop"], IN)
    exp = {}
    for k, (text, out) in host.items():
        exp[k] = (IN, {"expected": out, "expected_printf": text})
    exp["assert_holds"] = (POS, {"expected": [2 * v for v in POS]})
    exp["assert_fails"] = (IN, {"expected_status": "violation", "expected_diagnostics": ["assert"]})
    exp["heap_per_thread"] = (POS, {"expected": [sum(v + i for i in range(1 + v % 5)) for v in POS]})
    exp["heap_exhausted"] = (IN, {"expected": IN})
    exp["heap_double_free"] = (IN, {"expected_status": "violation", "expected_diagnostics": ["heap"]})
    exp["extern_unreached"] = (POS, {"expected": [v + 1 for v in POS]})
    exp["extern_reached"] = (POS, {"expected_status": "violation", "expected_diagnostics": ["extern_call"]})
    return exp


def manifest(ptx, kernel, inp, fields):
    extra = ""
    if "expected" in fields:
        extra += f'    expected: {{ "out": [{", ".join(map(str, fields["expected"]))}] }},\n'
    if "expected_printf" in fields:
        extra += f"    expected_printf: {json.dumps(fields['expected_printf'])},\n"
    if "expected_status" in fields:
        extra += f'    expected_status: "{fields["expected_status"]}",\n'
    if "expected_diagnostics" in fields:
        extra += f'    expected_diagnostics: [{", ".join(json.dumps(k) for k in fields["expected_diagnostics"])}],\n'
    return f"""(
    ptx: "{ptx}",
    kernel: "{kernel}",
    grid: (1, 1, 1),
    block: ({THREADS}, 1, 1),
    buffers: {{
        "out": (ty: S32, len: {THREADS}),
        "in": (ty: S32, data: [{", ".join(map(str, inp))}]),
    }},
    args: [Buffer("out"), Buffer("in")],
    description: "runtime-functions corpus (ptx-samples/runtime): `{kernel}`; expected from the host run or the source's definitions (gen.py)",
{extra})
"""


def compile_(how, arch, name):
    text = open(os.path.join(HERE, name), encoding="utf-8").read()
    if how == "clang":
        return clang_text(arch, text)
    opts = (b"-rdc=true",) if name == "extern.cu" else ()
    return nvrtc_text(how, arch, text, name, opts)


def main():
    exp = expectations()
    for build, how, arch in BUILDS:
        d = os.path.join(HERE, build)
        ptx = {n: compile_(how, arch, n) for n in ("runtime.cu", "extern.cu")}
        if None in ptx.values():
            print(f"skipped {build} (compiler not installed)")
            continue
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        for n, text in ptx.items():
            with open(os.path.join(d, n[:-3] + ".ptx"), "w", encoding="utf-8") as f:
                f.write(text)
        for k, (inp, fields) in exp.items():
            src = "extern.ptx" if k.startswith("extern") else "runtime.ptx"
            with open(os.path.join(d, f"{k}.launch.ron"), "w", encoding="utf-8") as f:
                f.write(manifest(src, k, inp, fields))
        print(f"generated {build}: {len(exp)} kernels")


if __name__ == "__main__":
    main()

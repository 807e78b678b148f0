#!/usr/bin/env python3
"""Regenerates the __syncwarp corpus of this folder: warpsync.cu compiled by NVRTC 12 (compute_80,
compute_90), NVRTC 11.8 (compute_70) and clang-16 -O2 (sm_70), one launch manifest per (build,
kernel), expected values from the same reductions computed sequentially in Python, independent
of the simulator.

    python3 ptx-samples/warpsync/gen.py

Needs (tests never do; the output is committed): pip install nvidia-cuda-nvrtc-cu11
nvidia-cuda-nvrtc-cu12, and apt-get install clang-16. A missing compiler skips its build.
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import nvrtc_text, write_build, lcg_values, ron_list, INCLUDE  # noqa: E402

SRC = os.path.join(HERE, "warpsync.cu")
THREADS = 64
BLOCKS = 4


def s32(x):
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


def tree(vals):
    """The per-warp tree sum of `tree_sum`, one warp (32 values): final s[] of each lane."""
    s = list(vals)
    for i in (16, 8, 4, 2, 1):
        s = [s32(s[l] + s[l + i]) if l < i else s[l] for l in range(32)]
    return s


def expected(inp, blocks_in):
    e = {}
    t = tree(inp[:32]) + tree(inp[32:])
    e["tree_sum"] = {"out": t}
    e["tree_sum_plain"] = {"out": t}
    e["global_handoff"] = {"out": [s32(inp[(tid & ~31) + ((tid + 1) & 31)] * 3) for tid in range(THREADS)]}
    partial = [s32(sum(blocks_in[b * THREADS:(b + 1) * THREADS])) for b in range(BLOCKS)]
    e["fence_reduce"] = {"out": [s32(sum(partial))], "partial": partial}
    return e


def manifest(kernel, inp, blocks_in, exp):
    grid, args = 1, 'Buffer("out"), Buffer("in")'
    bufs = [f'        "out": (ty: S32, len: {THREADS}),', f'        "in": (ty: S32, data: {ron_list(inp)}),']
    if kernel == "global_handoff":
        bufs.insert(1, f'        "scratch": (ty: S32, len: {THREADS}),')
        args = 'Buffer("out"), Buffer("scratch"), Buffer("in")'
    if kernel == "fence_reduce":
        grid = BLOCKS
        bufs = ['        "out": (ty: S32, len: 1),', f'        "partial": (ty: S32, len: {BLOCKS}),',
                f'        "in": (ty: S32, data: {ron_list(blocks_in)}),']
        args = 'Buffer("out"), Buffer("partial"), Buffer("in")'
    exp_lines = "\n".join(f'        "{k}": {ron_list(v)},' for k, v in exp.items())
    return f"""(
    ptx: "warpsync.ptx",
    kernel: "{kernel}",
    grid: ({grid}, 1, 1),
    block: ({THREADS}, 1, 1),
    buffers: {{
{chr(10).join(bufs)}
    }},
    args: [{args}],
    description: "__syncwarp corpus (ptx-samples/warpsync/warpsync.cu): `{kernel}`; expected = the same reduction computed sequentially (gen.py)",
    expected: {{
{exp_lines}
    }},
    expected_status: "completed",
    expected_diagnostics: [],
    test: (seeds: "1..6", memory: [Fermi, Flat], checks: ["races"]),
)
"""


def clang_o2(text):
    cc = shutil.which("clang-16")
    if not cc:
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".cu", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        args = [cc, "--cuda-device-only", "--cuda-gpu-arch=sm_70", "-nocudainc", "-nocudalib", "-O2", "-S",
                "-x", "cuda", "-I", INCLUDE, "-include", "cuda_shim.h", "-DCLANG_SHIM", "-Xclang", "-target-feature", "-Xclang", "+ptx64", "-w", f.name, "-o", "-"]
        return subprocess.run(args, check=True, capture_output=True, text=True).stdout


BUILDS = [
    ("nvrtc12-sm80", lambda t: nvrtc_text(12, 80, t, "warpsync.cu")),
    ("nvrtc12-sm90", lambda t: nvrtc_text(12, 90, t, "warpsync.cu")),
    ("nvrtc11-sm70", lambda t: nvrtc_text(11, 70, t, "warpsync.cu")),
    ("clang16-O2-sm70", clang_o2),
]


def main():
    text = open(SRC, encoding="utf-8").read()
    inp = lcg_values(THREADS, 31)
    blocks_in = lcg_values(THREADS * BLOCKS, 77)
    exp = expected(inp, blocks_in)
    for build, compile_ in BUILDS:
        ptx = compile_(text)
        if ptx is None:
            print(f"skipped {build} (compiler not installed)")
            continue
        write_build(HERE, build, "warpsync.ptx", ptx,
                    [(k, manifest(k, inp, blocks_in, exp[k])) for k in sorted(exp)])


if __name__ == "__main__":
    main()

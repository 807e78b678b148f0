#!/usr/bin/env python3
"""Regenerates the asynchronous-copy corpus of this folder: async.cu compiled by NVRTC 12 for
compute_80, 86 and 90 and as a debug build (`-G`, compute_80) (`cp.async` and `mbarrier` need sm_80; the CUDA 12 headers need NVRTC 12), one launch
manifest per (build, kernel) with expected results computed here from the kernels' definitions,
independent of the simulator.

    python3 ptx-samples/async/gen.py

Needs (tests never do; the output is committed): NVRTC and the CUDA headers from PyPI,
pip install nvidia-cuda-nvrtc-cu12 nvidia-cuda-runtime-cu12 nvidia-cuda-cccl-cu12.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import header_corpus, lcg_values as values, s32_manifest  # noqa: E402  (the corpora's common driver)

# (build, NVRTC major, compute capability, extra options): the debug build (`-G`) calls the
# library's helpers instead of inlining them, and keeps forms (`mbarrier.arrive.noComplete`) that
# optimisation removes.
BUILDS = [("nvrtc12-sm80", 12, 80, ()), ("nvrtc12-sm86", 12, 86, ()), ("nvrtc12-sm90", 12, 90, ()),
          ("nvrtc12-G-sm80", 12, 80, (b"-G",))]



def keep(word, n):
    """The low `n` bytes (little-endian) of a 32-bit int kept, the rest zero (n clamped to 0..4)."""
    n = max(0, min(4, n))
    u = word & 0xFFFFFFFF
    u &= (1 << (8 * n)) - 1
    return u - (1 << 32) if u >= 1 << 31 else u


def expectations():
    """kernel -> (grid, block, buffers {name: (data or None, len)}, args, expected {name: list})"""
    out = {}
    a = values(128, 1)
    out["block_copy"] = (
        2, 64,
        {"in": (a, 128), "out": (None, 128)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": [2 * a[b * 64 + 63 - i] for b in range(2) for i in range(64)]},
    )
    p = values(128, 2)
    out["pipeline_sum"] = (
        1, 32,
        {"in": (p, 128), "out": (None, 32)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": [sum(p[k * 32 + i] for k in range(4)) for i in range(32)]},
    )
    c = values(128, 3)
    out["copy16_zfill"] = (
        1, 32,
        {"in": (c, 128), "out": (None, 128)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": [c[i] if i % 4 < 2 else 0 for i in range(128)]},
    )
    e = values(128, 5)
    z = [(t * 7) % 17 for t in range(32)]  # 0..16 bytes, some not a multiple of 4
    out["copy16_tail"] = (
        1, 32,
        {"in": (e, 128), "out": (None, 128), "zfill": (z, 32)},
        ['Buffer("in")', 'Buffer("out")', 'Buffer("zfill")'],
        {"out": [keep(e[i], 16 - z[i // 4] - 4 * (i % 4)) for i in range(128)]},
    )
    f = values(128, 6)
    out["copy16_ignore"] = (
        1, 32,
        {"in": (f, 128), "out": (None, 128)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": [-1 if i // 4 >= 24 else 0 if (i // 4) % 2 else f[i] for i in range(128)]},
    )
    d = values(32, 4)
    out["neighbours"] = (
        1, 32,
        {"in": (d, 32), "out": (None, 32)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": [d[i] + d[(i + 1) % 32] for i in range(32)]},
    )
    out["barrier_swap"] = (
        2, 64,
        {"out": (None, 128)},
        ['Buffer("out")'],
        {"out": [2 * (63 - i) + b for b in range(2) for i in range(64)]},
    )
    h = values(128, 7)
    out["barrier_copy"] = (
        2, 64,
        {"in": (h, 128), "out": (None, 128)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": [3 * h[b * 64 + 63 - i] for b in range(2) for i in range(64)]},
    )
    return out


def manifest(kernel, grid, block, buffers, args, expected):
    return s32_manifest("async.ptx", kernel, grid, block, buffers, args,
                        f"async.cu `{kernel}` (asynchronous copies and barriers)", expected)


def main():
    exp = expectations()
    header_corpus(HERE, "async.cu", "async.ptx", BUILDS, ((k, manifest(k, *e)) for k, e in exp.items()))


if __name__ == "__main__":
    main()

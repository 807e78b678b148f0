#!/usr/bin/env python3
"""Regenerates the CUB corpus of this folder: cub.cu (CUB's BlockReduce, BlockScan, WarpReduce,
BlockRadixSort, BlockHistogram, BlockLoad and BlockStore) compiled by NVRTC 12 for compute_70, 80
and 90, one launch manifest per (build, kernel) with the expected results computed here from the
kernels' definitions, independent of the simulator.

    python3 ptx-samples/cub/gen.py

Needs (tests never do; the output is committed): NVRTC and the CUDA headers from PyPI,
pip install nvidia-cuda-nvrtc-cu12 nvidia-cuda-runtime-cu12 nvidia-cuda-cccl-cu12.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import header_corpus, lcg_values as values, s32_manifest  # noqa: E402  (the corpora's common driver)

BUILDS = [(f"nvrtc12-sm{a}", 12, a, (b"-default-device",)) for a in (70, 80, 90)]


def expectations():
    """kernel -> (grid, block, buffers {name: (data or None, len)}, expected {name: list}, what)"""
    v = values(512, 7)
    scan, acc = [], 0
    for x in v[:128]:
        scan.append(acc)
        acc += x
    hist = [0] * 16
    for x in v:
        hist[x & 15] += 1
    return {
        "block_sum": (4, 128, v, 4, [sum(v[128 * b:128 * b + 128]) for b in range(4)],
                      "BlockReduce<int, 128>::Sum, one sum per block"),
        "block_scan": (1, 128, v[:128], 128, scan, "BlockScan<int, 128>::ExclusiveSum"),
        "warp_max": (1, 128, v[:128], 4, [max(v[32 * w:32 * w + 32]) for w in range(4)],
                     "WarpReduce<int>::Reduce with cub::Max, one per warp"),
        "radix_sort": (1, 128, v, 512, sorted(v),
                       "BlockRadixSort<int, 128, 4>::Sort of 512 keys, negative ones included"),
        "histogram": (1, 128, v, 16, hist,
                      "BlockHistogram with shared-memory atomics, 16 bins of the low four bits"),
        "transpose_copy": (1, 128, v, 512, [v[i] * 3 + i // 4 for i in range(512)],
                           "BlockLoad (warp transpose) and BlockStore (block transpose) of a "
                           "blocked arrangement, each item times 3 plus its thread's index"),
    }


def manifest(kernel, grid, block, data, n_out, expected, what):
    return s32_manifest("cub.ptx", kernel, grid, block,
                        {"in": (data, len(data)), "out": (None, n_out)},
                        ['Buffer("in")', 'Buffer("out")'], f"cub.cu `{kernel}`: {what}",
                        {"out": expected})


def main():
    exp = expectations()
    header_corpus(HERE, "cub.cu", "cub.ptx", BUILDS, ((k, manifest(k, *e)) for k, e in exp.items()))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Regenerates the cooperative-groups and memory-model corpus of this folder: cg.cu compiled by
NVRTC 12 for compute_80 and 90, and as a debug build (`-G`, compute_80), one launch manifest per
(build, kernel) with the expected results and verdicts written here from the kernels'
definitions, independent of the simulator.

    python3 ptx-samples/cg/gen.py

Needs (tests never do; the output is committed): NVRTC and the CUDA headers from PyPI,
pip install nvidia-cuda-nvrtc-cu12 nvidia-cuda-runtime-cu12 nvidia-cuda-cccl-cu12.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import header_corpus, lcg_values as values, s32_manifest  # noqa: E402  (the corpora's common driver)

BUILDS = [("nvrtc12-sm80", 12, 80, ()), ("nvrtc12-sm90", 12, 90, ()), ("nvrtc12-G-sm80", 12, 80, (b"-G",))]



def expectations():
    """kernel -> (grid, block, buffers {name: (data or None, len)}, args, expected {name: list},
    diagnostics with the race check on, what the kernel shows)"""
    out = {}
    a = values(256, 1)
    out["tile64_reduce"] = (
        2, 128,
        {"in": (a, 256), "out": (None, 4)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": [sum(a[64 * k:64 * k + 64]) for k in range(4)]},
        # The tile's 32 lanes store their warp's sum to one scratch slot: equal bytes.
        ["benign_race"],
        "multi-warp tiles of 64 threads reduce with cg::reduce; their scratch is in the reserved shared memory",
    )
    h = values(32, 2)
    for kernel, diags, what in [
        ("atomic_ref_handoff", [], "a release store and acquire loads (cuda::atomic_ref) hand data from warp 1 to warp 0; they are atomic and do not race"),
        ("plain_flag_handoff", ["data_race"], "the flag stored with a plain store races with the acquire loads"),
    ]:
        out[kernel] = (
            1, 64,
            {"in": (h, 32), "data": (None, 32), "flag": (None, 1), "out": (None, 32)},
            ['Buffer("in")', 'Buffer("data")', 'Buffer("flag")', 'Buffer("out")'],
            {"out": [2 * x + 1 for x in h]},
            diags,
            what,
        )
    r = values(64, 3)
    out["syncwarp_reduce"] = (
        1, 32,
        {"in": (r, 64), "out": (None, 1)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": [sum(r)]},
        [],
        "a warp reduces shared values with __syncwarp between the steps: no race",
    )
    out["warp_reduce_unsynced"] = (
        1, 32,
        {"in": (r, 64), "out": (None, 1)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": [sum(r)]},
        ["intra_warp_race"],
        "the same reduction written for lock-step warps (volatile, no __syncwarp): a race between lanes",
    )
    v = values(64, 4)

    def tile16(vals):
        res = [0] * 68
        for t0 in range(0, 64, 16):
            tile = vals[t0:t0 + 16]
            s = list(tile)
            o = 8
            while o > 0:
                s = [s[r] + (s[r + o] if r + o < 16 else s[r]) for r in range(16)]
                o //= 2
            res[t0 // 16] = s[0]
            anyv, allv = any(x > 90 for x in tile), all(x > 5 for x in tile)
            # C's `%`: a negative odd value leaves -1, not 1.
            ballot = sum(1 << r for r in range(16) if tile[r] % 2 == 1 and tile[r] > 0)
            for r in range(16):
                res[4 + t0 + r] = anyv + 2 * allv + 4 * ballot
        return res
    out["tile16_votes"] = (
        1, 64,
        {"in": (v, 64), "out": (None, 68)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": tile16(v)},
        [],
        "16-lane tiles reduce with shfl_down and vote (any, all, ballot) over their own half warp",
    )

    def coalesced(vals):
        res = []
        for w in range(0, 64, 32):
            even = [l for l in range(32) if vals[w + l] % 2 == 0]
            res += [even.index(l) * 100 + len(even) if l in even else -1 for l in range(32)]
        return res
    out["coalesced_rank"] = (
        1, 64,
        {"in": (v, 64), "out": (None, 64)},
        ['Buffer("in")', 'Buffer("out")'],
        {"out": coalesced(v)},
        [],
        "the lanes of a divergent branch as a coalesced group: ranks and size",
    )
    out["invoke_one_count"] = (
        2, 64,
        {"cnt": (None, 2), "out": (None, 128)},
        ['Buffer("cnt")', 'Buffer("out")'],
        {"cnt": [4, 4], "out": [-1 if t % 2 == 0 else b * 100 + t // 32 * 10 + 16 for b in range(2) for t in range(64)]},
        [],
        "one lane per warp tile and per group of odd lanes runs the function (elect.sync on sm_90)",
    )
    p = values(256, 5)
    out["last_block_sum"] = (
        4, 64,
        {"in": (p, 256), "partial": (None, 4), "out": (None, 1)},
        ['Buffer("in")', 'Buffer("partial")', 'Buffer("out")'],
        {"out": [sum(p)]},
        [],
        "the last block to take a ticket (after a fence) adds the blocks' partial sums",
    )
    out["fence_handoff"] = (
        2, 32,
        {"data": (None, 1), "flag": (None, 1), "out": (None, 1)},
        ['Buffer("data")', 'Buffer("flag")', 'Buffer("out")'],
        {"out": [15]},
        [],
        "release and acquire fences around relaxed atomic accesses of a flag hand data from block 0 to block 1",
    )
    return out


def manifest(kernel, grid, block, buffers, args, expected, diags, what):
    return with_its(kernel, s32_manifest("cg.ptx", kernel, grid, block, buffers, args, f"cg.cu `{kernel}`: {what}",
                                         expected, diags))


def main():
    exp = expectations()
    header_corpus(HERE, "cg.cu", "cg.ptx", BUILDS, ((k, manifest(k, *e)) for k, e in exp.items()))


# What differs under independent thread scheduling (docs/manifest.md, `its`), by kernel: every
# build here is for sm_70 or later, where the kernel runs that way.
ITS = {
    "coalesced_rank": '    its: (why: "coalesced_threads() is the set of threads that happen to run together: under independent thread scheduling any subset the scheduler chose, so the ranks and counts derived from it depend on the schedule", unchecked: ["out"]),',
    "invoke_one_count": '    its: (why: "coalesced_threads() is the set of threads that happen to run together: under independent thread scheduling any subset the scheduler chose, so the ranks and counts derived from it depend on the schedule", unchecked: ["cnt", "out"]),',
    "warp_reduce_unsynced": '    its: (why: "a warp-synchronous reduction through shared memory without __syncwarp between its steps: under independent thread scheduling the lanes are unordered, so it races and its sum is wrong on some schedules", expected_diagnostics: ["data_race"], unchecked: ["out"]),',
}


def with_its(kernel, text):
    """The manifest `text` of `kernel` with its `its` section, if it has one."""
    if kernel not in ITS:
        return text
    assert text.endswith("\n)\n")
    return text[:-2] + ITS[kernel] + "\n)\n"


if __name__ == "__main__":
    main()

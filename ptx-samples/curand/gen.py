#!/usr/bin/env python3
"""Regenerates the cuRAND corpus of this folder: curand.cu compiled by NVRTC 12 for compute_80,
and one launch manifest per kernel whose expected numbers are computed here, from the
definitions in curand_kernel.h, curand_philox4x32_x.h and the XORWOW skip-ahead matrices of
curand_precalc.h (read from the installed header), independent of the simulator.

    python3 ptx-samples/curand/gen.py

Needs (tests never do; the output is committed): NVRTC, the CUDA headers and cuRAND's from PyPI,
pip install nvidia-cuda-nvrtc-cu12 nvidia-cuda-runtime-cu12 nvidia-cuda-cccl-cu12 nvidia-curand-cu12.
"""
import os
import re
import site
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import header_corpus, ron_list  # noqa: E402  (the corpora's common driver)

M = 0xFFFFFFFF
THREADS = 64
XORWOW_SEED = 0x1234567890ABCDEF
PHILOX_SEED = 0xFEEDFACE12345678


def curand_include():
    for d in site.getsitepackages() + [site.getusersitepackages()]:
        p = os.path.join(d, "nvidia", "curand", "include")
        if os.path.isfile(os.path.join(p, "curand_kernel.h")):
            return p
    return None


def xorwow_matrices(inc):
    src = open(os.path.join(inc, "curand_precalc.h"), encoding="utf-8").read()
    head = "precalc_xorwow_matrix[32][800] = {"
    i = src.index(head) + len(head)
    nums = [int(x.rstrip("UuLl"), 0) for x in
            re.findall(r"0x[0-9a-fA-F]+[UuLl]*|\d+[UuLl]*", src[i:src.index("};", i)])]
    assert len(nums) == 32 * 800
    return [nums[k * 800:(k + 1) * 800] for k in range(32)]


def xorwow(mats, seed, sub, count):
    """curand_init(seed, sub, 0) then `count` calls of curand (curand_kernel.h)."""
    s0, s1 = (seed & M) ^ 0xAAD26B49, (seed >> 32) ^ 0xF7DCEFDD
    t0, t1 = (1099087573 * s0) & M, (2591861531 * s1) & M
    d = (6615241 + t1 + t0) & M
    v = [(123456789 + t0) & M, 362436069 ^ t0, (521288629 + t1) & M, 88675123 ^ t1, (5783321 + t0) & M]
    p, m = sub, 0
    while p and m < 31:  # _skipahead_sequence: (p & 3) products with matrix m per 2 bits
        for _ in range(p & 3):
            r = [0] * 5
            for i in range(5):
                for j in range(32):
                    if v[i] >> j & 1:
                        for k in range(5):
                            r[k] ^= mats[m][5 * (i * 32 + j) + k]
            v = r
        p, m = p >> 2, m + 1
    out = []
    for _ in range(count):
        t = v[0] ^ (v[0] >> 2)
        v = v[1:] + [(v[4] ^ (v[4] << 4) ^ t ^ (t << 1)) & M]
        d = (d + 362437) & M
        out.append((v[4] + d) & M)
    return out


def philox_block(c, k):
    """Philox4x32-10 (curand_philox4x32_x.h)."""
    for r in range(10):
        if r:
            k = [(k[0] + 0x9E3779B9) & M, (k[1] + 0xBB67AE85) & M]
        p0, p1 = 0xD2511F53 * c[0], 0xCD9E8D57 * c[2]
        c = [((p1 >> 32) ^ c[1] ^ k[0]) & M, p1 & M, ((p0 >> 32) ^ c[3] ^ k[1]) & M, p0 & M]
    return c


def philox(seed, sub, offset, count):
    """curand_init(seed, sub, offset) then `count` calls of curand (curand_kernel.h)."""
    key, ctr = [seed & M, seed >> 32], [0, 0, sub & M, sub >> 32]  # skipahead_sequence
    state, n = offset & 3, offset // 4  # skipahead(offset)
    if state > 3:
        n, state = n + 1, state - 4
    lo = (ctr[0] + (n & M)) & M
    hi = (n >> 32) + (lo < (n & M))
    ctr[0] = lo
    ctr[1] = (ctr[1] + hi) & M
    if hi > ctr[1]:
        ctr[2] = (ctr[2] + 1) & M
        if ctr[2] == 0:
            ctr[3] = (ctr[3] + 1) & M
    block, out = philox_block(ctr, key), []
    for _ in range(count):
        out.append(block[state])
        state += 1
        if state == 4:
            for i in range(4):  # Philox_State_Incr
                ctr[i] = (ctr[i] + 1) & M
                if ctr[i]:
                    break
            block, state = philox_block(ctr, key), 0
    return out


def manifest(kernel, seed, per_thread, expected, what):
    return f"""(
    ptx: "curand.ptx",
    kernel: "{kernel}",
    grid: (2, 1, 1),
    block: ({THREADS // 2}, 1, 1),
    buffers: {{
        "out": (ty: U32, len: {THREADS * per_thread}),
    }},
    args: [Buffer("out"), U64({seed})],
    description: "curand.cu `{kernel}`: {what}",
    expected: {{
        "out": {ron_list(expected)},
    }},
    expected_status: "completed",
    expected_diagnostics: [],
    test: (seeds: "1..3", memory: [Fermi, Flat], checks: ["races"]),
)
"""


def main():
    cr = curand_include()
    if not cr:
        print("skipped (cuRAND's headers not installed)")
        return
    mats = xorwow_matrices(cr)
    x = [n for t in range(THREADS) for n in xorwow(mats, XORWOW_SEED, t, 3)]
    p = [n for t in range(THREADS) for n in philox(PHILOX_SEED, t, 3, 6)]
    header_corpus(HERE, "curand.cu", "curand.ptx", [("nvrtc12-sm80", 12, 80, (b"-default-device",))], [
        ("xorwow", manifest("xorwow", XORWOW_SEED, 3, x,
                            "XORWOW, thread t on subsequence t (skip-ahead through the precalculated matrices), its first 3 numbers")),
        ("philox", manifest("philox", PHILOX_SEED, 6, p,
                            "Philox4x32-10, thread t on subsequence t at offset 3, its first 6 numbers")),
    ], include=[cr])


if __name__ == "__main__":
    main()

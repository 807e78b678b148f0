#!/usr/bin/env python3
"""Regenerates the SIMD-intrinsics corpus of this folder: simd.cu compiled by NVRTC 11.8 for
compute_35 and by NVRTC 12 for compute_52, 80 and 90, one launch manifest per (build, kernel), the
expected words computed here from the CUDA Math API's definition of each intrinsic, independent of
the simulator and of how the compiler lowers it.

    python3 ptx-samples/simd/gen.py

Needs (tests never do; the output is committed): pip install nvidia-cuda-nvrtc-cu11 nvidia-cuda-nvrtc-cu12.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import nvrtc_text, write_build  # noqa: E402  (the control-flow corpus's NVRTC driver)

N = 64
BUILDS = [("nvrtc11-sm35", 11, 35), ("nvrtc12-sm52", 12, 52), ("nvrtc12-sm80", 12, 80), ("nvrtc12-sm90", 12, 90)]


def lanes(v, w):
    return [(v >> (w * i)) & ((1 << w) - 1) for i in range(32 // w)]


def signed(u, w):
    return u - (1 << w) if u >> (w - 1) else u


def pack(ls, w):
    return sum((x & ((1 << w) - 1)) << (w * i) for i, x in enumerate(ls))


def per(w, f, x, y=0, sgn=False):
    xs, ys = lanes(x, w), lanes(y, w)
    if sgn:
        xs, ys = [signed(v, w) for v in xs], [signed(v, w) for v in ys]
    return pack([f(p, q) for p, q in zip(xs, ys)], w)


def clamp(v, lo, hi):
    return max(lo, min(hi, v))


def bytes4(x, y):
    return [
        per(8, lambda p, q: abs(p - q), x, y),
        per(8, max, x, y, True),
        sum(abs(p - q) for p, q in zip([signed(v, 8) for v in lanes(x, 8)], [signed(v, 8) for v in lanes(y, 8)])),
        per(8, lambda p, q: clamp(p - q, -128, 127), x, y, True),
        per(8, lambda p, q: (p + q) >> 1, x, y),
        per(8, lambda p, q: int(p == q), x, y),
        per(8, lambda p, q: -p, x),
        per(8, lambda p, q: 0xFF if p < q else 0, x, y),
    ]


def halves2(x, y):
    sx, sy = signed(x, 32), signed(y, 32)
    return [
        per(16, lambda p, q: p + q, x, y),
        per(16, lambda p, q: 0xFFFF if p > q else 0, x, y),
        per(16, lambda p, q: (p + q + 1) >> 1, x, y),
        per(16, min, x, y),
        per(16, lambda p, q: abs(p - q), x, y, True),
        per(16, lambda p, q: abs(p), x, 0, True),
        per(16, lambda p, q: min(p + q, 0xFFFF), x, y),
        (abs(sx - sy) + 3) & 0xFFFFFFFF,
    ]


def inputs():
    s = 2025
    out = []
    for _ in range(2 * N):
        s = (s * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        out.append(s >> 32)
    a, b = out[:N], out[N:]
    # Edge words: sign boundaries, all ones, zero, equal operands.
    edges = [(0x80808080, 0x7F7F7F7F), (0x7F7F7F7F, 0x80808080), (0xFFFFFFFF, 0), (0, 0xFFFFFFFF),
             (0x80008000, 0x7FFF7FFF), (0x7FFF7FFF, 0x80008000), (0x12345678, 0x12345678), (0x80000000, 0x7FFFFFFF)]
    for i, (p, q) in enumerate(edges):
        a[i * 7], b[i * 7] = p, q
    return a, b


def manifest(kernel, a, b, expected):
    words = lambda v: ", ".join(map(str, v))
    return (
        "(\n"
        '    ptx: "simd.ptx",\n'
        f'    kernel: "{kernel}",\n'
        "    grid: (2, 1, 1),\n"
        f"    block: ({N // 2}, 1, 1),\n"
        "    buffers: {\n"
        f'        "out": (ty: U32, len: {8 * N}),\n'
        f'        "a": (ty: U32, data: [{words(a)}]),\n'
        f'        "b": (ty: U32, data: [{words(b)}]),\n'
        "    },\n"
        '    args: [Buffer("out"), Buffer("a"), Buffer("b")],\n'
        f'    description: "SIMD-intrinsics corpus (ptx-samples/simd/simd.cu): `{kernel}`; expected words from the CUDA Math API definitions (gen.py)",\n'
        "    expected: {\n"
        f'        "out": [{words(expected)}],\n'
        "    },\n"
        '    expected_status: "completed",\n'
        ")\n"
    )


def main():
    a, b = inputs()
    exp = {
        "bytes4": [w for x, y in zip(a, b) for w in bytes4(x, y)],
        "halves2": [w for x, y in zip(a, b) for w in halves2(x, y)],
    }
    src = open(os.path.join(HERE, "simd.cu"), encoding="utf-8").read()
    for build, major, arch in BUILDS:
        try:
            ptx = nvrtc_text(major, arch, src, "simd.cu")
        except Exception as e:  # noqa: BLE001  (a missing NVRTC is reported, not fatal)
            ptx = None
            print(f"{build}: {e}")
        if ptx is None:
            print(f"skipped {build} (NVRTC {major} not installed)")
            continue
        write_build(HERE, build, "simd.ptx", ptx, ((k, manifest(k, a, b, w)) for k, w in exp.items()))


if __name__ == "__main__":
    main()

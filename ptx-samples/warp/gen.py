#!/usr/bin/env python3
"""Regenerates the warp-intrinsics corpus of this folder: warp.cu compiled by NVRTC, one launch
manifest per (build, kernel), expected values from a model of the PTX ISA's definitions of the
intrinsics (shfl.sync pseudo-code, vote, match, redux), independent of the simulator.

    python3 ptx-samples/warp/gen.py

Needs (tests never do; the output is committed): NVRTC from PyPI,
pip install nvidia-cuda-nvrtc-cu11 nvidia-cuda-nvrtc-cu12 (called through ctypes).
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import nvrtc_text, write_build  # noqa: E402  (the control-flow corpus's NVRTC driver)
SRC = os.path.join(HERE, "warp.cu")
THREADS = 64
M32 = 0xFFFFFFFF


def s32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def inputs():
    x, v = 4242, []
    for _ in range(THREADS):
        x = (x * 1103515245 + 12345) % (1 << 31)
        v.append((x >> 16) % 100)
    v[5], v[40] = 0, 98
    return v


def shfl(mode, vals, b, c):
    """shfl.sync over one warp (list of 32 values), PTX ISA pseudo-code."""
    out = []
    for lane in range(32):
        cval, seg = c & 31, (c >> 8) & 31
        mx, mn = (lane & seg) | (cval & ~seg), lane & seg
        if mode == "up":
            j = lane - b; ok = j >= mx
        elif mode == "down":
            j = lane + b; ok = j <= mx
        elif mode == "bfly":
            j = lane ^ b; ok = j <= mx
        else:
            j = mn | (b & ~seg); ok = j <= mx
        out.append(vals[j if ok else lane])
    return out


def per_warp(f, inp):
    out = []
    for w in range(THREADS // 32):
        out += f(inp[32 * w: 32 * w + 32])
    return out


def expected(inp):
    e = {}

    def warp_sum(v):
        for o in (16, 8, 4, 2, 1):
            n = shfl("down", v, o, 0x1F)
            v = [s32(a + b) for a, b in zip(v, n)]
        return v
    e["warp_sum"] = per_warp(warp_sum, inp)

    def xor_max(v):
        for o in (16, 8, 4, 2, 1):
            n = shfl("bfly", v, o, 0x1F)
            v = [max(a, b) for a, b in zip(v, n)]
        return v
    e["xor_max"] = per_warp(xor_max, inp)

    def scan_up(v):
        o = 1
        while o < 32:
            n = shfl("up", v, o, 0)
            v = [v[l] + (n[l] if l >= o else 0) for l in range(32)]
            o *= 2
        return v
    e["scan_up"] = per_warp(scan_up, inp)
    # __shfl_sync(mask, v, 3, 8): c = ((32 - 8) << 8) | 0x1f.
    e["idx_width8"] = per_warp(lambda v: shfl("idx", v, 3, (24 << 8) | 0x1F), inp)

    def ballot(v):
        keep = [x % 2 == 0 for x in v]
        b = sum(1 << l for l in range(32) if keep[l])
        return [bin(b & ((1 << l) - 1)).count("1") if keep[l] else -1 - bin(b).count("1") for l in range(32)]
    e["ballot_compact"] = per_warp(ballot, inp)
    e["votes"] = per_warp(lambda v: [2 * all(x < 99 for x in v) + any(x == 0 for x in v)] * 32, inp)

    def active(v):
        hi = sum(1 for x in v if x > 50)
        return [hi if x > 50 else -(32 - hi) for x in v]
    e["active_in_branch"] = per_warp(active, inp)

    def match(v):
        return [s32(sum(1 << k for k in range(32) if v[k] % 4 == v[l] % 4)) for l in range(32)]
    e["match_any"] = per_warp(match, inp)
    e["reduce_add"] = per_warp(lambda v: [sum(v)] * 32, inp)

    def carry(t):
        xl, xh = (0xFFFFFF00 + inp[t]) & M32, t
        yl, yh = (inp[(t + 1) & 63] * 40503) & M32, 7
        s = ((xh << 32) | xl) + ((yh << 32) | yl)
        lo, hi = s & M32, (s >> 32) & M32
        return s32(lo ^ ((hi * 2654435761) & M32))
    e["carry_add64"] = [carry(t) for t in range(THREADS)]

    def half_groups(v):
        out = []
        for l in range(32):
            half = range(l & 16, (l & 16) + 16)
            b = sum(1 << k for k in half if v[k] % 3 == 0)
            al, an = all(v[k] < 90 for k in half), any(v[k] > 95 for k in half)
            mt = sum(1 << k for k in half if v[k] % 4 == v[l] % 4)
            s = sum(v[k] for k in half)
            out.append(s32(s32(b ^ ((mt << 1) & M32)) + 7 * al + 11 * an + 13 * s))
        return out
    e["half_groups"] = per_warp(half_groups, inp)
    return e


def nvrtc(major, arch):
    return nvrtc_text(major, arch, open(SRC, encoding="utf-8").read(), "warp.cu", opts=())


BUILDS = [("nvrtc11-sm70", 11, 70), ("nvrtc12-sm70", 12, 70), ("nvrtc12-sm80", 12, 80), ("nvrtc12-sm90", 12, 90)]


def manifest(kernel, inp, out):
    return with_its(kernel, manifest_text(kernel, inp, out))


def manifest_text(kernel, inp, out):
    return f"""(
    ptx: "warp.ptx",
    kernel: "{kernel}",
    grid: (1, 1, 1),
    block: ({THREADS}, 1, 1),
    buffers: {{
        "out": (ty: S32, len: {THREADS}),
        "in": (ty: S32, data: [{", ".join(map(str, inp))}]),
    }},
    args: [Buffer("out"), Buffer("in")],
    description: "warp-intrinsics corpus (ptx-samples/warp/warp.cu): `{kernel}`; expected from the PTX ISA's definitions (gen.py)",
    expected: {{ "out": [{", ".join(map(str, out))}] }},
)
"""


def main():
    inp = inputs()
    exp = expected(inp)
    names = re.findall(r"^KERNEL (\w+)\(", open(SRC, encoding="utf-8").read(), re.M)
    assert sorted(names) == sorted(exp), (names, sorted(exp))
    for build, major, arch in BUILDS:
        ptx = nvrtc(major, arch)
        if ptx is None:
            print(f"skipped {build} (NVRTC {major} not installed)")
            continue
        write_build(HERE, build, "warp.ptx", ptx, ((k, manifest(k, inp, exp[k])) for k in names))


# What differs under independent thread scheduling (docs/manifest.md, `its`), by kernel: every
# build here is for sm_70 or later, where the kernel runs that way.
ITS = {
    "active_in_branch": '    its: (why: "__activemask() inside a branch reports the threads that happen to run together: under independent thread scheduling any subset of the branch\'s threads", unchecked: ["out"]),',
}


def with_its(kernel, text):
    """The manifest `text` of `kernel` with its `its` section, if it has one."""
    if kernel not in ITS:
        return text
    assert text.endswith("\n)\n")
    return text[:-2] + ITS[kernel] + "\n)\n"


if __name__ == "__main__":
    main()

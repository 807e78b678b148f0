#!/usr/bin/env python3
"""Regenerates the device-intrinsics corpus of this folder: intrinsics.cu compiled by NVRTC 12
for compute_70, 75, 80 and 90 and as a debug build (-G, compute_80), one launch manifest per (build, kernel), the expected words
computed here from the CUDA documentation of each intrinsic (C semantics for the rest),
independent of the simulator and of how the compiler lowers it.

    python3 ptx-samples/intrinsics/gen.py

Needs (tests never do; the output is committed):
pip install nvidia-cuda-nvrtc-cu12 nvidia-cuda-runtime-cu12 nvidia-cuda-cccl-cu12 (the headers,
for cuda_fp16.h and cooperative_groups.h).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import cuda_include_dirs, nvrtc_text, write_build  # noqa: E402  (the control-flow corpus's NVRTC driver)

N = 64
# (build, NVRTC major, compute capability, extra options); the last is a debug build (`-G`).
BUILDS = [("nvrtc12-sm70", 12, 70, ()), ("nvrtc12-sm75", 12, 75, ()), ("nvrtc12-sm80", 12, 80, ()),
          ("nvrtc12-sm90", 12, 90, ()), ("nvrtc12-G-sm80", 12, 80, (b"-G",))]
M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def s64(v):
    v &= M64
    return v - (1 << 64) if v >> 63 else v


def ctz_plus1(v, w):
    return 0 if v == 0 else (v & -v).bit_length()


def brev(v, w):
    return int(format(v, f"0{w}b")[::-1], 2)


def clz(v, w):
    return w - v.bit_length()


def byte_perm(x, y, s):
    src = (y << 32 | x).to_bytes(8, "little")
    return sum(src[(s >> (4 * i)) & 7] << (8 * i) for i in range(4))


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def fns(mask, base, offset):
    if offset == 0:
        return base if mask >> base & 1 else M32
    step, count, pos = (1 if offset > 0 else -1), abs(offset) - 1, base
    while 0 <= pos < 32:
        if mask >> pos & 1:
            if count == 0:
                return pos
            count -= 1
        pos += step
    return M32


def ints(t, x, y):
    return [
        bin(x).count("1"),
        clz(x, 32),
        ctz_plus1(x, 32),
        brev(x, 32),
        byte_perm(x, 0x01234567, (0x3210 + 0x1111 * t) & 0x7777),
        (((3 << 32 | x) << (t & 31)) >> 32) & M32,
        ((s32(x) * 77) >> 32) & M32,
        ((y * y) >> 64) & M32,
        ((s32(x) + 5) >> 1) & M32,
        ((s32(x) + 5 + 1) >> 1) & M32,
        bin(y).count("1"),
        clz(y, 64),
        ctz_plus1(y, 64),
        brev(y, 64) & M32,
        (abs(x - 9) + 1) & M32,
        (x * x) >> 32,
        x // (t + 1),
        (y % (t + 3)) & M32,
        trunc_div(s64(y), -7) & M32,
        fns(x, 0, 1),
    ]


def warps(vs):
    out = []
    for w0 in range(0, N, 32):
        v = vs[w0:w0 + 32]
        total = s32(sum(v))
        ballot = sum(1 << k for k in range(32) if v[k] > 0)
        mx = max(x & M32 for x in v)
        for k in range(32):
            up = v[k - 1] if k >= 1 else v[k]
            seg = k & ~15
            down = v[k + 2] if (k + 2) < seg + 16 else v[k]
            match = sum(1 << j for j in range(32) if (v[j] & 3) == (v[k] & 3))
            out += [total, up, down, s32(ballot), int(all(x > -900 for x in v)), int(any(x > 990 for x in v)),
                    total, s32(match), s32(mx), v[(k & ~7) + 3]]
    return out


def atomics():
    ts = range(N)
    acc_xor = 0
    for t in ts:
        acc_xor ^= (t * 2654435761) & M32
    u_and, u_or = M32, 0
    for t in ts:
        u_and &= ~(1 << (t % 32)) & M32
        u_or |= 1 << (t % 29)
    inc = 0
    dec = 0
    for _ in ts:
        inc = 0 if inc >= 17 else inc + 1
        dec = 17 if dec == 0 or dec > 17 else dec - 1
    i = [s32(sum(ts)), s32(-sum(ts)), N - 1, -(N - 1), N, 2 * N]
    u = [u_and, u_or, acc_xor, inc, dec]
    return {
        "i": i, "u": u, "f": [1.5 * N], "d": [2.5 * N],
        "l": [sum(3 + t for t in ts), (N - 1) << 33], "h": [0x5400],  # 64.0 in binary16
    }


def rng(seed, n, bits):
    out, s = [], seed
    for _ in range(n):
        s = (s * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        out.append(s >> (64 - bits))
    return out


def header(kernel, desc):
    return ["(", '    ptx: "intrinsics.ptx",', f'    kernel: "{kernel}",', "    grid: (2, 1, 1),",
            f"    block: ({N // 2}, 1, 1),", "    buffers: {"]


def finish(lines, kernel, args, expected):
    words = lambda v: ", ".join(map(str, v))
    lines.append("    },")
    lines.append("    args: [" + ", ".join(f'Buffer("{a}")' for a in args) + "],")
    lines.append(f'    description: "device-intrinsics corpus (ptx-samples/intrinsics/intrinsics.cu): `{kernel}`; expected words from the CUDA documentation (gen.py)",')
    lines.append("    expected: {")
    for name, vals in expected.items():
        lines.append(f'        "{name}": [{words(vals)}],')
    lines.append("    },")
    lines.append('    expected_status: "completed",')
    lines.append(")")
    return "\n".join(lines) + "\n"


def manifests():
    words = lambda v: ", ".join(map(str, v))
    a = rng(7, N, 32)
    b = rng(11, N, 64)
    a[0], b[0] = 0, 0
    a[1], b[1] = M32, M64
    a[2], b[2] = 0x80000000, 1 << 63
    out = {}
    lines = header("ints", "")
    lines += [f'        "out": (ty: U32, len: {20 * N}),', f'        "a": (ty: U32, data: [{words(a)}]),',
              f'        "b": (ty: U64, data: [{words(b)}]),']
    out["ints"] = finish(lines, "ints", ["out", "a", "b"],
                         {"out": [w for t in range(N) for w in ints(t, a[t], b[t])]})
    v = [int(x) % 2001 - 1000 for x in rng(13, N, 32)]
    v[40] = 995
    lines = header("warps", "")
    lines += [f'        "out": (ty: S32, len: {10 * N}),', f'        "a": (ty: S32, data: [{words(v)}]),']
    out["warps"] = with_its("warps", finish(lines, "warps", ["out", "a"], {"out": warps(v)}))
    exp = atomics()
    lines = header("atomics", "")
    lines += ['        "i": (ty: S32, data: [0, 0, -5, 5, 0, 0]),', '        "u": (ty: U32, data: [4294967295, 0, 0, 0, 0]),',
              '        "f": (ty: F32, len: 1),', '        "d": (ty: F64, len: 1),', '        "l": (ty: U64, len: 2),',
              '        "h": (ty: U16, len: 1),']
    out["atomics"] = finish(lines, "atomics", ["i", "u", "f", "d", "l", "h"], exp)
    data = [3 * t + 1 for t in range(N)]
    lines = header("gridsync", "")
    lines += [f'        "data": (ty: S32, len: {N}),', f'        "out": (ty: S32, len: {N}),']
    text = finish(lines, "gridsync", ["data", "out"],
                  {"data": data, "out": [data[(t + 1) % N] + data[(t - 1) % N] for t in range(N)]})
    out["gridsync"] = text.replace('    expected_status: "completed",', '    expected_status: "completed",\n    cooperative: true,')
    return out


def main():
    ms = manifests()
    inc = cuda_include_dirs()
    src = open(os.path.join(HERE, "intrinsics.cu"), encoding="utf-8").read()
    for build, major, arch, extra in BUILDS:
        opts = tuple(f"-I{d}".encode() for d in inc or []) + extra
        ptx = nvrtc_text(major, arch, src, "intrinsics.cu", opts) if inc else None
        if ptx is None:
            print(f"skipped {build} (NVRTC {major} or the CUDA headers not installed)")
            continue
        write_build(HERE, build, "intrinsics.ptx", ptx, ms.items())


# What differs under independent thread scheduling (docs/manifest.md, `its`), by kernel: every
# build here is for sm_70 or later, where the kernel runs that way.
ITS = {
    "warps": '    its: (why: "__activemask() (and what is computed from it) is the set of threads that happen to run together: under independent thread scheduling any subset the scheduler chose", unchecked: ["out"]),',
}


def with_its(kernel, text):
    """The manifest `text` of `kernel` with its `its` section, if it has one."""
    if kernel not in ITS:
        return text
    assert text.endswith("\n)\n")
    return text[:-2] + ITS[kernel] + "\n)\n"


if __name__ == "__main__":
    main()

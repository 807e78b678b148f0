#!/usr/bin/env python3
"""Regenerates the half-precision corpus of this folder: half.cu compiled by NVRTC 12 for
compute_80, 86 and 90 and as a debug build (-G, compute_80) (targets with native bf16 arithmetic; the CUDA 12 headers need NVRTC 12), one launch
manifest per (build, kernel), expected bits computed here with exact rational arithmetic and one
IEEE rounding (to nearest, ties to even) per operation, as the PTX ISA defines each instruction;
independent of the simulator.

    python3 ptx-samples/half/gen.py

Needs (tests never do; the output is committed): NVRTC and the CUDA headers from PyPI,
pip install nvidia-cuda-nvrtc-cu11 nvidia-cuda-nvrtc-cu12 nvidia-cuda-runtime-cu12.
"""
import math
import os
import site
import struct
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import nvrtc_text, write_build  # noqa: E402  (the control-flow corpus's NVRTC driver)

N = 64
F16 = (10, 5)
BF16 = (7, 8)
F32 = (23, 8)
# (build, NVRTC major, compute capability, extra options); the last is a debug build (`-G`).
BUILDS = [("nvrtc12-sm80", 12, 80, ()), ("nvrtc12-sm86", 12, 86, ()), ("nvrtc12-sm90", 12, 90, ()),
          ("nvrtc12-G-sm80", 12, 80, (b"-G",))]


def decode(bits, fmt):
    m, e = fmt
    sign = -1 if bits >> (m + e) & 1 else 1
    ex = (bits >> m) & ((1 << e) - 1)
    fr = bits & ((1 << m) - 1)
    bias = (1 << (e - 1)) - 1
    assert ex != (1 << e) - 1, "no inf/NaN inputs"
    if ex == 0:
        return sign, Fraction(fr, 1 << m) * Fraction(2) ** (1 - bias)
    return sign, (1 + Fraction(fr, 1 << m)) * Fraction(2) ** (ex - bias)


def value(bits, fmt):
    s, v = decode(bits, fmt)
    return s * v


def encode(x, fmt, neg_zero=False):
    """Round the rational x to the format, nearest even; overflow gives infinity."""
    m, e = fmt
    bias = (1 << (e - 1)) - 1
    sign = 0
    if x < 0 or (x == 0 and neg_zero):
        sign = 1
    x = abs(x)
    if x == 0:
        return sign << (m + e)
    ex = x.numerator.bit_length() - x.denominator.bit_length()
    if Fraction(2) ** ex > x:
        ex -= 1
    ex = max(ex, 1 - bias)
    q = round(x * Fraction(2) ** (m - ex))  # ties to even
    if q >= 1 << (m + 1):
        q //= 2
        ex += 1
    if ex > bias:
        return (sign << (m + e)) | (((1 << e) - 1) << m)
    if q < 1 << m:  # subnormal
        return (sign << (m + e)) | q
    return (sign << (m + e)) | ((ex + bias) << m) | (q - (1 << m))


def op_fma(a, b, c, fmt):
    x = value(a, fmt) * value(b, fmt) + value(c, fmt)
    if x == 0:
        sab = (a ^ b) >> (fmt[0] + fmt[1]) & 1
        sc = c >> (fmt[0] + fmt[1]) & 1
        pz = value(a, fmt) == 0 or value(b, fmt) == 0
        return encode(0, fmt, neg_zero=pz and value(c, fmt) == 0 and sab and sc)
    return encode(x, fmt)


def op_add(a, b, fmt):
    one = encode(1, fmt)
    return op_fma(a, one, b, fmt)


def op_mul(a, b, fmt):
    zero = encode(0, fmt, neg_zero=True)  # x*y + (-0) keeps the sign of x*y
    return op_fma(a, b, zero, fmt)


def neg(a, fmt):
    return a ^ (1 << (fmt[0] + fmt[1]))


def absb(a, fmt):
    return a & ~(1 << (fmt[0] + fmt[1]))


def op_max(a, b, fmt):
    return a if value(a, fmt) >= value(b, fmt) else b


def lo(p):
    return p & 0xFFFF


def hi(p):
    return p >> 16


def pack(lo_, hi_):
    return lo_ | hi_ << 16


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


class Rng:
    def __init__(self, s):
        self.s = s

    def next(self):
        self.s = (self.s * 1103515245 + 12345) % (1 << 31)
        return self.s >> 8


def halves(rng, fmt, n, small=False):
    """Finite bit patterns: moderate values, some subnormals, some that overflow when squared."""
    out = []
    for k in range(n):
        r = rng.next()
        sign = r & 1
        if k % 11 == 3:
            x = Fraction(r % 7 + 1, 1 << (22 if fmt == F16 else 130))  # subnormal range
        elif k % 13 == 5 and not small:
            x = Fraction(300 + r % 60000) if fmt == F16 else Fraction(r % 1000) * 2 ** 70
        else:
            x = Fraction(r % 20000 - 10000, 97 + r % 300)
        out.append(encode(-x if sign else x, fmt))
    return out


def expectations():
    rng = Rng(2024)
    exp = {}
    # haxpy: f16 fma
    x, y = halves(rng, F16, N), halves(rng, F16, N)
    a = encode(Fraction(-3, 8), F16)
    exp["haxpy"] = ({"y": ("U16", y), "x": ("U16", x)}, ["y", "x", ("U16", a)],
                    {"y": [op_fma(a, x[i], y[i], F16) for i in range(N)]})
    # haxpy2: f16x2 fma
    x2 = [pack(u, v) for u, v in zip(halves(rng, F16, N), halves(rng, F16, N))]
    y2 = [pack(u, v) for u, v in zip(halves(rng, F16, N), halves(rng, F16, N))]
    a2 = pack(encode(Fraction(5, 4), F16), encode(Fraction(-1, 3), F16))
    exp["haxpy2"] = ({"y": ("U32", y2), "x": ("U32", x2)}, ["y", "x", ("U32", a2)],
                     {"y": [pack(op_fma(lo(a2), lo(x2[i]), lo(y2[i]), F16), op_fma(hi(a2), hi(x2[i]), hi(y2[i]), F16))
                            for i in range(N)]})
    # hops2: max((v*v + -v) - |v|, (-4, 0.25)) per half
    v2 = [pack(u, v) for u, v in zip(halves(rng, F16, N, small=True), halves(rng, F16, N, small=True))]
    c = pack(encode(-4, F16), encode(Fraction(1, 4), F16))

    def hops(v, c_):
        r = op_add(op_mul(v, v, F16), neg(v, F16), F16)
        r = op_add(r, neg(absb(v, F16), F16), F16)
        return op_max(r, c_, F16)
    exp["hops2"] = ({"out": ("U32", N), "x": ("U32", v2)}, ["out", "x"],
                    {"out": [pack(hops(lo(v), lo(c)), hops(hi(v), hi(c))) for v in v2]})
    # hcmp2
    p = [pack(u, v) for u, v in zip(halves(rng, F16, N), halves(rng, F16, N))]
    q = [pack(u, v) for u, v in zip(halves(rng, F16, N), halves(rng, F16, N))]
    for i in range(0, N, 9):
        q[i] = p[i]  # equal pairs
    one = encode(1, F16)

    def cmp(a_, b_):
        va, vb = [value(lo(a_), F16), value(hi(a_), F16)], [value(lo(b_), F16), value(hi(b_), F16)]
        lt = pack(one if va[0] < vb[0] else 0, one if va[1] < vb[1] else 0)
        both = 1 if va[0] > vb[0] and va[1] > vb[1] else 0
        ge = 2 if va[0] >= vb[0] else 0
        return lt ^ both ^ ge
    exp["hcmp2"] = ({"out": ("U32", N), "x": ("U32", p), "y": ("U32", q)}, ["out", "x", "y"],
                    {"out": [cmp(p[i], q[i]) for i in range(N)]})
    # bfaxpy: bf16 fma
    bx, by = halves(rng, BF16, N), halves(rng, BF16, N)
    ba = encode(Fraction(7, 3), BF16)
    exp["bfaxpy"] = ({"y": ("U16", by), "x": ("U16", bx)}, ["y", "x", ("U16", ba)],
                     {"y": [op_fma(ba, bx[i], by[i], BF16) for i in range(N)]})
    # bfops2: v*v + (1, -2) per half, one rounding
    bv = [pack(u, v) for u, v in zip(halves(rng, BF16, N, small=True), halves(rng, BF16, N, small=True))]
    bc = pack(encode(1, BF16), encode(-2, BF16))
    exp["bfops2"] = ({"out": ("U32", N), "x": ("U32", bv)}, ["out", "x"],
                     {"out": [pack(op_fma(lo(v), lo(v), lo(bc), BF16), op_fma(hi(v), hi(v), hi(bc), BF16)) for v in bv]})
    # conv
    fs = [encode(x, F32) for x in [Fraction(rng.next() % 200000 - 100000, 1 + rng.next() % 999) for _ in range(N)]]
    fs[5] = encode(Fraction(65520), F32)  # rounds to f16 infinity
    fs[6] = encode(Fraction(1, 1 << 24), F32)  # smallest f16 subnormal
    fs[7] = encode(Fraction(3, 1 << 26), F32)  # below half of it: rounds to zero... or not
    hs, bs = halves(rng, F16, N), halves(rng, BF16, N)
    f_out = [encode(value(hs[i], F16) + value(bs[i], BF16), F32) for i in range(N)]
    h_out = [encode(value(f, F32), F16) for f in fs]
    b_out = [encode(value(f, F32), BF16) for f in fs]
    p_out = [pack(encode(value(f, F32), F16), encode(-value(f, F32) / 2, F16)) for f in fs]
    exp["conv"] = ({"f_out": ("U32", N), "h_out": ("U16", N), "b_out": ("U16", N), "p_out": ("U32", N),
                    "f": ("U32", fs), "h": ("U16", hs), "b": ("U16", bs)},
                   ["f_out", "h_out", "b_out", "p_out", "f", "h", "b"],
                   {"f_out": f_out, "h_out": h_out, "b_out": b_out, "p_out": p_out})
    exp["fp8"] = fp8_case(rng)
    return exp


def fp8_table(e5m2):
    """Every finite non-negative 8-bit float: (bits, value), from the format's definition."""
    m, e = (2, 5) if e5m2 else (3, 4)
    bias = (1 << (e - 1)) - 1
    out = []
    for b in range(0x80):
        ex, fr = b >> m, b & ((1 << m) - 1)
        if e5m2 and ex == (1 << e) - 1:
            continue  # inf and NaN
        if not e5m2 and b == 0x7F:
            continue  # the only e4m3 NaN
        v = Fraction(fr, 1 << m) * Fraction(2) ** (1 - bias) if ex == 0 else (1 + Fraction(fr, 1 << m)) * Fraction(2) ** (ex - bias)
        out.append((b, v))
    return out


def fp8_encode(xf, e5m2):
    """Nearest (ties to the even encoding), saturating at the largest finite value; the float
    `xf` keeps the sign of zero."""
    sign = 0x80 if math.copysign(1.0, xf) < 0 else 0
    ax = abs(Fraction(xf))
    best = min(fp8_table(e5m2), key=lambda bv: (abs(bv[1] - ax), bv[0] & 1))
    return sign | best[0]


def f32_round(x):
    return struct.unpack("<f", struct.pack("<f", float(x)))[0]


def fp8_case(rng):
    vals = [Fraction(rng.next() % 20000 - 10000, 1 + rng.next() % 50) for _ in range(N)]
    specials = [Fraction(448), Fraction(464), Fraction(470), Fraction(-1000), Fraction(1, 512), Fraction(1, 1024),
                Fraction(3, 2048), Fraction(57344), Fraction(61440), Fraction(1, 65536), Fraction(0), Fraction(240)]
    vals[:len(specials)] = specials
    fs = [f32_bits(f32_round(v)) for v in vals]
    out, back = [], []
    for b in fs:
        x = struct.unpack("<f", struct.pack("<I", b))[0]
        y = f32_round(-x * 0.75)
        z = f32_round(x * 3.0)
        p = fp8_encode(x, False) | fp8_encode(y, False) << 8
        q = fp8_encode(x, True) | fp8_encode(z, True) << 8
        out.append(p | q << 16)
        halves_ = []
        for byte in (p & 0xFF, p >> 8):
            v = dict(fp8_table(False))[byte & 0x7F]
            halves_.append(encode(-v if byte & 0x80 else v, F16, neg_zero=bool(byte & 0x80)))
        back.append(pack(halves_[0], halves_[1]))
    return ({"out": ("U32", N), "back": ("U32", N), "f": ("U32", fs)}, ["out", "back", "f"],
            {"out": out, "back": back})


def manifest(kernel, bufs, args, expected):
    lines = ["(", '    ptx: "half.ptx",', f'    kernel: "{kernel}",', "    grid: (2, 1, 1),", f"    block: ({N // 2}, 1, 1),",
             "    buffers: {"]
    for name, (ty, d) in bufs.items():
        if isinstance(d, int):
            lines.append(f'        "{name}": (ty: {ty}, len: {d}),')
        else:
            lines.append(f'        "{name}": (ty: {ty}, data: [{", ".join(map(str, d))}]),')
    lines.append("    },")
    lines.append("    args: [" + ", ".join(f'Buffer("{a}")' if isinstance(a, str) else f"{a[0]}({a[1]})" for a in args) + "],")
    lines.append(f'    description: "half-precision corpus (ptx-samples/half/half.cu): `{kernel}`; expected bits from exact IEEE arithmetic (gen.py)",')
    lines.append("    expected: {")
    for name, vals in expected.items():
        lines.append(f'        "{name}": [{", ".join(map(str, vals))}],')
    lines.append("    },")
    lines.append('    expected_status: "completed",')
    lines.append(")")
    return "\n".join(lines) + "\n"


def include_dir():
    for d in site.getsitepackages() + [site.getusersitepackages()]:
        p = os.path.join(d, "nvidia", "cuda_runtime", "include")
        if os.path.isdir(p):
            return p
    return None


def main():
    exp = expectations()
    inc = include_dir()
    src = open(os.path.join(HERE, "half.cu"), encoding="utf-8").read()
    for build, major, arch, extra in BUILDS:
        ptx = nvrtc_text(major, arch, src, "half.cu", (f"-I{inc}".encode(),) + extra) if inc else None
        if ptx is None:
            print(f"skipped {build} (NVRTC {major} or the CUDA headers not installed)")
            continue
        write_build(HERE, build, "half.ptx", ptx, ((k, manifest(k, *e)) for k, e in exp.items()))


if __name__ == "__main__":
    main()

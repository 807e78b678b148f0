#!/usr/bin/env python3
"""Regenerates the typical-kernels corpus of this folder: apps.cu compiled by NVRTC 12 for
compute_80 and 90, as a debug build (`-G`, compute_80), and by NVRTC 11.8 for compute_70; one
launch manifest per (build, kernel) with the expected results computed here, in Python, from the
kernels' definitions (never from the simulator).

    python3 ptx-samples/apps/gen.py

Needs (tests never do; the output is committed): NVRTC and the CUDA headers from PyPI,
pip install nvidia-cuda-nvrtc-cu12 nvidia-cuda-nvrtc-cu11 nvidia-cuda-runtime-cu12 nvidia-cuda-cccl-cu12.
"""
import math
import os
import sys
from functools import reduce

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import cuda_include_dirs, nvrtc_text, ron_list, write_build  # noqa: E402  (the corpora's common driver)

BUILDS = [("nvrtc12-sm80", 12, 80, ()), ("nvrtc12-sm90", 12, 90, ()), ("nvrtc12-G-sm80", 12, 80, (b"-G",)),
          ("nvrtc11-sm70", 11, 70, ())]
# Every manifest runs seeds 1-3 on both memory models with the race check.
TEST = 'test: (seeds: "1..4", memory: [Fermi, Flat], checks: ["races"]),'


def lcg(n, seed, lo, hi):
    """`n` integers in lo..=hi from a linear congruential generator (the same on every machine)."""
    x, v = seed, []
    for _ in range(n):
        x = (x * 1103515245 + 12345) % (1 << 31)
        v.append(lo + (x >> 8) % (hi - lo + 1))
    return v


def lst(v):
    return ron_list([repr(x) if isinstance(x, float) else str(x) for x in v])


# kernel -> (grid, block, buffers {name: (type, data list or length)}, args, expected, dynamic
# shared bytes, extra RON fields, expected per compute capability or None)
M = {}


def man(name, kernel, grid, block, buffers, args, expected, dyn=0, extra="", per_arch=None):
    assert name == kernel
    M[name] = (grid, block, buffers, args, expected, dyn, extra, per_arch)


def manifest(kernel, arch):
    return with_its(kernel, manifest_text(kernel, arch))


def manifest_text(kernel, arch):
    grid, block, buffers, args, expected, dyn, extra, per_arch = M[kernel]
    if per_arch:
        expected = per_arch(arch)
    b = ",\n".join(f'        "{k}": (ty: {t}, ' + (f"data: {lst(d)})" if isinstance(d, list) else f"len: {d})")
                    for k, (t, d) in buffers.items())
    e = ",\n".join(f'        "{k}": {lst(v)}' for k, v in expected.items())
    return f"""(
    ptx: "apps.ptx",
    kernel: "{kernel}",
    grid: {grid},
    block: {block},
    buffers: {{
{b}
    }},
    args: [{", ".join(args)}],
    dynamic_shared: {dyn},
    description: "typical-kernels corpus (ptx-samples/apps/apps.cu): `{kernel}`; expected = the kernel's definition computed in gen.py",
    expected: {{
{e}
    }},{extra}
    {TEST}
)
"""


def u32(x):
    return x & 0xffffffff


def expectations():
    # reduce_shfl: integer-valued floats (exact sums)
    n = 1000; x = [float(v % 17) for v in lcg(n, 1, 0, 1000)]
    man("reduce_shfl", "reduce_shfl", (4,1,1), (128,1,1), {"in": ("F32", x), "out": ("F32", 1)}, ['Buffer("in")', 'Buffer("out")', f"S32({n})"], {"out": [float(sum(x))]})
    d = lcg(3000, 2, 0, 255); h = [0]*256
    for v in d: h[v] += 1
    man("histo256", "histo256", (3,1,1), (192,1,1), {"data": ("U8", d), "hist": ("U32", 256)}, ['Buffer("data")', 'Buffer("hist")', "S32(3000)"], {"hist": h})
    a = lcg(128, 3, -50, 50); ex = [sum(a[:i]) for i in range(128)]
    man("scan_blelloch", "scan_blelloch", (1,1,1), (64,1,1), {"in": ("S32", a), "out": ("S32", 128)}, ['Buffer("in")', 'Buffer("out")'], {"out": ex}, dyn=512)
    w, hh = 40, 24; idata = [float(v) for v in lcg(w*hh, 4, -100, 100)]
    od = [0.0]*(w*hh)
    for y in range(hh):
        for xx in range(w): od[xx*hh + y] = idata[y*w + xx]
    man("transpose", "transpose", (3,2,1), (16,16,1), {"odata": ("F32", w*hh), "idata": ("F32", idata)}, ['Buffer("odata")', 'Buffer("idata")', f"S32({w})", f"S32({hh})"], {"odata": od})
    a = lcg(128, 5, -1000, 1000)
    man("bitonic", "bitonic", (1,1,1), (128,1,1), {"a": ("S32", a)}, ['Buffer("a")'], {"a": sorted(a)}, dyn=512)
    man("saxpy_gs", "saxpy_gs", (2,1,1), (64,1,1), {"x": ("F32", [float(v) for v in lcg(300, 6, -10, 10)]), "y": ("F32", [float(v) for v in lcg(300, 7, -10, 10)])},
        ["U64(300)", "F32(2.0)", 'Buffer("x")', 'Buffer("y")'], {"y": [2.0*a + b for a, b in zip([float(v) for v in lcg(300, 6, -10, 10)], [float(v) for v in lcg(300, 7, -10, 10)])]})
    # mandel
    W, H, MI = 16, 8, 50
    def mandel(xx, y):
        cr = -2.0 + 3.0 * xx / W; ci = -1.5 + 3.0 * y / H; zr = zi = 0.0; it = 0
        while it < MI:
            t = zr*zr - zi*zi + cr; zi = 2*zr*zi + ci; zr = t
            if zr*zr + zi*zi > 4.0: break
            it += 1
        return it
    man("mandel", "mandel", (2,1,1), (8,8,1), {"out": ("S32", W*H)}, ['Buffer("out")', f"S32({W})", f"S32({H})", f"S32({MI})"], {"out": [mandel(xx, y) for y in range(H) for xx in range(W)]})
    inp = lcg(100, 8, -1000, 1000)
    man("cg_reduce", "cg_reduce", (2,1,1), (64,1,1), {"in": ("S32", inp), "out": ("S32", 1)}, ['Buffer("in")', 'Buffer("out")', "S32(100)"], {"out": [sum(inp)]})
    fl = [float(v) for v in lcg(200, 9, -1000, 1000)]
    man("maxf", "maxf", (2,1,1), (128,1,1), {"in": ("F32", fl), "out": ("F32", [-1e30])}, ['Buffer("in")', 'Buffer("out")', "S32(200)"], {"out": [max(fl)]})
    ci = lcg(100, 10, -5, 5)
    man("compact", "compact", (2,1,1), (64,1,1), {"in": ("S32", ci), "out": ("S32", 100), "count": ("S32", 1)}, ['Buffer("in")', 'Buffer("out")', 'Buffer("count")', "S32(100)"], {"count": [sum(1 for v in ci if v > 0)]})
    u = [v & 0xffffffff for v in lcg(32, 11, -2**31+1, 2**31-1)]
    bo, qo = [], []
    def clz(v): return 32 - v.bit_length()
    def brev(v): return int(f"{v:032b}"[::-1], 2)
    def ffs(v): return 0 if v == 0 else (v & -v).bit_length()
    def cdiv(a, b): q = abs(a) // abs(b); return q if (a >= 0) == (b >= 0) else -q
    def cmod(a, b): return a - cdiv(a, b) * b
    for i, v in enumerate(u):
        bo += [bin(v).count("1"), clz(v), brev(v), ffs(v)]
        aa = v * 12345678901
        aa = (aa + 2**63) % 2**64 - 2**63
        qo.append(cdiv(aa, i + 3) + cmod(aa, i + 7))
    man("bits", "bits", (1,1,1), (32,1,1), {"in": ("U32", u), "out": ("U32", 128), "q": ("S64", 32)}, ['Buffer("in")', 'Buffer("out")', 'Buffer("q")'], {"out": bo, "q": qo})
    li = lcg(64, 12, 0, 1000)
    lo = []
    for t in range(64):
        arr = [li[(t + i) % 64] * i for i in range(16)]; k = li[t] & 15; lo.append(arr[k] + arr[(k + 3) & 15])
    man("localarr", "localarr", (1,1,1), (64,1,1), {"in": ("S32", li), "out": ("S32", 64)}, ['Buffer("in")', 'Buffer("out")'], {"out": lo})
    man("recurse", "recurse", (1,1,1), (32,1,1), {"out": ("S32", 32)}, ['Buffer("out")'], {"out": [math.factorial(t % 10) for t in range(32)]})
    si = lcg(64, 13, 0, 1000)
    def swf(t, v):
        c = v % 8
        return [10, t*3, v ^ 5, -t, 77, t << 2, v + 1000, 1][c]
    man("sw", "sw", (1,1,1), (64,1,1), {"in": ("S32", si), "out": ("S32", 64)}, ['Buffer("in")', 'Buffer("out")'], {"out": [swf(t, si[t]) for t in range(64)]})
    lb = [float(v % 10) for v in lcg(1000, 14, 0, 1000)]
    man("last_block", "last_block", (4,1,1), (256,1,1), {"in": ("F32", lb), "partial": ("F32", 4), "counter": ("U32", 1), "total": ("F32", 1)}, ['Buffer("in")', 'Buffer("partial")', 'Buffer("counter")', 'Buffer("total")', "S32(1000)"], {"total": [float(sum(lb))], "counter": [0]})
    sc = lcg(96, 15, -1000, 1000)
    c = sum(1 for v in sc if v > 0); o = int(any(v > 900 for v in sc)); aa = int(all(v > -2000 for v in sc))
    man("sync_count", "sync_count", (1,1,1), (96,1,1), {"in": ("S32", sc), "out": ("S32", 96)}, ['Buffer("in")', 'Buffer("out")'], {"out": [c*100 + o*10 + aa]*96})
    dd = [float(v) / 4 for v in lcg(300, 16, -1000, 1000)]
    man("dblatomic", "dblatomic", (3,1,1), (128,1,1), {"in": ("F64", dd), "out": ("F64", 1)}, ['Buffer("in")', 'Buffer("out")', "S32(300)"], {"out": [sum(dd)]})
    N = 12; A = [float(v) for v in lcg(N*N, 17, -8, 8)]; B = [float(v) for v in lcg(N*N, 18, -8, 8)]
    C = [float(sum(A[r*N+k]*B[k*N+cc] for k in range(N))) for r in range(N) for cc in range(N)]
    man("matmul_d", "matmul_d", (2,2,1), (8,8,1), {"A": ("F64", A), "B": ("F64", B), "C": ("F64", N*N)}, ['Buffer("A")', 'Buffer("B")', 'Buffer("C")', f"S32({N})"], {"C": C})
    gd = [0]*500
    for i in range(500): gd[i] = ((i % 64 + 1) % 64) * 2 + i
    man("grid_stride_dyn", "grid_stride_dyn", (3,1,1), (64,1,1), {"out": ("S32", 500)}, ['Buffer("out")', "S32(500)"], {"out": gd}, dyn=256)
    uc = lcg(256, 19, 0, 255); uo = []
    for i in range(64):
        xx, y, z, w2 = uc[4*i:4*i+4]; r = (xx - y + z * w2) & 0xffff; uo.append(r - 65536 if r >= 32768 else r)
    man("uchar_ops", "uchar_ops", (1,1,1), (64,1,1), {"in": ("U8", uc), "out": ("S16", 64)}, ['Buffer("in")', 'Buffer("out")', "S32(64)"], {"out": uo})
    # bfs: a small graph
    nv = 40; rp = [0]; cols = []
    for v in range(nv):
        for u2 in [(v*7+1) % nv, (v*3+2) % nv, (v+5) % nv]: cols.append(u2)
        rp.append(len(cols))
    dist = [-1]*nv; dist[0] = 0
    nd = dist[:]
    for v in range(nv):
        if dist[v] == 0:
            for e in range(rp[v], rp[v+1]):
                if nd[cols[e]] == -1: nd[cols[e]] = 1
    man("bfs_step", "bfs_step", (2,1,1), (32,1,1), {"rowptr": ("S32", rp), "cols": ("S32", cols), "dist": ("S32", dist), "changed": ("S32", 1)}, ['Buffer("rowptr")', 'Buffer("cols")', 'Buffer("dist")', "S32(0)", f"S32({nv})", 'Buffer("changed")'], {"dist": nd, "changed": [1]})


    def u32(x): return x & 0xffffffff
    a = lcg(256, 1, -1000, 1000)
    man("warp_sync_reduce", "warp_sync_reduce", (1,1,1), (128,1,1), {"in": ("S32", a), "out": ("S32", 1)}, ['Buffer("in")', 'Buffer("out")'], {"out": [sum(a)]})
    b = lcg(64, 2, -100, 100); sc = []
    for t in range(64):
        l = t & 31; base = t - l; sc.append(sum(b[base:t+1]))
    man("warp_scan_up", "warp_scan_up", (1,1,1), (64,1,1), {"in": ("S32", b), "out": ("S32", 64)}, ['Buffer("in")', 'Buffer("out")'], {"out": sc})
    A = [u32(v) for v in lcg(32, 3, -2**31, 2**31-1)]; B = [u32(v) for v in lcg(32, 4, -2**31, 2**31-1)]
    def s24(x): x &= 0xffffff; return x - (1 << 24) if x & 0x800000 else x
    def bperm(x, y, s):
        bytes_ = [(x >> (8*i)) & 255 for i in range(4)] + [(y >> (8*i)) & 255 for i in range(4)]
        return sum(bytes_[(s >> (4*i)) & 7] << (8*i) for i in range(4))
    def fsl(lo, hi, n): n &= 31; v = (hi << 32) | lo; return u32((v << n) >> 32)
    def fsr(lo, hi, n): n &= 31; v = (hi << 32) | lo; return u32(v >> n)
    def si(x): return x - 2**32 if x >= 2**31 else x
    io = []
    for t in range(32):
        x, y = A[t], B[t]
        io += [(x * y) >> 32, u32(s24(x) * s24(y)), u32(abs(si(x) - si(y)) + 7), bperm(x, y, 0x5140), fsl(x, y, t), fsr(x, y, t), u32(abs(x - y) + 3), (x + y) >> 1]
    man("intrin", "intrin", (1,1,1), (32,1,1), {"a": ("U32", A), "b": ("U32", B), "out": ("U32", 256)}, ['Buffer("a")', 'Buffer("b")', 'Buffer("out")'], {"out": io})
    T = 96
    a0 = [5000, 0, 0xffffffff, 0, 0, 0, 20]
    r = a0[:]
    for t in range(T): r[0] = min(r[0], 1000 + t * 7 % 13)
    for t in range(T): r[1] = max(r[1], t * 5)
    for t in range(T): r[2] &= u32(~(1 << (t % 32)))
    for t in range(T): r[3] |= 1 << (t % 32)
    for t in range(T): r[4] ^= t
    r[5] = 42
    for t in range(T): r[6] = 50 if (r[6] == 0 or r[6] > 50) else r[6] - 1
    man("atomics", "atomics", (1,1,1), (T,1,1), {"a": ("U32", a0), "b": ("U64", 1), "c": ("S32", [0, 7])}, ['Buffer("a")', 'Buffer("b")', 'Buffer("c")'], {"a": r, "b": [sum(t << 33 for t in range(T)) % 2**64], "c": [-sum(range(T)), 7]})
    rv = [v & 0xff for v in lcg(64, 5, 0, 1000)]
    ro = []
    for t in range(64):
        w = rv[(t // 32) * 32:(t // 32) * 32 + 32]
        ro += [sum(w), max(w), __import__('functools').reduce(lambda p, q: p | q, w), sum(1 for q in w if q & 3 == rv[t] & 3)]
    man("redux", "redux", (1,1,1), (64,1,1), {"in": ("S32", rv), "out": ("S32", 256)}, ['Buffer("in")', 'Buffer("out")'], {"out": ro},
        # Below sm_80 the kernel writes 0 in place of the three redux.sync results.
        per_arch=lambda arch: {"out": [0 if arch < 80 and k % 4 != 3 else v for k, v in enumerate(ro)]})
    d = lcg(64, 6, -100, 100)
    man("syncwarp_exchange", "syncwarp_exchange", (1,1,1), (64,1,1), {"data": ("S32", d)}, ['Buffer("data")'], {"data": [d[t ^ 1] * 2 for t in range(64)]})
    g3 = []
    W, H, Z = 8, 6, 4
    for z in range(Z):
        for y in range(H):
            for x in range(W): g3.append(x * 10000 + y * 100 + z)
    man("grid3d", "grid3d", (2,3,2), (4,2,2), {"out": ("S32", W*H*Z)}, ['Buffer("out")'], {"out": g3})
    ff = [1.5, -2.25, 1e10]
    man("print_k", "print_k", (1,1,1), (4,1,1), {"f": ("F32", ff + [0.0])}, ['Buffer("f")'], {}, extra='\n    expected_printf: "' + "".join(f"t{t} f={ff[t]:f} e={ff[t]:e} g={ff[t]:g} x={t*255:x} s=hi c={chr(65+t)} ll=-1234567890123\\n" for t in range(3)) + '",')
    tm = lcg(64, 7, -10**12, 10**12)
    man("tmpl", "tmpl", (1,1,1), (64,1,1), {"in": ("S64", tm), "out": ("S64", 2)}, ['Buffer("in")', 'Buffer("out")'], {"out": [sum(tm), int(sum(v * 0.5 for v in tm))]})
    e = lcg(64, 8, -100, 100)
    man("early_exit_bar", "early_exit_bar", (1,1,1), (64,1,1), {"in": ("S32", e), "out": ("S32", 64)}, ['Buffer("in")', 'Buffer("out")'], {"out": [sum(e[:t+1]) for t in range(64)]})
    wb = [v + 1 for v in lcg(64, 9, 0, 5000)]
    def wbf(v):
        steps = 0
        while True:
            if v == 1: return steps
            v = 3 * v + 1 if v & 1 else v >> 1
            steps += 1
            if steps > 1000: return -1
    man("while_break", "while_break", (1,1,1), (64,1,1), {"in": ("S32", wb), "out": ("S32", 64)}, ['Buffer("in")', 'Buffer("out")'], {"out": [wbf(v) for v in wb]})
    fl = [1.5, -2.5, 3.7, -0.4, 1e3, 2.5, 0.5, -7.5]
    man("f2i_conv", "f2i_conv", (1,1,1), (8,1,1), {"f": ("F32", fl), "i": ("S32", 8), "u": ("U32", 8), "l": ("S64", 8), "back": ("F32", 8)}, ['Buffer("f")', 'Buffer("i")', 'Buffer("u")', 'Buffer("l")', 'Buffer("back")'],
        {"i": [int(x) for x in fl], "u": [int(abs(x)) for x in fl], "l": [round(x) for x in fl], "back": [float(int(x) + t) for t, x in enumerate(fl)]})

    # Kernels checked for completion and findings only: their float math is approximate
    # (rsqrtf, __expf, __logf) or their output lies in padding bytes (aos).
    n = 64
    pos = [float(v) / 8 for v in lcg(4 * n, 20, -64, 64)]
    man("nbody", "nbody", (2,1,1), (32,1,1), {"pos": ("F32", pos), "acc": ("F32", 3 * n)}, ['Buffer("pos")', 'Buffer("acc")', f"S32({n})"], {})
    man("softmax_rows", "softmax_rows", (4,1,1), (32,1,1), {"x": ("F32", [float(v) / 16 for v in lcg(4 * 50, 21, -64, 64)]), "y": ("F32", 200)}, ['Buffer("x")', 'Buffer("y")', "S32(50)"], {})
    m = 96
    man("black_scholes", "black_scholes", (2,1,1), (64,1,1), {"call": ("F32", m), "S": ("F32", [float(v) for v in lcg(m, 22, 5, 30)]), "X": ("F32", [float(v) for v in lcg(m, 23, 1, 100)]), "T": ("F32", [float(v) / 4 for v in lcg(m, 24, 1, 40)])},
        ['Buffer("call")', 'Buffer("S")', 'Buffer("X")', 'Buffer("T")', "F32(0.02)", "F32(0.3)", f"S32({m})"], {})
    # The __constant__ coefficients are written as a symbol (cudaMemcpyToSymbol); integer values
    # keep the sums exact.
    ck = [float(v) for v in lcg(17, 32, -4, 4)]
    cs = [float(v) for v in lcg(200, 25, -9, 9)]
    cw, ch, cr = 50, 4, 8
    conv = [sum(cs[y * cw + min(max(x + k, 0), cw - 1)] * ck[cr - k] for k in range(-cr, cr + 1)) for y in range(ch) for x in range(cw)]
    man("conv_rows", "conv_rows", (2,4,1), (32,1,1), {"dst": ("F32", [1.0] * 200), "src": ("F32", cs)}, ['Buffer("dst")', 'Buffer("src")', f"S32({cw})", f"S32({ch})", f"S32({cr})"], {"dst": conv},
        extra=f'\n    symbols: {{ "c_kernel": (ty: F32, data: {lst(ck)}) }},')
    # __device__ variables: g_hits starts at 5 (written as a symbol), g_max at its initializer;
    # both are read back as symbols.
    gi = lcg(150, 33, -500, 500)
    man("global_counter", "global_counter", (3,1,1), (64,1,1), {"in": ("S32", gi)}, ['Buffer("in")', "S32(150)"],
        {"g_hits": [5 + sum(1 for v in gi if v > 0)], "g_max": [max(max(v for v in gi if v > 0), -1000000)]},
        extra='\n    symbols: { "g_hits": (ty: U32, data: [5]), "g_max": (ty: S32, len: 1) },')
    # __hfma2 with small integers is exact in half precision.
    hx = [float(v) for v in lcg(64, 26, -20, 20)]
    hy = [float(v) for v in lcg(64, 27, -20, 20)]
    man("h2axpy", "h2axpy", (1,1,1), (32,1,1), {"x": ("F16", hx), "y": ("F16", hy)}, ["S32(32)", "Struct([F16(2.0), F16(3.0)])", 'Buffer("x")', 'Buffer("y")'],
        {"y": [(2.0 if k % 2 == 0 else 3.0) * hx[k] + hy[k] for k in range(64)]})
    parts = [float(v) for v in lcg(48, 28, -100, 100)]
    man("aos", "aos", (1,1,1), (16,1,1), {"p": ("F32", parts)}, ['Buffer("p")', "S32(12)", "F32(0.5)"], {})
    # Gaussian elimination's second step for column t = 0 (exact: quarters times integers).
    ga = [float(v) for v in lcg(64, 29, -8, 8)]
    gb = [float(v) for v in lcg(8, 30, -8, 8)]
    gm = [float(v) / 4 for v in lcg(64, 31, -8, 8)]
    ea, eb = ga[:], gb[:]
    for x in range(7):
        for y in range(8):
            ea[8 * (x + 1) + y] -= gm[8 * (x + 1)] * ga[y]
        eb[x + 1] -= gm[8 * (x + 1)] * gb[0]
    man("gauss_fan2", "gauss_fan2", (1,1,1), (8,8,1), {"a": ("F32", ga), "b": ("F32", gb), "m": ("F32", gm)},
        ['Buffer("a")', 'Buffer("b")', 'Buffer("m")', "S32(8)", "S32(0)"], {"a": ea, "b": eb})


def main():
    expectations()
    inc = cuda_include_dirs()
    src = open(os.path.join(HERE, "apps.cu"), encoding="utf-8").read()
    for build, major, arch, extra in BUILDS:
        if not inc:
            print(f"skipped {build}: no CUDA headers (pip install nvidia-cuda-runtime-cu12 nvidia-cuda-cccl-cu12)")
            continue
        opts = (b"-default-device",) + tuple(f"-I{i}".encode() for i in inc) + extra
        ptx = nvrtc_text(major, arch, src, name="apps.cu", opts=opts)
        if ptx is None:
            print(f"skipped {build}: no NVRTC {major}")
            continue
        kernels = [k for k in M if f".entry {k}(" in ptx]
        write_build(HERE, build, "apps.ptx", ptx, [(k, manifest(k, arch)) for k in kernels])


# What differs under independent thread scheduling (docs/manifest.md, `its`), by kernel: every
# build here is for sm_70 or later, where the kernel runs that way.
ITS = {
    "bfs_step": '    its: (why: "a plain load of dist[v] races with another lane\'s atomicCAS on it; under SIMT the lanes of a warp step together (an intra-warp race, a warning), under independent thread scheduling they are unordered (a data race); the result does not depend on it (neither value the load can see equals `level`)", expected_diagnostics: ["data_race"]),',
    "warp_sync_reduce": '    its: (why: "a warp-synchronous reduction through shared memory without __syncwarp between its steps: under independent thread scheduling the lanes are unordered, so it races and its sum is wrong on some schedules", expected_diagnostics: ["data_race"], unchecked: ["out"]),',
}


def with_its(kernel, text):
    """The manifest `text` of `kernel` with its `its` section, if it has one."""
    if kernel not in ITS:
        return text
    assert text.endswith("\n)\n")
    return text[:-2] + ITS[kernel] + "\n)\n"


if __name__ == "__main__":
    main()

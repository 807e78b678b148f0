#!/usr/bin/env python3
"""Writes the launch manifests (*.launch.ron) of the CUDA sample corpus.

Every sample's inputs are defined here, and its expected outputs are computed by a straightforward
sequential Python re-implementation of the CUDA source (exact 32/64-bit wrap-around, C truncating
division, IEEE rounding to f32/f64 done exactly with fractions), i.e. independently of the simulator.

Run from anywhere:  python3 ptx-samples/cuda/gen_manifests.py   (Python 3.11, stdlib only)
"""
from __future__ import annotations

import math
import os
import struct
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------------------------------
# integer helpers


def u32(x: int) -> int:
    return x & 0xFFFFFFFF


def s32(x: int) -> int:
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def u64(x: int) -> int:
    return x & 0xFFFFFFFFFFFFFFFF


def s64(x: int) -> int:
    x &= 0xFFFFFFFFFFFFFFFF
    return x - (1 << 64) if x & (1 << 63) else x


def cdiv(a: int, b: int) -> int:
    """C division: truncates toward zero."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def crem(a: int, b: int) -> int:
    """C remainder: a - b * (a / b), sign of the dividend."""
    return a - b * cdiv(a, b)


class Lcg:
    """Tiny deterministic generator (the random module's algorithms may change between versions)."""

    def __init__(self, seed: int) -> None:
        self.s = seed & 0xFFFFFFFF

    def next(self, n: int) -> int:
        self.s = (self.s * 1664525 + 1013904223) & 0xFFFFFFFF
        return (self.s >> 8) % n


# --------------------------------------------------------------------------------------------------
# float helpers: exact rounding of a rational to binary32 / binary64 (round to nearest, ties to even)


def _round_to(x: Fraction, mant: int, emin: int, emax: int) -> float:
    if x == 0:
        return 0.0
    sign = -1 if x < 0 else 1
    x = abs(x)
    e = x.numerator.bit_length() - x.denominator.bit_length()
    if Fraction(2) ** e > x:
        e -= 1
    # now 2^e <= x < 2^(e+1)
    e = max(e, emin)
    scale = Fraction(2) ** (mant - 1 - e)
    q = round(x * scale)  # Fraction.__round__ rounds half to even
    r = Fraction(q) / scale
    if r >= Fraction(2) ** (emax + 1):
        raise OverflowError("overflow in rounding")
    return sign * float(r)


def r32(x) -> float:
    """Round a number (float, int or Fraction) to the nearest binary32 value (returned as a Python float)."""
    return _round_to(Fraction(x), 24, -126, 127)


def r64(x) -> float:
    return _round_to(Fraction(x), 53, -1022, 1023)


def is_f32(x: float) -> bool:
    return struct.unpack("<f", struct.pack("<f", x))[0] == x


# --------------------------------------------------------------------------------------------------
# RON writer

INT_TYPES = {"U8", "S8", "U16", "S16", "U32", "S32", "U64", "S64"}
FLOAT_TYPES = {"F32", "F64"}
RANGES = {
    "U8": (0, 255), "S8": (-128, 127), "U16": (0, 65535), "S16": (-32768, 32767),
    "U32": (0, 2**32 - 1), "S32": (-(2**31), 2**31 - 1), "U64": (0, 2**64 - 1), "S64": (-(2**63), 2**63 - 1),
}


def fmt_num(ty: str, v) -> str:
    if ty in FLOAT_TYPES:
        v = float(v)
        if not math.isfinite(v):
            raise ValueError("non-finite float in manifest")
        if ty == "F32" and not is_f32(v):
            raise ValueError(f"{v!r} is not an f32 value")
        s = repr(v)
        if "e" in s and "." not in s.split("e")[0]:
            m, ex = s.split("e")
            s = m + ".0e" + ex
        s = s.replace("e+", "e")  # 1.0e+30 -> 1.0e30
        if "." not in s and "e" not in s:
            s += ".0"
        return s
    assert isinstance(v, int), (ty, v)
    lo, hi = RANGES[ty]
    if not lo <= v <= hi:
        raise ValueError(f"{v} out of range for {ty}")
    return str(v)


def fmt_list(ty: str, vals) -> str:
    return "[" + ", ".join(fmt_num(ty, v) for v in vals) + "]"


def fmt_arg(a) -> str:
    kind, v = a
    if kind == "Buffer":
        return f'Buffer("{v}")'
    if kind == "Struct":
        return "Struct([" + ", ".join(fmt_arg(f) for f in v) + "])"
    return f"{kind}({fmt_num(kind, v)})"


def esc(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"')


WRITTEN: list[tuple[str, ...]] = []  # README table rows


def manifest(name: str, ptx: str, kernel: str, grid, block, buffers: dict, args: list, description: str,
             expected: dict | None = None, status: str = "completed", diagnostics: list | None = None,
             test: str | None = None, arg_names: list | None = None) -> None:
    """buffers: name -> (ty, data_list), (ty, int_len) for a zero-filled buffer, or (ty, (int_len, text))
    for contents given by `text` (`iota: ...`, `data_file: ...`).
    expected: name -> list of final values (only deterministic buffers).
    test: the manifest's `test` section for `fermi-sim test` (RON), if it needs one."""
    grid = tuple(grid) + (1,) * (3 - len(grid))
    block = tuple(block) + (1,) * (3 - len(block))
    lines = ["(", f'    ptx: "{ptx}",', f'    kernel: "{kernel}",',
             f"    grid: ({grid[0]}, {grid[1]}, {grid[2]}),", f"    block: ({block[0]}, {block[1]}, {block[2]}),",
             "    buffers: {"]
    for bname, (ty, d) in buffers.items():
        if isinstance(d, int):
            lines.append(f'        "{bname}": (ty: {ty}, len: {d}),')
        elif isinstance(d, tuple):
            lines.append(f'        "{bname}": (ty: {ty}, {d[1]}),')
        else:
            lines.append(f'        "{bname}": (ty: {ty}, data: {fmt_list(ty, d)}),')
    lines.append("    },")
    lines.append("    args: [" + ", ".join(fmt_arg(a) for a in args) + "],")
    if arg_names:
        lines.append("    arg_names: [" + ", ".join(f'"{n}"' for n in arg_names) + "],")
    lines.append(f'    description: "{esc(description)}",')
    if expected:
        lines.append("    expected: {")
        for bname, vals in expected.items():
            ty, d = buffers[bname]
            n = d if isinstance(d, int) else d[0] if isinstance(d, tuple) else len(d)
            assert len(vals) == n, (name, bname, len(vals), n)
            lines.append(f'        "{bname}": {fmt_list(ty, vals)},')
        lines.append("    },")
    if status is not None:
        lines.append(f'    expected_status: "{status}",')
    diagnostics = diagnostics or []
    lines.append("    expected_diagnostics: [" + ", ".join(f'"{d}"' for d in diagnostics) + "],")
    if test:
        lines.append(f"    test: {test},")
    lines.append(")")
    path = os.path.join(HERE, name + ".launch.ron")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    shape = f"{grid[0]}x{grid[1]}x{grid[2]} × {block[0]}x{block[1]}x{block[2]}"
    WRITTEN.append((f"`{name}.launch.ron`", f"`{ptx[:-4]}.cu`", f"`{kernel}`", shape, status or "schedule",
                    ", ".join(diagnostics) or "–", "yes" if expected else "no"))


def B(name: str):
    return ("Buffer", name)


# --------------------------------------------------------------------------------------------------
# samples


def vadd():
    n = 290
    a = [i * 0.5 for i in range(n)]
    b = [(i % 7) * 0.25 - 1.0 for i in range(n)]
    c = [r32(x + y) for x, y in zip(a, b)]
    manifest("vadd", "vadd.ptx", "vadd", (3,), (100,),
             {"a": ("F32", a), "b": ("F32", b), "c": ("F32", n)},
             [B("a"), B("b"), B("c"), ("S32", n)],
             "c[i] = a[i] + b[i] for i < 290 with 3 blocks of 100 threads (partial last warp per block, 10 idle threads)",
             {"c": c})


def vadd_npy():
    # vadd's launch with its inputs from `iota` and a NumPy file (written here, without NumPy:
    # format 1.0, '<f4', C order).
    n = 290
    a = [i * 0.5 for i in range(n)]
    b = [(i % 7) * 0.25 - 1.0 for i in range(n)]
    c = [r32(x + y) for x, y in zip(a, b)]
    d = "{'descr': '<f4', 'fortran_order': False, 'shape': (%d,), }" % n
    d += " " * ((10 + len(d) + 1 + 63) // 64 * 64 - (10 + len(d) + 1)) + "\n"
    with open(os.path.join(HERE, "vadd_npy_b.npy"), "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(d)) + d.encode())
        f.write(struct.pack("<%df" % n, *b))
    manifest("vadd_npy", "vadd.ptx", "vadd", (3,), (100,),
             {"a": ("F32", (n, f"len: {n}, iota: 0.0, step: 0.5")),
              "b": ("F32", (n, 'data_file: "vadd_npy_b.npy"')), "c": ("F32", n)},
             [B("a"), B("b"), B("c"), ("S32", n)],
             "vadd with its inputs from `iota` and a NumPy file (vadd_npy_b.npy)",
             {"c": c})


def saxpy():
    for name, n, grid, block in [("saxpy_gridstride", 300, 2, 64), ("saxpy_gridstride-1block", 100, 1, 32)]:
        a = 2.5
        x = [i * 0.25 for i in range(n)]
        y = [1.0 + (i % 5) for i in range(n)]
        out = [r32(Fraction(a) * Fraction(xi) + Fraction(yi)) for xi, yi in zip(x, y)]  # exact: fma or mul+add agree
        manifest(name, "saxpy_gridstride.ptx", "saxpy", (grid,), (block,),
                 {"x": ("F32", x), "y": ("F32", y)}, [("S32", n), ("F32", a), B("x"), B("y")],
                 f"grid-stride SAXPY y = 2.5*x + y over n = {n} with {grid * block} threads "
                 f"(each thread loops {n // (grid * block)} or {n // (grid * block) + 1} times)",
                 {"y": out})


def reduce_shared():
    for name, n, grid, block in [("reduce_shared", 120, 2, 64), ("reduce_shared-128", 200, 2, 128)]:
        vals = [(i * 37) % 101 - 50 for i in range(grid * block)]
        inp = vals[:n]
        out = [sum(inp[b * block:(b + 1) * block]) for b in range(grid)]
        manifest(name, "reduce_shared.ptx", "reduce_sum", (grid,), (block,),
                 {"in": ("S32", inp), "out": ("S32", grid)}, [B("in"), B("out"), ("S32", n)],
                 f"shared-memory tree reduction with a barrier per level: out[b] = sum of block b's slice of in (n = {n}, "
                 f"zero-padded); race free",
                 {"out": out})


def reduce_racy():
    n = 128
    inp = [(i * 13) % 17 - 8 for i in range(n)]
    manifest("reduce_racy", "reduce_racy.ptx", "reduce_racy", (1,), (128,),
             {"in": ("S32", inp), "out": ("S32", 1)}, [B("in"), B("out"), ("S32", n)],
             "tree reduction WITHOUT the barrier in the loop, 4 warps: at stride 32 warp 0 reads s[32..63] that warp 1 "
             "may not have updated yet (inter-warp RW race); out[0] is schedule dependent (correct value "
             f"{sum(inp)} only under some schedules)",
             None, "completed", ["data_race"])
    inp = inp[:32]
    manifest("reduce_racy-1warp", "reduce_racy.ptx", "reduce_racy", (1,), (32,),
             {"in": ("S32", inp), "out": ("S32", 1)}, [B("in"), B("out"), ("S32", 32)],
             "tree reduction without the loop barrier in ONE warp: only intra-warp races (warp-synchronous); in lock-step "
             f"with stores visible to the next instruction out[0] = {sum(inp)}; depends on the memory model's shared "
             "store completion, so no expected value",
             None, "completed", [])


def scan_hs():
    grid, block = 2, 64
    inp = [(i * 7) % 11 - 3 for i in range(grid * block)]
    out = []
    for b in range(grid):
        acc = 0
        for v in inp[b * block:(b + 1) * block]:
            acc += v
            out.append(acc)
    manifest("scan_hillis_steele", "scan_hillis_steele.ptx", "scan_hs", (grid,), (block,),
             {"in": ("S32", inp), "out": ("S32", grid * block)}, [B("in"), B("out")],
             "double-buffered Hillis-Steele inclusive scan per block of 64 (2 warps), barrier per step; race free",
             {"out": out})
    inp32 = inp[:32]
    manifest("scan_hillis_steele-1warp", "scan_hillis_steele.ptx", "scan_hs", (1,), (32,),
             {"in": ("S32", inp32), "out": ("S32", 32)}, [B("in"), B("out")],
             "double-buffered Hillis-Steele inclusive scan, one block of one warp",
             {"out": out[:32]})


def scan_racy():
    inp = [(i * 5) % 9 - 4 for i in range(64)]
    manifest("scan_racy", "scan_racy.ptx", "scan_racy", (1,), (64,),
             {"in": ("S32", inp), "out": ("S32", 64)}, [B("in"), B("out")],
             "single-buffered scan missing the barrier between the read of s[t-offset] and the write of s[t]: thread 32 "
             "reads s[31] while thread 31 (other warp) may already have updated it; out is schedule dependent",
             None, "completed", ["data_race"])


def histogram_global():
    n, nbins = 200, 16
    g = Lcg(5)
    inp = [g.next(1000) for _ in range(n)]
    bins = [0] * nbins
    for v in inp:
        bins[v % nbins] += 1
    manifest("histogram_global", "histogram_global.ptx", "histo_global", (2,), (64,),
             {"in": ("U32", inp), "bins": ("U32", nbins)}, [B("in"), B("bins"), ("S32", n), ("U32", nbins)],
             "histogram of 200 values into 16 bins with global atomicAdd, grid-stride over 128 threads; totals are "
             "order independent",
             {"bins": bins})


def histogram_shared():
    n, nbins, grid, block = 180, 16, 3, 64
    g = Lcg(11)
    inp = [g.next(500) for _ in range(n)]
    bins = [0] * nbins
    for v in inp:
        bins[v % nbins] += 1
    maxv = [max(inp[b * block:min(n, (b + 1) * block)] or [0]) for b in range(grid)]
    manifest("histogram_shared", "histogram_shared.ptx", "histo_shared", (grid,), (block,),
             {"in": ("U32", inp), "bins": ("U32", nbins), "maxv": ("S32", grid)},
             [B("in"), B("bins"), B("maxv"), ("S32", n), ("U32", nbins)],
             "per-block histogram in shared memory (atom.shared.add, atom.shared.max) merged with global atomics; "
             "n = 180 leaves the last block partly idle",
             {"bins": bins, "maxv": maxv})


def matmul():
    for name, n in [("matmul_tiled", 16), ("matmul_tiled-8", 8)]:
        A = [float((i // n + 2 * (i % n)) % 5 - 2) for i in range(n * n)]
        Bm = [float((3 * (i // n) + i % n) % 4 - 1) for i in range(n * n)]
        C = []
        for r in range(n):
            for c in range(n):
                C.append(float(sum(A[r * n + k] * Bm[k * n + c] for k in range(n))))  # small ints: exact
        t = n // 8
        manifest(name, "matmul_tiled.ptx", "matmul_tiled", (t, t), (8, 8),
                 {"A": ("F32", A), "B": ("F32", Bm), "C": ("F32", n * n)}, [B("A"), B("B"), B("C"), ("S32", n)],
                 f"tiled {n}x{n} matrix multiply, 8x8 tiles in shared memory, 2D blocks of 8x8 threads, grid {t}x{t}; "
                 "integer-valued floats so every sum is exact",
                 {"C": C})


def collatz():
    n = 60
    inp = [i + 1 for i in range(56)] + [27, 97, 871, 6171, 1, 2, 3, 4]
    steps = [0] * 64
    for i in range(n):
        x, s = inp[i], 0
        while x > 1 and s < 1000:
            x = u32(3 * x + 1) if x & 1 else x >> 1
            s += 1
        steps[i] = s
    manifest("collatz", "collatz.ptx", "collatz", (1,), (64,),
             {"in": ("U32", inp), "steps": ("U32", 64)}, [B("in"), B("steps"), ("S32", n)],
             "Collatz step counts: data-dependent loop trip counts per lane (0 .. 261), threads 60..63 return early",
             {"steps": steps})


def warp_vote():
    def run(block, inp):
        nthreads = len(inp)
        all_, any_, bal, bald = [0] * nthreads, [0] * nthreads, [0] * nthreads, [0] * nthreads
        for w in range(0, nthreads, 32):
            lanes = range(w, min(w + 32, nthreads))
            a = int(all(inp[t] > 0 for t in lanes))
            y = int(any(inp[t] > 5 for t in lanes))
            b = sum(1 << (t - w) for t in lanes if inp[t] & 1)
            bd = sum(1 << (t - w) for t in lanes if (t & 1) and inp[t] > 2)
            for t in lanes:
                all_[t], any_[t], bal[t] = a, y, b
                bald[t] = bd if (t & 1) else 0xFFFFFFFF
        return all_, any_, bal, bald

    inp64 = [t % 7 + 1 for t in range(32)] + [t % 5 for t in range(32)]
    inp48 = [t % 7 + 1 for t in range(32)] + [t % 5 + 1 for t in range(16)]
    for name, inp, desc in [
        ("warp_vote", inp64, "2 full warps: warp 0 all > 0 and some > 5, warp 1 has zeros and nothing > 5"),
        ("warp_vote-48", inp48, "48 threads: warp 1 has only 16 lanes; votes range over existing lanes only"),
    ]:
        n = len(inp)
        a, y, b, bd = run(n, inp)
        manifest(name, "warp_vote.ptx", "warp_vote", (1,), (n,),
                 {"in": ("S32", inp), "all": ("S32", n), "any": ("S32", n), "ballot": ("U32", n),
                  "ballot_div": ("U32", n)},
                 [B("in"), B("all"), B("any"), B("ballot"), B("ballot_div")],
                 "warp votes __all/__any/__ballot per warp (vote.all/any.pred, vote.ballot.b32 via inline asm), and a "
                 "ballot inside a divergent branch (only odd lanes vote); " + desc,
                 {"all": a, "any": y, "ballot": b, "ballot_div": bd})


def recursive():
    inp = list(range(13)) + [-3, 5, 7]

    def fib(n):
        return n if n < 2 else fib(n - 1) + fib(n - 2)

    def fact(n):
        return 1 if n <= 1 else u64(n * fact(n - 1))

    manifest("recursive_fib", "recursive_fib.ptx", "recursive_fib", (1,), (16,),
             {"in": ("S32", inp), "out": ("S32", 16), "fct": ("U64", 16)}, [B("in"), B("out"), B("fct")],
             "recursive __noinline__ device functions: fib(n) (call inside a loop, divergent recursion depth per lane) "
             "and fact(n) returning through a pointer to the caller's local stack slot (__local_depot, %SP, "
             "cvta.local, generic st to local)",
             {"out": [fib(n) for n in inp], "fct": [fact(n) for n in inp]})


def arith64():
    a = [0, 1, -1, 0x123456789ABCDEF0 - (1 << 64) + (1 << 64), -(2**63), 2**63 - 1, 0x0000000100000001, -123456789012]
    a = [s64(x) for x in a]
    b = [7, -1, 3, 0x0FEDCBA987654321, -1, 2, 0xFFFFFFFF, 1000003]
    s = [0, 1, 63, 4, 1, 32, 31, -61]  # shift = s & 63
    out = []
    for i in range(8):
        x, y = u64(a[i]), u64(b[i])
        sh = s[i] & 63
        o = [
            u64(x * y),
            u64(s64(x) * s64(y)),
            u64(x << sh),
            u64(s64(x) >> sh),
            x >> sh,
            u32(x) * u32(y),
            u64(x // y + x % y) if y != 0 else 0,
            u64(s64(x) + s[i]),
        ]
        out += [s64(v) for v in o]
    manifest("arith64", "arith64.ptx", "arith64", (1,), (8,),
             {"a": ("S64", a), "b": ("S64", b), "s": ("S32", s), "out": ("S64", 64)},
             [B("a"), B("b"), B("s"), B("out")],
             "64-bit integer ops per thread, 8 results each: mul.lo.s64 (u64 and s64), shl.b64, shr.s64, shr.u64, "
             "mul.wide.u32, div.u64 + remainder, cvt.s64.s32 + add (buffers typed S64; values are the u64 bit patterns "
             "read as signed)",
             {"out": out})


def float_arith():
    a = [r32(v) for v in [1.5, -2.25, 3.1, 1e-3, 16777216.0, -0.375, 123456.789, 2.0]]
    b = [r32(v) for v in [0.5, 3.0, -7.3, 3.0, 3.0, 1.0, 0.1, -1.75]]
    c = [r64(v) for v in [1.5, -2.25, 0.1, 1e30, 2.0, 3.0, -1e-30, 7.0]]
    d = [r64(v) for v in [0.2, 3.0, 0.7, 1e10, 1.0 / 3.0, -3.0, 1e-10, 49.0]]
    of, od, oi = [], [], []
    for x, y, u, v in zip(a, b, c, d):
        X, Y, U, V = Fraction(x), Fraction(y), Fraction(u), Fraction(v)
        of += [r32(X + Y), r32(X * Y), r32(X / Y), r32(math.sqrt(abs(x))), r32(X * Y + 1), r32(U)]
        od += [r64(U + V), r64(U * V), r64(U / V), math.sqrt(abs(u)), r64(U * V + Fraction(1, 2)), r64(X * Y)]
        t = math.trunc(r32(Y * 4))
        oi += [math.trunc(x), math.trunc(r32(Fraction(r32(t)) + Fraction(1, 2)))]
    manifest("float_arith", "float_arith.ptx", "float_arith", (1,), (8,),
             {"a": ("F32", a), "b": ("F32", b), "c": ("F64", c), "d": ("F64", d),
              "of": ("F32", 48), "od": ("F64", 48), "oi": ("S32", 16)},
             [B("a"), B("b"), B("c"), B("d"), B("of"), B("od"), B("oi")],
             "f32/f64 add, mul, div.rn, sqrt.rn, fma.rn, cvt.rn.f32.f64, cvt.f64.f32, cvt.rzi.s32.f32, cvt.rn.f32.s32; "
             "expected values rounded exactly (round to nearest even)",
             {"of": of, "od": od, "oi": oi})


def divrem():
    pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (1, -1), (-1, 1), (2147483647, -1),
             (-2147483648, 2), (-2147483648, 3), (13, 13), (-13, 5), (100, -7), (-100, 7), (5, 7), (-5, 7)]
    a = [p[0] for p in pairs]
    b = [p[1] for p in pairs]
    q = [cdiv(x, y) for x, y in pairs]
    r = [crem(x, y) for x, y in pairs]
    uq = [u32(x) // u32(y) for x, y in pairs]
    ur = [u32(x) % u32(y) for x, y in pairs]
    manifest("divrem", "divrem.ptx", "divrem", (1,), (16,),
             {"a": ("S32", a), "b": ("S32", b), "q": ("S32", 16), "r": ("S32", 16), "uq": ("U32", 16),
              "ur": ("U32", 16)},
             [B("a"), B("b"), B("q"), B("r"), B("uq"), B("ur")],
             "s32 division truncating toward zero and remainder with the dividend's sign (div.s32; the remainder is "
             "computed as a - q*b), and u32 div/rem of the same bit patterns",
             {"q": q, "r": r, "uq": uq, "ur": ur})


def spinlocks():
    for n in [2, 4, 32]:
        manifest(f"spinlock_naive-{n}", "spinlock_warp.ptx", "spin_naive", (1,), (n,),
                 {"lock": ("S32", [0]), "counter": ("S32", [0])}, [B("lock"), B("counter")],
                 f"intra-warp spin lock `while (atomicCAS(lock,0,1) != 0);` with {n} lanes of one warp: the winner leaves "
                 "the loop and waits for reconvergence holding the lock, the losers spin forever: SIMT livelock "
                 "(terminates with warp_size = 1)",
                 None, "livelock", ["livelock"],
                 # The regression test users keep: a livelock at warp size 32, completion at 1.
                 '(seeds: "1..3", warp_sizes: [32, 1], '
                 'modes: [(warp_size: 1, expected_status: "completed", expected_diagnostics: [])])')
        manifest(f"spinlock_doneflag_inline-{n}", "spinlock_warp.ptx", "spin_doneflag_inline", (1,), (n,),
                 {"lock": ("S32", [0]), "counter": ("S32", [0])}, [B("lock"), B("counter")],
                 f"done-flag spin lock written inline, {n} lanes: clang -O2 jump-threads it into exactly the PTX of "
                 "spin_naive, so it livelocks under SIMT too",
                 None, "livelock", ["livelock"])
        manifest(f"spinlock_doneflag-{n}", "spinlock_warp.ptx", "spin_doneflag", (1,), (n,),
                 {"lock": ("S32", [0]), "counter": ("S32", [0])}, [B("lock"), B("counter")],
                 f"done-flag spin lock, body in a __noinline__ helper so the winner releases before the warp reconverges, "
                 f"{n} lanes of one warp: terminates, counter = {n}",
                 {"lock": [0], "counter": [n]})
        manifest(f"spinlock_thesis-{n}", "spinlock_warp.ptx", "spin_thesis", (1,), (n,),
                 {"lock": ("S32", [1]), "counter": ("S32", [0])}, [B("lock"), B("counter")],
                 f"thesis Listing 6.1 shape (lock = 1 is free, CAS(lock,1,0) acquires, break, plain volatile store "
                 f"releases), {n} lanes of one warp: livelock (T:L2943)",
                 None, "livelock", ["livelock"])
    manifest("spinlock_naive-1", "spinlock_warp.ptx", "spin_naive", (1,), (1,),
             {"lock": ("S32", [0]), "counter": ("S32", [0])}, [B("lock"), B("counter")],
             "intra-warp spin lock with a single thread: no contention inside the warp, terminates",
             {"lock": [0], "counter": [1]})
    manifest("spinlock_thesis-1", "spinlock_warp.ptx", "spin_thesis", (1,), (1,),
             {"lock": ("S32", [1]), "counter": ("S32", [0])}, [B("lock"), B("counter")],
             "thesis Listing 6.1 shape with one thread: terminates, lock released (1)",
             {"lock": [1], "counter": [1]})
    manifest("spinlock_naive-4blocks", "spinlock_warp.ptx", "spin_naive", (4,), (1,),
             {"lock": ("S32", [0]), "counter": ("S32", [0])}, [B("lock"), B("counter")],
             "naive spin lock with 4 blocks of 1 thread (one live lane per warp): warps branch independently, "
             "terminates under fair warp scheduling, counter = 4",
             {"lock": [0], "counter": [4]})


def spin_lane0():
    for name, grid, block in [("spinlock_lane0", 2, 64), ("spinlock_lane0-96", 1, 96)]:
        warps = grid * block // 32
        manifest(name, "spinlock_lane0.ptx", "spin_lane0", (grid,), (block,),
                 {"lock": ("S32", [0]), "counter": ("S32", [0]), "order": ("S32", warps)},
                 [B("lock"), B("counter"), B("order")],
                 f"spin lock taken only by lane 0 of each of {warps} warps ({grid} block(s) of {block}): the spin loop is "
                 f"warp-uniform, terminates; counter = {warps}; order (tickets) is a schedule-dependent permutation of "
                 f"0..{warps - 1}",
                 {"lock": [0], "counter": [warps]})


def lock_blocks():
    grid = 4
    inp = [5, -2, 40, 7]
    manifest("lock_blocks", "lock_blocks.ptx", "lock_blocks", (grid,), (32,),
             {"lock": ("S32", [0]), "counter": ("S32", [0]), "total": ("S32", [0]), "in": ("S32", inp)},
             [B("lock"), B("counter"), B("total"), B("in")],
             "global lock across 4 blocks taken by thread 0 of each block; non-atomic volatile read-modify-writes "
             "inside the critical section; terminates with counter = 4 and total = sum(in)",
             {"lock": [0], "counter": [grid], "total": [sum(inp)]})


def producer_consumer():
    n = 32
    data = [100 + t for t in range(n)]
    manifest("producer_consumer", "producer_consumer.ptx", "pc_volatile", (2,), (n,),
             {"data": ("S32", n), "flag": ("S32", [0]), "out": ("S32", n)}, [B("data"), B("flag"), B("out")],
             "block 0 writes data, __threadfence, sets a volatile flag; block 1 polls the flag with ld.volatile and "
             "reads data with ld.volatile: out = data = 100 + t (needs both blocks resident). The flag store and "
             "the polling loads are both volatile, not atomic: a data race by GPUVerify's definition (docs/design.md "
             "§13); the data itself is ordered by the flag hand-off",
             {"data": data, "flag": [1], "out": data}, "completed", ["data_race"])
    manifest("producer_consumer-plain", "producer_consumer.ptx", "pc_plain", (2,), (n,),
             {"data": ("S32", n), "flag": ("S32", [0]), "out": ("S32", n), "polls": ("S32", [0]),
              "seen": ("S32", [0])},
             [B("data"), B("flag"), B("out"), B("polls"), B("seen"), ("S32", 200)],
             "as producer_consumer but the consumer polls the flag with a PLAIN ld.global (at most 200 times; the "
             "store to polls keeps the load in the loop) and reads data with plain loads: it may see a stale flag "
             "(seen = 0 after 200 polls) and/or stale data (out[t] = 0 or 100 + t); only data and flag are "
             "deterministic. Data races: the plain flag polls and the plain data reads are not ordered after "
             "block 0's writes",
             {"data": data, "flag": [1]}, "completed", ["data_race"])


def branches():
    # if_else: odd lanes add t to odd[0] atomically, even lanes store t*t.
    manifest("branches-if_else", "branches.ptx", "if_else", (1,), (8,), {"even": ("S32", 8), "odd": ("S32", 1)},
             [B("odd"), B("even")],
             "golden trace fixture: a real divergent if/else (atomic on odd lanes, store on even lanes), one warp of 8 lanes",
             {"even": [t * t if t % 2 == 0 else 0 for t in range(8)], "odd": [sum(range(1, 8, 2))]})
    # nested3: odd t: out[t] = t; t = 0, 4: out[t] = 100 + t; t = 6: out[8] += 1; t = 2: out[9] += 1.
    out = [0] * 10
    for t in range(8):
        if t % 2:
            out[t] = t
        elif t in (0, 4):
            out[t] = 100 + t
        elif t == 6:
            out[8] += 1
        else:
            out[9] += 1
    manifest("branches-nested3", "branches.ptx", "nested3", (1,), (8,), {"out": ("S32", 10)}, [B("out")],
             "golden trace fixture: divergence three levels deep on tid bits 0, 1, 2, one warp of 8 lanes", {"out": out})


def byvalue():
    n = 50
    inp = [(i * 37) % 101 - 50 for i in range(n)]
    scale, bias, offset, tag = 3, 2.75, -4.5, 7
    # C truncation: (int)2.75 = 2, (int)-4.5 = -4
    out = [s32(x * scale + 2 - 4 + tag) for x in inp]
    manifest("byvalue", "byvalue.ptx", "byvalue", (2,), (32,), {"in": ("S32", inp), "out": ("S32", n)},
             [("Struct", [("S32", scale), ("F32", bias), B("out"), B("in"), ("F64", offset), ("S16", tag)]), ("S32", n)],
             "a 40-byte structure passed by value (scalars, two device pointers, a double, a trailing short; C "
             "layout) and n = 50 over 64 threads: out[t] = in[t] * scale + (int)bias + (int)offset + tag",
             {"out": out})


def fptr():
    inp = [(i * 7 + 2) % 23 for i in range(48)]

    def op(v, t):
        return [v + t, v * t, v - 3 * t][v % 3]
    manifest("fptr", "fptr.ptx", "fptr", (1,), (48,), {"in": ("S32", inp), "out": ("S32", 48)},
             [B("out"), B("in")],
             "indirect calls with arguments and a result through a global table of function pointers; each "
             "lane picks add, mul or sub3 from in[t] % 3 (divergent in both warps): out[t] = op(in[t], t)",
             {"out": [op(v, t) for t, v in enumerate(inp)]})


def stale_read():
    bufs = {"flag": ("S32", [0]), "out": ("S32", 2), "sig": ("S32", [0])}
    for name, kernel, how in [("stale_read-plain", "mp_plain", "plain"), ("stale_read-volatile", "mp_volatile", "volatile")]:
        manifest(name, "stale_read.ptx", kernel, (2,), (32,), bufs, [B("flag"), B("sig"), B("out")],
                 f"message passing across SMs with {how} reads of the flag: out = [first read, read after sig]; "
                 "flag and sig end at 1. The flag's store and reads are not atomic: a data race by GPUVerify's "
                 "definition (docs/design.md §13)",
                 {"flag": [1], "sig": [1]}, "completed", ["data_race"])


def barrier_divergent():
    for n, status, diags, desc in [
        (32, "completed", ["barrier_divergence"],
         "one warp: 16 active lanes reach the barrier, the only warp arrives, completes"),
        (64, None, ["barrier_divergence"],
         "two warps: warp 1 skips the barrier; if warp 0 arrives first it waits forever for warp 1 (thesis: exited "
         "warps do not arrive): deadlock; if warp 1 has exited before warp 0 arrives, the barrier's thread count "
         "only counts the warps still active (T:L2514) and the block completes. The status depends on the "
         "schedule; barrier divergence is reported either way"),
    ]:
        inp = [3 * t - 20 for t in range(n)]
        # The status depends on the schedule: as a regression test the manifest pins seed 1,
        # whose schedule lets warp 0 arrive first (deadlock).
        test = None if status else '(seeds: "1..2", modes: [(expected_status: "deadlock")])'
        manifest(f"barrier_divergent-{n}", "barrier_divergent.ptx", "barrier_divergent", (1,), (n,),
                 {"in": ("S32", inp), "out": ("S32", n)}, [B("in"), B("out")],
                 "`if (threadIdx.x < 16) __syncthreads();` barrier inside a divergent branch; " + desc,
                 {"out": [2 * v for v in inp]} if status == "completed" else None, status, diags, test)


def races():
    inp = [t % 9 + 1 for t in range(64)]
    manifest("race_sum", "race_global.ptx", "race_sum", (2,), (32,),
             {"in": ("S32", inp), "out": ("S32", 1)}, [B("in"), B("out")],
             f"every thread does out[0] += in[t] non-atomically (2 blocks x 32): lost updates, out[0] lies between "
             f"{max(inp)} and {sum(inp)} depending on the schedule",
             None, "completed", ["data_race"])
    manifest("race_neighbour", "race_global.ptx", "race_neighbour", (1,), (64,),
             {"in": ("S32", inp), "out": ("S32", 64)}, [B("in"), B("out")],
             "thread t writes s[t] then reads s[t+1] with no barrier in between (2 warps): out[t] is 0 or in[t+1]; "
             "the pair (31, 32) crosses warps",
             None, "completed", ["data_race"])


def benign_races():
    """Races a checker should call benign by default and report with `--races strict`, and the
    races it must report either way (benign_races.cu). Each kernel has a default and a strict
    manifest; the checks run through the manifests' test sections."""
    def both(name, kernel, grid, block, buffers, args, desc, expected, default_diags, strict_diags,
             arg_names=None):
        for mode, diags, checks in [("default", default_diags, '["races"]'),
                                    ("strict", strict_diags, '["strict-races"]')]:
            manifest(f"benign_races-{name}-{mode}", "benign_races.ptx", kernel, grid, block, buffers, args,
                     f"{desc} ({'--races strict' if mode == 'strict' else 'default race reporting'})",
                     expected, "completed", diags, f"(checks: {checks}, memory: [Flat, Fermi])",
                     arg_names)

    both("same_value", "same_value", (2,), (32,), {"out": ("S32", [7]), "flag": ("S32", 1)},
         [B("out"), B("flag")],
         "every thread of 2 blocks x 32 stores 0 to out[0] and 1 to flag[0]: write-write races of equal bytes",
         {"out": [0], "flag": [1]}, ["benign_race"], ["data_race"])
    both("diff_value", "diff_value", (2,), (32,), {"out": ("S32", 1)}, [B("out")],
         "every thread stores its own index to out[0]: a write-write race of different values",
         None, ["data_race"], ["data_race"])
    inp = [float(t % 7 + 1) for t in range(64)]
    for kernel in ["cas_add_double", "atomic_add_double"]:
        both(kernel, kernel, (2,), (32,), {"sum": ("F64", [0.5]), "in": ("F64", inp)}, [B("sum"), B("in")],
             "64 threads add in[t] to sum[0] with "
             + ("the programming guide's CAS loop" if kernel.startswith("cas") else
                "atomicAdd on double (a CAS loop below sm_60)")
             + ": the first plain read races with the other threads' CAS; small integers, so the sum is exact",
             {"sum": [0.5 + sum(inp)]}, ["benign_race"], ["data_race"])
    both("cas_leak", "cas_leak", (2,), (32,), {"p": ("S32", [0]), "seen": ("S32", 64)}, [B("p"), B("seen")],
         "a plain read of p[0] is stored to seen[t] before atomicCAS(p, old, old + 1): the racy value escapes, "
         "so the race is real", None, ["data_race"], ["data_race"])
    n, most = 64, 64
    a = [100 + i for i in range(n + most)]
    for suffix, checks, note in [("", "races", ""), ("-strict", "strict-races", " (--races strict: the same)")]:
        manifest(f"benign_races-shift{suffix}", "benign_races.ptx", "shift", (1,), (n,), {"a": ("S32", a)},
                 [B("a"), ("S32", 0)],
                 "a[t] = a[t + offset] without a barrier, 64 threads: a race exactly when 1 <= offset < 64 "
                 "(thread t + offset writes what thread t reads); race-free for the default offset 0, so an "
                 "argument sweep (`sweep --arg offset=0..65 --check races`) is needed to find it" + note,
                 {"a": a}, "completed", [], f'(checks: ["{checks}"], memory: [Flat, Fermi])', ["a", "offset"])


def barrier_after_return():
    def run(grid, block, n, inp):
        out = [0] * (grid * block)
        for i in range(min(n, grid * block)):
            out[i] = inp[i] + inp[i ^ 1]
        return out

    for name, grid, block, n, status, diags, desc in [
        ("barrier_after_return-full", 2, 64, 128, "completed", [], "n = 128: no thread returns"),
        ("barrier_after_return-partial", 1, 64, 40, "completed", ["barrier_divergence"],
         "n = 40: lanes 8..31 of warp 1 return, every warp still arrives at the barrier with its remaining lanes "
         "(undefined in CUDA, but the thesis model completes)"),
        ("barrier_after_return-deadlock", 2, 64, 80, "completed", ["barrier_divergence"],
         "n = 80: in block 1 warp 1 returns entirely before warp 0 can reach the barrier (its first instructions "
         "are the bounds check and the return), so the barrier's thread count, taken from the warps still active "
         "when it is initialised (T:L2514), excludes it: the block completes under the thesis model (the name "
         "is historical); threads 16-63 of block 1 skip the barrier: barrier divergence"),
    ]:
        inp = [(i * 11) % 23 for i in range(grid * block)]
        manifest(name, "barrier_after_return.ptx", "barrier_after_return", (grid,), (block,),
                 {"in": ("S32", inp), "out": ("S32", grid * block)}, [B("in"), B("out"), ("S32", n)],
                 "`if (i >= n) return; s[t] = in[i]; __syncthreads(); out[i] = s[t] + s[t^1];` " + desc,
                 {"out": run(grid, block, n, inp)} if status == "completed" else None, status, diags)


def divergence():
    manifest("divergence-ifelse", "divergence.ptx", "ifelse", (1,), (8,), {"out": ("S32", 8)}, [B("out")],
             "golden trace fixture: if/else on tid bit 0 in one warp of 8 lanes",
             {"out": [t * 10 if t & 1 else t + 100 for t in range(8)]})
    manifest("divergence-nested3", "divergence.ptx", "nested3", (1,), (8,), {"out": ("S32", 16)}, [B("out")],
             "golden trace fixture: if/else nested three deep on tid bits 0, 1, 2 (8 lanes, 8 distinct paths); "
             "out[t] = t via the paths, out[t+8] = 3t after reconvergence",
             {"out": list(range(8)) + [3 * t for t in range(8)]})
    v = [1, 2, 3, 4, 5, 6, 7, 8]
    lim = [0, 2, 5, 9, 100, 14, 27, 35]
    out = []
    for t in range(8):
        acc, i = 0, 0
        while i < len(v):
            acc += v[i]
            if acc > lim[t]:
                break
            i += 1
        out.append(i * 1000 + acc)
    manifest("divergence-loop_break", "divergence.ptx", "loop_break", (1,), (8,),
             {"v": ("S32", v), "lim": ("S32", lim), "out": ("S32", 8)}, [B("v"), B("lim"), B("out"), ("S32", len(v))],
             "golden trace fixture: loop with a divergent break (lanes leave in iterations 0, 1, 2, 3, 4, 5, 6 and one "
             "runs to the end)",
             {"out": out})
    inp = [-1, 3, -5, 0, 2, 7, -2, 4]
    out = [0] * 16
    for x in range(8):
        m = inp[x]
        if m < 0:
            out[x] = -1
            continue
        out[x] = sum(inp[:m])
        out[x + 8] = m
    manifest("divergence-early_return", "divergence.ptx", "early_return", (1,), (8,),
             {"in": ("S32", inp), "out": ("S32", 16)}, [B("in"), B("out")],
             "golden trace fixture: call of a __noinline__ function in which lanes with in[t] < 0 return early and the "
             "others run a loop of in[t] iterations",
             {"out": out})


def scan_prefix(xs):
    acc, out = 0, []
    for x in xs:
        acc += x
        out.append(acc)
    return out


def gv_scan():
    for n in [32, 64]:
        inp = [(i * 3) % 7 - 2 for i in range(n)]
        manifest(f"gv_scan-{n}", "gv_scan.ptx", "g1_scan", (1,), (n,), {"sum": ("S32", inp)}, [B("sum")],
                 f"GPUVerify I Fig. 1a: correct inclusive scan with two barriers per step, TS = {n}; race free",
                 {"sum": scan_prefix(inp)})
    inp = [(i * 3) % 7 - 2 for i in range(64)]
    for k in ["nobar1", "nobar2"]:
        which = "first" if k == "nobar1" else "second"
        manifest(f"gv_scan_{k}-64", "gv_scan.ptx", f"g1_scan_{k}", (1,), (64,), {"sum": ("S32", inp)}, [B("sum")],
                 f"GPUVerify I Fig. 1a with the {which} barrier omitted, TS = 64: read of sum[tid-offset] races with the "
                 "write by thread tid-offset (across warps); result schedule dependent",
                 None, "completed", ["data_race"])
    inp32 = inp[:32]
    manifest("gv_scan_divergent-32", "gv_scan.ptx", "g1_scan_divergent", (1,), (32,), {"sum": ("S32", inp32)},
             [B("sum")],
             "GPUVerify I Fig. 1b (while (offset <= tid)), TS = 32: thread 0 never reaches the loop barriers "
             "(barrier divergence); one warp arrives warp-granularly so SIMT completes with the Fig. 1a result",
             {"sum": scan_prefix(inp32)}, "completed", ["barrier_divergence"])
    manifest("gv_scan_divergent-64", "gv_scan.ptx", "g1_scan_divergent", (1,), (64,), {"sum": ("S32", inp)},
             [B("sum")],
             "GPUVerify I Fig. 1b, TS = 64: at offset 32 warp 0 leaves the loop and exits while warp 1 waits at the "
             "barrier: deadlock in the thesis model (exited warps do not arrive)",
             None, "deadlock", ["barrier_divergence", "deadlock"])


def gv_add():
    for n in [32, 64]:
        g = [float(i % 6) * 0.5 for i in range(n)]
        res = [g[t] + g[(t + 1) % n] for t in range(n)]
        manifest(f"gv_add_fixed-{n}", "gv_add.ptx", "g2_add_fixed", (1,), (n,), {"g": ("F32", g)}, [B("g")],
                 f"Warps&Atomics Fig. 1b: temp = A[(tid+1)%N]; barrier; A[tid] += temp with N = {n}; race free",
                 {"g": res})
        if n == 32:
            manifest("gv_add_racy-32", "gv_add.ptx", "g2_add_racy", (1,), (n,), {"g": ("F32", g)}, [B("g")],
                     "Warps&Atomics Fig. 1a A[tid] = A[tid] + A[(tid+1)%N] with N = 32: one warp, the loads precede the "
                     "store in lock-step, so it is warp-aware race free and deterministic (an oblivious checker reports "
                     "intra-warp races)",
                     {"g": res}, "completed", [])
        else:
            manifest("gv_add_racy-64", "gv_add.ptx", "g2_add_racy", (1,), (n,), {"g": ("F32", g)}, [B("g")],
                     "Warps&Atomics Fig. 1a with N = 64: inter-warp races between threads (31, 32) and (63, 0); g[31] "
                     "and g[63] are schedule dependent",
                     None, "completed", ["data_race"])


def gv_histo():
    n = 64
    A = [(i * 5 + i // 7) % 8 for i in range(n)]
    bins = [A.count(k) for k in range(8)]
    manifest("gv_histo_atomic", "gv_histo.ptx", "g2_histo_atomic", (1,), (n,),
             {"A": ("S32", A), "bins": ("S32", 8)}, [B("A"), B("bins")],
             "Warps&Atomics Fig. 2a: shared histogram with atomicAdd (atom.shared.add); race free",
             {"bins": bins})
    A32 = A[:32]
    manifest("gv_histo_serial", "gv_histo.ptx", "g2_histo_serial", (1,), (32,),
             {"A": ("S32", A32), "bins": ("S32", 8)}, [B("A"), B("bins")],
             "Warps&Atomics Fig. 2b: `for j < N: if (tid == j) B[t]++; barrier();` serialised updates, 32 barriers, "
             "race free, no barrier divergence",
             {"bins": [A32.count(k) for k in range(8)]})
    manifest("gv_histo_racy", "gv_histo.ptx", "g2_histo_racy", (1,), (n,),
             {"A": ("S32", A), "bins": ("S32", 8)}, [B("A"), B("bins")],
             "histogram with plain B[t]++ by 64 threads: races (lost updates); each bin ends between 1 and its true "
             "count when non-empty",
             None, "completed", ["data_race"])


def gv_misc():
    mx = 100
    inp = [(i * 17) % 50 - 25 for i in range(mx)]
    manifest("gv_workqueue", "gv_misc.ptx", "g2_workqueue", (1,), (64,),
             {"in": ("S32", inp), "out": ("S32", mx), "hits": ("S32", mx)}, [B("in"), B("out"), B("hits"), ("S32", mx)],
             "Warps&Atomics Fig. 3: work distribution via a shared atomic counter; indices are disjoint, so race free; "
             "every out[i] = 2*in[i]+1 written exactly once (hits = 1)",
             {"out": [2 * v + 1 for v in inp], "hits": [1] * mx})
    manifest("gv_equality", "gv_misc.ptx", "g2_equality", (1,), (32,), {"res": ("S32", [7])}, [B("res")],
             "Warps&Atomics equality-abstraction snippet in one warp of 32 (volatile shared A): the source's lock-step "
             "reading gives res = 0, but clang tail-duplicates A[tid] = 0 into both arms of `if (tid == 0)`, so lanes "
             "1..31 store 0 on the taken path and lane 0 stores 1,1,1,0 and reads on the other: taken path first "
             "gives res = 1, the other order 0; no expected value",
             None, "completed", [])
    manifest("gv_divergent_write", "gv_misc.ptx", "g2_divergent_write", (1,), (32,), {"res": ("S32", [0])},
             [B("res")],
             "Warps&Atomics divergent write `if (tid < 16) A = 1; else A = 2;` in one warp (clang emits selp + ONE "
             "st.shared by 32 lanes): intra-warp write-write race, res is 1 or 2",
             None, "completed", [])


def autosync():
    BS = 128
    a0 = [(i * 7) % 13 - 6 for i in range(BS + 8)]
    b0 = [(i * 5) % 11 - 5 for i in range(BS + 8)]

    def fixed_fig2(A, B):
        x = [A[t + 1] + 11 for t in range(BS)]
        for t in range(BS):
            A[t] += x[t]

    def fixed_fig4(A, B, n):
        for i in range(n):
            x = [A[t + 1] + i for t in range(BS)]
            for t in range(BS):
                A[t] += x[t]

    def fixed_fig6(A, B):
        x = [A[t + 2] if t % 2 == 0 else 0 for t in range(BS)]
        for t in range(BS):
            if t % 6 == 0:
                A[t] += x[t]

    def fixed_fig7(A, B):
        x = [A[t + 1] for t in range(BS)]
        y = [B[t + 1] for t in range(BS)]
        for t in range(BS):
            A[t] = x[t] + y[t]
            B[t] = x[t] - y[t]

    def run(f, *extra):
        A, Bb = list(a0), list(b0)
        f(A, Bb, *extra)
        return {"a": A[:BS] + a0[BS:], "b": Bb[:BS] + b0[BS:]}

    bufs = {"a": ("S32", a0), "b": ("S32", b0)}
    n4 = 3
    cases = [
        ("as_fig2_racy", "as_fig2_racy", [], None, ["data_race"],
         "AutoSync Fig. 2 left: x = A[tid+1]; x += 11; A[tid] += x without a barrier: RW race (e.g. threads 31/32)"),
        ("as_fig2_fixed", "as_fig2_fixed", [], run(fixed_fig2), [],
         "AutoSync Fig. 2 right: barrier between the read and the write; race free"),
        ("as_fig4_racy", "as_fig4_racy", [("S32", n4)], None, ["data_race"],
         "AutoSync Fig. 4 left: the Fig. 2 pattern in a loop of 3 iterations: intra- and inter-iteration races"),
        ("as_fig4_fixed", "as_fig4_fixed", [("S32", n4)], run(fixed_fig4, n4), [],
         "AutoSync Fig. 4 right: barriers before the read and before the write in each iteration; race free"),
        ("as_fig6_racy", "as_fig6_racy", [], None, ["data_race"],
         "AutoSync Fig. 6 left: read of A[tid+2] in `if (tid%2==0)` races with the write in `if (tid%6==0)` "
         "(thread 94 reads A[96] that thread 96, another warp, writes)"),
        ("as_fig6_fixed", "as_fig6_fixed", [], run(fixed_fig6), [],
         "AutoSync Fig. 6 fixed: barrier between the two ifs; race free"),
        ("as_fig6_divergent", "as_fig6_divergent", [], run(fixed_fig6), ["barrier_divergence"],
         "AutoSync Fig. 6 with the barrier inside `if (tid%2==0)`: barrier divergence; every warp still arrives "
         "(with its even lanes), so SIMT completes with the fixed result"),
        ("as_fig7_racy", "as_fig7_racy", [], None, ["data_race"],
         "AutoSync Fig. 7 left: two races (A read/write, B read/write)"),
        ("as_fig7_fixed", "as_fig7_fixed", [], run(fixed_fig7), [],
         "AutoSync Fig. 7 right: one barrier after the two reads; race free"),
    ]
    for name, kernel, extra, exp, diags, desc in cases:
        manifest(name, "autosync.ptx", kernel, (1,), (BS,), bufs, [B("a"), B("b")] + extra,
                 desc + f" (block of {BS} = 4 warps)", exp, "completed", diags)


def main():
    for f in os.listdir(HERE):
        if f.endswith(".launch.ron"):
            os.remove(os.path.join(HERE, f))
    vadd()
    vadd_npy()
    saxpy()
    reduce_shared()
    reduce_racy()
    scan_hs()
    scan_racy()
    histogram_global()
    histogram_shared()
    matmul()
    collatz()
    warp_vote()
    recursive()
    arith64()
    float_arith()
    divrem()
    spinlocks()
    spin_lane0()
    lock_blocks()
    producer_consumer()
    stale_read()
    branches()
    byvalue()
    fptr()
    barrier_divergent()
    races()
    benign_races()
    barrier_after_return()
    divergence()
    gv_scan()
    gv_add()
    gv_histo()
    gv_misc()
    autosync()
    print(f"wrote {len(WRITTEN)} manifests")
    table = ["| manifest | source | kernel | launch | status | diagnostics | expected |",
             "|---|---|---|---|---|---|---|"] + ["| " + " | ".join(w) + " |" for w in WRITTEN]
    readme = os.path.join(HERE, "README.md")
    start, end = "<!-- manifest table: generated by gen_manifests.py -->", "<!-- end manifest table -->"
    with open(readme) as f:
        text = f.read()
    a, b = text.index(start) + len(start), text.index(end)
    with open(readme, "w") as f:
        f.write(text[:a] + "\n" + "\n".join(table) + "\n" + text[b:])
    if os.environ.get("LIST_MANIFESTS"):
        print("\n".join(table))


if __name__ == "__main__":
    main()

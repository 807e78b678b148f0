#!/usr/bin/env python3
"""Random-program corpus: integer CUDA kernels drawn by a seeded generator, compiled by several
compilers, each with its result computed independently of the simulator.

    python3 ptx-samples/gen/gen.py                 # the committed corpus (seed 35, 40 kernels)
    python3 ptx-samples/gen/gen.py --seed 7 --kernels 40 --out /tmp/gen7   # another draw
    python3 ptx-samples/gen/gen.py --no-cas --seed 7 --out /tmp/gen7      # a draw without CAS loops

The hand-written corpora (cfg/, warp/, ...) hold the shapes someone thought of; this one holds
shapes nobody chose: nested loops with breaks and continues under divergent conditions,
switches with fall-through, early returns, calls to non-inlined functions with several returns,
local arrays indexed by data, 64-bit products, bit intrinsics, atomics, and shared memory
exchanged across barriers, over partial warps and several blocks. Every kernel is race-free
and free of undefined behaviour (unsigned arithmetic, shift counts masked, divisors made odd),
so its result is unique.

The expected `out` is the same source compiled for the host by g++ and run block by block,
phase by phase (the code between two barriers), thread by thread: the kernels exchange data
through shared memory only across a barrier, each phase reading one shared array and writing
its own slot of the other.

Needs (tests never do; the output is committed): clang-16, NVRTC 11 and 12 from PyPI, g++ (see
../cfg/gen.py, whose compiler drivers this uses).
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
import gen as cfg  # noqa: E402  (the compiler drivers and manifest helpers)

# Launch shapes: (grid, block). 48 and 40 leave a partial warp; 96 has three warps.
SHAPES = [(1, 64), (2, 48), (1, 96), (3, 32), (2, 40), (1, (16, 4)), (2, (8, 6)), (2, (4, 8))]
VARS = ["a", "b", "c", "d"]

PRELUDE = r"""
struct __attribute__((aligned(16))) V4 { int x, y, z, w; };
struct __attribute__((aligned(8))) V2 { unsigned x, y; };
#if defined(HOST)
#define HD
#else
#define HD __device__
#endif
#if defined(HOST) || !defined(__CUDACC_RTC__)
static HD inline __attribute__((always_inline)) unsigned umin(unsigned x, unsigned y) { return x < y ? x : y; }
static HD inline __attribute__((always_inline)) int imax(int x, int y) { return x > y ? x : y; }
#else
#define umin min
#define imax max
#endif
#if defined(HOST)
#include <stdint.h>
static inline unsigned __popc(unsigned x) { return __builtin_popcount(x); }
static inline unsigned __clz(unsigned x) { return x ? __builtin_clz(x) : 32; }
static inline unsigned __brev(unsigned x) { unsigned r = 0; for (int i = 0; i < 32; i++) r |= ((x >> i) & 1u) << (31 - i); return r; }
static inline unsigned __umulhi(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x * y) >> 32); }
#define DEVFN static
#define NOINLINE static __attribute__((noinline))
#define atomicAdd(p, v) (*(p) += (v))
#define atomicMax(p, v) (*(p) = *(p) > (v) ? *(p) : (v))
#define atomicOr(p, v) (*(p) |= (v))
#define atomicXor(p, v) (*(p) ^= (v))
static inline unsigned atomicCAS(unsigned *p, unsigned c, unsigned v) { unsigned o = *p; if (o == c) *p = v; return o; }
#elif defined(__CUDACC_RTC__)
#define DEVFN static __device__
#define NOINLINE static __device__ __noinline__
#else
static __device__ __forceinline__ unsigned __popc(unsigned x) { return __builtin_popcount(x); }
static __device__ __forceinline__ unsigned __clz(unsigned x) { return x ? __builtin_clz(x) : 32; }
static __device__ __forceinline__ unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
static __device__ __forceinline__ unsigned __umulhi(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x * y) >> 32); }
#define DEVFN static __device__
#define NOINLINE static __device__ __noinline__
#endif
"""


class Gen:
    def __init__(self, rng, n_threads, cas=False):
        self.r = rng
        self.cas = cas
        self.n = n_threads
        self.funcs = []  # (name, arity, text)
        self.loop_depth = 0
        self.uid = 0

    def fresh(self, p):
        self.uid += 1
        return f"{p}{self.uid}"

    # --- expressions (unsigned) ---
    def expr(self, depth, env):
        r = self.r
        if depth <= 0 or r.random() < 0.25:
            return self.leaf(env)
        k = r.randrange(21)
        x, y = self.expr(depth - 1, env), self.expr(depth - 1, env)
        if k == 14:
            # Signed division and remainder by a positive divisor (no overflow).
            return f"(unsigned)((int){x} {r.choice(['/', '%'])} (int)(({y} & {r.choice([7, 255, 65535])}u) + 1u))"
        if k == 15:
            return f"(unsigned)(({r.choice(['signed char', 'unsigned char', 'short', 'unsigned short'])}){x})"
        if k == 16:
            return r.choice([f"umin({x}, {y})", f"(unsigned)imax((int){x}, (int){y})"])
        if k == 17:
            # Floats on small integers: exact whatever the compiler contracts or reorders.
            t = r.choice(["float", "double"])
            return (f"(unsigned)(int)(({t})({x} & 4095u) * ({t})({y} & 1023u) "
                    f"{r.choice(['+', '-'])} ({t})({x} >> 20))")
        if k == 18 and env.get("in"):
            f = r.choice(["x", "y", "z", "w"])
            return f"(unsigned)((const V4 *)in)[({x}) % {max(1, self.n // 4)}u].{f}"
        if k == 19:
            # 64-bit division and remainder.
            return (f"(unsigned)(((unsigned long long){x} << {r.randrange(0, 32)}) "
                    f"{r.choice(['/', '%'])} ((unsigned long long){y} | 1ull))")
        if k == 20:
            return f"(({x} >> {r.randrange(1, 31)}) | ({x} << {r.randrange(1, 31)}))"
        if k <= 5:
            return f"({x} {r.choice(['+', '-', '*', '^', '&', '|'])} {y})"
        if k == 6:
            return f"({x} {r.choice(['<<', '>>'])} ({y} & 31u))"
        if k == 7:
            return f"({x} {r.choice(['/', '%'])} ({y} | 1u))"
        if k == 8:
            return f"({self.cond(depth - 1, env)} ? {x} : {y})"
        if k == 9:
            return f"{r.choice(['__popc', '__clz', '__brev'])}({x})"
        if k == 10:
            return f"__umulhi({x}, {y})"
        if k == 11:
            return f"(unsigned)(((unsigned long long){x} * {y}) >> {r.randrange(1, 40)})"
        if k == 12 and env.get("in"):
            return f"(unsigned)in[({x}) % {self.n}u]"
        if k == 13 and self.funcs:
            name, arity, _ = r.choice(self.funcs)
            args = ", ".join(self.expr(depth - 1, env) for _ in range(arity))
            return f"{name}({args})"
        return f"({x} + {y})"

    def leaf(self, env):
        r = self.r
        opts = list(env["vars"]) + env.get("ro", []) + [f"{r.randrange(0, 100)}u", f"{r.randrange(0, 1 << 32)}u"]
        if env.get("tid"):
            opts += ["tid", "TIDX"]
        return r.choice(opts)

    def cond(self, depth, env):
        r = self.r
        x, y = self.expr(depth, env), self.expr(depth, env)
        k = r.randrange(5)
        if k == 0:
            return f"((int){x} < (int){y})"
        if k == 1:
            return f"(({x} & {r.choice([1, 3, 7])}u) == {r.randrange(3)}u)"
        if k == 2:
            return f"({x} {r.choice(['<', '<=', '>', '>=', '==', '!='])} {y})"
        if k == 3:
            return f"({self.cond(depth - 1, env) if depth > 0 else 'true'} {r.choice(['&&', '||'])} ({x} > {y}))"
        return f"(tid % {r.choice([2, 3, 5, 7, 32, 33])}u == {r.randrange(3)}u)" if env.get("tid") else f"({x} > {y})"

    # --- statements ---
    def block(self, depth, env, n, ind):
        return "".join(self.stmt(depth, env, ind) for _ in range(n))

    def stmt(self, depth, env, ind):
        r = self.r
        sp = "    " * ind
        v = r.choice(env["vars"])
        k = r.randrange(14) if depth > 0 else 0
        if k <= 2:
            return f"{sp}{v} = {self.expr(2, env)};\n"
        if k == 3:
            s = f"{sp}if {self.cond(1, env)} {{\n{self.block(depth - 1, env, r.randrange(1, 3), ind + 1)}{sp}}}"
            if r.random() < 0.6:
                s += f" else {{\n{self.block(depth - 1, env, r.randrange(1, 3), ind + 1)}{sp}}}"
            return s + "\n"
        if k == 4 and self.loop_depth < 2:
            i = self.fresh("i")
            self.loop_depth += 1
            # The counter is read-only in the body (an assignment could make the loop endless).
            inner = dict(env, ro=env.get("ro", []) + [i], loop=True)
            body = self.block(depth - 1, inner, r.randrange(1, 4), ind + 1)
            self.loop_depth -= 1
            bound = r.choice([f"{r.randrange(1, 6)}u", f"(({self.expr(1, env)}) % 6u)"])
            return f"{sp}for (unsigned {i} = 0; {i} < {bound}; {i}++) {{\n{body}{sp}}}\n"
        if k == 5 and self.loop_depth < 2:
            j = self.fresh("k")
            self.loop_depth += 1
            inner = dict(env, loop=True)
            body = self.block(depth - 1, inner, r.randrange(1, 3), ind + 1)
            self.loop_depth -= 1
            kind = r.randrange(2)
            if kind == 0:
                return (f"{sp}{{ unsigned {j} = ({self.expr(1, env)}) % 5u;\n{sp}while ({j} != 0u) {{\n"
                        f"{sp}    {j}--;\n{body}{sp}}} }}\n")
            return (f"{sp}{{ unsigned {j} = ({self.expr(1, env)}) % 4u;\n{sp}do {{\n{body}"
                    f"{sp}}} while ({j}-- != 0u); }}\n")
        if k == 6 and env.get("loop"):
            return f"{sp}if {self.cond(0, env)} {r.choice(['break', 'continue'])};\n"
        if k == 7:
            cases = ""
            for c in range(r.randrange(2, 4)):
                cases += f"{sp}case {c}u:\n{self.block(depth - 1, env, 1, ind + 1)}"
                if r.random() < 0.75:
                    cases += f"{sp}    break;\n"
            cases += f"{sp}default:\n{self.block(depth - 1, env, 1, ind + 1)}"
            return f"{sp}switch (({self.expr(1, env)}) % {r.randrange(3, 6)}u) {{\n{cases}{sp}}}\n"
        if k == 8 and env.get("arrays", True):
            arr = self.fresh("arr")
            n = r.choice([4, 8])
            return (f"{sp}{{ unsigned {arr}[{n}];\n"
                    f"{sp}for (unsigned q = 0; q < {n}u; q++) {arr}[q] = {v} + q * {r.randrange(1, 9)}u;\n"
                    f"{sp}{arr}[({self.expr(1, env)}) % {n}u] = {self.expr(1, env)};\n"
                    f"{sp}{v} = {arr}[({self.expr(1, env)}) % {n}u] ^ {arr}[{r.randrange(n)}]; }}\n")
        if k == 11 and env.get("in"):
            j = self.fresh("u")
            n = r.choice([2, 4, 8])
            pragma = r.choice(["#pragma unroll\n", f"#pragma unroll {r.choice([2, 4])}\n", ""])
            return (f"{pragma}{sp}for (int {j} = 0; {j} < {n}; {j}++) "
                    f"{v} += (unsigned)in[(tid * {n}u + (unsigned){j}) % {self.n}u] * ({j} + 1);\n")
        if k == 12 and env.get("atomics") and self.cas:
            # Atomics whose order does not matter: maxima into cnt[4..7] (native, or lock-free,
            # below), or and xor into cnt[8..11].
            kind = r.randrange(4)
            if kind == 1:
                return f"{sp}atomicMax(&cnt[4u + ({self.expr(0, env)}) % 4u], {self.expr(1, env)});\n"
            if kind == 2:
                return f"{sp}atomicOr(&cnt[8u + ({self.expr(0, env)}) % 2u], 1u << (({self.expr(1, env)}) % 32u));\n"
            if kind == 3:
                return f"{sp}atomicXor(&cnt[10u + ({self.expr(0, env)}) % 2u], {self.expr(1, env)});\n"
            # A lock-free maximum (each round of the loop, one lane's CAS succeeds).
            m = self.fresh("m")
            return (f"{sp}{{ unsigned {m} = {self.expr(1, env)}, *p = &cnt[4u + ({self.expr(0, env)}) % 4u];\n"
                    f"{sp}  unsigned old = *p, assumed;\n"
                    f"{sp}  do {{ assumed = old; old = atomicCAS(p, assumed, {m} > assumed ? {m} : assumed); }}"
                    f" while (assumed != old); }}\n")
        if k == 13 and env.get("tid"):
            # A grid-stride loop over the input.
            return (f"{sp}for (unsigned s = tid; s < {self.n}u; s += GSTRIDE) "
                    f"{v} = {v} * 33u + (unsigned)in[s];\n")
        if k == 9 and env.get("atomics"):
            return f"{sp}atomicAdd(&cnt[({self.expr(1, env)}) % 4u], ({self.expr(1, env)}) & 255u);\n"
        if k == 10 and env.get("ret"):
            return f"{sp}if {self.cond(0, env)} {{ {env['ret']} }}\n"
        return f"{sp}{v} ^= {self.expr(2, env)};\n"

    def function(self):
        r = self.r
        name = self.fresh("f")
        arity = r.randrange(1, 3)
        params = [f"p{i}" for i in range(arity)]
        env = {"vars": params + ["x"], "ret": "return x ^ p0;", "arrays": r.random() < 0.5}
        self.loop_depth = 0
        body = self.block(2, env, r.randrange(2, 5), 1)
        qual = r.choice(["DEVFN", "NOINLINE"])
        text = (f"{qual} unsigned {name}({', '.join('unsigned ' + p for p in params)}) {{\n"
                f"    unsigned x = p0 * 2654435761u;\n{body}    return x + {params[-1]};\n}}\n")
        self.funcs.append((name, arity, text))
        return text


# Warp exchanges between two phases of a kernel whose block is whole warps: (device code with
# the value XV of every lane, host code over the array xv of the block's values). Without
# shuffles (clang's sm_20) the exchange goes through shared memory between two barriers.
WARP_OPS = [
    ("ACC += __shfl_sync(0xffffffffu, XV, (TIDX + K) % 32u);",
     "acc[t] += xv[(t & ~31u) + ((t + K) % 32u)];",
     "xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + K) % 32u)]; __syncthreads();"),
    ("ACC += __shfl_xor_sync(0xffffffffu, XV, K % 32u);",
     "acc[t] += xv[t ^ (K % 32u)];",
     "xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (K % 32u)]; __syncthreads();"),
    ("ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);",
     "{ unsigned n = 0, any = 0; for (unsigned l = t & ~31u; l < (t & ~31u) + 32u; l++) { n += xv[l] & 1u; any |= xv[l] % 5u == 0u; } acc[t] += n * 3u + any; }",
     "xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();"),
    # A tree reduction (each lane's sum of itself and the lanes above it, halving the distance)
    # and an inclusive prefix sum (Hillis-Steele), as reductions and scans are written.
    ("{ unsigned v = XV; for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o); ACC += v * K; }",
     "{ unsigned w = t & ~31u, vv[32], nv[32]; for (unsigned l = 0; l < 32u; l++) vv[l] = xv[w + l]; for (unsigned o = 16; o > 0; o >>= 1) { for (unsigned l = 0; l < 32u; l++) nv[l] = vv[l] + (l + o < 32u ? vv[l + o] : vv[l]); for (unsigned l = 0; l < 32u; l++) vv[l] = nv[l]; } acc[t] += vv[t & 31u] * K; }",
     "xs[TIDX] = XV; __syncthreads(); { unsigned w = TIDX & ~31u, vv[32], nv[32]; for (unsigned l = 0; l < 32u; l++) vv[l] = xs[w + l]; for (unsigned o = 16; o > 0; o >>= 1) { for (unsigned l = 0; l < 32u; l++) nv[l] = vv[l] + (l + o < 32u ? vv[l + o] : vv[l]); for (unsigned l = 0; l < 32u; l++) vv[l] = nv[l]; } ACC += vv[TIDX & 31u] * K; } __syncthreads();"),
    ("{ unsigned v = XV; for (unsigned o = 1; o < 32u; o <<= 1) { unsigned y = __shfl_up_sync(0xffffffffu, v, o); if ((TIDX & 31u) >= o) v += y; } ACC += v ^ K; }",
     "{ unsigned w = t & ~31u, v = 0; for (unsigned l = w; l <= t; l++) v += xv[l]; acc[t] += v ^ K; }",
     "xs[TIDX] = XV; __syncthreads(); { unsigned v = 0; for (unsigned l = TIDX & ~31u; l <= TIDX; l++) v += xs[l]; ACC += v ^ K; } __syncthreads();"),
    ("ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;",
     "{ unsigned all = 1; for (unsigned l = t & ~31u; l < (t & ~31u) + 32u; l++) all &= xv[l] > 7u; acc[t] += all ? 5u : 2u; }",
     "xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();"),
]


# A barrier, plain or under a condition every thread of the block evaluates alike (true; the
# compilers cannot tell): a uniform branch around bar.sync is no barrier divergence.
BARRIERS = [
    "__syncthreads();",
    "if ((unsigned)in[0] != 4000000000u) __syncthreads();",
    "if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }",
    "for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();",
]


# Barriers that also reduce a predicate over the block: (NVRTC, clang sm_20, host over acc[]).
COUNTING = [
    ("ACC += __syncthreads_count((ACC & 1u) != 0u);",
     "ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);",
     "{ unsigned c = 0; for (unsigned t = 0; t < bdim; t++) c += acc[t] & 1u; for (unsigned t = 0; t < bdim; t++) acc[t] += c; }"),
    ("ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;",
     "ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;",
     "{ unsigned c = 0; for (unsigned t = 0; t < bdim; t++) c |= acc[t] % 7u == 3u; for (unsigned t = 0; t < bdim; t++) acc[t] += c ? 11u : 4u; }"),
    ("ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;",
     "ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;",
     "{ unsigned c = 1; for (unsigned t = 0; t < bdim; t++) c &= acc[t] > 5u; for (unsigned t = 0; t < bdim; t++) acc[t] += c ? 2u : 9u; }"),
]


def kernel(g, name, grid, block):
    """A kernel of several phases: a list of (phase text, separator after it), the separator
    `("bar", i)` (a barrier, BARRIERS[i]; shared memory changes buffers), `("warp", i, k)`
    (WARP_OPS[i] with K = k)
    or None after the last phase."""
    r = g.r
    phases = r.randrange(1, 5)
    mix = " ^ ".join(f"({v} * {2 * i + 1}u)" for i, v in enumerate(VARS))
    out = []
    for p in range(phases):
        last = p == phases - 1
        sep = None
        if not last:
            sep = ("warp", r.randrange(len(WARP_OPS)), r.randrange(1, 32)) \
                if block % 32 == 0 and r.random() < 0.5 else ("bar", r.randrange(len(BARRIERS) + len(COUNTING)))
        env = {"vars": list(VARS), "tid": True, "in": True, "atomics": r.random() < 0.3,
               "ret": "OUT = (int)(" + mix + "); return;" if last else None}
        g.loop_depth = 0
        body = g.block(3, env, r.randrange(3, 7), 1)
        pre = (f"    unsigned a = ACC + tid, b = (unsigned)in[tid], c = {r.randrange(1 << 32)}u ^ TIDX,"
               f" d = SM_R((TIDX + {r.randrange(1, 40)}u) % BDIM);\n")
        if sep and sep[0] == "bar":
            post = f"    SM_W = {mix};\n    ACC += a ^ d;\n"
        elif sep:
            post = f"    XV = {mix};\n    ACC += a ^ d;\n"
        else:
            post = f"    OUT = (int)({mix} ^ ACC);\n"
        out.append((pre + body + post, sep))
    return out


def buffers(phases):
    """Per phase: (shared array it reads, the one it writes): they change at barriers only, so
    that a phase after a warp exchange reads what was written before the last barrier."""
    b, res = 0, []
    for _, sep in phases:
        res.append((f"sm{b % 2}", f"sm{(b + 1) % 2}"))
        if sep and sep[0] == "bar":
            b += 1
    return res


def subst(t, rd, wr):
    return t.replace("SM_R(", f"{rd}[").replace("% BDIM);", "% BDIM];").replace("SM_W", f"{wr}[TIDX]")


def device_source(name, phases, restrict, dynamic):
    q = " __restrict__" if restrict else ""
    s = f"extern \"C\" __global__ void {name}(int *{q} out, const int *{q} in, unsigned *cnt) {{\n"
    if dynamic:
        # One of the arrays in dynamic shared memory (the manifest's `dynamic_shared`).
        s += "    __shared__ unsigned sm0[128], xs[128];\n    extern __shared__ unsigned sm1[];\n"
    else:
        s += "    __shared__ unsigned sm0[128], sm1[128], xs[128];\n"
    s += "    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;\n"
    s += "    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;\n"
    s += "    unsigned ACC = 0, XV = 0;\n    sm0[TIDX] = tid * 7u;\n    sm1[TIDX] = 0;\n    __syncthreads();\n"
    for (t, sep), (rd, wr) in zip(phases, buffers(phases)):
        s += "    {\n" + subst(t, rd, wr).replace("OUT", "out[tid]") + "    }\n"
        if sep and sep[0] == "bar" and sep[1] < len(BARRIERS):
            s += f"    {BARRIERS[sep[1]]}\n"
        elif sep and sep[0] == "bar":
            nv, cl, _ = COUNTING[sep[1] - len(BARRIERS)]
            s += f"#if defined(__CUDACC_RTC__)\n    {nv}\n#else\n    {cl}\n#endif\n"
        elif sep:
            dev, _, emul = WARP_OPS[sep[1]]
            k = f"{sep[2]}u"
            s += ("#if defined(__CUDACC_RTC__)\n    " + dev.replace("K", k) + "\n#else\n    "
                  + emul.replace("K", k) + "\n#endif\n")
    return s + "}\n"


def host_source(name, phases):
    """Each phase a function of (thread, block); shared arrays, ACC and XV live in arrays."""
    s = ""
    for p, ((t, _), (rd, wr)) in enumerate(zip(phases, buffers(phases))):
        t = subst(t, rd, wr).replace("OUT", "out[tid]").replace("ACC", "acc[TIDX]").replace("XV", "xv[TIDX]")
        s += (f"static void {name}_p{p}(int *out, const int *in, unsigned *cnt, unsigned *sm0, unsigned *sm1,"
              f" unsigned *acc, unsigned *xv, unsigned TIDX, unsigned BDIM, unsigned tid, unsigned GSTRIDE) {{\n{t}}}\n")
    s += (f"static void {name}_host(int *out, const int *in, unsigned *cnt, unsigned grid, unsigned bdim) {{\n"
          f"    for (unsigned bx = 0; bx < grid; bx++) {{\n"
          f"        unsigned sm0[128], sm1[128], acc[128], xv[128];\n"
          f"        for (unsigned t = 0; t < bdim; t++) {{ sm0[t] = (bx * bdim + t) * 7u; sm1[t] = 0; acc[t] = 0; xv[t] = 0; }}\n")
    for p, (_, sep) in enumerate(phases):
        s += f"        for (unsigned t = 0; t < bdim; t++) {name}_p{p}(out, in, cnt, sm0, sm1, acc, xv, t, bdim, bx * bdim + t, grid * bdim);\n"
        if sep and sep[0] == "warp":
            s += f"        for (unsigned t = 0; t < bdim; t++) {WARP_OPS[sep[1]][1].replace('K', f'{sep[2]}u')}\n"
        if sep and sep[0] == "bar" and sep[1] >= len(BARRIERS):
            s += f"        {COUNTING[sep[1] - len(BARRIERS)][2]}\n"
    return s + "    }\n}\n"


# Entries of `cnt`: atomicAdd 0-3, maxima 4-7, atomicOr 8-9, atomicXor 10-11.
CNT = 12


def draw(seed, count, cas=False):
    """`count` kernels: (name, grid, block, device text, host text), and the shared functions."""
    rng = random.Random(seed)
    out = []
    funcs = ""
    for i in range(count):
        grid, shape = rng.choice(SHAPES)
        # A two-dimensional block: the threads' linear index is x + y * blockDim.x.
        bx, by = shape if isinstance(shape, tuple) else (shape, 1)
        block = bx * by
        g = Gen(rng, grid * block, cas)
        g.uid = i * 1000
        fs = "".join(g.function() for _ in range(rng.randrange(0, 3)))
        name = f"g{seed}_{i}"
        phases = kernel(g, name, grid, block)
        funcs += fs
        restrict = rng.random() < 0.5
        dynamic = 512 if rng.random() < 0.3 else 0
        out.append((name, grid, block, device_source(name, phases, restrict, dynamic),
                    host_source(name, phases), dynamic, (bx, by)))
    return funcs, out


def host_results(funcs, ks, inputs):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "main.cpp")
        with open(src, "w") as f:
            f.write("#include <stdio.h>\n#define HOST 1\n" + PRELUDE + funcs)
            for name, grid, block, _, host, _, _ in ks:
                f.write(host)
            f.write("int main() {\n")
            for name, grid, block, _, _, _, _ in ks:
                n = grid * block
                f.write(f"  {{ alignas(16) static const int in[{n}] = {{{', '.join(map(str, inputs[name]))}}};\n")
                f.write(f"    int out[{n}] = {{0}}; unsigned cnt[{CNT}] = {{0}};\n")
                f.write(f"    {name}_host(out, in, cnt, {grid}u, {block}u);\n")
                f.write(f'    printf("{name}"); for (int i = 0; i < {n}; i++) printf(" %d", out[i]);\n')
                f.write(f'    for (int i = 0; i < {CNT}; i++) printf(" %u", cnt[i]); printf("\\n"); }}\n')
            f.write("  return 0;\n}\n")
        exe = os.path.join(d, "main")
        subprocess.run(["g++", "-O1", "-w", "-fwrapv", "-o", exe, src], check=True)
        res = {}
        for line in subprocess.run([exe], check=True, capture_output=True, text=True).stdout.splitlines():
            name, *vals = line.split()
            vals = [int(v) for v in vals]
            res[name] = (vals[:-CNT], vals[-CNT:])
        return res


def manifest(ptx, name, grid, dims, dynamic, inp, out, cnt):
    block = dims[0] * dims[1]
    return f"""(
    ptx: "{ptx}",
    kernel: "{name}",
    grid: ({grid}, 1, 1),
    block: ({dims[0]}, {dims[1]}, 1),
    dynamic_shared: {dynamic},
    buffers: {{
        "out": (ty: S32, len: {grid * block}),
        "in": (ty: S32, data: {cfg.ron_list(inp)}),
        "cnt": (ty: U32, len: {CNT}),
    }},
    args: [Buffer("out"), Buffer("in"), Buffer("cnt")],
    description: "random-program corpus (ptx-samples/gen/gen.py): `{name}`; expected = the same source run on the host, phase by phase",
    expected: {{ "out": {cfg.ron_list(out)}, "cnt": {cfg.ron_list(cnt)} }},
    expected_status: "completed",
    expected_diagnostics: [],
    test: (seeds: "1..3", memory: [Fermi, Flat], checks: ["races"]),
)
"""


BUILDS = [(f"clang16-O{o}", lambda t, o=o: cfg.clang_text(o, t)) for o in (0, 2, 3)]
BUILDS += [(f"nvrtc11-sm{a}", lambda t, a=a: cfg.nvrtc_text(11, a, t, "gen.cu")) for a in (35, 70)]
BUILDS += [(f"nvrtc12-sm{a}", lambda t, a=a: cfg.nvrtc_text(12, a, t, "gen.cu")) for a in (52, 80, 90)]
BUILDS += [("nvrtc12-G-sm80", lambda t: cfg.nvrtc_text(12, 80, t, "gen.cu", opts=(b"-G",)))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=35)
    ap.add_argument("--kernels", type=int, default=40)
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--no-cas", action="store_true",
                    help="no CAS-loop maxima (the draws before they were added)")
    a = ap.parse_args()
    funcs, ks = draw(a.seed, a.kernels, not a.no_cas)
    inputs = {name: cfg.lcg_values(grid * block, 1000 + i) for i, (name, grid, block, _, _, _, _) in enumerate(ks)}
    expected = host_results(funcs, ks, inputs)
    src = PRELUDE + funcs + "".join(k[3] for k in ks)
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "gen.cu"), "w") as f:
        f.write(src)
    for build, compile_ in BUILDS:
        ptx = compile_(src)
        if ptx is None:
            print(f"skipped {build} (compiler not installed)")
            continue
        ms = [(name, manifest("gen.ptx", name, grid, dims, dyn, inputs[name], *expected[name]))
              for name, grid, _, _, _, dyn, dims in ks]
        cfg.write_build(a.out, build, "gen.ptx", ptx, ms)


if __name__ == "__main__":
    main()

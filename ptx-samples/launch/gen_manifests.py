#!/usr/bin/env python3
"""Writes launch.ptx (launch.cu compiled by NVRTC 12 for compute_80) and the launch manifests of
launch.cu (docs/manifest.md: buffer offsets, tolerances, arrays of structures).

The inputs are defined here and the expected outputs computed by a sequential Python
re-implementation of launch.cu (32-bit and 8-bit wrap-around, f32 rounding through `struct`),
independently of the simulator. Run from anywhere: python3 ptx-samples/launch/gen_manifests.py
(NVRTC from PyPI, pip install nvidia-cuda-nvrtc-cu12; without it launch.ptx is left as it is).
"""
from __future__ import annotations

import math
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def s32(x: int) -> int:
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def s8(x: int) -> int:
    x &= 0xFF
    return x - 256 if x & 0x80 else x


def f32(x: float) -> float:
    """x rounded to the nearest binary32 (ties to even)."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


class Lcg:
    def __init__(self, seed: int) -> None:
        self.s = seed & 0xFFFFFFFF

    def next(self, n: int) -> int:
        self.s = (self.s * 1664525 + 1013904223) & 0xFFFFFFFF
        return (self.s >> 8) % n


def ints(v: list[int]) -> str:
    return "[" + ", ".join(str(x) for x in v) + "]"


def floats(v: list[float]) -> str:
    return "[" + ", ".join(repr(x) for x in v) + "]"


def tuples(v: list[tuple]) -> str:
    return "[" + ", ".join("(" + ", ".join(repr(x) for x in t) + ")" for t in v) + "]"


def write(name: str, text: str) -> None:
    with open(os.path.join(HERE, name), "w") as f:
        f.write(text)


def uniform_add() -> None:
    # shfl_scan: the first block's sums are final; block b + 1 adds the partial sum of block b.
    block, blocks = 16, 4
    rng = Lcg(7)
    data = [rng.next(2000) - 1000 for _ in range(block * blocks)]
    sums = [rng.next(100000) - 50000 for _ in range(blocks - 1)]
    n = block * (blocks - 1)
    out = list(data)
    for i in range(n):
        out[block + i] = s32(out[block + i] + sums[i // block])
    write(
        "uniform_add.launch.ron",
        f"""(
    ptx: "launch.ptx",
    kernel: "uniform_add",
    grid: ({blocks - 1}, 1, 1),
    block: ({block}, 1, 1),
    buffers: {{
        "data": (ty: S32, data: {ints(data)}),
        "partial_sums": (ty: S32, data: {ints(sums)}),
    }},
    args: [Buffer("data", {block}), Buffer("partial_sums"), S32({n})],
    arg_names: ["data", "partial_sums", "len"],
    description: "the CUDA samples' shfl_scan uniform_add<<<n / blockSize - 1, blockSize>>>(d_data + blockSize, ...): a pointer argument into the middle of a buffer; the first block of data is left as it was",
    expected: {{
        "data": {ints(out)},
        "partial_sums": {ints(sums)},
    }},
    expected_status: "completed",
    expected_diagnostics: [],
)
""",
    )


def fast_exp() -> None:
    # __expf is ex2.approx(x * log2 e); the CUDA Programming Guide bounds its error by
    # 2 + floor(|1.173 x|) ulps: 11 ulps for |x| <= 8. The reference is exp(x) rounded to f32.
    n = 128
    xs = [f32(k / 8 - 8) for k in range(n)]
    ys = [f32(math.exp(x)) for x in xs]
    bound = max(2 + math.floor(abs(1.173 * x)) for x in xs)
    write(
        "fast_exp.launch.ron",
        f"""(
    ptx: "launch.ptx",
    kernel: "fast_exp",
    grid: (2, 1, 1),
    block: (64, 1, 1),
    buffers: {{
        "out": (ty: F32, len: {n}),
        "in": (ty: F32, data: {floats(xs)}),
    }},
    args: [Buffer("out"), Buffer("in"), S32({n})],
    arg_names: ["out", "in", "n"],
    description: "__expf over [-8, 8): results within the CUDA Programming Guide's bound of 2 + floor(|1.173 x|) ulps of exp(x), not bit-exact",
    expected: {{
        "out": (data: {floats(ys)}, ulps: {bound}),
    }},
    expected_status: "completed",
    expected_diagnostics: [],
)
""",
    )


def node_sums() -> None:
    # Rodinia BFS's graph: 100 nodes, each (start, number of edges) into one edge array.
    count = 100
    rng = Lcg(11)
    nodes = []
    edges: list[int] = []
    for _ in range(count):
        k = rng.next(6)
        nodes.append((len(edges), k))
        edges.extend(rng.next(1000) for _ in range(k))
    out = [s32(sum(edges[s : s + k])) for (s, k) in nodes]
    write(
        "node_sums.launch.ron",
        f"""(
    ptx: "launch.ptx",
    kernel: "node_sums",
    grid: (4, 1, 1),
    block: (32, 1, 1),
    buffers: {{
        "nodes": (ty: Struct([S32, S32]), data: {tuples(nodes)}),
        "edges": (ty: S32, data: {ints(edges)}),
        "out": (ty: S32, len: {count}),
    }},
    args: [Buffer("nodes"), Buffer("edges"), Buffer("out"), S32({count})],
    arg_names: ["nodes", "edges", "out", "count"],
    description: "struct Node {{ int starting; int no_of_edges; }}[100] as one buffer (Rodinia BFS): out[i] sums node i's edges",
    expected: {{
        "out": {ints(out)},
        "nodes": {tuples(nodes)},
    }},
    expected_status: "completed",
    expected_diagnostics: [],
)
""",
    )


def update_items() -> None:
    # struct Item { signed char tag; float weight; short count; }: 12 bytes with padding.
    n = 40
    rng = Lcg(5)
    items = []
    for i in range(n):
        tag = 127 if i == 3 else rng.next(200) - 100
        weight = f32((rng.next(20000) - 10000) / 64 + 0.1)
        count = rng.next(600) - 300
        items.append((tag, weight, count))
    # weight * count is exact in double (24 + 16 bits), then rounded once to f32.
    out = [(s8(t + 1), f32(w * c), c) for (t, w, c) in items]
    write(
        "update_items.launch.ron",
        f"""(
    ptx: "launch.ptx",
    kernel: "update_items",
    grid: (2, 1, 1),
    block: (32, 1, 1),
    buffers: {{
        "items": (ty: Struct([S8, F32, S16]), data: {tuples(items)}),
    }},
    args: [Buffer("items"), S32({n})],
    arg_names: ["items", "n"],
    description: "struct Item {{ signed char tag; float weight; short count; }} (tag at 0, weight at 4, count at 8; 12 bytes): weight *= count and tag += 1 in place (item 3's tag wraps from 127 to -128)",
    expected: {{
        "items": {tuples(out)},
    }},
    expected_status: "completed",
    expected_diagnostics: [],
)
""",
    )


def compile_ptx() -> None:
    import sys
    sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
    from gen import nvrtc_text  # the control-flow corpus's NVRTC driver

    src = open(os.path.join(HERE, "launch.cu"), encoding="utf-8").read()
    ptx = nvrtc_text(12, 80, src, "launch.cu")
    if ptx is None:
        print("NVRTC 12 not installed: launch.ptx kept")
        return
    with open(os.path.join(HERE, "launch.ptx"), "w", encoding="utf-8") as f:
        f.write(ptx)


if __name__ == "__main__":
    compile_ptx()
    uniform_add()
    fast_exp()
    node_sums()
    update_items()

#!/usr/bin/env python3
"""Regenerates the barrier-synthesis corpus of this folder: sync.cu (AutoSync's micro-benchmark
shapes) and sdk.cu (SDK kernels with their barriers removed) compiled by NVRTC 12 for
compute_70 with -lineinfo (so the PTX carries `.loc` lines), and one `KERNEL.sync.ron` launch
manifest per kernel, the input of `fermi-sim sync` (docs/sync.md). The kernels have no barriers
and race; the manifests are named `.sync.ron`, not `.launch.ron`, so the sample suite does not
run them. Expected results (computed here, independently of the simulator) are those of the
correctly synchronised kernel; `fermi-sim sync` checks nothing of them, the tests run the
patched kernel against them.

The same sources are also built by clang-16 -O2 -g for sm_70 (`*.clang.ptx`); the tests run
the manifests on those too.

    python3 ptx-samples/sync/gen.py   # needs pip install nvidia-cuda-nvrtc-cu12, clang-16
"""
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
from gen import lcg_values, nvrtc_text, ron_list  # noqa: E402

N = 64
ROWS = 4  # n = 3 outer iterations (+1 row written by the inter kernels); m = 2 inner


def expectations():
    """kernel -> (buffers {name: data}, scalar args [(name, value)], expected {name: list})"""
    out = {}
    size = (ROWS * 2 + 1) * N + 2
    a, b = lcg_values(size, 1), lcg_values(size, 2)
    n, m = 3, 2

    A = list(a)
    x = [A[t + 1] + 11 for t in range(N)]
    for t in range(N):
        A[t] += x[t]
    out["s_1_1_main"] = ({"A": a}, [], {"A": A})

    A, B = list(a), list(b)
    x = [A[t + 1] for t in range(N)]
    y = [B[t + 1] for t in range(N)]
    for t in range(N):
        A[t], B[t] = x[t] + y[t], x[t] - y[t]
    out["s_2_1_main"] = ({"A": a, "B": b}, [], {"A": A, "B": B})

    A = list(a)
    x = [A[t + 2] if t % 2 == 0 else 0 for t in range(N)]
    for t in range(N):
        if t % 6 == 0:
            A[t] += x[t]
    out["s_1_1_if"] = ({"A": a}, [], {"A": A})

    A = list(a)
    for i in range(n):
        x = [A[i * N + t + 1] for t in range(N)]
        for t in range(N):
            A[i * N + t] = x[t] + i
    out["s_1_1_loop_intra"] = ({"A": a}, [("n", n)], {"A": A})

    A = list(a)
    for i in range(n):
        x = [A[i * N + (t + 1) % N] for t in range(N)]
        for t in range(N):
            A[(i + 1) * N + t] = x[t] + i
    out["s_1_1_loop_inter"] = ({"A": a}, [("n", n)], {"A": A})

    A, B = list(a), list(b)
    for i in range(n):
        x = [A[t + 1] for t in range(N)]
        y = [B[t + 1] for t in range(N)]
        for t in range(N):
            A[t], B[t] = x[t] + i, y[t] - i
    out["s_2_2_loop_both"] = ({"A": a, "B": b}, [("n", n)], {"A": A, "B": B})

    A, B = list(a), list(b)
    for i in range(n):
        for j in range(m):
            r = (i * m + j) * N
            x = [A[r + t + 1] for t in range(N)]
            y = [B[r + t + 1] for t in range(N)]
            for t in range(N):
                A[r + t], B[r + t] = x[t] + y[t], x[t] - y[t]
    out["s_2_1_loop_d2_intra"] = ({"A": a, "B": b}, [("n", n), ("m", m)], {"A": A, "B": B})

    A, B = list(a), list(b)
    for i in range(n):
        for j in range(m):
            r = (i * m + j) * N
            x = [A[r + t + 1] for t in range(N)]
            for t in range(N):
                A[r + t] = x[t] + j
        y = [B[i * N + (t + 1) % N] for t in range(N)]
        for t in range(N):
            B[(i + 1) * N + t] = y[t] + i
    out["s_2_2_loop_d2_both"] = ({"A": a, "B": b}, [("n", n), ("m", m)], {"A": A, "B": B})
    return out


def sdk_expectations():
    """The second part (sdk.cu): kernel -> (buffers, scalars, expected, grid, block)."""
    out = {}
    a = lcg_values(2 * N, 3)
    out["reduce0"] = ({"in": a, "out": [0, 0]}, [], {"out": [sum(a[:N]), sum(a[N:])]},
                      (2, 1), (N, 1))
    w = h = 16
    m = lcg_values(w * h, 4)
    tr = [0] * (w * h)
    for y in range(h):
        for x in range(w):
            tr[x * h + y] = m[y * w + x]
    out["transpose"] = ({"in": m, "out": [0] * (w * h)}, [("w", w), ("h", h)], {"out": tr},
                        (2, 2), (8, 8))
    n = 16
    A = [v % 10 for v in lcg_values(n * n, 5)]
    B = [v % 10 for v in lcg_values(n * n, 6)]
    C = [sum(A[r * n + k] * B[k * n + c] for k in range(n)) for r in range(n) for c in range(n)]
    out["matmul"] = ({"A": A, "B": B, "C": [0] * (n * n)}, [("n", n)], {"C": C}, (2, 2), (8, 8))
    # No expected results: the race decides them, and no barrier can remove it.
    out["unfixable_if"] = ({"A": lcg_values(N + 2, 7)}, [], {}, (1, 1), (N, 1))
    return out


def table2_expectations():
    """The third part (table2.cu): kernel -> (buffers, scalars, expected, grid, block)."""
    out = {}
    a = lcg_values(2 * N, 8)
    red = {"out": [sum(a[:N]), sum(a[N:])]}
    out["reduce1"] = ({"in": a, "out": [0, 0]}, [], red, (2, 1), (N, 1))
    out["reduce2"] = ({"in": a, "out": [0, 0]}, [], red, (2, 1), (N, 1))
    a = lcg_values(4 * N, 9)
    out["reduce_warp"] = ({"in": a, "out": [0, 0]}, [], {"out": [sum(a[:2 * N]), sum(a[2 * N:])]},
                          (2, 1), (2 * N, 1))
    w = h = 16
    img = lcg_values(w * h, 10)
    px = lambda x, y: img[y * w + x] if 0 <= x < w and 0 <= y < h else 0  # noqa: E731
    wt = lambda k: 3 - abs(k)  # noqa: E731
    rows = [sum(wt(k) * px(x + k, y) for k in range(-2, 3)) for y in range(h) for x in range(w)]
    cols = [sum(wt(k) * px(x, y + k) for k in range(-2, 3)) for y in range(h) for x in range(w)]
    out["conv_rows"] = ({"in": img, "out": [0] * (w * h)}, [("w", w), ("h", h)], {"out": rows},
                        (2, 2), (8, 8))
    out["conv_cols"] = ({"in": img, "out": [0] * (w * h)}, [("w", w), ("h", h)], {"out": cols},
                        (2, 2), (8, 8))
    per = 3
    vals = [abs(v) for v in lcg_values(2 * per * N, 11)]
    hist = [0] * N
    for v in vals:
        hist[v % N] += 1
    out["histogram"] = ({"in": vals, "hist": [0] * N}, [("per_thread", per)], {"hist": hist},
                        (2, 1), (N, 1))
    d = lcg_values(2 * N, 12)
    inc = [17, -5]
    out["scan_add"] = ({"data": d, "incr": inc}, [],
                       {"data": [v + inc[i // N] for i, v in enumerate(d)]}, (2, 1), (N, 1))
    return out


def manifest(kernel, bufs, scalars, expected, grid=(1, 1), block=(N, 1), ptx="sync.ptx"):
    lines = ["(", f'    ptx: "{ptx}",', f'    kernel: "{kernel}",',
             f"    grid: ({grid[0]}, {grid[1]}, 1),", f"    block: ({block[0]}, {block[1]}, 1),",
             "    buffers: {"]
    for name, data in bufs.items():
        lines.append(f'        "{name}": (ty: S32, data: {ron_list(data)}),')
    lines.append("    },")
    args = [f'Buffer("{k}")' for k in bufs] + [f"S32({v})" for _, v in scalars]
    lines.append(f"    args: [{', '.join(args)}],")
    names = list(bufs) + [k for k, _ in scalars]
    lines.append(f"    arg_names: [{', '.join(chr(34) + k + chr(34) for k in names)}],")
    src = ptx.replace(".ptx", ".cu")
    lines.append(f'    description: "{src} `{kernel}` without barriers (the input of fermi-sim sync)",')
    lines.append("    expected: {")
    for name, v in expected.items():
        lines.append(f'        "{name}": {ron_list(v)},')
    lines.append("    },")
    lines.append(")")
    return "\n".join(lines) + "\n"


def compile_cu(name):
    """sync.cu -> sync.ptx (NVRTC 12, compute_70, -lineinfo); False without NVRTC 12."""
    src = open(os.path.join(HERE, name), encoding="utf-8").read()
    ptx = nvrtc_text(12, 70, src, name, (b"-lineinfo",))
    if ptx is None:
        return False
    # NVRTC names the source by its absolute path in `.file`; keep the file name only.
    ptx = ptx.replace(os.path.join(os.getcwd(), name), name).replace(os.path.join(HERE, name), name)
    with open(os.path.join(HERE, name.replace(".cu", ".ptx")), "w", encoding="utf-8") as f:
        f.write(ptx)
    return True


def compile_clang(name):
    """sync.cu -> sync.clang.ptx (clang-16 -O2 -g for sm_70, the shim header of ../include for
    the built-ins); False without clang-16. The `-g` build carries clang's `.loc` lines, so the
    report's source lines are tested on both compilers' forms."""
    cc = shutil.which("clang-16")
    if not cc:
        return False
    args = [cc, "--cuda-device-only", "--cuda-gpu-arch=sm_70", "-nocudainc", "-nocudalib", "-O2",
            "-g", "-S", "-x", "cuda", "-I", "../include", "-include", "cuda_shim.h",
            "-Xclang", "-target-feature", "-Xclang", "+ptx64", "-w", name, "-o", "-"]
    ptx = subprocess.run(args, check=True, capture_output=True, text=True, cwd=HERE).stdout
    # clang names the sources by absolute path in `.file`; keep the path relative to here.
    ptx = ptx.replace(HERE + os.sep, "")
    with open(os.path.join(HERE, name.replace(".cu", ".clang.ptx")), "w", encoding="utf-8") as f:
        f.write(ptx)
    return True


def main():
    for name in ("sync.cu", "sdk.cu", "table2.cu"):
        if not compile_clang(name):
            print("skipped the clang-16 builds: clang-16 not installed")
            break
    if not (compile_cu("sync.cu") and compile_cu("sdk.cu") and compile_cu("table2.cu")):
        print("skipped: NVRTC 12 not installed")
        return
    n = 0
    for k, e in expectations().items():
        with open(os.path.join(HERE, f"{k}.sync.ron"), "w", encoding="utf-8") as f:
            f.write(manifest(k, *e))
        n += 1
    for k, (bufs, scalars, expected, grid, block) in sdk_expectations().items():
        with open(os.path.join(HERE, f"{k}.sync.ron"), "w", encoding="utf-8") as f:
            f.write(manifest(k, bufs, scalars, expected, grid, block, "sdk.ptx"))
        n += 1
    for k, (bufs, scalars, expected, grid, block) in table2_expectations().items():
        with open(os.path.join(HERE, f"{k}.sync.ron"), "w", encoding="utf-8") as f:
            f.write(manifest(k, bufs, scalars, expected, grid, block, "table2.ptx"))
        n += 1
    print(f"generated sync.ptx, sdk.ptx, table2.ptx and {n} manifests")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# Usage: python3 scripts/gen_vadd_big.py DIR [N]
# Writes the vector-add launch of docs/performance.md ("Loading data") with N elements (default
# 1,048,576 = 4096 blocks of 256) into DIR twice: `vadd_literal.launch.ron` with the inputs as
# literal RON lists (about 15 MB for the default N) and `vadd_npy.launch.ron` reading them from
# `a.npy` and `b.npy`. The data is the bench's: a[i] = (i mod 100000)/2, b[i] = (i mod 7)/4 - 1.
# Nothing it writes is committed (ptx-samples/cuda/vadd_npy.launch.ron is the small sample).
import os
import shutil
import struct
import sys

out = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 1 << 20
os.makedirs(out, exist_ok=True)
here = os.path.dirname(os.path.abspath(__file__))
shutil.copy(os.path.join(here, "..", "ptx-samples", "cuda", "vadd.ptx"), out)
a = [(i % 100000) / 2 for i in range(n)]
b = [(i % 7) / 4 - 1 for i in range(n)]
blocks = (n + 255) // 256


def npy(path, xs):
    # NumPy format 1.0, '<f4', C order, one dimension; header padded to 64 bytes.
    d = "{'descr': '<f4', 'fortran_order': False, 'shape': (%d,), }" % len(xs)
    pad = (10 + len(d) + 1 + 63) // 64 * 64 - (10 + len(d) + 1)
    d += " " * pad + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(d)) + d.encode())
        f.write(struct.pack("<%df" % len(xs), *xs))


def lit(xs):
    return "[" + ", ".join(repr(x) for x in xs) + "]"


head = '(\n    ptx: "vadd.ptx",\n    kernel: "vadd",\n    grid: (%d, 1, 1),\n    block: (256, 1, 1),\n' % blocks
tail = '    args: [Buffer("a"), Buffer("b"), Buffer("c"), S32(%d)],\n)\n' % n
with open(os.path.join(out, "vadd_literal.launch.ron"), "w") as f:
    f.write(head)
    f.write('    buffers: {\n        "a": (ty: F32, data: %s),\n' % lit(a))
    f.write('        "b": (ty: F32, data: %s),\n' % lit(b))
    f.write('        "c": (ty: F32, len: %d),\n    },\n' % n)
    f.write(tail)
npy(os.path.join(out, "a.npy"), a)
npy(os.path.join(out, "b.npy"), b)
with open(os.path.join(out, "vadd_npy.launch.ron"), "w") as f:
    f.write(head)
    f.write('    buffers: {\n        "a": (ty: F32, data_file: "a.npy"),\n')
    f.write('        "b": (ty: F32, data_file: "b.npy"),\n')
    f.write('        "c": (ty: F32, len: %d),\n    },\n' % n)
    f.write(tail)

"""A kernel with a data race (every thread adds to one counter without atomics) and one that
writes past its allocation. Under fermi-sim each launch fails with CUDA_ERROR_LAUNCH_FAILED
(719), which the script expects; `fermi-sim exec` then exits with status 4."""
import sys

import numpy as np

from common import check, compile_ptx, context, cu, load, verdict

SRC = r"""
extern "C" __global__ void count(int *c) { *c = *c + 1; }
extern "C" __global__ void past_end(int *a, int n) { a[threadIdx.x + n] = 1; }
"""

context()
mod = load(compile_ptx(SRC))
d = check(cu.cuMemAlloc(64 * 4))
p = np.array([int(d)], np.uint64)
n = np.array([64], np.int32)
results = []
for name, args, grid in ((b"count", [p], 2), (b"past_end", [p, n], 1)):
    f = check(cu.cuModuleGetFunction(mod, name))
    params = np.array([a.ctypes.data for a in args], np.uint64)
    err, = cu.cuLaunchKernel(f, grid, 1, 1, 32, 1, 1, 0, 0, params.ctypes.data, 0)
    results.append(int(err))
    print(f"{name.decode()}: launch returned {int(err)} ({cu.cuGetErrorName(err)[1].decode()})")
sys.exit(verdict(results == [719, 719], "the race and the out-of-bounds write fail their launches"))

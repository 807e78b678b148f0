"""Module variables through cuModuleGetGlobal: a __constant__ table and a __device__ counter are
written from the host, read and updated by a kernel, and read back; a __constant__ with an
initialiser the host never writes keeps its value over both launches."""
import sys

import numpy as np

from common import check, compile_ptx, context, cu, load, verdict

SRC = r"""
__constant__ int coef[4];
__constant__ int bias = 1000;
__device__ int calls = 100;
extern "C" __global__ void poly(const int *x, int *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = bias + coef[0] + x[i] * (coef[1] + x[i] * (coef[2] + x[i] * coef[3]));
    if (i == 0) calls += 1;
}
"""

n = 64
context()
mod = load(compile_ptx(SRC))
f = check(cu.cuModuleGetFunction(mod, b"poly"))
dcoef, coef_size = check(cu.cuModuleGetGlobal(mod, b"coef"))
dcalls, calls_size = check(cu.cuModuleGetGlobal(mod, b"calls"))
before = np.zeros(1, np.int32)
check(cu.cuMemcpyDtoH(before.ctypes.data, dcalls, 4))  # its initialiser
coef = np.array([3, -2, 5, 1], np.int32)
check(cu.cuMemcpyHtoD(dcoef, coef.ctypes.data, 16))
x = np.arange(n, dtype=np.int32) - 20
dx, dy = check(cu.cuMemAlloc(n * 4)), check(cu.cuMemAlloc(n * 4))
check(cu.cuMemcpyHtoD(dx, x.ctypes.data, n * 4))
args = [np.array([int(dx)], np.uint64), np.array([int(dy)], np.uint64), np.array([n], np.int32)]
params = np.array([a.ctypes.data for a in args], np.uint64)
for _ in range(2):
    check(cu.cuLaunchKernel(f, 1, 1, 1, n, 1, 1, 0, 0, params.ctypes.data, 0))
y = np.zeros(n, np.int32)
check(cu.cuMemcpyDtoH(y.ctypes.data, dy, n * 4))
after = np.zeros(1, np.int32)
check(cu.cuMemcpyDtoH(after.ctypes.data, dcalls, 4))
expect = 1000 + 3 + x * (-2 + x * (5 + x * 1))
ok = (coef_size, calls_size) == (16, 4) and before[0] == 100 and after[0] == 102 and np.array_equal(y, expect)
sys.exit(verdict(ok, f"__constant__ coef ({coef_size} bytes), __device__ calls {before[0]} -> {after[0]}"))

"""Vector add through the driver API: NVRTC → PTX → cuModuleLoadData → cuLaunchKernel."""
import ctypes
import sys

import numpy as np

from common import check, compile_ptx, context, cu, load, verdict

SRC = r"""
extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
"""

n = 1000
context()
mod = load(compile_ptx(SRC))
f = check(cu.cuModuleGetFunction(mod, b"vadd"))
a = np.arange(n, dtype=np.float32)
b = (2.5 * np.arange(n)).astype(np.float32)
c = np.zeros(n, dtype=np.float32)
da, db, dc = (check(cu.cuMemAlloc(n * 4)) for _ in range(3))
check(cu.cuMemcpyHtoD(da, a.ctypes.data, n * 4))
check(cu.cuMemcpyHtoD(db, b.ctypes.data, n * 4))
args = [np.array([int(x)], dtype=np.uint64) for x in (da, db, dc)] + [np.array([n], dtype=np.int32)]
params = np.array([x.ctypes.data for x in args], dtype=np.uint64)
check(cu.cuLaunchKernel(f, (n + 255) // 256, 1, 1, 256, 1, 1, 0, 0, params.ctypes.data, 0))
check(cu.cuCtxSynchronize())
check(cu.cuMemcpyDtoH(c.ctypes.data, dc, n * 4))
for d in (da, db, dc):
    check(cu.cuMemFree(d))
sys.exit(verdict(np.array_equal(c, a + b), f"vector add of {n} floats"))

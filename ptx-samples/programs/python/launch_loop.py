"""A loop of launches on the host: each launch adds 1 to every element until the host, reading
a flag copied back after each launch, sees the target reached. Device memory persists between
launches; the arguments go through cuLaunchKernel's `extra` buffer."""
import ctypes
import sys

import numpy as np

from common import check, compile_ptx, context, cu, load, verdict

SRC = r"""
extern "C" __global__ void step(int *x, int *done, int n, int target) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        x[i] += 1;
        if (i == 0 && x[0] >= target) *done = 1;
    }
}
"""

n, target = 100, 6
context()
f = check(cu.cuModuleGetFunction(load(compile_ptx(SRC)), b"step"))
dx = check(cu.cuMemAlloc(n * 4))
dd = check(cu.cuMemAlloc(4))
start = np.arange(n, dtype=np.int32) % 3
check(cu.cuMemcpyHtoD(dx, start.ctypes.data, n * 4))
check(cu.cuMemsetD8(dd, 0, 4))


class Args(ctypes.Structure):  # the kernel's parameters at their offsets
    _fields_ = [("x", ctypes.c_uint64), ("done", ctypes.c_uint64), ("n", ctypes.c_int), ("target", ctypes.c_int)]


args = Args(int(dx), int(dd), n, target)
size = ctypes.c_size_t(ctypes.sizeof(args))
extra = (ctypes.c_void_p * 5)(1, ctypes.addressof(args), 2, ctypes.addressof(size), 0)
launches, done = 0, np.zeros(1, np.int32)
while not done[0] and launches < 50:
    check(cu.cuLaunchKernel(f, 1, 1, 1, 128, 1, 1, 0, 0, 0, ctypes.addressof(extra)))
    launches += 1
    check(cu.cuMemcpyDtoH(done.ctypes.data, dd, 4))
x = np.zeros(n, np.int32)
check(cu.cuMemcpyDtoH(x.ctypes.data, dx, n * 4))
ok = launches == target and np.array_equal(x, start + target)
sys.exit(verdict(ok, f"{launches} launches until the flag was set"))

"""A sum reduction with shared memory: each block reduces 256 elements in a tree with
__syncthreads, block sums go to a second array, the host adds them."""
import sys

import numpy as np

from common import check, compile_ptx, context, cu, load, verdict

SRC = r"""
extern "C" __global__ void block_sum(const int *in, int *out, int n) {
    __shared__ int s[256];
    int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? in[i] : 0;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}
"""

n, threads = 2000, 256
blocks = (n + threads - 1) // threads
context()
f = check(cu.cuModuleGetFunction(load(compile_ptx(SRC)), b"block_sum"))
data = (np.arange(n, dtype=np.int32) * 7) % 101
din = check(cu.cuMemAlloc(n * 4))
dout = check(cu.cuMemAlloc(blocks * 4))
check(cu.cuMemcpyHtoD(din, data.ctypes.data, n * 4))
check(cu.cuMemsetD32(dout, 0xDEAD, blocks))
args = [np.array([int(din)], np.uint64), np.array([int(dout)], np.uint64), np.array([n], np.int32)]
params = np.array([a.ctypes.data for a in args], np.uint64)
check(cu.cuLaunchKernel(f, blocks, 1, 1, threads, 1, 1, 0, 0, params.ctypes.data, 0))
sums = np.zeros(blocks, np.int32)
check(cu.cuMemcpyDtoH(sums.ctypes.data, dout, blocks * 4))
expect = [int(data[b * threads:(b + 1) * threads].sum()) for b in range(blocks)]
ok = sums.tolist() == expect and int(sums.sum()) == int(data.sum())
sys.exit(verdict(ok, f"shared-memory reduction of {n} ints in {blocks} blocks: {int(sums.sum())}"))

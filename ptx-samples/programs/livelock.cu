// A finding: an intra-warp spin lock. The lane that takes the lock cannot release it while the
// other lanes of its warp spin on it (lock-step warps before Volta): a livelock, which the
// check reports.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void count(int *lock, int *n) {
  while (atomicCAS(lock, 0, 1) != 0) {
  }
  *n += 1;
  __threadfence();
  atomicExch(lock, 0);
}

int main() {
  int *d;
  cudaMalloc(&d, 2 * sizeof(int));
  cudaMemset(d, 0, 2 * sizeof(int));
  count<<<1, 32>>>(d, d + 1);
  cudaError_t e = cudaDeviceSynchronize();
  int n = -1;
  cudaMemcpy(&n, d + 1, sizeof n, cudaMemcpyDeviceToHost);
  printf("livelock: %s, count %d: %s\n", cudaGetErrorName(e), n,
         e == cudaSuccess && n == 32 ? "PASS" : "FAIL");
  return e != cudaSuccess;
}

// A finding: __syncthreads() inside a branch that only some threads of the block take (barrier
// divergence); the check fails the launch and the program sees cudaErrorLaunchFailure.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void shift(int *a) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = a[t];
  if (t < 32) {
    __syncthreads();  // only the first warp reaches this barrier
    a[t] = s[(t + 1) % 64];
  }
}

int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  cudaMemset(d, 0, 64 * sizeof(int));
  shift<<<1, 64>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("barrier_divergence: %s: %s\n", cudaGetErrorName(e),
         e == cudaSuccess ? "PASS" : "FAIL");
  return e != cudaSuccess;
}

// A finding: an off-by-one loop bound writes one element past the allocation; the memory check
// fails the launch and the program sees cudaErrorLaunchFailure.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n) a[i] = i;  // should be i < n
}

int main() {
  const int n = 100;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  fill<<<2, 64>>>(d, n);
  cudaError_t e = cudaDeviceSynchronize();
  printf("out_of_bounds: %s: %s\n", cudaGetErrorName(e), e == cudaSuccess ? "PASS" : "FAIL");
  return e != cudaSuccess;
}

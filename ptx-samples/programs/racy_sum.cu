// A data race: every thread adds into one counter without an atomic. The race check reports
// it (fermi-sim exec --check races) and the launch fails with cudaErrorLaunchFailure.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void sum(const int *x, int *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) *total += x[i];
}

int main() {
  const int n = 64;
  int h[n];
  for (int i = 0; i < n; i++) h[i] = 1;
  int *d, *dt;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dt, sizeof(int));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(dt, 0, sizeof(int));
  sum<<<2, 32>>>(d, dt, n);
  cudaError_t e = cudaGetLastError();
  printf("racy_sum: launch: %s\n", cudaGetErrorName(e));
  return 0;
}

// A host loop launching one kernel many times: each launch adds 1 to every element, so the
// result counts the launches; the data stays on the device between them.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void inc(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1;
}

int main() {
  const int n = 64, launches = 20;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  for (int k = 0; k < launches; k++) inc<<<2, 32>>>(d, n);
  if (cudaGetLastError() != cudaSuccess) { printf("many_launches: launch error\n"); return 1; }
  int h[n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) bad += h[i] != launches;
  printf("many_launches: %d launches, %d of %d wrong\n", launches, bad, n);
  return bad != 0;
}

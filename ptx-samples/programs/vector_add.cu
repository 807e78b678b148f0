// Vector add with a host check: one launch, copies both ways.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  const int n = 1000;
  static float a[n], b[n], c[n];
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = 2 * i; c[i] = -1; }
  float *da, *db, *dc;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dc, sizeof c);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  vadd<<<(n + 127) / 128, 128>>>(da, db, dc, n);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (c[i] != 3.0f * i) bad++;
  printf("vector_add: %d of %d wrong, sync: %s\n", bad, n, cudaGetErrorName(e));
  cudaFree(da); cudaFree(db); cudaFree(dc);
  return bad != 0;
}

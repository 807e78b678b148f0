// Pointer arithmetic in arguments: the kernel gets `d + 16` and a count, and writes only the
// elements from 16 on; the first 16 keep what cudaMemset wrote. Also reads the device's name.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int *p, int n, int v) {
  int i = threadIdx.x;
  if (i < n) p[i] = v + i;
}

int main() {
  const int n = 64;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0xff, n * sizeof(int));  // every int -1
  fill<<<1, 64>>>(d + 16, n - 16, 100);
  int h[n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) bad += h[i] != (i < 16 ? -1 : 100 + i - 16);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int count = 0;
  cudaGetDeviceCount(&count);
  printf("offset_args: %d of %d wrong; %d device, %d SMs, warp %d\n", bad, n, count,
         prop.multiProcessorCount, prop.warpSize);
  return bad != 0;
}

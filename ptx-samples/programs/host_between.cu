// Host work between launches, and a device-to-device copy: the device squares, the host adds
// the index to the copy it read back, the device squares again.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void square(long long *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * x[i];
}

int main() {
  const int n = 40;
  long long h[n], want[n];
  for (int i = 0; i < n; i++) h[i] = i;
  long long *d, *d2;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&d2, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  square<<<1, 64>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++) h[i] += i;  // i*i + i
  cudaMemcpy(d2, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(d, d2, sizeof h, cudaMemcpyDeviceToDevice);
  square<<<2, 32>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    want[i] = (long long)(i * i + i) * (i * i + i);
    bad += h[i] != want[i];
  }
  printf("host_between: %d of %d wrong, x[39] = %lld\n", bad, n, h[39]);
  return bad != 0;
}

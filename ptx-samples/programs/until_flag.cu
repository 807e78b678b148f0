// A loop that stops on a device flag: each step halves every value (rounding down) and sets the
// flag when some value is still above 1; the host copies the flag back after every launch.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void halve(unsigned *v, int n, int *again) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    v[i] /= 2;
    if (v[i] > 1) *again = 1;
  }
}

int main() {
  const int n = 48;
  unsigned h[n];
  for (int i = 0; i < n; i++) h[i] = 1u << (i % 12);  // largest: 2048 = 2^11
  unsigned *d;
  int *dflag;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dflag, sizeof(int));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  int steps = 0, flag = 1;
  while (flag && steps < 100) {
    flag = 0;
    cudaMemcpy(dflag, &flag, sizeof flag, cudaMemcpyHostToDevice);
    halve<<<1, 64>>>(d, n, dflag);
    cudaMemcpy(&flag, dflag, sizeof flag, cudaMemcpyDeviceToHost);
    steps++;
  }
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) bad += h[i] > 1;
  // 2048 is above 1 after 9 halvings (4) and 10 (2), not after 11 (1): 11 launches.
  printf("until_flag: stopped after %d launches (expected 11), %d values above 1\n", steps, bad);
  return !(steps == 11 && bad == 0);
}

// A module variable kept between launches: a __device__ counter starts at 5 (its initializer),
// each launch adds one per thread with an atomic, and a last kernel copies it out.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int counter = 5;

__global__ void bump() { atomicAdd(&counter, 1); }

__global__ void read_counter(int *out) { *out = counter; }

int main() {
  int *d;
  cudaMalloc(&d, sizeof(int));
  for (int k = 0; k < 3; k++) bump<<<2, 16>>>();
  read_counter<<<1, 1>>>(d);
  int h = 0;
  cudaError_t e = cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device_counter: %d (expected %d), %s\n", h, 5 + 3 * 32, cudaGetErrorName(e));
  return 0;
}

// Device printf from several blocks and threads, with the printf FIFO's limit set and read
// back; the host checks the kernel's results and the limit.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void hello(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  printf("block %d thread %d: %d squared is %d\n", blockIdx.x, threadIdx.x, i, i * i);
  out[i] = i * i;
}

int main() {
  cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1 << 16);
  size_t fifo = 0;
  cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize);
  int *d, h[6];
  cudaMalloc(&d, sizeof h);
  printf("device_printf: launching\n");
  hello<<<2, 3>>>(d);
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 6; i++) bad += h[i] != i * i;
  bool ok = bad == 0 && fifo == (1 << 16);
  printf("device_printf: fifo %zu bytes, %d wrong: %s\n", fifo, bad, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

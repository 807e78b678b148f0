// Mapped pinned memory: a kernel writes into cudaHostAlloc(cudaHostAllocMapped) memory through
// the pointer of cudaHostGetDevicePointer, and reads memory of the program's own registered
// with cudaHostRegister; the host reads the results without a copy. Prints PASS or FAIL.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void square(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * in[i];
}

int main() {
  const int n = 200;
  int *out = nullptr, *dout = nullptr, *din = nullptr;
  cudaHostAlloc(&out, n * sizeof(int), cudaHostAllocMapped);
  cudaHostGetDevicePointer(&dout, out, 0);
  int *in = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) in[i] = i - 100;
  cudaError_t er = cudaHostRegister(in, n * sizeof(int), cudaHostRegisterMapped);
  cudaHostGetDevicePointer(&din, in, 0);
  square<<<2, 128>>>(din, dout, n);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int i = 0; i < n; i++) bad += out[i] != (i - 100) * (i - 100);
  // The host changes its input; the next launch sees it.
  in[7] = 9;
  square<<<2, 128>>>(din, dout, n);
  cudaDeviceSynchronize();
  bad += out[7] != 81;
  cudaError_t eu = cudaHostUnregister(in);
  cudaError_t ef = cudaFreeHost(out);
  free(in);
  int ok = bad == 0 && er == cudaSuccess && eu == cudaSuccess && ef == cudaSuccess &&
           dout != nullptr && din != nullptr;
  printf("mapped: %d of %d wrong: %s\n", bad, n + 1, ok ? "PASS" : "FAIL");
  return !ok;
}

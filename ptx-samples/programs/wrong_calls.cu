// Wrong calls get the runtime's error codes: a double free, a foreign pointer, copies out of
// an allocation's range and of a symbol's, an allocation beyond the device's memory, a wrong
// free function, an unregistered host pointer, and a function fermi-sim does not support.
// Prints each error name, then PASS or FAIL.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int small[4];

static int bad = 0;
static void expect(const char *what, cudaError_t got, cudaError_t want) {
  printf("%s: %s\n", what, cudaGetErrorName(got));
  bad += got != want;
}

int main() {
  int *d = nullptr, h[8] = {0}, local = 0;
  cudaMalloc(&d, 4 * sizeof(int));
  expect("copy past the end", cudaMemcpy(d, h, 8 * sizeof(int), cudaMemcpyHostToDevice),
         cudaErrorInvalidValue);
  expect("copy before the start", cudaMemcpy(h, d - 1, sizeof(int), cudaMemcpyDeviceToHost),
         cudaErrorInvalidValue);
  expect("memset past the end", cudaMemset(d + 2, 0, 3 * sizeof(int)), cudaErrorInvalidValue);
  expect("bad direction", cudaMemcpy(d, h, 4, (cudaMemcpyKind)7), cudaErrorInvalidMemcpyDirection);
  expect("symbol past the end", cudaMemcpyToSymbol(small, h, 4 * sizeof(int), 4),
         cudaErrorInvalidValue);
  expect("not a symbol", cudaMemcpyToSymbol(&local, h, sizeof(int)), cudaErrorInvalidSymbol);
  expect("cudaFreeHost of device memory", cudaFreeHost(d), cudaErrorInvalidValue);
  expect("free", cudaFree(d), cudaSuccess);
  expect("double free", cudaFree(d), cudaErrorInvalidValue);
  expect("free of a host pointer", cudaFree(h), cudaErrorInvalidValue);
  int *huge = nullptr;
  expect("beyond the device's memory", cudaMalloc(&huge, (size_t)64 << 30),
         cudaErrorMemoryAllocation);
  expect("last error", cudaGetLastError(), cudaErrorMemoryAllocation);
  expect("unregistered", cudaHostUnregister(h), cudaErrorHostMemoryNotRegistered);
  expect("register", cudaHostRegister(h, sizeof h, 0), cudaSuccess);
  expect("register twice", cudaHostRegister(h + 2, 8, 0), cudaErrorHostMemoryAlreadyRegistered);
  expect("unregister", cudaHostUnregister(h), cudaSuccess);
  cudaGraph_t graph = nullptr;
  expect("not supported", cudaGraphCreate(&graph, 0), cudaErrorNotSupported);
  expect("not supported again", cudaGraphCreate(&graph, 0), cudaErrorNotSupported);
  printf("wrong_calls: %s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

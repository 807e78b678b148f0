// Managed memory: the host writes and reads a cudaMallocManaged array directly, kernels update
// it in place between the host's own updates. Prints PASS or FAIL.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void twice_plus(int *a, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = 2 * a[i] + k;
}

int main() {
  const int n = 300;
  int *a = nullptr;
  cudaError_t e = cudaMallocManaged(&a, n * sizeof(int));
  if (e != cudaSuccess) {
    printf("managed: cudaMallocManaged: %s: FAIL\n", cudaGetErrorName(e));
    return 1;
  }
  for (int i = 0; i < n; i++) a[i] = i;
  twice_plus<<<3, 128>>>(a, n, 1);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; i += 2) a[i] = -a[i];  // host changes between launches
  twice_plus<<<3, 128>>>(a, n, 0);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int i = 0; i < n; i++) {
    int v = 2 * i + 1;
    if (i % 2 == 0) v = -v;
    bad += a[i] != 2 * v;
  }
  cudaPointerAttributes attr;
  cudaPointerGetAttributes(&attr, a + 5);
  int attr_ok = attr.type == cudaMemoryTypeManaged && attr.devicePointer == a + 5;
  cudaError_t ef = cudaFree(a);
  int ok = bad == 0 && attr_ok && ef == cudaSuccess;
  printf("managed: %d of %d wrong, attributes %s: %s\n", bad, n, attr_ok ? "ok" : "wrong",
         ok ? "PASS" : "FAIL");
  return !ok;
}

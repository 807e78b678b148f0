// A kernel template instantiated twice (int and float): two kernels in the PTX, each launched
// through its own host stub; the host checks both results.
#include <cstdio>
#include <cuda_runtime.h>

template <typename T>
__global__ void axpy(T a, const T *x, T *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

template <typename T>
int run(T a, int n) {
  T *hx = new T[n], *hy = new T[n];
  for (int i = 0; i < n; i++) { hx[i] = T(i); hy[i] = T(2 * i + 1); }
  T *x, *y;
  cudaMalloc(&x, n * sizeof(T));
  cudaMalloc(&y, n * sizeof(T));
  cudaMemcpy(x, hx, n * sizeof(T), cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy, n * sizeof(T), cudaMemcpyHostToDevice);
  axpy<T><<<(n + 63) / 64, 64>>>(a, x, y, n);
  cudaMemcpy(hy, y, n * sizeof(T), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) bad += hy[i] != a * T(i) + T(2 * i + 1);
  cudaFree(x);
  cudaFree(y);
  delete[] hx;
  delete[] hy;
  return bad;
}

int main() {
  int bi = run<int>(3, 100);
  int bf = run<float>(0.5f, 130);
  bool ok = bi == 0 && bf == 0 && cudaGetLastError() == cudaSuccess;
  printf("templates: int %d wrong, float %d wrong: %s\n", bi, bf, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

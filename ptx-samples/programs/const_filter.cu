// A 1D convolution whose filter is a __constant__ array written by cudaMemcpyToSymbol: the
// kernel reads it with ld.const. The filter is written twice (a second cudaMemcpyToSymbol at
// an offset changes two taps), and read back with cudaMemcpyFromSymbol. Prints PASS or FAIL.
#include <cstdio>
#include <cuda_runtime.h>

#define TAPS 5
__constant__ float filter[TAPS];

__global__ void convolve(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s = 0;
  for (int k = 0; k < TAPS; k++) {
    int j = i + k - TAPS / 2;
    if (j >= 0 && j < n) s += filter[k] * in[j];
  }
  out[i] = s;
}

static int check(const float *in, const float *out, const float *f, int n) {
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int k = 0; k < TAPS; k++) {
      int j = i + k - TAPS / 2;
      if (j >= 0 && j < n) s += f[k] * in[j];
    }
    bad += out[i] != s;
  }
  return bad;
}

int main() {
  const int n = 100;
  float in[n], out[n];
  for (int i = 0; i < n; i++) in[i] = (float)(i % 7) - 3.0f;
  float f[TAPS] = {1, 2, 4, 2, 1};
  float *din, *dout;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  cudaError_t e1 = cudaMemcpyToSymbol(filter, f, sizeof f);
  convolve<<<4, 32>>>(din, dout, n);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  int bad1 = check(in, out, f, n);
  // Taps 3 and 4 only: offset 3 floats.
  float g[2] = {-1, 8};
  cudaError_t e2 = cudaMemcpyToSymbol(filter, g, sizeof g, 3 * sizeof(float));
  f[3] = -1;
  f[4] = 8;
  convolve<<<4, 32>>>(din, dout, n);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  int bad2 = check(in, out, f, n);
  float back[TAPS];
  cudaError_t e3 = cudaMemcpyFromSymbol(back, filter, sizeof back);
  int bad3 = 0;
  for (int k = 0; k < TAPS; k++) bad3 += back[k] != f[k];
  size_t size = 0;
  cudaGetSymbolSize(&size, filter);
  int ok = !bad1 && !bad2 && !bad3 && e1 == cudaSuccess && e2 == cudaSuccess &&
           e3 == cudaSuccess && size == sizeof f;
  printf("const_filter: %d, %d wrong, filter read back %d wrong, size %zu: %s\n", bad1, bad2,
         bad3, size, ok ? "PASS" : "FAIL");
  return !ok;
}

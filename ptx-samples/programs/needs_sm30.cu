// A program that quits below compute capability 3.0 (it reduces with warp shuffles, which
// Fermi lacks): `fermi-sim exec --sm 30` (or higher) lets it run. It also sizes its launch with
// the occupancy calculator and reads the kernel's attributes.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void warp_sums(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;  // whole warps: n is a multiple of 32
  int v = in[i];
  for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffff, v, off);
  if (threadIdx.x % 32 == 0) out[i / 32] = v;
}

int main() {
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  int major = 0, minor = 0;
  cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0);
  cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, 0);
  if (p.major < 3) {
    printf("needs_sm30: compute capability %d.%d is below 3.0, quitting\n", p.major, p.minor);
    return 1;
  }
  int min_grid = 0, block = 0;
  cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, warp_sums, 0, 0);
  cudaFuncAttributes fa;
  cudaFuncGetAttributes(&fa, warp_sums);
  const int n = 4096;
  int h[n], sums[n / 32];
  for (int i = 0; i < n; i++) h[i] = i % 5;
  int *in, *out;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof sums);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  warp_sums<<<(n + block - 1) / block, block>>>(in, out, n);
  cudaMemcpy(sums, out, sizeof sums, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int w = 0; w < n / 32; w++) {
    int e = 0;
    for (int i = 32 * w; i < 32 * w + 32; i++) e += i % 5;
    bad += sums[w] != e;
  }
  bool ok = bad == 0 && major == p.major && minor == p.minor && fa.maxThreadsPerBlock >= block;
  printf("needs_sm30: compute capability %d.%d, block %d (occupancy), ptx %d, %d of %d wrong: %s\n",
         major, minor, block, fa.ptxVersion, bad, n / 32, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

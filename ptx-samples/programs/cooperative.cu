// A cooperative launch: every block adds its part to a sum, the grid synchronises
// (this_grid().sync()), then every thread reads the total. A grid too large to be resident at
// once is refused with cudaErrorCooperativeLaunchTooLarge.
#include <cstdio>
// Without libcu++ (CCCL), which no PyPI wheel here has: cooperative groups' own type traits.
#define _CG_LIMIT_INCLUDED_DEPENDENCIES
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

__global__ void total(const int *in, int *sum, int *out, int n) {
  cg::grid_group g = cg::this_grid();
  int i = g.thread_rank();
  if (i < n) atomicAdd(sum, in[i]);
  g.sync();
  if (i < n) out[i] = *sum;
}

int main() {
  int attr = 0;
  cudaDeviceGetAttribute(&attr, cudaDevAttrCooperativeLaunch, 0);
  const int threads = 128, blocks = 4, n = threads * blocks;
  int h[n];
  long long expect = 0;
  for (int i = 0; i < n; i++) { h[i] = i % 7; expect += i % 7; }
  int *in, *sum, *out;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&sum, sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(sum, 0, sizeof(int));
  int nn = n;
  void *args[] = {&in, &sum, &out, &nn};
  cudaError_t e = cudaLaunchCooperativeKernel((void *)total, blocks, threads, args, 0, 0);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) bad += h[i] != expect;
  int per_sm = 0, sms = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, total, threads, 0);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  cudaError_t big = cudaLaunchCooperativeKernel((void *)total, per_sm * sms + 1, threads, args, 0, 0);
  cudaGetLastError();
  bool ok = attr == 1 && e == cudaSuccess && bad == 0 && big == cudaErrorCooperativeLaunchTooLarge;
  printf("cooperative: %s, %d of %d wrong; %d blocks per SM, %d SMs; %d blocks: %s: %s\n",
         cudaGetErrorName(e), bad, n, per_sm, sms, per_sm * sms + 1, cudaGetErrorName(big),
         ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

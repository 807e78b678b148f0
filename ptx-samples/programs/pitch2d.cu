// A pitched 2D array: cudaMallocPitch, cudaMemset2D, cudaMemcpy2D in and out, and a kernel
// that steps rows by the pitch; the columns past the copied width keep the memset value.
// Prints PASS or FAIL.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void add_row(char *base, size_t pitch, int width, int height) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < width && y < height) {
    int *row = (int *)(base + y * pitch);
    row[x] += 1000 * y;
  }
}

int main() {
  const int w = 20, h = 6;  // ints
  int a[h][w];
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y][x] = y * w + x;
  char *d = nullptr;
  size_t pitch = 0;
  cudaMallocPitch((void **)&d, &pitch, w * sizeof(int), h);
  cudaMemset2D(d, pitch, 0x01, pitch, h);  // every byte, the padding too
  // Copy only the first 16 columns.
  cudaMemcpy2D(d, pitch, a, sizeof a[0], 16 * sizeof(int), h, cudaMemcpyHostToDevice);
  add_row<<<h, 32>>>(d, pitch, w, h);
  int b[h][w];
  cudaError_t e = cudaMemcpy2D(b, sizeof b[0], d, pitch, sizeof b[0], h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      bad += b[y][x] != (x < 16 ? a[y][x] : 0x01010101) + 1000 * y;
  cudaError_t ep = cudaMemcpy2D(b, 4, d, pitch, 8, h, cudaMemcpyDeviceToHost);
  int ok = bad == 0 && e == cudaSuccess && pitch >= w * sizeof(int) && pitch % 256 == 0 &&
           ep == cudaErrorInvalidPitchValue;
  printf("pitch2d: %d of %d wrong, width > pitch: %s: %s\n", bad, w * h, cudaGetErrorName(ep),
         ok ? "PASS" : "FAIL");
  return !ok;
}

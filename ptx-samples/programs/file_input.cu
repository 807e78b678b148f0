// Reads its input from the file named on its command line (a count, then that many integers),
// builds a histogram of the values modulo 8 on the device with atomics, and checks it against
// the host's.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void histogram(const int *v, int n, unsigned *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[((v[i] % 8) + 8) % 8], 1u);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: file_input FILE\n");
    return 2;
  }
  FILE *f = fopen(argv[1], "r");
  if (!f) {
    fprintf(stderr, "file_input: cannot open %s\n", argv[1]);
    return 2;
  }
  int n = 0;
  if (fscanf(f, "%d", &n) != 1 || n <= 0 || n > 1 << 20) {
    fprintf(stderr, "file_input: %s: no count\n", argv[1]);
    return 2;
  }
  int *h = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    if (fscanf(f, "%d", &h[i]) != 1) {
      fprintf(stderr, "file_input: %s: value %d is missing\n", argv[1], i);
      return 2;
    }
  fclose(f);
  unsigned expect[8] = {0}, got[8];
  for (int i = 0; i < n; i++) expect[((h[i] % 8) + 8) % 8]++;
  int *v;
  unsigned *bins;
  cudaMalloc(&v, n * sizeof(int));
  cudaMalloc(&bins, sizeof got);
  cudaMemcpy(v, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(bins, 0, sizeof got);
  histogram<<<(n + 31) / 32, 32>>>(v, n, bins);
  cudaMemcpy(got, bins, sizeof got, cudaMemcpyDeviceToHost);
  int bad = 0;
  printf("file_input: %d values, bins", n);
  for (int b = 0; b < 8; b++) {
    printf(" %u", got[b]);
    bad += got[b] != expect[b];
  }
  printf(": %s\n", bad == 0 ? "PASS" : "FAIL");
  free(h);
  return bad != 0;
}

// __device__ variables through their symbols: a structure written with cudaMemcpyToSymbol and
// read by the kernel, an array whose device address (cudaGetSymbolAddress) is passed to the
// kernel plus an offset, copied with cudaMemcpy through that address, and a counter the
// kernel increments across launches, read with cudaMemcpyFromSymbol. Prints PASS or FAIL.
#include <cstdio>
#include <cuda_runtime.h>

struct Params {
  int n;
  int scale;
  int bias;
};
__device__ Params params;
__device__ int table[64];
__device__ int launches = 100;  // an initial value from the PTX

__global__ void apply(int *p) {
  int i = threadIdx.x;
  if (i < params.n) p[i] = p[i] * params.scale + params.bias;
  if (i == 0) launches++;
}

int main() {
  int h[64];
  for (int i = 0; i < 64; i++) h[i] = i;
  Params prm = {48, 3, -5};
  cudaMemcpyToSymbol(params, &prm, sizeof prm);
  int *dtable = nullptr;
  cudaError_t ea = cudaGetSymbolAddress((void **)&dtable, table);
  cudaMemcpy(dtable, h, sizeof h, cudaMemcpyHostToDevice);
  apply<<<1, 64>>>(dtable + 16);  // elements 16..63
  // A second launch changes only the bias, through the structure's field offset.
  int bias = 1000;
  cudaMemcpyToSymbol(params, &bias, sizeof bias, offsetof(Params, bias));
  apply<<<1, 64>>>(dtable);  // elements 0..47
  int out[64];
  cudaMemcpyFromSymbol(out, table, sizeof out);
  int via_ptr[64];
  cudaMemcpy(via_ptr, dtable, sizeof via_ptr, cudaMemcpyDefault);
  int bad = 0;
  for (int i = 0; i < 64; i++) {
    int v = i;
    if (i >= 16) v = v * 3 - 5;
    if (i < 48) v = v * 3 + 1000;
    bad += out[i] != v;
    bad += via_ptr[i] != v;
  }
  int count = 0;
  cudaMemcpyFromSymbol(&count, launches, sizeof count);
  int ok = bad == 0 && count == 102 && ea == cudaSuccess;
  printf("symbols: %d wrong, launches %d: %s\n", bad, count, ok ? "PASS" : "FAIL");
  return !ok;
}

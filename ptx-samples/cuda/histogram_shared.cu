// Histogram with per-block shared-memory atomics, merged into global bins with global atomics.
// Also counts (shared atomicMax) the largest input value seen per block into maxv[blockIdx.x].
// nbins <= 64, nbins <= blockDim.x.
extern "C" __global__ void histo_shared(const unsigned *in, unsigned *bins, int *maxv, int n, unsigned nbins) {
  __shared__ unsigned sb[64];
  __shared__ int smax;
  unsigned t = threadIdx.x;
  if (t < nbins) sb[t] = 0;
  if (t == 0) smax = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + t;
  if (i < n) {
    atomicAdd(&sb[in[i] % nbins], 1u);
    atomicMax(&smax, (int)in[i]);
  }
  __syncthreads();
  if (t < nbins) atomicAdd(&bins[t], sb[t]);
  if (t == 0) maxv[blockIdx.x] = smax;
}

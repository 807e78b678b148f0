// Histogram with global atomics: bins[in[i] % nbins] += 1 for i < n (grid-stride loop).
extern "C" __global__ void histo_global(const unsigned *in, unsigned *bins, int n, unsigned nbins) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&bins[in[i] % nbins], 1u);
}

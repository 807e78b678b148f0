// Shared-memory tree reduction: out[blockIdx.x] = sum of the block's slice of in (zero-padded past n).
// blockDim.x must be a power of two <= 256. Race free: __syncthreads() in every loop iteration.
extern "C" __global__ void reduce_sum(const int *in, int *out, int n) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  s[t] = (i < (unsigned)n) ? in[i] : 0;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}

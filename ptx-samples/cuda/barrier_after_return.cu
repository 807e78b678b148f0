// Barrier after an early return: `if (i >= n) return; ... __syncthreads(); ...`.
// out[i] = in[i] + in[i ^ 1] exchanged through shared memory (n even, blocks of even size).
// If n is a multiple of 32 within a block, whole warps return: the thesis model (exited warps never
// arrive at the barrier) deadlocks. If only some lanes of the last warp return, every warp arrives.
// Either way it is undefined in CUDA when some threads of the block skip the barrier.
extern "C" __global__ void barrier_after_return(const int *in, int *out, int n) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (i >= n) return;
  s[t] = in[i];
  __syncthreads();
  out[i] = s[t] + s[t ^ 1];
}

// A barrier inside a thread-dependent branch (buggy on purpose): `if (threadIdx.x < 16) __syncthreads();`
// With one warp (blockDim.x = 32) the warp reaches the barrier with 16 active lanes; the block's only
// warp has arrived, so SIMT (warp-granular arrival) completes, but it is barrier divergence.
// With two warps (blockDim.x = 64) warp 1 never reaches the barrier and exits; the thesis model (exited
// warps do not arrive) deadlocks; real hardware would let warp 0 go on.
extern "C" __global__ void barrier_divergent(const int *in, int *out) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  if (t < 16) __syncthreads();
  out[t] = 2 * s[t];
}

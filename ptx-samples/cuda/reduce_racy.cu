// The tree reduction of reduce_shared.cu with the barrier inside the loop removed (racy on purpose):
// thread t reads s[t + stride] while thread t + stride may still be updating it in the previous level.
// With one warp (blockDim.x <= 32) SIMT lock-step makes the result correct by accident; with several
// warps the result depends on the schedule.
extern "C" __global__ void reduce_racy(const int *in, int *out, int n) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  s[t] = (i < (unsigned)n) ? in[i] : 0;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    // missing __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}

// The tree reduction of reduce_shared.cu with the barrier inside the loop removed (racy on purpose):
// thread t reads s[t + stride] while thread t + stride may still be updating it in the previous level.
// With one warp (blockDim.x <= 32) SIMT lock-step makes the result correct by accident; with several
// warps the result depends on the schedule.
// NOTE: the racy kernels use a `volatile` shared array. With a plain array clang -O2 optimises the
// racy code as if single-threaded (it kept values in registers, hoisted or deleted the racing loads and
// stores), so the PTX would no longer contain the race the source shows. volatile keeps every access,
// in source order (ld.volatile.shared / st.volatile.shared), which is also how warp-synchronous CUDA
// code is written.
extern "C" __global__ void reduce_racy(const int *in, int *out, int n) {
  volatile __shared__ int s[256];
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

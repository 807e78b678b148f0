// Data races on purpose.
// race_sum: every thread does out[0] += in[t] with a plain (non-atomic) read-modify-write of global
//   memory: lost updates; the final out[0] is between max(in) and sum(in) depending on the schedule.
// race_neighbour: thread t writes s[t] and then reads s[t+1] (written by thread t+1) in shared memory
//   with no barrier between: out[t] is either the old or the new value of s[t+1].
extern "C" __global__ void race_sum(const int *in, int *out) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  out[0] += in[t];
}

// NOTE: the racy kernels use a `volatile` shared array. With a plain array clang -O2 optimises the
// racy code as if single-threaded (it kept values in registers, hoisted or deleted the racing loads and
// stores), so the PTX would no longer contain the race the source shows. volatile keeps every access,
// in source order (ld.volatile.shared / st.volatile.shared), which is also how warp-synchronous CUDA
// code is written.
extern "C" __global__ void race_neighbour(const int *in, int *out) {
  volatile __shared__ int s[257];
  unsigned t = threadIdx.x;
  s[t] = 0;
  if (t == 0) s[blockDim.x] = 0;
  __syncthreads();
  s[t] = in[t];
  // missing __syncthreads();
  out[t] = s[t + 1];
}

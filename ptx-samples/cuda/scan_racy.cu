// Single-buffered Hillis-Steele scan (GPUVerify I, Fig. 1a shape) with the FIRST barrier missing:
// thread t reads s[t - offset] while thread t - offset may already write s[t - offset] (racy on purpose).
// Inside one warp lock-step hides the bug; across warps the result depends on the schedule.
// NOTE: the racy kernels use a `volatile` shared array. With a plain array clang -O2 optimises the
// racy code as if single-threaded (it kept values in registers, hoisted or deleted the racing loads and
// stores), so the PTX would no longer contain the race the source shows. volatile keeps every access,
// in source order (ld.volatile.shared / st.volatile.shared), which is also how warp-synchronous CUDA
// code is written.
extern "C" __global__ void scan_racy(const int *in, int *out) {
  volatile __shared__ int s[256];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  for (unsigned offset = 1; offset < blockDim.x; offset <<= 1) {
    int temp = 0;
    if (t >= offset) temp = s[t - offset];
    // missing __syncthreads();
    if (t >= offset) s[t] += temp;
    __syncthreads();
  }
  out[t] = s[t];
}

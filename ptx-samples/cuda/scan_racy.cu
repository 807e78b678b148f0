// Single-buffered Hillis-Steele scan (GPUVerify I, Fig. 1a shape) with the FIRST barrier missing:
// thread t reads s[t - offset] while thread t - offset may already write s[t - offset] (racy on purpose).
// Inside one warp lock-step hides the bug; across warps the result depends on the schedule.
extern "C" __global__ void scan_racy(const int *in, int *out) {
  __shared__ int s[256];
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

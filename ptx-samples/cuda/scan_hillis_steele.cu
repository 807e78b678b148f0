// Hillis-Steele inclusive scan of each block's slice of in, double-buffered in shared memory
// (one read buffer, one write buffer per step, barrier after each step): race free.
// blockDim.x <= 256.
extern "C" __global__ void scan_hs(const int *in, int *out) {
  __shared__ int buf[2][256];
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + t;
  int pout = 0, pin = 1;
  buf[pout][t] = in[g];
  __syncthreads();
  for (unsigned offset = 1; offset < blockDim.x; offset <<= 1) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (t >= offset)
      buf[pout][t] = buf[pin][t] + buf[pin][t - offset];
    else
      buf[pout][t] = buf[pin][t];
    __syncthreads();
  }
  out[g] = buf[pout][t];
}

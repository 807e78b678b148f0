// Data-dependent loop: steps[i] = number of Collatz steps from in[i] down to 1 (capped at 1000).
extern "C" __global__ void collatz(const unsigned *in, unsigned *steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = in[i];
  unsigned s = 0;
  while (x > 1 && s < 1000) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    s++;
  }
  steps[i] = s;
}

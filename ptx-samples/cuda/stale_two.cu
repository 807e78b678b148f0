// Message passing across SMs through two flags in two cache lines (flags[0] and flags[16] are 64
// bytes apart: different lines for lines of up to 64 bytes). Block 0 (producer, thread 0) writes
// both flags, fences, then raises `sig`. In block 1 (consumer) threads 0 and 1 each read their
// flag once with a plain load (which may bring its line into the SM's L1), wait for `sig` with
// volatile loads, and read their flag again: out = [a0, b0, a1, b1].
//
// The outcome b0 = b1 = 1 after a0 = a1 = 0 needs both L1 lines the first reads filled to be
// evicted after those reads and before the second ones: two background evictions between the same
// two points of the run (docs/deviations.md, "Reachability under M6 and M8").
extern "C" __global__ void mp_two_lines(int *flags, volatile int *sig, int *out) {
  unsigned t = threadIdx.x;
  if (t >= 2)
    return;
  if (blockIdx.x == 0) {
    if (t == 0) {
      ((volatile int *)flags)[0] = 1;
      ((volatile int *)flags)[16] = 1;
      __threadfence();
      *sig = 1;
    }
  } else {
    int a = flags[16 * t];
    while (*sig == 0)
      ;
    // A compiler-only barrier: clang must not reuse `a` for the second plain load.
    asm volatile("" ::: "memory");
    int b = flags[16 * t];
    out[2 * t] = a;
    out[2 * t + 1] = b;
  }
}

// Message passing across SMs (thesis ch. 4, T:L3394: "writes from other SMs might still be missed
// because of incoherent L1 cache states"). Block 0 (producer) writes `flag`, fences, then raises
// `sig`; block 1 (consumer) reads `flag` once (which may bring its line into its SM's L1), waits
// for `sig` with volatile loads, then reads `flag` again.
//  - mp_plain: the second read is a plain ld.global (.ca): it may be served by the consumer's stale
//    L1 line and return 0 although the producer's store completed before `sig` was raised.
//  - mp_volatile: both reads of `flag` are volatile (served from L2): the second read returns 1.
extern "C" __global__ void mp_plain(int *flag, volatile int *sig, int *out) {
  if (threadIdx.x != 0) return;
  if (blockIdx.x == 0) {
    *(volatile int *)flag = 1;
    __threadfence();
    *sig = 1;
  } else {
    int a = *flag;
    while (*sig == 0)
      ;
    // A compiler-only barrier: clang must not reuse `a` for the second plain load.
    asm volatile("" ::: "memory");
    int b = *flag;
    out[0] = a;
    out[1] = b;
  }
}

extern "C" __global__ void mp_volatile(volatile int *flag, volatile int *sig, int *out) {
  if (threadIdx.x != 0) return;
  if (blockIdx.x == 0) {
    *flag = 1;
    __threadfence();
    *sig = 1;
  } else {
    int a = *flag;
    while (*sig == 0)
      ;
    int b = *flag;
    out[0] = a;
    out[1] = b;
  }
}

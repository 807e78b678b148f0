// Producer/consumer across blocks (needs both blocks resident at the same time).
// Block 0 (producer): every thread writes data[t] = 100 + t; fence; barrier; thread 0 sets flag = 1.
// Block 1 (consumer): thread 0 polls flag until it is set; barrier; every thread copies data[t] to out[t].
//
// pc_volatile: flag and data are read with volatile loads (ld.volatile.global) after the producer's
//   __threadfence(): out == data == 100 + t.
// pc_plain: the consumer polls with a PLAIN load, at most `limit` times, and reads data with plain loads.
//   A plain poll loop `while (*flag == 0);` would be hoisted by clang -O2 (one load, then `bra` to itself),
//   so the loop body stores the iteration count to polls[0]: polls may alias flag, therefore the PTX
//   keeps a plain `ld.global.u32` of the flag inside the loop. Plain loads may be served from the
//   consumer SM's L1, so the consumer may see a stale flag (give up after `limit` polls, seen = 0) and/or
//   stale data (out[t] = 0 instead of 100 + t). Outcomes are schedule dependent.
extern "C" __global__ void pc_volatile(int *data, volatile int *flag, int *out) {
  unsigned t = threadIdx.x;
  if (blockIdx.x == 0) {
    data[t] = 100 + t;
    __threadfence();
    __syncthreads();
    if (t == 0) *flag = 1;
  } else {
    if (t == 0)
      while (*flag == 0)
        ;
    __syncthreads();
    out[t] = ((volatile int *)data)[t];
  }
}

extern "C" __global__ void pc_plain(int *data, int *flag, int *out, int *polls, int *seen, int limit) {
  unsigned t = threadIdx.x;
  if (blockIdx.x == 0) {
    data[t] = 100 + t;
    __threadfence();
    __syncthreads();
    if (t == 0) *(volatile int *)flag = 1;
  } else {
    if (t == 0) {
      int k = 0;
      while (k < limit && *flag == 0) {
        k++;
        *polls = k;
      }
      *seen = *flag;
    }
    __syncthreads();
    out[t] = data[t];
  }
}

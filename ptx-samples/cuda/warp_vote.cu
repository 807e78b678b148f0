// Warp votes: per thread, all = __all(in > 0), any = __any(in > 5), ballot = __ballot(in & 1),
// and a ballot taken inside a divergent branch (only odd lanes vote, so only odd bits can be set;
// even lanes write 0xffffffff).
extern "C" __global__ void warp_vote(const int *in, int *all, int *any, unsigned *ballot, unsigned *ballot_div) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];
  all[t] = __all(v > 0);
  any[t] = __any(v > 5);
  ballot[t] = __ballot(v & 1);
  unsigned d = 0xffffffffu;
  if (threadIdx.x & 1) d = __ballot(v > 2);
  ballot_div[t] = d;
}

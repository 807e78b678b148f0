// More GPUVerify "Warps and Atomics" snippets.
// g2_workqueue (Fig. 3): disjoint indices via an atomic counter c in shared memory:
//   i = atomicAdd(&c, 1); while (i < max) { out[i] = compute(in, i); i = atomicAdd(&c, 1); }
//   Race free (returned indices are disjoint): every out[i], i < max, written exactly once
//   (hits[i] counts the writes with a global atomic; expected all 1).
// g2_equality (equality-abstraction snippet, G2:L129-140): thread 0 sets A[0..2] = 1, then every thread
//   sets A[tid] = 0, then thread 0 records (A[0] == 1 || A[1] == 1 || A[2] == 1) in res[0].
//   In the source's lock-step reading res[0] = 0. BUT clang tail-duplicates `A[tid] = 0` into both arms
//   of the if (see the PTX): lanes 1..31 store 0 on the branch's taken path, lane 0 stores 1,1,1,0 and
//   reads on the fall-through path. With the taken path first (docs/design.md §3) lane 0 then reads
//   A[1] == 1 and res[0] = 1; the other order gives 0. under interleaving (warp_size = 1) it races
//   (thread 0's writes vs threads 1 and 2) and res[0] depends on the schedule.
// g2_divergent_write (G2:L111): if (tid < 16) A[o] = 1; else A[o] = 2; for one shared location o:
//   a write-write race inside one warp (the final value depends on which side of the branch runs last).
__device__ __forceinline__ int compute(const int *in, int i) { return in[i] * 2 + 1; }

extern "C" __global__ void g2_workqueue(const int *in, int *out, int *hits, int max) {
  __shared__ int c;
  if (threadIdx.x == 0) c = 0;
  __syncthreads();
  int i = atomicAdd(&c, 1);
  while (i < max) {
    out[i] = compute(in, i);
    atomicAdd(&hits[i], 1);
    i = atomicAdd(&c, 1);
  }
}

// A is volatile: with a plain array clang -O2 reasons sequentially (thread 0 wrote A[1] = 1 and nothing
// else did) and folds the whole kernel to `if (tid == 0) res[0] = 1;`.
extern "C" __global__ void g2_equality(int *res) {
  volatile __shared__ int A[256];
  unsigned tid = threadIdx.x;
  if (tid == 0) {
    A[0] = 1; A[1] = 1; A[2] = 1;
  }
  A[tid] = 0;
  if (tid == 0) res[0] = (A[0] == 1 || A[1] == 1 || A[2] == 1);
}

extern "C" __global__ void g2_divergent_write(int *res) {
  __shared__ int A[1];
  unsigned tid = threadIdx.x;
  if (tid < 16) A[0] = 1; else A[0] = 2;
  __syncthreads();
  if (tid == 0) res[0] = A[0];
}

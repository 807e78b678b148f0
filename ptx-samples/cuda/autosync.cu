// AutoSync (Anand & Gopalakrishnan) example kernels, Figs. 2, 4, 6, 7 (racy and fixed versions).
// A and B are shared arrays of BS + 8 ints (BS = blockDim.x = 128, four warps) loaded from global `a`
// and `b` (BS + 8 elements each) before a barrier and written back to `a`/`b` (first BS elements) after
// a barrier, so that tid + 1 / tid + 2 stay in bounds.
// NOTE: the racy kernels use `volatile` shared arrays. With a plain array clang -O2 optimises the
// racy code as if single-threaded (it kept values in registers, hoisted or deleted the racing loads and
// stores), so the PTX would no longer contain the race the source shows. volatile keeps every access,
// in source order (ld.volatile.shared / st.volatile.shared), which is also how warp-synchronous CUDA
// code is written.
#define BS 128
#define LOAD(Q)                                                        \
  Q __shared__ int A[BS + 8];                                         \
  Q __shared__ int B[BS + 8];                                         \
  unsigned tid = threadIdx.x;                                         \
  A[tid] = a[tid]; B[tid] = b[tid];                                   \
  if (tid < 8) { A[BS + tid] = a[BS + tid]; B[BS + tid] = b[BS + tid]; } \
  __syncthreads();
#define STORE()                                                       \
  __syncthreads();                                                    \
  a[tid] = A[tid]; b[tid] = B[tid];

// Fig. 2 left: x = A[tid+1]; x = x + 11; A[tid] += x;   race between the read and the write.
extern "C" __global__ void as_fig2_racy(int *a, int *b) {
  LOAD(volatile);
  int x = A[tid + 1];
  x = x + 11;
  A[tid] += x;
  STORE();
}
// Fig. 2 right: barrier between.
extern "C" __global__ void as_fig2_fixed(int *a, int *b) {
  LOAD(/*plain*/);
  int x = A[tid + 1];
  x = x + 11;
  __syncthreads();
  A[tid] += x;
  STORE();
}
// Fig. 4 left: the same in a loop: intra- and inter-iteration races.
extern "C" __global__ void as_fig4_racy(int *a, int *b, int n) {
  LOAD(volatile);
  for (int i = 0; i < n; i++) {
    int x = A[tid + 1];
    x = x + i;
    A[tid] += x;
  }
  STORE();
}
// Fig. 4 right (final solution {P0, P1, L1, L3}): barriers before the read and before the write.
extern "C" __global__ void as_fig4_fixed(int *a, int *b, int n) {
  LOAD(/*plain*/);
  for (int i = 0; i < n; i++) {
    __syncthreads();
    int x = A[tid + 1];
    x = x + i;
    __syncthreads();
    A[tid] += x;
  }
  STORE();
}
// Fig. 6 left: race between the read in the first if and the write in the second if.
extern "C" __global__ void as_fig6_racy(int *a, int *b) {
  LOAD(volatile);
  int x = 0;
  if (tid % 2 == 0) x = A[tid + 2];
  if (tid % 6 == 0) A[tid] += x;
  STORE();
}
// Fig. 6 fixed: a barrier between the two ifs.
extern "C" __global__ void as_fig6_fixed(int *a, int *b) {
  LOAD(/*plain*/);
  int x = 0;
  if (tid % 2 == 0) x = A[tid + 2];
  __syncthreads();
  if (tid % 6 == 0) A[tid] += x;
  STORE();
}
// Fig. 6 with the barrier inside the first (thread-dependent) if: barrier divergence (AS:L142).
extern "C" __global__ void as_fig6_divergent(int *a, int *b) {
  LOAD(/*plain*/);
  int x = 0;
  if (tid % 2 == 0) {
    x = A[tid + 2];
    __syncthreads();
  }
  if (tid % 6 == 0) A[tid] += x;
  STORE();
}
// Fig. 7 left: two races <1,3> and <2,4>.
extern "C" __global__ void as_fig7_racy(int *a, int *b) {
  LOAD(volatile);
  int x = A[tid + 1];
  int y = B[tid + 1];
  A[tid] = x + y;
  B[tid] = x - y;
  STORE();
}
// Fig. 7 right: one barrier after line 2.
extern "C" __global__ void as_fig7_fixed(int *a, int *b) {
  LOAD(/*plain*/);
  int x = A[tid + 1];
  int y = B[tid + 1];
  __syncthreads();
  A[tid] = x + y;
  B[tid] = x - y;
  STORE();
}

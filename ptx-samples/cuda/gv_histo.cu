// GPUVerify "Warps and Atomics" Fig. 2a/2b: histogram into a shared array B of NB = 8 bins
// (A = input, values 0..7), copied out to `bins` at the end.
// g2_histo_atomic (2a): atomicAdd(&B[t], 1): race free, totals independent of the order.
// g2_histo_serial (2b): `for j < N: if (tid == j) B[t]++; barrier();` race free, no divergence
//   (the barrier is outside the thread-dependent if).
// g2_histo_racy: plain B[t]++ by all threads at once: races (lost updates).
#define NB 8
extern "C" __global__ void g2_histo_atomic(const int *A, int *bins) {
  __shared__ int B[NB];
  unsigned tid = threadIdx.x;
  if (tid < NB) B[tid] = 0;
  __syncthreads();
  int t = A[tid];
  atomicAdd(&B[t], 1);
  __syncthreads();
  if (tid < NB) bins[tid] = B[tid];
}

extern "C" __global__ void g2_histo_serial(const int *A, int *bins) {
  __shared__ int B[NB];
  unsigned tid = threadIdx.x, N = blockDim.x;
  if (tid < NB) B[tid] = 0;
  __syncthreads();
  int t = A[tid];
  for (unsigned j = 0; j < N; j++) {
    if (tid == j) B[t]++;
    __syncthreads();
  }
  if (tid < NB) bins[tid] = B[tid];
}

// NOTE: the racy kernels use a `volatile` shared array. With a plain array clang -O2 optimises the
// racy code as if single-threaded (it kept values in registers, hoisted or deleted the racing loads and
// stores), so the PTX would no longer contain the race the source shows. volatile keeps every access,
// in source order (ld.volatile.shared / st.volatile.shared), which is also how warp-synchronous CUDA
// code is written.
extern "C" __global__ void g2_histo_racy(const int *A, int *bins) {
  volatile __shared__ int B[NB];
  unsigned tid = threadIdx.x;
  if (tid < NB) B[tid] = 0;
  __syncthreads();
  int t = A[tid];
  B[t]++;
  __syncthreads();
  if (tid < NB) bins[tid] = B[tid];
}

// GPUVerify "Warps and Atomics" (Bardsley & Donaldson) Fig. 1a/1b, with the `local` array A staged in
// shared memory (N = blockDim.x).
// g2_add_racy (1a): A[tid] = A[tid] + A[(tid+1) % N]: read of A[tid+1] races with thread tid+1's write.
//   Warp-aware: N = 32 (one warp) is race free under lock-step and deterministic;
//   N = 64 races between threads (31, 32) and (63, 0).
// g2_add_fixed (1b): read into temp, barrier, then write: race free for any N.
// NOTE: the racy kernels use a `volatile` shared array. With a plain array clang -O2 optimises the
// racy code as if single-threaded (it kept values in registers, hoisted or deleted the racing loads and
// stores), so the PTX would no longer contain the race the source shows. volatile keeps every access,
// in source order (ld.volatile.shared / st.volatile.shared), which is also how warp-synchronous CUDA
// code is written.
extern "C" __global__ void g2_add_racy(float *g) {
  volatile __shared__ float A[256];
  unsigned tid = threadIdx.x, N = blockDim.x;
  A[tid] = g[tid];
  __syncthreads();
  A[tid] = A[tid] + A[(tid + 1) % N];
  __syncthreads();
  g[tid] = A[tid];
}

extern "C" __global__ void g2_add_fixed(float *g) {
  __shared__ float A[256];
  unsigned tid = threadIdx.x, N = blockDim.x;
  A[tid] = g[tid];
  __syncthreads();
  float temp = A[(tid + 1) % N];
  __syncthreads();
  A[tid] = A[tid] + temp;
  __syncthreads();
  g[tid] = A[tid];
}

// GPUVerify I (Betts et al.), Fig. 1a and Fig. 1b, translated to CUDA. The OpenCL `sum` array is staged in
// shared memory s (loaded before a first barrier; each thread writes back s[t], which only thread t
// ever writes, so the write-back needs no barrier). blockDim.x = TS, a power of two.
// g1_scan (Fig. 1a): correct inclusive scan, race free, two barriers per step.
// g1_scan_nobar1 / g1_scan_nobar2: Fig. 1a with the first / second barrier omitted (racy, G1:L82).
// g1_scan_divergent (Fig. 1b): `while (offset <= tid)`: thread 0 never enters the loop and never reaches
//   the loop's barriers: barrier divergence. One warp (TS = 32): warp-granular arrival, completes with
//   the Fig. 1a result. Two warps (TS = 64): at offset 32 warp 0 leaves the loop and exits while warp 1
//   waits at the barrier: deadlock in the thesis model (exited warps do not arrive).
// NOTE: the racy kernels use a `volatile` shared array. With a plain array clang -O2 optimises the
// racy code as if single-threaded (it kept values in registers, hoisted or deleted the racing loads and
// stores), so the PTX would no longer contain the race the source shows. volatile keeps every access,
// in source order (ld.volatile.shared / st.volatile.shared), which is also how warp-synchronous CUDA
// code is written.
extern "C" __global__ void g1_scan(int *sum) {
  __shared__ int s[256];
  unsigned tid = threadIdx.x, TS = blockDim.x;
  s[tid] = sum[tid];
  __syncthreads();
  unsigned offset = 1;
  int temp = 0;
  while (offset < TS) {
    if (tid >= offset) temp = s[tid - offset];
    __syncthreads();
    if (tid >= offset) s[tid] = s[tid] + temp;
    __syncthreads();
    offset *= 2;
  }
  sum[tid] = s[tid];
}

extern "C" __global__ void g1_scan_nobar1(int *sum) {
  volatile __shared__ int s[256];
  unsigned tid = threadIdx.x, TS = blockDim.x;
  s[tid] = sum[tid];
  __syncthreads();
  unsigned offset = 1;
  int temp = 0;
  while (offset < TS) {
    if (tid >= offset) temp = s[tid - offset];
    if (tid >= offset) s[tid] = s[tid] + temp;
    __syncthreads();
    offset *= 2;
  }
  sum[tid] = s[tid];
}

extern "C" __global__ void g1_scan_nobar2(int *sum) {
  volatile __shared__ int s[256];
  unsigned tid = threadIdx.x, TS = blockDim.x;
  s[tid] = sum[tid];
  __syncthreads();
  unsigned offset = 1;
  int temp = 0;
  while (offset < TS) {
    if (tid >= offset) temp = s[tid - offset];
    __syncthreads();
    if (tid >= offset) s[tid] = s[tid] + temp;
    offset *= 2;
  }
  sum[tid] = s[tid];
}

extern "C" __global__ void g1_scan_divergent(int *sum) {
  __shared__ int s[256];
  unsigned tid = threadIdx.x;
  s[tid] = sum[tid];
  __syncthreads();
  unsigned offset = 1;
  int temp;
  while (offset <= tid) {
    temp = s[tid - offset];
    __syncthreads();
    s[tid] = s[tid] + temp;
    __syncthreads();
    offset *= 2;
  }
  sum[tid] = s[tid];
}

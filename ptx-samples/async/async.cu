// Asynchronous copies from global to shared memory (PTX `cp.async`, sm_80) and asynchronous
// barriers (`mbarrier`, sm_80), written the ways CUDA code asks for them. fermi-sim runs each copy
// synchronously in program order and waits for the thread's own copies at `wait_group`
// (docs/deviations.md, P18); a barrier is a 64-bit object in shared memory (P19).
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/pipeline>
#include <cuda/barrier>
#include <cuda_pipeline_primitives.h>
namespace cg = cooperative_groups;

// The block copies its 64-int slice of `in` into shared memory with one collective
// `memcpy_async`, waits, and writes it reversed and doubled: out[b*64 + i] = 2 * in[b*64 + 63 - i].
extern "C" __global__ void block_copy(const int *in, int *out) {
  __shared__ int s[64];
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, s, in + blockIdx.x * 64, sizeof(int) * 64);
  cg::wait(block);
  out[blockIdx.x * 64 + threadIdx.x] = 2 * s[63 - threadIdx.x];
}

// Double buffering with a per-thread `cuda::pipeline`: four stages of 32 ints, two in flight;
// out[i] = sum over the stages k of in[k*32 + i].
extern "C" __global__ void pipeline_sum(const int *in, int *out) {
  __shared__ int s[2][32];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const int t = threadIdx.x;
  for (int k = 0; k < 2; ++k) {
    pipe.producer_acquire();
    cuda::memcpy_async(&s[k][t], &in[k * 32 + t], sizeof(int), pipe);
    pipe.producer_commit();
  }
  int acc = 0;
  for (int k = 0; k < 4; ++k) {
    cuda::pipeline_consumer_wait_prior<1>(pipe);
    acc += s[k % 2][t];
    pipe.consumer_release();
    if (k + 2 < 4) {
      pipe.producer_acquire();
      cuda::memcpy_async(&s[k % 2][t], &in[(k + 2) * 32 + t], sizeof(int), pipe);
      pipe.producer_commit();
    }
  }
  out[t] = acc;
}

// 16-byte copies with the pipeline primitives, the second half zero-filled (src-size 8 of 16):
// out[4i..4i+4] = {in[4i], in[4i+1], 0, 0}.
extern "C" __global__ void copy16_zfill(const int4 *in, int4 *out) {
  __shared__ int4 s[32];
  const int t = threadIdx.x;
  __pipeline_memcpy_async(&s[t], &in[t], sizeof(int4), 8);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  out[t] = s[t];
}

// 16-byte copies whose zero-filled tail is read from memory (a src-size in a register): thread t
// keeps the first 16 - zfill[t] bytes: out[4t + k] = 4k < 16 - zfill[t] ? in[4t + k] : 0.
extern "C" __global__ void copy16_tail(const int4 *in, int4 *out, const int *zfill) {
  __shared__ int4 s[32];
  const int t = threadIdx.x;
  __pipeline_memcpy_async(&s[t], &in[t], sizeof(int4), zfill[t]);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  out[t] = s[t];
}

// 16-byte copies in inline PTX with the ignore-src operand, under a guard: threads 24-31 copy
// nothing (their slot keeps -1), odd threads below 24 have their source ignored (zeros), even
// ones copy: out[4t + k] = t >= 24 ? -1 : t % 2 ? 0 : in[4t + k].
extern "C" __global__ void copy16_ignore(const int4 *in, int4 *out) {
  __shared__ int4 s[32];
  const int t = threadIdx.x;
  s[t] = make_int4(-1, -1, -1, -1);
  unsigned dst = (unsigned)__cvta_generic_to_shared(&s[t]);
  size_t src = __cvta_generic_to_global(&in[t]);
  asm volatile(
      "{\n\t.reg .pred ign, go;\n\t"
      "setp.ne.b32 ign, %2, 0;\n\t"
      "setp.lt.u32 go, %3, 24;\n\t"
      "@go cp.async.ca.shared.global [%0], [%1], 16, ign;\n\t}\n"
      :: "r"(dst), "l"(src), "r"(t & 1), "r"(t) : "memory");
  asm volatile("cp.async.wait_all;\n" ::: "memory");
  out[t] = s[t];
}

// Each thread copies one int into its own shared slot and reads it back after waiting;
// then reads its neighbour's slot after a barrier: out[i] = in[i] + in[(i + 1) % 32].
extern "C" __global__ void neighbours(const int *in, int *out) {
  __shared__ int s[32];
  const int t = threadIdx.x;
  __pipeline_memcpy_async(&s[t], &in[t], sizeof(int));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[t] = s[t] + s[(t + 1) % 32];
}

// A block-scope `cuda::barrier` (mbarrier.init / arrive / test_wait): every thread writes its
// slot, arrives and waits, then reads the mirrored slot: out[b*64 + i] = 2 * (63 - i) + b.
extern "C" __global__ void barrier_swap(int *out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ int s[64];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  s[threadIdx.x] = 2 * threadIdx.x + blockIdx.x;
  bar.arrive_and_wait();
  out[blockIdx.x * 64 + threadIdx.x] = s[63 - threadIdx.x];
}

// Each thread copies its own int with `cuda::memcpy_async` completed through a block-scope
// `cuda::barrier` (PTX `cp.async` then `cp.async.mbarrier.arrive`), waits on the barrier and
// reads another thread's: out[b*64 + i] = 3 * in[b*64 + 63 - i].
extern "C" __global__ void barrier_copy(const int *in, int *out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ int s[64];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  cuda::memcpy_async(&s[threadIdx.x], &in[blockIdx.x * 64 + threadIdx.x],
                     cuda::aligned_size_t<4>(sizeof(int)), bar);
  bar.arrive_and_wait();
  out[blockIdx.x * 64 + threadIdx.x] = 3 * s[63 - threadIdx.x];
}

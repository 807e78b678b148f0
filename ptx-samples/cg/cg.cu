// Cooperative groups and the memory model of today's CUDA code, compiled by NVRTC 12:
// multi-warp tiles (whose scratch lives in the shared memory sm_80 reserves, read through
// `%reserved_smem_offset_1`), `cuda::atomic_ref` loads and stores with a memory order (PTX
// `ld.acquire`, `st.release`: atomic, so they do not race with each other), and `__syncwarp`,
// which orders the accesses of a warp's lanes. Two kernels keep a real race each.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/atomic>
namespace cg = cooperative_groups;

// Tiles of 64 threads (two warps) reduce their inputs: out[k] = sum of in[64k .. 64k+63].
extern "C" __global__ void tile64_reduce(const int *in, int *out) {
  auto block = cg::this_thread_block();
  auto tile = cg::tiled_partition<64>(block);
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = cg::reduce(tile, in[t], cg::plus<int>());
  tile.sync();
  if (tile.thread_rank() == 0)
    out[t / 64] = v;
}

// Warp 1 publishes data[i] = in[i] * 2 and then a flag with a release store; warp 0 waits for
// the flag with acquire loads and reads the data: out[i] = 2 * in[i] + 1 for the 32 lanes.
extern "C" __global__ void atomic_ref_handoff(const int *in, int *data, int *flag, int *out) {
  const int lane = threadIdx.x % 32;
  cuda::atomic_ref<int, cuda::thread_scope_block> f(*flag);
  if (threadIdx.x >= 32) {
    data[lane] = in[lane] * 2;
    __syncwarp();
    if (lane == 0)
      f.store(1, cuda::memory_order_release);
  } else {
    while (f.load(cuda::memory_order_acquire) == 0) {
    }
    out[lane] = data[lane] + 1;
  }
}

// The same hand-off with a plain (weak) store of the flag: it races with the acquire loads
// (a data race in the PTX memory model too).
extern "C" __global__ void plain_flag_handoff(const int *in, int *data, int *flag, int *out) {
  const int lane = threadIdx.x % 32;
  cuda::atomic_ref<int, cuda::thread_scope_block> f(*flag);
  if (threadIdx.x >= 32) {
    data[lane] = in[lane] * 2;
    __syncwarp();
    if (lane == 0) {
      __threadfence_block();
      *flag = 1;
    }
  } else {
    while (f.load(cuda::memory_order_acquire) == 0) {
    }
    out[lane] = data[lane] + 1;
  }
}

// A warp reduces 64 shared values, `__syncwarp` between the steps (code that is correct
// without lock-step warps): out[0] = sum of in[0..63].
extern "C" __global__ void syncwarp_reduce(const int *in, int *out) {
  __shared__ int s[64];
  const int t = threadIdx.x;
  s[t] = in[t];
  s[t + 32] = in[t + 32];
  __syncwarp();
  for (int d = 32; d > 0; d /= 2) {
    int v = 0;
    if (t < d)
      v = s[t] + s[t + d];
    __syncwarp();
    if (t < d)
      s[t] = v;
    __syncwarp();
  }
  if (t == 0)
    out[0] = s[0];
}

// The same reduction written for lock-step warps (`volatile`, no `__syncwarp`): lane t reads
// s[t + d], which lane t + d wrote in the step before without a `__syncwarp` between, a race
// between lanes of one warp that lock-step execution hides (`intra_warp_race`).
extern "C" __global__ void warp_reduce_unsynced(const int *in, int *out) {
  __shared__ int s[64];
  volatile int *vs = s;
  const int t = threadIdx.x;
  s[t] = in[t];
  s[t + 32] = in[t + 32];
  __syncwarp();
  for (int d = 32; d > 0; d /= 2) {
    if (t < d)
      vs[t] += vs[t + d];
  }
  if (t == 0)
    out[0] = s[0];
}

// 16-lane tiles of one warp: the tile's shfl_down reduction, and its any, all and ballot, each
// over the tile's own half of the warp (their member masks name only that half).
extern "C" __global__ void tile16_votes(const int *in, int *out) {
  cg::thread_block_tile<16> t = cg::tiled_partition<16>(cg::this_thread_block());
  int v = in[threadIdx.x];
  int s = v;
  for (int o = t.size() / 2; o > 0; o /= 2) s += t.shfl_down(s, o);
  if (t.thread_rank() == 0) out[threadIdx.x / 16] = s;
  out[4 + threadIdx.x] = t.any(v > 90) + 2 * t.all(v > 5) + 4 * (int)t.ballot(v % 2 == 1);
}

// The lanes of a divergent branch as a group: each even value's rank among the warp's even
// values, and their number.
extern "C" __global__ void coalesced_rank(const int *in, int *out) {
  int t = threadIdx.x;
  if (in[t] % 2 == 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    out[t] = (int)g.thread_rank() * 100 + (int)g.size();
  } else {
    out[t] = -1;
  }
}

// One lane per group runs a function: `cg::invoke_one` for a warp tile and for the odd lanes of
// a warp (sm_90 elects the lane with `elect.sync`, earlier targets take thread rank 0), and
// `invoke_one_broadcast` hands the elected lane's result to its group with a shuffle from the
// lane `elect.sync` named. The value is the same in every lane, so it does not depend on which
// lane is elected.
extern "C" __global__ void invoke_one_count(int *cnt, int *out) {
  auto w = cg::tiled_partition<32>(cg::this_thread_block());
  cg::invoke_one(w, [&]() { atomicAdd(&cnt[0], 1); });
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x & 1) {
    cg::coalesced_group odd = cg::coalesced_threads();
    cg::invoke_one(odd, [&]() { atomicAdd(&cnt[1], 1); });
    out[i] = cg::invoke_one_broadcast(odd, [&]() { return (int)(blockIdx.x * 100 + threadIdx.x / 32 * 10 + odd.size()); });
  } else {
    out[i] = -1;
  }
}

// The CUDA samples' "last block" reduction: each block stores its partial sum, fences, and takes
// a ticket; the block that takes the last one adds the partial sums (read through `volatile`).
__device__ unsigned int retirement_count = 0;
extern "C" __global__ void last_block_sum(const int *in, volatile int *partial, int *out) {
  __shared__ int s[64];
  __shared__ bool am_last;
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * 64 + t];
  __syncthreads();
  for (int o = 32; o > 0; o >>= 1) {
    if (t < o) s[t] += s[t + o];
    __syncthreads();
  }
  if (t == 0) {
    partial[blockIdx.x] = s[0];
    __threadfence();
    unsigned ticket = atomicInc(&retirement_count, gridDim.x);
    am_last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (am_last && t == 0) {
    int total = 0;
    for (int i = 0; i < (int)gridDim.x; i++) total += partial[i];
    out[0] = total;
    retirement_count = 0;
  }
}

// Message passing with fences: a release fence before a relaxed store of the flag, relaxed loads
// of the flag and an acquire fence before the data is read. No race.
extern "C" __global__ void fence_handoff(int *data, int *flag, int *out) {
  cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    data[0] = 5;
    cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_device);
    f.store(1, cuda::memory_order_relaxed);
  }
  if (blockIdx.x == 1 && threadIdx.x == 0) {
    while (f.load(cuda::memory_order_relaxed) == 0) {
    }
    cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);
    out[0] = data[0] * 3;
  }
}

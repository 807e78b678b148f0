// Ordinary CUDA C++ device intrinsics, as a probe of what today's NVRTC emits for them: integer
// bit operations (`__popc` ... `__fns`), warp functions (`__shfl_*_sync`, `__ballot_sync`,
// `__reduce_*_sync`, `__match_any_sync`) and atomics on every type `atomicAdd` takes, including
// `__half` (`atom.add.noftz.f16`). `__reduce_*_sync` (sm_80) falls back to shuffles on older
// targets, so every build must give the same words.
#include <cuda_fp16.h>
#include <cooperative_groups.h>

extern "C" __global__ void ints(unsigned *out, const unsigned *a, const unsigned long long *b) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = a[t];
  unsigned long long y = b[t];
  unsigned *o = out + 20 * t;
  o[0] = __popc(x);
  o[1] = __clz(x);
  o[2] = __ffs(x);
  o[3] = __brev(x);
  o[4] = __byte_perm(x, 0x01234567u, (0x3210u + 0x1111u * t) & 0x7777u);
  o[5] = __funnelshift_l(x, 3u, t);
  o[6] = __mulhi((int)x, 77);
  o[7] = (unsigned)__umul64hi(y, y);
  o[8] = __hadd((int)x, 5);
  o[9] = __rhadd((int)x, 5);
  o[10] = __popcll(y);
  o[11] = __clzll(y);
  o[12] = __ffsll(y);
  o[13] = (unsigned)__brevll(y);
  o[14] = __usad(x, 9u, 1u);
  o[15] = __umulhi(x, x);
  o[16] = x / (t + 1);
  o[17] = (unsigned)(y % (t + 3));
  o[18] = (unsigned)((long long)y / -7);
  o[19] = __fns(x, 0, 1);
}

extern "C" __global__ void warps(int *out, const int *a) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = a[t];
  unsigned m = __activemask();
  int *o = out + 10 * t;
  int s = v;
  for (int k = 16; k; k >>= 1) s += __shfl_xor_sync(0xffffffffu, s, k);
  o[0] = s;
  o[1] = __shfl_up_sync(0xffffffffu, v, 1);
  o[2] = __shfl_down_sync(0xffffffffu, v, 2, 16);
  o[3] = __ballot_sync(m, v > 0);
  o[4] = __all_sync(m, v > -900);
  o[5] = __any_sync(m, v > 990);
#if __CUDA_ARCH__ >= 800
  o[6] = __reduce_add_sync(m, v);
  o[8] = __reduce_max_sync(m, (unsigned)v);
#else
  o[6] = s;
  unsigned mx = (unsigned)v;
  for (int k = 16; k; k >>= 1) mx = max(mx, __shfl_xor_sync(0xffffffffu, mx, k));
  o[8] = mx;
#endif
  o[7] = __match_any_sync(m, v & 3);
  __syncwarp();
  o[9] = __shfl_sync(0xffffffffu, v, 3, 8);
}

extern "C" __global__ void atomics(int *i, unsigned *u, float *f, double *d, unsigned long long *l,
                                   __half *h) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(i, t);
  atomicSub(i + 1, t);
  atomicMax(i + 2, t);
  atomicMin(i + 3, -t);
  atomicAnd(u, ~(1u << (t % 32)));
  atomicOr(u + 1, 1u << (t % 29));
  atomicXor(u + 2, (unsigned)t * 2654435761u);
  atomicInc(u + 3, 17u);
  atomicDec(u + 4, 17u);
  atomicAdd(f, 1.5f);
  atomicAdd(d, 2.5);
  atomicAdd_block(i + 4, 1);
  atomicAdd_system(i + 5, 2);
  atomicAdd(l, 3ull + t);
  atomicMax(l + 1, (unsigned long long)t << 33);
  atomicAdd(h, __float2half(1.0f));
}

// A grid-wide barrier (`cooperative_groups::this_grid().sync()`, in a cooperative launch): every
// thread writes its element, the whole grid synchronises, then each reads its neighbours',
// written by other blocks.
extern "C" __global__ void gridsync(int *data, int *out) {
  cooperative_groups::grid_group g = cooperative_groups::this_grid();
  unsigned t = g.thread_rank();
  unsigned n = g.size();
  data[t] = 3 * t + 1;
  g.sync();
  out[t] = data[(t + 1) % n] + data[(t + n - 1) % n];
}

// Typical user kernels (textbook and benchmark-suite shapes): reductions, scans, sorts,
// histograms, stencils, atomics, warp intrinsics, templates, recursion, switch, printf,
// 3-D grids. Compiled by gen.py with NVRTC; see README.md.
#include <cooperative_groups.h>
#include <cuda_fp16.h>
namespace cg = cooperative_groups;

extern "C" __global__ void reduce_shfl(const float* __restrict__ in, float* out, int n) {
  __shared__ float warp_sums[32];
  float s = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) s += in[i];
  for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffff, s, o);
  int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  if (lane == 0) warp_sums[w] = s;
  __syncthreads();
  if (w == 0) {
    s = lane < (blockDim.x + 31) / 32 ? warp_sums[lane] : 0.f;
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffff, s, o);
    if (lane == 0) atomicAdd(out, s);
  }
}

extern "C" __global__ void histo256(const unsigned char* data, unsigned int* hist, int n) {
  __shared__ unsigned int h[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) h[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) atomicAdd(&h[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&hist[i], h[i]);
}

extern "C" __global__ void scan_blelloch(const int* in, int* out) {
  extern __shared__ int t[];
  int n = 2 * blockDim.x, tid = threadIdx.x, off = 1;
  t[2 * tid] = in[2 * tid]; t[2 * tid + 1] = in[2 * tid + 1];
  for (int d = n >> 1; d > 0; d >>= 1) { __syncthreads(); if (tid < d) { int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1; t[bi] += t[ai]; } off *= 2; }
  if (tid == 0) t[n - 1] = 0;
  for (int d = 1; d < n; d *= 2) { off >>= 1; __syncthreads(); if (tid < d) { int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1; int x = t[ai]; t[ai] = t[bi]; t[bi] += x; } }
  __syncthreads();
  out[2 * tid] = t[2 * tid]; out[2 * tid + 1] = t[2 * tid + 1];
}

#define TILE 16
extern "C" __global__ void transpose(float* odata, const float* idata, int w, int h) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  if (x < w && y < h) tile[threadIdx.y][threadIdx.x] = idata[y * w + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x; y = blockIdx.x * TILE + threadIdx.y;
  if (x < h && y < w) odata[y * h + x] = tile[threadIdx.x][threadIdx.y];
}

extern "C" __global__ void bitonic(int* a) {
  extern __shared__ int s[];
  unsigned t = threadIdx.x; s[t] = a[t]; __syncthreads();
  for (unsigned k = 2; k <= blockDim.x; k <<= 1)
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned ixj = t ^ j;
      if (ixj > t) { bool up = (t & k) == 0; if ((s[t] > s[ixj]) == up) { int x = s[t]; s[t] = s[ixj]; s[ixj] = x; } }
      __syncthreads();
    }
  a[t] = s[t];
}

extern "C" __global__ void nbody(const float4* pos, float3* acc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  float4 p = pos[i]; float3 a = {0, 0, 0};
  for (int j = 0; j < n; j++) { float4 q = pos[j]; float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
    float d2 = dx * dx + dy * dy + dz * dz + 0.01f; float inv = rsqrtf(d2); float s = q.w * inv * inv * inv;
    a.x += dx * s; a.y += dy * s; a.z += dz * s; }
  acc[i] = a;
}

extern "C" __global__ void softmax_rows(const float* x, float* y, int cols) {
  int row = blockIdx.x; const float* r = x + row * cols; float m = -__int_as_float(0x7f800000);
  for (int c = threadIdx.x; c < cols; c += 32) m = fmaxf(m, r[c]);
  for (int o = 16; o; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  float s = 0; for (int c = threadIdx.x; c < cols; c += 32) s += __expf(r[c] - m);
  for (int o = 16; o; o >>= 1) s += __shfl_xor_sync(0xffffffff, s, o);
  for (int c = threadIdx.x; c < cols; c += 32) y[row * cols + c] = __expf(r[c] - m) / s;
}

extern "C" __global__ void saxpy_gs(size_t n, float a, const float* x, float* y) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x) y[i] = a * x[i] + y[i];
}

extern "C" __global__ void bfs_step(const int* rowptr, const int* cols, int* dist, int level, int n, int* changed) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && dist[v] == level) for (int e = rowptr[v]; e < rowptr[v + 1]; e++) { int u = cols[e]; if (atomicCAS(&dist[u], -1, level + 1) == -1) *changed = 1; }
}

extern "C" __global__ void mandel(int* out, int w, int h, int maxit) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y; if (x >= w || y >= h) return;
  double cr = -2.0 + 3.0 * x / w, ci = -1.5 + 3.0 * y / h, zr = 0, zi = 0; int it = 0;
  while (it < maxit) { double t = zr * zr - zi * zi + cr; zi = 2 * zr * zi + ci; zr = t; if (zr * zr + zi * zi > 4.0) break; it++; }
  out[y * w + x] = it;
}

__device__ float cnd(float d) { const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f, A4 = -1.821255978f, A5 = 1.330274429f, RSQRT2PI = 0.39894228040143267793994605993438f;
  float K = 1.0f / (1.0f + 0.2316419f * fabsf(d)); float c = RSQRT2PI * __expf(-0.5f * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  if (d > 0) c = 1.0f - c; return c; }
extern "C" __global__ void black_scholes(float* call, const float* S, const float* X, const float* T, float R, float V, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  float sq = sqrtf(T[i]); float d1 = (__logf(S[i] / X[i]) + (R + 0.5f * V * V) * T[i]) / (V * sq); float d2 = d1 - V * sq;
  call[i] = S[i] * cnd(d1) - X[i] * __expf(-R * T[i]) * cnd(d2);
}

__constant__ float c_kernel[17];
extern "C" __global__ void conv_rows(float* dst, const float* src, int w, int h, int r) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y; if (x >= w) return; float s = 0;
  for (int k = -r; k <= r; k++) { int xx = min(max(x + k, 0), w - 1); s += src[y * w + xx] * c_kernel[r - k]; }
  dst[y * w + x] = s;
}

extern "C" __global__ void cg_reduce(const int* in, int* out, int n) {
  cg::thread_block b = cg::this_thread_block(); cg::thread_block_tile<32> t = cg::tiled_partition<32>(b);
  int i = b.group_index().x * b.size() + b.thread_rank(); int v = i < n ? in[i] : 0;
  for (int o = t.size() / 2; o > 0; o /= 2) v += t.shfl_down(v, o);
  if (t.thread_rank() == 0) atomicAdd(out, v);
}

__device__ float atomicMaxF(float* a, float v) { int* ai = (int*)a; int old = *ai, as;
  do { as = old; old = atomicCAS(ai, as, __float_as_int(fmaxf(v, __int_as_float(as)))); } while (as != old); return __int_as_float(old); }
extern "C" __global__ void maxf(const float* in, float* out, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) atomicMaxF(out, in[i]); }

extern "C" __global__ void compact(const int* in, int* out, int* count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; bool keep = i < n && in[i] > 0;
  unsigned m = __ballot_sync(0xffffffff, keep); int lane = threadIdx.x & 31; int base = 0;
  if (lane == 0 && m) base = atomicAdd(count, __popc(m)); base = __shfl_sync(0xffffffff, base, 0);
  if (keep) out[base + __popc(m & ((1u << lane) - 1))] = in[i];
}

extern "C" __global__ void bits(const unsigned* in, unsigned* out, long long* q) {
  int i = threadIdx.x; unsigned v = in[i];
  out[4 * i] = __popc(v); out[4 * i + 1] = __clz(v); out[4 * i + 2] = __brev(v); out[4 * i + 3] = __ffs(v);
  long long a = (long long)v * 12345678901LL; q[i] = a / (i + 3) + a % (i + 7);
}

extern "C" __global__ void localarr(const int* in, int* out) {
  int a[16]; int t = threadIdx.x; for (int i = 0; i < 16; i++) a[i] = in[(t + i) % 64] * i;
  int k = in[t] & 15; out[t] = a[k] + a[(k + 3) & 15];
}

__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
extern "C" __global__ void recurse(int* out) { out[threadIdx.x] = fact(threadIdx.x % 10); }

extern "C" __global__ void sw(const int* in, int* out) {
  int t = threadIdx.x, r;
  switch (in[t] % 8) { case 0: r = 10; break; case 1: r = t * 3; break; case 2: r = in[t] ^ 5; break; case 3: r = -t; break; case 4: r = 77; break; case 5: r = t << 2; break; case 6: r = in[t] + 1000; break; default: r = 1; }
  out[t] = r;
}

extern "C" __global__ void last_block(const float* in, float* partial, unsigned* counter, float* total, int n) {
  __shared__ bool am_last; __shared__ float sh[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x; sh[threadIdx.x] = i < n ? in[i] : 0; __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) { if (threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s]; __syncthreads(); }
  if (threadIdx.x == 0) { partial[blockIdx.x] = sh[0]; __threadfence(); unsigned v = atomicInc(counter, gridDim.x); am_last = (v == gridDim.x - 1); }
  __syncthreads();
  if (am_last && threadIdx.x == 0) { float s = 0; for (int b = 0; b < gridDim.x; b++) s += ((volatile float*)partial)[b]; *total = s; *counter = 0; }
}

extern "C" __global__ void sync_count(const int* in, int* out) {
  int t = threadIdx.x; int c = __syncthreads_count(in[t] > 0); int o = __syncthreads_or(in[t] > 900); int a = __syncthreads_and(in[t] > -2000);
  out[t] = c * 100 + o * 10 + a;
}

#if __CUDA_ARCH__ >= 600
extern "C" __global__ void dblatomic(const double* in, double* out, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) atomicAdd(out, in[i]); }
#endif

#if __CUDA_ARCH__ >= 530
extern "C" __global__ void h2axpy(int n, __half2 a, const __half2* x, __half2* y) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] = __hfma2(a, x[i], y[i]); }
#endif

extern "C" __global__ void gauss_fan2(float* a, float* b, const float* m, int size, int t) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= size - 1 - t || y >= size - t) return;
  a[size * (x + 1 + t) + (y + t)] -= m[size * (x + 1 + t) + t] * a[size * t + (y + t)];
  if (y == 0) b[x + 1 + t] -= m[size * (x + 1 + t) + (y + t)] * b[t];
}

extern "C" __global__ void uchar_ops(const unsigned char* in, short* out, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) { uchar4 v = ((const uchar4*)in)[i]; out[i] = (short)v.x - v.y + v.z * v.w; } }

extern "C" __global__ void matmul_d(const double* A, const double* B, double* C, int n) {
  int r = blockIdx.y * blockDim.y + threadIdx.y, c = blockIdx.x * blockDim.x + threadIdx.x; if (r >= n || c >= n) return; double s = 0;
  for (int k = 0; k < n; k++) s = fma(A[r * n + k], B[k * n + c], s); C[r * n + c] = s;
}

extern "C" __global__ void grid_stride_dyn(int* out, int n) {
  extern __shared__ int buf[]; buf[threadIdx.x] = threadIdx.x * 2; __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) out[i] = buf[(threadIdx.x + 1) % blockDim.x] + i;
}
extern "C" __global__ void warp_sync_reduce(const int* in, int* out) {
  __shared__ int s[128]; int t = threadIdx.x; s[t] = in[t] + in[t + 128]; __syncthreads();
  for (int k = 64; k > 32; k >>= 1) { if (t < k) s[t] += s[t + k]; __syncthreads(); }
  if (t < 32) { volatile int* v = s; v[t] += v[t + 32]; v[t] += v[t + 16]; v[t] += v[t + 8]; v[t] += v[t + 4]; v[t] += v[t + 2]; v[t] += v[t + 1]; }
  if (t == 0) out[blockIdx.x] = s[0];
}
extern "C" __global__ void warp_scan_up(const int* in, int* out) {
  int t = threadIdx.x, lane = t & 31; int v = in[t];
  for (int o = 1; o < 32; o <<= 1) { int y = __shfl_up_sync(0xffffffff, v, o); if (lane >= o) v += y; }
  out[t] = v;
}
extern "C" __global__ void intrin(const unsigned* a, const unsigned* b, unsigned* out) {
  int t = threadIdx.x; unsigned x = a[t], y = b[t];
  out[8 * t] = __umulhi(x, y); out[8 * t + 1] = __mul24(x, y); out[8 * t + 2] = __sad(x, y, 7u); out[8 * t + 3] = __byte_perm(x, y, 0x5140);
  out[8 * t + 4] = __funnelshift_l(x, y, t); out[8 * t + 5] = __funnelshift_r(x, y, t); out[8 * t + 6] = __usad(x, y, 3u); out[8 * t + 7] = __uhadd(x, y);
}
extern "C" __global__ void atomics(unsigned* a, unsigned long long* b, int* c) {
  int t = threadIdx.x;
  atomicMin(&a[0], 1000u + t * 7 % 13); atomicMax(&a[1], t * 5u); atomicAnd(&a[2], ~(1u << (t % 32))); atomicOr(&a[3], 1u << (t % 32)); atomicXor(&a[4], (unsigned)t);
  atomicExch(&a[5], 42u); atomicAdd(&b[0], (unsigned long long)t << 33); atomicDec(&a[6], 50u); atomicSub(&c[0], t); atomicMax(&c[1], -t);
}
extern "C" __global__ void redux(const int* in, int* out) {
  int t = threadIdx.x; unsigned v = in[t];
#if __CUDA_ARCH__ >= 800
  out[4 * t] = __reduce_add_sync(0xffffffff, v); out[4 * t + 1] = __reduce_max_sync(0xffffffff, v); out[4 * t + 2] = __reduce_or_sync(0xffffffff, v);
#else
  out[4 * t] = 0; out[4 * t + 1] = 0; out[4 * t + 2] = 0;
#endif
#if __CUDA_ARCH__ >= 700
  out[4 * t + 3] = __popc(__match_any_sync(0xffffffff, v & 3));
#else
  out[4 * t + 3] = 0;
#endif
}
extern "C" __global__ void syncwarp_exchange(int* data) {
  __shared__ int s[64]; int t = threadIdx.x; s[t] = data[t] * 2; __syncwarp(); data[t] = s[t ^ 1]; 
}
extern "C" __global__ void grid3d(int* out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y, z = blockIdx.z * blockDim.z + threadIdx.z;
  int W = gridDim.x * blockDim.x, H = gridDim.y * blockDim.y; out[(z * H + y) * W + x] = x * 10000 + y * 100 + z;
}
extern "C" __global__ void print_k(const float* f) { if (threadIdx.x < 3) printf("t%d f=%f e=%e g=%g x=%x s=%s c=%c ll=%lld\n", threadIdx.x, f[threadIdx.x], f[threadIdx.x], f[threadIdx.x], threadIdx.x * 255, "hi", 'A' + threadIdx.x, -1234567890123LL); }
struct Particle { float x, y; int id; char tag; };
extern "C" __global__ void aos(Particle* p, int n, float dt) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) { Particle q = p[i]; q.x += dt * q.y; q.tag = (char)(q.id & 0x7f); p[i] = q; } }
template <typename T, int B> __device__ T block_sum(T v) { __shared__ T s[B]; s[threadIdx.x] = v; __syncthreads();
  for (int k = B / 2; k > 0; k >>= 1) { if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k]; __syncthreads(); } T r = s[0]; __syncthreads(); return r; }
extern "C" __global__ void tmpl(const long long* in, long long* out) { long long r = block_sum<long long, 64>(in[threadIdx.x]); double d = block_sum<double, 64>((double)in[threadIdx.x] * 0.5); if (threadIdx.x == 0) { out[0] = r; out[1] = (long long)d; } }
extern "C" __global__ void early_exit_bar(const int* in, int* out) {
  __shared__ int s[64]; int t = threadIdx.x; s[t] = in[t]; __syncthreads();
  if (in[0] < -5000) return;  // uniform, never taken
  int acc = 0; for (int i = 0; i <= t; i++) acc += s[i]; out[t] = acc;
}
extern "C" __global__ void while_break(const int* in, int* out) {
  int t = threadIdx.x, v = in[t], steps = 0;
  while (true) { if (v == 1) break; if (v & 1) v = 3 * v + 1; else v >>= 1; if (++steps > 1000) { steps = -1; break; } if (v % 97 == 0) continue; }
  out[t] = steps;
}
extern "C" __global__ void f2i_conv(const float* f, int* i, unsigned* u, long long* l, float* back) {
  int t = threadIdx.x; float x = f[t]; i[t] = (int)x; u[t] = (unsigned)fabsf(x); l[t] = __float2ll_rn(x); back[t] = (float)(int)x + __int2float_rn(t) + __uint2float_rn(u[t]) * 0.f;
}
__device__ unsigned g_hits;
__device__ int g_max = -1000000;
extern "C" __global__ void global_counter(const int* in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0) { atomicAdd(&g_hits, 1u); atomicMax(&g_max, in[i]); }
}

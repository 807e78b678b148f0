// Mipmapped arrays and texture objects over them: tex2DLod and tex2DGrad on a 2D array of five
// levels (16x8 down to 1x1), point and linear filtering within and between levels, the level
// bias and clamps; tex1DLayeredLod on a layered 1D array of three levels. Level l of each holds
// 1000 l + (its texel's linear index). The expected values are computed here from the CUDA
// programming guide's definitions (the level of detail plus bias, clamped; the nearest level
// or a blend of the two around it; point or linear sampling of a level with 8-bit weights), and
// the program prints how many fetches match, and what the wrong calls return.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void lod2d(cudaTextureObject_t t, const float4 *q, float *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2DLod<float>(t, q[i].x, q[i].y, q[i].z);
}

__global__ void grad2d(cudaTextureObject_t t, const float4 *q, const float4 *g, float *out,
                       int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = tex2DGrad<float>(t, q[i].x, q[i].y, make_float2(g[i].x, g[i].y),
                              make_float2(g[i].z, g[i].w));
}

__global__ void fetch1d(cudaTextureObject_t t, const float *x, float4 *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1D<float4>(t, x[i]);
}

__global__ void lod1dlayered(cudaTextureObject_t t, const float4 *q, float *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1DLayeredLod<float>(t, q[i].x, (int)q[i].w, q[i].z);
}

static int failed = 0;
#define CHECK(x)                                                                        \
  do {                                                                                  \
    cudaError_t e_ = (x);                                                               \
    if (e_ != cudaSuccess) {                                                            \
      printf("error: %s: %s\n", #x, cudaGetErrorName(e_));                            \
      failed = 1;                                                                       \
    }                                                                                   \
  } while (0)

// A texture of `levels` levels, level 0 w x h (h = 1 for 1D), `layers` layers (0: none).
struct Mip {
  int w, h, layers, levels;
  bool linear, mip_linear;
  float bias, lo, hi;
  int lw(int l) const { return w >> l > 0 ? w >> l : 1; }
  int lh(int l) const { return h >> l > 0 ? h >> l : 1; }
  float value(int l, int x, int y) const { return 1000.0f * l + x + lw(l) * y; }
  // Point or linear sampling of level l at normalised (u, v), clamp addressing; `y` is the
  // layer when the texture is layered (1D).
  float sample(int l, float u, float v, int layer) const {
    int W = lw(l), H = layers ? 1 : lh(l);
    auto cl = [](int i, int n) { return i < 0 ? 0 : i >= n ? n - 1 : i; };
    float x = u * W, y = v * H;
    if (!linear) {
      int i = cl((int)floorf(x), W);
      int j = layers ? layer : cl((int)floorf(y), H);
      return value(l, i, j);
    }
    float xb = x - 0.5f, yb = y - 0.5f;
    float fi = floorf(xb), fj = floorf(yb);
    float a = roundf((xb - fi) * 256.0f) / 256.0f, b = roundf((yb - fj) * 256.0f) / 256.0f;
    int i0 = cl((int)fi, W), i1 = cl((int)fi + 1, W);
    if (layers) return (1 - a) * value(l, i0, layer) + a * value(l, i1, layer);
    int j0 = cl((int)fj, H), j1 = cl((int)fj + 1, H);
    float r0 = (1 - a) * value(l, i0, j0) + a * value(l, i1, j0);
    float r1 = (1 - a) * value(l, i0, j1) + a * value(l, i1, j1);
    return (1 - b) * r0 + b * r1;
  }
  float fetch(float u, float v, int layer, float lod) const {
    float l = fminf(fmaxf(lod + bias, lo), hi);
    l = fminf(fmaxf(l, 0.0f), (float)(levels - 1));
    if (!mip_linear) return sample((int)floorf(l + 0.5f), u, v, layer);
    float l0 = floorf(l), f = l - l0;
    if (f == 0.0f) return sample((int)l0, u, v, layer);
    return (1 - f) * sample((int)l0, u, v, layer) + f * sample((int)l0 + 1, u, v, layer);
  }
  // The level of detail of gradients (normalised): log2 of the longer, in texels of level 0.
  float grad_lod(float dxu, float dxv, float dyu, float dyv) const {
    float a = sqrtf(dxu * w * dxu * w + dxv * h * dxv * h);
    float b = sqrtf(dyu * w * dyu * w + dyv * h * dyv * h);
    return log2f(fmaxf(a, b));
  }
};

static int checked = 0, matched = 0;
static void compare(const char *tag, int i, float got, float want) {
  checked++;
  if (fabsf(got - want) <= 1e-4f * fmaxf(1.0f, fabsf(want))) {
    matched++;
  } else {
    printf("%s %d: %.9g, expected %.9g\n", tag, i, got, want);
  }
}

static cudaTextureObject_t object(cudaMipmappedArray_t m, const Mip &t) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = m;
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = t.linear ? cudaFilterModeLinear : cudaFilterModePoint;
  td.mipmapFilterMode = t.mip_linear ? cudaFilterModeLinear : cudaFilterModePoint;
  td.mipmapLevelBias = t.bias;
  td.minMipmapLevelClamp = t.lo;
  td.maxMipmapLevelClamp = t.hi;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 1;
  cudaTextureObject_t o = 0;
  CHECK(cudaCreateTextureObject(&o, &rd, &td, NULL));
  return o;
}

int main() {
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  // 2D: 16 x 8, five levels.
  Mip m2 = {16, 8, 0, 5, false, false, 0.0f, 0.0f, 4.0f};
  cudaMipmappedArray_t mm;
  CHECK(cudaMallocMipmappedArray(&mm, &f, make_cudaExtent(16, 8, 0), 5, 0));
  float host[16 * 8];
  for (int l = 0; l < 5; l++) {
    cudaArray_t a;
    CHECK(cudaGetMipmappedArrayLevel(&a, mm, l));
    int w = m2.lw(l), h = m2.lh(l);
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) host[y * w + x] = m2.value(l, x, y);
    CHECK(cudaMemcpy2DToArray(a, 0, 0, host, w * sizeof(float), w * sizeof(float), h,
                              cudaMemcpyHostToDevice));
  }
  const int N = 24;
  float4 q[N], g[N];
  for (int i = 0; i < N; i++) {
    float lod = -1.0f + 0.3f * i;
    q[i] = make_float4(0.03f + 0.041f * i, 0.9f - 0.037f * i, lod, 0.0f);
    float s = ldexpf(1.0f, i % 7) / 16.0f * (1.0f + 0.1f * (i % 3));
    g[i] = make_float4(s, 0.25f * s, -0.5f * s * (i % 2), 0.5f * s);
  }
  float4 *d_q, *d_g;
  float *d_out, out[N];
  CHECK(cudaMalloc(&d_q, sizeof q));
  CHECK(cudaMalloc(&d_g, sizeof g));
  CHECK(cudaMalloc(&d_out, sizeof out));
  CHECK(cudaMemcpy(d_q, q, sizeof q, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_g, g, sizeof g, cudaMemcpyHostToDevice));
  Mip samplers[3] = {m2, m2, m2};
  samplers[1].linear = samplers[1].mip_linear = true;
  samplers[2].linear = true;
  samplers[2].mip_linear = true;
  samplers[2].bias = 0.5f;
  samplers[2].lo = 0.75f;
  samplers[2].hi = 3.0f;
  for (int s = 0; s < 3; s++) {
    const Mip &t = samplers[s];
    cudaTextureObject_t o = object(mm, t);
    lod2d<<<1, 32>>>(o, d_q, d_out, N);
    CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) compare("lod", i, out[i], t.fetch(q[i].x, q[i].y, 0, q[i].z));
    grad2d<<<1, 32>>>(o, d_q, d_g, d_out, N);
    CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++)
      compare("grad", i, out[i],
              t.fetch(q[i].x, q[i].y, 0, t.grad_lod(g[i].x, g[i].y, g[i].z, g[i].w)));
    CHECK(cudaDestroyTextureObject(o));
  }
  // Layered 1D: 8 wide, 3 layers, three levels.
  Mip m1 = {8, 1, 3, 3, true, true, 0.0f, 0.0f, 2.0f};
  cudaMipmappedArray_t ml;
  CHECK(cudaMallocMipmappedArray(&ml, &f, make_cudaExtent(8, 0, 3), 3, cudaArrayLayered));
  for (int l = 0; l < 3; l++) {
    cudaArray_t a;
    CHECK(cudaGetMipmappedArrayLevel(&a, ml, l));
    int w = m1.lw(l);
    for (int y = 0; y < 3; y++)
      for (int x = 0; x < w; x++) host[y * w + x] = m1.value(l, x, y);
    CHECK(cudaMemcpy2DToArray(a, 0, 0, host, w * sizeof(float), w * sizeof(float), 3,
                              cudaMemcpyHostToDevice));
  }
  for (int i = 0; i < N; i++) q[i].w = (float)(i % 3);
  CHECK(cudaMemcpy(d_q, q, sizeof q, cudaMemcpyHostToDevice));
  cudaTextureObject_t o1 = object(ml, m1);
  lod1dlayered<<<1, 32>>>(o1, d_q, d_out, N);
  CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    compare("layered", i, out[i], m1.fetch(q[i].x, 0.0f, i % 3, q[i].z));
  CHECK(cudaDestroyTextureObject(o1));

  // A 1D array of two float4 texels under the border mode with a border colour, point and
  // linear: outside, the border colour; linear blends it with the edge texel.
  {
    cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
    cudaArray_t a;
    CHECK(cudaMallocArray(&a, &f4, 2, 0, 0));
    float4 tx[2] = {make_float4(1, 2, 3, 4), make_float4(5, 6, 7, 8)};
    CHECK(cudaMemcpy2DToArray(a, 0, 0, tx, sizeof tx, sizeof tx, 1, cudaMemcpyHostToDevice));
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = cudaAddressModeBorder;
    float bc[4] = {0.5f, -1.0f, 100.0f, 0.25f};
    memcpy(td.borderColor, bc, sizeof bc);
    float xs[4] = {-1.0f, 0.5f, 1.75f, 2.5f};
    float *d_x;
    float4 *d_o, o4[4];
    CHECK(cudaMalloc(&d_x, sizeof xs));
    CHECK(cudaMalloc(&d_o, sizeof o4));
    CHECK(cudaMemcpy(d_x, xs, sizeof xs, cudaMemcpyHostToDevice));
    for (int lin = 0; lin < 2; lin++) {
      td.filterMode = lin ? cudaFilterModeLinear : cudaFilterModePoint;
      cudaTextureObject_t o;
      CHECK(cudaCreateTextureObject(&o, &rd, &td, NULL));
      fetch1d<<<1, 32>>>(o, d_x, d_o, 4);
      CHECK(cudaMemcpy(o4, d_o, sizeof o4, cudaMemcpyDeviceToHost));
      for (int i = 0; i < 4; i++) {
        const float *got = &o4[i].x;
        for (int c = 0; c < 4; c++) {
          // texel k's channel c, or the border colour outside [0, 2)
          auto T = [&](int k) { return k < 0 || k > 1 ? bc[c] : (&tx[k].x)[c]; };
          float want;
          if (!lin) {
            want = T((int)floorf(xs[i]));
          } else {
            float xb = xs[i] - 0.5f, fi = floorf(xb);
            float w = roundf((xb - fi) * 256.0f) / 256.0f;
            want = (1 - w) * T((int)fi) + w * T((int)fi + 1);
          }
          compare(lin ? "border linear" : "border", 4 * i + c, got[c], want);
        }
      }
      CHECK(cudaDestroyTextureObject(o));
    }
    cudaFree(d_x);
    cudaFree(d_o);
    cudaFreeArray(a);
  }

  // What CUDA refuses.
  cudaArray_t a;
  printf("wrong level: %s\n", cudaGetErrorName(cudaGetMipmappedArrayLevel(&a, mm, 5)));
  CHECK(cudaGetMipmappedArrayLevel(&a, mm, 1));
  printf("wrong free of a level: %s\n", cudaGetErrorName(cudaFreeArray(a)));
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = mm;
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  td.minMipmapLevelClamp = 3.0f;
  td.maxMipmapLevelClamp = 1.0f;
  cudaTextureObject_t o;
  printf("wrong clamps: %s\n", cudaGetErrorName(cudaCreateTextureObject(&o, &rd, &td, NULL)));
  // Linear filtering of bytes read as their element type; a read mode that is none.
  unsigned char *d_b;
  CHECK(cudaMalloc(&d_b, 16));
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = d_b;
  rd.res.linear.desc = cudaCreateChannelDesc<unsigned char>();
  rd.res.linear.sizeInBytes = 16;
  memset(&td, 0, sizeof td);
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  printf("wrong linear elements: %s\n", cudaGetErrorName(cudaCreateTextureObject(&o, &rd, &td, NULL)));
  td.readMode = (cudaTextureReadMode)7;
  printf("wrong read mode: %s\n", cudaGetErrorName(cudaCreateTextureObject(&o, &rd, &td, NULL)));
  cudaFree(d_b);
  cudaGetLastError();
  CHECK(cudaFreeMipmappedArray(mm));
  CHECK(cudaFreeMipmappedArray(ml));
  printf("wrong freed twice: %s\n", cudaGetErrorName(cudaFreeMipmappedArray(mm)));
  cudaGetLastError();
  cudaFree(d_q);
  cudaFree(d_g);
  cudaFree(d_out);
  printf("texture_mip: %d of %d values as expected\n", matched, checked);
  return failed || matched != checked;
}

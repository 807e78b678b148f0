// Texture objects over linear memory (float and uchar4 read as normalised floats, tex1Dfetch),
// pitched 2D memory (linear filtering, normalised coordinates, clamp) and a CUDA array (point
// filtering with normalised coordinates and wrap; linear filtering with texel coordinates and
// border). Prints every fetch with its coordinates; tests/it/programs.rs computes what each
// must be. The data:
//   lin[i] = 0.5 i^2 - 3 i (16 floats); bytes[i] = (30 i, 255 - 30 i, 7 i, 200) (8 uchar4);
//   pitched p[y][x] = x^2 + 10 y (5 x 4 floats); array a[y][x] = 100 y + 0.5 x^2 (6 x 3).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void fetch1d(cudaTextureObject_t t, const int *idx, float *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(t, idx[i]);
}

__global__ void fetch1d4(cudaTextureObject_t t, const int *idx, float4 *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float4>(t, idx[i]);
}

__global__ void sample2d(cudaTextureObject_t t, const float2 *uv, float *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<float>(t, uv[i].x, uv[i].y);
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

static cudaTextureDesc sampler(cudaTextureFilterMode f, cudaTextureAddressMode m, int norm,
                               cudaTextureReadMode r) {
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = m;
  td.filterMode = f;
  td.readMode = r;
  td.normalizedCoords = norm;
  return td;
}

// Sample `t` at the n coordinates `uv` and print each result as `tag u v value`.
static void sample(const char *tag, cudaTextureObject_t t, const float2 *uv, int n) {
  float2 *d_uv;
  float *d_out, out[16];
  CHECK(cudaMalloc(&d_uv, n * sizeof(float2)));
  CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CHECK(cudaMemcpy(d_uv, uv, n * sizeof(float2), cudaMemcpyHostToDevice));
  sample2d<<<1, 32>>>(t, d_uv, d_out, n);
  CHECK(cudaMemcpy(out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++) printf("%s %.9g %.9g %.9g\n", tag, uv[i].x, uv[i].y, out[i]);
  cudaFree(d_uv);
  cudaFree(d_out);
}

int main() {
  // 1D linear memory: floats, point-sampled by index.
  const int N = 16;
  float lin[N];
  for (int i = 0; i < N; i++) lin[i] = 0.5f * i * i - 3 * i;
  float *d_lin;
  CHECK(cudaMalloc(&d_lin, sizeof lin));
  CHECK(cudaMemcpy(d_lin, lin, sizeof lin, cudaMemcpyHostToDevice));
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = d_lin;
  rd.res.linear.desc = cudaCreateChannelDesc<float>();
  rd.res.linear.sizeInBytes = sizeof lin;
  cudaTextureDesc td = sampler(cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeElementType);
  cudaTextureObject_t t_lin = 0;
  CHECK(cudaCreateTextureObject(&t_lin, &rd, &td, nullptr));
  int idx[6] = {0, 3, 15, 7, 8, 1};
  int *d_idx;
  float *d_out, out[6];
  CHECK(cudaMalloc(&d_idx, sizeof idx));
  CHECK(cudaMalloc(&d_out, sizeof out));
  CHECK(cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice));
  fetch1d<<<1, 32>>>(t_lin, d_idx, d_out, 6);
  CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 6; i++) printf("lin %d %.9g\n", idx[i], out[i]);

  // 1D linear memory: uchar4 read as normalised floats.
  uchar4 bytes[8];
  for (int i = 0; i < 8; i++)
    bytes[i] = make_uchar4(30 * i, 255 - 30 * i, 7 * i, 200);
  uchar4 *d_bytes;
  CHECK(cudaMalloc(&d_bytes, sizeof bytes));
  CHECK(cudaMemcpy(d_bytes, bytes, sizeof bytes, cudaMemcpyHostToDevice));
  rd.res.linear.devPtr = d_bytes;
  rd.res.linear.desc = cudaCreateChannelDesc<uchar4>();
  rd.res.linear.sizeInBytes = sizeof bytes;
  td = sampler(cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeNormalizedFloat);
  cudaTextureObject_t t_bytes = 0;
  CHECK(cudaCreateTextureObject(&t_bytes, &rd, &td, nullptr));
  float4 *d_out4, out4[6];
  int idx4[6] = {0, 1, 4, 7, 2, 5};
  CHECK(cudaMalloc(&d_out4, sizeof out4));
  CHECK(cudaMemcpy(d_idx, idx4, sizeof idx4, cudaMemcpyHostToDevice));
  fetch1d4<<<1, 32>>>(t_bytes, d_idx, d_out4, 6);
  CHECK(cudaMemcpy(out4, d_out4, sizeof out4, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 6; i++)
    printf("bytes %d %.9g %.9g %.9g %.9g\n", idx4[i], out4[i].x, out4[i].y, out4[i].z, out4[i].w);

  // Pitched 2D memory: linear filtering, normalised coordinates, clamp.
  const int PW = 5, PH = 4;
  float p[PH][PW];
  for (int y = 0; y < PH; y++)
    for (int x = 0; x < PW; x++) p[y][x] = x * x + 10 * y;
  float *d_p;
  size_t pitch = 0;
  CHECK(cudaMallocPitch((void **)&d_p, &pitch, PW * sizeof(float), PH));
  CHECK(cudaMemcpy2D(d_p, pitch, p, sizeof p[0], sizeof p[0], PH, cudaMemcpyHostToDevice));
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypePitch2D;
  rd.res.pitch2D.devPtr = d_p;
  rd.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  rd.res.pitch2D.width = PW;
  rd.res.pitch2D.height = PH;
  rd.res.pitch2D.pitchInBytes = pitch;
  td = sampler(cudaFilterModeLinear, cudaAddressModeClamp, 1, cudaReadModeElementType);
  cudaTextureObject_t t_p = 0;
  CHECK(cudaCreateTextureObject(&t_p, &rd, &td, nullptr));
  cudaResourceDesc back;
  memset(&back, 0, sizeof back);
  CHECK(cudaGetTextureObjectResourceDesc(&back, t_p));
  printf("resdesc %d %d %d %d\n", (int)back.resType, (int)back.res.pitch2D.width,
         (int)back.res.pitch2D.height, (int)(back.res.pitch2D.pitchInBytes == pitch));
  float2 uv_p[7] = {{0.1f, 0.1f}, {0.5f, 0.5f}, {0.33f, 0.71f}, {0.95f, 0.05f},
                    {-0.2f, 1.3f}, {0.77f, 0.4f}, {0.3f, 0.6f}};
  sample("pitch", t_p, uv_p, 7);

  // A CUDA array: point filtering with normalised coordinates and wrap, then linear
  // filtering with texel coordinates and border.
  const int AW = 6, AH = 3;
  float a[AH][AW];
  for (int y = 0; y < AH; y++)
    for (int x = 0; x < AW; x++) a[y][x] = 100 * y + 0.5f * x * x;
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
  cudaArray_t arr;
  CHECK(cudaMallocArray(&arr, &cd, AW, AH));
  CHECK(cudaMemcpy2DToArray(arr, 0, 0, a, sizeof a[0], sizeof a[0], AH, cudaMemcpyHostToDevice));
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = arr;
  td = sampler(cudaFilterModePoint, cudaAddressModeWrap, 1, cudaReadModeElementType);
  cudaTextureObject_t t_wrap = 0, t_border = 0;
  CHECK(cudaCreateTextureObject(&t_wrap, &rd, &td, nullptr));
  td = sampler(cudaFilterModeLinear, cudaAddressModeBorder, 0, cudaReadModeElementType);
  CHECK(cudaCreateTextureObject(&t_border, &rd, &td, nullptr));
  float2 uv_w[5] = {{1.1f, 0.5f}, {-0.3f, 0.2f}, {0.5f, 2.7f}, {0.99f, 0.99f}, {0.0f, 0.0f}};
  sample("wrap", t_wrap, uv_w, 5);
  float2 uv_b[5] = {{0.25f, 0.5f}, {5.9f, 2.8f}, {3.3f, 1.7f}, {-0.4f, 0.5f}, {2.5f, 1.5f}};
  sample("border", t_border, uv_b, 5);
  // The array's contents come back out as they went in.
  float back_a[AH][AW];
  CHECK(cudaMemcpy2DFromArray(back_a, sizeof back_a[0], arr, 0, 0, sizeof back_a[0], AH,
                              cudaMemcpyDeviceToHost));
  printf("array copy-back: %s\n", memcmp(a, back_a, sizeof a) == 0 ? "same" : "different");

  // Wrong calls and the errors they get.
  cudaTextureObject_t t_bad = 0;
  td = sampler(cudaFilterModePoint, cudaAddressModeClamp, 0, cudaReadModeElementType);
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = d_lin;
  rd.res.linear.desc = cudaCreateChannelDesc(32, 32, 32, 0, cudaChannelFormatKindFloat);
  rd.res.linear.sizeInBytes = sizeof lin;
  printf("wrong three channels: %s\n", cudaGetErrorName(cudaCreateTextureObject(&t_bad, &rd, &td, nullptr)));
  rd.res.linear.desc = cudaCreateChannelDesc(64, 0, 0, 0, cudaChannelFormatKindFloat);
  printf("wrong double floats: %s\n", cudaGetErrorName(cudaCreateTextureObject(&t_bad, &rd, &td, nullptr)));
  rd.res.linear.desc = cudaCreateChannelDesc<float>();
  rd.res.linear.sizeInBytes = 2 * sizeof lin;
  printf("wrong past the allocation: %s\n", cudaGetErrorName(cudaCreateTextureObject(&t_bad, &rd, &td, nullptr)));
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypePitch2D;
  rd.res.pitch2D.devPtr = d_p;
  rd.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  rd.res.pitch2D.width = PW;
  rd.res.pitch2D.height = PH;
  rd.res.pitch2D.pitchInBytes = 8;
  printf("wrong pitch: %s\n", cudaGetErrorName(cudaCreateTextureObject(&t_bad, &rd, &td, nullptr)));
  rd.res.pitch2D.pitchInBytes = ~(size_t)0;
  printf("wrong huge pitch: %s\n", cudaGetErrorName(cudaCreateTextureObject(&t_bad, &rd, &td, nullptr)));
  printf("wrong array: %s\n", cudaGetErrorName(cudaFreeArray((cudaArray_t)d_lin)));
  cudaGetLastError();

  CHECK(cudaDestroyTextureObject(t_lin));
  CHECK(cudaDestroyTextureObject(t_bytes));
  CHECK(cudaDestroyTextureObject(t_p));
  CHECK(cudaDestroyTextureObject(t_wrap));
  CHECK(cudaDestroyTextureObject(t_border));
  CHECK(cudaFreeArray(arr));
  cudaFree(d_lin);
  cudaFree(d_bytes);
  cudaFree(d_p);
  printf("texture_obj: %s\n", failed ? "errors" : "done");
  return failed;
}

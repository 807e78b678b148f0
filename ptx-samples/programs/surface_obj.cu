// Surface objects over CUDA arrays (cudaCreateSurfaceObject): a kernel reads a 2D array of
// ints (surf2Dread) and writes 2 v + 1 to another (surf2Dwrite; x in bytes), reads past the
// right edge under cudaBoundaryModeZero and cudaBoundaryModeClamp, and writes a layered 1D
// array (surf1DLayeredwrite). The program checks every value against the formulas below
// and prints how many matched:
//   a[y][x] = 10 y + x (8 x 4); out[y][x] = 2 a[y][x] + 1; layered[l][x] = 100 l + x (4 x 3).
// clang-16 has no surf2Dread and relatives (CUDA's surface_functions.h needs nvcc's builtins),
// so the accesses are written as the PTX nvcc emits for them.
#include <cstdio>
#include <cuda_runtime.h>

constexpr int W = 8, H = 4, LW = 4, LAYERS = 3;

__device__ int read2d(cudaSurfaceObject_t s, int x, int y) {
  int v;
  asm volatile("suld.b.2d.b32.trap {%0}, [%1, {%2, %3}];" : "=r"(v) : "l"(s), "r"(x), "r"(y));
  return v;
}
__device__ int read2d_zero(cudaSurfaceObject_t s, int x, int y) {
  int v;
  asm volatile("suld.b.2d.b32.zero {%0}, [%1, {%2, %3}];" : "=r"(v) : "l"(s), "r"(x), "r"(y));
  return v;
}
__device__ int read2d_clamp(cudaSurfaceObject_t s, int x, int y) {
  int v;
  asm volatile("suld.b.2d.b32.clamp {%0}, [%1, {%2, %3}];" : "=r"(v) : "l"(s), "r"(x), "r"(y));
  return v;
}
__device__ void write2d(int v, cudaSurfaceObject_t s, int x, int y) {
  asm volatile("sust.b.2d.b32.trap [%0, {%1, %2}], {%3};" ::"l"(s), "r"(x), "r"(y), "r"(v)
               : "memory");
}
__device__ void write1d_layered(int v, cudaSurfaceObject_t s, int x, int layer) {
  asm volatile("sust.b.a1d.b32.trap [%0, {%1, %2}], {%3};" ::"l"(s), "r"(layer), "r"(x), "r"(v)
               : "memory");
}

__global__ void twice(cudaSurfaceObject_t in, cudaSurfaceObject_t out, int *edge) {
  int x = threadIdx.x, y = threadIdx.y;
  int v = read2d(in, x * 4, y);
  write2d(2 * v + 1, out, x * 4, y);
  int t = y * W + x;
  edge[2 * t] = read2d_zero(in, (x + 5) * 4, y);
  edge[2 * t + 1] = read2d_clamp(in, (x + 5) * 4, y);
}

__global__ void layers(cudaSurfaceObject_t s) {
  int x = threadIdx.x, l = threadIdx.y;
  write1d_layered(100 * l + x, s, x * 4, l);
}

static int failed = 0;
#define CHECK(x)                                                                        \
  do {                                                                                  \
    cudaError_t e_ = (x);                                                               \
    if (e_ != cudaSuccess) {                                                            \
      printf("%s failed: %s\n", #x, cudaGetErrorString(e_));                            \
      failed = 1;                                                                       \
    }                                                                                   \
  } while (0)

static cudaSurfaceObject_t surface(cudaArray_t a) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaSurfaceObject_t s = 0;
  CHECK(cudaCreateSurfaceObject(&s, &r));
  return s;
}

int main() {
  cudaChannelFormatDesc d = cudaCreateChannelDesc<int>();
  int a[H][W];
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) a[y][x] = 10 * y + x;
  cudaArray_t in, out, lay;
  CHECK(cudaMallocArray(&in, &d, W, H, cudaArraySurfaceLoadStore));
  CHECK(cudaMallocArray(&out, &d, W, H, cudaArraySurfaceLoadStore));
  CHECK(cudaMalloc3DArray(&lay, &d, make_cudaExtent(LW, 0, LAYERS),
                          cudaArrayLayered | cudaArraySurfaceLoadStore));
  CHECK(cudaMemcpy2DToArray(in, 0, 0, a, W * 4, W * 4, H, cudaMemcpyHostToDevice));
  cudaSurfaceObject_t s_in = surface(in), s_out = surface(out), s_lay = surface(lay);
  int *edge;
  CHECK(cudaMalloc(&edge, 2 * W * H * sizeof(int)));
  twice<<<1, dim3(W, H)>>>(s_in, s_out, edge);
  CHECK(cudaGetLastError());
  layers<<<1, dim3(LW, LAYERS)>>>(s_lay);
  CHECK(cudaDeviceSynchronize());
  int o[H][W], e[2 * W * H], l[LAYERS][LW];
  CHECK(cudaMemcpy2DFromArray(o, W * 4, out, 0, 0, W * 4, H, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(e, edge, sizeof e, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpyFromArray(l, lay, 0, 0, sizeof l, cudaMemcpyDeviceToHost));
  int good = 0, total = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int t = y * W + x, xe = x + 5;
      int zero = xe < W ? a[y][xe] : 0, clamp = a[y][xe < W ? xe : W - 1];
      good += (o[y][x] == 2 * a[y][x] + 1) + (e[2 * t] == zero) + (e[2 * t + 1] == clamp);
      total += 3;
      if (o[y][x] != 2 * a[y][x] + 1 || e[2 * t] != zero || e[2 * t + 1] != clamp)
        printf("mismatch at (%d, %d): %d %d %d\n", x, y, o[y][x], e[2 * t], e[2 * t + 1]);
    }
  for (int k = 0; k < LAYERS; k++)
    for (int x = 0; x < LW; x++) {
      good += l[k][x] == 100 * k + x;
      total += 1;
    }
  CHECK(cudaDestroySurfaceObject(s_in));
  CHECK(cudaDestroySurfaceObject(s_out));
  CHECK(cudaDestroySurfaceObject(s_lay));
  printf("surface_obj: %d of %d values as expected\n", good, total);
  return failed || good != total;
}

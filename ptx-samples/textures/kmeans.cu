// Rodinia kmeans' kmeansPoint shape: each thread finds the cluster nearest to its point. The
// features are read through a texture (tex1Dfetch), laid out feature-major as Rodinia's
// `t_features_flipped` (feature l of point p at l * npoints + p); the cluster centres are in
// global memory. Two builds of the same loop: on a texture reference (`.global .texref`, as
// Rodinia declares `texture<float, 1, cudaReadModeElementType> t_features`) and on a texture
// object passed as a kernel argument. clang has no texture built-ins without the CUDA headers:
// the fetches are written as the PTX they lower to.

typedef unsigned long long cudaTextureObject_t;

asm(".global .texref t_features;");

static __device__ __forceinline__ float fetch_ref(int i) {
  float x, y, z, w;
  asm volatile("tex.1d.v4.f32.s32 {%0, %1, %2, %3}, [t_features, {%4}];"
               : "=f"(x), "=f"(y), "=f"(z), "=f"(w)
               : "r"(i));
  return x;
}

static __device__ __forceinline__ float fetch_obj(cudaTextureObject_t t, int i) {
  float x, y, z, w;
  asm volatile("tex.1d.v4.f32.s32 {%0, %1, %2, %3}, [%4, {%5}];"
               : "=f"(x), "=f"(y), "=f"(z), "=f"(w)
               : "l"(t), "r"(i));
  return x;
}

#define KMEANS_BODY(FETCH)                                                   \
  int point_id = blockIdx.x * blockDim.x + threadIdx.x;                     \
  int index = -1;                                                            \
  if (point_id < npoints) {                                                  \
    float min_dist = 3.402823466e+38f;                                       \
    for (int i = 0; i < nclusters; i++) {                                    \
      float dist = 0;                                                        \
      for (int l = 0; l < nfeatures; l++) {                                  \
        float diff = FETCH(l * npoints + point_id) - clusters[i * nfeatures + l]; \
        dist += diff * diff;                                                 \
      }                                                                      \
      if (dist < min_dist) {                                                 \
        min_dist = dist;                                                     \
        index = i;                                                           \
      }                                                                      \
    }                                                                        \
    membership[point_id] = index;                                            \
  }

extern "C" __global__ void kmeansPoint(int nfeatures, int npoints, int nclusters,
                                       int *membership, const float *clusters) {
#define F(i) fetch_ref(i)
  KMEANS_BODY(F)
#undef F
}

extern "C" __global__ void kmeansPointObj(cudaTextureObject_t t, int nfeatures, int npoints,
                                          int nclusters, int *membership,
                                          const float *clusters) {
#define F(i) fetch_obj(t, i)
  KMEANS_BODY(F)
#undef F
}

// Host work between launches, as Rodinia's srad does: each iteration copies the image back,
// computes a statistic on the host (the mean and variance of a region, giving the diffusion
// coefficient q0), and passes it to the next launch. The host repeats the whole computation on
// its own copy and compares.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void step(float *img, int n, float q0) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) img[i] = img[i] + q0 * (0.5f - img[i]);
}

static float coefficient(const float *img, int n) {
  float sum = 0, sum2 = 0;
  for (int i = 0; i < n / 2; i++) { sum += img[i]; sum2 += img[i] * img[i]; }
  float mean = sum / (n / 2), var = sum2 / (n / 2) - mean * mean;
  return var / (mean * mean + 1.0f);
}

int main() {
  const int n = 200, iters = 5;
  float h[n], ref[n];
  for (int i = 0; i < n; i++) h[i] = ref[i] = (i % 13) / 13.0f;
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  float q = 0;
  for (int it = 0; it < iters; it++) {
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    q = coefficient(h, n);
    step<<<(n + 63) / 64, 64>>>(d, n, q);
    float qr = coefficient(ref, n);
    for (int i = 0; i < n; i++) ref[i] = ref[i] + qr * (0.5f - ref[i]);
  }
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) bad += fabsf(h[i] - ref[i]) > 1e-5f;
  printf("srad_like: %d iterations, last q0 %.4f, %d of %d wrong: %s\n", iters, q, bad, n,
         bad == 0 ? "PASS" : "FAIL");
  return bad != 0;
}

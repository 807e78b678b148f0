// SAXPY with a grid-stride loop: y[i] = a*x[i] + y[i] for all i < n, each thread visits
// i = tid, tid + stride, ... (stride = blockDim.x * gridDim.x); trip counts differ per thread.
extern "C" __global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

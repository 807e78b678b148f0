// Kernels for launches in several streams (tests/it/device_io.rs, docs/manifest.md).
// Regenerate: clang-16 --cuda-device-only --cuda-gpu-arch=sm_20 -nocudainc -nocudalib -O2 -S \
//   -x cuda -I ../../../ptx-samples/include -include cuda_shim.h streams.cu -o streams.ptx

// Thread 0 waits until `flag` is raised (by a grid of another stream), then writes flag + 1.
extern "C" __global__ void wait_then_copy(volatile int *flag, int *out) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    while (*flag == 0)
      ;
    out[0] = *flag + 1;
  }
}

// Thread 0 raises `flag` to `v`.
extern "C" __global__ void raise_flag(volatile int *flag, int v) {
  if (threadIdx.x == 0 && blockIdx.x == 0)
    *flag = v;
}

// out[i] = v for every i < n.
extern "C" __global__ void fill(int *out, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = v;
}

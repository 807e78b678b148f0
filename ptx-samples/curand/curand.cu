// cuRAND's device API (nvidia-curand-cu12 from PyPI), compiled by NVRTC 12: each thread starts
// its own subsequence of the XORWOW generator (the default `curandState`, whose skip-ahead
// multiplies by the precalculated matrices of curand_precalc.h, some 300 KB of `.global`
// tables) and of Philox4x32-10, and writes its first numbers. gen.py computes them in Python
// from the header's definitions. Regenerate with `python3 ptx-samples/curand/gen.py`.
#include <curand_kernel.h>

extern "C" __global__ void xorwow(unsigned int *out, unsigned long long seed) {
    int t = threadIdx.x + blockIdx.x * blockDim.x;
    curandState s;
    curand_init(seed, t, 0, &s);
    for (int k = 0; k < 3; k++) out[t * 3 + k] = curand(&s);
}

extern "C" __global__ void philox(unsigned int *out, unsigned long long seed) {
    int t = threadIdx.x + blockIdx.x * blockDim.x;
    curandStatePhilox4_32_10_t s;
    curand_init(seed, t, 3, &s);
    for (int k = 0; k < 6; k++) out[t * 6 + k] = curand(&s);
}

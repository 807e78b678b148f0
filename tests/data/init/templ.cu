// A template kernel and its float instantiation: PTX names it `_Z5scaleIfEvPT_S0_i`, a person
// `scale<float>` (tests/it/init.rs). Regenerate: see the comment at the top of templ.ptx.
template <typename T>
__global__ void scale(T *x, T a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = x[i] * a;
}
template __global__ void scale<float>(float *, float, int);
template __global__ void scale<int>(int *, int, int);

// Recursive non-inlined device functions: out[i] = fib(in[i]) (doubly recursive, divergent recursion
// depth across lanes) and fact[i] = factorial(in[i]) in 64 bits. The PTX has .func, call and a local
// stack frame (__local_depot, %SP) where clang needs one.
__device__ __noinline__ int fib(int n) {
  if (n < 2) return n;
  return fib(n - 1) + fib(n - 2);
}
__device__ __noinline__ unsigned long long fact(int n) {
  if (n <= 1) return 1;
  return (unsigned long long)n * fact(n - 1);
}
extern "C" __global__ void recursive_fib(const int *in, int *out, unsigned long long *fct) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = fib(in[i]);
  fct[i] = fact(in[i]);
}

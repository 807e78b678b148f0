// Recursive non-inlined device functions: out[i] = fib(in[i]) (doubly recursive, divergent recursion
// depth across lanes) and fact[i] = factorial(in[i]) in 64 bits. The PTX has .func, call and a local
// stack frame (__local_depot, %SP) where clang needs one.
__device__ __noinline__ int fib(int n) {
  if (n < 2) return n;
  return fib(n - 1) + fib(n - 2);
}
// The result goes through a pointer to the caller's local variable, so each activation needs a stack
// slot in local memory (clang would turn `return n * fact(n - 1)` into a loop).
__device__ __noinline__ void fact(int n, unsigned long long *res) {
  if (n <= 1) {
    *res = 1;
    return;
  }
  unsigned long long r;
  fact(n - 1, &r);
  *res = r * (unsigned long long)n;
}
extern "C" __global__ void recursive_fib(const int *in, int *out, unsigned long long *fct) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = fib(in[i]);
  unsigned long long f;
  fact(in[i], &f);
  fct[i] = f;
}

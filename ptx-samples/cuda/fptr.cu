// Function pointers: a table of three `__noinline__` device functions in global memory (an
// initialiser of function names), and an indirect call with two arguments and a result, divergent
// within the warp (each lane picks the function from its input).
typedef int (*op_t)(int, int);
__device__ __noinline__ int op_add(int a, int b) { return a + b; }
__device__ __noinline__ int op_mul(int a, int b) { return a * b; }
__device__ __noinline__ int op_sub3(int a, int b) { return a - 3 * b; }
__device__ op_t table[3] = {op_add, op_mul, op_sub3};

extern "C" __global__ void fptr(int *out, const int *in) {
  int t = threadIdx.x;
  op_t f = table[in[t] % 3];
  out[t] = f(in[t], t);
}

// Races a dynamic checker should tolerate by default, and races it must still report.
//
// same_value: every thread stores 0 to out[0] and 1 to flag[0]: write-write races whose
//   writes store the same bytes (benign: the result is the same in every order).
// diff_value: every thread stores its own index to out[0]: a real write-write race.
// cas_add_double: the CUDA programming guide's atomicAdd for double, a plain read followed by
//   an atomicCAS loop; the plain read races with the other threads' CAS, and the CAS loop makes
//   it correct.
// atomic_add_double: atomicAdd on double; for sm_20 the compiler expands it into the same loop.
// cas_leak: a plain read whose value is also stored elsewhere before the CAS: the racy value
//   escapes, so the race is real even though a CAS follows.
// shift: a[t] = a[t + offset] without a barrier: a race exactly when 1 <= offset < blockDim
//   (thread t + offset writes what thread t reads), found by sweeping the argument.

extern "C" __global__ void same_value(int *out, int *flag) {
  out[0] = 0;
  flag[0] = 1;
}

extern "C" __global__ void diff_value(int *out) {
  out[0] = threadIdx.x;
}

__device__ double cas_add(double *address, double val) {
  unsigned long long *address_as_ull = (unsigned long long *)address;
  unsigned long long old = *address_as_ull, assumed;
  do {
    assumed = old;
    old = atomicCAS(address_as_ull, assumed,
                    __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}

extern "C" __global__ void cas_add_double(double *sum, const double *in) {
  cas_add(sum, in[blockIdx.x * blockDim.x + threadIdx.x]);
}

extern "C" __global__ void atomic_add_double(double *sum, const double *in) {
#if defined(__clang__) || __CUDA_ARCH__ >= 600
  atomicAdd(sum, in[blockIdx.x * blockDim.x + threadIdx.x]);
#else
  cas_add(sum, in[blockIdx.x * blockDim.x + threadIdx.x]);  // no double atomicAdd before sm_60
#endif
}

extern "C" __global__ void cas_leak(int *p, int *seen) {
  int old = *p;
  seen[blockIdx.x * blockDim.x + threadIdx.x] = old;
  atomicCAS(p, old, old + 1);
}

extern "C" __global__ void shift(int *a, int offset) {
  int t = threadIdx.x;
  int v = a[t + offset];
  a[t] = v;
}

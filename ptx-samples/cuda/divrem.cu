// Integer division and remainder, signed (C truncation toward zero, remainder has the dividend's sign)
// and unsigned (the same bit patterns reinterpreted), per thread.
extern "C" __global__ void divrem(const int *a, const int *b, int *q, int *r, unsigned *uq, unsigned *ur) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = a[i], y = b[i];
  q[i] = x / y;
  r[i] = x % y;
  uq[i] = (unsigned)x / (unsigned)y;
  ur[i] = (unsigned)x % (unsigned)y;
}

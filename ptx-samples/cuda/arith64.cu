// 64-bit integer arithmetic per thread (8 results per thread in out[8*i .. 8*i+7]):
// u64 mul, s64 mul, u64 shl, s64 arithmetic shr, u64 logical shr, 32x32->64 widening mul (mul.wide),
// u64 div/rem, s64 add of a sign-extended s32.
extern "C" __global__ void arith64(const unsigned long long *a, const unsigned long long *b,
                                   const int *s, unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long x = a[i], y = b[i];
  int sh = s[i] & 63;
  unsigned long long *o = out + 8 * i;
  o[0] = x * y;
  o[1] = (unsigned long long)((long long)x * (long long)y);
  o[2] = x << sh;
  o[3] = (unsigned long long)((long long)x >> sh);
  o[4] = x >> sh;
  o[5] = (unsigned long long)(unsigned)x * (unsigned long long)(unsigned)y;
  o[6] = (y != 0) ? x / y + x % y : 0;
  o[7] = (unsigned long long)((long long)x + (long long)s[i]);
}

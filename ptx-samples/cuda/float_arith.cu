// f32 and f64 arithmetic per thread: add, mul, div, sqrt, fma, and conversions
// (f32->s32 truncating, s32->f32, f32->f64, f64->f32 rounding to nearest).
extern "C" __global__ void float_arith(const float *a, const float *b, const double *c, const double *d,
                                       float *of, double *od, int *oi) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = a[i], y = b[i];
  double u = c[i], v = d[i];
  float *f = of + 6 * i;
  double *e = od + 6 * i;
  f[0] = x + y;
  f[1] = x * y;
  f[2] = x / y;
  f[3] = __builtin_sqrtf(x < 0.0f ? -x : x);
  f[4] = __builtin_fmaf(x, y, 1.0f);
  f[5] = (float)u;                 // f64 -> f32, round to nearest
  e[0] = u + v;
  e[1] = u * v;
  e[2] = u / v;
  e[3] = __builtin_sqrt(u < 0.0 ? -u : u);
  e[4] = __builtin_fma(u, v, 0.5);
  e[5] = (double)x * (double)y;    // f32 -> f64 widening
  oi[2 * i] = (int)x;              // f32 -> s32, truncating
  oi[2 * i + 1] = (int)((float)(int)(y * 4.0f) + 0.5f);
}

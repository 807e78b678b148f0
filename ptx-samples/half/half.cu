// Half-precision kernels as today's CUDA code writes them (cuda_fp16.h, cuda_bf16.h): f16 and
// bf16 scalars, f16x2 and bf16x2 pairs, conversions and comparisons. Buffers hold raw bits
// (u16 per scalar, u32 per pair, element 0 in the low half). gen.py computes the expected bits
// with exact IEEE arithmetic (one rounding per operation, to nearest even).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#define KERNEL extern "C" __global__
#define TID ((int)(blockIdx.x * blockDim.x + threadIdx.x))

KERNEL void haxpy(__half *y, const __half *x, __half a) {
    int i = TID;
    y[i] = __hfma(a, x[i], y[i]);
}

KERNEL void haxpy2(__half2 *y, const __half2 *x, __half2 a) {
    int i = TID;
    y[i] = __hfma2(a, x[i], y[i]);
}

KERNEL void hops2(__half2 *out, const __half2 *x) {
    int i = TID;
    __half2 v = x[i];
    __half2 r = __hadd2(__hmul2(v, v), __hneg2(v));
    out[i] = __hmax2(__hsub2(r, __habs2(v)), __floats2half2_rn(-4.0f, 0.25f));
}

KERNEL void hcmp2(unsigned *out, const __half2 *x, const __half2 *y) {
    int i = TID;
    __half2 a = x[i], b = y[i];
    // __hlt2: 1.0 or 0.0 per half; __hbgt2: both halves greater; __hge: the low halves.
    __half2 lt = __hlt2(a, b);
    unsigned both = __hbgt2(a, b) ? 1u : 0u;
    unsigned lo = __hge(__low2half(a), __low2half(b)) ? 2u : 0u;
    out[i] = (unsigned)__half_as_ushort(__low2half(lt)) ^ ((unsigned)__half_as_ushort(__high2half(lt)) << 16) ^ both ^ lo;
}

KERNEL void bfaxpy(__nv_bfloat16 *y, const __nv_bfloat16 *x, __nv_bfloat16 a) {
    int i = TID;
    y[i] = __hfma(a, x[i], y[i]);
}

KERNEL void bfops2(__nv_bfloat162 *out, const __nv_bfloat162 *x) {
    int i = TID;
    __nv_bfloat162 v = x[i];
    out[i] = __hfma2(v, v, __floats2bfloat162_rn(1.0f, -2.0f));
}

KERNEL void conv(float *f_out, unsigned short *h_out, unsigned short *b_out, __half2 *p_out,
                 const float *f, const __half *h, const __nv_bfloat16 *b) {
    int i = TID;
    f_out[i] = __half2float(h[i]) + __bfloat162float(b[i]);
    h_out[i] = __half_as_ushort(__float2half_rn(f[i]));
    b_out[i] = __bfloat16_as_ushort(__float2bfloat16_rn(f[i]));
    p_out[i] = __floats2half2_rn(f[i], -f[i] * 0.5f);
}

// 8-bit floats (cuda_fp8.h): pairs from two floats (saturating, nearest even) and back to
// half2. sm_89 and later have instructions for both directions; older targets get the header's
// software conversion.
KERNEL void fp8(unsigned *out, unsigned *back, const float *f) {
    int i = TID;
    __nv_fp8x2_e4m3 p(make_float2(f[i], -f[i] * 0.75f));
    __nv_fp8x2_e5m2 q(make_float2(f[i], f[i] * 3.0f));
    out[i] = (unsigned)p.__x | (unsigned)q.__x << 16;
    __half2_raw h = static_cast<__half2>(p);
    back[i] = (unsigned)h.x | (unsigned)h.y << 16;
}

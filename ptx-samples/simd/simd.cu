// SIMD video intrinsics of the CUDA Math API ("SIMD Intrinsics"), the way CUDA code uses them:
// per-byte and per-halfword arithmetic on 32-bit words. NVRTC lowers some to the video
// instructions (`vabsdiff4`), some to `prmt`/`lop3` bit tricks and, for sm_90, to the packed
// integer `add.u16x2`/`min.u16x2` of PTX 8.0.

extern "C" __global__ void bytes4(unsigned *out, const unsigned *a, const unsigned *b) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = a[t], y = b[t];
  unsigned *o = out + 8 * t;
  o[0] = __vabsdiffu4(x, y);
  o[1] = __vmaxs4(x, y);
  o[2] = __vsads4(x, y);
  o[3] = __vsubss4(x, y);
  o[4] = __vhaddu4(x, y);
  o[5] = __vseteq4(x, y);
  o[6] = __vneg4(x);
  o[7] = __vcmpltu4(x, y);
}

extern "C" __global__ void halves2(unsigned *out, const unsigned *a, const unsigned *b) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = a[t], y = b[t];
  unsigned *o = out + 8 * t;
  o[0] = __vadd2(x, y);
  o[1] = __vcmpgtu2(x, y);
  o[2] = __vavgu2(x, y);
  o[3] = __vminu2(x, y);
  o[4] = __vabsdiffs2(x, y);
  o[5] = __vabs2(x);
  o[6] = __vaddus2(x, y);
  o[7] = __sad((int)x, (int)y, 3u);
}

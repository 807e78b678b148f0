// A kernel parameter passed by value that is larger than 8 bytes: a structure with scalars,
// device pointers, a double and a trailing short (`.param .align 8 .b8 p[40]`). The manifest gives
// it field by field: Struct([S32(..), F32(..), Buffer(..), Buffer(..), F64(..), S16(..)]).
struct Params {
  int scale;
  float bias;
  int *out;
  const int *in;
  double offset;
  short tag;
};

extern "C" __global__ void byvalue(Params p, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    p.out[t] = p.in[t] * p.scale + (int)p.bias + (int)p.offset + p.tag;
}

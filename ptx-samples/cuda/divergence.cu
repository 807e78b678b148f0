// Control-flow shapes for golden warp traces (run with one warp of 8 lanes).
// ifelse: one if/else on the lowest tid bit.
// nested3: if/else nested three levels deep on tid bits 0, 1 and 2 (8 distinct paths).
// loop_break: a loop over v[0..n) whose exit (break when the running sum exceeds lim[t]) is taken by
//   different lanes in different iterations; out[t] = 1000 * (iterations) + sum.
// early_return: a __noinline__ device function with a data-dependent early return; the callee is
//   called with divergent arguments (lane t works on in[t]).
extern "C" __global__ void ifelse(int *out) {
  unsigned t = threadIdx.x;
  int v;
  if (t & 1)
    v = t * 10;
  else
    v = t + 100;
  out[t] = v;
}

extern "C" __global__ void nested3(int *out) {
  unsigned t = threadIdx.x;
  if (t & 1) {
    if (t & 2) {
      if (t & 4) out[t] = 7; else out[t] = 3;
    } else {
      if (t & 4) out[t] = 5; else out[t] = 1;
    }
  } else {
    if (t & 2) {
      if (t & 4) out[t] = 6; else out[t] = 2;
    } else {
      if (t & 4) out[t] = 4; else out[t] = 0;
    }
  }
  out[t + 8] = t * 3;
}

extern "C" __global__ void loop_break(const int *v, const int *lim, int *out, int n) {
  unsigned t = threadIdx.x;
  int l = lim[t];
  int acc = 0;
  int i = 0;
  for (; i < n; i++) {
    acc += v[i];
    if (acc > l) break;
  }
  out[t] = i * 1000 + acc;
}

// Lanes with in[x] < 0 return early; the others sum in[0 .. in[x]-1] in a loop. (clang merges the two
// returns into one `ret` block, so the early return shows up as a branch to the function's exit.)
__device__ __noinline__ void early(const int *in, int *out, int x) {
  int m = in[x];
  if (m < 0) {
    out[x] = -1;
    return;
  }
  int s = 0;
  for (int k = 0; k < m; k++) s += in[k];
  out[x] = s;
  out[x + 8] = m;
}

extern "C" __global__ void early_return(const int *in, int *out) {
  early(in, out, threadIdx.x);
}

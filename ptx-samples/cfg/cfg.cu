// Divergent control-flow shapes that compilers emit: multi-exit loops, nested breaks, gotos,
// early returns, short-circuit conditions, switches, calls. Every kernel has the signature
// (int *out, const int *in) and writes out[tid] from in[] and tid only, so the expected result
// is the same C code run once per thread on the host (cfg_host.c).
// Launch: one block of 64 threads (two warps), in[] has 64 elements.
#ifndef HOST
#define KERNEL extern "C" __global__
#define DEVICE static __device__ __noinline__
#define TID ((int)threadIdx.x)
#endif

KERNEL void two_breaks(int *out, const int *in) {
  int t = TID, r = 0;
  for (int i = 0; i < 40; i++) {
    int v = in[(t + i) & 63];
    if (v % 7 == 3) { r = i; break; }
    if (v % 11 == 5) { r = -1 - i; break; }
    r += v & 3;
  }
  out[t] = r;
}

KERNEL void return_in_loop(int *out, const int *in) {
  int t = TID, acc = 1;
  for (int i = 0; i < 30; i++) {
    acc = acc * 3 + in[(t * 5 + i) & 63];
    if ((acc & 15) == (t & 15)) { out[t] = -i; return; }
    if (acc > 100000) acc -= 99991;
  }
  out[t] = acc;
}

KERNEL void goto_out2(int *out, const int *in) {
  int t = TID, r = 0;
  for (int i = 0; i < 8; i++) {
    for (int j = 0; j < 8; j++) {
      int v = in[(i * 8 + j + t) & 63];
      if (v == t % 13) { r = i * 100 + j; goto done; }
      if (v > 60 && j > i) break;
      r += 1;
    }
  }
  r = -r;
done:
  out[t] = r;
}

KERNEL void while_continue_breaks(int *out, const int *in) {
  int t = TID, i = t, n = 0, s = 0;
  while (n < 50) {
    n++;
    i = (i * 7 + 3) & 63;
    if (in[i] & 1) continue;
    if (in[i] % 9 == 0) { s += 1000; break; }
    s += in[i];
    if (s > 300 + t) break;
  }
  out[t] = s * 64 + n;
}

DEVICE int search(const int *in, int key, int lo) {
  for (int i = lo; i < 64; i++) {
    if (in[i] == key) return i;
    if (in[i] > 90) return -2;
  }
  return -1;
}

KERNEL void search_func(int *out, const int *in) {
  int t = TID;
  out[t] = search(in, t % 17, t % 5);
}

KERNEL void same_pred_ifs(int *out, const int *in) {
  int t = TID, r = in[t];
  bool p = (in[(t + 1) & 63] & 3) == 0;
  if (p) r += 5;
  if (p) r *= 3;
  __syncthreads();
  out[t] = r;
}

KERNEL void or_merge(int *out, const int *in) {
  int t = TID, x = in[t], r = 0;
  if (x > 5 || t == 0) { r = x * 2; if (x & 1) r++; }
  if (x < 20 && (t & 2)) r -= 7;
  out[t] = r;
}

KERNEL void and_or_chain(int *out, const int *in) {
  int t = TID, x = in[t], y = in[(t + 3) & 63], r = 1;
  if ((x > 10 && y < 50) || (x == y) || (t % 3 == 1 && x != 0)) r = x + y;
  else if (x < y || y == 7) r = x - y;
  else r = 42;
  out[t] = r;
}

KERNEL void switch_dense(int *out, const int *in) {
  int t = TID, r;
  switch (in[t] % 8) {
  case 0: r = 10; break;
  case 1: r = t; break;
  case 2: r = in[(t + 1) & 63]; /* fall through */
  case 3: r = 33 + t; break;
  case 4: r = -4; break;
  case 5: r = t * t; break;
  case 6: r = 6; /* fall through */
  default: r = -t; break;
  }
  out[t] = r;
}

KERNEL void switch_sparse(int *out, const int *in) {
  int t = TID, r = 0;
  switch (in[t] * 13) {
  case 13: r = 1; break;
  case 260: r = 2; break;
  case 1001: r = 3; break;
  case 0: r = 4; break;
  default: r = in[t] + 100;
  }
  out[t] = r;
}

DEVICE int fact_rec(int n) { return n <= 1 ? 1 : n * fact_rec(n - 1); }

KERNEL void early_return_call(int *out, const int *in) {
  int t = TID;
  if (in[t] % 3 == 0) { out[t] = -1; return; }
  int v = in[t] % 7;
  if (t & 1) v = fact_rec(v);
  out[t] = v;
}

KERNEL void nested_loops_continue(int *out, const int *in) {
  int t = TID, s = 0;
  for (int i = 0; i < 6; i++) {
    if ((in[(t + i) & 63] & 3) == 1) continue;
    for (int j = 0; j <= i; j++) {
      if (((t + j) & 7) == 5) continue;
      if (in[(t * j + i) & 63] > 80) break;
      s += j + i;
    }
  }
  out[t] = s;
}

KERNEL void do_while_multi(int *out, const int *in) {
  int t = TID, x = in[t] + 1, steps = 0;
  do {
    if (x % 2 == 0) x /= 2; else x = 3 * x + 1;
    steps++;
    if (x == 16) { steps += 100; break; }
    if (steps > 60) { steps = -steps; break; }
  } while (x != 1);
  out[t] = steps;
}

KERNEL void goto_forward(int *out, const int *in) {
  int t = TID, x = in[t], r = 0;
  if (x & 1) goto odd;
  r += 10;
  if (x & 2) goto two;
  r += 100;
odd:
  r += x;
two:
  r *= 2;
  if (x > 50) goto end;
  r -= 1;
end:
  out[t] = r;
}

KERNEL void irreducible_goto(int *out, const int *in) {
  int t = TID, x = in[t], n = 0;
  if (x & 1) goto b;
a:
  n += 1;
  x = x + 3;
b:
  n += 2;
  x = x / 2;
  if (x > 3 && n < 40) goto a;
  out[t] = n * 1000 + x;
}

KERNEL void loop_break_barrier(int *out, const int *in) {
  int t = TID, r = 0;
  for (int i = 0; i < 10; i++) {
    if (in[(t + i) & 63] == 0) break;
    r += in[(t + i) & 63] % 5;
  }
  __syncthreads();
  out[t] = r;
}

DEVICE int classify(int v) {
  if (v < 10) return 0;
  if (v < 20) return 1;
  for (int k = 2; k < 10; k++)
    if (v < k * 15) return k;
  return 9;
}

KERNEL void call_multi_return(int *out, const int *in) {
  int t = TID;
  out[t] = classify(in[t]) * 10 + classify(in[(t + 9) & 63]);
}

KERNEL void ternary_chain(int *out, const int *in) {
  int t = TID, x = in[t];
  int r = x < 10 ? (t & 1 ? x : -x) : (x < 40 ? (t & 2 ? 2 * x : 3) : (x & 4 ? 7 : t));
  out[t] = r;
}

KERNEL void loop_in_if_in_loop(int *out, const int *in) {
  int t = TID, s = 0;
  for (int i = 0; i < 5; i++) {
    if ((t + i) & 1) {
      int j = 0;
      while (j < in[(t + i) & 63] % 6) { s += j; j++; if (s > 40) break; }
    } else {
      s -= 1;
    }
    if (s > 50) break;
  }
  out[t] = s;
}

KERNEL void three_exit_targets(int *out, const int *in) {
  int t = TID, i, r;
  for (i = 0; i < 20; i++) {
    int v = in[(t + 3 * i) & 63];
    if (v == 1) goto one;
    if (v == 2) goto two;
    if (v == 3) goto three;
  }
  r = 0; goto end;
one: r = 100 + i; goto end;
two: r = 200 + i; goto end;
three: r = 300 + i;
end:
  out[t] = r;
}

KERNEL void lane_dependent_trip(int *out, const int *in) {
  int t = TID, s = 0;
  for (int i = 0; i < t % 9; i++) {
    s += in[(t + i) & 63];
    if ((s & 7) == 7) { s = -s; break; }
  }
  out[t] = s;
}

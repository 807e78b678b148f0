// Device runtime functions in ordinary kernels: printf, assert, malloc/free.
// Compiled for the device by gen.py (clang-16, NVRTC) and for the host (g++ -DHOST), where
// every kernel runs once per thread, sequentially, to give the expected printf output.
#ifndef HOST
#ifdef __clang__
typedef __SIZE_TYPE__ size_t;
extern "C" __device__ int printf(const char *, ...);
extern "C" __device__ void *malloc(size_t);
extern "C" __device__ void free(void *);
#endif
extern "C" __device__ void __assertfail(const char *, const char *, unsigned, const char *, size_t);
#define assert(e) ((e) ? (void)0 : __assertfail(#e, "runtime.cu", __LINE__, __func__, 1))
#define KERNEL extern "C" __global__
#define TID ((int)threadIdx.x)
#define NTID ((int)blockDim.x)
#endif

KERNEL void printf_ints(int *out, const int *in) {
    int t = TID, v = in[t];
    if (t % 2 == 0)
        printf("[%d] %5d|%-5d|%05d|%+d|% d|%x|%X|%#o|%u|%.3d|%%\n", t, v, v, v, v, v, v, v, v,
               (unsigned)v, v);
    else
        printf("[%d] %ld %lld %lu %c%c %s|%8.3s|%-6s|\n", t, (long)v * 100000000L,
               (long long)v << 33, (unsigned long)v, 'a' + t, 'A' + (t & 7), "odd", "truncated",
               t > 4 ? "big" : "small");
    out[t] = v;
}

KERNEL void printf_floats(int *out, const int *in) {
    int t = TID;
    float f = in[t] / 7.0f;
    double d = in[t] * 1e-7;
    printf("%d: %f %.2f %10.4e %g %G %E %.0f %#.0f %-12.3g| %a %.3A\n", t, f, f, d, d, f * 1e6f, d,
           f, f, f, d, f);
    out[t] = t;
}

KERNEL void printf_loop(int *out, const int *in) {
    int t = TID, v = in[t], n = 0;
    for (int i = 0; i < v % 4; i++) {
        printf("t%d i%d v=%d\n", t, i, v + i);
        n++;
    }
    if (v % 5 == 0)
        printf("t%d divisible by five\n", t);
    out[t] = n;
}

KERNEL void assert_holds(int *out, const int *in) {
    int t = TID;
    assert(in[t] >= 0);
    out[t] = in[t] * 2;
}

KERNEL void assert_fails(int *out, const int *in) {
    int t = TID;
    assert(in[t] != 13);
    out[t] = in[t];
}

KERNEL void heap_per_thread(int *out, const int *in) {
    int t = TID, v = in[t], n = 1 + v % 5;
    int *p = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++)
        p[i] = v + i;
    int s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    free(p);
    out[t] = s;
}

// The volatile pointers keep clang -O2 from removing the allocation and from assuming malloc
// succeeds or that the second free cannot happen.
KERNEL void heap_exhausted(int *out, const int *in) {
    int t = TID;
    void *volatile p = malloc((size_t)1 << 40);
    out[t] = p == 0 ? in[t] : -1;
}

KERNEL void heap_double_free(int *out, const int *in) {
    int t = TID;
    int *volatile p = (int *)malloc(16);
    p[0] = in[t];
    out[t] = p[0];
    free(p);
    if (t == 3)
        free(p);
}

// Barrier synthesis corpus, part three (docs/sync.md): more kernels of the shapes of AutoSync's
// second table, written for this corpus, with their barriers removed. Where the correctly
// synchronised kernel has `__syncthreads()` a comment says so.
#define N 64
#define T 8
#define R 2

// Block reduction, interleaved addressing with a strided index (no divergent branch).
extern "C" __global__ void reduce1(const int *in, int *out) {
    __shared__ int s[N];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * N + t];
    // __syncthreads();
    #pragma unroll 1
    for (unsigned k = 1; k < blockDim.x; k *= 2) {
        unsigned i = 2 * k * t;
        if (i < blockDim.x) {
            s[i] += s[i + k];
        }
        // __syncthreads();
    }
    if (t == 0) {
        out[blockIdx.x] = s[0];
    }
}

// Block reduction, sequential addressing.
extern "C" __global__ void reduce2(const int *in, int *out) {
    __shared__ int s[N];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * N + t];
    // __syncthreads();
    #pragma unroll 1
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k) {
            s[t] += s[t + k];
        }
        // __syncthreads();
    }
    if (t == 0) {
        out[blockIdx.x] = s[0];
    }
}

// Block reduction with the last warp unrolled (warp-synchronous, volatile), 128 threads.
extern "C" __global__ void reduce_warp(const int *in, int *out) {
    __shared__ int s[2 * N];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * 2 * N + t];
    // __syncthreads();
    #pragma unroll 1
    for (unsigned k = blockDim.x / 2; k > 32; k >>= 1) {
        if (t < k) {
            s[t] += s[t + k];
        }
        // __syncthreads();
    }
    if (t < 32) {
        volatile int *v = s;
        v[t] += v[t + 32];
        v[t] += v[t + 16];
        v[t] += v[t + 8];
        v[t] += v[t + 4];
        v[t] += v[t + 2];
        v[t] += v[t + 1];
    }
    if (t == 0) {
        out[blockIdx.x] = s[0];
    }
}

__device__ __forceinline__ int at(const int *in, int w, int h, int x, int y) {
    return (x >= 0 && x < w && y >= 0 && y < h) ? in[y * w + x] : 0;
}

// Separable convolution, rows: a T x T tile with a halo of R on the left and right.
extern "C" __global__ void conv_rows(const int *in, int *out, int w, int h) {
    __shared__ int s[T][T + 2 * R];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * T + tx, y = blockIdx.y * T + ty;
    s[ty][tx + R] = at(in, w, h, x, y);
    if (tx < R) {
        s[ty][tx] = at(in, w, h, x - R, y);
        s[ty][tx + T + R] = at(in, w, h, x + T, y);
    }
    // __syncthreads();
    int acc = 0;
    #pragma unroll
    for (int k = -R; k <= R; k++) {
        acc += (R + 1 - (k < 0 ? -k : k)) * s[ty][tx + R + k];
    }
    out[y * w + x] = acc;
}

// Separable convolution, columns: a T x T tile with a halo of R above and below.
extern "C" __global__ void conv_cols(const int *in, int *out, int w, int h) {
    __shared__ int s[T + 2 * R][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * T + tx, y = blockIdx.y * T + ty;
    s[ty + R][tx] = at(in, w, h, x, y);
    if (ty < R) {
        s[ty][tx] = at(in, w, h, x, y - R);
        s[ty + T + R][tx] = at(in, w, h, x, y + T);
    }
    // __syncthreads();
    int acc = 0;
    #pragma unroll
    for (int k = -R; k <= R; k++) {
        acc += (R + 1 - (k < 0 ? -k : k)) * s[ty + R + k][tx];
    }
    out[y * w + x] = acc;
}

// Histogram of N bins in shared memory, merged into the global one.
extern "C" __global__ void histogram(const int *in, int *hist, int per_thread) {
    __shared__ int s[N];
    unsigned t = threadIdx.x;
    s[t] = 0;
    // __syncthreads();
    #pragma unroll 1
    for (int j = 0; j < per_thread; j++) {
        int v = in[(blockIdx.x * per_thread + j) * N + t];
        atomicAdd(&s[v % N], 1);
    }
    // __syncthreads();
    atomicAdd(&hist[t], s[t]);
}

// A scan's uniform add: every element of a block gets the block's increment. The read of `u`
// is volatile: otherwise NVRTC moves it into the else part of the `if` (thread 0 keeps the
// value in a register), and the write and the read both lie under the thread-dependent branch,
// where no barrier can go (`sync` then reports the race as unfixable).
extern "C" __global__ void scan_add(int *data, const int *incr) {
    __shared__ int u;
    if (threadIdx.x == 0) {
        u = incr[blockIdx.x];
    }
    // __syncthreads();
    data[blockIdx.x * N + threadIdx.x] += *(volatile int *)&u;
}

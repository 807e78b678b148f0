// Barrier synthesis corpus, part two (docs/sync.md): kernels of the shapes of AutoSync's second
// table (CUDA SDK kernels) with their barriers removed. Where the original had
// `__syncthreads()` a comment says so; `fermi-sim sync` places barriers again.
#define N 64
#define T 8

// reduce0: interleaved-addressing block reduction in shared memory (two barriers originally).
extern "C" __global__ void reduce0(const int *in, int *out) {
    __shared__ int s[N];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * N + t];
    // __syncthreads();
    for (unsigned k = 1; k < blockDim.x; k *= 2) {
        if (t % (2 * k) == 0) {
            s[t] += s[t + k];
        }
        // __syncthreads();
    }
    if (t == 0) {
        out[blockIdx.x] = s[0];
    }
}

// transpose: a T x T tile through shared memory (one barrier originally).
extern "C" __global__ void transpose(const int *in, int *out, int w, int h) {
    __shared__ int tile[T][T + 1];
    int x = blockIdx.x * T + threadIdx.x;
    int y = blockIdx.y * T + threadIdx.y;
    if (x < w && y < h) {
        tile[threadIdx.y][threadIdx.x] = in[y * w + x];
    }
    // __syncthreads();
    x = blockIdx.y * T + threadIdx.x;
    y = blockIdx.x * T + threadIdx.y;
    if (x < h && y < w) {
        out[y * h + x] = tile[threadIdx.x][threadIdx.y];
    }
}

// matmul: tiled matrix product, n a multiple of T (two barriers originally).
extern "C" __global__ void matmul(const int *A, const int *B, int *C, int n) {
    __shared__ int As[T][T];
    __shared__ int Bs[T][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    int acc = 0;
    #pragma unroll 1
    for (int k0 = 0; k0 < n; k0 += T) {
        As[ty][tx] = A[row * n + k0 + tx];
        Bs[ty][tx] = B[(k0 + ty) * n + col];
        // __syncthreads();
        for (int k = 0; k < T; k++) {
            acc += As[ty][k] * Bs[k][tx];
        }
        // __syncthreads();
    }
    C[row * n + col] = acc;
}

// Not fixable by barriers: the read and the write are both under one thread-dependent branch,
// so no point between them is reached by the whole block.
extern "C" __global__ void unfixable_if(int *A) {
    int t = threadIdx.x;
    if (t % 2 == 0) {
        int x = A[t + 2];
        A[t] = x + 1;
    }
}

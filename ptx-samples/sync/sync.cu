// Barrier synthesis corpus (docs/sync.md): the eight micro-benchmark shapes of AutoSync's
// evaluation (Anand and Polikarpova), written without barriers; `fermi-sim sync` places them.
// Names: n-m-shape, n races, m barriers needed. One block of N threads (two warps); the loops
// run `n` times (a parameter, so the compiler keeps them). Buffers hold (rows + 1) * N + 2 ints.
#define N 64

// 1-1-main: a thread reads its right neighbour's slot, then writes its own.
extern "C" __global__ void s_1_1_main(int *A) {
    int t = threadIdx.x;
    int x = A[t + 1];
    x = x + 11;
    A[t] += x;
}

// 2-1-main: two such races; one barrier separates both.
extern "C" __global__ void s_2_1_main(int *A, int *B) {
    int t = threadIdx.x;
    int x = A[t + 1];
    int y = B[t + 1];
    A[t] = x + y;
    B[t] = x - y;
}

// 1-1-If: the read and the write under different thread-dependent conditions; the only
// uniform place for the barrier is between the two ifs.
extern "C" __global__ void s_1_1_if(int *A) {
    int t = threadIdx.x;
    int x = 0;
    if (t % 2 == 0) {
        x = A[t + 2];
    }
    if (t % 6 == 0) {
        A[t] += x;
    }
}

// 1-1-loop:intra: iteration i works on row i alone: the race is within one iteration.
extern "C" __global__ void s_1_1_loop_intra(int *A, int n) {
    int t = threadIdx.x;
    #pragma unroll 1
    for (int i = 0; i < n; i++) {
        int x = A[i * N + t + 1];
        A[i * N + t] = x + i;
    }
}

// 1-1-loop:inter: iteration i reads row i and writes row i + 1: the race is across iterations
// (the write of iteration i - 1 and the read of iteration i; the right neighbour of the
// last thread is thread 0, so no read meets a write of its own iteration).
extern "C" __global__ void s_1_1_loop_inter(int *A, int n) {
    int t = threadIdx.x;
    #pragma unroll 1
    for (int i = 0; i < n; i++) {
        int x = A[i * N + (t + 1) % N];
        A[(i + 1) * N + t] = x + i;
    }
}

// 2-2-loop:both: two races in one loop, each within and across iterations.
extern "C" __global__ void s_2_2_loop_both(int *A, int *B, int n) {
    int t = threadIdx.x;
    #pragma unroll 1
    for (int i = 0; i < n; i++) {
        int x = A[t + 1];
        int y = B[t + 1];
        A[t] = x + i;
        B[t] = y - i;
    }
}

// 2-1-loop-d2-intra: two races within one iteration of the inner of two loops.
extern "C" __global__ void s_2_1_loop_d2_intra(int *A, int *B, int n, int m) {
    int t = threadIdx.x;
    #pragma unroll 1
    for (int i = 0; i < n; i++) {
        #pragma unroll 1
        for (int j = 0; j < m; j++) {
            int r = (i * m + j) * N;
            int x = A[r + t + 1];
            int y = B[r + t + 1];
            A[r + t] = x + y;
            B[r + t] = x - y;
        }
    }
}

// 2-2-loop-d2-both: a race within an iteration of the inner loop, and one across iterations
// of the outer loop.
extern "C" __global__ void s_2_2_loop_d2_both(int *A, int *B, int n, int m) {
    int t = threadIdx.x;
    #pragma unroll 1
    for (int i = 0; i < n; i++) {
        #pragma unroll 1
        for (int j = 0; j < m; j++) {
            int r = (i * m + j) * N;
            int x = A[r + t + 1];
            A[r + t] = x + j;
        }
        int y = B[i * N + (t + 1) % N];
        B[(i + 1) * N + t] = y + i;
    }
}

// Warp-synchronous reductions that rely on `__syncwarp()` (`bar.warp.sync`) to order shared and
// global memory between the lanes of a warp, as the PTX ISA says it does. Without that ordering
// a lane may read its neighbour's slot before the neighbour's store has landed, and the sum is
// wrong on some schedules only.
#define KERNEL extern "C" __global__

#ifdef CLANG_SHIM  // clang-16 without the CUDA headers (gen.py): the two intrinsics the shim lacks
static __device__ __forceinline__ void __syncwarp(unsigned m = 0xffffffffu) { __nvvm_bar_warp_sync(m); }
static __device__ __forceinline__ unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }
#endif

// Per-warp tree sum over volatile shared memory (the CUDA programming guide's pattern since
// Volta): every lane stores its value, then halves the active range after each __syncwarp.
KERNEL void tree_sum(int *out, const int *in) {
    volatile __shared__ int s[64];
    unsigned tid = threadIdx.x;
    int v = in[tid];
    s[tid] = v;
    __syncwarp();
    for (int i = 16; i > 0; i >>= 1) {
        if ((tid & 31) < i) {
            v += s[tid + i];
            s[tid] = v;
        }
        __syncwarp();
    }
    out[tid] = s[tid];
}

// The same over plain (non-volatile) shared memory: __syncwarp is also a compiler barrier, so
// every read after it is a real load.
KERNEL void tree_sum_plain(int *out, const int *in) {
    __shared__ int s[64];
    unsigned tid = threadIdx.x;
    s[tid] = in[tid];
    __syncwarp();
    for (int i = 16; i > 0; i >>= 1) {
        int t = 0;
        if ((tid & 31) < i) t = s[tid + i];
        __syncwarp();
        if ((tid & 31) < i) s[tid] += t;
        __syncwarp();
    }
    out[tid] = s[tid];
}

// Message passing through global memory inside one warp: lane 0 writes a row, __syncwarp, every
// lane reads it back shifted by one.
KERNEL void global_handoff(int *out, int *scratch, const int *in) {
    unsigned tid = threadIdx.x;
    unsigned base = tid & ~31u;
    scratch[tid] = in[tid] * 3;
    __syncwarp();
    out[tid] = scratch[base + ((tid + 1) & 31)];
}

// The CUDA samples' threadFenceReduction in small: each block sums its slice (shared memory,
// __syncthreads, then its first warp with __syncwarp), thread 0 publishes the partial sum,
// fences and takes a ticket; the block that takes the last ticket sums the partial sums the
// same way.
__device__ unsigned int retirementCount = 0;

__device__ int block_sum(volatile int *s, int v) {
    unsigned tid = threadIdx.x;
    s[tid] = v;
    __syncthreads();
    if (tid < 32) {
        v += s[tid + 32];
        s[tid] = v;
        __syncwarp();
        for (int i = 16; i > 0; i >>= 1) {
            if (tid < i) {
                v += s[tid + i];
                s[tid] = v;
            }
            __syncwarp();
        }
    }
    __syncthreads();
    return s[0];
}

KERNEL void fence_reduce(int *out, volatile int *partial, const int *in) {
    __shared__ int s[64];
    __shared__ bool amLast;
    unsigned tid = threadIdx.x;
    int sum = block_sum(s, in[blockIdx.x * 64 + tid]);
    if (tid == 0) {
        partial[blockIdx.x] = sum;
        __threadfence();
        unsigned ticket = atomicInc(&retirementCount, gridDim.x);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {
        int v = tid < gridDim.x ? partial[tid] : 0;
        int total = block_sum(s, v);
        if (tid == 0) {
            out[0] = total;
            retirementCount = 0;
        }
    }
}

// Warp-level intrinsics as today's CUDA code uses them: shuffle reductions and scans, ballot
// compaction, votes, activemask in a branch, match/reduce (sm_70/sm_80), and 64-bit addition
// through the carry flag (inline PTX). One block of 64 threads (two warps); each kernel writes
// out[tid] from in[] and the thread index. gen.py computes the expected values with a model of
// the PTX ISA's definitions and compiles this file with NVRTC.
#define FULL 0xffffffffu
#define KERNEL extern "C" __global__ void

KERNEL warp_sum(int *out, const int *in) {
    int t = threadIdx.x, v = in[t];
    for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(FULL, v, o);
    out[t] = v;
}

KERNEL xor_max(int *out, const int *in) {
    int t = threadIdx.x, v = in[t];
    for (int o = 16; o > 0; o /= 2) v = max(v, __shfl_xor_sync(FULL, v, o));
    out[t] = v;
}

KERNEL scan_up(int *out, const int *in) {
    int t = threadIdx.x, lane = t & 31, v = in[t];
    for (int o = 1; o < 32; o *= 2) {
        int n = __shfl_up_sync(FULL, v, o);
        if (lane >= o) v += n;
    }
    out[t] = v;
}

KERNEL idx_width8(int *out, const int *in) {
    int t = threadIdx.x;
    out[t] = __shfl_sync(FULL, in[t], 3, 8);
}

KERNEL ballot_compact(int *out, const int *in) {
    int t = threadIdx.x, lane = t & 31;
    bool keep = in[t] % 2 == 0;
    unsigned b = __ballot_sync(FULL, keep);
    int pos = __popc(b & ((1u << lane) - 1));
    out[t] = keep ? pos : -1 - __popc(b);
}

KERNEL votes(int *out, const int *in) {
    int t = threadIdx.x;
    out[t] = __all_sync(FULL, in[t] < 99) * 2 + __any_sync(FULL, in[t] == 0);
}

KERNEL active_in_branch(int *out, const int *in) {
    int t = threadIdx.x;
    if (in[t] > 50)
        out[t] = __popc(__activemask());
    else
        out[t] = -__popc(__activemask());
}

KERNEL match_any(int *out, const int *in) {
    int t = threadIdx.x;
    out[t] = (int)__match_any_sync(FULL, in[t] % 4);
}

KERNEL reduce_add(int *out, const int *in) {
    int t = threadIdx.x;
#if __CUDA_ARCH__ >= 800
    out[t] = (int)__reduce_add_sync(FULL, (unsigned)in[t]);
#else
    int v = in[t];
    for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(FULL, v, o);
    out[t] = v;
#endif
}

KERNEL carry_add64(int *out, const int *in) {
    int t = threadIdx.x;
    unsigned xl = 0xffffff00u + (unsigned)in[t], xh = (unsigned)t, yl = (unsigned)in[(t + 1) & 63] * 40503u, yh = 7u;
    unsigned lo, hi;
    asm("add.cc.u32 %0, %2, %4;\n\taddc.u32 %1, %3, %5;" : "=r"(lo), "=r"(hi) : "r"(xl), "r"(xh), "r"(yl), "r"(yh));
    out[t] = (int)(lo ^ (hi * 2654435761u));
}

// Two groups of 16 lanes in one converged warp, each naming only its own half in the member mask
// (as cooperative groups' 16-lane tiles do): every ballot, vote, match and reduction is over the
// lane's own half, and the other half contributes no bit.
KERNEL half_groups(int *out, const int *in) {
    int t = threadIdx.x, lane = t & 31;
    unsigned m = 0xffffu << (lane & 16);
    unsigned b = __ballot_sync(m, in[t] % 3 == 0);
    int all = __all_sync(m, in[t] < 90), any = __any_sync(m, in[t] > 95);
    unsigned mt = __match_any_sync(m, in[t] % 4);
#if __CUDA_ARCH__ >= 800
    int s = (int)__reduce_add_sync(m, (unsigned)in[t]);
#else
    int s = in[t];
    for (int o = 8; o > 0; o /= 2) s += __shfl_xor_sync(m, s, o);
#endif
    out[t] = (int)(b ^ (mt << 1)) + all * 7 + any * 11 + s * 13;
}

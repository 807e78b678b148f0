// CUB's block- and warp-wide collectives (CCCL 12.9, from PyPI), compiled by NVRTC 12: the
// template library today's CUDA code builds on. Each kernel's result is computed independently
// in gen.py. Regenerate with `python3 ptx-samples/cub/gen.py`.
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_histogram.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
extern "C" __global__ void block_sum(const int *in, int *out) {
    typedef cub::BlockReduce<int, 128> R;
    __shared__ typename R::TempStorage tmp;
    int v = in[blockIdx.x * 128 + threadIdx.x];
    int s = R(tmp).Sum(v);
    if (threadIdx.x == 0) out[blockIdx.x] = s;
}
extern "C" __global__ void block_scan(const int *in, int *out) {
    typedef cub::BlockScan<int, 128> S;
    __shared__ typename S::TempStorage tmp;
    int v = in[threadIdx.x];
    int r;
    S(tmp).ExclusiveSum(v, r);
    out[threadIdx.x] = r;
}
extern "C" __global__ void warp_max(const int *in, int *out) {
    typedef cub::WarpReduce<int> W;
    __shared__ typename W::TempStorage tmp[4];
    int v = in[threadIdx.x];
    int m = W(tmp[threadIdx.x / 32]).Reduce(v, cub::Max());
    if (threadIdx.x % 32 == 0) out[threadIdx.x / 32] = m;
}
extern "C" __global__ void radix_sort(const int *in, int *out) {
    typedef cub::BlockRadixSort<int, 128, 4> RS;
    __shared__ typename RS::TempStorage tmp;
    int k[4];
    for (int i = 0; i < 4; i++) k[i] = in[threadIdx.x * 4 + i];
    RS(tmp).Sort(k);
    for (int i = 0; i < 4; i++) out[threadIdx.x * 4 + i] = k[i];
}
extern "C" __global__ void histogram(const int *in, int *out) {
    typedef cub::BlockHistogram<unsigned char, 128, 4, 16, cub::BLOCK_HISTO_ATOMIC> H;
    __shared__ typename H::TempStorage tmp;
    __shared__ unsigned int bins[16];
    unsigned char k[4];
    for (int i = 0; i < 4; i++) k[i] = (unsigned char)(in[threadIdx.x * 4 + i] & 15);
    H(tmp).Histogram(k, bins);
    __syncthreads();
    if (threadIdx.x < 16) out[threadIdx.x] = bins[threadIdx.x];
}
extern "C" __global__ void transpose_copy(const int *in, int *out) {
    typedef cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE> L;
    typedef cub::BlockStore<int, 128, 4, cub::BLOCK_STORE_TRANSPOSE> St;
    __shared__ union { typename L::TempStorage l; typename St::TempStorage s; } tmp;
    int k[4];
    L(tmp.l).Load(in, k);
    for (int i = 0; i < 4; i++) k[i] = k[i] * 3 + threadIdx.x;
    __syncthreads();
    St(tmp.s).Store(out, k);
}

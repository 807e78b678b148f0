// Kernels whose launches need the manifest features of docs/manifest.md: a pointer into the
// middle of a buffer, results that are not bit-exact, and arrays of structures. launch.ptx is
// NVRTC 12's output for compute_80 (gen_manifests.py).

// The CUDA samples' shfl_scan adds each block's partial sum to the block after it, launched as
// uniform_add<<<n / blockSize - 1, blockSize>>>(d_data + blockSize, d_partial_sums, len).
extern "C" __global__ void uniform_add(int *data, const int *partial_sums, int len) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    if (id < len) data[id] += partial_sums[blockIdx.x];
}

// __expf: ex2.approx of x * log2(e); the CUDA Programming Guide bounds its error by
// 2 + floor(|1.173 * x|) ulps.
extern "C" __global__ void fast_exp(float *out, const float *in, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = __expf(in[i]);
}

// Rodinia's BFS keeps its graph as an array of nodes, each the start and the number of its
// edges in one edge array.
struct Node { int starting; int no_of_edges; };

extern "C" __global__ void node_sums(const Node *nodes, const int *edges, int *out, int count) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) {
        int sum = 0;
        for (int e = 0; e < nodes[i].no_of_edges; e++) sum += edges[nodes[i].starting + e];
        out[i] = sum;
    }
}

// A structure with padding: tag at 0, weight at 4, count at 8, 12 bytes.
struct Item { signed char tag; float weight; short count; };

extern "C" __global__ void update_items(Item *items, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        items[i].weight *= items[i].count;
        items[i].tag += 1;
    }
}

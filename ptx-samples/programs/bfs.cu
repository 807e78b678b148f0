// Breadth-first search as Rodinia's bfs does it: the host launches one kernel per level until
// the device leaves its `changed` flag false, copying the flag back after each launch. The
// graph is a 12 x 12 grid (4-neighbours, in CSR form); the host checks every level against
// the Manhattan distance from the source.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void level(const int *row, const int *col, int *dist, int n, int d, bool *changed) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n || dist[v] != d) return;
  for (int e = row[v]; e < row[v + 1]; e++) {
    int w = col[e];
    if (dist[w] < 0) {
      dist[w] = d + 1;  // every writer writes the same value
      *changed = true;
    }
  }
}

int main() {
  const int W = 12, n = W * W;
  int row[n + 1], col[4 * n], m = 0;
  for (int v = 0; v < n; v++) {
    row[v] = m;
    int x = v % W, y = v / W;
    if (x > 0) col[m++] = v - 1;
    if (x < W - 1) col[m++] = v + 1;
    if (y > 0) col[m++] = v - W;
    if (y < W - 1) col[m++] = v + W;
  }
  row[n] = m;
  int dist[n];
  for (int v = 0; v < n; v++) dist[v] = -1;
  dist[0] = 0;
  int *drow, *dcol, *ddist;
  bool *dchanged;
  cudaMalloc(&drow, sizeof row);
  cudaMalloc(&dcol, m * sizeof(int));
  cudaMalloc(&ddist, sizeof dist);
  cudaMalloc(&dchanged, sizeof(bool));
  cudaMemcpy(drow, row, sizeof row, cudaMemcpyHostToDevice);
  cudaMemcpy(dcol, col, m * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(ddist, dist, sizeof dist, cudaMemcpyHostToDevice);
  int levels = 0;
  bool changed;
  do {
    changed = false;
    cudaMemcpy(dchanged, &changed, sizeof changed, cudaMemcpyHostToDevice);
    level<<<(n + 63) / 64, 64>>>(drow, dcol, ddist, n, levels, dchanged);
    cudaMemcpy(&changed, dchanged, sizeof changed, cudaMemcpyDeviceToHost);
    levels++;
  } while (changed && levels < 100);
  cudaMemcpy(dist, ddist, sizeof dist, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int v = 0; v < n; v++) bad += dist[v] != v % W + v / W;
  // The farthest vertex is 2 (W - 1) = 22 steps away: 22 launches that change something, and
  // one that finds nothing left.
  bool ok = bad == 0 && levels == 2 * (W - 1) + 1;
  printf("bfs: %d launches, %d of %d distances wrong: %s\n", levels, bad, n, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

// Spin lock taken by one lane per warp: lane 0 of every warp (several warps per block, several blocks)
// acquires a global lock with atomicCAS, increments counter (volatile), fences and releases.
// Only one lane of a warp is active in the spin loop, so the loop is warp-uniform and the kernel
// terminates under fair warp scheduling: counter == number of warps. order[w] records the ticket
// (counter value before the increment) of global warp w: a permutation of 0..warps-1.
extern "C" __global__ void spin_lane0(int *lock, volatile int *counter, int *order) {
  unsigned t = threadIdx.x;
  if ((t & 31) == 0) {
    unsigned w = (blockIdx.x * blockDim.x + t) / 32;
    while (atomicCAS(lock, 0, 1) != 0)
      ;
    int c = *counter;
    order[w] = c;
    *counter = c + 1;
    __threadfence();
    atomicExch(lock, 0);
  }
}

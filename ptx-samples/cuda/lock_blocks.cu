// Lock across blocks: thread 0 of every block takes a global lock (atomicCAS spin), does a
// non-atomic read-modify-write of a global counter (volatile), fences and releases (atomicExch).
// Also sums in[blockIdx.x] into total under the lock. Terminates: counter == gridDim.x.
extern "C" __global__ void lock_blocks(int *lock, volatile int *counter, volatile int *total, const int *in) {
  if (threadIdx.x == 0) {
    while (atomicCAS(lock, 0, 1) != 0)
      ;
    *counter = *counter + 1;
    *total = *total + in[blockIdx.x];
    __threadfence();
    atomicExch(lock, 0);
  }
}

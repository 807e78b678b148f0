// Kernels whose divergence survives clang -O2 (each path has its own side effect), used for the
// golden warp traces (traces/cuda/*.txt). One warp of 8 lanes each.

// if/else on bit 0 of the thread index: odd lanes add their index to odd[0] atomically, even
// lanes store t*t to even[t] (an atomic and a store cannot be merged into a select).
extern "C" __global__ void if_else(int *odd, int *even) {
  unsigned t = threadIdx.x;
  if (t & 1) {
    atomicAdd(&odd[0], (int)t);
  } else {
    even[t] = t * t;
  }
}

// Three levels of nested divergence on bits 0, 1 and 2 of the thread index; every path
// writes its own marker, so no level can be turned into a select.
extern "C" __global__ void nested3(int *out) {
  unsigned t = threadIdx.x;
  if (t & 1) {
    if (t & 2) {
      if (t & 4) out[t] = 7; else out[t] = 3;
    } else {
      if (t & 4) out[t] = 5; else out[t] = 1;
    }
  } else {
    if (t & 2) {
      if (t & 4) atomicAdd(&out[8], 1); else atomicAdd(&out[9], 1);
    } else {
      out[t] = 100 + t;
    }
  }
}

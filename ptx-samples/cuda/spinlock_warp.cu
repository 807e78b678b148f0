// Intra-warp spin locks (thesis ch. 6, Listings 6.1/6.2 shape). Every thread of the block contends
// for one global lock; counter is incremented inside the critical section with volatile accesses.
//
// spin_naive: `while (atomicCAS(lock, 0, 1) != 0); critical; atomicExch(lock, 0);`
//   Under SIMT the lane that wins leaves the loop and waits at the loop's reconvergence point while its
//   warp mates spin forever on the held lock: livelock whenever >= 2 lanes of one warp contend.
//   (With one thread per warp, or warp_size = 1, it terminates.)
// spin_doneflag: the lock is taken and released inside the loop body (a __noinline__ helper), guarded by a
//   done flag, so the winner releases before the warp reconverges: terminates, counter == threads.
// spin_doneflag_inline: the same written inline; clang -O2 turns it into spin_naive (see below).
// spin_thesis: Listing 6.1 verbatim shape (lock initialised to 1, CAS(lock, 1, 0) acquires, break out
//   of while(true), plain store `*lock = 1` releases): livelocks like spin_naive for >= 2 lanes.
extern "C" __global__ void spin_naive(int *lock, volatile int *counter) {
  while (atomicCAS(lock, 0, 1) != 0)
    ;
  *counter = *counter + 1;
  __threadfence();
  atomicExch(lock, 0);
}

// As written in the brief / folklore. NOTE: clang -O2 jump-threads `done = true` straight to the loop
// exit, so the PTX of spin_doneflag_inline is IDENTICAL to spin_naive's (the critical section is moved
// after the CAS loop) and it livelocks under SIMT just the same. Kept as a fixture for exactly that.
extern "C" __global__ void spin_doneflag_inline(int *lock, volatile int *counter) {
  bool done = false;
  while (!done) {
    if (atomicCAS(lock, 0, 1) == 0) {
      *counter = *counter + 1;
      __threadfence();
      atomicExch(lock, 0);
      done = true;
    }
  }
}

// The done-flag loop with its body in a __noinline__ function, so the compiler cannot move the critical
// section out of the loop: inside the call the if reconverges at the callee's ret, i.e. the winner has
// released the lock before the warp branches on `done`. Terminates: counter == number of threads.
__device__ __noinline__ bool try_critical(int *lock, volatile int *counter) {
  if (atomicCAS(lock, 0, 1) == 0) {
    *counter = *counter + 1;
    __threadfence();
    atomicExch(lock, 0);
    return true;
  }
  return false;
}

extern "C" __global__ void spin_doneflag(int *lock, volatile int *counter) {
  bool done = false;
  while (!done) done = try_critical(lock, counter);
}

extern "C" __global__ void spin_thesis(int *lock, volatile int *counter) {
  while (true) {
    if (atomicCAS(lock, 1, 0) == 1) // acquire
      break;
  }
  *counter = *counter + 1; // inside critical section
  *(volatile int *)lock = 1; // release
}

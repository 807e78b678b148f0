// A call of a device function that no file defines (`.extern` in the PTX; NVRTC needs
// -rdc=true for it). Loading succeeds; only a thread that reaches the call stops the run.
#define KERNEL extern "C" __global__
#define TID ((int)threadIdx.x)

extern "C" __device__ int helper(int);

KERNEL void extern_unreached(int *out, const int *in) {
    int t = TID;
    out[t] = in[t] < 0 ? helper(in[t]) : in[t] + 1;
}

KERNEL void extern_reached(int *out, const int *in) {
    int t = TID;
    out[t] = t == 5 ? helper(in[t]) : in[t] + 1;
}

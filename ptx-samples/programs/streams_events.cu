// Two streams and events: a kernel on each stream, events around them, the elapsed (simulated)
// time checked positive, a host function and a callback enqueued on the streams, and queries.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void square(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * a[i];
}

static int host_fn_ran = 0, callback_status = -1;
static void host_fn(void *p) { *(int *)p += 1; }
static void callback(cudaStream_t, cudaError_t status, void *p) {
  callback_status = status;
  *(int *)p += 10;
}

int main() {
  const int n = 256;
  cudaStream_t s[2];
  cudaStreamCreate(&s[0]);
  cudaStreamCreateWithFlags(&s[1], cudaStreamNonBlocking);
  cudaEvent_t start, mid, stop, notime;
  cudaEventCreate(&start);
  cudaEventCreate(&mid);
  cudaEventCreate(&stop);
  cudaEventCreateWithFlags(&notime, cudaEventDisableTiming);
  int *d[2], h[2][n];
  for (int k = 0; k < 2; k++) {
    for (int i = 0; i < n; i++) h[k][i] = i + k;
    cudaMalloc(&d[k], n * sizeof(int));
    cudaMemcpy(d[k], h[k], n * sizeof(int), cudaMemcpyHostToDevice);
  }
  cudaEventRecord(start, s[0]);
  square<<<n / 64, 64, 0, s[0]>>>(d[0], n);
  cudaEventRecord(mid, s[0]);
  cudaStreamWaitEvent(s[1], mid, 0);
  square<<<n / 64, 64, 0, s[1]>>>(d[1], n);
  cudaEventRecord(stop, s[1]);
  cudaEventRecord(notime, s[1]);
  cudaLaunchHostFunc(s[0], host_fn, &host_fn_ran);
  cudaStreamAddCallback(s[1], callback, &host_fn_ran, 0);
  cudaStreamSynchronize(s[0]);
  cudaStreamSynchronize(s[1]);
  cudaEventSynchronize(stop);
  float first = 0, both = 0, nt = 0;
  cudaEventElapsedTime(&first, start, mid);
  cudaEventElapsedTime(&both, start, stop);
  cudaError_t no_timing = cudaEventElapsedTime(&nt, start, notime);
  int bad = 0;
  for (int k = 0; k < 2; k++) {
    cudaMemcpy(h[k], d[k], n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) bad += h[k][i] != (i + k) * (i + k);
  }
  bool ok = bad == 0 && first > 0 && both > first && host_fn_ran == 11 &&
            callback_status == cudaSuccess && no_timing == cudaErrorInvalidResourceHandle &&
            cudaStreamQuery(s[1]) == cudaSuccess && cudaEventQuery(stop) == cudaSuccess;
  printf("streams_events: %d wrong, first launch %g ms, both %g ms, host functions %d, "
         "no-timing event: %s: %s\n",
         bad, first, both, host_fn_ran, cudaGetErrorName(no_timing), ok ? "PASS" : "FAIL");
  for (int k = 0; k < 2; k++) { cudaStreamDestroy(s[k]); cudaFree(d[k]); }
  cudaEventDestroy(start); cudaEventDestroy(mid); cudaEventDestroy(stop); cudaEventDestroy(notime);
  return ok ? 0 : 1;
}

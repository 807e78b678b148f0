// Minimal CUDA device-side shim so that clang-16 can compile samples with
// -nocudainc -nocudalib (no CUDA SDK needed). Only what the samples use.
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __noinline__ __attribute__((noinline))
#define __forceinline__ __attribute__((always_inline)) inline

struct __fs_tid { __device__ unsigned get_x() const { return __nvvm_read_ptx_sreg_tid_x(); }
                  __device__ unsigned get_y() const { return __nvvm_read_ptx_sreg_tid_y(); }
                  __device__ unsigned get_z() const { return __nvvm_read_ptx_sreg_tid_z(); }
                  __declspec(property(get = get_x)) unsigned x; __declspec(property(get = get_y)) unsigned y;
                  __declspec(property(get = get_z)) unsigned z; };
struct __fs_ntid { __device__ unsigned get_x() const { return __nvvm_read_ptx_sreg_ntid_x(); }
                   __device__ unsigned get_y() const { return __nvvm_read_ptx_sreg_ntid_y(); }
                   __device__ unsigned get_z() const { return __nvvm_read_ptx_sreg_ntid_z(); }
                   __declspec(property(get = get_x)) unsigned x; __declspec(property(get = get_y)) unsigned y;
                   __declspec(property(get = get_z)) unsigned z; };
struct __fs_ctaid { __device__ unsigned get_x() const { return __nvvm_read_ptx_sreg_ctaid_x(); }
                    __device__ unsigned get_y() const { return __nvvm_read_ptx_sreg_ctaid_y(); }
                    __device__ unsigned get_z() const { return __nvvm_read_ptx_sreg_ctaid_z(); }
                    __declspec(property(get = get_x)) unsigned x; __declspec(property(get = get_y)) unsigned y;
                    __declspec(property(get = get_z)) unsigned z; };
struct __fs_nctaid { __device__ unsigned get_x() const { return __nvvm_read_ptx_sreg_nctaid_x(); }
                     __device__ unsigned get_y() const { return __nvvm_read_ptx_sreg_nctaid_y(); }
                     __device__ unsigned get_z() const { return __nvvm_read_ptx_sreg_nctaid_z(); }
                     __declspec(property(get = get_x)) unsigned x; __declspec(property(get = get_y)) unsigned y;
                     __declspec(property(get = get_z)) unsigned z; };
extern const __device__ __attribute__((weak)) __fs_tid threadIdx;
extern const __device__ __attribute__((weak)) __fs_ntid blockDim;
extern const __device__ __attribute__((weak)) __fs_ctaid blockIdx;
extern const __device__ __attribute__((weak)) __fs_nctaid gridDim;

// __syncthreads() is a clang builtin (bar.sync 0).
static __device__ __forceinline__ void __threadfence() { __nvvm_membar_gl(); }
static __device__ __forceinline__ void __threadfence_block() { __nvvm_membar_cta(); }
static __device__ __forceinline__ int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
static __device__ __forceinline__ unsigned atomicAdd(unsigned *p, unsigned v) { return __nvvm_atom_add_gen_i((int *)p, (int)v); }
static __device__ __forceinline__ float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
static __device__ __forceinline__ int atomicCAS(int *p, int c, int v) { return __nvvm_atom_cas_gen_i(p, c, v); }
static __device__ __forceinline__ unsigned atomicCAS(unsigned *p, unsigned c, unsigned v) { return (unsigned)__nvvm_atom_cas_gen_i((int *)p, (int)c, (int)v); }
static __device__ __forceinline__ int atomicExch(int *p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
static __device__ __forceinline__ unsigned long long atomicCAS(unsigned long long *p, unsigned long long c, unsigned long long v) {
  return (unsigned long long)__nvvm_atom_cas_gen_ll((long long *)p, (long long)c, (long long)v); }
// 64-bit float add: LLVM expands the atomic read-modify-write into a CAS loop below sm_60.
static __device__ __forceinline__ double atomicAdd(double *p, double v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
static __device__ __forceinline__ long long __double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }
static __device__ __forceinline__ double __longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }
static __device__ __forceinline__ int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
static __device__ __forceinline__ int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
static __device__ __forceinline__ int atomicAnd(int *p, int v) { return __nvvm_atom_and_gen_i(p, v); }
static __device__ __forceinline__ int atomicOr(int *p, int v) { return __nvvm_atom_or_gen_i(p, v); }
static __device__ __forceinline__ unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
static __device__ __forceinline__ unsigned atomicOr(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_or_gen_i((int *)p, (int)v); }
static __device__ __forceinline__ unsigned atomicXor(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_xor_gen_i((int *)p, (int)v); }
// clang-16 cannot select the non-.sync vote intrinsics for sm_20: emit the PTX 2.x vote directly.
static __device__ __forceinline__ int __all(int p) {
  int r; asm volatile("{ .reg .pred a, b; setp.ne.s32 a, %1, 0; vote.all.pred b, a; selp.s32 %0, 1, 0, b; }" : "=r"(r) : "r"(p)); return r; }
static __device__ __forceinline__ int __any(int p) {
  int r; asm volatile("{ .reg .pred a, b; setp.ne.s32 a, %1, 0; vote.any.pred b, a; selp.s32 %0, 1, 0, b; }" : "=r"(r) : "r"(p)); return r; }
static __device__ __forceinline__ unsigned __ballot(int p) {
  unsigned r; asm volatile("{ .reg .pred a; setp.ne.s32 a, %1, 0; vote.ballot.b32 %0, a; }" : "=r"(r) : "r"(p)); return r; }

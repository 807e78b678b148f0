"""One device for both APIs: the runtime (`libcudart.so.12`) and the driver (`libcuda.so.1`) are
loaded by name with ctypes; the loader gives the same library for both names, so memory that
`cudaMalloc` allocates is the driver's memory too: a driver copy in, a driver launch of PTX
text, a runtime copy out. Needs only Python's ctypes (no cuda-python)."""
import ctypes
import sys

rt = ctypes.CDLL("libcudart.so.12")
drv = ctypes.CDLL("libcuda.so.1")
same = rt._handle == drv._handle
print(f"libcudart.so.12 and libcuda.so.1 are {'one library' if same else 'two libraries'}")

PTX = b"""
.version 6.0
.target sm_30
.address_size 64
.visible .entry twice(.param .u64 p, .param .u32 n) {
    .reg .u32 %r<4>;
    .reg .u64 %rd<4>;
    .reg .pred %q;
    ld.param.u64 %rd1, [p];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    setp.ge.u32 %q, %r2, %r1;
    @%q ret;
    mul.wide.u32 %rd2, %r2, 4;
    add.u64 %rd3, %rd1, %rd2;
    ld.global.u32 %r3, [%rd3];
    shl.b32 %r3, %r3, 1;
    st.global.u32 [%rd3], %r3;
    ret;
}
"""


def ok(r, what):
    if r != 0:
        print(f"FAIL: {what} returned {r}")
        sys.exit(1)


n = 50
ok(drv.cuInit(0), "cuInit")
dev = ctypes.c_void_p()
ok(rt.cudaMalloc(ctypes.byref(dev), n * 4), "cudaMalloc")
host = (ctypes.c_int * n)(*range(n))
ok(drv.cuMemcpyHtoD_v2(ctypes.c_uint64(dev.value), host, ctypes.c_size_t(n * 4)), "cuMemcpyHtoD")
mod, f = ctypes.c_void_p(), ctypes.c_void_p()
ok(drv.cuModuleLoadData(ctypes.byref(mod), PTX), "cuModuleLoadData")
ok(drv.cuModuleGetFunction(ctypes.byref(f), mod, b"twice"), "cuModuleGetFunction")
p, cnt = ctypes.c_uint64(dev.value), ctypes.c_uint32(n)
params = (ctypes.c_void_p * 2)(ctypes.addressof(p), ctypes.addressof(cnt))
ok(drv.cuLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, None, params, None), "cuLaunchKernel")
out = (ctypes.c_int * n)()
ok(rt.cudaMemcpy(out, dev, ctypes.c_size_t(n * 4), 2), "cudaMemcpy")
good = same and list(out) == [2 * i for i in range(n)]
print(f"{'PASS' if good else 'FAIL'}: cudaMalloc memory doubled by a driver launch: {list(out)[:5]}...")
sys.exit(0 if good else 1)

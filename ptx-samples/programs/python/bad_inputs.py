"""Hostile inputs to the driver API through ctypes (no cuda-python): each call must return its
CUresult, with a message on stderr where the library has one, and the process must go on.
Prints one line per case, `NAME RESULT`, then PASS/FAIL."""
import ctypes
import sys

drv = ctypes.CDLL("libcuda.so.1")
u64, vp = ctypes.c_uint64, ctypes.c_void_p
results = {}


def case(name, r):
    results[name] = r
    print(f"{name} {r}")


drv.cuInit(0)
mod, f, d = vp(), vp(), u64()
case("garbage_ptx", drv.cuModuleLoadData(ctypes.byref(mod), b"this is not PTX"))
# A kernel whose body does not load: the module loads (its other kernels stay usable, as the
# runtime's modules do), the launch fails with CUDA_ERROR_INVALID_PTX.
broken = b".version 6.0\n.target sm_30\n.address_size 64\n.visible .entry b() { bogus.op; ret; }\n"
case("broken_kernel_load", drv.cuModuleLoadData(ctypes.byref(mod), broken))
drv.cuModuleGetFunction(ctypes.byref(f), mod, b"b")
case("broken_kernel_launch", drv.cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, None, None, None))
case("cubin", drv.cuModuleLoadData(ctypes.byref(mod), b"\x7fELF\x02\x01\x01" + b"\0" * 64))
case("null_image", drv.cuModuleLoadData(ctypes.byref(mod), None))
ok_ptx = b".version 6.0\n.target sm_30\n.address_size 64\n.visible .entry k() { ret; }\n"
case("good_ptx", drv.cuModuleLoadData(ctypes.byref(mod), ok_ptx))
case("unknown_kernel", drv.cuModuleGetFunction(ctypes.byref(f), mod, b"nope"))
case("bad_module", drv.cuModuleGetFunction(ctypes.byref(f), vp(12345), b"k"))
case("bad_function", drv.cuLaunchKernel(vp(0xdead0), 1, 1, 1, 1, 1, 1, 0, None, None, None))
case("alloc", drv.cuMemAlloc_v2(ctypes.byref(d), ctypes.c_size_t(16)))
buf = ctypes.create_string_buffer(64)
case("copy_past_end", drv.cuMemcpyHtoD_v2(d, buf, ctypes.c_size_t(64)))
case("copy_host_address", drv.cuMemcpyDtoH_v2(buf, u64(0x1234), ctypes.c_size_t(4)))
case("free_twice", drv.cuMemFree_v2(d) * 1000 + drv.cuMemFree_v2(d))
case("huge_alloc", drv.cuMemAlloc_v2(ctypes.byref(d), ctypes.c_size_t(1 << 60)))
s = ctypes.c_char_p()
case("unknown_result_name", drv.cuGetErrorName(12345, ctypes.byref(s)))
fn = vp()
case("unknown_proc", drv.cuGetProcAddress(b"cuNoSuchFunction", ctypes.byref(fn), 12000, u64(0)))
g = vp()
case("unsupported_function", drv.cuGraphCreate(ctypes.byref(g), 0) * 1000 + drv.cuGraphCreate(ctypes.byref(g), 0))
case("unsupported_proc", drv.cuGetProcAddress(b"cuGraphCreate", ctypes.byref(fn), 12000, u64(0)) + (fn.value is None))
extra = (vp * 3)(vp(7), vp(0), vp(0))
drv.cuModuleGetFunction(ctypes.byref(f), mod, b"k")
case("bad_extra_key", drv.cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, None, None, extra))
case("zero_block", drv.cuLaunchKernel(f, 1, 1, 1, 0, 1, 1, 0, None, None, None))
case("launch_ok", drv.cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, None, None, None))
expect = {
    "garbage_ptx": 218, "broken_kernel_load": 0, "broken_kernel_launch": 218, "cubin": 200, "null_image": 200, "good_ptx": 0, "unknown_kernel": 500,
    "bad_module": 400, "bad_function": 400, "alloc": 0, "copy_past_end": 1,
    "copy_host_address": 1, "free_twice": 1, "huge_alloc": 2, "unknown_result_name": 1,
    "unknown_proc": 500, "unsupported_function": 801801, "unsupported_proc": 0, "bad_extra_key": 1, "zero_block": 1, "launch_ok": 0,
}
bad = {k: (v, expect[k]) for k, v in results.items() if v != expect[k]}
print(f"{'PASS' if not bad else 'FAIL'}: hostile driver calls {bad if bad else ''}".rstrip())
sys.exit(0 if not bad else 1)

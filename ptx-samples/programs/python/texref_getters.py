"""Driver API texture-reference getters through ctypes: cuTexRefGetAddress, cuTexRefGetArray,
cuTexRefGetAddressMode, cuTexRefGetFilterMode, cuTexRefGetFlags and cuTexRefGetFormat read
back what the setters stored, and say CUDA_ERROR_INVALID_VALUE (1) for memory a reference is
not bound to. Prints PASS or FAIL."""
import ctypes
import sys

drv = ctypes.CDLL("libcuda.so.1")
u64, sz, ci, cu = ctypes.c_uint64, ctypes.c_size_t, ctypes.c_int, ctypes.c_uint

PTX = b"""
.version 6.0
.target sm_30
.address_size 64
.global .texref t;
.visible .entry k() { ret; }
"""


class ArrayDesc(ctypes.Structure):
    _fields_ = [("Width", sz), ("Height", sz), ("Format", cu), ("NumChannels", cu)]


def ok(r, what):
    if r != 0:
        print(f"FAIL: {what} returned {r}")
        sys.exit(1)


bad = []


def want(what, got, expected):
    if got != expected:
        bad.append((what, got, expected))


ok(drv.cuInit(0), "cuInit")
mod = ctypes.c_void_p()
ok(drv.cuModuleLoadData(ctypes.byref(mod), PTX), "cuModuleLoadData")
ref = ctypes.c_void_p()
ok(drv.cuModuleGetTexRef(ctypes.byref(ref), mod, b"t"), "cuModuleGetTexRef")
addr, arr, fmt, n, mode, flags = u64(), u64(), cu(), ci(), ci(), cu()
# A new reference: bound to nothing, flags 0, no format.
want("address of nothing", drv.cuTexRefGetAddress_v2(ctypes.byref(addr), ref), 1)
want("array of nothing", drv.cuTexRefGetArray(ctypes.byref(arr), ref), 1)
ok(drv.cuTexRefGetFlags(ctypes.byref(flags), ref), "cuTexRefGetFlags")
want("new flags", flags.value, 0)
ok(drv.cuTexRefGetFormat(ctypes.byref(fmt), ctypes.byref(n), ref), "cuTexRefGetFormat")
want("new format", (fmt.value, n.value), (0, 0))
# Linear memory, a format, modes, flags.
mem = u64()
ok(drv.cuMemAlloc_v2(ctypes.byref(mem), sz(256)), "cuMemAlloc")
off = sz()
ok(drv.cuTexRefSetAddress_v2(ctypes.byref(off), ref, mem, sz(256)), "cuTexRefSetAddress")
ok(drv.cuTexRefSetFormat(ref, 0x09, 2), "cuTexRefSetFormat")
ok(drv.cuTexRefSetAddressMode(ref, 1, 2), "cuTexRefSetAddressMode")
ok(drv.cuTexRefSetFilterMode(ref, 1), "cuTexRefSetFilterMode")
ok(drv.cuTexRefSetFlags(ref, 3), "cuTexRefSetFlags")
ok(drv.cuTexRefGetAddress_v2(ctypes.byref(addr), ref), "cuTexRefGetAddress")
want("address", addr.value, mem.value)
want("array of linear memory", drv.cuTexRefGetArray(ctypes.byref(arr), ref), 1)
ok(drv.cuTexRefGetFormat(ctypes.byref(fmt), ctypes.byref(n), ref), "cuTexRefGetFormat")
want("format", (fmt.value, n.value), (0x09, 2))
for dim, m in [(0, 1), (1, 2), (2, 1)]:
    ok(drv.cuTexRefGetAddressMode(ctypes.byref(mode), ref, ci(dim)), "cuTexRefGetAddressMode")
    want(f"address mode {dim}", mode.value, m)
want("address mode 3", drv.cuTexRefGetAddressMode(ctypes.byref(mode), ref, ci(3)), 1)
ok(drv.cuTexRefGetFilterMode(ctypes.byref(mode), ref), "cuTexRefGetFilterMode")
want("filter mode", mode.value, 1)
ok(drv.cuTexRefGetFlags(ctypes.byref(flags), ref), "cuTexRefGetFlags")
want("flags", flags.value, 3)
# An array: its format, and no address.
a = u64()
ok(drv.cuArrayCreate_v2(ctypes.byref(a), ctypes.byref(ArrayDesc(4, 2, 0x20, 4))), "cuArrayCreate")
ok(drv.cuTexRefSetArray(ref, a, cu(0)), "cuTexRefSetArray")
ok(drv.cuTexRefGetArray(ctypes.byref(arr), ref), "cuTexRefGetArray")
want("array", arr.value, a.value)
want("address of an array", drv.cuTexRefGetAddress_v2(ctypes.byref(addr), ref), 1)
ok(drv.cuTexRefGetFormat(ctypes.byref(fmt), ctypes.byref(n), ref), "cuTexRefGetFormat")
want("array format", (fmt.value, n.value), (0x20, 4))
want("a handle that is no reference", drv.cuTexRefGetFilterMode(ctypes.byref(mode), ctypes.c_void_p(12345)), 400)
if bad:
    print("FAIL:", bad)
    sys.exit(1)
print("PASS: texture reference getters")

"""Driver API surfaces through ctypes (no cuda-python): two CUDA arrays (cuArrayCreate,
cuMemcpyHtoA) as surface objects (cuSurfObjectCreate); a PTX kernel reads one with
`suld.b.2d` and writes 2 v + 1 to the other with `sust.b.2d` (x in bytes), and reads past the
edge under `.zero` and `.clamp`; then a module's surface reference (cuModuleGetSurfRef,
cuSurfRefSetArray) written bytewise. The expected values are computed here. Prints PASS or
FAIL."""
import ctypes
import sys

drv = ctypes.CDLL("libcuda.so.1")
u64, sz, ci, cu = ctypes.c_uint64, ctypes.c_size_t, ctypes.c_int, ctypes.c_uint

PTX = b"""
.version 6.0
.target sm_30
.address_size 64
.global .surfref sr;
.visible .entry twice(.param .u64 src, .param .u64 dst, .param .u64 edge) {
    .reg .u32 %r<12>;
    .reg .u64 %rd<6>;
    .reg .u16 %h1;
    ld.param.u64 %rd1, [src];
    ld.param.u64 %rd2, [dst];
    ld.param.u64 %rd3, [edge];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %tid.y;
    shl.b32 %r3, %r1, 2;
    suld.b.2d.b32.trap {%r4}, [%rd1, {%r3, %r2}];
    mad.lo.u32 %r5, %r4, 2, 1;
    sust.b.2d.b32.trap [%rd2, {%r3, %r2}], {%r5};
    add.u32 %r6, %r3, 8;
    suld.b.2d.b32.zero {%r7}, [%rd1, {%r6, %r2}];
    suld.b.2d.b32.clamp {%r8}, [%rd1, {%r6, %r2}];
    mad.lo.u32 %r9, %r2, 4, %r1;
    mul.wide.u32 %rd4, %r9, 8;
    add.u64 %rd5, %rd3, %rd4;
    st.global.v2.u32 [%rd5], {%r7, %r8};
    cvt.u16.u32 %h1, %r9;
    sust.b.1d.b8.trap [sr, {%r9}], {%h1};
    ret;
}
"""


class ArrayDesc(ctypes.Structure):
    _fields_ = [("Width", sz), ("Height", sz), ("Format", cu), ("NumChannels", cu)]


class Res(ctypes.Union):
    _fields_ = [("hArray", u64), ("reserved", ci * 32)]


class ResDesc(ctypes.Structure):
    _fields_ = [("resType", ci), ("res", Res), ("flags", cu)]


def ok(r, what):
    if r != 0:
        print(f"FAIL: {what} returned {r}")
        sys.exit(1)


U32, U8 = 0x03, 0x01
W, H = 4, 3
ok(drv.cuInit(0), "cuInit")
mod, f = ctypes.c_void_p(), ctypes.c_void_p()
ok(drv.cuModuleLoadData(ctypes.byref(mod), PTX), "cuModuleLoadData")
ok(drv.cuModuleGetFunction(ctypes.byref(f), mod, b"twice"), "cuModuleGetFunction")


def array(w, h, fmt, data=None):
    a = u64()
    ok(drv.cuArrayCreate_v2(ctypes.byref(a), ctypes.byref(ArrayDesc(w, h, fmt, 1))), "cuArrayCreate")
    if data is not None:
        ok(drv.cuMemcpyHtoA_v2(a, sz(0), data, sz(ctypes.sizeof(data))), "cuMemcpyHtoA")
    return a


def surface(a):
    rd = ResDesc()
    rd.resType = 0
    rd.res.hArray = a.value
    s = u64()
    ok(drv.cuSurfObjectCreate(ctypes.byref(s), ctypes.byref(rd)), "cuSurfObjectCreate")
    return s


A = [[100 * y + x for x in range(W)] for y in range(H)]
src = array(W, H, U32, (ctypes.c_uint32 * (W * H))(*[v for r in A for v in r]))
dst = array(W, H, U32)
bytes_ = array(W * H, 0, U8)
s_src, s_dst = surface(src), surface(dst)
sref = u64()
ok(drv.cuModuleGetSurfRef(ctypes.byref(sref), mod, b"sr"), "cuModuleGetSurfRef")
ok(drv.cuSurfRefSetArray(sref, bytes_, cu(0)), "cuSurfRefSetArray")
back = u64()
ok(drv.cuSurfRefGetArray(ctypes.byref(back), sref), "cuSurfRefGetArray")
edge = u64()
ok(drv.cuMemAlloc_v2(ctypes.byref(edge), sz(8 * W * H)), "cuMemAlloc")
args = (ctypes.c_void_p * 3)(*[ctypes.cast(ctypes.byref(a), ctypes.c_void_p) for a in (s_src, s_dst, edge)])
ok(drv.cuLaunchKernel(f, 1, 1, 1, W, H, 1, 0, None, args, None), "cuLaunchKernel")

bad = []
out = (ctypes.c_uint32 * (W * H))()
ok(drv.cuMemcpyAtoH_v2(out, dst, sz(0), sz(4 * W * H)), "cuMemcpyAtoH")
for y in range(H):
    for x in range(W):
        if out[y * W + x] != 2 * A[y][x] + 1:
            bad.append(("twice", x, y, out[y * W + x]))
e = (ctypes.c_uint32 * (2 * W * H))()
ok(drv.cuMemcpyDtoH_v2(e, edge, sz(8 * W * H)), "cuMemcpyDtoH")
for y in range(H):
    for x in range(W):
        t = y * W + x
        # Element x + 2: outside for x >= 2; .zero reads 0 there, .clamp the last element.
        zero = A[y][x + 2] if x + 2 < W else 0
        clamp = A[y][min(x + 2, W - 1)]
        if (e[2 * t], e[2 * t + 1]) != (zero, clamp):
            bad.append(("edge", x, y, e[2 * t], e[2 * t + 1], zero, clamp))
b = (ctypes.c_uint8 * (W * H))()
ok(drv.cuMemcpyAtoH_v2(b, bytes_, sz(0), sz(W * H)), "cuMemcpyAtoH")
if list(b) != list(range(W * H)) or back.value != bytes_.value:
    bad.append(("surfref", list(b), back.value))
ok(drv.cuSurfObjectDestroy(s_src), "cuSurfObjectDestroy")
if drv.cuSurfObjectDestroy(s_src) == 0:
    bad.append(("destroyed twice",))
if bad:
    print("FAIL:", bad)
    sys.exit(1)
print("PASS: driver surface objects over arrays and a surface reference")

"""Driver API textures through ctypes (no cuda-python): a CUDA array (cuArrayCreate,
cuMemcpyHtoA) and pitched memory (cuMemAlloc) as texture objects (cuTexObjectCreate), sampled
by a PTX kernel with `tex.2d` on the object handle; the results are checked against the CUDA
programming guide's point and linear filtering, computed here. Then a texture reference of a
module (cuModuleGetTexRef, cuTexRefSetAddress) fetched by index. Prints PASS or FAIL."""
import ctypes
import math
import struct
import sys

drv = ctypes.CDLL("libcuda.so.1")
u64, sz, ci, cu = ctypes.c_uint64, ctypes.c_size_t, ctypes.c_int, ctypes.c_uint

PTX = b"""
.version 6.0
.target sm_30
.address_size 64
.visible .entry samp(.param .u64 tex, .param .u64 xy, .param .u64 out, .param .u32 n) {
    .reg .u32 %r<4>;
    .reg .u64 %rd<8>;
    .reg .f32 %f<8>;
    .reg .pred %q;
    ld.param.u64 %rd1, [tex];
    ld.param.u64 %rd2, [xy];
    ld.param.u64 %rd3, [out];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    setp.ge.u32 %q, %r2, %r1;
    @%q ret;
    mul.wide.u32 %rd4, %r2, 8;
    add.u64 %rd5, %rd2, %rd4;
    ld.global.v2.f32 {%f1, %f2}, [%rd5];
    tex.2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%f1, %f2}];
    mul.wide.u32 %rd6, %r2, 4;
    add.u64 %rd7, %rd3, %rd6;
    st.global.f32 [%rd7], %f3;
    ret;
}
"""


class ArrayDesc(ctypes.Structure):
    _fields_ = [("Width", sz), ("Height", sz), ("Format", cu), ("NumChannels", cu)]


class Pitch2D(ctypes.Structure):
    _fields_ = [("devPtr", u64), ("format", cu), ("numChannels", cu), ("width", sz),
                ("height", sz), ("pitchInBytes", sz)]


class Res(ctypes.Union):
    _fields_ = [("hArray", u64), ("pitch2D", Pitch2D), ("reserved", ci * 32)]


class ResDesc(ctypes.Structure):
    _fields_ = [("resType", ci), ("res", Res), ("flags", cu)]


class TexDesc(ctypes.Structure):
    _fields_ = [("addressMode", ci * 3), ("filterMode", ci), ("flags", cu),
                ("maxAnisotropy", cu), ("mipmapFilterMode", ci), ("mipmapLevelBias", ctypes.c_float),
                ("minMipmapLevelClamp", ctypes.c_float), ("maxMipmapLevelClamp", ctypes.c_float),
                ("borderColor", ctypes.c_float * 4), ("reserved", ci * 12)]


def ok(r, what):
    if r != 0:
        print(f"FAIL: {what} returned {r}")
        sys.exit(1)


FLOAT = 0x20
ok(drv.cuInit(0), "cuInit")
mod, f = ctypes.c_void_p(), ctypes.c_void_p()
ok(drv.cuModuleLoadData(ctypes.byref(mod), PTX), "cuModuleLoadData")
ok(drv.cuModuleGetFunction(ctypes.byref(f), mod, b"samp"), "cuModuleGetFunction")


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def sample(tex, coords):
    """Launch `samp` on the texture object at the coordinates; the fetched values."""
    n = len(coords)
    xy, out = u64(), u64()
    ok(drv.cuMemAlloc_v2(ctypes.byref(xy), sz(8 * n)), "cuMemAlloc")
    ok(drv.cuMemAlloc_v2(ctypes.byref(out), sz(4 * n)), "cuMemAlloc")
    flat = (ctypes.c_float * (2 * n))(*[c for xy_ in coords for c in xy_])
    ok(drv.cuMemcpyHtoD_v2(xy, flat, sz(8 * n)), "cuMemcpyHtoD")
    t, nn = u64(tex), cu(n)
    args = (ctypes.c_void_p * 4)(*[ctypes.cast(ctypes.byref(a), ctypes.c_void_p) for a in (t, xy, out, nn)])
    ok(drv.cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, None, args, None), "cuLaunchKernel")
    res = (ctypes.c_float * n)()
    ok(drv.cuMemcpyDtoH_v2(res, out, sz(4 * n)), "cuMemcpyDtoH")
    return list(res)


def expected(t, x, y, linear):
    """The guide's filtering of texel rows `t` at texel coordinates (x, y), clamp addressing."""
    h, w = len(t), len(t[0])
    at = lambda i, j: t[min(max(j, 0), h - 1)][min(max(i, 0), w - 1)]
    if not linear:
        return at(math.floor(x), math.floor(y))
    xb, yb = f32(x) - 0.5, f32(y) - 0.5
    i, j = math.floor(xb), math.floor(yb)
    a, b = round((xb - i) * 256) / 256, round((yb - j) * 256) / 256
    row = lambda j: (1 - a) * at(i, j) + a * at(i + 1, j)
    return (1 - b) * row(j) + b * row(j + 1)


bad = []
# A 4 x 3 array of floats, point filtering.
A = [[10 * y + x for x in range(4)] for y in range(3)]
arr = u64()
ok(drv.cuArrayCreate_v2(ctypes.byref(arr), ctypes.byref(ArrayDesc(4, 3, FLOAT, 1))), "cuArrayCreate")
data = (ctypes.c_float * 12)(*[v for r in A for v in r])
ok(drv.cuMemcpyHtoA_v2(arr, sz(0), data, sz(48)), "cuMemcpyHtoA")
back = ArrayDesc()
ok(drv.cuArrayGetDescriptor_v2(ctypes.byref(back), arr), "cuArrayGetDescriptor")
if (back.Width, back.Height, back.Format, back.NumChannels) != (4, 3, FLOAT, 1):
    bad.append(("descriptor", back.Width, back.Height, back.Format, back.NumChannels))
rd = ResDesc()
rd.resType = 0
rd.res.hArray = arr.value
td = TexDesc()
td.addressMode[0] = td.addressMode[1] = 1  # clamp
tex_a = u64()
ok(drv.cuTexObjectCreate(ctypes.byref(tex_a), ctypes.byref(rd), ctypes.byref(td), None), "cuTexObjectCreate (array)")
pts = [(0.5, 0.5), (3.9, 2.1), (-1.0, 5.0), (2.2, 1.7)]
for (x, y), got in zip(pts, sample(tex_a.value, pts)):
    want = expected(A, x, y, False)
    if got != want:
        bad.append(("array", x, y, got, want))

# Pitched 2D memory (rows 64 bytes apart) of 4 x 2 floats, linear filtering.
P = [[x * x + y for x in range(4)] for y in range(2)]
mem = u64()
ok(drv.cuMemAlloc_v2(ctypes.byref(mem), sz(128)), "cuMemAlloc")
for y in range(2):
    row = (ctypes.c_float * 4)(*P[y])
    ok(drv.cuMemcpyHtoD_v2(u64(mem.value + 64 * y), row, sz(16)), "cuMemcpyHtoD")
rd = ResDesc()
rd.resType = 3
rd.res.pitch2D = Pitch2D(mem.value, FLOAT, 1, 4, 2, 64)
td.filterMode = 1
tex_p = u64()
ok(drv.cuTexObjectCreate(ctypes.byref(tex_p), ctypes.byref(rd), ctypes.byref(td), None), "cuTexObjectCreate (pitch2D)")
got_rd = ResDesc()
ok(drv.cuTexObjectGetResourceDesc(ctypes.byref(got_rd), tex_p), "cuTexObjectGetResourceDesc")
p = got_rd.res.pitch2D
if (got_rd.resType, p.devPtr, p.width, p.height, p.pitchInBytes) != (3, mem.value, 4, 2, 64):
    bad.append(("resource", got_rd.resType, p.width, p.height, p.pitchInBytes))
pts = [(1.0, 0.5), (2.25, 1.0), (1.3, 1.2), (0.1, 1.9)]
for (x, y), got in zip(pts, sample(tex_p.value, pts)):
    want = expected(P, x, y, True)
    if abs(got - want) > 1e-5:
        bad.append(("pitch2D", x, y, got, want))

# A texture reference (the old `.tex .u32` declaration) bound to linear memory of ints and
# fetched by index (cuModuleGetTexRef, cuTexRefSetAddress, cuTexRefSetFormat).
REF_PTX = b"""
.version 6.0
.target sm_30
.address_size 64
.tex .u32 ints;
.visible .entry fetch(.param .u64 out) {
    .reg .u32 %r<8>;
    .reg .u64 %rd<4>;
    mov.u32 %r1, %tid.x;
    mul.lo.u32 %r2, %r1, 3;
    tex.1d.v4.s32.s32 {%r3, %r4, %r5, %r6}, [ints, {%r2}];
    ld.param.u64 %rd1, [out];
    mul.wide.u32 %rd2, %r1, 4;
    add.u64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r3;
    ret;
}
"""
mod2, f2, ref = ctypes.c_void_p(), ctypes.c_void_p(), u64()
ok(drv.cuModuleLoadData(ctypes.byref(mod2), REF_PTX), "cuModuleLoadData (texref)")
ok(drv.cuModuleGetFunction(ctypes.byref(f2), mod2, b"fetch"), "cuModuleGetFunction (texref)")
ok(drv.cuModuleGetTexRef(ctypes.byref(ref), mod2, b"ints"), "cuModuleGetTexRef")
ints, out = u64(), u64()
ok(drv.cuMemAlloc_v2(ctypes.byref(ints), sz(4 * 16)), "cuMemAlloc")
ok(drv.cuMemAlloc_v2(ctypes.byref(out), sz(4 * 4)), "cuMemAlloc")
vals = (ctypes.c_int * 16)(*[100 - 7 * i for i in range(16)])
ok(drv.cuMemcpyHtoD_v2(ints, vals, sz(64)), "cuMemcpyHtoD")
off = sz()
ok(drv.cuTexRefSetAddress_v2(ctypes.byref(off), ref, ints, sz(64)), "cuTexRefSetAddress")
ok(drv.cuTexRefSetFormat(ref, 0x0a, 1), "cuTexRefSetFormat")
args = (ctypes.c_void_p * 1)(ctypes.cast(ctypes.byref(out), ctypes.c_void_p))
ok(drv.cuLaunchKernel(f2, 1, 1, 1, 4, 1, 1, 0, None, args, None), "cuLaunchKernel (texref)")
got = (ctypes.c_int * 4)()
ok(drv.cuMemcpyDtoH_v2(got, out, sz(16)), "cuMemcpyDtoH")
if list(got) != [100 - 7 * 3 * i for i in range(4)]:
    bad.append(("texref", list(got)))

ok(drv.cuTexObjectDestroy(tex_a), "cuTexObjectDestroy")
ok(drv.cuTexObjectDestroy(tex_p), "cuTexObjectDestroy")
ok(drv.cuArrayDestroy(arr), "cuArrayDestroy")
print("PASS: driver texture objects over an array and pitched memory, and a texture reference" if not bad else f"FAIL: {bad}")
sys.exit(1 if bad else 0)

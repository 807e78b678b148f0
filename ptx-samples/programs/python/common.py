"""Helpers shared by the Python driver-API samples: NVRTC compilation to PTX and checked calls.

The samples use NVIDIA's Python bindings (`cuda.bindings.driver`, `cuda.bindings.nvrtc`, from
the cuda-python package) unmodified; under `fermi-sim exec` the driver is fermi-sim's library.
"""
import sys

try:
    from cuda.bindings import driver as cu, nvrtc
except ImportError:  # cuda-python before 12.6
    from cuda import cuda as cu, nvrtc


def check(r):
    """The values of a binding's result tuple, after checking its status."""
    err, *rest = r if isinstance(r, tuple) else (r,)
    if isinstance(err, cu.CUresult):
        if err != cu.CUresult.CUDA_SUCCESS:
            _, name = cu.cuGetErrorName(err)
            raise RuntimeError(f"CUDA driver error {int(err)} ({name.decode() if name else '?'})")
    elif err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        raise RuntimeError(f"NVRTC error {err}")
    return rest[0] if len(rest) == 1 else tuple(rest)


def compile_ptx(source, name="kernel.cu", arch="compute_52"):
    """CUDA C++ source to PTX text with NVRTC."""
    prog = check(nvrtc.nvrtcCreateProgram(source.encode(), name.encode(), 0, [], []))
    opts = [f"--gpu-architecture={arch}".encode()]
    err, = nvrtc.nvrtcCompileProgram(prog, len(opts), opts)
    if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        size = check(nvrtc.nvrtcGetProgramLogSize(prog))
        log = b" " * size
        nvrtc.nvrtcGetProgramLog(prog, log)
        raise RuntimeError("NVRTC: " + log.decode(errors="replace"))
    size = check(nvrtc.nvrtcGetPTXSize(prog))
    ptx = b" " * size
    check(nvrtc.nvrtcGetPTX(prog, ptx))
    return ptx


def context():
    """cuInit, device 0, its primary context made current."""
    check(cu.cuInit(0))
    dev = check(cu.cuDeviceGet(0))
    ctx = check(cu.cuDevicePrimaryCtxRetain(dev))
    check(cu.cuCtxSetCurrent(ctx))
    return dev, ctx


def load(ptx):
    return check(cu.cuModuleLoadData(ptx))


def verdict(ok, what):
    print(f"{'PASS' if ok else 'FAIL'}: {what}")
    sys.stdout.flush()
    return 0 if ok else 1

#!/usr/bin/env python3
"""Regenerates the control-flow corpus of this folder: PTX from several compilers, and one launch
manifest per (build, kernel) with results computed independently of the simulator.

    python3 ptx-samples/cfg/gen.py            # every build it can (skips compilers it lacks)

Needs, for the PTX (tests never do; the output is committed):
  * clang-16 (apt-get install clang-16): sm_20 at -O0, -O2, -O3;
  * NVRTC from PyPI: pip install nvidia-cuda-nvrtc-cu11 nvidia-cuda-nvrtc-cu12 (called through ctypes);
  * g++ for the expected results: cfg.cu is compiled for the host with -DHOST and each kernel runs
    once per thread, sequentially (the kernels write out[tid] from in[] and tid only).

Layout: BUILD/module.ptx holds every kernel of cfg.cu; BUILD/KERNEL.ptx holds one kernel (the other
kernels turned into unused static device functions, which the compilers drop);
BUILD/KERNEL.launch.ron runs the kernel from module.ptx and BUILD/KERNEL.single.launch.ron from
KERNEL.ptx, both with the same expected `out`.
"""
import ctypes
import glob
import os
import re
import shutil
import site
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "cfg.cu")
INCLUDE = os.path.join(HERE, "..", "include")
THREADS = 64


def kernels():
    return re.findall(r"^KERNEL void (\w+)\(", open(SRC, encoding="utf-8").read(), re.M)


def inputs():
    # Small values with repeats, zeros and the special values the kernels test for.
    x, v = 12345, []
    for _ in range(THREADS):
        x = (x * 1103515245 + 12345) % (1 << 31)
        v.append((x >> 16) % 100)
    for i, s in [(3, 1), (10, 2), (17, 3), (22, 0), (40, 1), (41, 16), (50, 0)]:
        v[i] = s
    return v


def host_results(names, inp):
    """Run every kernel once per thread on the host (g++), sequentially."""
    with tempfile.TemporaryDirectory() as d:
        main = os.path.join(d, "main.cpp")
        with open(main, "w") as f:
            f.write("#include <stdio.h>\n#define HOST 1\nstatic int g_tid;\n")
            f.write("#define KERNEL static\n#define DEVICE static\n#define TID g_tid\n")
            f.write("#define __syncthreads() ((void)0)\n")
            f.write(f'#include "{SRC}"\n')
            f.write(f"static const int IN[{THREADS}] = {{{', '.join(map(str, inp))}}};\n")
            f.write("int main() {\n  int out[%d];\n" % THREADS)
            for k in names:
                f.write(f'  for (g_tid = 0; g_tid < {THREADS}; g_tid++) {k}(out, IN);\n')
                f.write(f'  printf("{k}");\n')
                f.write(f'  for (int i = 0; i < {THREADS}; i++) printf(" %d", out[i]);\n')
                f.write('  printf("\\n");\n')
            f.write("  return 0;\n}\n")
        exe = os.path.join(d, "main")
        subprocess.run(["g++", "-O1", "-w", "-o", exe, main], check=True)
        res = {}
        for line in subprocess.run([exe], check=True, capture_output=True, text=True).stdout.splitlines():
            name, *vals = line.split()
            res[name] = [int(v) for v in vals]
        return res


def source(only):
    """cfg.cu, or with every kernel but `only` made an unused static device function."""
    text = open(SRC, encoding="utf-8").read()
    if only:
        text = re.sub(r"^KERNEL void (\w+)\(",
                      lambda m: m.group(0) if m.group(1) == only else f"static __device__ void {m.group(1)}(",
                      text, flags=re.M)
    return text


def clang_text(opt, text):
    """PTX of CUDA source `text` from clang-16 (sm_20, the shim header), None without clang-16."""
    cc = shutil.which("clang-16")
    if not cc:
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".cu", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        args = [cc, "--cuda-device-only", "--cuda-gpu-arch=sm_20", "-nocudainc", "-nocudalib", f"-O{opt}",
                "-S", "-x", "cuda", "-I", INCLUDE, "-include", "cuda_shim.h", "-w", f.name, "-o", "-"]
        return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def clang(opt, only):
    return clang_text(opt, source(only))


def nvrtc_lib(major):
    for d in sys.path:
        hits = sorted(glob.glob(os.path.join(d, "nvidia", "cuda_nvrtc", "lib", f"libnvrtc.so.{major}*")))
        if hits:
            return hits[0]
    return None


def nvrtc_text(major, arch, text, name="cfg.cu", opts=(b"-default-device",)):
    """PTX of CUDA source `text` from NVRTC `major` for compute_`arch` (options `-w` and `opts`),
    None without that NVRTC."""
    path = nvrtc_lib(major)
    if not path:
        return None
    lib = ctypes.CDLL(path)
    prog = ctypes.c_void_p()
    rc = lib.nvrtcCreateProgram(ctypes.byref(prog), text.encode(), name.encode(), 0, None, None)
    assert rc == 0, rc
    opts = [f"--gpu-architecture=compute_{arch}".encode(), *opts, b"-w"]
    arr = (ctypes.c_char_p * len(opts))(*opts)
    rc = lib.nvrtcCompileProgram(prog, len(opts), arr)
    if rc != 0:
        n = ctypes.c_size_t()
        lib.nvrtcGetProgramLogSize(prog, ctypes.byref(n))
        log = ctypes.create_string_buffer(n.value)
        lib.nvrtcGetProgramLog(prog, log)
        raise RuntimeError(f"nvrtc {major} compute_{arch}: {log.value.decode()}")
    n = ctypes.c_size_t()
    lib.nvrtcGetPTXSize(prog, ctypes.byref(n))
    buf = ctypes.create_string_buffer(n.value)
    lib.nvrtcGetPTX(prog, buf)
    lib.nvrtcDestroyProgram(ctypes.byref(prog))
    return buf.value.decode()


def write_build(here, build, ptx_name, ptx, manifests):
    """Replace the folder `here/build` with `ptx_name` holding `ptx` and one `NAME.launch.ron`
    per `(name, text)` of `manifests` (the corpora's common layout)."""
    d = os.path.join(here, build)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    with open(os.path.join(d, ptx_name), "w", encoding="utf-8") as f:
        f.write(ptx)
    n = 0
    for name, text in manifests:
        with open(os.path.join(d, f"{name}.launch.ron"), "w", encoding="utf-8") as f:
            f.write(text)
        n += 1
    print(f"generated {build}: {n} kernels")


def header_corpus(here, src_name, ptx_name, builds, manifests, include=()):
    """The corpora that include CUDA headers: compile `here/src_name` with NVRTC and
    `-std=c++17`, the CUDA headers and `include`, once per `(build, NVRTC major, compute
    capability, extra options)` of `builds`, and write each build's folder with `manifests`
    (`(name, text)` pairs, the same for every build). A build is skipped, with a line saying so,
    where that NVRTC or the headers are missing."""
    inc = cuda_include_dirs()
    src = open(os.path.join(here, src_name), encoding="utf-8").read()
    manifests = list(manifests)
    for build, major, arch, extra in builds:
        dirs = [*inc, *include] if inc else []
        opts = (b"-std=c++17",) + tuple(f"-I{i}".encode() for i in dirs) + tuple(extra)
        ptx = nvrtc_text(major, arch, src, src_name, opts) if inc else None
        if ptx is None:
            print(f"skipped {build} (NVRTC {major} or the CUDA headers not installed)")
            continue
        write_build(here, build, ptx_name, ptx, manifests)


def cuda_include_dirs():
    """The CUDA runtime headers and CCCL's from PyPI (nvidia-cuda-runtime-cu12,
    nvidia-cuda-cccl-cu12), or None: what the corpora that include CUDA headers compile with."""
    found = []
    for pkg in ("cuda_runtime", "cuda_cccl"):
        for d in site.getsitepackages() + [site.getusersitepackages()]:
            p = os.path.join(d, "nvidia", pkg, "include")
            if os.path.isdir(p):
                found.append(p)
                break
    return found if len(found) == 2 else None


def lcg_values(n, seed):
    """`n` pseudo-random integers in -1000..1000 (a linear congruential generator): the corpora's
    input data, the same on every machine."""
    x, v = seed, []
    for _ in range(n):
        x = (x * 1103515245 + 12345) % (1 << 31)
        v.append((x >> 8) % 2001 - 1000)
    return v


def ron_list(v):
    return "[" + ", ".join(map(str, v)) + "]"


def s32_manifest(ptx, kernel, grid, block, buffers, args, description, expected, diags=()):
    """A launch manifest of a one-dimensional launch over S32 buffers (`buffers`: name -> (data
    or None, length)), expected to complete with the diagnostics `diags`; its `test` runs seeds
    1-3 on both memories with the race check (the async and cg corpora's manifests)."""
    lines = ["(", f'    ptx: "{ptx}",', f'    kernel: "{kernel}",']
    lines.append(f"    grid: ({grid}, 1, 1),")
    lines.append(f"    block: ({block}, 1, 1),")
    lines.append("    buffers: {")
    for name, (data, n) in buffers.items():
        if data is None:
            lines.append(f'        "{name}": (ty: S32, len: {n}),')
        else:
            lines.append(f'        "{name}": (ty: S32, data: {ron_list(data)}),')
    lines.append("    },")
    lines.append(f"    args: [{', '.join(args)}],")
    lines.append(f'    description: "{description}",')
    lines.append("    expected: {")
    for name, v in expected.items():
        lines.append(f'        "{name}": {ron_list(v)},')
    lines.append("    },")
    lines.append('    expected_status: "completed",')
    lines.append(f"    expected_diagnostics: [{', '.join(f'{chr(34)}{d}{chr(34)}' for d in diags)}],")
    lines.append('    test: (seeds: "1..4", memory: [Fermi, Flat], checks: ["races"]),')
    lines.append(")")
    return "\n".join(lines) + "\n"

def nvrtc(major, arch, only):
    return nvrtc_text(major, arch, source(only))


BUILDS = [(f"clang16-O{o}", lambda only, o=o: clang(o, only)) for o in (0, 2, 3)]
BUILDS += [(f"nvrtc11-sm{a}", lambda only, a=a: nvrtc(11, a, only)) for a in (35, 52, 70, 80, 90)]
BUILDS += [(f"nvrtc12-sm{a}", lambda only, a=a: nvrtc(12, a, only)) for a in (52, 60, 70, 75, 80, 86, 89, 90)]
# A debug build (`nvcc -G`): no optimisation, variables in local memory, calls not inlined.
BUILDS += [("nvrtc12-G-sm80", lambda only: nvrtc_text(12, 80, source(only), opts=(b"-default-device", b"-G")))]


def manifest(ptx, kernel, inp, out):
    return f"""(
    ptx: "{ptx}",
    kernel: "{kernel}",
    grid: (1, 1, 1),
    block: ({THREADS}, 1, 1),
    buffers: {{
        "out": (ty: S32, len: {THREADS}),
        "in": (ty: S32, data: [{", ".join(map(str, inp))}]),
    }},
    args: [Buffer("out"), Buffer("in")],
    description: "control-flow corpus (ptx-samples/cfg/cfg.cu): `{kernel}`; expected = the same C code run per thread on the host",
    expected: {{ "out": [{", ".join(map(str, out))}] }},
)
"""


def main():
    names = kernels()
    inp = inputs()
    expected = host_results(names, inp)
    for build, compile_ in BUILDS:
        module = compile_(None)
        if module is None:
            print(f"skipped {build} (compiler not installed)")
            continue
        d = os.path.join(HERE, build)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        with open(os.path.join(d, "module.ptx"), "w") as f:
            f.write(module)
        for k in names:
            with open(os.path.join(d, f"{k}.ptx"), "w") as f:
                f.write(compile_(k))
            with open(os.path.join(d, f"{k}.launch.ron"), "w") as f:
                f.write(manifest("module.ptx", k, inp, expected[k]))
            with open(os.path.join(d, f"{k}.single.launch.ron"), "w") as f:
                f.write(manifest(f"{k}.ptx", k, inp, expected[k]))
        print(f"generated {build}: {len(names)} kernels")


if __name__ == "__main__":
    main()

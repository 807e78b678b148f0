#!/usr/bin/env python3
"""Builds every CUDA sample of this folder with more compilers than the committed clang-16 -O2 one,
into builds/BUILD/, with a copy of every launch manifest that points at that build's PTX.

    python3 ptx-samples/cuda/gen_builds.py
    python3 ptx-samples/cuda/gen_builds.py --manifests-only   # the manifests only, no compiler
    python3 ptx-samples/cuda/gen_builds.py --only NAME        # NAME.cu only, and the manifests

Builds: the control-flow corpus's (../cfg/gen.py) less the committed one: clang-16 -O0 and -O3
(sm_20, with ../include/cuda_shim.h), NVRTC 11.8 compute_35/52/70/80/90 and NVRTC 12.x
compute_52/60/70/75/80/86/89/90 (from PyPI: nvidia-cuda-nvrtc-cu11, nvidia-cuda-nvrtc-cu12, called
through ctypes), and a debug build, NVRTC 12 `-G` for compute_80 (nvrtc12-G-sm80). The manifests and their expected results are the ones of this folder
(gen_manifests.py computes them from the CUDA semantics, independent of any compiler).
"""
import glob
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cfg"))
import gen as cfg  # noqa: E402  (the compiler drivers of the control-flow corpus)

# NVRTC lacks clang's generic builtins; these samples use a few of them.
NVRTC_PRELUDE = """#define __builtin_sqrtf sqrtf
#define __builtin_fmaf fmaf
#define __builtin_sqrt sqrt
#define __builtin_fma fma
"""


def compile_file(build, path):
    text = open(path, encoding="utf-8").read()
    if build.startswith("clang16"):
        opt = int(build[-1])
        cfg.SRC = path
        return cfg.clang(opt, None)
    major, arch = int(build[5:7]), int(build[-2:])
    if build.startswith("nvrtc12-G-"):
        # A debug build (`nvcc -G`): no optimisation, every variable and call argument in local
        # memory, device functions called rather than inlined.
        return cfg.nvrtc_text(major, arch, NVRTC_PRELUDE + text, os.path.basename(path),
                              (b"-default-device", b"-G"))
    cfg.SRC = path
    saved = cfg.source
    cfg.source = lambda only: NVRTC_PRELUDE + text
    try:
        return cfg.nvrtc(major, arch, None)
    finally:
        cfg.source = saved


# Expectations of this folder (written for clang-16 -O2) that another compiler's code legitimately
# does not meet: (build name prefixes, manifest name prefix, RON fields that replace the
# expectations, why).
OTHER_COMPILERS = [
    (("clang16-O0", "nvrtc"), "spinlock_doneflag_inline-",
     'expected_status: "completed",\n    expected_diagnostics: [],',
     "these compilers keep the critical section inside the loop (the done-flag shape), which "
     "terminates under SIMT reconvergence; clang -O2/-O3 jump-thread it into spin_naive's shape, "
     "which livelocks"),
    (("clang16-O0", "nvrtc12-G-"), "gv_scan_divergent-64",
     'expected_status: "deadlock",\n    expected_diagnostics: ["barrier_divergence", "deadlock"],\n'
     '    test: (seeds: "15..16", modes: [(expected_status: "completed", expected_diagnostics: ["barrier_divergence"])]),\n'
     '    its: (why: "a __syncthreads that thread 0 never reaches: under independent thread scheduling the barrier counts threads, not warps, and waits for it forever", expected_status: "deadlock", expected_diagnostics: ["barrier_divergence", "deadlock"]),',
     "at -O0 whether warp 0 reaches the divergent barrier before warp 1 exits depends on the "
     "schedule (T:L2514): deadlock, or completion with the barrier divergence reported; seed 15 "
     "completes"),
]


def manifest_for(build, path):
    """The manifest of this folder at `path`, for build `build`."""
    text = open(path, encoding="utf-8").read()
    text = re.sub(r'config: "([^"]+)"', lambda x: f'config: "../../{x.group(1)}"', text)
    name = os.path.basename(path)
    for prefixes, stem, fields, why in OTHER_COMPILERS:
        if build.startswith(prefixes) and name.startswith(stem):
            text = re.sub(r'    expected_status: .*\n', "", text)
            text = re.sub(r'    expected_diagnostics: .*\n', "", text)
            text = re.sub(r'    test: .*\n', "", text)
            text = re.sub(r'(    description: ".*)",\n',
                          lambda x: f'{x.group(1)} (this build: {why})",\n', text)
            text = text.replace("\n)\n", f"\n    {fields}\n)\n")
    return text


# clang-16 -O2 is the committed build of this folder itself.
BUILDS = [name for name, _ in cfg.BUILDS if name != "clang16-O2"]


def main():
    sources = sorted(glob.glob(os.path.join(HERE, "*.cu")))
    manifests = sorted(glob.glob(os.path.join(HERE, "*.launch.ron")))
    only = sys.argv[2] if sys.argv[1:2] == ["--only"] and len(sys.argv) > 2 else None
    if sys.argv[1:] == ["--manifests-only"] or only:
        # Rewrite the builds' manifests (and compile one source) without touching the rest.
        for build in BUILDS:
            d = os.path.join(HERE, "builds", build)
            if only:
                ptx = compile_file(build, os.path.join(HERE, only + ".cu"))
                if ptx is None:
                    print(f"skipped {build} (compiler not installed)")
                    continue
                with open(os.path.join(d, only + ".ptx"), "w", encoding="utf-8") as f:
                    f.write(ptx)
            if os.path.isdir(d):
                for m in manifests:
                    with open(os.path.join(d, os.path.basename(m)), "w", encoding="utf-8") as f:
                        f.write(manifest_for(build, m))
        return
    for build in BUILDS:
        d = os.path.join(HERE, "builds", build)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        for cu in sources:
            ptx = compile_file(build, cu)
            if ptx is None:
                print(f"skipped {build} (compiler not installed)")
                break
            with open(os.path.join(d, os.path.basename(cu)[:-3] + ".ptx"), "w", encoding="utf-8") as f:
                f.write(ptx)
        else:
            for m in manifests:
                with open(os.path.join(d, os.path.basename(m)), "w", encoding="utf-8") as f:
                    f.write(manifest_for(build, m))
            print(f"generated {build}: {len(sources)} sources, {len(manifests)} manifests")


if __name__ == "__main__":
    main()

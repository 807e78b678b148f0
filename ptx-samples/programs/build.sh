#!/usr/bin/env bash
# Build the sample CUDA programs with clang-16 against the CUDA 12 runtime headers and library
# of PyPI's nvidia-cuda-runtime-cu12, without the CUDA toolkit: a temporary --cuda-path holds the
# headers (with the crt/ headers and ptxas of nvidia-cuda-nvcc-cu12), the library, and a
# stand-in `fatbinary` (fatbinary.py: NVIDIA's container holding the PTX and the cubin).
#
#   ptx-samples/programs/build.sh [OUT_DIR]     (default: ptx-samples/programs/bin)
#
# CLANG (default clang++-16) and CUDA_RT (the wheel's nvidia/cuda_runtime folder) may be set;
# CUDA_RT may be CUDA 11's (nvidia-cuda-runtime-cu11: libcudart.so.11.0), and PROGRAMS names the
# programs to build (default: every *.cu here); CLANG_FLAGS are added to clang's options.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/bin}"
clang="${CLANG:-clang++-16}"
if [ -z "${CUDA_RT:-}" ]; then
  CUDA_RT="$(python3 -c 'import nvidia.cuda_runtime, os; print(os.path.dirname(nvidia.cuda_runtime.__file__) if nvidia.cuda_runtime.__file__ else list(nvidia.cuda_runtime.__path__)[0])' 2>/dev/null || true)"
fi
if [ -z "$CUDA_RT" ] || [ ! -f "$CUDA_RT/include/cuda_runtime.h" ]; then
  echo "build.sh: no CUDA 12 runtime headers (pip install nvidia-cuda-runtime-cu12, or set CUDA_RT)" >&2
  exit 2
fi
command -v "$clang" >/dev/null || { echo "build.sh: $clang not found" >&2; exit 2; }
mkdir -p "$out"
tk="$(mktemp -d)"
trap 'rm -rf "$tk"' EXIT
mkdir -p "$tk/bin" "$tk/lib64" "$tk/include"
# The runtime's headers, and the crt/ headers and ptxas of nvidia-cuda-nvcc-cu12 beside it.
nvcc_dir="${CUDA_NVCC:-$(dirname "$CUDA_RT")/cuda_nvcc}"
for f in "$CUDA_RT"/include/* "$nvcc_dir"/include/*; do [ -e "$f" ] && ln -sf "$f" "$tk/include/"; done
# clang's CUDA wrapper header includes cuRAND's MTGP32 kernel header, which only the cuRAND
# package has; the programs do not use it.
[ -e "$tk/include/curand_mtgp32_kernel.h" ] || : > "$tk/include/curand_mtgp32_kernel.h"
# cooperative_groups.h includes CCCL's <nv/target>, which no wheel here has: a stand-in.
[ -e "$tk/include/nv/target" ] || { mkdir -p "$tk/include/nv" && cp "$here/nv_target.h" "$tk/include/nv/target"; }
[ -e "$tk/include/crt/host_defines.h" ] || { echo "build.sh: no crt/ headers (pip install nvidia-cuda-nvcc-cu12, or set CUDA_NVCC)" >&2; exit 2; }
rt_so="$(ls "$CUDA_RT"/lib/libcudart.so.1[0-9]* 2>/dev/null | head -1)"
[ -n "$rt_so" ] || { echo "build.sh: no libcudart.so.1* in $CUDA_RT/lib" >&2; exit 2; }
ln -s "$rt_so" "$tk/lib64/libcudart.so"
echo "CUDA Version 12.0.0" > "$tk/version.txt"
if [ -x "$nvcc_dir/bin/ptxas" ]; then
  ln -s "$nvcc_dir/bin/ptxas" "$tk/bin/ptxas"
else
  printf '#!/bin/sh\nwhile [ $# -gt 0 ]; do [ "$1" = "--output-file" ] && : > "$2"; shift; done\n' > "$tk/bin/ptxas"
fi
printf '#!/bin/sh\nexec python3 %s "$@"\n' "$here/fatbinary.py" > "$tk/bin/fatbinary"
chmod +x "$tk/bin/ptxas" "$tk/bin/fatbinary"
srcs=("$here"/*.cu)
[ -n "${PROGRAMS:-}" ] && { srcs=(); for p in $PROGRAMS; do srcs+=("$here/$p.cu"); done; }
for src in "${srcs[@]}"; do
  name="$(basename "$src" .cu)"
  "$clang" -x cuda --cuda-gpu-arch=sm_70 --cuda-path="$tk" -nocudalib \
    -Xclang -target-sdk-version=11.8 -Wno-unknown-cuda-version -O1 -gline-tables-only \
    ${CLANG_FLAGS:-} "$src" -o "$out/$name" -L"$tk/lib64" -lcudart
done
echo "built ${#srcs[@]} programs in $out"

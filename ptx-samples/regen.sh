#!/usr/bin/env bash
# Regenerates the committed .ptx next to each .cu of cuda/ with clang-16's NVPTX back end (sm_20).
# The corpora in cfg/, warp/, runtime/, half/, simd/, intrinsics/, async/, cg/, cub/, curand/ and gen/ have their own gen.py (several compilers); launch/ is hand-written PTX with gen_manifests.py.
# Tests never need this: the generated .ptx files are committed. Needs: apt-get install clang-16.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
CLANG=${CLANG:-clang-16}
find "$here/cuda" -maxdepth 1 -name "*.cu" -print0 | sort -z | while IFS= read -r -d '' cu; do
  ptx=${cu%.cu}.ptx
  "$CLANG" --cuda-device-only --cuda-gpu-arch=sm_20 -nocudainc -nocudalib -O2 -S -x cuda \
    -I "$here/include" -include cuda_shim.h "$cu" -o "$ptx"
  echo "regenerated ${ptx#$here/}"
done

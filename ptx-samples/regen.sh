#!/usr/bin/env bash
# Regenerates every committed .ptx from its .cu source with clang-16's NVPTX back end (sm_20).
# Tests never need this: the generated .ptx files are committed. Needs: apt-get install clang-16.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
CLANG=${CLANG:-clang-16}
find "$here" -path "$here/cfg" -prune -o -name "*.cu" -print0 | sort -z | while IFS= read -r -d '' cu; do
  ptx=${cu%.cu}.ptx
  "$CLANG" --cuda-device-only --cuda-gpu-arch=sm_20 -nocudainc -nocudalib -O2 -S -x cuda \
    -I "$here/include" -include cuda_shim.h "$cu" -o "$ptx"
  echo "regenerated ${ptx#$here/}"
done

#!/bin/sh
# Regenerates this project's columns of the second table in docs/sync.md: kernel, barriers
# synthesised, cost, oracle calls, seconds. FERMI_SIM names the binary (default: fermi-sim on
# the PATH); needs jq.
set -e
dir=$(dirname "$0")
bin=${FERMI_SIM:-fermi-sim}
out=${TMPDIR:-/tmp}
for k in reduce0 reduce1 reduce2 reduce_warp conv_rows conv_cols histogram scan_add transpose matmul; do
  "$bin" sync "$dir/$k.sync.ron" --out "$out/$k.ptx" --json |
    jq -r --arg k "$k" '[$k, (.barriers | length), .cost, .oracle_calls, .seconds] | @tsv'
done

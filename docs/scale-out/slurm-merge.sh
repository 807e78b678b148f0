#!/usr/bin/env bash
# Merge the shards of docs/scale-out/slurm-sweep.sh into one summary (summary.txt); a missing or
# repeated shard is named and the merge exits with status 2.
#SBATCH --job-name=fermi-sim-merge
#SBATCH --time=00:30:00
set -euo pipefail
OUT_DIR=${OUT_DIR:-shards}
rc=0
fermi-sim merge "$OUT_DIR"/shard-*.jsonl > "$OUT_DIR/summary.txt" || rc=$?
cat "$OUT_DIR/summary.txt"
[ "$rc" -ne 2 ]

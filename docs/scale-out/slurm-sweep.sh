#!/usr/bin/env bash
# One shard of a seed sweep per Slurm array task; submit with
#   sbatch --array=1-16 docs/scale-out/slurm-sweep.sh
# then, when every task finished, docs/scale-out/slurm-merge.sh (or submit it with
#   sbatch --dependency=afterok:JOBID docs/scale-out/slurm-merge.sh).
#SBATCH --job-name=fermi-sim-sweep
#SBATCH --cpus-per-task=4
#SBATCH --time=02:00:00
set -euo pipefail
MANIFEST=${MANIFEST:-kernels/spin.launch.ron}   # the launch manifest to sweep
SEEDS=${SEEDS:-0..1000000}                      # the whole seed range, the same in every task
OUT_DIR=${OUT_DIR:-shards}
K=${SLURM_ARRAY_TASK_ID:?run as a Slurm array task}
N=${SLURM_ARRAY_TASK_COUNT:?run as a Slurm array task}
mkdir -p "$OUT_DIR"
# Exit status 3 or 4 means the shard found a failure (the merged summary lists it); 2 is an error.
rc=0
fermi-sim sweep "$MANIFEST" --seeds "$SEEDS" --jobs "${SLURM_CPUS_PER_TASK:-0}" \
  --partition "$K/$N" --out "$OUT_DIR/shard-$K.jsonl" > "$OUT_DIR/shard-$K.txt" || rc=$?
[ "$rc" -ne 2 ]

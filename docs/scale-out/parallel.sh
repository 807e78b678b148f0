#!/usr/bin/env bash
# Eight shards of a sweep on the machines of HOSTS with GNU parallel over ssh (fermi-sim on each
# machine's PATH, the manifest and its PTX under the same relative path); the shard files come
# back (--return) and are merged here.
set -euo pipefail
MANIFEST=${MANIFEST:-kernels/spin.launch.ron}
SEEDS=${SEEDS:-0..1000000}
N=${N:-8}
HOSTS=${HOSTS:-:}            # e.g. "node1,node2"; ":" is this machine
parallel --sshlogin "$HOSTS" --jobs 1 --workdir . --return 'shard-{}.jsonl' --cleanup \
  "fermi-sim sweep $MANIFEST --seeds $SEEDS --partition {}/$N --out shard-{}.jsonl > /dev/null; [ \$? -ne 2 ]" \
  ::: $(seq 1 "$N")
fermi-sim merge shard-*.jsonl

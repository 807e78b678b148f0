#!/bin/sh
# Compare `fermi-sim run --json --trace` (status, diagnostics with their step counts, statistics,
# buffers, and the trace, which ends with the verdict at its step) between two binaries on every
# launch manifest under ptx-samples that expects a livelock or whose expectations mention
# liveness, in six settings (SIMT and independent thread scheduling, both memories, four seeds).
# A change to the livelock detector that must not change a verdict, a diagnostic or the step at
# which a livelock is reported prints nothing and exits 0.
#
#   scripts/compare_liveness.sh OLD_BINARY NEW_BINARY [DIR]
set -u
old=$1
new=$2
dir=${3:-ptx-samples}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
n=0
diffs=0
for f in $(grep -rlE 'ivelock|iveness' "$dir" --include='*.launch.ron' | sort); do
    for args in "--scheduling simt" "--scheduling its" "--seed 7" "--seed 12345 --memory flat" \
        "--scheduling its --seed 9 --memory flat" "--scheduling its --seed 3"; do
        n=$((n + 1))
        # shellcheck disable=SC2086
        "$old" run --json --trace "$out/old.jsonl" $args "$f" >"$out/old" 2>&1
        echo "exit $?" >>"$out/old"
        cat "$out/old.jsonl" >>"$out/old" 2>/dev/null
        # shellcheck disable=SC2086
        "$new" run --json --trace "$out/new.jsonl" $args "$f" >"$out/new" 2>&1
        echo "exit $?" >>"$out/new"
        cat "$out/new.jsonl" >>"$out/new" 2>/dev/null
        if ! cmp -s "$out/old" "$out/new"; then
            diffs=$((diffs + 1))
            echo "== $f $args"
            diff "$out/old" "$out/new" | head -20
        fi
    done
done
echo "$n runs, $diffs differ" >&2
[ "$diffs" -eq 0 ]

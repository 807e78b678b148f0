#!/bin/sh
# Compare `fermi-sim run --json --record --trace` (status, diagnostics, statistics, buffers, every
# scheduling choice and every warp step) between two binaries on launch manifests, under the
# random policy (seed 3) and round-robin, on the default settings, on `--memory flat --check
# none` and under independent thread scheduling. A change to the engine that must not change
# what runs prints nothing and exits 0.
#
#   scripts/compare_runs.sh OLD_BINARY NEW_BINARY [MANIFEST...]
# Without manifests: collatz, reduce_shared, histogram_shared, matmul_tiled and vadd of
# ptx-samples/cuda. NO_TRACE=1 leaves the trace out (a livelocked sample's trace to its step
# budget has gigabytes). SETTINGS replaces the settings, separated by `;`
# (`SETTINGS="--seed 7;--scheduling its"`). Records and traces are compared by their SHA-256.
set -u
old=$1
new=$2
shift 2
if [ $# -eq 0 ]; then
    set -- ptx-samples/cuda/collatz.launch.ron ptx-samples/cuda/reduce_shared.launch.ron \
        ptx-samples/cuda/histogram_shared.launch.ron ptx-samples/cuda/matmul_tiled.launch.ron \
        ptx-samples/cuda/vadd.launch.ron
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
n=0
diffs=0
run() {
    trace=""
    [ "${NO_TRACE:-0}" = 1 ] || trace="--trace $out/$2.jsonl"
    # shellcheck disable=SC2086
    "$1" run --json --record "$out/$2.rec" $trace $3 "$4" >"$out/$2" 2>&1
    echo "exit $?" >>"$out/$2"
    for file in "$out/$2.rec" "$out/$2.jsonl"; do
        [ -f "$file" ] && sha256sum <"$file" >>"$out/$2"
    done
    rm -f "$out/$2.rec" "$out/$2.jsonl"
}
settings=${SETTINGS:-"--seed 3;--policy round-robin;--seed 3 --memory flat --check none;\
--policy round-robin --memory flat --check none;--seed 3 --scheduling its"}
for f in "$@"; do
    rest=$settings
    while [ -n "$rest" ]; do
        args=${rest%%;*}
        case $rest in
        *\;*) rest=${rest#*;} ;;
        *) rest="" ;;
        esac
        n=$((n + 1))
        run "$old" old "$args" "$f"
        run "$new" new "$args" "$f"
        if ! cmp -s "$out/old" "$out/new"; then
            diffs=$((diffs + 1))
            echo "== $f $args"
            diff "$out/old" "$out/new" | head -20
        fi
    done
done
echo "$n runs, $diffs differ" >&2
[ "$diffs" -eq 0 ]

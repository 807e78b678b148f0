#!/bin/sh
# Compare `fermi-sim check` of every .ptx under ptx-samples (the loaded program's listing, or the
# diagnostics and the exit status) between two binaries: a change to the loader that must not
# change what it loads or what it reports prints nothing and exits 0.
#
#   scripts/compare_check.sh OLD_BINARY NEW_BINARY [DIR]
set -u
old=$1
new=$2
dir=${3:-ptx-samples}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
n=0
diffs=0
for f in $(find "$dir" -name '*.ptx' | sort); do
    n=$((n + 1))
    "$old" check "$f" >"$out/old" 2>&1
    echo "exit $?" >>"$out/old"
    "$new" check "$f" >"$out/new" 2>&1
    echo "exit $?" >>"$out/new"
    if ! cmp -s "$out/old" "$out/new"; then
        diffs=$((diffs + 1))
        echo "== $f"
        diff "$out/old" "$out/new" | head -20
    fi
done
echo "$n files, $diffs differ" >&2
[ "$diffs" -eq 0 ]

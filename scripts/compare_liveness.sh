#!/bin/sh
# Compare `fermi-sim run --json --record --trace` (status, diagnostics with their step counts,
# statistics, buffers, the choices, and the trace, which ends with the verdict at its step)
# between two binaries on every launch manifest under ptx-samples that expects a livelock or
# whose expectations mention liveness, in six settings (SIMT and independent thread scheduling,
# both memories, four seeds). A change to the livelock detector that must not change a verdict,
# a diagnostic or the step at which a livelock is reported prints nothing and exits 0.
#
#   scripts/compare_liveness.sh OLD_BINARY NEW_BINARY [DIR]
set -u
dir=${3:-ptx-samples}
# shellcheck disable=SC2046
SETTINGS="--scheduling simt;--scheduling its;--seed 7;--seed 12345 --memory flat;\
--scheduling its --seed 9 --memory flat;--scheduling its --seed 3" \
    exec "$(dirname "$0")/compare_runs.sh" "$1" "$2" \
    $(grep -rlE 'ivelock|iveness' "$dir" --include='*.launch.ron' | sort)

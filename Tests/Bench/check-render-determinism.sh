#!/usr/bin/env bash
# Renders the 72-image batch of bench-render.sh N times with one release build, alternating
# --jobs 1 and --jobs 2, and compares every file's bytes with the first round's: prints, per
# round, how many files differ and which, and exits 1 when any file differs in any round.
# It decides whether a deflater writes the same bytes every time inside the tool (issue 25: igzip
# did not, for about one file in 300, while a C replay of the same rows always did).
#   gentle-specimen render --preset all --sheet typography,colors,surfaces,buttons --scheme both
#       --scale 2 --jobs J
# Extra environment for the tool is passed through, so an experiment switched by a variable can
# run under it.
# Usage: Tests/Bench/check-render-determinism.sh [--runs N] [--build BINARY|CHECKOUT]
#   (default 50 runs; a checkout is built in release first)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
runs=50
bench_options "$@"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

bench_tools
cd "$root"

status=0
for run in $(seq 1 "$runs"); do
    jobs=$((run % 2 + 1))
    "$tool_this" render --preset all --sheet typography,colors,surfaces,buttons --scheme both --scale 2 \
        --jobs "$jobs" --output "$work/out" >/dev/null
    (cd "$work/out" && find . -name '*.png' | sort | xargs md5sum) >"$work/sums-$run"
    rm -rf "$work/out"
    if [ "$run" -eq 1 ]; then
        echo "round 1 (--jobs $jobs): $(wc -l <"$work/sums-1") files"
        continue
    fi
    differing="$(diff "$work/sums-1" "$work/sums-$run" | awk '/^>/ { print $3 }' | sed 's|^\./||' || true)"
    if [ -z "$differing" ]; then
        echo "round $run (--jobs $jobs): identical"
    else
        echo "round $run (--jobs $jobs): $(echo "$differing" | wc -l) differ: $(echo "$differing" | tr '\n' ' ')"
        status=1
    fi
done
if [ "$status" -eq 0 ]; then echo "all $runs rounds byte-identical"; else echo "some files differ between rounds"; fi
exit "$status"

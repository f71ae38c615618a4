#!/usr/bin/env bash
# Times the 72-image batch of issues 5 and 17 in a release build:
#   gentle-specimen render --preset all --sheet typography,colors,surfaces,buttons --scheme both
#       --scale 2 --jobs J
# RUNS rounds of --jobs 1 and --jobs 2; with --compare, each round runs both builds too, the
# order flipped every round, so load on a shared machine hits all four alike. Prints medians of
# CPU seconds (user + sys of the process, /usr/bin/time), wall time and peak RSS, the best wall
# time, ratios against the other build, the jobs-1 / jobs-2 wall ratio, the output size, and
# checks that every output file is byte-identical across --jobs and across all the rounds. CPU seconds are the figure that
# other load on the machine disturbs least; load averages are shown for the wall times.
# Targets (issue 17, against the tree it started from): CPU ≤ 45 %, output ≤ 110 %, peak RSS
# ≤ 300 MB, jobs 1 / jobs 2 wall ≥ 1.8 on an idle machine.
# --sheet LIST times those sheets instead (e.g. --sheet surfaces, the 18 sheets the materials'
# blur dominates).
# Usage: Tests/Bench/bench-render.sh [--runs N] [--sheet LIST] [--build BINARY|CHECKOUT]
#   [--compare BINARY|CHECKOUT]
#   (default 5 runs; a checkout is built in release first; exit 1 if outputs differ across --jobs)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
runs=5
sheets=typography,colors,surfaces,buttons
bench_options "$@"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

bench_tools
# Run from the checkout, as a user would; output goes to a temporary folder.
cd "$root"

render() { # build jobs run
    local tool="tool_$1"
    timed "$work/times" "$1:jobs-$2" "${!tool}" render --preset all --sheet "$sheets" \
        --scheme both --scale 2 --jobs "$2" --output "$work/out-$1-$2-$3"
    # Every round's files are hashed, so one deflate stream that differs in any run is caught.
    (cd "$work/out-$1-$2-$3" && find . -name '*.png' | sort | xargs md5sum) >"$work/sums-$1-$2-$3"
    if [ "$3" -gt 1 ]; then rm -rf "$work/out-$1-$2-$3"; fi
}

start_load="$(load_average)"
for run in $(seq 1 "$runs"); do
    order=("${builds[@]}")
    if [ $((run % 2)) -eq 0 ]; then order=($(printf '%s\n' "${builds[@]}" | tac)); fi
    for build in "${order[@]}"; do
        if [ $((run % 2)) -eq 1 ]; then render "$build" 1 "$run"; render "$build" 2 "$run"
        else render "$build" 2 "$run"; render "$build" 1 "$run"; fi
    done
done

echo "render --preset all --sheet $sheets --scheme both --scale 2, medians of $runs rounds"
echo "load average before: $start_load, after: $(load_average)"
print_table "$work/times" "${builds[@]}" -- "jobs 1" "jobs 2"
status=0
for build in "${builds[@]}"; do
    awk -v a="$(median "$work/times" "$build:jobs-1" wall)" -v b="$(median "$work/times" "$build:jobs-2" wall)" -v n="$build" \
        'BEGIN { printf "%s: jobs 1 / jobs 2 wall %.2f×\n", n, a / b }'
    count="$(find "$work/out-$build-1-1" -name '*.png' | wc -l)"
    bytes="$(du -sb "$work/out-$build-1-1" | cut -f1)"
    echo "$bytes" >"$work/bytes-$build"
    differing=0
    for sums in "$work"/sums-"$build"-*; do
        if ! cmp -s "$sums" "$work/sums-$build-1-1"; then differing=$((differing + 1)); fi
    done
    if [ "$differing" -eq 0 ]; then
        echo "$build: $count files, $bytes bytes, byte-identical across --jobs and $runs rounds"
    else
        echo "$build: $differing of $((2 * runs)) runs wrote other bytes than the first" >&2
        status=1
    fi
done
if [ -n "$other" ]; then
    awk -v a="$(cat "$work/bytes-this")" -v b="$(cat "$work/bytes-other")" \
        'BEGIN { printf "output size this / other: %.3f\n", a / b }'
fi
exit "$status"

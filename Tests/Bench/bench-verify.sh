#!/usr/bin/env bash
# Times `gentle-specimen verify` of the project's goldens (every preset, sheet and scheme at
# scale 1) in a release build, as CI runs it (CI=1, so nothing is written into Goldens/), in two
# cases: `passing` (the goldens as they are) and `all-failing` (a copy with every golden's colours
# negated by ImageMagick, so every case fails and writes its artefacts). Each build runs in, and
# verifies the goldens of, its own checkout (a binary given alone uses this checkout's), since
# the sheets and so the goldens differ between commits; the number of goldens is printed with the
# CPU seconds per golden. With --compare, each round runs both builds, the order flipped every
# round. Prints medians of CPU seconds (user + sys), wall time and peak RSS, the best wall time
# and the ratios against the other build.
# Targets (issue 17): CPU ≤ 50 % of the tree it started from; peak RSS ≤ 400 MB in both cases.
# With --all-failing, only the all-failing case is timed, its copy made by swapping each light
# golden with its dark one (no ImageMagick needed: every case still fails, with real pixels and
# a diff image to write), and the CPU per failing golden is compared.
# Targets (issue 25, --all-failing): CPU per failing golden ≤ 50 % of b986ec4's, peak RSS ≤ 300 MB.
# Usage: Tests/Bench/bench-verify.sh [--all-failing] [--runs N] [--jobs N] [--build BINARY|CHECKOUT]
#   [--compare BINARY|CHECKOUT]
#   (default 5 runs, --jobs 2; exit 1 if a passing run fails or a failing one passes)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
runs=5
jobs=2
cases=(passing all-failing)
arguments=()
for argument in "$@"; do
    if [ "$argument" = --all-failing ]; then cases=(all-failing); else arguments+=("$argument"); fi
done
bench_options "${arguments[@]+"${arguments[@]}"}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The checkout a build runs in: the one given, or this one for a binary.
checkout_of() { if [ -d "$1" ]; then (cd "$1" && pwd); else echo "$root"; fi; }

bench_tools
dir_this="$(checkout_of "$this_build")"
if [ -n "$other" ]; then dir_other="$(checkout_of "$other")"; fi

# Same sizes, every pixel different: each case is a real comparison failure with a diff image.
# Negated by ImageMagick, or with --all-failing each light golden swapped with its dark one.
if [ "${#cases[@]}" -eq 1 ]; then
    for build in "${builds[@]}"; do
        dir="dir_$build"
        (cd "${!dir}/Goldens" && find . -name '*-light.png') | while read -r light; do
            dark="${light%-light.png}-dark.png"
            mkdir -p "$work/negated-$build/$(dirname "$light")"
            cp "${!dir}/Goldens/$light" "$work/negated-$build/$dark"
            cp "${!dir}/Goldens/$dark" "$work/negated-$build/$light"
        done
    done
else
    negate="$(command -v magick || command -v convert)"
    for build in "${builds[@]}"; do
        dir="dir_$build"
        (cd "${!dir}/Goldens" && find . -name '*.png') | while read -r golden; do
            mkdir -p "$work/negated-$build/$(dirname "$golden")"
            "$negate" "${!dir}/Goldens/$golden" -channel RGB -negate "$work/negated-$build/$golden"
        done
    done
fi

verify() { # build case run
    local tool="tool_$1" dir="dir_$1" goldens=Goldens
    if [ "$2" = all-failing ]; then goldens="$work/negated-$1"; fi
    (cd "${!dir}" && CI=1 timed "$work/times" "$1:$2" "${!tool}" verify --goldens "$goldens" \
        --report "$work/report-$1-$2-$3" --jobs "$jobs")
    rm -rf "$work/report-$1-$2-$3"
}

start_load="$(load_average)"
for run in $(seq 1 "$runs"); do
    order=("${builds[@]}")
    if [ $((run % 2)) -eq 0 ]; then order=($(printf '%s\n' "${builds[@]}" | tac)); fi
    for build in "${order[@]}"; do
        for case in "${cases[@]}"; do verify "$build" "$case" "$run"; done
    done
done

echo "verify of each checkout's goldens, --jobs $jobs, medians of $runs rounds"
echo "load average before: $start_load, after: $(load_average)"
print_table "$work/times" "${builds[@]}" -- "${cases[@]}"
status=0
for build in "${builds[@]}"; do
    dir="dir_$build"
    count="$(find "${!dir}/Goldens" -name '*.png' | wc -l)"
    echo "$count" >"$work/count-$build"
    for case in "${cases[@]}"; do
        awk -v n="$build" -v c="$count" -v k="$case" -v t="$(median "$work/times" "$build:$case" cpu)" \
            'BEGIN { printf "%s: %d goldens, CPU ms per golden %s %.1f\n", n, c, k, 1000 * t / c }'
    done
    failing="$(statuses "$work/times" "$build:all-failing")"
    passing="0 "
    if [ "${#cases[@]}" -gt 1 ]; then passing="$(statuses "$work/times" "$build:passing")"; fi
    echo "$build: exit status passing: $passing, all-failing: $failing"
    if [ "$passing" != "0 " ] || [ "$failing" != "1 " ]; then
        echo "$build: expected 0 for the goldens and 1 for the failing copy" >&2
        status=1
    fi
done
if [ -n "$other" ]; then
    awk -v a="$(median "$work/times" this:all-failing cpu)" -v b="$(median "$work/times" other:all-failing cpu)" \
        -v ca="$(cat "$work/count-this")" -v cb="$(cat "$work/count-other")" \
        'BEGIN { printf "all-failing CPU per failing golden, this / other: %.3f\n", (a / ca) / (b / cb) }'
fi
exit "$status"

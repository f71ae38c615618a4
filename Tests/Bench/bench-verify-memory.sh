#!/usr/bin/env bash
# Peak RSS of a passing `gentle-specimen verify` (every sheet, both schemes, scale 1, as CI runs
# it: CI=1) over 1, 9 and 30 themes, in a release build: the nine presets exported as JSON, and
# 21 more made from them with one typography token changed each (body_m's point size), so that
# each is a distinct theme that asks for font sizes of its own. The goldens are recorded first
# into a temporary folder by the build timed (each build its own). With --compare, each round
# runs both builds, the order flipped every round. Prints medians of peak RSS, CPU seconds and
# wall time per theme count, and the 30 / 9 peak RSS ratio.
# Target (issue 25): peak RSS of 30 themes within 1.2× of 9 themes: memory bounded per process,
# not growing with the number of themes.
# Usage: Tests/Bench/bench-verify-memory.sh [--runs N] [--jobs N] [--build BINARY|CHECKOUT]
#   [--compare BINARY|CHECKOUT]
#   (default 3 runs, --jobs 2; exit 1 if a verify does not pass)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
runs=3
jobs=2
bench_options "$@"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

bench_tools

# Themes: the presets as they are, then variants 1, 2, 3 of each with body_m one, two, three
# points larger, until there are 30.
"$tool_this" presets --export "$work/presets" >/dev/null
mkdir -p "$work/themes"
presets=("$work"/presets/*.json)
for preset in "${presets[@]}"; do cp "$preset" "$work/themes/"; done
count=${#presets[@]}
for variant in 1 2 3; do
    for preset in "${presets[@]}"; do
        if [ "$count" -ge 30 ]; then break 2; fi
        name="$(basename "$preset" .json)-v$variant"
        python3 - "$preset" "$work/themes/$name.json" "$variant" <<'EOF'
import json, sys
source, target, step = sys.argv[1], sys.argv[2], int(sys.argv[3])
theme = json.load(open(source))
theme["typography"]["roles"]["body_m"]["pointSize"] += step
json.dump(theme, open(target, "w"), indent=2)
EOF
        count=$((count + 1))
    done
done
# One theme, the nine presets, all thirty.
theme_options() { # count
    local options=() index=0
    for theme in "$work"/presets/*.json "$work"/themes/*-v*.json; do
        if [ "$index" -ge "$1" ]; then break; fi
        options+=(--theme "$theme")
        index=$((index + 1))
    done
    echo "${options[@]}"
}

for build in "${builds[@]}"; do
    tool="tool_$build"
    # shellcheck disable=SC2046
    "${!tool}" record $(theme_options 30) --goldens "$work/goldens-$build" --jobs "$jobs" >/dev/null
done

verify() { # build count
    local tool="tool_$1"
    # shellcheck disable=SC2046
    (cd "$work" && CI=1 timed "$work/times" "$1:themes-$2" "${!tool}" verify $(theme_options "$2") \
        --goldens "$work/goldens-$1" --report "$work/report-$1" --jobs "$jobs")
    rm -rf "$work/report-$1"
}

start_load="$(load_average)"
for run in $(seq 1 "$runs"); do
    order=("${builds[@]}")
    if [ $((run % 2)) -eq 0 ]; then order=($(printf '%s\n' "${builds[@]}" | tac)); fi
    for build in "${order[@]}"; do
        for themes in 1 9 30; do verify "$build" "$themes"; done
    done
done

echo "passing verify of 1, 9 and 30 themes (all sheets, both schemes, scale 1), --jobs $jobs, medians of $runs rounds"
echo "load average before: $start_load, after: $(load_average)"
print_table "$work/times" "${builds[@]}" -- "themes 1" "themes 9" "themes 30"
status=0
for build in "${builds[@]}"; do
    awk -v n="$build" -v a="$(median "$work/times" "$build:themes-30" rss)" \
        -v b="$(median "$work/times" "$build:themes-9" rss)" \
        'BEGIN { printf "%s: peak RSS 30 themes / 9 themes %.2f×\n", n, a / b }'
    for themes in 1 9 30; do
        if [ "$(statuses "$work/times" "$build:themes-$themes")" != "0 " ]; then
            echo "$build: verify of $themes themes did not pass" >&2
            status=1
        fi
    done
done
exit "$status"

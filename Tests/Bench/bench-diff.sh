#!/usr/bin/env bash
# Whole-process `gentle-specimen diff A.png B.png` on the 2000 × 2000 pairs of
# make-sheet-pairs.py (identical, sparse change, half-pixel text shift) beside PyPI blazediff's
# whole process (`python -c 'blazediff.compare(…)'`, threshold 0.1, antialiasing on), and with
# --compare another build's, interleaved in each round. Prints medians of wall time and CPU
# seconds (user + sys) per pair, the ratios, and each tool's differing-pixel count.
# Target (issue 17): ≥ 1.5× quicker than blazediff, counts unchanged (pixelmatch-agreement.sh).
# Usage: Tests/Bench/bench-diff.sh [--runs N] [--build BINARY|CHECKOUT] [--compare BINARY|CHECKOUT]   (default 11 runs)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
runs=11
bench_options "$@"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sheet_pairs 2000 blazediff pillow numpy
bench_tools
names=(this blazediff)
if [ -n "$other" ]; then names+=(other); fi
cd "$work/pairs"

run() { # name pair
    case "$1" in
        blazediff) timed "$work/times" "$1:$2" "$work/venv/bin/python" -c \
            "import blazediff; blazediff.compare('expected.png', '$2.png', threshold=0.1, antialiasing=True)" ;;
        *) local tool="tool_$1"; timed "$work/times" "$1:$2" "${!tool}" diff expected.png "$2.png" ;;
    esac
}

start_load="$(load_average)"
for round in $(seq 1 "$runs"); do
    for pair in identical sparse shifted; do
        order=("${names[@]}")
        if [ $((round % 2)) -eq 0 ]; then order=($(printf '%s\n' "${names[@]}" | tac)); fi
        for name in "${order[@]}"; do run "$name" "$pair"; done
    done
done

echo "diff of 2000 × 2000 pairs, whole processes, medians of $runs rounds"
echo "load average before: $start_load, after: $(load_average)"
printf '| %-9s | %-9s | %8s | %9s | %7s |' pair measure this blazediff "blazediff / this"
if [ -n "$other" ]; then printf ' %8s | %7s |' other "other / this"; fi
echo
for pair in identical sparse shifted; do
    for measure in wall cpu; do
        a="$(median "$work/times" "this:$pair" "$measure")" b="$(median "$work/times" "blazediff:$pair" "$measure")"
        printf '| %-9s | %-9s | %8.3f | %9.3f | %7.2f× |' "$pair" "$measure" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { print b / a }')"
        if [ -n "$other" ]; then
            c="$(median "$work/times" "other:$pair" "$measure")"
            printf ' %8.3f | %7.2f× |' "$c" "$(awk -v a="$a" -v c="$c" 'BEGIN { print c / a }')"
        fi
        echo
    done
done
for pair in identical sparse shifted; do
    ours="$("$tool_this" diff expected.png "$pair.png" 2>&1 | head -n 1 || true)"
    blaze="$("$work/venv/bin/python" -c "import blazediff; print(blazediff.compare('expected.png', '$pair.png', threshold=0.1, antialiasing=True).diff_count or 0)")"
    echo "$pair: this: $ours; blazediff: $blaze differing pixels"
done

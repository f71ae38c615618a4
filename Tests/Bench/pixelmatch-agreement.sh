#!/usr/bin/env bash
# Checks that GentleGolden's differing and anti-aliased pixel counts equal pixelmatch 7.2.0's own
# (its JavaScript, run by node) on generated sheet pairs (identical, sparse change, half-pixel text
# shift, translucent) at thresholds 0.05 / 0.1 / 0.2 and on the small translucent pairs of
# TranslucentComparisonTests, anti-aliasing detected and counted, over the checkerboard and over
# white. pixelmatch comes from npm, or from PIXELMATCH_JS (see bench-common.sh).
# Usage: Tests/Bench/pixelmatch-agreement.sh [SIZE]   (default 2000; exit 1 if any count differs)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sheet_pairs "${1:-2000}" pillow
module="$(pixelmatch_module)"
bench="$(golden_bench)"
"$work/venv/bin/python" "$root/Tests/Bench/pixelmatch_agreement.py" "$bench" "$work/pairs" "$module"

#!/usr/bin/env bash
# Times the comparison on 2000×2000 specimen-like pairs (identical, sparse change, half-pixel text
# shift): GentleGolden's core (release, decode excluded) and whole `gentle-golden-bench compare`
# processes, beside pybind11-pixelmatch (in process, decode excluded) and blazediff (in process,
# its file API decodes both PNGs). Medians of RUNS runs after a warm-up, all in one run.
# Usage: Tests/Bench/bench-compare.sh [RUNS]   (default 11)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sheet_pairs 2000 pybind11-pixelmatch blazediff pillow numpy
bench="$(golden_bench)"
"$work/venv/bin/python" "$root/Tests/Bench/bench_compare.py" "$bench" "$work/pairs" "${1:-11}"

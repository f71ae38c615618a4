#!/usr/bin/env bash
# Checks that GentleGolden's differing-pixel counts equal pixelmatch's on generated sheet pairs
# (identical, sparse change, half-pixel text shift, translucent): pybind11-pixelmatch (C++ port)
# on every pair, threshold and AA setting; pixelmatch-py (the float JavaScript port) on the
# translucent pair, where the C++ port rounds composited colours to bytes.
# Usage: Tests/Bench/pixelmatch-agreement.sh [SIZE]   (default 2000; exit 1 if any count is > 0.1 % off)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sheet_pairs "${1:-2000}" pybind11-pixelmatch pixelmatch pillow numpy
bench="$(golden_bench)"
"$work/venv/bin/python" "$root/Tests/Bench/pixelmatch_agreement.py" "$bench" "$work/pairs"

#!/usr/bin/env bash
# PNG size and median encode time for zlib level / filter choices on a 2000×2000 specimen-like
# sheet (opaque and translucent), beside cairo's own writer on the same pixels.
# Usage: Tests/Bench/bench-png-encode.sh [RUNS]   (default 7)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sheet_pairs 2000 pillow
bench="$(golden_bench)"
for sheet in expected expected-alpha; do
    echo "### $sheet.png"
    "$bench" encode "$work/pairs/$sheet.png" --runs "${1:-7}"
done

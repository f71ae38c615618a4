#!/usr/bin/env bash
# PNG size and median encode time for zlib level / filter choices on a 2000×2000 specimen-like
# sheet (opaque and translucent), beside cairo's own writer on the same pixels.
# Usage: Tests/Bench/bench-png-encode.sh [RUNS]   (default 7)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet pillow
"$work/venv/bin/python" "$root/Tests/Bench/make-sheet-pairs.py" "$work/pairs" 2000
swift build -c release --package-path "$root" --product gentle-golden-bench >/dev/null
bench="$(swift build -c release --package-path "$root" --show-bin-path)/gentle-golden-bench"
for sheet in expected expected-alpha; do
    echo "### $sheet.png"
    "$bench" encode "$work/pairs/$sheet.png" --runs "${1:-7}"
done

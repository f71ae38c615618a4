#!/bin/sh
# Times `gentle-specimen verify` of the project's 72 goldens (9 presets x 4 sheets x 2 schemes,
# scale 1) in a release build, as CI runs it (CI=1, so nothing is written into Goldens/).
# Prints every run's wall time and the median; the target is <= 5 s with --jobs 2 on 2 cores.
# Usage: Tests/Bench/bench-verify.sh [--runs N] [--jobs N]
set -eu
cd "$(dirname "$0")/../.."

runs=5
jobs=2
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    *) echo "Error: unknown argument '$1'" >&2; exit 64 ;;
  esac
done

swift build -c release --product gentle-specimen >&2
tool="$(swift build -c release --show-bin-path)/gentle-specimen"
report="$(mktemp -d)"
trap 'rm -rf "$report"' EXIT

times=""
run=1
while [ "$run" -le "$runs" ]; do
  start=$(date +%s%N)
  CI=1 "$tool" verify --goldens Goldens --report "$report" --jobs "$jobs" > "$report/output.txt" || {
    cat "$report/output.txt" >&2
    echo "Error: verify failed; the goldens do not match this build" >&2
    exit 1
  }
  end=$(date +%s%N)
  milliseconds=$(( (end - start) / 1000000 ))
  echo "run $run: $milliseconds ms"
  times="$times $milliseconds"
  run=$((run + 1))
done

median=$(printf '%s\n' $times | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }')
echo "verify, 72 goldens, --jobs $jobs: median $median ms over $runs runs (target <= 5000 ms)"

#!/usr/bin/env bash
# Times the 72-image batch of issue 5 in a release build:
#   gentle-specimen render --preset all --sheet all --scheme both --scale 2 --jobs J
# RUNS times with --jobs 1 and --jobs 2 alternately (so load on a shared machine hits both
# alike), then prints medians of wall time, user CPU and peak RSS (/usr/bin/time), the
# jobs-1 / jobs-2 ratio, and checks that every output file is byte-identical across --jobs.
# Other load only ever adds time, so the best wall time and the load averages are shown too.
# Targets (issue 5): ≤ 4 s wall at --jobs 2, ratio ≥ 1.7, peak RSS ≤ 300 MB.
# Usage: Tests/Bench/bench-render.sh [RUNS]   (default 5; exit 1 if outputs differ)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --package-path "$root" --product gentle-specimen >/dev/null
tool="$(swift build -c release --package-path "$root" --show-bin-path)/gentle-specimen"
# Run from the checkout, as a user would; output goes to a temporary folder.
cd "$root"

render() { # jobs run
    /usr/bin/time -f "%e %U %M" -o "$work/time" "$tool" render --preset all --sheet all \
        --scheme both --scale 2 --jobs "$1" --output "$work/out-$1-$2" >/dev/null
    echo "$1 $(cat "$work/time")" >>"$work/times"
    if [ "$2" -gt 1 ]; then rm -rf "$work/out-$1-$2"; fi
}

load() { cut -d' ' -f1-3 /proc/loadavg; }
start_load="$(load)"
for run in $(seq 1 "$runs"); do
    if [ $((run % 2)) -eq 1 ]; then render 1 "$run"; render 2 "$run"; else render 2 "$run"; render 1 "$run"; fi
done

median() { # jobs column
    awk -v j="$1" -v c="$2" '$1 == j { print $c }' "$work/times" | sort -g \
        | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

best() { # jobs
    awk -v j="$1" '$1 == j { print $2 }' "$work/times" | sort -g | head -n 1
}

echo "render --preset all --sheet all --scheme both --scale 2, medians of $runs runs"
echo "load average before: $start_load, after: $(load)"
printf '%-8s %10s %10s %10s %12s\n' jobs "wall s" "best s" "user s" "peak MB"
for jobs in 1 2; do
    printf '%-8s %10.2f %10.2f %10.2f %12.0f\n' "$jobs" "$(median "$jobs" 2)" "$(best "$jobs")" \
        "$(median "$jobs" 3)" "$(awk -v k="$(median "$jobs" 4)" 'BEGIN { print k / 1024 }')"
done
awk -v a="$(median 1 2)" -v b="$(median 2 2)" 'BEGIN { printf "jobs 1 / jobs 2 wall: %.2f×\n", a / b }'
count="$(find "$work/out-1-1" -name '*.png' | wc -l)"
if diff -r "$work/out-1-1" "$work/out-2-1" >/dev/null; then
    echo "outputs: $count files, byte-identical across --jobs"
else
    echo "outputs differ between --jobs 1 and --jobs 2" >&2
    exit 1
fi

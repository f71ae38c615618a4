#!/usr/bin/env bash
# Times the incremental site of issue 36 in a release build:
#   cold    gentle-specimen site --preset all -o DIR      into an empty folder
#   warm    the same again over it, nothing changed         (issue 36: ≤ 0.15 × cold CPU, aim ≤ 0.10)
#   colour  the nine presets as theme files, after one colour of one theme changed
#           (gentle-default's colors.primaryCTA.lightHex, a step of one in blue each round)
# RUNS rounds of each. Prints medians of CPU seconds (user + sys, /usr/bin/time), wall seconds and
# peak RSS, the warm / cold and colour / cold CPU ratios, and how many of the run's images each
# drew (the tool's own count); exit 1 when a warm run drew anything or a cold run kept anything.
# Usage: Tests/Bench/bench-site.sh [--runs N] [--build BINARY|CHECKOUT]
#   (default 3 runs; a checkout is built in release first)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
runs=3
bench_options "$@"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

bench_tools
tool="$tool_this"
cd "$root"

# Runs the tool as KEY, appending its times to $work/times and "KEY drawn total" to $work/drawn.
site() { # key arguments...
    local key="$1" stamp="$work/stamp" out="$work/out"
    shift
    /usr/bin/time -f "%e %U %S %M" -o "$stamp" "$tool" site "$@" >"$out" 2>&1
    tail -n 1 "$stamp" | awk -v k="$key" '{ print k, $1, $2 + $3, $4, 0 }' >>"$work/times"
    # "…, 3 of 254 images drawn; open …"
    sed -n 's/.* \([0-9]*\) of \([0-9]*\) images drawn.*/\1 \2/p' "$out" | awk -v k="$key" '{ print k, $1, $2 }' \
        >>"$work/drawn"
}

"$tool" presets --export "$work/themes" >/dev/null
themes=()
for file in "$work"/themes/*.json; do themes+=(--theme "$file"); done
# Sets gentle-default's primaryCTA light colour to #4A6E<blue>, in place.
recolour() { # blue (two hex digits)
    python3 - "$work/themes/gentle-default.json" "$1" <<'EOF'
import json, sys
path, blue = sys.argv[1], sys.argv[2]
with open(path) as handle:
    theme = json.load(handle)
theme["colors"]["pairByRole"]["primaryCTA"]["lightHex"] = "#4A6E" + blue
with open(path, "w") as handle:
    json.dump(theme, handle, indent=2)
EOF
}
recolour F5
site files-cold "${themes[@]}" -o "$work/files"

start_load="$(load_average)"
for run in $(seq 1 "$runs"); do
    rm -rf "$work/site"
    site this:cold --preset all -o "$work/site"
    site this:warm --preset all -o "$work/site"
    recolour "$(printf '%02X' $((0xF5 + run)))"
    site this:colour "${themes[@]}" -o "$work/files"
done

echo "site --preset all (scale 2, both schemes), medians of $runs rounds"
echo "load average before: $start_load, after: $(load_average)"
print_table "$work/times" this -- cold warm colour
status=0
cold="$(median "$work/times" this:cold cpu)"
for key in warm colour; do
    awk -v k="$key" -v a="$(median "$work/times" "this:$key" cpu)" -v b="$cold" \
        'BEGIN { printf "%s / cold CPU: %.3f\n", k, a / b }'
done
for key in cold warm colour; do
    awk -v k="this:$key" '$1 == k { drawn = drawn " " $2; total = $3 } END { print k " drew" drawn " of " total " images" }' \
        "$work/drawn"
done
if awk '$1 == "this:warm" && $2 != 0 { bad = 1 } $1 == "this:cold" && $2 != $3 { bad = 1 } END { exit !bad }' \
    "$work/drawn"; then
    echo "a warm run drew an image, or a cold run kept one" >&2
    status=1
fi
exit "$status"

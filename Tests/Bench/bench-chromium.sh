#!/usr/bin/env bash
# The 72-image batch of bench-render.sh against the same content drawn by a browser:
#   gentle-specimen render --preset all --sheet typography,colors,surfaces,buttons --scheme both
#       --scale 2 --jobs 2
# beside Chromium screenshotting each sheet as HTML and CSS (Tests/Bench/bench_chromium.py: the
# theme's resolved tokens from `gentle-specimen tokens`, each page the size of the tool's PNG, at
# device scale 2, with the bundled fonts) as PNG, two warm pages over the DevTools protocol
# (Playwright for Python). RUNS rounds, the order flipped every round. The tool's CPU is user +
# sys of its process (/usr/bin/time); the browser's is that of its whole process tree over the
# screenshots alone (/proc accounting; its startup and warm-up are left out, which favours it).
# Prints medians of CPU and wall seconds for both and the CPU ratio browser / tool.
# Usage: Tests/Bench/bench-chromium.sh [--runs N] [--build BINARY|CHECKOUT]
#   (default 3 runs; CHROMIUM=/usr/bin/chromium; a checkout is built in release first)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
runs=3
bench_options "$@"
chromium="${CHROMIUM:-/usr/bin/chromium}"
[ -x "$chromium" ] || { echo "Error: no Chromium at $chromium (set CHROMIUM)" >&2; exit 69; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

bench_tools
cd "$root"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet playwright

batch=(render --preset all --sheet typography,colors,surfaces,buttons --scheme both --scale 2 --jobs 2)
# The tool's own batch gives each page its size; the tokens give its content.
"$tool_this" "${batch[@]}" --output "$work/sheets" >/dev/null
mkdir -p "$work/tokens"
for preset in $("$tool_this" presets | awk '{ print $1 }'); do
    for scheme in light dark; do
        "$tool_this" tokens --preset "$preset" --scheme "$scheme" >"$work/tokens/$preset-$scheme.json"
    done
done
"$work/venv/bin/python" "$root/Tests/Bench/bench_chromium.py" pages "$work/tokens" "$work/sheets" "$root/Fonts" \
    "$work/pages" >&2

tool() { # run
    timed "$work/times" tool "$tool_this" "${batch[@]}" --output "$work/out-tool-$1"
}
browser() { # run
    "$work/venv/bin/python" "$root/Tests/Bench/bench_chromium.py" shoot "$chromium" "$work/pages" \
        "$work/out-browser-$1" | awk '{ print "browser", $4, $2, 0, 0 }' >>"$work/times"
}

start_load="$(load_average)"
for run in $(seq 1 "$runs"); do
    if [ $((run % 2)) -eq 1 ]; then tool "$run"; browser "$run"; else browser "$run"; tool "$run"; fi
done

shots="$(find "$work/out-browser-1" -name '*.png' | wc -l)"
images="$(find "$work/out-tool-1" -name '*.png' | wc -l)"
echo "72-sheet batch, $images images by the tool, $shots screenshots by $("$chromium" --version 2>/dev/null | head -n 1), medians of $runs rounds"
echo "load average before: $start_load, after: $(load_average)"
tool_cpu="$(median "$work/times" tool cpu)"
browser_cpu="$(median "$work/times" browser cpu)"
printf '| %-40s | %9s | %9s |\n' "" "CPU s" "wall s"
printf '|%s|%s|%s|\n' "------------------------------------------" "----------:" "----------:"
printf '| %-40s | %9.2f | %9.2f |\n' "gentle-specimen render --jobs 2" "$tool_cpu" "$(median "$work/times" tool wall)"
printf '| %-40s | %9.2f | %9.2f |\n' "Chromium, 2 pages, process tree" "$browser_cpu" "$(median "$work/times" browser wall)"
awk -v a="$browser_cpu" -v b="$tool_cpu" 'BEGIN { printf "CPU browser / tool: %.2f×\n", a / b }'

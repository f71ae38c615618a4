#!/usr/bin/env bash
# Whole-process `gentle-specimen diff --compare perceptual A.png B.png` beside PyPI blazediff's
# whole process (`python -c 'blazediff.compare(…)'`, threshold 0.1, anti-aliasing detected), and
# with --compare another build's, on two pairs the script draws with the tool first:
#   changed    buttons-light of gentle-default at scale 2 (13.5 Mpx) against the same sheet of the
#              exported preset with one token changed, colors.pairByRole.primaryCTA.lightHex #D9480F
#   identical  that sheet against a copy of itself
# Each round runs every tool on both pairs idle, then again with SPINNERS busy-loop processes
# (default: cores − 1, so that with the measured process every core is busy); the order of the
# tools flips every round. CPU is whole-process task-clock from `perf stat` (every thread and
# child), or user + sys from GNU time where perf is missing. Prints medians per mode and pair,
# the blazediff / this ratios, and each tool's count beside pixelmatch's own (bench-common.sh's
# pixelmatch_module; left out, saying so, when neither npm nor PIXELMATCH_JS can give it).
# Target (issue 25): blazediff / this CPU ≥ 1.5× on both pairs, idle and loaded, counts equal.
# Usage: Tests/Bench/bench-diff.sh [--runs N] [--spinners N] [--build BINARY|CHECKOUT] [--compare BINARY|CHECKOUT]
#   (default 11 runs)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Bench/bench-common.sh"
runs=11
spinners=$(($(nproc) - 1))
bench_options "$@"
work="$(mktemp -d)"
spinning=()
stop_spinners() {
    for pid in "${spinning[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${spinning[@]}"; do wait "$pid" 2>/dev/null || true; done
    spinning=()
}
trap 'stop_spinners; rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet blazediff pillow
bench_tools
names=(this blazediff)
if [ -n "$other" ]; then names+=(other); fi

# The pairs, drawn by this build: the exported preset and a copy with one token changed.
"$tool_this" presets --export "$work/theme" >/dev/null
mkdir -p "$work/changed-theme" "$work/pairs"
"$work/venv/bin/python" - "$work/theme/gentle-default.json" "$work/changed-theme/gentle-default.json" <<'EOF'
import re, sys
text = open(sys.argv[1]).read()
changed, count = re.subn(r'("primaryCTA" : \{[^}]*"lightHex" : )"#[0-9A-Fa-f]{6}"', r'\1"#D9480F"', text)
assert count == 1, "primaryCTA.lightHex not found once"
open(sys.argv[2], "w").write(changed)
EOF
for theme in theme changed-theme; do
    "$tool_this" render --theme "$work/$theme/gentle-default.json" --sheet buttons --scheme light --scale 2 \
        --output "$work/render-$theme" >/dev/null
done
cp "$work/render-theme/gentle-default/buttons-light.png" "$work/pairs/expected.png"
cp "$work/render-theme/gentle-default/buttons-light.png" "$work/pairs/identical.png"
cp "$work/render-changed-theme/gentle-default/buttons-light.png" "$work/pairs/changed.png"
cd "$work/pairs"

# Appends "KEY wall-s cpu-s peak-kB status" to FILE, like bench-common.sh's `timed`, with CPU from
# perf's task-clock when perf can count.
if perf stat -x, -e task-clock -o /dev/null true 2>/dev/null; then cpu_source="perf stat task-clock"; else cpu_source="GNU time user + sys"; fi
measure() { # file key command...
    local file="$1" key="$2" stamp counter status=0
    shift 2
    if [ "$cpu_source" != "perf stat task-clock" ]; then timed "$file" "$key" "$@"; return; fi
    stamp="$(mktemp)" counter="$(mktemp)"
    /usr/bin/time -f "%e %M" -o "$stamp" perf stat -x, -e task-clock -o "$counter" -- "$@" >/dev/null 2>&1 || status=$?
    awk -F, '/task-clock/ { printf "%.6f", $1 / 1000 }' "$counter" \
        | paste -d' ' - <(tail -n 1 "$stamp") \
        | awk -v k="$key" -v s="$status" '{ print k, $2, $1, $3, s }' >>"$file"
    rm -f "$stamp" "$counter"
}

run() { # mode name pair
    case "$2" in
        blazediff) measure "$work/times" "$1:$2:$3" "$work/venv/bin/python" -c \
            "import blazediff; blazediff.compare('expected.png', '$3.png', threshold=0.1, antialiasing=True)" ;;
        *) local tool="tool_$2"
            measure "$work/times" "$1:$2:$3" "${!tool}" diff --compare perceptual expected.png "$3.png" ;;
    esac
}

start_load="$(load_average)"
for round in $(seq 1 "$runs"); do
    order=("${names[@]}")
    if [ $((round % 2)) -eq 0 ]; then order=($(printf '%s\n' "${names[@]}" | tac)); fi
    for mode in idle loaded; do
        if [ "$mode" = loaded ]; then
            for _ in $(seq 1 "$spinners"); do (while :; do :; done) & spinning+=($!); done
        fi
        for pair in changed identical; do
            for name in "${order[@]}"; do run "$mode" "$name" "$pair"; done
        done
        stop_spinners
    done
done

echo "diff of buttons-light, gentle-default, scale 2, against primaryCTA.lightHex #D9480F and against itself"
echo "whole processes, medians of $runs interleaved rounds; CPU: $cpu_source; loaded: $spinners spinning process(es)"
echo "load average before: $start_load, after: $(load_average)"
printf '| %-6s | %-9s | %-9s | %8s | %9s | %9s |' mode pair measure this blazediff "blazediff / this"
if [ -n "$other" ]; then printf ' %8s | %12s |' other "other / this"; fi
echo
for mode in idle loaded; do
    for pair in changed identical; do
        for measure in cpu wall; do
            a="$(median "$work/times" "$mode:this:$pair" "$measure")"
            b="$(median "$work/times" "$mode:blazediff:$pair" "$measure")"
            printf '| %-6s | %-9s | %-9s | %8.3f | %9.3f | %15.2f× |' "$mode" "$pair" "$measure" "$a" "$b" \
                "$(awk -v a="$a" -v b="$b" 'BEGIN { print b / a }')"
            if [ -n "$other" ]; then
                c="$(median "$work/times" "$mode:other:$pair" "$measure")"
                printf ' %8.3f | %11.2f× |' "$c" "$(awk -v a="$a" -v c="$c" 'BEGIN { print c / a }')"
            fi
            echo
        done
    done
done

# The counts: this tool's, blazediff's and pixelmatch's own on the same pairs.
module="$(pixelmatch_module 2>/dev/null)" || module=""
if [ -n "$module" ]; then
    "$work/venv/bin/python" - "$work" <<'EOF'
import json, sys
from PIL import Image
work = sys.argv[1]
jobs = []
for pair in ("changed", "identical"):
    files = []
    for name in ("expected", pair):
        image = Image.open(f"{work}/pairs/{name}.png").convert("RGBA")
        open(f"{work}/{name}.rgba", "wb").write(image.tobytes())
        files.append(f"{work}/{name}.rgba")
    jobs.append({"expected": files[0], "actual": files[1], "width": image.width, "height": image.height,
                 "options": {"threshold": 0.1}})
json.dump(jobs, open(f"{work}/jobs.json", "w"))
EOF
    node "$root/Tests/Bench/pixelmatch_count.mjs" "$module" "$work/jobs.json" >"$work/pixelmatch.json"
fi
index=0
for pair in changed identical; do
    ours="$("$tool_this" diff --compare perceptual expected.png "$pair.png" 2>&1 | head -n 1 || true)"
    blaze="$("$work/venv/bin/python" -c "import blazediff; print(blazediff.compare('expected.png', '$pair.png', threshold=0.1, antialiasing=True).diff_count or 0)")"
    reference="not run (no pixelmatch: see pixelmatch_module in bench-common.sh)"
    if [ -n "$module" ]; then
        reference="$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))[$index]['differing'])" "$work/pixelmatch.json")"
    fi
    echo "$pair: this: $ours; blazediff: $blaze; pixelmatch $pixelmatch_version: $reference differing pixels"
    index=$((index + 1))
done

# Shared by the bench scripts (sourced, not run): their options, a Python venv with the sheet
# pairs, finding a release build, timing a process, medians and the before/after table.

# The options of the timing scripts: --runs N, --build BINARY|CHECKOUT, --compare BINARY|CHECKOUT,
# --jobs N for a script that sets `jobs` before calling, --spinners N for one that sets `spinners`.
# Sets `runs` (the script sets its default first), `this_build` (default: the checkout) and
# `other` (default: none); exit 64 on anything else.
bench_options() { # arguments...
    this_build="$root"
    other=""
    while [ $# -gt 0 ]; do
        case "$1" in
            --runs) runs="$2"; shift 2 ;;
            --compare) other="$2"; shift 2 ;;
            --build) this_build="$2"; shift 2 ;;
            --jobs) if [ -z "${jobs+set}" ]; then bench_unknown "$1"; fi; jobs="$2"; shift 2 ;;
            --spinners) if [ -z "${spinners+set}" ]; then bench_unknown "$1"; fi; spinners="$2"; shift 2 ;;
            --sheet) if [ -z "${sheets+set}" ]; then bench_unknown "$1"; fi; sheets="$2"; shift 2 ;;
            *) bench_unknown "$1" ;;
        esac
    done
}

bench_unknown() { echo "Error: unknown argument '$1'" >&2; exit 64; }

# A venv in $work/venv with the given PyPI packages, and make-sheet-pairs.py's pairs of SIZE² px
# in $work/pairs.
sheet_pairs() { # size package...
    local size="$1"
    shift
    python3 -m venv "$work/venv"
    "$work/venv/bin/pip" install --quiet "$@"
    "$work/venv/bin/python" "$root/Tests/Bench/make-sheet-pairs.py" "$work/pairs" "$size"
}

# The pixelmatch release the comparison follows.
pixelmatch_version=7.2.0

# The path of pixelmatch's own index.js as an ES module under $work: npm's
# pixelmatch@$pixelmatch_version, or where npm's registry cannot be reached, PIXELMATCH_JS: that
# file of a pixelmatch checkout at tag v$pixelmatch_version (`git show v7.2.0:index.js`). Copied to
# a .mjs file, so that node loads it as a module wherever it came from.
pixelmatch_module() {
    mkdir -p "$work/pixelmatch"
    if [ -n "${PIXELMATCH_JS:-}" ]; then
        cp "$PIXELMATCH_JS" "$work/pixelmatch/index.mjs"
        echo "pixelmatch: $PIXELMATCH_JS" >&2
    else
        npm install --silent --no-audit --no-fund --prefix "$work/pixelmatch" "pixelmatch@$pixelmatch_version" >&2
        cp "$work/pixelmatch/node_modules/pixelmatch/index.js" "$work/pixelmatch/index.mjs"
        echo "pixelmatch: npm pixelmatch@$pixelmatch_version" >&2
    fi
    echo "$work/pixelmatch/index.mjs"
}

# The release `gentle-golden-bench` of this checkout, built first.
golden_bench() {
    swift build -c release --package-path "$root" --product gentle-golden-bench >/dev/null
    echo "$(swift build -c release --package-path "$root" --show-bin-path)/gentle-golden-bench"
}

# The release `gentle-specimen` of a checkout (built first), or the given binary itself.
release_tool() { # checkout-or-binary
    if [ -f "$1" ] && [ -x "$1" ]; then
        (cd "$(dirname "$1")" && echo "$(pwd)/$(basename "$1")")
        return
    fi
    swift build -c release --package-path "$1" --product gentle-specimen >&2
    echo "$(swift build -c release --package-path "$1" --show-bin-path)/gentle-specimen"
}

# The release tools to time: `tool_this` from --build and, with --compare, `tool_other`; `builds`
# names them in that order.
bench_tools() {
    builds=(this)
    tool_this="$(release_tool "$this_build")"
    if [ -n "$other" ]; then builds+=(other); tool_other="$(release_tool "$other")"; fi
}

load_average() { cut -d' ' -f1-3 /proc/loadavg; }

# Runs a command with its output discarded and appends "KEY wall-s cpu-s peak-kB status" to FILE.
# CPU is user + sys of the process and its children (GNU time's %U + %S, from wait4's rusage).
timed() { # file key command...
    local file="$1" key="$2" stamp status
    shift 2
    stamp="$(mktemp)"
    status=0
    /usr/bin/time -f "%e %U %S %M" -o "$stamp" "$@" >/dev/null 2>&1 || status=$?
    # GNU time prefixes "Command exited with non-zero status N" on its own line.
    tail -n 1 "$stamp" | awk -v k="$key" -v s="$status" '{ print k, $1, $2 + $3, $4, s }' >>"$file"
    rm -f "$stamp"
    return 0
}

# The median of a column (wall, cpu, rss) over the rows of KEY; `best` gives the lowest wall.
median() { # file key column
    local column
    case "$3" in wall) column=2 ;; cpu) column=3 ;; rss) column=4 ;; best) column=2 ;; esac
    awk -v k="$2" -v c="$column" '$1 == k { print $c }' "$1" | sort -g \
        | if [ "$3" = best ]; then head -n 1; else
            awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; fi
}

# The exit statuses seen for KEY, e.g. "0" or "1".
statuses() { awk -v k="$2" '$1 == k { print $5 }' "$1" | sort -u | tr '\n' ' '; }

# One row per case and measure: this build, the other (when timed), this / other.
print_table() { # file build... -- case...
    local file="$1" builds=() cases=()
    shift
    while [ "$1" != "--" ]; do builds+=("$1"); shift; done
    shift
    cases=("$@")
    if [ ${#builds[@]} -gt 1 ]; then
        printf '| %-22s | %-9s | %9s | %9s | %7s |\n' case measure this other ratio
        printf '|%s|%s|%s|%s|%s|\n' "------------------------" "-----------" "----------:" "----------:" "--------:"
    else
        printf '| %-22s | %-9s | %9s |\n' case measure this
        printf '|%s|%s|%s|\n' "------------------------" "-----------" "----------:"
    fi
    for case in "${cases[@]}"; do
        local key="${case// /-}"
        for measure in cpu wall best rss; do
            local label a b
            case "$measure" in cpu) label="CPU s" ;; wall) label="wall s" ;; best) label="best wall" ;; rss) label="peak MB" ;; esac
            a="$(median "$file" "this:$key" "$measure")"
            if [ "$measure" = rss ]; then a="$(awk -v k="$a" 'BEGIN { print k / 1024 }')"; fi
            if [ ${#builds[@]} -gt 1 ]; then
                b="$(median "$file" "other:$key" "$measure")"
                if [ "$measure" = rss ]; then b="$(awk -v k="$b" 'BEGIN { print k / 1024 }')"; fi
                printf '| %-22s | %-9s | %9.2f | %9.2f | %7.3f |\n' "$case" "$label" "$a" "$b" \
                    "$(awk -v a="$a" -v b="$b" 'BEGIN { print (b > 0 ? a / b : 0) }')"
            else
                printf '| %-22s | %-9s | %9.2f |\n' "$case" "$label" "$a"
            fi
        done
    done
}

#!/usr/bin/env bash
# Builds the libFuzzer targets under Tests/Fuzz and runs each for a set time, then prints
# executions, coverage and crashes per target.
#
# Usage: Tests/Fuzz/run-fuzzers.sh [seconds-per-target] [theme|hex|png …]   (default: 180, all)
# Extra libFuzzer flags come from FUZZ_FLAGS.
#
# The targets are not SwiftPM targets: each is compiled here with swiftc -sanitize=fuzzer,address
# together with the sources of the module it exercises (one module; only GentleColor and
# GentleFiles, which GentleTokens and GentleImage import, are built beforehand as static libraries). Seeds: Tests/Fuzz/corpus/<target>/ plus the test fixtures; new inputs found by a run
# go to .build/fuzz/corpus/<target>/, crashes to .build/fuzz/crashes/<target>-*. A crash found
# here becomes a corpus test case (Tests/*/Fixtures/bad-*) before it is fixed.
set -uo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-180}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(theme hex png)

build=.build/fuzz
mkdir -p "$build"
# A broken property aborts; Swift's own backtracer would then read the process's memory under
# AddressSanitizer (a spurious report) and outlive the run, so libFuzzer's handler reports alone.
export SWIFT_BACKTRACE=enable=no
toolchain="$(dirname "$(command -v swiftc)")"
swift_flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -warnings-as-errors)

sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# GentleTokens imports GentleColor and GentleFiles, GentleImage imports GentleFiles: each such
# module is built first, on its own, as a static library.
build_library() {
  mkdir -p "$build/modules"
  swiftc "${swift_flags[@]}" -module-name "$1" -emit-library -static -emit-module \
    -emit-module-path "$build/modules/$1.swiftmodule" -o "$build/lib$1.a" \
    $(sources "Sources/$1")
}

build_color() {
  build_library GentleColor
}

build_theme() {
  build_color && build_library GentleFiles || return 1
  swiftc "${swift_flags[@]}" -module-name ThemeFuzz -o "$build/theme" -I "$build/modules" \
    $(sources Sources/GentleTokens) Tests/Fuzz/FuzzCheck.swift Tests/Fuzz/theme/main.swift \
    "$build/libGentleColor.a" "$build/libGentleFiles.a"
}

build_hex() {
  build_color || return 1
  swiftc "${swift_flags[@]}" -module-name HexFuzz -o "$build/hex" -I "$build/modules" \
    $(sources Sources/GentleTokens/Colors) Tests/Fuzz/FuzzCheck.swift Tests/Fuzz/hex/main.swift \
    "$build/libGentleColor.a"
}

# GentleImage needs its two C modules: CPNG is a system module map; CPNGSupport gets a module
# map written here because SwiftPM generates its own only inside a package build.
build_png() {
  build_library GentleFiles || return 1
  local modules="$build/png-modules"
  mkdir -p "$modules/CPNGSupport"
  printf 'module CPNGSupport {\n  header "%s"\n  export *\n}\n' \
    "$PWD/Sources/CPNGSupport/include/png_support.h" >"$modules/CPNGSupport/module.modulemap"
  local png_cflags
  png_cflags=$(pkg-config --cflags libpng)
  "$toolchain/clang" -O1 -g -fsanitize=fuzzer-no-link,address $png_cflags \
    -I Sources/CPNGSupport/include -c Sources/CPNGSupport/png_support.c -o "$build/png_support.o" || return 1
  swiftc "${swift_flags[@]}" -module-name PNGFuzz -o "$build/png" -I "$build/modules" \
    -I Sources/CPNG -I "$modules/CPNGSupport" -Xcc -I -Xcc Sources/CPNGSupport/include \
    $(for flag in $png_cflags; do printf -- '-Xcc %s ' "$flag"; done) \
    $(sources Sources/GentleImage) Tests/Fuzz/FuzzCheck.swift Tests/Fuzz/png/main.swift \
    "$build/png_support.o" "$build/libGentleFiles.a" -lpng16
}

seeds() {
  case "$1" in
    theme) echo Tests/Fuzz/corpus/theme Tests/GentleTokensTests/Fixtures/interop ;;
    hex) echo Tests/Fuzz/corpus/hex ;;
    png) echo Tests/Fuzz/corpus/png Tests/GentleImageTests/Fixtures ;;
  esac
}

summary=()
status=0
for target in "${targets[@]}"; do
  echo "== building $target (log: $build/$target-build.log)"
  if ! "build_$target" >"$build/$target-build.log" 2>&1; then
    grep -E 'error' "$build/$target-build.log" | head -n 20
    summary+=("$target: build failed")
    status=1
    continue
  fi
  corpus="$build/corpus/$target"
  crashes="$build/crashes"
  log="$build/$target.log"
  mkdir -p "$corpus" "$crashes"
  echo "== fuzzing $target for ${seconds}s (log: $log)"
  # -timeout catches hangs (no input may take 10 s even under ASan); -max_len keeps the
  # large fixtures usable as seeds without letting inputs grow past a realistic theme.
  "./$build/$target" -max_total_time="$seconds" -timeout=10 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$crashes/$target-" ${FUZZ_FLAGS:-} "$corpus" $(seeds "$target") >"$log" 2>&1
  code=$?
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -n 1)
  rate=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -n 1)
  coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)
  found=$(find "$crashes" -name "$target-*" | wc -l | tr -d ' ')
  summary+=("$target: ${execs:-?} executions (${rate:-?}/s) in ${seconds}s, ${coverage:-no coverage line}, corpus $(ls "$corpus" | wc -l | tr -d ' '), exit $code, crash artifacts $found")
  [ "$code" -eq 0 ] && [ "$found" -eq 0 ] || status=1
done

echo "== summary"
printf '%s\n' "${summary[@]}"
exit "$status"

#!/usr/bin/env bash
# Builds the libFuzzer targets under Tests/Fuzz and runs each for a set time, then prints
# executions, coverage and crashes per target.
#
# Usage: Tests/Fuzz/run-fuzzers.sh [seconds-per-target] [theme|hex|png|png-differential …]
#        (default: 180 s, every target). Extra libFuzzer flags come from FUZZ_FLAGS;
#        FUZZ_SWIFT_OPTIMIZATION=-Onone builds the Swift code unoptimised (half the build time,
#        a quarter of the executions a second: for a smoke run such as CI's, not a long one).
#
# The targets are not SwiftPM targets: each is compiled here with the Swift toolchain's own
# libFuzzer (swiftc -sanitize=fuzzer,address; no other compiler is needed) together with the
# sources of the module it exercises. The modules that module imports are built first: Swift
# ones (GentleColor, GentleFiles) as static libraries, C ones (CKernels, CPNGSupport: libpng's
# reader and the igzip one) as objects instrumented for coverage, with the module maps SwiftPM
# would generate. All share one -package-name, as in a package build, for `package` access.
# Seeds: Tests/Fuzz/corpus/<target>/ plus the test fixtures; new inputs found by a run go to
# .build/fuzz/corpus/<target>/, crashes to .build/fuzz/crashes/<target>-*. A crash found here
# becomes a corpus test case (Tests/*/Fixtures/bad-*) before it is fixed.
set -uo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-180}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(theme hex png png-differential)

build=.build/fuzz
mkdir -p "$build"
# A broken property aborts; Swift's own backtracer would then read the process's memory under
# AddressSanitizer (a spurious report) and outlive the run, so libFuzzer's handler reports alone.
export SWIFT_BACKTRACE=enable=no
toolchain="$(dirname "$(command -v swiftc)")"
swift_flags=("${FUZZ_SWIFT_OPTIMIZATION:--O}" -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -warnings-as-errors
  -package-name GentleSpecimen)
c_flags=(-O1 -g -fsanitize=fuzzer-no-link,address)

sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# Each module once a run, whichever target needs it first.
declare -A built=()

# A Swift module that another imports, as a static library and its .swiftmodule.
build_library() {
  [ -n "${built[$1]:-}" ] && return 0
  mkdir -p "$build/modules"
  swiftc "${swift_flags[@]}" -module-name "$1" -emit-library -static -emit-module \
    -emit-module-path "$build/modules/$1.swiftmodule" -o "$build/lib$1.a" \
    $(sources "Sources/$1") || return 1
  built[$1]=1
}

# A C target: its .c files compiled with coverage, and a module map over its include/ headers.
build_c_module() {
  local name=$1
  shift
  [ -n "${built[$name]:-}" ] && return 0
  local out="$build/c/$name"
  mkdir -p "$out"
  rm -f "$out"/*.o
  {
    printf 'module %s {\n' "$name"
    for header in "Sources/$name"/include/*.h; do printf '  header "%s"\n' "$PWD/$header"; done
    printf '  export *\n}\n'
  } >"$out/module.modulemap"
  for source in "Sources/$name"/*.c; do
    "$toolchain/clang" "${c_flags[@]}" "$@" -I "Sources/$name/include" -c "$source" \
      -o "$out/$(basename "$source" .c).o" || return 1
  done
  built[$name]=1
}

build_theme() {
  build_library GentleColor && build_library GentleFiles || return 1
  swiftc "${swift_flags[@]}" -module-name ThemeFuzz -o "$build/theme" -I "$build/modules" \
    $(sources Sources/GentleTokens) Tests/Fuzz/FuzzCheck.swift Tests/Fuzz/theme/main.swift \
    "$build/libGentleColor.a" "$build/libGentleFiles.a"
}

build_hex() {
  build_library GentleColor && build_library GentleFiles || return 1
  swiftc "${swift_flags[@]}" -module-name HexFuzz -o "$build/hex" -I "$build/modules" \
    $(sources Sources/GentleTokens/Colors) Tests/Fuzz/FuzzCheck.swift Tests/Fuzz/hex/main.swift \
    "$build/libGentleColor.a" "$build/libGentleFiles.a"
}

# GentleImage with its C modules: CPNG is a system module map; CKernels and CPNGSupport (both
# readers, libpng's and igzip's, and the encoders) are compiled here; libpng, ISA-L and zlib are
# the system's, not instrumented.
build_png_target() {
  local target=$1 png_cflags
  png_cflags=$(pkg-config --cflags libpng libisal) || return 1
  build_library GentleFiles && build_c_module CKernels && build_c_module CPNGSupport $png_cflags || return 1
  swiftc "${swift_flags[@]}" -module-name PNGFuzz -o "$build/$target" -I "$build/modules" \
    -I Sources/CPNG -I "$build/c/CKernels" -I "$build/c/CPNGSupport" \
    $(for flag in $png_cflags; do printf -- '-Xcc %s ' "$flag"; done) \
    $(sources Sources/GentleImage) Tests/Fuzz/FuzzCheck.swift "Tests/Fuzz/$target/main.swift" \
    "$build"/c/CKernels/*.o "$build"/c/CPNGSupport/*.o "$build/libGentleFiles.a" -lpng16 -lisal -lz
}

build_target() {
  case "$1" in
    theme) build_theme ;;
    hex) build_hex ;;
    png | png-differential) build_png_target "$1" ;;
    *) echo "unknown target $1 (theme, hex, png, png-differential)" && return 1 ;;
  esac
}

seeds() {
  case "$1" in
    theme) echo Tests/Fuzz/corpus/theme Tests/GentleTokensTests/Fixtures/interop ;;
    hex) echo Tests/Fuzz/corpus/hex ;;
    png | png-differential)
      echo Tests/Fuzz/corpus/png Tests/GentleImageTests/Fixtures
      ;;
  esac
}

summary=()
status=0
for target in "${targets[@]}"; do
  echo "== building $target (log: $build/$target-build.log)"
  built_at=$SECONDS
  if ! build_target "$target" >"$build/$target-build.log" 2>&1; then
    grep -E 'error' "$build/$target-build.log" | head -n 20
    summary+=("$target: build failed")
    status=1
    continue
  fi
  corpus="$build/corpus/$target"
  crashes="$build/crashes"
  log="$build/$target.log"
  mkdir -p "$corpus" "$crashes"
  echo "== built $target in $((SECONDS - built_at)) s; fuzzing it for ${seconds}s (log: $log)"
  # -timeout catches hangs (no input may take 10 s even under ASan); -max_len keeps the
  # large fixtures usable as seeds without letting inputs grow past a realistic theme.
  "./$build/$target" -max_total_time="$seconds" -timeout=10 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$crashes/$target-" ${FUZZ_FLAGS:-} "$corpus" $(seeds "$target") >"$log" 2>&1
  code=$?
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -n 1)
  rate=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -n 1)
  coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)
  found=$(find "$crashes" -regextype posix-extended -regex ".*/$target-(crash|leak|timeout|oom)-.*" | wc -l | tr -d ' ')
  summary+=("$target: ${execs:-?} executions (${rate:-?}/s) in ${seconds}s, ${coverage:-no coverage line}, corpus $(ls "$corpus" | wc -l | tr -d ' '), exit $code, crash artifacts $found")
  [ "$code" -eq 0 ] && [ "$found" -eq 0 ] || status=1
done

echo "== summary"
printf '%s\n' "${summary[@]}"
exit "$status"

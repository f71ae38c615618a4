#!/usr/bin/env bash
# Builds the DocC documentation of the library products GentleSpecimen and GentleSpecimenTesting
# offline, with the toolchain's docc (no plugin can be fetched): the compiler's symbol graphs of
# the debug build, then `docc convert` of each module's Documentation.docc with
# --warnings-as-errors, so that a broken link or doc comment fails. Writes
# <output>/<Module>.doccarchive (default output: .build/documentation).
#
# DOCS_SYMBOL_GRAPHS=<folder> reuses graphs `swift package dump-symbol-graph` already wrote (CI
# runs Scripts/count-public-api.sh just before, which makes them); otherwise they are made here.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/documentation}"
modules=(GentleSpecimen GentleSpecimenTesting)

graphs="${DOCS_SYMBOL_GRAPHS:-}"
if [ -z "$graphs" ]; then
  log="$(mktemp)"
  trap 'rm -f "$log"' EXIT
  # The dump also tries the test runner's synthesized modules, which only a test build makes, and
  # exits 1 without them; a missing graph of a documented module is an error below instead.
  swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members >"$log" 2>&1 || true
  graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch" ${log:+"$log"}' EXIT
mkdir -p "$output"
for module in "${modules[@]}"; do
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    echo "error: no symbol graph for $module in $graphs" >&2
    [ -n "${log:-}" ] && cat "$log" >&2
    exit 1
  fi
  # Only the module's own graphs (and its extensions of other modules' types): docc documents one
  # module per catalog, and another module's graph would be a second root.
  mkdir -p "$scratch/$module"
  cp "$graphs/$module.symbols.json" "$scratch/$module/"
  shopt -s nullglob
  for extension in "$graphs/$module@"*.symbols.json; do cp "$extension" "$scratch/$module/"; done
  shopt -u nullglob
  rm -rf "$output/$module.doccarchive"
  docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$scratch/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "dev.gentle-specimen.$module" \
    --output-path "$output/$module.doccarchive" --warnings-as-errors
  echo "docs: $output/$module.doccarchive"
done

#!/usr/bin/env bash
# Proves that the library, its bundled fonts and its SwiftPM command plugin work in a package
# OUTSIDE this checkout, as an app team's would (issue 22). Copies Examples/ThemeRegression (its
# Package.swift, its one-line Swift Testing test, its theme and goldens) into a temporary folder,
# beside a symbolic link `gentle-specimen` to this checkout, which the example's Package.swift
# names as `.package(path: "../gentle-specimen")`. With no GENTLE_SPECIMEN_FONTS set, it checks:
#   1. with the goldens removed, `swift test` records all 18 (and fails, as a recording run does);
#   2. `CI=1 swift test` then passes against the recorded ones;
#   3. `specimen init` writes a config whose verify passes against the goldens the test recorded
#      (init and the README's Swift example name the theme alike);
#   4. with `primaryCTA`'s lightHex changed, `CI=1 swift test` fails naming the token old → new,
#      and the plugin's verify (SwiftPM exits 1 for any failing plugin) ends with a line naming the
#      tool's exit code, as it does for a usage error (64);
#   5. the plugin renders a PNG.
# The committed goldens themselves are verified once, by Scripts/check-install.sh's installed tool.
# Any failure stops the script with a message; each step's time is printed.
#
# CHECK_OUTSIDE_SHARED_BUILD=1 (.ci/run, in a clone named gentle-specimen): the example goes
# beside the checkout instead, naming it by the very path `../gentle-specimen`, and builds in the
# checkout's own .build, so that the modules it compiles are the ones `swift test` in the
# checkout then uses: SwiftPM reuses a module only when its source paths and package identity
# are the same, which a symbolic link's path is not.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "check-outside-package: FAILED: $*" >&2; exit 1; }
case "$work/" in "$root"/*) fail "the temporary folder $work is inside the checkout" ;; esac
unset GENTLE_SPECIMEN_FONTS GENTLE_SPECIMEN_RECORD

scratch=()
if [ "${CHECK_OUTSIDE_SHARED_BUILD:-}" = 1 ]; then
  [ "$(basename "$root")" = gentle-specimen ] || fail "a shared build needs the checkout in a folder named gentle-specimen"
  app="$(mktemp -d "$(dirname "$root")/ThemeRegression.XXXXXX")"
  trap 'rm -rf "$work" "$app"' EXIT
  scratch=(--scratch-path "$root/.build")
else
  ln -s "$root" "$work/gentle-specimen"
  app="$work/ThemeRegression"
  mkdir "$app"
fi
cp -R "$root/Examples/ThemeRegression/Package.swift" "$root/Examples/ThemeRegression/Tests" \
  "$root/Examples/ThemeRegression/Theme" "$app/"
cd "$app"
test=(swift test "${scratch[@]}")
plugin=(swift package "${scratch[@]}" --allow-writing-to-package-directory specimen)
started=$SECONDS
step() { echo "check-outside-package: $1 ($((SECONDS - started)) s so far)"; }

rm -rf Theme/Goldens
status=0
env -u CI "${test[@]}" >"$work/record.log" 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "a run that recorded goldens passed; it must fail"
recorded="$(find Theme/Goldens -name '*.png' | wc -l)"
[ "$recorded" -eq 18 ] || { cat "$work/record.log"; fail "swift test recorded $recorded goldens, not 18"; }
step "swift test recorded $recorded goldens (and failed, as a recording run does)"

CI=1 "${test[@]}" >"$work/pass.log" 2>&1 || { cat "$work/pass.log"; fail "swift test of the recorded goldens failed"; }
step "CI=1 swift test passes against them"

"${plugin[@]}" init --theme Theme/brand.json >"$work/init.log" 2>&1 || { cat "$work/init.log"; fail "specimen init failed"; }
CI=1 "${plugin[@]}" verify >"$work/init-verify.log" 2>&1 \
  || { cat "$work/init-verify.log"; fail "verify with init's config failed against the test's goldens"; }
step "verify with init's gentle-specimen.json passes against the goldens the Swift test recorded"

grep -q '"lightHex" : "#7C3AED"' Theme/brand.json || fail "Theme/brand.json has no primaryCTA lightHex #7C3AED"
sed -i '/"primaryCTA" : {/,/}/ s/"lightHex" : "#7C3AED"/"lightHex" : "#2E8B6E"/' Theme/brand.json
status=0
CI=1 "${test[@]}" >"$work/moved.log" 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "swift test passed although primaryCTA moved"
grep -Eq 'colors\.primaryCTA\.light #7C3AED → #2E8B6E' "$work/moved.log" \
  || { cat "$work/moved.log"; fail "the failure does not name colors.primaryCTA.light #7C3AED → #2E8B6E"; }
grep -E -m3 '✘ Test brandThemeMatchesItsGoldens|colors\.primaryCTA\.light' "$work/moved.log"
step "a moved primaryCTA fails swift test, naming the token"

status=0
CI=1 "${plugin[@]}" verify >"$work/plugin-verify.log" 2>&1 || status=$?
last="$(tail -n 1 "$work/plugin-verify.log")"
[ "$status" -eq 1 ] || fail "swift package specimen verify exited $status, not 1"
[[ "$last" == "gentle-specimen exited 1: differences"* ]] \
  || { cat "$work/plugin-verify.log"; fail "the plugin's last line is not the tool's exit code: $last"; }
tail -n 2 "$work/plugin-verify.log"
status=0
"${plugin[@]}" verify --no-such-option >"$work/plugin-usage.log" 2>&1 || status=$?
last="$(tail -n 1 "$work/plugin-usage.log")"
[ "$status" -eq 1 ] && [ "$last" = "gentle-specimen exited 64: usage error" ] \
  || { cat "$work/plugin-usage.log"; fail "a usage error through the plugin exited $status, last line: $last"; }
step "the plugin's verify exits 1 and its last line names the tool's code (1, and 64 for a usage error)"

"${plugin[@]}" render --theme Theme/brand.json --sheet colors --scheme light --scale 1 --output specimens \
  >"$work/render.log" 2>&1 || { cat "$work/render.log"; fail "specimen render failed"; }
[ -s specimens/brand/colors-light.png ] || fail "the plugin wrote no specimens/brand/colors-light.png"
step "the plugin rendered specimens/brand/colors-light.png"

echo "check-outside-package: a package outside the checkout records, passes, names a moved token and runs the plugin"

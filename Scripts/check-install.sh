#!/usr/bin/env bash
# Proves that the installed tool works away from its source checkout (issue 13): clones this
# repository's committed HEAD, installs from the clone into a temporary prefix with
# Scripts/install.sh, moves the clone away, and then, from an app-like folder elsewhere, uses the
# installed binary: renders a sheet of the example's theme, verifies the example's theme against
# the example's goldens (Examples/ThemeRegression/Theme; exactly: same fonts and libraries, same
# pixels), and checks that a binary without its fonts exits 74 naming where it looked. Any
# failure stops the script with a message.
#
# CHECK_INSTALL_PREFIX: install there and keep it (for later CI steps); default a temporary one.
# CHECK_INSTALL_CLONE: clone there and keep it (for later CI steps to build and test in); default
# a temporary folder removed at the end. The clone is moved back to it after the checks, so that
# the build it holds (SwiftPM's paths are absolute) is still the one later steps reuse.
# CHECK_INSTALL_CONFIGURATION: install.sh's configuration, release (default) or debug; .ci/run
# installs the debug build that its example package and `swift test` then reuse, one build.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="${CHECK_INSTALL_PREFIX:-$work/prefix}"
configuration="${CHECK_INSTALL_CONFIGURATION:-release}"
fail() { echo "check-install: FAILED: $*" >&2; exit 1; }

clone="${CHECK_INSTALL_CLONE:-$work/source}"
mkdir -p "$(dirname "$clone")"
git clone --quiet "$root" "$clone"
started=$SECONDS
PREFIX="$prefix" GENTLE_SPECIMEN_BUILD_PATH="$clone/.build" "$clone/Scripts/install.sh" "$configuration"
echo "check-install: $configuration build and install took $((SECONDS - started)) s"

moved="$work/moved"
mv "$clone" "$moved"
[ ! -e "$clone" ] || fail "the clone is still in place"
tool="$prefix/bin/gentle-specimen"
[ -x "$tool" ] || fail "$tool was not installed"
[ -f "$prefix/share/gentle-specimen/Fonts/manifest.json" ] || fail "the fonts were not installed"
[ -f "$prefix/share/man/man1/gentle-specimen.1" ] || fail "the man page was not installed"

# An app repository: its theme and the goldens it keeps, nothing of the tool's source.
app="$work/app"
mkdir -p "$app"
cp -R "$moved/Examples/ThemeRegression/Theme" "$app/"
cd "$app"

"$tool" render --theme Theme/brand.json --sheet colors --scheme light --scale 1 --output specimens \
  || fail "render exited $?"
[ -s specimens/brand/colors-light.png ] || fail "render wrote no specimens/brand/colors-light.png"

status=0
CI=1 "$tool" verify --theme Theme/brand.json --name Brand --goldens Theme/Goldens --report report --compare exact \
  || status=$?
[ "$status" -eq 0 ] || fail "verify of the example's goldens exited $status (see $app/report/summary.md)"
grep -q '18 passed, 0 failed' report/summary.md || fail "the report does not count 18 passed"

# The same binary away from its fonts must refuse, naming the places it looked in.
mkdir -p "$work/bare/bin"
cp "$tool" "$work/bare/bin/"
status=0
"$work/bare/bin/gentle-specimen" render --preset gentle-default --sheet colors --output bare 2>"$work/bare.err" \
  || status=$?
[ "$status" -eq 74 ] || fail "a binary without fonts exited $status, not 74"
grep -q "$work/bare/share/gentle-specimen/Fonts/manifest.json" "$work/bare.err" \
  || fail "the error does not name the installed fonts' place: $(cat "$work/bare.err")"

cd "$root"
mv "$moved" "$clone"
echo "check-install: the installed tool renders and verifies away from its source"

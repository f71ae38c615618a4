#!/usr/bin/env bash
# Proves that the library, its bundled fonts and its SwiftPM command plugin work in a package
# OUTSIDE this checkout, as an app team's would (issues 22 and 33). Makes a bare clone of the
# checkout's HEAD (its branch `main`), copies Examples/ThemeRegression (its Package.swift, its
# one-line Swift Testing test, its theme and goldens) into a temporary folder, and has it depend
# on the bare clone by its file:// URL with the requirement docs/install.md gives: `from:
# "<version>"` when HEAD carries the tag of the version the code says (ToolInfo.swift), else the
# tag-free `branch: "main"` (tags may not travel with a clone); it says which it used. With no
# GENTLE_SPECIMEN_FONTS set, it checks:
#   1. the requirement resolves to HEAD's commit (Package.resolved);
#   2. with the goldens removed, `swift test` records all 18 (and fails, as a recording run does);
#   3. `CI=1 swift test` then passes against the recorded ones;
#   4. the plugin's verify line of docs/install.md, run as written there, passes against the
#      goldens the Swift test recorded (the two name the theme alike);
#   5. `specimen init` writes a config whose verify passes against the same goldens;
#   6. with `primaryCTA`'s lightHex changed, `CI=1 swift test` fails naming the token old → new,
#      and the plugin's verify (SwiftPM exits 1 for any failing plugin) ends with a line naming the
#      tool's exit code, as it does for a usage error (64);
#   7. the plugin renders a PNG.
# The committed goldens themselves are verified once, by Scripts/check-install.sh's installed tool.
# Any failure stops the script with a message; each step's time is printed. The package builds
# in its own .build: a dependency checked out from a URL compiles from SwiftPM's checkout of it,
# so no other build of this package can be reused.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "check-outside-package: FAILED: $*" >&2; exit 1; }
case "$work/" in "$root"/*) fail "the temporary folder $work is inside the checkout" ;; esac
unset GENTLE_SPECIMEN_FONTS GENTLE_SPECIMEN_RECORD
started=$SECONDS
step() { echo "check-outside-package: $1 ($((SECONDS - started)) s so far)"; }

# The bare clone, named so that the URL's identity is `gentle-specimen`, with HEAD as `main`.
bare="$work/gentle-specimen.git"
git clone -q --bare "$root" "$bare"
head="$(git -C "$root" rev-parse HEAD)"
git -C "$bare" update-ref refs/heads/main "$head"
version="$(sed -n 's/.*static let version = "\(.*\)"/\1/p' "$root/Sources/GentleSpecimenCLI/Invocation/ToolInfo.swift")"
if [ "$(git -C "$bare" rev-parse -q --verify "refs/tags/$version^{commit}" || true)" = "$head" ]; then
  requirement="from: \"$version\""
  because="HEAD carries the tag $version"
else
  requirement='branch: "main"'
  because="HEAD does not carry the tag $version"
fi

app="$work/ThemeRegression"
mkdir "$app"
cp -R "$root/Examples/ThemeRegression/Package.swift" "$root/Examples/ThemeRegression/Tests" \
  "$root/Examples/ThemeRegression/Theme" "$app/"
cd "$app"
dependency=".package(url: \"file://$bare\", $requirement)"
grep -q '^        .package(path: "../gentle-specimen")$' Package.swift \
  || fail "the example's Package.swift has no '.package(path: \"../gentle-specimen\")' line to replace"
sed -i "s|^        .package(path: \"../gentle-specimen\")\$|        $dependency|" Package.swift
swift package resolve >"$work/resolve.log" 2>&1 || { cat "$work/resolve.log"; fail "$dependency does not resolve"; }
grep -q "\"revision\" : \"$head\"" Package.resolved || { cat Package.resolved; fail "it did not resolve to HEAD $head"; }
step "depends on the bare clone as .package(url: \"file://…/gentle-specimen.git\", $requirement) ($because); resolved to ${head:0:12}"

test=(swift test)
plugin=(swift package --allow-writing-to-package-directory specimen)

rm -rf Theme/Goldens
status=0
env -u CI "${test[@]}" >"$work/record.log" 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "a run that recorded goldens passed; it must fail"
recorded="$(find Theme/Goldens -name '*.png' | wc -l)"
[ "$recorded" -eq 18 ] || { cat "$work/record.log"; fail "swift test recorded $recorded goldens, not 18"; }
step "swift test recorded $recorded goldens (and failed, as a recording run does)"

CI=1 "${test[@]}" >"$work/pass.log" 2>&1 || { cat "$work/pass.log"; fail "swift test of the recorded goldens failed"; }
step "CI=1 swift test passes against them"

documented="$(grep -m1 '^swift package --allow-writing-to-package-directory specimen verify ' "$root/docs/install.md")" \
  || fail "docs/install.md gives no plugin verify line"
read -r -a documented_words <<<"$documented"
CI=1 "${documented_words[@]}" >"$work/documented-verify.log" 2>&1 \
  || { cat "$work/documented-verify.log"; fail "the plugin line of docs/install.md failed against the test's goldens: $documented"; }
grep -q '18 passed, 0 failed' "$work/documented-verify.log" \
  || { cat "$work/documented-verify.log"; fail "the documented plugin verify did not pass 18"; }
step "the documented plugin line passes against the goldens the Swift test recorded: CI=1 $documented"

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

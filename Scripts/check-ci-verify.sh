#!/usr/bin/env bash
# Tests Scripts/ci-verify.sh, the logic of the CI recipe, with an installed tool on a copy of the
# example app team's theme and goldens (Examples/ThemeRegression/Theme): a clean verify passes
# with its summary appended to $GITHUB_STEP_SUMMARY, a pull request that moves a token fails with
# exit 1 and a summary naming the token, a usage error's code comes through, and a 2-way --shard
# matrix merged with merge-reports gives the summary the whole run gives.
#
#   Scripts/check-ci-verify.sh PREFIX    (the prefix Scripts/install.sh installed into)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export GENTLE_SPECIMEN="$1/bin/gentle-specimen"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "check-ci-verify: FAILED: $*" >&2; exit 1; }
ci_verify() { local status=0; "$root/Scripts/ci-verify.sh" "$@" >"$work/out.txt" 2>&1 || status=$?; echo "$status"; }

mkdir -p "$work/app"
cp -R "$root/Examples/ThemeRegression/Theme" "$work/app/"
cd "$work/app"
export GITHUB_STEP_SUMMARY="$work/step-summary.md"
theme=(--theme Theme/brand.json --name Brand --goldens Theme/Goldens)

status="$(CI=1 ci_verify "${theme[@]}")"
[ "$status" = 0 ] || fail "a clean verify exited $status: $(cat "$work/out.txt")"
grep -q '^## Golden images: 18 passed, 0 failed$' "$GITHUB_STEP_SUMMARY" || fail "no passing summary appended"

# The pull request: primaryCTA's light colour moves.
sed -i '/"primaryCTA"/,/lightHex/ s/"lightHex" : "#[0-9A-Fa-f]*"/"lightHex" : "#6B2FD9"/' Theme/brand.json
status="$(CI=1 ci_verify "${theme[@]}")"
[ "$status" = 1 ] || fail "a moved token exited $status, not 1"
grep -q '^## Golden images: 9 passed, 9 failed$' "$GITHUB_STEP_SUMMARY" || fail "no failing summary appended"
grep -qF 'colors.primaryCTA.light \#7C3AED → \#6B2FD9' "$GITHUB_STEP_SUMMARY" || fail "the summary does not name the token"
[ -f specimen-report/brand/colors-light/diff.png ] || fail "the report has no diff image"

status="$(GENTLE_SPECIMEN_REPORT=usage ci_verify "${theme[@]}" --shard 5/4)"
[ "$status" = 64 ] || fail "a bad --shard exited $status, not 64"
grep -qF "invalid for '--shard <i/n>'" "$work/out.txt" || fail "64 for another reason: $(cat "$work/out.txt")"
grep -q 'exited 64 before writing a report' "$GITHUB_STEP_SUMMARY" || fail "no summary line for the usage error"

# The workflow's matrix and its merge job.
for shard in 1 2; do
  status="$(CI=1 GENTLE_SPECIMEN_REPORT="shard-$shard" ci_verify "${theme[@]}" --shard "$shard/2")"
  [ "$status" = 0 ] || [ "$status" = 1 ] || fail "shard $shard/2 exited $status"
done
status=0
"$GENTLE_SPECIMEN" merge-reports merged shard-1 shard-2 >"$work/out.txt" || status=$?
[ "$status" = 1 ] || fail "merge-reports exited $status, not 1: $(cat "$work/out.txt")"
cmp -s merged/summary.md specimen-report/summary.md || fail "the merged summary differs from the whole run's"

echo "check-ci-verify: ci-verify.sh passes, fails, appends its summary and shards as the workflow needs"

#!/usr/bin/env bash
# Tests the CI recipe as GitHub runs it: the composite action's steps (action.yml, run by
# Scripts/run-action.py as a container job runs them, GITHUB_ACTION_PATH a copy of this
# repository's tracked files in another folder) in a fresh app repository that `gentle-specimen
# init` started, with goldens recorded by the tool. The cache restore is a hit on the prefix that
# Scripts/install.sh installed into, so the build step is skipped as on GitHub's second run
# (check-install.sh has run install.sh, that step's command, already). Checks:
#   - an action step that reads ${{ github.action_path }} in env: or run: is refused (65);
#   - a clean verify exits 0 and appends its summary to the job summary, and the report is uploaded;
#   - a pull request that moves a token exits 1 (verify's code), the summary names the token, the
#     report has its diff image and is uploaded all the same;
#   - a usage error's 64 comes through with a summary line;
#   - a 2-way --shard run, its artifacts joined by merge-reports with the tool output of a
#     verify: "false" run (the sharded workflow's report job), gives the whole run's summary;
#   - command: review, in another app repository that `init --review` started, with no goldens and
#     two commits: the head against base: HEAD~1 passes (0) when a token moves and no check fails
#     anew, fails (1) naming the new contrast failure and its token when textSecondary drops
#     below AA, and uploads the report; nothing but the report folder is written.
#
#   Scripts/check-action.sh PREFIX    (the prefix Scripts/install.sh installed into)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
installed="$(cd "$1" && pwd)"
tool="$installed/bin/gentle-specimen"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "check-action: FAILED: $*" >&2; exit 1; }
started=$SECONDS

# The action as the runner downloads it: the repository's files, somewhere else.
mkdir -p "$work/action"
git -C "$root" ls-files -z | (cd "$root" && tar --null -T - -cf -) | tar -xf - -C "$work/action"

# The check bites: a step that reads the action's path through the expression is refused
# before any step runs.
mkdir -p "$work/host-path"
cat >"$work/host-path/action.yml" <<'EOF'
name: Host path
description: Reads the action path through the expression.
runs:
  using: composite
  steps:
    - shell: bash
      env:
        ACTION_PATH: ${{ github.action_path }}
      run: echo "$ACTION_PATH"
EOF
status=0
python3 "$root/Scripts/run-action.py" --action-path "$work/host-path" --workspace "$work" --home "$work" \
  --runner-temp "$work" >"$work/host-path.txt" 2>&1 || status=$?
[ "$status" = 65 ] || fail "an action reading the github.action_path expression exited $status, not 65"
# shellcheck disable=SC2016 # the expression's text, not a shell expansion
grep -qF 'expands ${{ github.action_path }}' "$work/host-path.txt" \
  || fail "65 for another reason: $(cat "$work/host-path.txt")"

# An app repository: its theme, the files init writes, goldens the tool recorded, one commit.
app="$work/app"
mkdir -p "$app/Theme"
cp "$root/Examples/ThemeRegression/Theme/brand.json" "$app/Theme/"
cd "$app"
git init -q
"$tool" init >/dev/null
grep -qxF '/specimen-report/' .gitignore || fail "init added no report folder line to .gitignore"
"$tool" record >"$work/record.txt" 2>&1 || fail "record exited $?: $(cat "$work/record.txt")"
git add -A
git -c user.name=check -c user.email=check@example.invalid commit -qm goldens

# One job: the action's steps with these inputs; its output, job summary and artifacts in $work/NAME.
run_action() {
  local name="$1"; shift
  local status=0
  mkdir -p "$work/$name/home" "$work/$name/temp" "$work/$name/artifacts"
  python3 "$root/Scripts/run-action.py" --action-path "$work/action" --workspace "${workspace:-$app}" \
    --home "$work/$name/home" --runner-temp "$work/$name/temp" --restore-from "$installed" \
    --artifacts "$work/$name/artifacts" --summary "$work/$name/summary.md" "$@" \
    >"$work/$name/out.txt" 2>&1 || status=$?
  echo "$status"
}

status="$(run_action clean)"
cat "$work/clean/out.txt"
[ "$status" = 0 ] || fail "a clean verify exited $status"
grep -q 'simulated: cache hit' "$work/clean/out.txt" || fail "the cache was not restored"
grep -q 'Build and install the tool: skipped' "$work/clean/out.txt" || fail "the build ran on a cache hit"
grep -q 'Save the tool: skipped' "$work/clean/out.txt" || fail "the save ran on a cache hit"
grep -Eq '^## Golden images: [0-9]+ passed, 0 failed$' "$work/clean/summary.md" || fail "no passing summary"
[ -f "$work/clean/artifacts/specimen-report/summary.md" ] || fail "the report was not uploaded"

# The pull request: primaryCTA's light colour moves.
sed -i '/"primaryCTA"/,/lightHex/ s/"lightHex" : "#[0-9A-Fa-f]*"/"lightHex" : "#6B2FD9"/' Theme/brand.json
git diff --quiet && fail "the token change did not apply"
status="$(run_action moved)"
grep -E '^run-action:|^[0-9]+ passed' "$work/moved/out.txt"
[ "$status" = 1 ] || fail "a moved token exited $status, not 1"
grep -Eq '^## Golden images: [0-9]+ passed, [1-9][0-9]* failed$' "$work/moved/summary.md" \
  || fail "no failing summary"
grep -qF 'colors.primaryCTA.light \#7C3AED → \#6B2FD9' "$work/moved/summary.md" || fail "the summary does not name the token"
find specimen-report -name diff.png | grep -q . || fail "the report has no diff image"
[ -f "$work/moved/artifacts/specimen-report/summary.md" ] || fail "a failing verify's report was not uploaded"

status="$(run_action usage --input "args=--shard 5/4" --input report=usage)"
[ "$status" = 64 ] || fail "a bad --shard exited $status, not 64"
grep -qF "invalid for '--shard <i/n>'" "$work/usage/out.txt" \
  || fail "64 for another reason: $(cat "$work/usage/out.txt")"
grep -q 'exited 64 before writing a report' "$work/usage/summary.md" || fail "no summary line for the usage error"

# The sharded workflow: two verify jobs, then the report job's tool and merge-reports.
for shard in 1 2; do
  status="$(run_action "shard-$shard" --input "args=--shard $shard/2" --input "report=shard-$shard" \
    --input "artifact-name=specimen-report-$shard")"
  [ "$status" = 0 ] || [ "$status" = 1 ] || fail "shard $shard/2 exited $status"
done
status="$(run_action report --input verify=false)"
[ "$status" = 0 ] || fail "the report job's action exited $status"
grep -q 'Verify: skipped' "$work/report/out.txt" || fail "verify ran with verify: false"
[ -z "$(ls "$work/report/artifacts")" ] || fail "verify: false uploaded an artifact"
merger="$(sed -n 's/^run-action: output tool=//p' "$work/report/out.txt")"
[ -x "$merger" ] || fail "the tool output is not an executable: '$merger'"
status=0
"$merger" merge-reports "$work/merged" "$work"/shard-*/artifacts/specimen-report-* >"$work/merge.txt" 2>&1 || status=$?
[ "$status" = 1 ] || fail "merge-reports exited $status, not 1: $(cat "$work/merge.txt")"
cmp -s "$work/merged/summary.md" "$work/moved/artifacts/specimen-report/summary.md" \
  || fail "the merged summary differs from the whole run's"

# The review workflow: an app repository with no goldens, the theme committed, then a pull request.
workspace="$work/review-app"
mkdir -p "$workspace/Theme"
cp "$root/Examples/ThemeRegression/Theme/brand.json" "$workspace/Theme/"
cd "$workspace"
git init -q
"$tool" init --review >/dev/null
grep -q 'fetch-depth: 0' .github/workflows/specimen-review.yml || fail "init --review's checkout is shallow"
grep -q 'lfs' .github/workflows/specimen-review.yml && fail "init --review's workflow asks for Git LFS"
commit() { git add -A && git -c user.name=check -c user.email=check@example.invalid commit -qm "$1"; }
commit base
review_inputs=(--input command=review --input base=HEAD~1 --input "args=--sheet colors,accessibility --scheme light")
sed -i '/"primaryCTA"/,/lightHex/ s/"lightHex" : "#[0-9A-Fa-f]*"/"lightHex" : "#7B39EC"/' Theme/brand.json
git diff --quiet && fail "the primaryCTA change did not apply"
commit "primaryCTA"
status="$(run_action review-move "${review_inputs[@]}")"
grep -E '^run-action:|^accessibility against|unchanged, ' "$work/review-move/out.txt"
[ "$status" = 0 ] || fail "a review with no new failure exited $status: $(cat "$work/review-move/out.txt")"
grep -qF 'colors.primaryCTA.light \#7C3AED → \#7B39EC' "$work/review-move/summary.md" \
  || fail "the review summary does not name the moved token"
[ -f "$work/review-move/artifacts/specimen-report/index.html" ] || fail "the review report was not uploaded"
[ "$(git status --porcelain --ignored)" = '!! specimen-report/' ] \
  || fail "the review wrote more than its report folder: $(git status --porcelain --ignored)"
[ ! -e Goldens ] && [ ! -e Theme/Goldens ] || fail "the review wrote goldens"
git reset -q --hard HEAD~1
sed -i '/"textSecondary"/,/lightHex/ s/"lightHex" : "#[0-9A-Fa-f]*"/"lightHex" : "#9CA3AF"/' Theme/brand.json
git diff --quiet && fail "the textSecondary change did not apply"
commit "textSecondary"
status="$(run_action review-contrast "${review_inputs[@]}")"
grep -E '^run-action:|^accessibility against|^  new: ' "$work/review-contrast/out.txt"
[ "$status" = 1 ] || fail "a new contrast failure exited $status, not 1"
grep -qF '| **new** | brand | contrast light textSecondary on background |' "$work/review-contrast/summary.md" \
  || fail "the review summary does not name the new failure"
grep -qF 'colors.textSecondary.light \#3D5A4F → \#9CA3AF' "$work/review-contrast/summary.md" \
  || fail "the review summary does not name the causing token"
[ -f "$work/review-contrast/artifacts/specimen-report/summary.md" ] || fail "a failing review's report was not uploaded"

echo "check-action: the action's steps pass, fail with 1 naming the token, pass 64 through, shard" \
  "and review a pull request without goldens, with GITHUB_ACTION_PATH away from the checkout" \
  "($((SECONDS - started)) s)"

#!/usr/bin/env bash
# Releases VERSION in one command: sets the tool's one version constant (what `--version` prints
# and the action's cache key reads), moves CHANGELOG.md's Unreleased section under
# `## [VERSION] - DATE`, commits both, and tags the commit `VERSION` (no `v`: SwiftPM's
# `from: "VERSION"` resolves it). Refuses, changing nothing: a VERSION that is not semantic
# versioning or not above the current one, a tree with uncommitted changes, an existing tag, an
# empty Unreleased section. Pushing is left to you.
#
# Usage: Scripts/release.sh [--dry-run] VERSION
#   --dry-run      print the changes and the commands, and change nothing
#   RELEASE_DATE   the date the changelog gives the release (YYYY-MM-DD); default today in UTC
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "release: $*" >&2; exit 1; }

dry_run=0
version=""
for argument in "$@"; do
  case "$argument" in
    --dry-run) dry_run=1 ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) fail "unknown option '$argument' (usage: Scripts/release.sh [--dry-run] VERSION)" ;;
    *) [ -z "$version" ] || fail "one VERSION, please: '$version' and '$argument' were given"; version="$argument" ;;
  esac
done
[ -n "$version" ] || fail "usage: Scripts/release.sh [--dry-run] VERSION"

# semver.org's grammar: MAJOR.MINOR.PATCH, then an optional -prerelease and +build.
number='(0|[1-9][0-9]*)'
identifier='(0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)'
semver="^$number\\.$number\\.$number(-$identifier(\\.$identifier)*)?(\\+[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?\$"
[[ "$version" =~ $semver ]] || fail "'$version' is not a semantic version (MAJOR.MINOR.PATCH, e.g. 0.2.0 or 1.0.0-rc.1)"

date="${RELEASE_DATE:-$(date -u +%F)}"
[[ "$date" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || fail "RELEASE_DATE '$date' is not YYYY-MM-DD"

cd "$root"
tool_info="Sources/GentleSpecimenCLI/Invocation/ToolInfo.swift"
changelog="CHANGELOG.md"
[ -z "$(git status --porcelain)" ] || fail "the working tree has uncommitted changes; commit or stash them first"
! git rev-parse -q --verify "refs/tags/$version" >/dev/null || fail "the tag '$version' already exists"

pattern='^\(    static let version = "\)\([^"]*\)"$'
[ "$(grep -c "$pattern" "$tool_info")" -eq 1 ] || fail "$tool_info has no single 'static let version = \"…\"' line"
current="$(sed -n "s/$pattern/\\2/p" "$tool_info")"
# Compared as MAJOR.MINOR.PATCH; a pre-release of the same core (1.0.0-rc.1 → 1.0.0) is a step up.
core() { local bare="${1%%+*}"; echo "${bare%%-*}" | tr . ' '; }
read -r new_major new_minor new_patch <<<"$(core "$version")"
read -r old_major old_minor old_patch <<<"$(core "$current")"
if ((new_major != old_major)); then above=$((new_major > old_major))
elif ((new_minor != old_minor)); then above=$((new_minor > old_minor))
elif ((new_patch != old_patch)); then above=$((new_patch > old_patch))
else [[ "${current%%+*}" == *-* && "$version" != "$current" ]] && above=1 || above=0
fi
((above)) || fail "$version is not above the current version $current"

grep -q '^## \[Unreleased\]$' "$changelog" || fail "$changelog has no '## [Unreleased]' section"
! grep -q "^## \\[$version\\]" "$changelog" || fail "$changelog already has a section for $version"
unreleased="$(awk '/^## \[Unreleased\]$/ { inside = 1; next } /^## / { inside = 0 } inside && NF' "$changelog")"
[ -n "$unreleased" ] || fail "$changelog's Unreleased section is empty: nothing to release"

# The new files, written beside the old ones first so that a refusal changes nothing.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sed "s/$pattern/\\1$version\"/" "$tool_info" >"$work/ToolInfo.swift"
awk -v version="$version" -v date="$date" '
  /^## \[Unreleased\]$/ { print; print ""; print "## [" version "] - " date; next }
  /^\[Unreleased\]: / {
    link = $0; sub(/^\[Unreleased\]: /, "", link)
    base = link; sub(/\/compare\/.*$/, "", base)
    print "[Unreleased]: " base "/compare/" version "...HEAD"
    print "[" version "]: " base "/releases/tag/" version
    next
  }
  { print }
' "$changelog" >"$work/CHANGELOG.md"

message="Release $version"
if ((dry_run)); then
  diff -u "$tool_info" "$work/ToolInfo.swift" | sed "s|$work/ToolInfo.swift|$tool_info (new)|" || true
  diff -u "$changelog" "$work/CHANGELOG.md" | sed "s|$work/CHANGELOG.md|$changelog (new)|" || true
  echo "release: dry run; would commit '$message' and tag it $version (from $current)"
  exit 0
fi
cp "$work/ToolInfo.swift" "$tool_info"
cp "$work/CHANGELOG.md" "$changelog"
git add "$tool_info" "$changelog"
git commit -q -m "$message" -m "$current → $version; the changelog's Unreleased section dated $date."
git tag -a "$version" -m "gentle-specimen $version"
echo "release: committed '$message' as $(git rev-parse --short HEAD) and tagged it $version"
echo "release: publish with: git push origin HEAD $version"

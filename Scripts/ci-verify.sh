#!/usr/bin/env bash
# The verify (or review) step of a CI job, as action.yml runs it: `gentle-specimen verify` (or
# `review --base BASE`) with the arguments given, then the report's summary.md appended to
# $GITHUB_STEP_SUMMARY when that is set (GitHub shows it on the run's page), and the command's exit
# code returned unchanged (0 pass, 1 differences, 64 usage, 65 bad input, 74 I/O).
#
#   GENTLE_SPECIMEN          the tool (default: gentle-specimen on PATH)
#   GENTLE_SPECIMEN_REPORT   the report folder, passed as --report (default: specimen-report);
#                            a --report among the arguments wins
#   GENTLE_SPECIMEN_COMMAND  verify (default), or review: the theme against a base revision, no
#                            goldens (0 nothing regressed, 1 a new accessibility failure)
#   GENTLE_SPECIMEN_BASE     for review, the revision passed as --base
#   GENTLE_SPECIMEN_ARGS     the command's arguments separated by spaces (the action's `args`
#                            input), used when none are given on the command line
set -uo pipefail
if [ $# -eq 0 ] && [ -n "${GENTLE_SPECIMEN_ARGS:-}" ]; then
  read -ra given <<<"$GENTLE_SPECIMEN_ARGS"
  set -- "${given[@]}"
fi
tool="${GENTLE_SPECIMEN:-gentle-specimen}"
report="${GENTLE_SPECIMEN_REPORT:-specimen-report}"
command="${GENTLE_SPECIMEN_COMMAND:-verify}"
base="${GENTLE_SPECIMEN_BASE:-}"
case "$command" in
  verify | review) ;;
  *) echo "Error: the action's command must be verify or review, not '$command'" >&2; exit 64 ;;
esac
given=false
previous=""
for argument in "$@"; do
  case "$argument" in
    --report=*) report="${argument#--report=}"; given=true ;;
  esac
  if [ "$previous" = "--report" ]; then report="$argument"; given=true; fi
  previous="$argument"
done
arguments=("$@")
$given || arguments+=(--report "$report")
[ "$command" != review ] || [ -z "$base" ] || arguments+=(--base "$base")

# A summary left by an earlier run must not be shown as this run's.
rm -f "$report/summary.md"
status=0
"$tool" "$command" "${arguments[@]}" || status=$?

if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  if [ -f "$report/summary.md" ]; then
    cat "$report/summary.md" >>"$GITHUB_STEP_SUMMARY"
  else
    printf '## Golden images: gentle-specimen %s exited %s before writing a report\n' "$command" "$status" \
      >>"$GITHUB_STEP_SUMMARY"
  fi
fi
exit "$status"

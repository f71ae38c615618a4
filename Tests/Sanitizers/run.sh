#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer, then ThreadSanitizer, and prints a summary.
#
# Usage: Tests/Sanitizers/run.sh [address|thread …] [-- extra swift test arguments]
# Each sanitizer builds into its own scratch path (.build/sanitize-<name>) so it never clobbers
# the normal debug build; full logs land next to it as .build/sanitize-<name>.log.
# Exit status: 0 when every run passed with no sanitizer report, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/../.."

sanitizers=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  sanitizers+=("$1")
  shift
done
[ "${1:-}" = "--" ] && shift
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)

# Leak checking stays on, minus the suppressed leaks that are not ours (lsan.supp says why);
# ThreadSanitizer's second_deadlock_stack gives both stacks of a lock-order inversion.
# cairo and FreeType are built without frame pointers, so the fast unwinder stops inside them and
# a suppression could not see who called them; the slow one, 16 frames deep, can (slower: the address run takes several minutes).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:fast_unwind_on_malloc=0:malloc_context_size=16}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/Tests/Sanitizers/lsan.supp}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-second_deadlock_stack=1}"

failed=0
summary=()
for sanitizer in "${sanitizers[@]}"; do
  scratch=".build/sanitize-$sanitizer"
  log="$scratch.log"
  mkdir -p .build
  echo "== swift test --sanitize=$sanitizer (log: $log)"
  start=$(date +%s)
  swift test --sanitize="$sanitizer" --scratch-path "$scratch" "$@" >"$log" 2>&1
  status=$?
  seconds=$(( $(date +%s) - start ))
  reports=$(grep -cE '^(==[0-9]+==ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer|SUMMARY: (Address|Thread|Leak|UndefinedBehavior)Sanitizer)' "$log")
  result=$(grep -E 'Test run with [0-9]+ tests?' "$log" | tail -n 1 | sed 's/^[^A-Za-z]*//')
  [ -n "$result" ] || result="no Swift Testing summary (see the log)"
  grep -E '^SUMMARY: ' "$log" | sort | uniq -c | sed 's/^/    /'
  summary+=("$sanitizer: exit $status, $reports sanitizer report lines, ${seconds}s — $result")
  if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ]; then failed=1; fi
done

echo "== summary"
printf '%s\n' "${summary[@]}"
exit "$failed"

#!/usr/bin/env bash
# Times `.ci/run` of two revisions side by side, each on a fresh clone as CI gets it, in turn
# (A B, A B, …) so that a machine whose speed drifts slows both alike; prints each run's wall and
# user seconds, then the medians and the ratio B/A pair by pair. Run it with the machine to itself.
#
#   Scripts/bench-ci.sh BEFORE AFTER [ROUNDS]     e.g. Scripts/bench-ci.sh 3e5048e main 1
#
# Each run's output is kept in the printed folder, beside its exit status; a run that fails is
# still timed, and the script exits 1 after the table when any did.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
[ $# -ge 2 ] || { echo "usage: $0 BEFORE AFTER [ROUNDS]" >&2; exit 64; }
before="$(git -C "$root" rev-parse --verify "$1^{commit}")"
after="$(git -C "$root" rev-parse --verify "$2^{commit}")"
rounds="${3:-1}"
logs="$(mktemp -d)"
echo "bench-ci: logs in $logs"

# One fresh clone of `revision`, its .ci/run timed as a whole; prints "wall user status".
timed_run() {
  local revision="$1" log="$2" clone
  clone="$(mktemp -d)"
  git clone --quiet "$root" "$clone/main"
  git -C "$clone/main" checkout --quiet --detach "$revision"
  local status=0
  (cd "$clone/main" && CI=true /usr/bin/time -f '%e %U' -o "$log.time" bash .ci/run </dev/null >"$log" 2>&1) \
    || status=$?
  rm -rf "$clone"
  echo "$(cat "$log.time") $status"
}

failed=0
results=()
for round in $(seq 1 "$rounds"); do
  for side in before after; do
    revision="$before"
    [ "$side" = after ] && revision="$after"
    read -r wall user status < <(timed_run "$revision" "$logs/$side-$round.log")
    printf 'round %d  %-6s %.10s  wall %7.1f s  user %7.1f s  exit %d\n' \
      "$round" "$side" "$revision" "$wall" "$user" "$status"
    [ "$status" -eq 0 ] || failed=1
    results+=("$side $wall $user")
  done
done

printf '%s\n' "${results[@]}" | python3 -c '
import statistics, sys
runs = {"before": [], "after": []}
for line in sys.stdin:
    side, wall, user = line.split()
    runs[side].append((float(wall), float(user)))
for side, values in runs.items():
    print(f"median {side:<6} wall {statistics.median(w for w, _ in values):7.1f} s"
          f"  user {statistics.median(u for _, u in values):7.1f} s")
ratios = [a[0] / b[0] for b, a in zip(runs["before"], runs["after"])]
print(f"after/before wall, median of {len(ratios)} pairs: {statistics.median(ratios):.3f}")
'
exit "$failed"

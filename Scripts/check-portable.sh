#!/usr/bin/env bash
# Fails when Sources/ uses a Linux-only (or glibc-only) call, constant, header or path outside a
# guard, so that the package keeps building on macOS, which CI does not run (issue 33):
#   1. every line of a .c, .h or .swift file under the sources that names one of LINUX_ONLY
#      below must sit inside `#if os(Linux)` (Swift) or `#if defined(__linux__)` /
#      `defined(__GLIBC__)` (C), not in its #else; comments do not count;
#   2. every C file is compiled (syntax only) as if for another system: `__linux__` and
#      `__GLIBC__` undefined and the Linux-only names poisoned after the system headers are read,
#      so an unguarded use is a compile error, and every guard's fallback branch must compile.
# Before checking, it checks itself: an unguarded madvise(…, MADV_HUGEPAGE) in C and in Swift,
# and an unguarded /proc path, must fail both checks that can see them; the guarded forms pass.
#
# Usage: Scripts/check-portable.sh [SOURCES]   (default: the checkout's Sources/)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
sources="${1:-$root/Sources}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "check-portable: FAILED: $*" >&2; exit 1; }
cc="${CC:-clang}"
command -v "$cc" >/dev/null || fail "no C compiler '$cc' (set CC)"

# Names that exist on Linux (or with glibc) alone, or mean something else elsewhere.
linux_only=(
  madvise MADV_HUGEPAGE MADV_NOHUGEPAGE MAP_POPULATE MAP_HUGETLB mallopt malloc_trim malloc_usable_size
  M_MMAP_THRESHOLD M_TRIM_THRESHOLD M_ARENA_MAX sched_getaffinity sched_setaffinity memfd_create getauxval
  get_nprocs prctl epoll_create epoll_create1 epoll_ctl epoll_wait inotify_init inotify_init1 eventfd signalfd
  timerfd_create copy_file_range
)

# 1. Each use inside a Linux guard, in C and Swift alike.
cat >"$work/guards.py" <<'PY'
import pathlib, re, sys

names, roots = sys.argv[1].split(), sys.argv[2:]
use = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b|/proc/|/sys/|<malloc\.h>")
linux = re.compile(r"os\(Linux\)|defined\s*\(\s*(__linux__|__linux|__GLIBC__)\s*\)|\b(__linux__|__GLIBC__)\b")


def guard(condition):
    """(inside the #if branch is Linux-only, inside the #else branch is)"""
    condition = condition.strip()
    if "||" in condition or not linux.search(condition):
        return (False, False)
    negated = re.match(r"!\s*(\(|os|defined)", condition) is not None
    return (not negated, negated)


problems = 0
for top in roots:
    for path in sorted(pathlib.Path(top).rglob("*")):
        if path.suffix not in (".c", ".h", ".swift") or not path.is_file():
            continue
        stack = []  # per open #if: [branch is Linux-only, #else would be, in #else]
        in_block = False
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            code = line
            if in_block:
                if "*/" not in code:
                    continue
                code, in_block = code.split("*/", 1)[1], False
            code = re.sub(r"/\*.*?\*/", "", code)
            if "/*" in code:
                code, in_block = code.split("/*", 1)[0], True
            code = code.split("//", 1)[0]
            directive = re.match(r"\s*#\s*(if|ifdef|ifndef|elif|elseif|else|endif)\b(.*)", code)
            if directive:
                kind, rest = directive.group(1), directive.group(2)
                if kind == "ifdef":
                    rest = "defined(%s)" % rest.strip()
                elif kind == "ifndef":
                    rest = "!defined(%s)" % rest.strip()
                if kind in ("if", "ifdef", "ifndef"):
                    stack.append(list(guard(rest)))
                elif kind in ("elif", "elseif") and stack:
                    stack[-1] = list(guard(rest))
                elif kind == "else" and stack:
                    stack[-1] = [stack[-1][1], False]
                elif kind == "endif" and stack:
                    stack.pop()
                continue
            found = use.search(code)
            if found and not any(frame[0] for frame in stack):
                print(f"{path}:{number}: '{found.group(0)}' is Linux-only and not inside a Linux guard "
                      "(#if os(Linux) in Swift, #if defined(__linux__) in C)")
                problems += 1
sys.exit(1 if problems else 0)
PY
guards() { python3 "$work/guards.py" "${linux_only[*]}" "$@"; }

# 2. The C files compiled as for a system that is neither Linux nor glibc.
{
  echo '#include <stdint.h>'
  echo '#include <stdlib.h>'
  echo '#include <string.h>'
  echo '#include <sys/mman.h>'
  echo '#undef __linux__'
  echo '#undef __linux'
  echo '#undef linux'
  echo '#undef __gnu_linux__'
  echo '#undef __GLIBC__'
  for name in "${linux_only[@]}"; do echo "#undef $name"; done
  echo "#pragma GCC poison ${linux_only[*]}"
} >"$work/not-linux.h"
flags=()
for package in libpng libisal zlib; do
  read -r -a more <<<"$(pkg-config --cflags "$package" 2>/dev/null || true)"
  flags+=("${more[@]}")
done
compiles() {
  local status=0 file folder
  while IFS= read -r -d '' file; do
    folder="$(dirname "$file")"
    "$cc" -fsyntax-only -std=gnu11 -include "$work/not-linux.h" -I "$folder" -I "$folder/include" \
      "${flags[@]}" "$file" 2>"$work/cc.log" \
      || { sed 's/^/  /' "$work/cc.log" | head -n 8; echo "$file: does not compile without Linux"; status=1; }
  done < <(find "$@" -name '*.c' -print0 | sort -z)
  return "$status"
}

# The checks check themselves first: what must fail fails, what must pass passes.
mkdir -p "$work/bad" "$work/good"
cat >"$work/bad/huge.c" <<'C'
#include <stddef.h>
#include <sys/mman.h>
void advise(void *pixels, size_t count) { (void)madvise(pixels, count, MADV_HUGEPAGE); }
C
cat >"$work/bad/Huge.swift" <<'SWIFT'
#if canImport(Glibc)
    import Glibc
    func advise(_ address: UnsafeMutableRawPointer, _ length: Int) { _ = madvise(address, length, MADV_HUGEPAGE) }
#endif
SWIFT
cat >"$work/bad/Proc.swift" <<'SWIFT'
#if os(Linux)
    let linuxStatus = "/proc/self/status"
#else
    let status = "/proc/self/status"
#endif
SWIFT
cat >"$work/good/huge.c" <<'C'
#include <stddef.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
// madvise(…, MADV_HUGEPAGE) in a comment is no use.
void advise(void *pixels, size_t count) {
#if defined(__linux__)
    (void)madvise(pixels, count, MADV_HUGEPAGE);
#else
    (void)pixels;
    (void)count;
#endif
}
C
cat >"$work/good/Huge.swift" <<'SWIFT'
#if canImport(Glibc)
    import Glibc
    func advise(_ address: UnsafeMutableRawPointer, _ length: Int) {
        #if os(Linux)
            _ = madvise(address, length, MADV_HUGEPAGE)
        #endif
    }
#endif
SWIFT
bad_uses="$(guards "$work/bad" || true)"
[ "$(grep -c 'is Linux-only' <<<"$bad_uses")" -eq 3 ] \
  || fail "the guard check did not find the 3 unguarded uses of its own test: $bad_uses"
guards "$work/good" >/dev/null || fail "the guard check refused its own guarded test: $(guards "$work/good")"
! compiles "$work/bad" >/dev/null || fail "the unguarded madvise of the compile check's own test compiled"
compiles "$work/good" >/dev/null || fail "the guarded madvise of the compile check's own test did not compile"

[ -d "$sources" ] || fail "no sources at $sources"
guards "$sources" || fail "Linux-only uses outside a guard (above)"
compiles "$sources" || fail "C sources that do not compile without Linux (above)"
count="$(find "$sources" -name '*.c' | wc -l)"
echo "check-portable: every Linux-only use in $(basename "$sources") is guarded; $count C files compile without Linux"

#!/usr/bin/env bash
# The tool links FoundationEssentials, not Foundation: Foundation's internationalisation brings
# ICU, 41 of the 93 MB of shared libraries the binary loaded, and a fifth of its start-up.
#   Scripts/check-essentials.sh          fails on a .swift file under Sources/ (the bench tools
#                                        aside) that imports Foundation outside the block below
#   Scripts/check-essentials.sh --fix    rewrites each such `import Foundation` into the block
#   Scripts/check-essentials.sh --binary FILE
#                                        fails when FILE (a built gentle-specimen) loads
#                                        libFoundation, libFoundationInternationalization or ICU
# The block, which keeps a Mac (whose SDK has no FoundationEssentials module) on Foundation:
#   #if canImport(FoundationEssentials)
#       import FoundationEssentials
#   #else
#       import Foundation
#   #endif
# What FoundationEssentials lacks has a replacement in GentleFiles: MutexLock (NSLock),
# PrintfFormat (String(format:)), LiteralText (replacingOccurrences), Whitespace
# (trimmingCharacters), PathText (NSString paths), FileKind.at (fileExists(atPath:isDirectory:)),
# StandardStream (FileHandle.standardOutput), ExecutableFile (Bundle.main). Foundation also
# re-exported Glibc; a file that calls the C library imports it itself.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

if [ "${1:-}" = --binary ]; then
    loaded="$(ldd "$2" | grep -E 'lib(Foundation|FoundationInternationalization|_FoundationICU)\.so' || true)"
    if [ -n "$loaded" ]; then
        echo "check-essentials: FAILED: $2 loads Foundation:" >&2
        echo "$loaded" >&2
        exit 1
    fi
    echo "check-essentials: $2 loads no Foundation and no ICU"
    exit 0
fi

python3 - "${1:-}" "$root/Sources" <<'PY'
import pathlib, re, sys

fix, sources = sys.argv[1] == "--fix", pathlib.Path(sys.argv[2])
block = ("#if canImport(FoundationEssentials)\n    import FoundationEssentials\n#else\n"
         "    import Foundation\n#endif")
guarded = re.compile(r"#if canImport\(FoundationEssentials\)\n\s*import FoundationEssentials\n#else\n"
                     r"\s*import Foundation\n#endif")
plain = re.compile(r"^(@preconcurrency )?import Foundation$", re.M)
offending = []
for path in sorted(sources.rglob("*.swift")):
    if re.fullmatch(r"gentle-.*-bench", path.relative_to(sources).parts[0]):
        continue  # benchmarks, not shipped
    text = path.read_text()
    kept = guarded.findall(text)
    rest = guarded.sub("\0", text)
    if not plain.search(rest):
        continue
    offending.append(path)
    if fix:
        # The block goes after the plain imports that follow, which swift-format keeps on top.
        lines = rest.split("\n")
        at = next(index for index, line in enumerate(lines) if plain.fullmatch(line))
        del lines[at]
        end = at
        while end < len(lines) and re.fullmatch(r"(@\w+ )?import \w+", lines[end]):
            end += 1
        lines[end:end] = block.split("\n")
        pieces = "\n".join(lines).split("\0")
        path.write_text("".join(piece + match for piece, match in zip(pieces, kept + [""])))
if fix:
    print(f"check-essentials: rewrote {len(offending)} files")
elif offending:
    for path in offending:
        print(f"{path}: imports Foundation; Scripts/check-essentials.sh --fix writes the block", file=sys.stderr)
    sys.exit(1)
else:
    print("check-essentials: Sources import FoundationEssentials, not Foundation")
PY

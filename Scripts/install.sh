#!/usr/bin/env bash
# Builds gentle-specimen in release, with the Swift standard library and FoundationEssentials linked in
# (--static-swift-stdlib, so no Swift toolchain is needed to run it), and installs it with its
# fonts under ${PREFIX:-/usr/local}:
#   $PREFIX/bin/gentle-specimen
#   $PREFIX/share/gentle-specimen/Fonts/   manifest.json, the four font files, their licences
#   $PREFIX/share/man/man1/gentle-specimen.1   the man page (docs/man, generated from the commands)
# The tool finds its fonts from its own location (../share/gentle-specimen/Fonts), so the source
# checkout can be deleted afterwards. At run time it needs the Debian libraries of cairo,
# FreeType, HarfBuzz, libpng and ISA-L (the -dev packages .ci/run installs bring them).
# GENTLE_SPECIMEN_BUILD_PATH moves SwiftPM's build folder (default: .build in the checkout).
#
#   Scripts/install.sh [release|debug]
# release (the default) is the build above, of the tool's product alone. debug is for CI
# (Scripts/check-install.sh in .ci/run): it builds the whole package as `swift build` does and
# installs the tool from that build, which `swift test` in the same checkout reuses, so the
# package is built once (after a build of one product, SwiftPM compiles every module again for a
# build of the whole package); that binary links the toolchain's Swift libraries, so it runs only
# where Swift is.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${PREFIX:-/usr/local}"
configuration="${1:-release}"
case "$configuration" in
  release) selection=(--static-swift-stdlib --product gentle-specimen) ;;
  debug) selection=() ;;
  *) echo "usage: Scripts/install.sh [release|debug]" >&2; exit 64 ;;
esac
build=(--package-path "$root" --scratch-path "${GENTLE_SPECIMEN_BUILD_PATH:-$root/.build}"
  -c "$configuration" "${selection[@]}")

swift build "${build[@]}"
products="$(swift build "${build[@]}" --show-bin-path)"

fonts="$prefix/share/gentle-specimen/Fonts"
install -d "$prefix/bin" "$fonts" "$prefix/share/man/man1"
# Fonts first and the binary last, renamed into place: a binary never sits in the prefix
# without its fonts, and a running copy is never overwritten in place.
install -m 0644 "$root"/Fonts/manifest.json "$root"/Fonts/*.ttf "$root"/Fonts/OFL-*.txt "$root"/Fonts/README.md "$fonts/"
install -m 0755 "$products/gentle-specimen" "$prefix/bin/.gentle-specimen.installing"
mv -f "$prefix/bin/.gentle-specimen.installing" "$prefix/bin/gentle-specimen"
install -m 0644 "$root/docs/man/gentle-specimen.1" "$prefix/share/man/man1/"
echo "installed $prefix/bin/gentle-specimen ($("$prefix/bin/gentle-specimen" --version)) and $fonts/"

#!/usr/bin/env bash
# The cache key of an installed gentle-specimen, and where it is installed, as `name=value` lines
# for $GITHUB_OUTPUT (action.yml's "Name the tool's cache" step):
#   key=gentle-specimen-<os>-<arch>-<version>-<sources>-<system>
#   prefix=$HOME/.cache/gentle-specimen/<version>-<sources>
#   tool=<prefix>/bin/gentle-specimen
# The key changes with anything that changes the installed tool: its sources, fonts, man page and
# install script, the Swift toolchain and the image's Debian release. RUNNER_OS and RUNNER_ARCH
# are the runner's (GitHub sets them; elsewhere they default to this machine's).
set -euo pipefail
cd "$(dirname "$0")/.."
version="$(sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/GentleSpecimenCLI/Invocation/ToolInfo.swift)"
sources="$(find Package.swift Sources Fonts docs/man Scripts/install.sh -type f -print0 | LC_ALL=C sort -z \
  | xargs -0 sha256sum | sha256sum | cut -c1-16)"
system="$({ swift --version 2>&1 | head -1; cat /etc/os-release 2>/dev/null; } | sha256sum | cut -c1-8)"
prefix="$HOME/.cache/gentle-specimen/$version-$sources"
echo "key=gentle-specimen-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-$version-$sources-$system"
echo "prefix=$prefix"
echo "tool=$prefix/bin/gentle-specimen"

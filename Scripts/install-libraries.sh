#!/usr/bin/env bash
# Installs the Debian packages gentle-specimen builds and runs with, and any extra packages named
# on the command line, when they are missing; prints the list with --list. The one list of them:
# the README's first command, .ci/run and action.yml's first step all run this script.
#
#   Scripts/install-libraries.sh [--list] [EXTRA-PACKAGE ...]
# As root it runs apt-get itself, otherwise through sudo. Nothing is installed when every package
# is there, so a runner image that has them needs no package lists and no network.
set -euo pipefail
libraries=(libcairo2-dev libharfbuzz-dev libfreetype-dev libpng-dev libisal-dev pkg-config)
if [ "${1:-}" = --list ]; then
  printf '%s\n' "${libraries[@]}"
  exit 0
fi
missing=()
for package in "${libraries[@]}" "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "The Debian packages are installed."
  exit 0
fi
sudo=()
[ "$(id -u)" = 0 ] || sudo=(sudo)
echo "Installing ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}"

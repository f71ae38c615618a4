#!/usr/bin/env bash
# Rewrites the generated documents of the command line from each command's specification:
# docs/commands.md and docs/man/gentle-specimen.1. Run it after changing a command's options,
# help or exit codes; GentleSpecimenCLITests' committedReferenceIsCurrent fails until it has been run.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product gentle-specimen
tool="$(swift build --show-bin-path)/gentle-specimen"
mkdir -p docs/man
"$tool" --generate-reference markdown >docs/commands.md
"$tool" --generate-reference man >docs/man/gentle-specimen.1
echo "wrote docs/commands.md and docs/man/gentle-specimen.1"

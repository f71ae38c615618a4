#!/usr/bin/env bash
# Every module a target imports is in its dependency closure in Package.swift. SwiftPM builds a
# module the closure does not hold only if another target happens to build it first, so an
# undeclared import compiles in a warm build and fails in a clean one (a test target importing a
# module its dependencies stopped needing did exactly that). Reads the manifest through
# `swift package dump-package`, and each target's Swift sources for their imports.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-package | python3 -c '
import json, pathlib, re, sys

package = json.load(sys.stdin)
targets = {target["name"]: target for target in package["targets"]}
products = {product["name"]: product["targets"] for product in package["products"]}
# The toolchain'"'"'s modules, which no manifest declares.
toolchain = {"Darwin", "Dispatch", "Foundation", "FoundationEssentials", "Glibc", "Musl", "PackagePlugin",
             "Synchronization", "Testing", "XCTest"}
importing = re.compile(
    r"^(?:@\w+(?:\(\w+\))? )*import (?:(?:struct|enum|class|protocol|typealias|func|var|let) )?(\w+)", re.M)

def direct(name):
    for dependency in targets[name]["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                found = dependency[kind][0]
                yield from products.get(found, [found]) if found not in targets else [found]

def closure(name):
    seen, pending = set(), [name]
    while pending:
        for dependency in direct(pending.pop()):
            if dependency in targets and dependency not in seen:
                seen.add(dependency)
                pending.append(dependency)
    return seen

failures = 0
for name, target in sorted(targets.items()):
    folder = pathlib.Path(target.get("path") or ("Tests/" if target["type"] == "test" else "Sources/") + name)
    if target["type"] == "plugin":
        folder = pathlib.Path(target.get("path") or "Plugins/" + name)
    imported = {match for source in folder.rglob("*.swift") for match in importing.findall(source.read_text())}
    for module in sorted(imported - closure(name) - toolchain - {name}):
        print(f"{folder}: imports {module}, which {name} does not depend on in Package.swift", file=sys.stderr)
        failures += 1
if failures:
    sys.exit(1)
print(f"imports: every module {len(targets)} targets import is in their dependency closure")
'

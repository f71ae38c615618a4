#!/usr/bin/env bash
# The public surface a dependent package gets from each library product, counted from the
# compiler's symbol graphs rather than by a grep: the public declarations of the product's module,
# members and enum cases included, synthesized and inherited members left out, plus what it
# re-exports (`@_exported import M` brings every public declaration of M's graph,
# `@_exported import struct M.T` only T and its members). SwiftPM's graphs leave re-exports out,
# so the re-export lines are read from the sources and followed module by module. Prints the figure
# per module for each product and fails when `import GentleSpecimen` reaches the limit (issue #24).
set -euo pipefail
cd "$(dirname "$0")/.."
limit=250

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# The dump also tries the test runner's synthesized modules, which only a test build makes, and
# exits 1 without them; a missing graph of a module counted here is an error below instead.
swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members >"$log" 2>&1 || true
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"

python3 - "$graphs" "$limit" "$log" <<'PY'
import collections, json, pathlib, re, sys

graphs, limit = pathlib.Path(sys.argv[1]), int(sys.argv[2])
reexport = re.compile(r"^@_exported import (?:(?:struct|enum|class|protocol|typealias|func|var|let) )?(\w+)(?:\.(\w+))?", re.M)

def declarations(module):
    """Every public symbol of `module`'s graphs (its own, and its extensions of other modules' types)."""
    main = graphs / f"{module}.symbols.json"
    if not main.exists():
        sys.exit(f"error: no symbol graph for {module} in {graphs}; swift package dump-symbol-graph said:\n"
                 + pathlib.Path(sys.argv[3]).read_text())
    paths = [main] + sorted(graphs.glob(f"{module}@*.symbols.json"))
    return [
        symbol for path in paths if path.exists()
        for symbol in json.loads(path.read_text())["symbols"] if symbol["accessLevel"] in ("public", "open")]

def reexports(module):
    """(module, type or None) for each `@_exported import` in the module's sources."""
    found = set()
    for source in pathlib.Path("Sources", module).rglob("*.swift"):
        found.update((m, t or None) for m, t in reexport.findall(source.read_text()))
    return sorted(found, key=lambda pair: (pair[0], pair[1] or ""))

def reachable(module, seen=None):
    """The declarations `import module` reaches, by the module that declares them."""
    seen = set() if seen is None else seen
    if module in seen:
        return collections.Counter()
    seen.add(module)
    counts = collections.Counter({module: len(declarations(module))})
    for other, name in reexports(module):
        if name is None:
            counts += reachable(other, seen)
        else:
            counts[other] += sum(1 for s in declarations(other) if s["pathComponents"][0] == name)
    return counts

totals = {}
for product in ("GentleSpecimen", "GentleSpecimenTesting", "GentleGolden"):
    counts = reachable(product)
    totals[product] = sum(counts.values())
    print(f"import {product}: {totals[product]} public declarations")
    for module, count in sorted(counts.items()):
        print(f"  {module:<22}{count:>5}")
if totals["GentleSpecimen"] >= limit:
    print(f"error: import GentleSpecimen reaches {totals['GentleSpecimen']} public declarations; "
          f"fewer than {limit} is the limit")
    sys.exit(1)
PY

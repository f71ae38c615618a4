#!/usr/bin/env bash
# The public surface a dependent package gets from each library product, counted from the
# compiler's symbol graphs rather than by a grep: the public declarations of the product's module,
# members and enum cases included, synthesized and inherited members left out, plus what it
# re-exports (`@_exported import M` brings every public declaration of M's graph,
# `@_exported import struct M.T` only T and its members). SwiftPM's graphs leave re-exports out,
# so the re-export lines are read from the sources and followed module by module. Prints the figure
# per module for each product, and each module's own count. Fails when a product passes its limit,
# when a module or folder passes its own (GentleTheme, GentleTokens' JSON/ and Validation/), and for
# any public declaration that no product exposes: `public` means "a dependent may use this".
set -euo pipefail
cd "$(dirname "$0")/.."
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# The dump also tries the test runner's synthesized modules, which only a test build makes, and
# exits 1 without them; a missing graph of a module counted here is an error below instead.
swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members >"$log" 2>&1 || true
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"

python3 - "$graphs" "$log" <<'PY'
import collections, json, pathlib, re, sys

graphs = pathlib.Path(sys.argv[1])
reexport = re.compile(r"^@_exported import (?:(?:struct|enum|class|protocol|typealias|func|var|let) )?(\w+)(?:\.(\w+))?", re.M)

def declarations(module):
    """Every public symbol of `module`'s graphs (its own, and its extensions of other modules' types)."""
    main = graphs / f"{module}.symbols.json"
    if not main.exists():
        sys.exit(f"error: no symbol graph for {module} in {graphs}; swift package dump-symbol-graph said:\n"
                 + pathlib.Path(sys.argv[2]).read_text())
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
    """The declarations `import module` reaches, counted by the module that declares them, and
    their identifiers."""
    seen = set() if seen is None else seen
    if module in seen:
        return collections.Counter(), set()
    seen.add(module)
    own = declarations(module)
    counts, symbols = collections.Counter({module: len(own)}), {s["identifier"]["precise"] for s in own}
    for other, name in reexports(module):
        if name is None:
            more, ids = reachable(other, seen)
            counts += more
            symbols |= ids
        else:
            brought = [s for s in declarations(other) if s["pathComponents"][0] == name]
            counts[other] += len(brought)
            symbols |= {s["identifier"]["precise"] for s in brought}
    return counts, symbols

products = ("GentleSpecimen", "GentleSpecimenTesting", "GentleGolden")
# GentleSpecimen re-exports the spec model whole (389 of its declarations), so that a dependent can
# build a theme in memory; the limits sit just above what each product brings, so that growth is
# a decision. GentleGolden: comparison, its options and outcome, the bitmap and PNG codec, and
# the types GoldenCheck's signatures speak.
limits = {"GentleSpecimen": 680, "GentleGolden": 120}
totals, exposed = {}, set()
for product in products:
    counts, symbols = reachable(product)
    exposed |= symbols
    totals[product] = sum(counts.values())
    print(f"import {product}: {totals[product]} public declarations")
    for module, count in sorted(counts.items()):
        print(f"  {module:<22}{count:>5}")

failures = []
for product, limit in limits.items():
    if totals[product] > limit:
        failures.append(f"import {product} reaches {totals[product]} public declarations; {limit} is the limit")

# `public` means "a dependent may use this": a public declaration that no product brings is an
# error, as is a module or folder over its own limit.
own = {}
for graph in sorted(graphs.glob("Gentle*.symbols.json")):
    module = graph.name.split(".")[0].split("@")[0]
    # The package's own modules only, not the test runner's synthesized ones.
    if module in own or not pathlib.Path("Sources", module).is_dir():
        continue
    own[module] = declarations(module)
    stray = [s for s in own[module] if s["identifier"]["precise"] not in exposed]
    if stray:
        names = sorted({".".join(s["pathComponents"]) for s in stray})
        failures.append(f"{module}: {len(stray)} public declarations no product exposes, e.g. " + ", ".join(names[:8]))
module_limits = {"GentleTheme": 40}
folder_limits = {("GentleTokens", "/JSON/"): 15, ("GentleTokens", "/Validation/"): 15}
print("public declarations per module:")
for module, symbols in sorted(own.items()):
    print(f"  {module:<22}{len(symbols):>5}")
    if module in module_limits and len(symbols) > module_limits[module]:
        failures.append(f"{module} has {len(symbols)} public declarations; {module_limits[module]} is the limit")
for (module, folder), limit in folder_limits.items():
    count = sum(1 for s in own.get(module, []) if folder in s.get("location", {}).get("uri", ""))
    print(f"  {module}{folder:<12}{count:>5}")
    if count > limit:
        failures.append(f"{module}{folder} has {count} public declarations; {limit} is the limit")
for failure in failures:
    print(f"error: {failure}")
sys.exit(1 if failures else 0)
PY

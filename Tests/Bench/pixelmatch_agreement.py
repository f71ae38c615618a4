#!/usr/bin/env python3
"""Side-by-side counts: gentle-golden-bench compare against pixelmatch itself (its index.js run by
node through pixelmatch_count.mjs) on make-sheet-pairs.py's pairs and on translucent_cases.py's
pairs (those of TranslucentComparisonTests), with anti-aliasing detected and counted, translucent
pixels over the checkerboard and over white (--no-checkerboard). Both the differing and the
anti-aliased counts must be equal. Ends with the translucent cases' counts as the Swift test
records them. Usage: pixelmatch_agreement.py BENCH_BINARY PAIRS_DIR PIXELMATCH_JS"""
import json
import subprocess
import sys
from pathlib import Path

from PIL import Image

from translucent_cases import cases

SHEET_PAIRS = [("expected", "identical"), ("expected", "sparse"), ("expected", "shifted"),
               ("expected-alpha", "shifted-alpha")]


def raw(png, folder):
    image = Image.open(png).convert("RGBA")
    path = folder / (png.stem + ".rgba")
    path.write_bytes(image.tobytes())
    return path, image.size


def pairs(folder):
    """(label, first PNG, second PNG, first raw, second raw, width, height, thresholds)."""
    raws = folder / "raw"
    raws.mkdir(exist_ok=True)
    for first, second in SHEET_PAIRS:
        (a, size), (b, _) = raw(folder / f"{first}.png", raws), raw(folder / f"{second}.png", raws)
        yield f"{first} / {second}", folder / f"{first}.png", folder / f"{second}.png", a, b, *size, (0.05, 0.1, 0.2)
    for name, width, height, threshold, expected, actual in cases():
        files = []
        for side, pixels in (("a", expected), ("b", actual)):
            png, data = folder / f"{name}-{side}.png", raws / f"{name}-{side}.rgba"
            Image.frombytes("RGBA", (width, height), pixels).save(png)
            data.write_bytes(pixels)
            files.append((png, data))
        yield name, files[0][0], files[1][0], files[0][1], files[1][1], width, height, (threshold,)


def ours(bench, first, second, threshold, include_aa, checkerboard):
    command = [bench, "compare", str(first), str(second), "--threshold", str(threshold)]
    if include_aa:
        command.append("--include-aa")
    if not checkerboard:
        command.append("--no-checkerboard")
    fields = dict(item.split("=") for item in subprocess.check_output(command, text=True).split())
    return int(fields["differing"]), int(fields["antialiased"])


def main():
    bench, folder, module = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
    rows, jobs = [], []
    for label, first, second, a, b, width, height, thresholds in pairs(folder):
        for threshold in thresholds:
            for include_aa in (False, True):
                for checkerboard in (True, False):
                    rows.append((label, first, second, threshold, include_aa, checkerboard))
                    jobs.append({"expected": str(a), "actual": str(b), "width": width, "height": height,
                                 "options": {"threshold": threshold, "includeAA": include_aa,
                                             "checkerboard": checkerboard}})
    (folder / "jobs.json").write_text(json.dumps(jobs))
    counter = Path(__file__).with_name("pixelmatch_count.mjs")
    theirs = json.loads(subprocess.check_output(["node", str(counter), module, str(folder / "jobs.json")], text=True))
    mismatches = 0
    recorded = {}
    print("| pair | t | AA | background | ours (differing / AA) | pixelmatch | |")
    print("|---|---:|---|---|---:|---:|---|")
    for (label, first, second, threshold, include_aa, checkerboard), reference in zip(rows, theirs):
        mine = ours(bench, first, second, threshold, include_aa, checkerboard)
        expected = (reference["differing"], reference["antiAliased"])
        mismatches += mine != expected
        if not include_aa and label in {name for name, *_ in cases()}:
            recorded.setdefault(label, {})["checkerboard" if checkerboard else "white"] = expected
        print(f"| {label} | {threshold} | {'counted' if include_aa else 'detected'} "
              f"| {'checkerboard' if checkerboard else 'white'} | {mine[0]} / {mine[1]} "
              f"| {expected[0]} / {expected[1]} | {'' if mine == expected else 'DIFFERS'} |")
    print("\nTranslucentComparisonTests.expectations (pixelmatch's counts):")
    for name, counts in recorded.items():
        print(f'    Expectation(name: "{name}", checkerboard: {counts["checkerboard"]}, white: {counts["white"]}),')
    print(f"\n{len(rows) - mismatches} of {len(rows)} comparisons agree with pixelmatch")
    sys.exit(0 if mismatches == 0 else 1)


if __name__ == "__main__":
    main()

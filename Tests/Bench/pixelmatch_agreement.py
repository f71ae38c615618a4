#!/usr/bin/env python3
"""Side-by-side counts: gentle-golden-bench compare vs pybind11-pixelmatch, and vs pixelmatch-py on
translucent pairs. Opaque pairs are judged against pybind11-pixelmatch; translucent ones against
pixelmatch-py, because the C++ port truncates colours composited on white to whole bytes where
pixelmatch itself keeps fractions. Usage: pixelmatch_agreement.py BENCH_BINARY PAIRS_DIR"""
import subprocess
import sys
from pathlib import Path

import numpy as np
import pybind11_pixelmatch
from PIL import Image
from pixelmatch import pixelmatch as pixelmatch_py

PAIRS = [("expected", "identical"), ("expected", "sparse"), ("expected", "shifted"),
         ("expected-alpha", "shifted-alpha")]
TOLERANCE = 0.001


def load(path):
    return np.ascontiguousarray(np.asarray(Image.open(path).convert("RGBA")))


def ours(bench, first, second, threshold, include_aa):
    command = [bench, "compare", str(first), str(second), "--threshold", str(threshold)]
    if include_aa:
        command.append("--include-aa")
    fields = dict(item.split("=") for item in subprocess.check_output(command, text=True).split())
    return int(fields["differing"])


def relative(a, b):
    return 0.0 if a == b else abs(a - b) / max(a, b)


def main():
    bench, folder = sys.argv[1], Path(sys.argv[2])
    worst = 0.0
    print("| pair | t | AA | ours | pybind11-pixelmatch | rel. diff | pixelmatch-py |")
    print("|---|---:|---|---:|---:|---:|---:|")
    for first_name, second_name in PAIRS:
        first, second = folder / f"{first_name}.png", folder / f"{second_name}.png"
        a, b = load(first), load(second)
        for threshold in (0.05, 0.1, 0.2):
            for include_aa in (False, True):
                options = pybind11_pixelmatch.Options()
                options.threshold = threshold
                options.includeAA = include_aa
                theirs = pybind11_pixelmatch.pixelmatch(a, b, options=options)
                mine = ours(bench, first, second, threshold, include_aa)
                oracle = ""
                if "alpha" in first_name:
                    height, width = a.shape[:2]
                    reference = pixelmatch_py(a.tobytes(), b.tobytes(), width, height, threshold=threshold,
                                              includeAA=include_aa)
                    oracle = f"{reference} ({relative(mine, reference) * 100:.3f} %)"
                    worst = max(worst, relative(mine, reference))
                else:
                    worst = max(worst, relative(mine, theirs))
                print(f"| {first_name} / {second_name} | {threshold} | {'counted' if include_aa else 'detected'} "
                      f"| {mine} | {theirs} | {relative(mine, theirs) * 100:.3f} % | {oracle} |")
    print(f"\nworst relative difference against the judging reference: {worst * 100:.3f} % (limit {TOLERANCE * 100} %)")
    sys.exit(0 if worst <= TOLERANCE else 1)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Median timings of the comparison against pybind11-pixelmatch and blazediff on the same pairs.
Usage: bench_compare.py BENCH_BINARY PAIRS_DIR RUNS"""
import statistics
import subprocess
import sys
import time
from pathlib import Path

import blazediff
import numpy as np
import pybind11_pixelmatch
from PIL import Image

PAIRS = ["identical", "sparse", "shifted"]


def median_ms(runs, body):
    body()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def load(path):
    return np.ascontiguousarray(np.asarray(Image.open(path).convert("RGBA")))


def ours(bench, first, second, runs):
    line = subprocess.check_output([bench, "bench", str(first), str(second), "--runs", str(runs)], text=True)
    fields = dict(item.split("=") for item in line.split())
    process = median_ms(runs, lambda: subprocess.run([bench, "compare", str(first), str(second)],
                                                     check=True, stdout=subprocess.DEVNULL))
    return fields, process


def main():
    bench, source, runs = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    for label, folder in (("Pillow-encoded PNGs (adaptive filters)", source),
                          ("the same pixels written by PNGEncoder (filter NONE, as goldens are)", recoded(bench, source))):
        print(f"\n### {label}\n")
        table(bench, folder, runs)


def recoded(bench, source):
    folder = source.parent / f"{source.name}-recoded"
    folder.mkdir(exist_ok=True)
    for name in ["expected"] + PAIRS:
        subprocess.run([bench, "recode", str(source / f"{name}.png"), str(folder / f"{name}.png")], check=True)
    return folder


def table(bench, folder, runs):
    expected_path = folder / "expected.png"
    expected = load(expected_path)
    print(f"2000×2000 RGBA, medians of {runs} runs (ms); counts at t = 0.1 with AA detection "
          "(blazediff antialiasing=True)\n")
    print("| pair | ours core | ours core + diff image | ours decode both (serial) | ours files in process "
          "| ours whole process | pybind11-pixelmatch | pybind11 + diff image | blazediff files in process "
          "| counts ours / pybind11 / blazediff |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for name in PAIRS:
        actual_path = folder / f"{name}.png"
        actual = load(actual_path)
        fields, process = ours(bench, expected_path, actual_path, runs)
        options = pybind11_pixelmatch.Options()
        count = pybind11_pixelmatch.pixelmatch(expected, actual, options=options)
        core = median_ms(runs, lambda: pybind11_pixelmatch.pixelmatch(expected, actual, options=options))
        output = np.zeros_like(expected)
        with_diff = median_ms(runs, lambda: pybind11_pixelmatch.pixelmatch(expected, actual, output=output, options=options))
        blaze = blazediff.compare(str(expected_path), str(actual_path), threshold=0.1, antialiasing=True)
        blaze_ms = median_ms(runs, lambda: blazediff.compare(str(expected_path), str(actual_path),
                                                             threshold=0.1, antialiasing=True))
        print(f"| {name} | {float(fields['core-ms']):.1f} | {float(fields['core-with-diff-ms']):.1f} "
              f"| {float(fields['decode-both-ms']):.1f} | {float(fields['files-ms']):.1f} | {process:.1f} | {core:.1f} | {with_diff:.1f} | {blaze_ms:.1f} "
              f"| {fields['differing']} / {count} / {blaze.diff_count or 0} |")


if __name__ == "__main__":
    main()

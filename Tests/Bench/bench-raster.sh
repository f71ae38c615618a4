#!/bin/sh
# Benchmarks GentleRaster on a 1200 × 4000 px sheet (200 text lines, 40 shadowed cards):
# medians of draw, shadow blur, unpremultiply, PNG encoding (GentleImage vs cairo's writer),
# SVG and PDF. Usage: Tests/Bench/bench-raster.sh [--runs N] [--output DIR]
set -eu
cd "$(dirname "$0")/../.."
exec swift run -c release gentle-raster-bench "$@"

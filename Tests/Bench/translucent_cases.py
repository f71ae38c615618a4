#!/usr/bin/env python3
"""The small translucent image pairs of GentleGoldenTests' TranslucentComparisonTests, made the
same way here (TranslucentCases.swift is the Swift twin: change both together), so that
pixelmatch_agreement.py can measure them with pixelmatch itself. Each case is a function of
(x, y) through a 32-bit integer hash, so both languages give the same bytes.

Usage as a module: `cases()` gives (name, width, height, threshold, expected, actual), the images
as bytes of straight-alpha RGBA rows. Run as a script it prints each case's size and pixel sums.
"""

MASK = 0xFFFFFFFF
ALPHAS = (0, 64, 128, 200, 255)


def mix(x, y, seed):
    """A 32-bit hash of a pixel's place and a seed (murmur3's finaliser on a linear mix)."""
    h = ((x * 0x9E3779B1) ^ (y * 0x85EBCA77) ^ (seed * 0xC2B2AE3D)) & MASK
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & MASK
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & MASK
    h ^= h >> 16
    return h


def image(width, height, pixel):
    return bytes(channel for y in range(height) for x in range(width) for channel in pixel(x, y))


def over_white(channel, alpha):
    """A channel of a translucent pixel composited on white, rounded to a byte."""
    return (channel * alpha + 255 * (255 - alpha) + 127) // 255


def noise(x, y, opaque):
    h = mix(x, y, 1)
    alpha = 255 if opaque else ALPHAS[(h >> 24) % len(ALPHAS)]
    return (h & 0xFF, (h >> 8) & 0xFF, (h >> 16) & 0xFF, alpha)


def changed_noise(x, y, opaque):
    r, g, b, a = noise(x, y, opaque)
    h = mix(x, y, 2)
    if h % 3 == 0 and not opaque:
        a = ALPHAS[(h >> 8) % len(ALPHAS)]
    if h % 5 == 0:
        r, g, b = (r + 40) & 0xFF, (g + 25) & 0xFF, (b + 60) & 0xFF
    if h % 11 == 0:
        r, g, b = (r + 3) & 0xFF, (g + 2) & 0xFF, b
    return (r, g, b, a)


def band(x, edge_alpha):
    """A pale translucent band with a one-pixel soft edge, clear past it."""
    if x < 6:
        return (235, 225, 250, 200)
    if x == 6:
        return (235, 225, 250, edge_alpha)
    return (0, 0, 0, 0)


def block_colour(column, row):
    h = mix(column, row, 4)
    return (h & 0xFF, (h >> 8) & 0xFF, (h >> 16) & 0xFF, ALPHAS[1 + (h >> 24) % 4])


def soft_blocks(x, y, weight):
    """Flat translucent 5-px blocks whose last column is blended with the next block's colour
    (weight of 6), as anti-aliasing would draw an edge."""
    here = block_colour(x // 5, y // 5)
    if x % 5 != 4:
        return here
    there = block_colour(x // 5 + 1, y // 5)
    return tuple((a * (6 - weight) + b * weight + 3) // 6 for a, b in zip(here, there))


def cases():
    tint = (30, 90, 160, 140)
    composite = tuple(over_white(c, tint[3]) for c in tint[:3]) + (255,)
    return [
        # a translucent tint against the opaque colour it shows over white
        ("tint-vs-its-white-composite", 9, 7, 0.1,
         image(9, 7, lambda x, y: tint), image(9, 7, lambda x, y: composite)),
        # clear pixels (any colour) against opaque white
        ("clear-vs-white", 8, 6, 0.1,
         image(8, 6, lambda x, y: (mix(x, y, 3) & 0xFF, 7, 99, 0)), image(8, 6, lambda x, y: (255, 255, 255, 255))),
        # half-transparent grey against a third more opaque grey
        ("grey-alpha-step", 7, 5, 0.05,
         image(7, 5, lambda x, y: (128, 128, 128, 96)), image(7, 5, lambda x, y: (128, 128, 128, 128))),
        # a translucent band whose soft edge moves by a fraction of a pixel over a clear page
        ("translucent-edge-moves", 16, 10, 0.1,
         image(16, 10, lambda x, y: band(x, 60)), image(16, 10, lambda x, y: band(x, 170))),
        # translucent blocks whose blended edges change weight, as re-anti-aliased edges do
        ("translucent-soft-blocks", 20, 14, 0.1,
         image(20, 14, lambda x, y: soft_blocks(x, y, 2)), image(20, 14, lambda x, y: soft_blocks(x, y, 4))),
        # noise with mixed alpha, colours and alpha changed in places
        ("translucent-noise", 23, 17, 0.1,
         image(23, 17, lambda x, y: noise(x, y, False)), image(23, 17, lambda x, y: changed_noise(x, y, False))),
        # the same noise opaque: both backgrounds give the same count
        ("opaque-noise", 23, 17, 0.1,
         image(23, 17, lambda x, y: noise(x, y, True)), image(23, 17, lambda x, y: changed_noise(x, y, True))),
    ]


if __name__ == "__main__":
    for name, width, height, threshold, expected, actual in cases():
        print(name, f"{width}x{height}", threshold, sum(expected), sum(actual))

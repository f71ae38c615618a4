#!/usr/bin/env python3
"""Writes the PNG decoder fixtures: one small PNG per colour type / bit depth / tRNS /
interlace form, each beside a `.rgba` file holding the straight RGBA8 pixels a correct decoder
must return (16-bit samples rounded as round(v / 257)), plus broken PNGs.

Run once with pypng installed (`pip install pypng`):
    python3 Tests/Tools/make-png-fixtures.py Tests/GentleImageTests/Fixtures
"""
import struct
import sys
import zlib
from pathlib import Path

import png

WIDTH, HEIGHT = 7, 5


def sample(x, y, channel, maximum):
    """Deterministic, varied sample values that include 0 and the maximum."""
    value = (x * 37 + y * 91 + channel * 53 + x * y * 11) % (maximum + 1)
    if (x + y + channel) % 6 == 0:
        return maximum
    if (x * 3 + y + channel) % 7 == 0:
        return 0
    return value


def to8(value, depth):
    if depth == 16:
        return (value * 255 + 32895) >> 16
    return value * 255 // ((1 << depth) - 1)


def write(folder, name, rows, expected, **options):
    with open(folder / f"{name}.png", "wb") as handle:
        png.Writer(WIDTH, HEIGHT, **options).write(handle, rows)
    (folder / f"{name}.rgba").write_bytes(bytes(expected))


def grey(folder, depth, alpha=False, transparent=None, interlace=False):
    maximum = (1 << depth) - 1
    rows, expected = [], []
    for y in range(HEIGHT):
        row = []
        for x in range(WIDTH):
            g = sample(x, y, 0, maximum)
            a = sample(x, y, 3, maximum) if alpha else maximum
            row += [g, a] if alpha else [g]
            key_alpha = 0 if transparent is not None and g == transparent else 255
            expected += [to8(g, depth)] * 3 + [to8(a, depth) if alpha else key_alpha]
        rows.append(row)
    name = f"grey{'-alpha' if alpha else ''}-{depth}{'-trns' if transparent is not None else ''}{'-interlaced' if interlace else ''}"
    write(folder, name, rows, expected, greyscale=True, alpha=alpha, bitdepth=depth,
          transparent=transparent, interlace=interlace)


def rgb(folder, depth, alpha=False, transparent=None, interlace=False):
    maximum = (1 << depth) - 1
    rows, expected = [], []
    for y in range(HEIGHT):
        row = []
        for x in range(WIDTH):
            colour = [sample(x, y, c, maximum) for c in range(3)]
            if transparent is not None and (x + y) % 3 == 0:
                colour = list(transparent)
            a = sample(x, y, 3, maximum) if alpha else maximum
            row += colour + ([a] if alpha else [])
            key_alpha = 0 if transparent is not None and tuple(colour) == tuple(transparent) else 255
            expected += [to8(c, depth) for c in colour] + [to8(a, depth) if alpha else key_alpha]
        rows.append(row)
    name = f"rgb{'a' if alpha else ''}-{depth}{'-trns' if transparent is not None else ''}{'-interlaced' if interlace else ''}"
    write(folder, name, rows, expected, greyscale=False, alpha=alpha, bitdepth=depth,
          transparent=transparent, interlace=interlace)


def palette(folder, depth, with_alpha=False, interlace=False):
    count = 1 << depth
    entries = [((i * 71) % 256, (i * 29 + 40) % 256, (255 - i * 13) % 256) for i in range(count)]
    if with_alpha:
        entries = [entry + ((i * 97) % 256,) for i, entry in enumerate(entries)]
    rows, expected = [], []
    for y in range(HEIGHT):
        row = []
        for x in range(WIDTH):
            index = (x * 5 + y * 3) % count
            row.append(index)
            entry = entries[index]
            expected += list(entry[:3]) + [entry[3] if with_alpha else 255]
        rows.append(row)
    name = f"palette-{depth}{'-trns' if with_alpha else ''}{'-interlaced' if interlace else ''}"
    write(folder, name, rows, expected, palette=entries, bitdepth=depth, interlace=interlace)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def broken(folder):
    good = (folder / "rgba-8.png").read_bytes()
    (folder / "broken-truncated.png").write_bytes(good[: len(good) * 2 // 3])
    idat = good.index(b"IDAT")
    idat_length = struct.unpack(">I", good[idat - 4 : idat])[0]
    bad_crc = bytearray(good)
    bad_crc[idat + 4 + idat_length] ^= 0x5A
    (folder / "broken-bad-crc.png").write_bytes(bytes(bad_crc))
    bad_deflate = bytearray(good)
    bad_deflate[idat + 6] ^= 0x5A
    (folder / "broken-bad-deflate.png").write_bytes(bytes(bad_deflate))
    (folder / "broken-not-png.png").write_bytes(b"GIF89a this is not a PNG at all\n")
    (folder / "broken-empty.png").write_bytes(b"")
    signature = b"\x89PNG\r\n\x1a\n"
    pixels = zlib.compress(b"\x00\x00\x00\x00\x00")
    for name, width, height in [("zero-sized", 0, 1), ("huge-ihdr", 100000, 100000)]:
        header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
        data = signature + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
        (folder / f"broken-{name}.png").write_bytes(data)


def window_too_large(folder):
    """The clean 8-bit RGB file with its zlib header claiming a 64 KiB window (CINFO 8, which
    RFC 1950 forbids and libpng refuses), and the same with an ancillary chunk whose CRC is
    wrong in front, which sends the file to libpng's reader: both readers must refuse both."""
    good = (folder / "rgb-8.png").read_bytes()
    idat = good.index(b"IDAT")
    length = struct.unpack(">I", good[idat - 4 : idat])[0]
    data = bytearray(good[idat + 4 : idat + 4 + length])
    data[0] = 0x88
    data[1] &= 0xC0
    data[1] += (31 - (data[0] * 256 + data[1]) % 31) % 31
    wide = good[: idat - 4] + chunk(b"IDAT", bytes(data)) + good[idat + 8 + length :]
    (folder / "bad-pngs" / "zlib-window-cinfo-8.png").write_bytes(wide)
    comment = bytearray(chunk(b"tEXt", b"Comment\x00a stray CRC"))
    comment[-1] ^= 0x5A
    first = wide.index(b"IDAT") - 4
    (folder / "bad-pngs" / "zlib-window-cinfo-8-ancillary-bad-crc.png").write_bytes(
        wide[:first] + bytes(comment) + wide[first:])


def main():
    folder = Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    for depth in (1, 2, 4, 8, 16):
        grey(folder, depth)
    grey(folder, 8, transparent=sample(2, 1, 0, 255))
    grey(folder, 16, transparent=sample(2, 1, 0, 65535))
    grey(folder, 8, alpha=True)
    grey(folder, 16, alpha=True)
    grey(folder, 16, interlace=True)
    for depth in (8, 16):
        rgb(folder, depth)
        rgb(folder, depth, alpha=True)
    rgb(folder, 8, transparent=(10, 20, 30))
    rgb(folder, 16, transparent=(1000, 20000, 65535))
    rgb(folder, 8, alpha=True, interlace=True)
    for depth in (1, 2, 4, 8):
        palette(folder, depth)
    palette(folder, 8, with_alpha=True)
    palette(folder, 4, with_alpha=True, interlace=True)
    broken(folder)
    window_too_large(folder)


if __name__ == "__main__":
    main()

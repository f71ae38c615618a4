#!/usr/bin/env python3
"""Writes specimen-like image pairs for the comparison agreement check and the bench.

A sheet has a type ramp (12 sizes), colour swatches with hex labels, cards with blurred
shadows and pill buttons. It is drawn at 2x and box-downsampled, so edges are really
anti-aliased. Files written into OUTDIR (all SIZE x SIZE):

  expected.png          the sheet
  identical.png         the same pixels, encoded again
  sparse.png            a 12x12 block and 6 isolated pixels changed (150 px)
  shifted.png           every text run drawn half a pixel to the right
  expected-alpha.png    the sheet on a transparent page (translucent edges)
  shifted-alpha.png     the same, text shifted half a pixel

Needs Pillow (`pip install pillow`). Usage: make-sheet-pairs.py OUTDIR [SIZE]
"""
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

SCALE = 2
SAMPLE = "Gentle Specimen: the quick brown fox jumps over the lazy dog 0123456789"
SWATCHES = ["#1F6FEB", "#D73A49", "#28A745", "#F9C513", "#6F42C1", "#E36209", "#24292E",
            "#F6F8FA", "#0366D6", "#B31D28", "#22863A", "#735C0F", "#5A32A3", "#C24E00"]


def fitted(draw, text, font, width):
    while draw.textlength(text, font=font) > width and len(text) > 4:
        text = text[:-2]
    return text


def draw_ramp(draw, unit, shift):
    y = 170 * unit
    for size in (11, 12, 13, 15, 17, 20, 24, 28, 34, 41, 52, 72):
        font = ImageFont.load_default(size=size * unit)
        label_font = ImageFont.load_default(size=10 * unit)
        draw.text((60 * unit + shift, y), f"{size} px", font=label_font, fill=(110, 110, 120, 255))
        text = fitted(draw, SAMPLE, font, 1780 * unit)
        draw.text((140 * unit + shift, y), text, font=font, fill=(30, 32, 40, 255))
        y += int(size * 1.45 * unit) + 12 * unit


def draw_paragraphs(draw, unit, shift):
    font = ImageFont.load_default(size=14 * unit)
    words = (SAMPLE + " Line spacing, letter spacing and weight. ").split()
    for column in range(2):
        for line in range(16):
            text = " ".join(words[(line * 3 + column * 5 + k) % len(words)] for k in range(14))
            draw.text(((60 + column * 940) * unit + shift, (850 + line * 21) * unit), text, font=font,
                      fill=(60, 62, 70, 255))


def draw_swatches(draw, unit, shift):
    label_font = ImageFont.load_default(size=13 * unit)
    for index, colour in enumerate(SWATCHES):
        column, row = index % 7, index // 7
        x, y = (60 + column * 270) * unit, (1210 + row * 190) * unit
        draw.rounded_rectangle([x, y, x + 240 * unit, y + 120 * unit], radius=10 * unit, fill=colour)
        draw.text((x + shift, y + 130 * unit), f"{colour}  primary {index}", font=label_font, fill=(50, 50, 60, 255))


def draw_cards(image, unit, shift):
    shadow = Image.new("RGBA", image.size, (0, 0, 0, 0))
    shadow_draw = ImageDraw.Draw(shadow)
    boxes = [((60 + index * 310) * unit, 1600 * unit, (330 + index * 310) * unit, 1800 * unit) for index in range(6)]
    for index, (x0, y0, x1, y1) in enumerate(boxes):
        shadow_draw.rounded_rectangle([x0, y0 + 8 * unit, x1, y1 + 8 * unit], radius=(index * 5) * unit, fill=(0, 0, 0, 70))
    image.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(12 * unit)))
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=16 * unit)
    for index, (x0, y0, x1, y1) in enumerate(boxes):
        draw.rounded_rectangle([x0, y0, x1, y1], radius=(index * 5) * unit, fill=(255, 255, 255, 255),
                               outline=(220, 220, 228, 255), width=unit)
        draw.text((x0 + 20 * unit + shift, y0 + 20 * unit), f"Card radius {index * 5}", font=font, fill=(30, 32, 40, 255))
    return draw


def draw_buttons(draw, unit, shift):
    font = ImageFont.load_default(size=18 * unit)
    for index in range(6):
        x, y = (60 + index * 310) * unit, 1860 * unit
        draw.rounded_rectangle([x, y, x + 260 * unit, y + 64 * unit], radius=32 * unit, fill=SWATCHES[index])
        draw.text((x + 60 * unit + shift, y + 20 * unit), f"Press {index + 1}", font=font, fill=(255, 255, 255, 255))


def sheet(size, shift, transparent):
    unit = SCALE * size // 2000
    page = (0, 0, 0, 0) if transparent else (247, 245, 240, 255)
    image = Image.new("RGBA", (size * SCALE, size * SCALE), page)
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, size * SCALE, 120 * unit], fill=(40, 44, 52, 255))
    draw.text((60 * unit + shift, 36 * unit), "Gentle Default · light · large · spec 0.7.0",
              font=ImageFont.load_default(size=40 * unit), fill=(255, 255, 255, 255))
    draw_ramp(draw, unit, shift)
    draw_paragraphs(draw, unit, shift)
    draw_swatches(draw, unit, shift)
    draw = draw_cards(image, unit, shift)
    draw_buttons(draw, unit, shift)
    return image.reduce(SCALE)


def sparse(image):
    changed = image.copy()
    pixels = changed.load()
    width, height = changed.size
    for dy in range(12):
        for dx in range(12):
            pixels[width * 3 // 4 + dx, 40 + dy] = (255, 0, 255, 255)
    for index in range(6):
        pixels[width - 8 - index * 3, height * (index + 3) // 10 - 37] = (0, 160, 255, 255)
    return changed


def main():
    folder = Path(sys.argv[1])
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    folder.mkdir(parents=True, exist_ok=True)
    expected = sheet(size, 0, False)
    expected.save(folder / "expected.png")
    expected.copy().save(folder / "identical.png", compress_level=1)
    sparse(expected).save(folder / "sparse.png")
    sheet(size, 1, False).save(folder / "shifted.png")
    sheet(size, 0, True).save(folder / "expected-alpha.png")
    sheet(size, 1, True).save(folder / "shifted-alpha.png")


if __name__ == "__main__":
    main()

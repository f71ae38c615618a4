"""The 72-sheet batch drawn by Chromium, for Tests/Bench/bench-chromium.sh.

  bench_chromium.py pages TOKENS SHEETS FONTS OUT
      Writes OUT/<preset>/<sheet>-<scheme>.html for every PNG under SHEETS (the tool's render of
      the batch): the same content as HTML and CSS (the theme's resolved tokens, from
      `gentle-specimen tokens`, in TOKENS/<preset>-<scheme>.json), on a page of the PNG's size
      in CSS pixels at device scale 2, with the bundled fonts of FONTS.
  bench_chromium.py shoot CHROMIUM PAGES OUT
      Starts CHROMIUM headless through Playwright, opens two pages and draws one page in each
      (warm-up), then screenshots every HTML file of PAGES to OUT as PNG, the two pages taking
      turns from one queue. Prints "cpu SECONDS wall SECONDS shots N": the user + system CPU of
      the browser's whole process tree over the screenshots alone (/proc/PID/stat of every
      descendant, before and after), startup and warm-up left out.
"""

import asyncio
import html
import json
import os
import pathlib
import struct
import sys
import time

SAMPLE = "The quick brown fox jumps over the lazy dog"
FAMILIES = {"default": "RobotoFlex-VF.ttf", "serif": "SourceSerif4-VF.ttf", "rounded": "Nunito-VF.ttf",
            "monospaced": "JetBrainsMono-VF.ttf"}


def png_size(path):
    with open(path, "rb") as file:
        header = file.read(24)
    return struct.unpack(">II", header[16:24])


def css_color(hex_text):
    """#RRGGBB or #RRGGBBAA as CSS, which reads both."""
    return hex_text if isinstance(hex_text, str) and hex_text.startswith("#") else "transparent"


def font_faces(fonts):
    return "".join(
        f"@font-face{{font-family:'{design}';src:url('{pathlib.Path(fonts, file).resolve().as_uri()}');"
        "font-weight:100 1000;}"
        for design, file in FAMILIES.items())


def text_css(style):
    family = style.get("design", "default")
    transform = "uppercase" if style.get("isUppercased") else "none"
    return (f"font-family:'{family}';font-size:{style['size']}px;font-weight:{style['numericWeight']};"
            f"line-height:{style['size'] + style.get('lineSpacing', 0)}px;letter-spacing:{style.get('letterSpacing', 0)}px;"
            f"color:{css_color(style.get('color'))};text-transform:{transform}")


def typography(tokens):
    rows = []
    for name, style in sorted(tokens["text"].items(), key=lambda item: -item[1]["size"]):
        rows.append(f"<div class=row><div class=label>{html.escape(name)} · {style['size']} pt · "
                    f"{style['weight']}</div><div style=\"{text_css(style)}\">{SAMPLE}</div></div>")
    return "".join(rows)


def colors(tokens):
    swatches = []
    for name, value in tokens["colors"].items():
        swatches.append(f"<div class=swatch><div class=chip style=\"background:{css_color(value)}\"></div>"
                        f"<div class=label>{html.escape(name)}</div><div class=label>{value}</div></div>")
    return f"<div class=grid>{''.join(swatches)}</div>"


def surface_css(surface):
    background = surface.get("background", {})
    parts = [f"border-radius:{surface.get('cornerRadius', 0)}px"]
    if background.get("type") == "solid":
        parts.append(f"background:{css_color(background.get('color'))}")
    elif background.get("type") == "material":
        tint = css_color(background.get("tint")) if background.get("tint") else "rgba(255,255,255,.55)"
        parts.append(f"background:{tint};backdrop-filter:blur(20px) saturate(1.8)")
    else:
        parts.append("background:rgba(255,255,255,.18);backdrop-filter:blur(8px) saturate(1.5);"
                     "box-shadow:inset 0 1px 1px rgba(255,255,255,.6)")
    if "border" in surface:
        parts.append(f"border:{surface['border']['width']}px solid {css_color(surface['border']['color'])}")
    if "shadow" in surface:
        shadow = surface["shadow"]
        parts.append(f"box-shadow:{shadow['offsetX']}px {shadow['offsetY']}px {shadow['radius']}px "
                     f"rgba(0,0,0,{shadow['opacity']})")
    return ";".join(parts)


def surfaces(tokens):
    body = tokens["text"]["body_m"]
    cards = []
    for name, surface in tokens["surfaces"].items():
        cards.append(f"<div class=backdrop><div class=surface style=\"{surface_css(surface)}\">"
                     f"<div style=\"{text_css(body)}\">{html.escape(name)}</div>"
                     f"<div class=label>{surface.get('styleType', '')}</div></div></div>")
    return f"<div class=grid>{''.join(cards)}</div>"


def buttons(tokens):
    rows = []
    for role, button in tokens["buttons"].items():
        title = tokens["text"].get(button.get("titleRole", "primaryButtonTitle_m"), tokens["text"]["body_m"])
        padding = button.get("padding", {"horizontal": 16, "vertical": 8})
        border = button.get("border")
        states = []
        for state, scale, opacity in (("normal", 1, 1), ("pressed", button.get("pressedScale", 1),
                                                          button.get("pressedOpacity", 1))):
            css = (f"{text_css(title)};color:{css_color(button.get('labelColor'))};"
                   f"background:{css_color(button.get('fill'))};padding:{padding['vertical']}px {padding['horizontal']}px;"
                   f"border-radius:999px;transform:scale({scale});opacity:{opacity};"
                   + (f"border:{border['width']}px solid {css_color(border['color'])};" if border else "border:0;"))
            states.append(f"<div class=state><button style=\"{css}\">{role.capitalize()}</button>"
                          f"<div class=label>{state}</div></div>")
        rows.append(f"<div class=row><div class=label>{role} · {button.get('animationRole', '')}</div>"
                    f"<div class=states>{''.join(states)}</div></div>")
    return "".join(rows)


SHEETS = {"typography": typography, "colors": colors, "surfaces": surfaces, "buttons": buttons}


def pages(tokens_dir, sheets_dir, fonts, out):
    count = 0
    for png in sorted(pathlib.Path(sheets_dir).rglob("*.png")):
        preset = png.parent.name
        sheet, scheme = png.stem.rsplit("-", 1)
        scheme = scheme.split("@")[0]
        tokens = json.loads(pathlib.Path(tokens_dir, f"{preset}-{scheme}.json").read_text())
        width, height = (side // 2 for side in png_size(png))
        colors_ = tokens["colors"]
        label = tokens["text"]["caption_s"]
        document = f"""<!doctype html><html><head><meta charset=utf-8><style>{font_faces(fonts)}
html,body{{margin:0;width:{width}px;height:{height}px;overflow:hidden}}
body{{background:{css_color(colors_['background'])};padding:24px;box-sizing:border-box}}
h1{{{text_css(tokens['text']['title_xl'])};margin:0 0 16px}}
.label{{{text_css(label)};color:{css_color(colors_['textSecondary'])}}}
.row{{margin:0 0 14px}}.grid{{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}}
.chip{{height:56px;border-radius:12px;border:1px solid {css_color(colors_['borderSubtle'])}}}
.backdrop{{padding:16px;border-radius:16px;background:linear-gradient(135deg,{css_color(colors_['primaryCTA'])},{css_color(colors_['themeSecondary'])})}}
.surface{{padding:16px;min-height:72px}}.states{{display:flex;gap:24px}}.state{{text-align:center}}
</style></head><body><h1>{html.escape(preset)} · {sheet} · {scheme}</h1>{SHEETS[sheet](tokens)}</body></html>"""
        target = pathlib.Path(out, preset, f"{png.stem}.html")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(document)
        target.with_suffix(".size").write_text(f"{width} {height}")
        count += 1
    print(f"{count} pages")


def descendants(root):
    """The browser process and every process below it."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = pathlib.Path("/proc", entry, "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            children.setdefault(int(fields[1]), []).append(int(entry))
    found, queue = [], [root]
    while queue:
        pid = queue.pop()
        found.append(pid)
        queue.extend(children.get(pid, []))
    return found


def tree_cpu(root):
    """User + system seconds of the tree's live processes and of the children they reaped."""
    ticks = 0
    for pid in descendants(root):
        try:
            fields = pathlib.Path("/proc", str(pid), "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += sum(int(field) for field in fields[11:15])
    return ticks / os.sysconf("SC_CLK_TCK")


async def shoot(chromium, pages_dir, out):
    from playwright.async_api import async_playwright

    pages_dir = pathlib.Path(pages_dir).resolve()
    files = sorted(pages_dir.rglob("*.html"))
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        context = await browser.new_context(device_scale_factor=2)
        tabs = [await context.new_page() for _ in range(2)]
        for tab, file in zip(tabs, files):
            await tab.goto(file.as_uri())
            await tab.screenshot(type="png")
        root = next(pid for pid in descendants(os.getpid())[1:]
                    if "chrom" in pathlib.Path("/proc", str(pid), "comm").read_text())
        queue = list(files)
        before, start = tree_cpu(root), time.monotonic()

        async def work(tab):
            while queue:
                file = queue.pop(0)
                width, height = map(int, file.with_suffix(".size").read_text().split())
                await tab.set_viewport_size({"width": width, "height": height})
                await tab.goto(file.as_uri())
                await tab.evaluate("document.fonts.ready.then(() => true)")
                target = pathlib.Path(out, file.relative_to(pages_dir)).with_suffix(".png")
                target.parent.mkdir(parents=True, exist_ok=True)
                await tab.screenshot(path=str(target), type="png")

        await asyncio.gather(*(work(tab) for tab in tabs))
        cpu, wall = tree_cpu(root) - before, time.monotonic() - start
        await browser.close()
    print(f"cpu {cpu:.2f} wall {wall:.2f} shots {len(files)}")


if __name__ == "__main__":
    if sys.argv[1] == "pages":
        pages(*sys.argv[2:6])
    elif sys.argv[1] == "shoot":
        asyncio.run(shoot(*sys.argv[2:5]))
    else:
        sys.exit(f"unknown mode {sys.argv[1]}")

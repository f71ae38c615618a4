#!/usr/bin/env python3
"""Browser tests of a site `gentle-specimen site` wrote, in Debian's Chromium via Playwright.

    python3 Tests/Site/test_site.py SITE_DIR [--bidi-site DIR] [--screenshots DIR] [--only TEXT]

Every page loads from file:// with no console error, no failed request and no request off the
machine; the scheme and size switches swap the images and the token tables; a copy button puts
its value on the clipboard; search finds primaryCTA; Tab reaches every control; axe-core (the
copy axe-playwright-python ships) finds no serious or critical violation; the press previews
are animations whose frame count Chromium's own decoder reads (over a loopback HTTP server, as
a static host serves them). At 390 px (a phone) and 1400 px: the page never scrolls sideways,
every table fits its box (on a phone by stacking its rows), each sheet is drawn at no less than
its natural CSS size in a frame that scrolls; the previews start paused under reduced motion, a
button pauses and plays them; the scheme chosen on one page holds on the next. With
--bidi-site, a site whose first theme's name holds U+202E (RIGHT-TO-LEFT OVERRIDE) before
`lave`: its search results show the control escaped and the text after it left to right; beside
it a theme file named with markup, shown as text. Prints `N passed, N failed` last; exits 1 on
any failure.
"""

import argparse
import functools
import http.server
import pathlib
import sys
import threading
import time
import traceback

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
RESULTS = {"passed": 0, "failed": 0}


def check(name, body):
    start = time.monotonic()
    try:
        body()
    except Exception:  # a failed check is reported and the run goes on
        RESULTS["failed"] += 1
        print(f"FAIL {name}")
        traceback.print_exc()
    else:
        RESULTS["passed"] += 1
        print(f"ok   {name} ({time.monotonic() - start:.1f} s)")


class Watched:
    """A page whose console errors, page errors and failed or external requests are recorded."""

    def __init__(self, context, base):
        self.page = context.new_page()
        self.problems = []
        self.page.on("console", lambda m: m.type == "error" and self.problems.append(f"console: {m.text}"))
        self.page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))
        self.page.on("requestfailed", lambda r: self.problems.append(f"failed: {r.url} {r.failure}"))
        self.page.on(
            "request",
            lambda r: r.url.startswith((base, "data:")) or self.problems.append(f"external request: {r.url}"))

    def open(self, url):
        self.page.goto(url, wait_until="load")
        # Lazy images below the fold load too, so a missing file is a failed request.
        self.page.evaluate("document.querySelectorAll('img').forEach(i => { i.loading = 'eager'; })")
        self.page.wait_for_function(
            "Array.from(document.images).every(i => i.complete)", timeout=60000)
        broken = self.page.evaluate(
            "Array.from(document.images).filter(i => i.naturalWidth === 0).map(i => i.getAttribute('src'))")
        assert not broken, f"images that did not load: {broken}"
        assert not self.problems, "\n".join(self.problems)
        return self.page


PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1400, "height": 900}

# How the page lays out at its width: sideways overflow, each visible table against its box, each
# visible sheet against its natural CSS size (the width attribute) and its scrolling frame.
LAYOUT = """() => {
    document.querySelectorAll('details').forEach(d => { d.open = true; });
    const shown = e => e.offsetParent !== null;
    return {
        viewport: window.innerWidth,
        page: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
        tables: Array.from(document.querySelectorAll('.table-wrap')).filter(shown).map(wrap => ({
            table: Math.ceil(wrap.querySelector('table').getBoundingClientRect().width),
            box: wrap.clientWidth, scrolls: wrap.scrollWidth > wrap.clientWidth + 1,
            display: getComputedStyle(wrap.querySelector('table')).display})),
        sheets: Array.from(document.querySelectorAll('figure.sheet img')).filter(shown).map(img => {
            const frame = img.closest('.sheet-frame');
            return {src: img.getAttribute('src'), natural: img.width && Number(img.getAttribute('width')),
                    drawn: img.getBoundingClientRect().width, frame: frame.clientWidth,
                    scrolls: frame.scrollWidth > frame.clientWidth,
                    overflow: getComputedStyle(frame).overflowX};
        }),
    };
}"""


def frames_of(page, selector, count=6, pause=0.3):
    """`count` screenshots of the element, `pause` seconds apart, as bytes."""
    shots = []
    for _ in range(count):
        shots.append(page.locator(selector).screenshot(animations="allow"))
        time.sleep(pause)
    return shots


def visible_sources(page, selector):
    return page.evaluate(
        f"Array.from(document.querySelectorAll('{selector}')).filter(e => e.offsetParent !== null)"
        ".map(e => e.getAttribute('src'))")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site", type=pathlib.Path)
    parser.add_argument("--bidi-site", type=pathlib.Path)
    parser.add_argument("--screenshots", type=pathlib.Path)
    parser.add_argument("--only", help="run only the checks whose name holds this text")
    arguments = parser.parse_args()
    site = arguments.site.resolve()
    base = site.as_uri() + "/"
    themes = sorted(p.parent.name for p in site.glob("*/index.html"))
    assert themes, f"no theme pages in {site}"
    theme = "gentle-default" if "gentle-default" in themes else themes[0]

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    served = f"http://127.0.0.1:{server.server_address[1]}/"

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        context = browser.new_context(color_scheme="light", viewport={"width": 1280, "height": 900})
        context.grant_permissions(["clipboard-read", "clipboard-write"])
        # Each page of this context starts from no stored scheme, as the checks below expect; the
        # check of the stored choice has a context of its own.
        context.add_init_script("try { localStorage.clear(); } catch (e) {}")

        def every_page_loads_cleanly():
            for path in ["index.html"] + [f"{t}/index.html" for t in themes]:
                watched = Watched(context, base)
                watched.open(base + path)
                watched.page.close()

        def pages_load_from_a_static_host_too():
            watched = Watched(context, served)
            watched.open(served + f"{theme}/index.html")
            watched.page.close()

        def the_scheme_switch_swaps_images_and_tables():
            page = Watched(context, base).open(base + f"{theme}/index.html")
            assert page.evaluate("document.documentElement.dataset.scheme") == "light"
            page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
            light = visible_sources(page, "figure.sheet img")
            assert light and all("-light" in s for s in light), light
            assert page.locator("table.tokens th.col-light").first.is_visible()
            assert not page.locator("table.tokens th.col-dark").first.is_visible()
            page.check("input[name=scheme][value=dark]")
            dark = visible_sources(page, "figure.sheet img")
            assert dark and all("-dark" in s for s in dark), dark
            assert page.locator("table.tokens th.col-dark").first.is_visible()
            assert not page.locator("table.tokens th.col-light").first.is_visible()
            page.close()

        def dark_systems_start_in_dark():
            dark_context = browser.new_context(color_scheme="dark")
            page = Watched(dark_context, base).open(base + f"{theme}/index.html")
            assert page.evaluate("document.documentElement.dataset.scheme") == "dark"
            assert all("-dark" in s for s in visible_sources(page, "figure.sheet img"))
            dark_context.close()

        def without_script_every_sheet_is_still_shown():
            plain = browser.new_context(java_script_enabled=False, color_scheme="light")
            page = plain.new_page()
            page.goto(base + f"{theme}/index.html")
            shown = visible_sources(page, "figure.sheet img")
            assert shown and all("-light" in s for s in shown), shown
            assert page.locator("table.tokens").count() > 0
            plain.close()

        def the_size_switch_swaps_images():
            page = Watched(context, base).open(base + f"{theme}/index.html")
            sizes = page.evaluate("Array.from(document.querySelectorAll('#size option')).map(o => o.value)")
            if len(sizes) < 2:
                print(f"     (one Dynamic Type size drawn: {sizes}; nothing to switch)")
                return
            first = visible_sources(page, "figure.sheet img")
            page.select_option("#size", sizes[-1])
            last = visible_sources(page, "figure.sheet img")
            assert first != last and all(f"@{sizes[-1]}" in s for s in last), last

        def copy_buttons_put_the_value_on_the_clipboard():
            page = Watched(context, base).open(base + f"{theme}/index.html")
            page.evaluate("document.querySelector('details.tokens').open = true")
            button = page.locator("button.copy").first
            value = button.get_attribute("data-copy")
            button.click()
            assert page.evaluate("navigator.clipboard.readText()") == value
            page.wait_for_function("document.querySelector('button.copy').textContent === 'Copied'")
            page.close()

        def search_finds_primary_cta():
            page = Watched(context, base).open(base + "index.html")
            page.fill("#search", "primaryCTA")
            results = page.locator("#search-results a")
            assert results.count() > 0
            assert "primaryCTA" in results.first.inner_text()
            results.first.click()
            page.wait_for_load_state("load")
            assert "#t-" in page.url and "primaryCTA" in page.url, page.url
            target = page.evaluate("decodeURIComponent(location.hash.slice(1))")
            # The row's folded table opens for it.
            assert page.evaluate(f"document.getElementById({target!r}).offsetParent !== null")
            page.close()

        def search_results_show_a_bidi_control_inert():
            bidi = arguments.bidi_site.resolve().as_uri() + "/"
            page = Watched(context, bidi).open(bidi + "index.html")
            page.fill("#search", "primaryCTA")
            detail = page.locator("#search-results small").first
            text = detail.inner_text()
            assert "\u202e" not in text and "\\u{202E}lave" in text, repr(text)
            # Laid out left to right: each letter of "lave" stands right of the one before it
            # (after a raw U+202E the browser would draw "eval").
            lefts = page.evaluate("""() => {
                const walker = document.createTreeWalker(
                    document.querySelector('#search-results small'), NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                    const start = node.data.indexOf('lave');
                    if (start < 0) { continue; }
                    return [0, 1, 2, 3].map(i => {
                        const range = document.createRange();
                        range.setStart(node, start + i);
                        range.setEnd(node, start + i + 1);
                        return range.getBoundingClientRect().left;
                    });
                }
                return null;
            }""")
            assert lefts and lefts == sorted(lefts) and len(set(lefts)) == 4, lefts
            page.close()

        def the_gallery_shows_each_theme_under_its_name_as_text():
            bidi = arguments.bidi_site.resolve().as_uri() + "/"
            page = Watched(context, bidi).open(bidi + "index.html")
            names = page.evaluate("Array.from(document.querySelectorAll('.card-name')).map(e => e.textContent)")
            assert names == ["Gentle \\u{202E}lave", "Brand <b>&amp;"], names
            page.goto(bidi + "brand/index.html")
            assert page.evaluate("document.querySelector('h1').textContent") == "Brand <b>&amp;"
            assert page.evaluate("document.querySelectorAll('main b').length") == 0
            assert page.title().startswith("Brand <b>&amp;")
            page.close()

        def tab_reaches_every_control():
            for path in ["index.html", f"{theme}/index.html"]:
                page = Watched(context, base).open(base + path)
                wanted = page.evaluate(
                    "Array.from(document.querySelectorAll('a[href], button, input, select, summary'))"
                    ".filter(e => e.offsetParent !== null || e.classList.contains('skip'))"
                    ".map(e => e.type === 'radio' ? 'radio' : (e.id || e.className || e.tagName))")
                # The theme page's hundreds of copy buttons: Tab until the first few are reached.
                needed = set(wanted) if path == "index.html" else {"radio", "search", "SUMMARY", "skip"}
                reached = set()
                for _ in range(len(wanted) if path == "index.html" else 200):
                    page.keyboard.press("Tab")
                    reached.add(page.evaluate(
                        "(e => e.type === 'radio' ? 'radio' : (e.id || e.className || e.tagName))"
                        "(document.activeElement)"))
                    if needed <= reached:
                        break
                assert needed <= reached, f"{path}: Tab never reached {needed - reached}"
                if path != "index.html":
                    # Enter on a folded table's summary opens it; Tab then reaches its first copy button.
                    page.focus("details.tokens > summary")
                    page.keyboard.press("Enter")
                    page.keyboard.press("Tab")
                    assert page.evaluate("document.activeElement.className") == "copy"
                # The scheme radios answer the arrow keys.
                page.focus("input[name=scheme]:checked")
                page.keyboard.press("ArrowRight")
                assert page.evaluate("document.documentElement.dataset.scheme") == "dark"
                page.close()

        def axe_finds_no_serious_violation():
            # A phone and a desktop, light and dark, the previews playing and paused (reduced motion);
            # on the phone a token table open, stacked (one: axe takes seconds per hundred controls).
            for path, scheme, viewport, motion in [
                    ("index.html", "light", PHONE, "no-preference"),
                    (f"{theme}/index.html", "light", DESKTOP, "no-preference"),
                    (f"{theme}/index.html", "dark", PHONE, "reduce")]:
                scheme_context = browser.new_context(color_scheme=scheme, viewport=viewport, reduced_motion=motion)
                page = Watched(scheme_context, base).open(base + path)
                if viewport is PHONE and path != "index.html":
                    page.evaluate("document.querySelector('details.tokens').open = true")
                results = Axe().run(page)
                serious = [v for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
                where = f"{path} ({scheme}, {viewport['width']} px, motion {motion})"
                for violation in serious:
                    print(f"     {where}: {violation['id']}: {violation['help']} "
                          f"({len(violation['nodes'])} nodes, e.g. {violation['nodes'][0]['target']})")
                assert not serious, f"{where}: {len(serious)} serious violations"
                scheme_context.close()

        def a_phone_and_a_desktop_lay_the_pages_out():
            for viewport in [PHONE, DESKTOP]:
                sized = browser.new_context(color_scheme="light", viewport=viewport)
                for path in ["index.html", f"{theme}/index.html"]:
                    page = Watched(sized, base).open(base + path)
                    layout = page.evaluate(LAYOUT)
                    where = f"{path} at {viewport['width']} px"
                    assert layout["page"] <= layout["viewport"], f"{where}: the page is {layout['page']} px wide"
                    for table in layout["tables"]:
                        assert table["table"] <= table["box"] and not table["scrolls"], f"{where}: {table}"
                        # A phone stacks the rows; a desktop keeps the grid.
                        assert (table["display"] == "block") == (viewport is PHONE), f"{where}: {table}"
                    for sheet in layout["sheets"]:
                        assert sheet["drawn"] >= sheet["natural"] - 0.5, f"{where}: {sheet}"
                        assert sheet["frame"] <= layout["viewport"], f"{where}: {sheet}"
                        assert sheet["overflow"] == "auto", f"{where}: {sheet}"
                    if path != "index.html":
                        assert layout["sheets"] and layout["tables"], where
                        wide = [sheet for sheet in layout["sheets"] if sheet["scrolls"]]
                        print(f"     {where}: {len(layout['sheets'])} sheets, {len(wide)} scroll sideways, "
                              f"{len(layout['tables'])} tables fit")
                        if viewport is PHONE:
                            # A sheet wider than the phone scrolls, by touch and by the keyboard too.
                            assert wide, f"{where}: no sheet is wider than a phone?"
                            frame = page.locator("figure.sheet:visible .sheet-frame").first
                            frame.focus()
                            page.keyboard.press("ArrowRight")
                            page.wait_for_function(
                                "document.activeElement.scrollLeft > 0", timeout=2000)
                    page.close()
                sized.close()

        def previews_start_paused_under_reduced_motion():
            calm = browser.new_context(color_scheme="light", viewport=PHONE, reduced_motion="reduce")
            page = Watched(calm, served).open(served + f"{theme}/index.html")
            button = page.get_by_role("button", name="Play previews")
            assert button.is_visible()
            assert page.locator("img.preview:visible").count() == 0
            stills = page.locator("canvas.preview:visible")
            assert stills.count() > 0
            page.wait_for_function("Array.from(document.querySelectorAll('canvas.preview')).every("
                                   "c => c.hasAttribute('data-drawn'))")
            # A still frame, not an empty canvas.
            assert page.evaluate("""() => Array.from(document.querySelectorAll('canvas.preview:not([hidden])')).every(c => {
                const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
                return data.some((value, i) => i % 4 === 3 && value > 0);
            })""")
            # Shown at the animation's own size: each still as wide as its image.
            sizes = page.evaluate("""() => Array.from(document.querySelectorAll('img.preview')).map(
                i => [i.naturalWidth, i.stillFrame.getBoundingClientRect().width || i.naturalWidth])""")
            assert all(abs(natural - shown) < 1 for natural, shown in sizes), sizes
            shots = frames_of(page, "#press-figures", count=4)
            assert len(set(shots)) == 1, "a paused preview moved"
            button.click()
            assert page.get_by_role("button", name="Pause previews").is_visible()
            assert page.locator("img.preview:visible").count() > 0
            assert page.locator("canvas.preview:visible").count() == 0
            calm.close()

        def the_pause_button_stops_and_plays_the_previews():
            lively = browser.new_context(color_scheme="light", viewport=DESKTOP, reduced_motion="no-preference")
            page = Watched(lively, served).open(served + f"{theme}/index.html")
            assert page.locator("canvas.preview").count() == 0
            assert len(set(frames_of(page, "#press-figures", count=8, pause=0.2))) > 1, "the previews do not play"
            # The keyboard reaches and presses it.
            page.get_by_role("button", name="Pause previews").focus()
            page.keyboard.press("Enter")
            assert page.evaluate("document.activeElement.textContent") == "Play previews"
            assert page.locator("img.preview:visible").count() == 0
            assert len(set(frames_of(page, "#press-figures", count=4))) == 1, "a paused preview moved"
            page.keyboard.press("Space")
            assert page.get_by_role("button", name="Pause previews").is_visible()
            assert len(set(frames_of(page, "#press-figures", count=8, pause=0.2))) > 1, "Play did not play"
            lively.close()

        def without_script_reduced_motion_leaves_the_animations_to_a_link():
            plain = browser.new_context(java_script_enabled=False, reduced_motion="reduce", viewport=PHONE)
            page = plain.new_page()
            page.goto(base + f"{theme}/index.html")
            assert page.locator("img.preview:visible").count() == 0
            links = page.locator("a.motion-link:visible")
            assert links.count() > 0 and links.first.get_attribute("href").endswith(".png")
            plain.close()

        def the_scheme_chosen_holds_on_the_next_page():
            remembering = browser.new_context(color_scheme="light", viewport=PHONE)
            page = Watched(remembering, base).open(base + "index.html")
            assert page.evaluate("document.documentElement.dataset.scheme") == "light"
            page.check("input[name=scheme][value=dark]")
            page.locator(".card a").first.click()
            page.wait_for_load_state("load")
            assert page.url != base + "index.html", page.url
            assert page.evaluate("document.documentElement.dataset.scheme") == "dark"
            assert page.locator("input[name=scheme][value=dark]").is_checked()
            shown = visible_sources(page, "figure.sheet img")
            assert shown and all("-dark" in s for s in shown), shown
            page.check("input[name=scheme][value=light]")
            page.goto(base + "index.html")
            assert page.evaluate("document.documentElement.dataset.scheme") == "light"
            remembering.close()

        def press_previews_are_animations_chromium_decodes():
            page = Watched(context, served).open(served + f"{theme}/index.html")
            sources = page.evaluate(
                "Array.from(document.querySelectorAll('img.preview')).map(i => i.getAttribute('src'))")
            assert sources, "no press previews on the page"
            for source in sources[:2]:
                frames = page.evaluate(
                    """async src => {
                        const response = await fetch(src);
                        const decoder = new ImageDecoder({data: response.body, type: 'image/png'});
                        await decoder.tracks.ready;
                        await decoder.completed;
                        return decoder.tracks.selectedTrack.frameCount;
                    }""", source)
                assert frames > 10, f"{source}: {frames} frames"
                print(f"     {source}: {frames} frames")
            page.close()

        for body in [
            every_page_loads_cleanly, pages_load_from_a_static_host_too, the_scheme_switch_swaps_images_and_tables,
            dark_systems_start_in_dark, without_script_every_sheet_is_still_shown, the_size_switch_swaps_images,
            copy_buttons_put_the_value_on_the_clipboard, search_finds_primary_cta, tab_reaches_every_control,
            axe_finds_no_serious_violation, press_previews_are_animations_chromium_decodes,
            a_phone_and_a_desktop_lay_the_pages_out, previews_start_paused_under_reduced_motion,
            the_pause_button_stops_and_plays_the_previews, without_script_reduced_motion_leaves_the_animations_to_a_link,
            the_scheme_chosen_holds_on_the_next_page,
        ] + ([search_results_show_a_bidi_control_inert, the_gallery_shows_each_theme_under_its_name_as_text]
             if arguments.bidi_site else []):
            if arguments.only and arguments.only not in body.__name__.replace("_", " "):
                continue
            check(body.__name__.replace("_", " "), body)

        if arguments.screenshots:
            arguments.screenshots.mkdir(parents=True, exist_ok=True)
            for scheme in ["light", "dark"]:
                shot = browser.new_context(color_scheme=scheme, viewport={"width": 1280, "height": 900})
                for name, path in [("index", "index.html"), ("theme", f"{theme}/index.html")]:
                    page = shot.new_page()
                    page.goto(base + path, wait_until="load")
                    page.screenshot(path=str(arguments.screenshots / f"{name}-{scheme}.png"), full_page=False)
                shot.close()
            # A phone: the top of a theme page, a sheet in its frame, a stacked token table, the
            # previews paused; light and dark.
            for scheme in ["light", "dark"]:
                phone = browser.new_context(color_scheme=scheme, viewport=PHONE, device_scale_factor=2,
                                            reduced_motion="reduce")
                page = phone.new_page()
                page.goto(base + f"{theme}/index.html", wait_until="load")
                page.evaluate("document.querySelectorAll('img').forEach(i => { i.loading = 'eager'; })")
                page.wait_for_function("Array.from(document.images).every(i => i.complete)")
                page.screenshot(path=str(arguments.screenshots / f"phone-theme-{scheme}.png"))
                page.locator("section[id^=sheet-] figure.sheet:visible").first.scroll_into_view_if_needed()
                page.evaluate("window.scrollBy(0, -80)")
                page.screenshot(path=str(arguments.screenshots / f"phone-sheet-{scheme}.png"))
                page.evaluate("document.querySelector('details.tokens').open = true")
                page.locator("details.tokens tbody tr").first.scroll_into_view_if_needed()
                page.screenshot(path=str(arguments.screenshots / f"phone-tokens-{scheme}.png"))
                page.locator("#press").scroll_into_view_if_needed()
                page.screenshot(path=str(arguments.screenshots / f"phone-press-{scheme}.png"))
                phone.close()
        browser.close()
    server.shutdown()
    print(f"{RESULTS['passed']} passed, {RESULTS['failed']} failed")
    return 1 if RESULTS["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Browser tests of a site `gentle-specimen site` wrote, in Debian's Chromium via Playwright.

    python3 Tests/Site/test_site.py SITE_DIR [--bidi-site DIR] [--screenshots DIR]

Every page loads from file:// with no console error, no failed request and no request off the
machine; the scheme and size switches swap the images and the token tables; a copy button puts
its value on the clipboard; search finds primaryCTA; Tab reaches every control; axe-core (the
copy axe-playwright-python ships) finds no serious or critical violation; the press previews
are animations whose frame count Chromium's own decoder reads (over a loopback HTTP server, as
a static host serves them). With --bidi-site, a site of one theme whose name holds U+202E
(RIGHT-TO-LEFT OVERRIDE) before `lave`: its search results show the control escaped and the
text after it left to right. Prints `N passed, N failed` last; exits 1 on any failure.
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


def visible_sources(page, selector):
    return page.evaluate(
        f"Array.from(document.querySelectorAll('{selector}')).filter(e => e.offsetParent !== null)"
        ".map(e => e.getAttribute('src'))")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site", type=pathlib.Path)
    parser.add_argument("--bidi-site", type=pathlib.Path)
    parser.add_argument("--screenshots", type=pathlib.Path)
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
            for path, scheme in [("index.html", "light"), (f"{theme}/index.html", "light"),
                                 (f"{theme}/index.html", "dark")]:
                scheme_context = browser.new_context(color_scheme=scheme)
                page = Watched(scheme_context, base).open(base + path)
                results = Axe().run(page)
                serious = [v for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
                for violation in serious:
                    print(f"     {path} ({scheme}): {violation['id']}: {violation['help']} "
                          f"({len(violation['nodes'])} nodes, e.g. {violation['nodes'][0]['target']})")
                assert not serious, f"{path} ({scheme}): {len(serious)} serious violations"
                scheme_context.close()

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
        ] + ([search_results_show_a_bidi_control_inert] if arguments.bidi_site else []):
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
        browser.close()
    server.shutdown()
    print(f"{RESULTS['passed']} passed, {RESULTS['failed']} failed")
    return 1 if RESULTS["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())

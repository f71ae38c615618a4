/// The site's style sheet and script, the same for every page and run. The script only
/// enhances: without it every image and table is shown and readable.
enum SiteAssets {
    /// Neutral chrome in light and dark, the scheme from the switch or else from the system.
    static let styleSheet = """
        :root { --bg: #f6f6f4; --panel: #ffffff; --text: #1c1c1e; --muted: #55575d; --line: #d9d9de;
          --accent: #0a58ca; --fail: #b3261e; --ok: #1e6b35; color-scheme: light; }
        html[data-scheme="dark"] { --bg: #121214; --panel: #1c1c1f; --text: #f2f2f5; --muted: #b4b6bd;
          --line: #3a3a40; --accent: #8ab4ff; --fail: #ff8a80; --ok: #7bd88f; color-scheme: dark; }
        @media (prefers-color-scheme: dark) {
          html:not([data-scheme]) { --bg: #121214; --panel: #1c1c1f; --text: #f2f2f5; --muted: #b4b6bd;
            --line: #3a3a40; --accent: #8ab4ff; --fail: #ff8a80; --ok: #7bd88f; color-scheme: dark; }
          html:not([data-scheme]) .v-light { display: none; }
        }
        @media not (prefers-color-scheme: dark) { html:not([data-scheme]) .v-dark { display: none; } }
        html[data-scheme="light"] .v-dark, html[data-scheme="dark"] .v-light, html[data-scheme="light"] .col-dark,
        html[data-scheme="dark"] .col-light, [hidden] { display: none !important; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text);
          font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        a { color: var(--accent); }
        .skip { position: absolute; left: -999px; top: 0; }
        .skip:focus { left: 1rem; background: var(--panel); padding: .5rem 1rem; z-index: 2; }
        .site-header { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: center; justify-content: space-between;
          padding: .75rem clamp(1rem, 4vw, 3rem); border-bottom: 1px solid var(--line); background: var(--panel);
          position: sticky; top: 0; z-index: 1; }
        .home { font-weight: 600; text-decoration: none; }
        .search { position: relative; display: flex; gap: .5rem; align-items: center; }
        .search input { font: inherit; padding: .35rem .6rem; border: 1px solid var(--muted); border-radius: .4rem;
          background: var(--bg); color: var(--text); width: min(22rem, 60vw); }
        .search-results { position: absolute; right: 0; top: 100%; margin: .25rem 0 0; padding: 0; list-style: none;
          width: min(30rem, 90vw); max-height: 60vh; overflow: auto; background: var(--panel);
          border: 1px solid var(--line); border-radius: .5rem; box-shadow: 0 8px 24px rgb(0 0 0 / .18); }
        .search-results:empty { display: none; }
        .search-results a { display: block; padding: .4rem .75rem; text-decoration: none; color: var(--text); }
        .search-results a:hover, .search-results a:focus { background: var(--bg); }
        .search-results small { color: var(--muted); display: block; }
        main { padding: 1.5rem clamp(1rem, 4vw, 3rem) 3rem; max-width: 90rem; margin: 0 auto; }
        h1 { font-size: 2.2rem; margin: .5rem 0 .25rem; overflow-wrap: anywhere; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
          white-space: nowrap; }
        h2 { margin: 2.5rem 0 1rem; padding-top: 1rem; border-top: 1px solid var(--line); }
        .lede { font-size: 1.15rem; color: var(--muted); margin: 0 0 .5rem; }
        .meta { color: var(--muted); margin: 0 0 1rem; }
        .switches { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: center; margin: 1rem 0; }
        .switch { border: 1px solid var(--line); border-radius: .5rem; padding: .3rem .75rem; margin: 0;
          display: flex; gap: .75rem; align-items: center; background: var(--panel); }
        .switch legend { float: left; margin-right: .5rem; color: var(--muted); }
        .switch select { font: inherit; }
        .toc ul { display: flex; flex-wrap: wrap; gap: .4rem 1rem; padding: 0; list-style: none; }
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: 1.5rem;
          padding: 0; list-style: none; }
        .card { background: var(--panel); border: 1px solid var(--line); border-radius: .9rem; padding: .75rem; }
        .card a { display: flex; flex-direction: column; gap: .5rem; text-decoration: none; }
        .card img { width: 100%; height: auto; border-radius: .6rem; }
        .card-name { font-weight: 600; font-size: 1.1rem; }
        .card-summary { margin: .25rem 0 0; color: var(--muted); font-size: .95rem; }
        .figures { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
        figure { margin: 0; }
        figure.sheet { flex: 0 1 auto; min-width: 0; max-width: 100%; }
        .sheet-frame { overflow-x: auto; overscroll-behavior-x: contain; border: 1px solid var(--line);
          border-radius: .5rem; background: var(--panel);
          background-image: linear-gradient(to right, var(--panel), var(--panel)),
            linear-gradient(to left, var(--panel), var(--panel)),
            linear-gradient(to right, rgb(0 0 0 / .18), transparent), linear-gradient(to left, rgb(0 0 0 / .18), transparent);
          background-position: left center, right center, left center, right center;
          background-repeat: no-repeat; background-size: 1.5rem 100%, 1.5rem 100%, .75rem 100%, .75rem 100%;
          background-attachment: local, local, scroll, scroll; }
        .sheet-frame img { display: block; max-width: none; height: auto; }
        .full-size { white-space: nowrap; }
        figcaption { color: var(--muted); font-size: .9rem; margin-top: .25rem; }
        figure.press { background: var(--panel); border: 1px solid var(--line); border-radius: .6rem; padding: .5rem;
          text-align: center; }
        .preview { display: block; max-width: 100%; height: auto; margin: 0 auto; }
        .motion { font: inherit; display: inline-flex; gap: .5rem; align-items: center; margin: 0 0 1rem;
          padding: .35rem .9rem; border: 1px solid var(--muted); border-radius: .4rem; background: var(--panel);
          color: var(--text); cursor: pointer; min-height: 2.75rem; }
        .motion-icon { width: .75rem; height: .85rem; border: solid currentColor; border-width: 0 .25rem; }
        .motion[data-paused] .motion-icon { width: 0; height: 0; border-width: .45rem 0 .45rem .75rem;
          border-color: transparent transparent transparent currentColor; }
        .motion-link { display: none; }
        @media (prefers-reduced-motion: reduce) {
          /* Without script nothing can pause an animated PNG: it is left out, opened on request. */
          html.no-js img.preview { display: none; }
          .no-js .motion-link { display: inline-block; padding: .6rem .4rem; }
        }
        details.tokens { margin-top: 1rem; }
        details.tokens > summary { cursor: pointer; font-weight: 600; padding: .4rem 0; }
        .table-wrap { overflow-x: auto; margin-top: .5rem; }
        .table-wrap code { overflow-wrap: anywhere; }
        table { border-collapse: collapse; background: var(--panel); font-size: .92rem; min-width: 40rem; }
        caption { text-align: left; color: var(--muted); padding: .25rem 0 .5rem; }
        th, td { border-bottom: 1px solid var(--line); padding: .35rem .75rem; text-align: left; vertical-align: top; }
        thead th { position: sticky; top: 0; background: var(--panel); }
        tr:target { outline: 2px solid var(--accent); }
        code { font-family: ui-monospace, "JetBrains Mono", Menlo, monospace; font-size: .88em; }
        .swatch { display: inline-block; width: 1.1em; height: 1.1em; vertical-align: -.2em; margin-right: .4em;
          border: 1px solid var(--muted); border-radius: .25em; }
        .copy { margin-left: .5em; font: inherit; font-size: .8rem; padding: .05rem .45rem; border-radius: .3rem;
          border: 1px solid var(--muted); background: var(--bg); color: var(--text); cursor: pointer; }
        .grade { display: block; white-space: nowrap; }
        .level-fail, .cvd-close { color: var(--fail); font-weight: 600; }
        .level-aaa, .cvd-ok { color: var(--ok); }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        .downloads li { margin: .25rem 0; }
        .site-footer { border-top: 1px solid var(--line); color: var(--muted); padding: 1rem clamp(1rem, 4vw, 3rem); }
        /* A phone: each table row stacks into a card, each value labelled by its column's head. */
        @media (max-width: 44rem) {
          .table-wrap table { min-width: 0; width: 100%; }
          .table-wrap table, .table-wrap caption, .table-wrap tbody, .table-wrap tr, .table-wrap th,
          .table-wrap td { display: block; }
          .table-wrap thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
          .table-wrap caption { padding: .25rem .75rem .5rem; }
          .table-wrap tr { border-bottom: 1px solid var(--line); padding: .5rem 0; }
          .table-wrap th, .table-wrap td { border: 0; padding: .15rem .75rem; }
          .table-wrap td:empty { display: none; }
          .table-wrap td[data-label]::before { content: attr(data-label); display: inline-block; min-width: 5.5rem;
            color: var(--muted); font-size: .85rem; }
          .grade { white-space: normal; padding-left: 1rem; }
          .copy { font-size: .9rem; padding: .3rem .75rem; }
          /* The header scrolls away: a phone's height is for the sheets. */
          .site-header { position: static; gap: .5rem; }
          .search { flex: 1 1 100%; flex-wrap: wrap; gap: .25rem; }
          .search label { font-size: .9rem; color: var(--muted); }
          .search input { width: 100%; }
          /* The caption and its Full size link above a sheet taller than the screen. */
          figure.sheet { display: flex; flex-direction: column; }
          figure.sheet figcaption { order: -1; margin: 0 0 .35rem; }
        }

        """

    /// The switches, the copy buttons and the search box.
    static let script = """
        (function () {
          "use strict";
          var root = document.documentElement;
          root.classList.remove("no-js");
          root.classList.add("js");
          document.querySelectorAll("[data-switches]").forEach(function (el) { el.hidden = false; });

          // The scheme chosen on one page holds on the next (the head's inline script applies it
          // before the first paint); storage may be refused, as some browsers do for file://.
          var schemeKey = "\(SiteHTML.schemeKey)";
          function storedScheme() {
            try { return window.localStorage.getItem(schemeKey); } catch (error) { return null; }
          }
          function storeScheme(value) {
            try { window.localStorage.setItem(schemeKey, value); } catch (error) { return; }
          }

          var radios = Array.prototype.slice.call(document.querySelectorAll("input[name=scheme]"));
          function setScheme(value) {
            root.setAttribute("data-scheme", value);
            radios.forEach(function (radio) { radio.checked = radio.value === value; });
          }
          if (radios.length) {
            var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
            var offered = function (value) { return radios.some(function (r) { return r.value === value; }); };
            var wanted = offered(storedScheme()) ? storedScheme() : (dark ? "dark" : "light");
            setScheme(offered(wanted) ? wanted : radios[0].value);
            radios.forEach(function (radio) {
              radio.addEventListener("change", function () {
                setScheme(radio.value);
                storeScheme(radio.value);
              });
            });
          }

          var size = document.getElementById("size");
          function setSize(value) {
            root.setAttribute("data-size", value);
            document.querySelectorAll("[data-size]").forEach(function (el) {
              if (el !== root) { el.hidden = el.getAttribute("data-size") !== value; }
            });
          }
          if (size) {
            setSize(size.value);
            size.addEventListener("change", function () { setSize(size.value); });
          }

          // The press previews: one button pauses and plays them all; under reduced motion they
          // start paused. A paused preview is a canvas holding the frame the animation was on.
          var motion = document.querySelector("button.motion");
          var previews = Array.prototype.slice.call(document.querySelectorAll("img.preview"));
          var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)");
          function stillFrame(img) {
            if (img.stillFrame) { return img.stillFrame; }
            var canvas = document.createElement("canvas");
            canvas.className = img.className + " still";
            canvas.setAttribute("role", "img");
            canvas.setAttribute("aria-label", img.alt + ", paused");
            img.parentNode.insertBefore(canvas, img.nextSibling);
            img.stillFrame = canvas;
            return canvas;
          }
          function freeze(img) {
            var canvas = stillFrame(img);
            function draw() {
              var scale = parseFloat(img.getAttribute("data-scale")) || 1;
              // naturalWidth is in CSS pixels (the srcset's density taken out); the canvas keeps
              // every device pixel and is shown at the animation's own size.
              canvas.width = Math.round(img.naturalWidth * scale);
              canvas.height = Math.round(img.naturalHeight * scale);
              canvas.style.width = img.naturalWidth + "px";
              canvas.getContext("2d").drawImage(img, 0, 0, canvas.width, canvas.height);
              canvas.setAttribute("data-drawn", "");
            }
            if (img.complete && img.naturalWidth) { draw(); } else { img.addEventListener("load", draw, { once: true }); }
            canvas.hidden = false;
            img.hidden = true;
          }
          function setPlaying(playing) {
            previews.forEach(function (img) {
              if (playing) {
                img.hidden = false;
                if (img.stillFrame) { img.stillFrame.hidden = true; }
              } else {
                freeze(img);
              }
            });
            if (playing) { motion.removeAttribute("data-paused"); } else { motion.setAttribute("data-paused", ""); }
            motion.querySelector(".motion-label").textContent = playing ? "Pause previews" : "Play previews";
          }
          if (motion && previews.length) {
            setPlaying(!(reduced && reduced.matches));
            motion.addEventListener("click", function () { setPlaying(motion.hasAttribute("data-paused")); });
            if (reduced && reduced.addEventListener) {
              reduced.addEventListener("change", function () { if (reduced.matches) { setPlaying(false); } });
            }
          }

          function copied(button) {
            button.textContent = "Copied";
            setTimeout(function () { button.textContent = "Copy"; }, 1500);
          }
          document.addEventListener("click", function (event) {
            var button = event.target.closest && event.target.closest("button.copy");
            if (!button) { return; }
            var value = button.getAttribute("data-copy");
            if (navigator.clipboard && navigator.clipboard.writeText) {
              navigator.clipboard.writeText(value).then(function () { copied(button); }, function () {});
            }
          });

          // A link to a token row (a search result) unfolds the table that holds it.
          function reveal() {
            var id = decodeURIComponent(location.hash.slice(1));
            var row = id && document.getElementById(id);
            var folded = row && row.closest && row.closest("details");
            if (folded) { folded.open = true; row.scrollIntoView(); }
          }
          window.addEventListener("hashchange", reveal);
          reveal();

          // Each indexed text in its own isolate, set as text: right-to-left letters in a theme's
          // name cannot reorder the value beside it (its controls are already escaped in the index).
          function isolated(text) {
            var part = document.createElement("bdi");
            part.textContent = text;
            return part;
          }

          var input = document.getElementById("search");
          var results = document.getElementById("search-results");
          var index = window.gentleSearchIndex || [];
          var base = root.getAttribute("data-root") || "";
          if (input && results) {
            input.addEventListener("input", function () {
              var query = input.value.trim().toLowerCase();
              results.textContent = "";
              if (!query) { return; }
              var shown = 0;
              for (var i = 0; i < index.length && shown < 40; i++) {
                var entry = index[i];
                if (entry.name.toLowerCase().indexOf(query) < 0 && entry.value.toLowerCase().indexOf(query) < 0) {
                  continue;
                }
                shown++;
                var item = document.createElement("li");
                var link = document.createElement("a");
                link.href = base + entry.href;
                link.appendChild(isolated(entry.name));
                var detail = document.createElement("small");
                detail.appendChild(isolated(entry.theme));
                detail.appendChild(document.createTextNode(" · "));
                detail.appendChild(isolated(entry.value));
                link.appendChild(detail);
                item.appendChild(link);
                results.appendChild(item);
              }
              if (!shown) {
                var none = document.createElement("li");
                none.textContent = "No token matches";
                results.appendChild(none);
              }
            });
          }
        })();

        """
}

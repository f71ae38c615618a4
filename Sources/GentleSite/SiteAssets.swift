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
        h1 { font-size: 2.2rem; margin: .5rem 0 .25rem; }
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
        figure.sheet { flex: 1 1 20rem; max-width: 100%; }
        figure.sheet img { max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: .5rem; }
        figcaption { color: var(--muted); font-size: .9rem; margin-top: .25rem; }
        figure.press { background: var(--panel); border: 1px solid var(--line); border-radius: .6rem; padding: .5rem;
          text-align: center; }
        .preview { display: block; max-width: 100%; height: auto; margin: 0 auto; }
        details.tokens { margin-top: 1rem; }
        details.tokens > summary { cursor: pointer; font-weight: 600; padding: .4rem 0; }
        .table-wrap { overflow-x: auto; margin-top: .5rem; }
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

        """

    /// The switches, the copy buttons and the search box.
    static let script = """
        (function () {
          "use strict";
          var root = document.documentElement;
          root.classList.remove("no-js");
          root.classList.add("js");
          document.querySelectorAll("[data-switches]").forEach(function (el) { el.hidden = false; });

          var radios = Array.prototype.slice.call(document.querySelectorAll("input[name=scheme]"));
          function setScheme(value) {
            root.setAttribute("data-scheme", value);
            radios.forEach(function (radio) { radio.checked = radio.value === value; });
          }
          if (radios.length) {
            var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
            var wanted = dark ? "dark" : "light";
            setScheme(radios.some(function (r) { return r.value === wanted; }) ? wanted : radios[0].value);
            radios.forEach(function (radio) {
              radio.addEventListener("change", function () { setScheme(radio.value); });
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

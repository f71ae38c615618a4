import GentleFiles
import GentleTheme
import GentleTokens

/// The pieces every page shares: the document around a body, escaping, links and the switches.
enum SiteHTML {
    /// Untrusted text for an element or a quoted attribute.
    static func text(_ text: String) -> String { Markup.escaped(text) }

    /// A relative link of path components, each percent-encoded, escaped for an attribute.
    static func url(_ components: [String]) -> String { Markup.escaped(Markup.relativeURL(components)) }

    /// `v-light` or `v-dark` when the run drew several schemes (the switch shows one), else none.
    static func variantClass(_ scheme: GentleColorScheme, of schemes: [GentleColorScheme]) -> String {
        schemes.count > 1 ? "v-\(scheme.rawValue)" : ""
    }

    /// A whole page. `root` leads from the page to the site folder (`""` or `"../"`).
    static func document(title: String, root: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en" class="no-js" data-root="\(root)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <link rel="icon" href="data:,">
        <title>\(text(title)) · gentle-specimen</title>
        <link rel="stylesheet" href="\(root)\(SitePages.styleSheet)">
        <script src="\(root)\(SitePages.searchIndex)" defer></script>
        <script src="\(root)\(SitePages.script)" defer></script>
        </head>
        <body>
        <a class="skip" href="#main">Skip to content</a>
        <header class="site-header">
        <nav aria-label="Site"><a class="home" href="\(root)index.html">Theme gallery</a></nav>
        <form class="search" role="search" data-switches hidden>
        <label for="search">Search tokens</label>
        <input id="search" type="search" autocomplete="off" placeholder="primaryCTA, #0B5FFF, body_m…">
        <ul id="search-results" class="search-results" aria-live="polite"></ul>
        </form>
        </header>
        <main id="main">
        \(body)
        </main>
        <footer class="site-footer"><p>Drawn by gentle-specimen from the theme's tokens; no server, no external requests.</p></footer>
        </body>
        </html>

        """
    }

    /// The scheme radios (when several schemes were drawn) and the text size menu (when several
    /// sizes were), hidden until the script shows them: without it every variant is readable.
    static func switches(schemes: [GentleColorScheme], sizes: [ContentSizeCategory]) -> String {
        var parts: [String] = []
        if schemes.count > 1 {
            let radios = schemes.map { scheme in
                "<label><input type=\"radio\" name=\"scheme\" value=\"\(scheme.rawValue)\"> \(scheme.rawValue.capitalized)</label>"
            }
            parts.append("<fieldset class=\"switch\"><legend>Scheme</legend>\(radios.joined())</fieldset>")
        }
        if sizes.count > 1 {
            let options = sizes.map { "<option value=\"\($0.rawValue)\">\($0.rawValue)</option>" }
            parts.append(
                "<label class=\"switch\">Dynamic Type size <select id=\"size\">\(options.joined())</select></label>")
        }
        guard !parts.isEmpty else { return "" }
        return "<div class=\"switches\" data-switches hidden>\(parts.joined())</div>"
    }
}

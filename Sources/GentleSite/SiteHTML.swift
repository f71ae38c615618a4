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

    /// The `localStorage` key of the scheme chosen on the switch, which every page of every site
    /// this tool writes reads (`site.js` writes it).
    static let schemeKey = "gentle-specimen.scheme"

    /// A whole page. `root` leads from the page to the site folder (`""` or `"../"`); `schemes`
    /// are those the run drew, whose switch the page restores before its first paint.
    static func document(title: String, root: String, schemes: [GentleColorScheme], body: String) -> String {
        // Inline and first, so a page opened after a choice never flashes the other scheme; only a
        // scheme this site drew is taken (another site's choice under file:// may name one it did not).
        let restore =
            schemes.count > 1
            ? "<script>try { var s = localStorage.getItem(\"\(schemeKey)\"); if (\(schemes.map { "s === \"\($0.rawValue)\"" }.joined(separator: " || "))) "
                + "{ document.documentElement.setAttribute(\"data-scheme\", s); } } catch (e) {}</script>\n" : ""
        return """
            <!doctype html>
            <html lang="en" class="no-js" data-root="\(root)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            \(restore)<link rel="icon" href="data:,">
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

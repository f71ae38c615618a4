import GentleFiles
import GentleSheets
import GentleSpecimen
import GentleTheme
import GentleTokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A theme page's tables: a sheet's tokens with copy buttons, the WCAG contrast of every text
/// pair, and how the palette's pairs fare under colour-vision deficiencies.
struct ThemeTables {
    let theme: SpecimenTheme
    let schemes: [GentleColorScheme]

    /// The row id of a token on a sheet's table, which search results link to.
    static func rowID(_ name: String, sheet: SheetKind) -> String {
        "t-\(sheet.rawValue)-\(name)"
    }

    func colors(_ scheme: GentleColorScheme) -> ResolvedColors {
        ResolvedColors(tokens: theme.spec.colors, scheme: scheme)
    }

    /// Name, value per scheme (swatch, code, copy button), contrast grades of a text colour.
    func tokenTable(_ rows: SiteTokenRows, sheet: SheetKind) -> String {
        guard !rows.rows.isEmpty else { return "" }
        let heads = schemes.map { "<th scope=\"col\"\(column($0))>\($0.rawValue.capitalized)</th>" }.joined()
        let body = rows.rows.map { row in
            let cells = schemes.map { scheme in
                guard let value = row.values[scheme] else { return "<td\(column(scheme))></td>" }
                return "<td\(column(scheme))\(Self.label(scheme))>"
                    + "\(valueCell(value, label: "\(row.name) (\(scheme.rawValue))"))</td>"
            }
            return "<tr id=\"\(SiteHTML.text(Self.rowID(row.name, sheet: sheet)))\"><th scope=\"row\"><code>"
                + "\(Self.breakable(row.name))</code></th>\(cells.joined())<td data-label=\"Contrast\">\(contrast(of: row.name))</td></tr>"
        }
        // Folded, so the page reads as its sheets; search and a link to a row unfold it.
        return """
            <details class="tokens"><summary>\(rows.rows.count) tokens this sheet draws</summary>
            <div class="table-wrap"><table class="tokens">
            <caption>Tokens the \(SiteHTML.text(ThemePage.title(sheet).lowercased())) sheet draws</caption>
            <thead><tr><th scope="col">Token</th>\(heads)<th scope="col">Contrast</th></tr></thead>
            <tbody>
            \(body.joined(separator: "\n"))
            </tbody></table></div></details>
            """
    }

    /// A dotted token name, escaped, that a narrow column breaks after a dot rather than inside a word.
    static func breakable(_ name: String) -> String {
        LiteralText.replacing(".", with: ".<wbr>", in: SiteHTML.text(name))
    }

    /// ` data-label="Dark"`: the column's head, which a narrow screen shows beside each value when
    /// the rows stack (`site.css`).
    private static func label(_ scheme: GentleColorScheme) -> String {
        " data-label=\"\(scheme.rawValue.capitalized)\""
    }

    /// ` class="col-dark"`: with several schemes, the switch shows one column (`site.css`).
    private func column(_ scheme: GentleColorScheme, also other: String = "") -> String {
        let names = (schemes.count > 1 ? ["col-\(scheme.rawValue)"] : []) + (other.isEmpty ? [] : [other])
        return names.isEmpty ? "" : " class=\"\(names.joined(separator: " "))\""
    }

    private func valueCell(_ value: String, label: String) -> String {
        let swatch =
            SiteTokenRows.isColor(value)
            ? "<span class=\"swatch\" style=\"background:\(SiteHTML.text(value))\" aria-hidden=\"true\"></span>" : ""
        return "\(swatch)<code>\(SiteHTML.text(value))</code><button type=\"button\" class=\"copy\" "
            + "data-copy=\"\(SiteHTML.text(value))\" aria-label=\"Copy \(SiteHTML.text(label))\">Copy</button>"
    }

    /// A text colour's grade on each ground in each scheme; nothing for other tokens.
    private func contrast(of name: String) -> String {
        guard let role = SiteTokenRows.colorRole(of: name) else { return "" }
        let lines = ContrastPair.grounds(for: role).flatMap { ground in
            schemes.map { scheme in
                let ratio = ContrastPair(text: role, ground: ground).ratio(in: colors(scheme))
                return "<span\(column(scheme, also: "grade"))>"
                    + SiteHTML.text("\(scheme.rawValue) on \(ground.rawValue) \(ratio.graded)") + "</span>"
            }
        }
        return lines.joined()
    }

    /// Every text pair's ratio and WCAG level in each scheme.
    var contrastSection: String {
        let heads = schemes.map { "<th scope=\"col\"\(column($0))>\($0.rawValue.capitalized)</th>" }.joined()
        let rows = ContrastPair.all.map { pair in
            let cells = schemes.map { scheme in
                let ratio = pair.ratio(in: colors(scheme))
                return "<td\(column(scheme, also: "level-\(ratio.level.rawValue)"))\(Self.label(scheme))>"
                    + "\(SiteHTML.text(ratio.graded))</td>"
            }
            return
                "<tr><th scope=\"row\"><code>\(pair.text.rawValue)</code></th><td data-label=\"Ground\"><code>\(pair.ground.rawValue)"
                + "</code></td>\(cells.joined())</tr>"
        }
        return """
            <section id="contrast" aria-labelledby="h-contrast">
            <h2 id="h-contrast">Contrast</h2>
            <div class="table-wrap"><table class="matrix">
            <caption>WCAG 2 contrast of each text colour on its grounds: AAA from 7, AA from 4.5, AA Large from 3</caption>
            <thead><tr><th scope="col">Text</th><th scope="col">Ground</th>\(heads)</tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></div>
            </section>
            """
    }

    /// ΔE00 of the pairs that must stay apart, as each observer sees them.
    var colorVisionSection: String {
        let heads = schemes.map { "<th scope=\"col\"\(column($0))>\($0.rawValue.capitalized)</th>" }.joined()
        let rows = ColorVisionSection.visions.flatMap { vision in
            ColorVisionSection.pairs.map { first, second in
                let cells = schemes.map { scheme in
                    let colors = colors(scheme)
                    let difference = CIEDE2000.difference(
                        vision.sees(colors[first], over: colors[.background]),
                        vision.sees(colors[second], over: colors[.background]))
                    let verdict = difference < ColorVisionSection.threshold ? "too close" : "distinct"
                    return "<td\(column(scheme, also: verdict == "distinct" ? "cvd-ok" : "cvd-close"))"
                        + "\(Self.label(scheme))>ΔE00 "
                        + "\(PrintfFormat.string("%.1f", difference)) · \(verdict)</td>"
                }
                return "<tr><th scope=\"row\">\(SiteHTML.text(vision.name))</th><td data-label=\"Pair\">"
                    + "<code>\(first.rawValue)</code> / "
                    + "<code>\(second.rawValue)</code></td>\(cells.joined())</tr>"
            }
        }
        return """
            <section id="color-vision" aria-labelledby="h-color-vision">
            <h2 id="h-color-vision">Colour vision</h2>
            <div class="table-wrap"><table class="matrix">
            <caption>CIEDE2000 difference of the pairs that must stay apart (Machado et al. 2009, severity 1.0); \
            below \(PrintfFormat.string("%.0f", ColorVisionSection.threshold)) they are too close</caption>
            <thead><tr><th scope="col">Observer</th><th scope="col">Pair</th>\(heads)</tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></div>
            </section>
            """
    }
}

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

/// One theme's style guide: its header and switches, each sheet as images with its tokens as a
/// table, the press previews, the contrast and colour-vision tables, the downloads.
struct ThemePage {
    let theme: SpecimenTheme
    /// The theme's cases, in run order.
    let cases: [SpecimenCase]
    let pages: SitePages

    var schemes: [GentleColorScheme] { orderedUnique(cases.map(\.scheme)) }
    var sizes: [ContentSizeCategory] { orderedUnique(cases.map(\.sizeCategory)) }
    var sheets: [SheetKind] { orderedUnique(cases.map(\.sheet)) }

    /// "Dynamic type" for `dynamic-type`.
    static func title(_ sheet: SheetKind) -> String {
        LiteralText.replacing("-", with: " ", in: sheet.rawValue).capitalized
    }

    func html() -> String {
        let about = theme.about.map { "<p class=\"lede\">\(SiteHTML.text($0.summary))</p>" } ?? ""
        let nav = (sheets.map { ("sheet-\($0.rawValue)", Self.title($0)) } + extraSections).map {
            "<li><a href=\"#\($0.0)\">\(SiteHTML.text($0.1))</a></li>"
        }
        let body = """
            <h1>\(SiteHTML.text(theme.name))</h1>
            \(about)
            <p class="meta">Spec \(SiteHTML.text(theme.spec.specVersion)) · \(pages.ios.displayName) · \
            drawn at \(pages.scale)×</p>
            \(SiteHTML.switches(schemes: schemes, sizes: sizes))
            <nav class="toc" aria-label="Sheets"><ul>\(nav.joined())</ul></nav>
            \(sheets.map(sheetSection).joined(separator: "\n"))
            \(previewSection)
            \(ThemeTables(theme: theme, schemes: schemes).contrastSection)
            \(ThemeTables(theme: theme, schemes: schemes).colorVisionSection)
            \(downloadSection)
            """
        return SiteHTML.document(title: theme.name, root: "../", schemes: schemes, body: body)
    }

    private var extraSections: [(String, String)] {
        (sheets.contains(.buttons) ? [("press", "Press previews")] : [])
            + [("contrast", "Contrast"), ("color-vision", "Colour vision"), ("downloads", "Downloads")]
    }

    /// A sheet's images, every scheme and size, then its tokens.
    private func sheetSection(_ sheet: SheetKind) -> String {
        let drawn = cases.filter { $0.sheet == sheet }
        let figures = drawn.compactMap { specimen -> String? in
            guard let regions = pages.regions[specimen.name] else { return nil }
            let file = specimen.relativePath(format: .png).split(separator: "/").last.map(String.init) ?? ""
            let size = sizes.count > 1 ? " data-size=\"\(specimen.sizeCategory.rawValue)\"" : ""
            let caption = "\(specimen.scheme.rawValue.capitalized) · Dynamic Type \(specimen.sizeCategory.rawValue)"
            // At its natural size in a frame that scrolls sideways where the page is narrower (a
            // phone): a sheet shrunk to the screen is unreadable. The frame takes focus so the
            // keyboard scrolls it too; the caption's link opens the image alone, to zoom.
            return """
                <figure class="sheet \(SiteHTML.variantClass(specimen.scheme, of: schemes))"\(size)>\
                <div class="sheet-frame" tabindex="0" role="group" \
                aria-label="\(SiteHTML.text("\(Self.title(sheet)) sheet, \(caption)"))">\
                <img src="\(SiteHTML.url([file]))" srcset="\(SiteHTML.url([file])) \(pages.scale)x" \
                width="\(regions.width / max(1, pages.scale))" height="\(regions.height / max(1, pages.scale))" \
                loading="lazy" alt="\(SiteHTML.text(altText(specimen, regions: regions)))"></div>\
                <figcaption>\(SiteHTML.text(caption)) · <a href="\(SiteHTML.url([file]))" class="full-size">\
                Full size<span class="visually-hidden"> \(SiteHTML.text("\(Self.title(sheet).lowercased()) sheet, \(caption)"))\
                </span></a></figcaption></figure>
                """
        }
        let firstSize = sizes.first ?? .large
        let rows = SiteTokenRows(
            drawn.filter { $0.sizeCategory == firstSize }.compactMap { specimen in
                pages.tokens[specimen.name].map { (specimen, $0) }
            })
        return """
            <section id="sheet-\(sheet.rawValue)" aria-labelledby="h-\(sheet.rawValue)">
            <h2 id="h-\(sheet.rawValue)">\(SiteHTML.text(Self.title(sheet)))</h2>
            <div class="figures">\(figures.joined())</div>
            \(ThemeTables(theme: theme, schemes: schemes).tokenTable(rows, sheet: sheet))
            </section>
            """
    }

    /// What the image shows, from its token regions: the sheet, the theme, and the tokens drawn.
    func altText(_ specimen: SpecimenCase, regions: RegionDocument) -> String {
        let tokens = orderedUnique(regions.regions.map(\.token))
        let listed = tokens.prefix(8).joined(separator: ", ")
        let more = tokens.count > 8 ? " and \(tokens.count - 8) more" : ""
        return "\(Self.title(specimen.sheet)) sheet of \(theme.name), \(specimen.scheme.rawValue), Dynamic Type "
            + "\(specimen.sizeCategory.rawValue)" + (tokens.isEmpty ? "." : ", drawing \(listed)\(more).")
    }

    /// Each role's press and release, animated, in each scheme.
    private var previewSection: String {
        let previews = cases.filter { $0.sheet == .buttons && $0.sizeCategory == (sizes.first ?? .large) }
        guard !previews.isEmpty else { return "" }
        let figures = GentleButtonRole.ordered.map { role in
            let images = previews.map { specimen in
                let preview = PressPreview(specimen: specimen, role: role)
                let file = preview.relativePath.split(separator: "/").last.map(String.init) ?? ""
                let alt =
                    "\(role.rawValue.capitalized) button of \(theme.name) in \(specimen.scheme.rawValue), "
                    + "pressed and released at 60 frames a second"
                // Without script under reduced motion the animation is hidden (site.css) and this
                // link opens it on request; with script a still frame stands in until Play.
                let variant = SiteHTML.variantClass(specimen.scheme, of: schemes)
                return "<img src=\"\(SiteHTML.url([file]))\" srcset=\"\(SiteHTML.url([file])) \(pages.scale)x\" "
                    + "class=\"preview \(variant)\" data-scale=\"\(pages.scale)\" alt=\"\(SiteHTML.text(alt))\">"
                    + "<a class=\"motion-link \(variant)\" href=\"\(SiteHTML.url([file]))\">"
                    + "\(SiteHTML.text("Play the \(role.rawValue) press (\(specimen.scheme.rawValue))"))</a>"
            }
            // A preview cut at its bound says so beside it; the animation is the same in every scheme.
            let cut =
                previews.first.flatMap { PressPreview(specimen: $0, role: role).cutNote }
                .map { " <small>\(SiteHTML.text($0))</small>" } ?? ""
            return "<figure class=\"press\">\(images.joined())<figcaption>\(role.rawValue.capitalized)\(cut)"
                + "</figcaption></figure>"
        }
        return """
            <section id="press" aria-labelledby="h-press">
            <h2 id="h-press">Press previews</h2>
            <p>Each role pressed and released as the package springs it, from the timelines the buttons sheet samples.</p>
            <button type="button" class="motion" data-switches hidden aria-controls="press-figures">\
            <span aria-hidden="true" class="motion-icon"></span><span class="motion-label">Pause previews</span></button>
            <div class="figures" id="press-figures">\(figures.joined())</div>
            </section>
            """
    }

    private var downloadSection: String {
        let links = downloadNames.map { name, label in
            "<li><a href=\"\(SiteHTML.url([name]))\" download>\(SiteHTML.text(label))</a> <code>\(SiteHTML.text(name))</code></li>"
        }
        return """
            <section id="downloads" aria-labelledby="h-downloads">
            <h2 id="h-downloads">Downloads</h2>
            <ul class="downloads">\(links.joined())</ul>
            </section>
            """
    }

    private var downloadNames: [(String, String)] {
        [("\(theme.id).theme.json", "Theme JSON")]
            + GentleColorScheme.allCases.map {
                (DTCGDocument.tokensFileName(id: theme.id, scheme: $0), "Design tokens (DTCG), \($0.rawValue)")
            }
            + [(DTCGDocument.resolverFileName(id: theme.id), "DTCG resolver, light or dark")]
            + schemes.map { ("\(theme.id).resolved-\($0.rawValue).json", "Resolved tokens, \($0.rawValue)") }
    }

    /// The theme JSON, its DTCG documents and their resolver, and its resolved tokens in each scheme.
    func downloads() throws -> [SiteFile] {
        let size = sizes.first ?? .large
        let newline = Data("\n".utf8)
        let dtcg = try DTCGDocument.files(
            spec: theme.spec, id: theme.id, name: theme.name, sizeCategory: size, lineHeights: pages.fonts.lineHeights)
        var files = [
            SiteFile(path: "\(theme.id)/\(theme.id).theme.json", bytes: Array(try GentleJSONCoding.encode(theme.spec)))
        ]
        for file in dtcg {
            files.append(SiteFile(path: "\(theme.id)/\(file.name)", bytes: Array(try file.node.encoded() + newline)))
        }
        for scheme in schemes {
            let resolved = ResolvedTheme(spec: theme.spec, scheme: scheme, sizeCategory: size, ios: pages.ios)
            files.append(
                SiteFile(
                    path: "\(theme.id)/\(theme.id).resolved-\(scheme.rawValue).json",
                    bytes: Array(try resolved.tokensDocument.encoded() + newline)))
        }
        return files
    }

    /// Every token of the page, for the search box: each once, at the first sheet that draws it.
    func searchEntries() -> [SiteSearchIndex.Entry] {
        let firstSize = sizes.first ?? .large
        var seen: Set<String> = []
        return sheets.flatMap { sheet in
            let rows = SiteTokenRows(
                cases.filter { $0.sheet == sheet && $0.sizeCategory == firstSize }.compactMap { specimen in
                    pages.tokens[specimen.name].map { (specimen, $0) }
                })
            return rows.rows.filter { seen.insert($0.name).inserted }.map { row in
                SiteSearchIndex.Entry(
                    theme: theme.name, name: row.name,
                    value: schemes.compactMap { row.values[$0] }.joined(separator: " / "),
                    href: Markup.relativeURL([theme.id, "index.html"]) + "#"
                        + Markup.relativeURL([ThemeTables.rowID(row.name, sheet: sheet)]))
            }
        }
    }
}

import GentleFiles
import GentleGolden
import GentleSpecimen
import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The text files of a site around its images: the index, a page per theme, the downloads, the
/// search index, the style sheet and the script. Every theme string passes `Markup.escaped`.
struct SitePages {
    let themes: [SpecimenTheme]
    let cases: [SpecimenCase]
    let regions: [String: RegionDocument]
    /// The token values each sheet draws, by case name, as its golden would record them.
    let tokens: [String: GoldenTokens]
    let scale: Int
    let ios: IOSVersion
    /// The fonts the sheets were set in, whose line boxes the DTCG download states.
    let fonts: SpecimenFonts

    init(
        themes: [SpecimenTheme], cases: [SpecimenCase], regions: [String: RegionDocument],
        tokens: [String: GoldenTokens], scale: Int, ios: IOSVersion, fonts: SpecimenFonts
    ) throws {
        self.themes = themes
        self.cases = cases
        self.regions = regions
        self.tokens = tokens
        self.scale = scale
        self.ios = ios
        self.fonts = fonts
    }

    /// Every text file; `imagePaths` says which images were drawn (a card only when the gallery
    /// could be cut).
    func files(cardPaths imagePaths: Set<String>) throws -> [SiteFile] {
        var files = [
            SiteFile(path: Self.styleSheet, text: SiteAssets.styleSheet),
            SiteFile(path: Self.script, text: SiteAssets.script),
        ]
        var entries: [SiteSearchIndex.Entry] = []
        for theme in themes {
            let page = ThemePage(theme: theme, cases: cases.filter { $0.theme.id == theme.id }, pages: self)
            files.append(SiteFile(path: "\(theme.id)/index.html", text: page.html()))
            files += try page.downloads()
            entries += page.searchEntries()
        }
        files.append(SiteFile(path: Self.searchIndex, bytes: try SiteSearchIndex(entries: entries).script()))
        files.append(SiteFile(path: Self.index, text: indexHTML(imagePaths: imagePaths)))
        return files.sorted { $0.path < $1.path }
    }

    // The files at the top of the site, beside the theme folders.
    static let styleSheet = "site.css"
    static let script = "site.js"
    static let searchIndex = "search-index.js"
    static let index = "index.html"

    /// The files at the top of the site beside the theme folders, which no theme id may name.
    static let siteWideFiles: Set<String> = [styleSheet, script, searchIndex, index]

    /// The schemes the run drew, light first.
    var schemes: [GentleColorScheme] { orderedUnique(cases.map(\.scheme)) }

    /// The gallery: each theme's card, linking to its page.
    func indexHTML(imagePaths: Set<String>) -> String {
        let cards = themes.map { theme -> String in
            let link = SiteHTML.url([theme.id, "index.html"])
            let images = schemes.compactMap { scheme -> String? in
                let path = "\(theme.id)/card-\(scheme.rawValue).png"
                guard imagePaths.contains(path) else { return nil }
                return "<img src=\"\(SiteHTML.url(path.split(separator: "/").map(String.init)))\" "
                    + "srcset=\"\(SiteHTML.url(path.split(separator: "/").map(String.init))) \(scale)x\" "
                    + "class=\"\(SiteHTML.variantClass(scheme, of: schemes))\" loading=\"lazy\" "
                    + "alt=\"\(SiteHTML.text("The picker card of \(theme.name) in \(scheme.rawValue): its name, summary, colours, type and buttons in its own style"))\">"
            }
            let summary = theme.about.map { "<p class=\"card-summary\">\(SiteHTML.text($0.summary))</p>" } ?? ""
            return """
                <li class="card"><a href="\(link)">\(images.joined())<span class="card-name">\(SiteHTML.text(theme.name))</span></a>\(summary)</li>
                """
        }
        let count = themes.count == 1 ? "1 theme" : "\(themes.count) themes"
        let body = """
            <h1>Theme gallery</h1>
            <p class="lede">\(count), drawn as iOS draws them by gentle-specimen. Pick one for its style guide.</p>
            \(SiteHTML.switches(schemes: schemes, sizes: []))
            <ul class="cards">
            \(cards.joined(separator: "\n"))
            </ul>
            """
        return SiteHTML.document(title: "Theme gallery", root: "", schemes: schemes, body: body)
    }
}

import Foundation
import GentleFiles
import GentleGolden
import GentleImage
import GentleSpecimen
import GentleTokens
import Testing

@testable import GentleSite

/// The files of a site: which there are, that they do not depend on the worker count, and that
/// theme text reaches the pages escaped.
@Suite struct SiteBuildEndToEndTests {
    static let renderer = Result { SpecimenRenderer(fonts: try SpecimenFonts.bundled(), scale: 1) }

    /// A site of `themes`' colors and buttons sheets in light and dark.
    static func build(_ themes: [SpecimenTheme], jobs: Int) throws -> [SiteFile] {
        let cases = SpecimenSelection(
            themes: themes, sheets: [.colors, .buttons], schemes: [.light, .dark], sizeCategories: [.large]
        ).cases
        return try SiteBuild(themes: themes, cases: cases, renderer: try renderer.get(), jobs: jobs).files()
    }

    static let twoThemes = Result { try build([SpecimenTheme(.gentleDefault), SpecimenTheme(.boldOrange)], jobs: 2) }

    @Test func writesTheIndexAPagePerThemeItsSheetsPreviewsCardsAndDownloads() throws {
        let paths = try Self.twoThemes.get().map(\.path)
        var expected = ["index.html", "search-index.js", "site.css", "site.js"]
        for id in ["gentle-default", "bold-orange"] {
            expected += ["\(id)/index.html", "\(id)/\(id).theme.json", "\(id)/\(id).resolver.json"]
            for scheme in ["light", "dark"] {
                expected += ["colors", "buttons"].map { "\(id)/\($0)-\(scheme).png" }
                expected += ["\(id)/card-\(scheme).png", "\(id)/\(id).resolved-\(scheme).json"]
                expected += ["\(id)/\(id).\(scheme).tokens.json"]
                expected += GentleButtonRole.ordered.map { "\(id)/buttons-\($0.rawValue)-press-\(scheme).png" }
            }
        }
        #expect(Set(paths) == Set(expected))
        #expect(paths.count == expected.count)
    }

    @Test func theFilesDoNotDependOnTheWorkerCount() throws {
        let one = try Self.build([SpecimenTheme(.gentleDefault), SpecimenTheme(.boldOrange)], jobs: 1)
        #expect(one == (try Self.twoThemes.get()))
    }

    @Test func aPressPreviewIsAnAnimationWhoseFirstFrameIsTheButtonAtRest() throws {
        let file = try #require(
            try Self.twoThemes.get().first { $0.path == "gentle-default/buttons-primary-press-light.png" })
        #expect(try Self.frameCount(of: file.bytes) > 10)
        let specimen = SpecimenCase(theme: SpecimenTheme(.gentleDefault), sheet: .buttons, scheme: .light)
        var first: Bitmap?
        try PressPreview(specimen: specimen, role: .primary).eachFrame(renderer: try Self.renderer.get()) { frame in
            if first == nil { first = frame.bitmap }
        }
        #expect(try PNGDecoder().decode(file.bytes).bitmap == first)
    }

    /// The `num_frames` of an APNG's `acTL`, the chunk right after IHDR.
    static func frameCount(of png: [UInt8]) throws -> Int {
        let acTL = 8 + 25
        try #require(png.count > acTL + 12 && String(decoding: png[(acTL + 4)..<(acTL + 8)], as: UTF8.self) == "acTL")
        return png[(acTL + 8)..<(acTL + 12)].reduce(0) { ($0 << 8) | Int($1) }
    }

    @Test func pagesLinkEverySheetAndTheTablesHoldTheValues() throws {
        let files = try Self.twoThemes.get()
        let page = String(
            decoding: try #require(files.first { $0.path == "gentle-default/index.html" }).bytes, as: UTF8.self)
        #expect(page.contains("src=\"colors-light.png\""))
        #expect(page.contains("src=\"buttons-primary-press-dark.png\""))
        #expect(page.contains("<tr id=\"t-colors-colors.primaryCTA\">"))
        #expect(page.contains("data-copy=\"#"))
        #expect(page.contains("<caption>WCAG 2 contrast"))
        let index = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        #expect(index.contains("href=\"bold-orange/index.html\""))
        let search = String(decoding: try #require(files.first { $0.path == "search-index.js" }).bytes, as: UTF8.self)
        #expect(search.hasPrefix("window.gentleSearchIndex = [") && search.contains("\"name\":\"colors.primaryCTA\""))
    }

    // The search index carries theme text as the pages show it: a bidirectional control would
    // reverse a result in the browser, a control character is not meant to be seen.
    @Test(arguments: ["Gentle\u{202E}evil", "\u{2067}right\u{2069} x", "a\u{1B}[31mb", "a\u{85}b\u{7F}"])
    func theSearchIndexCarriesThemeTextAsThePagesShowIt(name: String) throws {
        let theme = SpecimenTheme(.gentleDefault).named(name)
        let cases = [SpecimenCase(theme: theme, sheet: .colors, scheme: .light)]
        let files = try SiteBuild(themes: [theme], cases: cases, renderer: try Self.renderer.get(), jobs: 1).files()
        let script = String(
            decoding: try #require(files.first { $0.path == "search-index.js" }).bytes, as: UTF8.self)
        let controls = name.unicodeScalars.filter { [.control, .format].contains($0.properties.generalCategory) }
        #expect(!controls.isEmpty)
        #expect(!script.unicodeScalars.contains { controls.contains($0) })
        let json = script.drop { $0 != "[" }.dropLast(2)
        let entries = try JSONDecoder().decode([SiteSearchIndex.Entry].self, from: Data(json.utf8))
        #expect(!entries.isEmpty && entries.allSatisfy { $0.theme == Markup.escaped(name) })
        let page = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        #expect(page.contains(Markup.escaped(name)))
    }

    @Test(arguments: ["<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "Tom & Jerry's"])
    func themeTextReachesThePagesEscaped(name: String) throws {
        let theme = SpecimenTheme(.gentleDefault).named(name)
        let cases = [SpecimenCase(theme: theme, sheet: .colors, scheme: .light)]
        let files = try SiteBuild(themes: [theme], cases: cases, renderer: try Self.renderer.get(), jobs: 1).files()
        for path in ["index.html", "gentle-default/index.html"] {
            let html = String(decoding: try #require(files.first { $0.path == path }).bytes, as: UTF8.self)
            #expect(!html.contains(name))
            #expect(html.contains(Markup.escaped(name)))
        }
    }
}

import Foundation
import GentleGolden
import Testing

@Suite struct ReportHTMLTests {
    static func page(in folder: URL) throws -> (html: String, folder: URL) {
        let report = try ReportFixture.report(in: folder).folder
        return (try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8), report)
    }

    static func attributeValues(_ name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    @Test func pageNeedsNoNetworkAndEveryImageResolvesInsideTheReport() throws {
        try Scratch.withFolder { folder in
            let (html, report) = try Self.page(in: folder)
            #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<link"))
            #expect(html.contains("<style>") && html.contains("<script>"))
            let sources = Self.attributeValues("src", in: html)
            // A thumbnail per failure (four), then the cards' views: a size mismatch has all a
            // difference has, its diff drawn over both canvases.
            #expect(sources.count == 4 + 6 + 6 + 1 + 1 + 2)
            for source in sources {
                let path = try #require(source.replacingOccurrences(of: "&amp;", with: "&").removingPercentEncoding)
                #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).path), "\(path)")
            }
        }
    }

    @Test func groupsComeInOrderFailedNewPassed() throws {
        try Scratch.withFolder { folder in
            let html = try Self.page(in: folder).html
            let failed = try #require(html.range(of: "id=\"failed\""))
            let new = try #require(html.range(of: "id=\"new\""))
            let passed = try #require(html.range(of: "id=\"passed\""))
            #expect(failed.lowerBound < new.lowerBound && new.lowerBound < passed.lowerBound)
        }
    }

    @Test(arguments: [
        (path: "gentle-default/colors-light", views: ["diff", "expected", "actual", "side", "slider"]),
        ("gentle-default/buttons-light", ["diff", "expected", "actual", "side", "slider"]),
        ("gentle-default/surfaces-dark", ["actual"]),
    ])
    func eachFailingCaseHasTheTabsItsImagesAllow(path: String, views: [String]) throws {
        try Scratch.withFolder { folder in
            let html = try Self.page(in: folder).html
            let card = try #require(
                html.components(separatedBy: "<section class=\"case\"").first { $0.contains("<h3><bdi>\(path)</bdi> ") }
            )
            let tabs = try #require(
                card.components(separatedBy: "<div class=\"tabs\">").last?.components(separatedBy: "</div>").first)
            #expect(Self.attributeValues("data-view", in: tabs) == views)
        }
    }

    @Test func failedCardListsTokensAndTheOddNameIsEscaped() throws {
        try Scratch.withFolder { folder in
            let html = try Self.page(in: folder).html
            #expect(html.contains("<li>colors.primaryCTA: 2 px</li>"))
            #expect(html.contains("a&amp;b&lt;c&gt;&quot;d&apos;\u{FFFD}"))
            #expect(!html.contains("a&b<c>"))
        }
    }

    @Test(arguments: [
        (
            difference: PixelDifference(differingPixels: 0, antiAliasedPixels: 0, totalPixels: 100, isExact: true),
            item: "<li><bdi>a/exact</bdi></li>"
        ),
        (
            PixelDifference(differingPixels: 1_204, antiAliasedPixels: 3, totalPixels: 10_000, isExact: false),
            "<li><bdi>a/exact</bdi> · passed within tolerance: 1,204 px differ (2,000 allowed), 3 anti-aliased not counted · "
                + "renderer or layout change, no token changed</li>"
        ),
    ])
    func passedCasesSayHowCloseTheyWere(difference: PixelDifference, item: String) throws {
        try Scratch.withFolder { folder in
            var result = CaseResult(id: try Sheets.caseID("a/exact"), status: .passed, difference: difference)
            result.allowance = 2_000
            let run = VerificationRun(
                settings: VerificationSettings(mode: .never, gate: ComparisonGate(maxDiffPixels: 2_000)),
                results: [result])
            try ReportWriter(directory: folder).write(run)
            let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(html.contains(item))
            let summary = try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
            let counts = difference.isExact ? "1 passed, 0 failed" : "1 passed (1 within tolerance), 0 failed"
            #expect(summary.hasPrefix("## Golden images: \(counts)\n"))
            #expect(summary.contains("max differing pixels 2,000"))
            #expect(Scratch.listing(folder) == ReportWriter.runFiles.sorted())
        }
    }
}

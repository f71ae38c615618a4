import Foundation
import GentleGolden
import GentleImage
import Testing

/// A review's report: the ledger leads each file, each in that medium's escaping, and a moved
/// image is reported, not failed.
@Suite struct ReviewReportTests {
    /// A theme id and a revision as a repository could spell them, with markup in both.
    static let theme = "a|<b>*c*"
    static let base = "<main>|`x`"

    static func writeReport(in folder: URL) throws -> URL {
        let review = ReviewComparison(base: base)
        var writer = ReportWriter(directory: folder.appendingPathComponent("report"))
        writer.context.ledger = AccessibilityLedger(
            base: base,
            baseChecks: [
                AccessibilityCheck(
                    theme: theme, kind: .contrast, subject: "light textSecondary on background", result: "7.55 AAA",
                    passes: true, tokens: ["colors.textSecondary.light": "#4B5563"])
            ],
            headChecks: [
                AccessibilityCheck(
                    theme: theme, kind: .contrast, subject: "light textSecondary on background", result: "2.53 Fail",
                    passes: false, tokens: ["colors.textSecondary.light": "<img src=x>"])
            ])
        let id = try #require(GoldenCaseID("brand/colors-light"))
        let moved = try review.compare(
            GoldenCase(id: id, actual: Pictures.setting(Pictures.flat(255), x: 1, y: 1, to: 0)),
            with: PNGImage(bitmap: Pictures.flat(255)), report: writer)
        try writer.writeRunFiles(review.run([moved]))
        return writer.directory
    }

    @Test func theLedgerLeadsEveryFileEscapedForIt() throws {
        try Scratch.withFolder { folder in
            let report = try Self.writeReport(in: folder)
            let read = { (name: String) in try String(contentsOf: report.appendingPathComponent(name), encoding: .utf8)
            }
            let summary = try read("summary.md")
            #expect(summary.hasPrefix("## Review against \\<main\\>\\|\\`x\\`: 0 unchanged, 1 moved, 0 new\n"))
            #expect(summary.contains("| **new** | a\\|\\<b\\>\\*c\\* | contrast light textSecondary on background |"))
            let html = try read("index.html")
            #expect(!html.contains("<img src=x>") && !html.contains("<b>") && !html.contains("<main>"))
            #expect(html.contains("<bdi>a|&lt;b&gt;*c*</bdi>"))
            #expect(html.contains("Moved (1)") && !html.contains("Accept:"))
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("report.json")))
                    as? [String: Any])
            let ledger = try #require(json["accessibility"] as? [String: Any])
            #expect(ledger["base"] as? String == Self.base)
            let cases = try #require(json["cases"] as? [[String: Any]])
            #expect(cases.first?["label"] as? String == "moved")
            #expect(cases.first?["accept"] == nil)
        }
    }
}

import Foundation
import GentleGolden
import Testing

/// A theme file name holding a bidirectional control (`evil\u{202E}lmth.exe.json`) reaches no
/// report file as itself: headings and the copy-paste `Accept:` command would read reversed, so
/// the command shown would not be the one copied.
@Suite struct ReportBidiTests {
    static let controls: [Unicode.Scalar] = ["\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}"]

    @Test(arguments: controls)
    func noReportFileWritesABidiControlAsItself(control: Unicode.Scalar) throws {
        try Scratch.withFolder { folder in
            let group = "evil\(control)lmth.exe"
            let store = GoldenStore(root: folder.appendingPathComponent("Goldens"))
            let golden = GoldenCase(
                id: try Sheets.caseID("\(group)/colors-light"), actual: Sheets.white(), fingerprint: Sheets.fingerprint,
                file: "themes/\(group).json")
            let run = GoldenVerifier(store: store, settings: VerificationSettings(mode: .never)).verify([golden])
            let report = folder.appendingPathComponent("report")
            try ReportWriter(directory: report).write(run)

            let hex = String(control.value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: 4 - hex.count) + hex
            for name in ["index.html", "junit.xml", "summary.md"] {
                let text = try String(contentsOf: report.appendingPathComponent(name), encoding: .utf8)
                #expect(!text.unicodeScalars.contains(control), "\(name)")
                // summary.md escapes the backslash for Markdown as well.
                let shown = ["evil\\u{\(hex)}lmth.exe", "evil\\\\u{\(hex)}lmth.exe"]
                #expect(shown.contains { text.contains($0) }, "\(name)")
            }
            let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
            // bash's and zsh's own spelling, so pasting the shown command runs it on the real case.
            #expect(
                html.contains(
                    "<code dir=\"ltr\">gentle-specimen accept report $&apos;evil\\u\(padded)lmth.exe/colors-light&apos;</code>"
                ))
            #expect(html.contains("<h3><bdi>evil\\u{\(hex)}lmth.exe/colors-light</bdi>"))
        }
    }
}

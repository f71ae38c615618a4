import Foundation
import GentleGolden
import GentleImage
import Testing

/// A run with one case of every kind, verified under `missing` against a scratch store.
enum ReportFixture {
    static let oddName = "a&b<c>\"d'\u{1}"

    static let regions = [
        TokenRegion(token: "colors.primaryCTA", rect: PixelRect(x: 0, y: 0, width: 5, height: 5)),
        TokenRegion(token: "colors.destructive", rect: PixelRect(x: 5, y: 5, width: 5, height: 5)),
    ]

    /// Case ids and what each should be reported as.
    static let expectations: [(path: String, kind: String, bucket: ReportBucket, artifacts: [String])] = [
        ("gentle-default/buttons-light", "size-mismatch", .failed, ["actual.png", "diff.png", "expected.png"]),
        ("gentle-default/colors-light", "differences", .failed, ["actual.png", "diff.png", "expected.png"]),
        ("gentle-default/surfaces-dark", "missing-golden", .new, ["actual.png"]),
        ("gentle-default/typography-light", "passed", .passed, []),
        ("odd/" + oddName, "unreadable-golden", .failed, ["actual.png"]),
    ]

    static func run(goldens: URL, mode: RecordMode = .missing) throws -> VerificationRun {
        let store = GoldenStore(root: goldens)
        let white = Sheets.white()
        try store.write(
            Sheets.white(width: 10, height: 12), fingerprint: Sheets.fingerprint,
            for: try Sheets.caseID("gentle-default/buttons-light"))
        try store.write(white, fingerprint: Sheets.fingerprint, for: try Sheets.caseID("gentle-default/colors-light"))
        try store.write(
            white, fingerprint: Sheets.fingerprint, for: try Sheets.caseID("gentle-default/typography-light"))
        let odd = try Sheets.caseID("odd/" + oddName)
        try FileManager.default.createDirectory(
            at: store.url(for: odd).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("truncated".utf8).write(to: store.url(for: odd))
        return GoldenVerifier(store: store, settings: VerificationSettings(mode: mode)).verify(try cases().reversed())
    }

    /// The drawn images: white everywhere but two black pixels on the sheet that differs.
    static func cases() throws -> [GoldenCase] {
        try expectations.map { expectation in
            let white = Sheets.white()
            let actual = expectation.kind == "differences" ? Sheets.blackening(white, [(1, 1), (2, 3)]) : white
            return GoldenCase(
                id: try Sheets.caseID(expectation.path), actual: actual, fingerprint: Sheets.fingerprint,
                regions: regions)
        }
    }

    /// Verifies the fixture and writes its report; returns the report folder and the run.
    static func report(in folder: URL) throws -> (folder: URL, run: VerificationRun) {
        let run = try run(goldens: folder.appendingPathComponent("Goldens"))
        let reportFolder = folder.appendingPathComponent("report")
        let written = try ReportWriter(directory: reportFolder).write(run)
        return (reportFolder, written)
    }
}

import Foundation
import GentleGolden

/// What `verify` prints after a run: each case that did not pass or whose golden was written, the
/// tokens whose regions hold its differing pixels, what happened to its golden, the temporary
/// files interrupted writes had left beside the goldens, then the counts and where the report is.
/// Every golden written is reported (DESIGN.md §5), including a passing one that `--record all`
/// rewrote for a new fingerprint.
enum VerifySummary {
    /// Every line, without trailing newlines.
    static func lines(for run: VerificationRun, report: URL) -> [String] {
        let failing = run.results.filter { !$0.passes }
        let details = run.results.filter { !$0.passes || $0.write.wrote }.flatMap(lines(for:))
        let passed = run.results.count - failing.count
        return details + run.leftovers.map(\.line) + [
            "\(passed) passed, \(failing.count) failed; report: "
                + report.appendingPathComponent("index.html").path
        ]
    }

    /// `differences gentle-default/colors-light: 12 differing pixels (0 allowed)` and its tokens.
    private static func lines(for result: CaseResult) -> [String] {
        let head = "\(result.status.kind) \(result.id): \(result.status.message)"
        let tokens: [String] = result.attribution?.lines ?? []
        let write: [String] = writeLine(result.write).map { [$0] } ?? []
        return [head] + (tokens + write).map { "  " + $0 }
    }

    private static func writeLine(_ write: GoldenWrite) -> String? {
        switch write {
        case .untouched: nil
        case .created: "golden created"
        case .updated: "golden updated"
        case .failed(let error): "golden not written: \(error)"
        }
    }
}

import GentleGolden
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `verify` prints after a run, in the words and counts of `summary.md`: the comparison
/// notice and the changed tokens rolled up across images, then each case that did not pass, whose
/// pixels moved or whose golden was written, with its details (token changes, regions, drift),
/// the temporary files interrupted writes had left beside the goldens, and the counts with where
/// the report is. Every golden written is reported (DESIGN.md §5).
enum VerifySummary {
    /// Every line, without trailing newlines.
    static func lines(for run: VerificationRun, report: URL) -> [String] {
        let listed = run.results.filter { !$0.passes || $0.pixelsMoved || $0.write.wrote }
        return run.leadingLines + listed.flatMap(lines(for:)) + run.leftovers.map(\.line) + [
            run.countsLine + "; report: " + report.appendingPathComponent("index.html").path
        ]
    }

    /// `differences gentle-default/colors-light: 12 differing pixels (0 allowed)` and its details.
    private static func lines(for result: CaseResult) -> [String] {
        ["\(result.label) \(result.id): \(result.headline)"] + result.detailLines.map { "  " + $0 }
    }
}

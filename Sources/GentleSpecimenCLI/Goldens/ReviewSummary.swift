import GentleGolden
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `review` prints after a run, in the words of its `summary.md`: the accessibility ledger
/// (counts, then each failing check with its cause), the themes new since the base, then what
/// `verify` prints of the images: the changed tokens rolled up, each moved or new image with its
/// details, and the counts with where the report is.
enum ReviewSummary {
    /// Every line, without trailing newlines; `OutputSink` escapes them for the terminal.
    static func lines(for review: SpecimenReviewRun, themes: [ReviewedTheme], report: URL) -> [String] {
        let ledger = review.ledger
        let newThemes = themes.filter { $0.base == nil }.map { "new theme \($0.head.id): not at \(ledger.base)" }
        return [ledger.countsLine] + ledger.entries.map { "  " + $0.line } + newThemes
            + VerifySummary.lines(for: review.run, report: report)
    }
}

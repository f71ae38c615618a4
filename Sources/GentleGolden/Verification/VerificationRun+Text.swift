/// The run-level words every output shares (console, `summary.md`, `index.html`, `junit.xml`), so
/// they say the same thing with the same counts.
extension VerificationRun {
    /// The roll-up of changed tokens over the images whose pixels moved.
    package var tokenRollUp: TokenRollUp { TokenRollUp(results) }

    /// Says which images were compared perceptually because their renderer changed, and how it
    /// changed; `nil` when every comparison was exact or perceptual was asked for.
    package var comparisonNotice: String? {
        let drifted = results.filter { $0.metric == .perceptual && !$0.fingerprintChanges.isEmpty }
        guard !drifted.isEmpty else { return nil }
        var seen = Set<String>()
        let changes = drifted.flatMap(\.fingerprintChanges).map(\.line).filter { seen.insert($0).inserted }
        let images = drifted.count == 1 ? "1 image" : "\(drifted.count) images"
        return "compared perceptually (threshold \(settings.options.threshold)) for \(images): the renderer "
            + "changed since the goldens were recorded: " + changes.joined(separator: "; ")
    }

    /// `6 passed (1 within tolerance), 2 failed (1 new)`; for a review, `6 unchanged, 1 moved, 1 new`.
    package var countsLine: String {
        let failing = results.filter { !$0.passes }
        let tolerated = results.filter { $0.passes && $0.pixelsMoved }.count
        let new = failing.filter { $0.bucket == .new }.count
        if isReview {
            return "\(results.count - failing.count) unchanged, \(failing.count - new) moved, \(new) new"
        }
        return "\(results.count - failing.count) passed" + (tolerated > 0 ? " (\(tolerated) within tolerance)" : "")
            + ", \(failing.count) failed" + (new > 0 ? " (\(new) new)" : "")
    }

    /// Whether the run is a review, its images compared with a base revision's rather than goldens.
    package var isReview: Bool { results.contains { $0.reviewBase != nil } }

    /// The lines that lead a report: the comparison notice, then the changed tokens rolled up.
    package var leadingLines: [String] {
        let rollUp = tokenRollUp.lines
        return (comparisonNotice.map { [$0] } ?? [])
            + (rollUp.isEmpty ? [] : ["changed tokens:"] + rollUp.map { "  " + $0 })
    }
}

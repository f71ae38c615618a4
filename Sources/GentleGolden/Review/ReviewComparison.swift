import GentleImage

/// Compares a review's images: each case drawn from the theme now against the same case drawn
/// from the theme at the base revision, by the same renderer, so the comparison is exact and the
/// token values named are the two themes', never a stored golden's. Reads and writes no golden.
package struct ReviewComparison: Sendable {
    /// The base revision, as it was given.
    package let base: String
    /// Exact comparison, and the gate that decides which images count as moved.
    package let settings: VerificationSettings

    /// A comparison with `base`; no differing pixel passes unless `gate` allows it.
    package init(base: String, gate: ComparisonGate = ComparisonGate()) {
        self.base = base
        settings = VerificationSettings(mode: .never, comparison: .exact, gate: gate)
    }

    /// Compares `head` with `baseImage` (pixels and the text chunks a golden would carry: the
    /// fingerprint and the token values it was drawn from), `nil` when the base did not draw the
    /// case, and writes its artifacts into `report`, returning the result without images.
    package func compare(_ head: GoldenCase, with baseImage: PNGImage?, report: ReportWriter?) throws(ReportError)
        -> CaseResult
    {
        var result: CaseResult
        if let baseImage {
            result = GoldenVerifier.judge(head, against: baseImage, settings: settings)
        } else {
            result = CaseResult(
                id: head.id, status: .missingGolden,
                images: CaseImages(expected: nil, actual: head.actual, diff: nil, actualText: head.goldenText))
        }
        result.reviewBase = base
        result.imageSize = PixelSize(of: head.actual)
        result.file = head.file
        return try report?.writeArtifacts(of: result) ?? result
    }

    /// The run of `results`, as the report writer takes it.
    package func run(_ results: [CaseResult]) -> VerificationRun {
        VerificationRun(settings: settings, results: results)
    }
}

/// The results of one `verify` or `record` run, in case-id order.
public struct VerificationRun: Sendable, Equatable {
    /// The settings the cases were judged with.
    public var settings: VerificationSettings
    /// One result per case, sorted by id.
    public var results: [CaseResult]
    /// The temporary files interrupted writes had left beside the goldens, and what the run did
    /// with each, sorted by path.
    package var leftovers: [LeftoverTemporaryFile]

    /// A run; results are sorted by id so the order of verification never shows.
    package init(settings: VerificationSettings, results: [CaseResult], leftovers: [LeftoverTemporaryFile] = []) {
        self.settings = settings
        self.results = results.sorted { $0.id < $1.id }
        self.leftovers = leftovers
    }

    /// Whether every case passed (exit status 0).
    public var passes: Bool { results.allSatisfy(\.passes) }

    /// The results in one report bucket.
    package func results(in bucket: ReportBucket) -> [CaseResult] {
        results.filter { $0.bucket == bucket }
    }

    /// The run without images, once artifacts are written.
    package func droppingImages() -> VerificationRun {
        VerificationRun(settings: settings, results: results.map { $0.droppingImages() }, leftovers: leftovers)
    }
}

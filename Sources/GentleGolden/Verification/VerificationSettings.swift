/// How cases are judged and when goldens are written.
public struct VerificationSettings: Sendable, Equatable {
    /// When goldens are written.
    public var mode: RecordMode
    /// Exact, perceptual, or chosen per golden by its renderer fingerprint.
    public var comparison: Comparison
    /// The perceptual comparison's threshold and anti-aliasing handling; its metric is set per
    /// case from `comparison`, and its diff-image and mask flags are ignored, since both are made
    /// for failing cases only.
    public var options: ComparisonOptions
    /// How many differing pixels pass.
    public var gate: ComparisonGate

    /// Settings; by default each golden is compared exactly when its renderer fingerprint is the
    /// current one, perceptually (pixelmatch's threshold) otherwise, and no differing pixel passes.
    public init(
        mode: RecordMode, comparison: Comparison = .auto, options: ComparisonOptions = ComparisonOptions(),
        gate: ComparisonGate = ComparisonGate()
    ) {
        self.mode = mode
        self.comparison = comparison
        self.options = options
        self.gate = gate
    }

    /// Whether the mode writes the golden of a case with this status. For a passing case,
    /// `failed` rewrites it when any pixel differs (a pass within tolerance) or the values its
    /// image draws differ from the ones it recorded, so no golden is left stale; `all` also when
    /// only the renderer fingerprint changed, so the golden is compared exactly again rather than
    /// perceptually. Nothing else (a whole-theme golden's values the image does not draw) makes a
    /// write, so an unchanged sheet is never rewritten and recording does not churn the repository.
    func writes(_ status: CaseStatus, isExact: Bool, fingerprintChanged: Bool, tokensChanged: Bool) -> Bool {
        switch (mode, status) {
        case (.never, _): false
        case (_, .missingGolden): true
        case (.missing, _): false
        case (.failed, .passed): !isExact || tokensChanged
        case (.all, .passed): !isExact || fingerprintChanged || tokensChanged
        case (.failed, _), (.all, _): true
        }
    }
}

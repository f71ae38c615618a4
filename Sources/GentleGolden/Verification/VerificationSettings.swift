/// How cases are judged and when goldens are written.
public struct VerificationSettings: Sendable, Equatable {
    /// When goldens are written.
    public var mode: RecordMode
    /// The per-pixel comparison (threshold, anti-aliasing); its diff-image and mask flags are
    /// ignored, since both are made for failing cases only.
    public var options: ComparisonOptions
    /// How many differing pixels pass.
    public var gate: ComparisonGate

    /// Settings; the comparison and gate default to pixelmatch's threshold and no differing pixel.
    public init(mode: RecordMode, options: ComparisonOptions = ComparisonOptions(), gate: ComparisonGate = ComparisonGate()) {
        self.mode = mode
        self.options = options
        self.gate = gate
    }

    /// Whether the mode writes the golden of a case with this status; `isExact` and
    /// `fingerprintChanged` matter for passing cases only, which `all` rewrites unless nothing
    /// would change, so recording an unchanged sheet does not churn the repository.
    func writes(_ status: CaseStatus, isExact: Bool, fingerprintChanged: Bool) -> Bool {
        switch (mode, status) {
        case (.never, _): false
        case (_, .missingGolden): true
        case (.missing, _): false
        case (.failed, .passed): false
        case (.all, .passed): !isExact || fingerprintChanged
        case (.failed, _), (.all, _): true
        }
    }
}

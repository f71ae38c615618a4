/// How `verify` compares a case with its golden (DESIGN.md §5). Our rendering is deterministic, so
/// when the golden was drawn by the same renderer any changed pixel is a change; only another
/// renderer (libraries, fonts) earns the perceptual metric's tolerance, and then the run says so.
public enum Comparison: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Every case exactly.
    case exact
    /// Every case with pixelmatch's metric.
    case perceptual
    /// Exactly when the golden's renderer fingerprint equals the current one, else perceptually.
    case auto

    /// The metric for a golden whose fingerprint differs from the current one by `drift`.
    package func metric(drift: [FingerprintChange]) -> PixelMetric {
        switch self {
        case .exact: .exact
        case .perceptual: .perceptual
        case .auto: drift.isEmpty ? .exact : .perceptual
        }
    }

    /// The name as typed after `--compare`.
    public var description: String { rawValue }
}

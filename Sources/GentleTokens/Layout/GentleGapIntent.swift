/// The runtime spacing intents of the package's layout facade; never in JSON.
public enum GentleGapIntent: String, Codable, Sendable, CaseIterable {
    /// No gap (0), then `xs` … `xxl`.
    case unknown, micro, tight, regular, ample, loose, expansive

    /// The scale step the intent reads, or nil for `unknown`, which is 0 points.
    public var spacingToken: GentleSpacingToken? {
        switch self {
        case .unknown: nil
        case .micro: .xs
        case .tight: .s
        case .regular: .m
        case .ample: .l
        case .loose: .xl
        case .expansive: .xxl
        }
    }
}

/// The iOS release a drawing stands for. GentleDesignSystem supports iOS 18 and later and draws
/// its glass surfaces differently from iOS 26 on.
public enum IOSVersion: Int, Sendable, Hashable, Codable, CaseIterable {
    /// iOS 18 to 25: glass surfaces draw their fallback material or colour.
    case iOS18 = 18
    /// iOS 26 and later: glass surfaces draw Liquid Glass (`glassEffect(.regular)`).
    case iOS26 = 26

    /// What sheets and goldens are drawn for unless told otherwise.
    public static let standard = IOSVersion.iOS26

    /// Whether glass surfaces are drawn as Liquid Glass rather than their fallback.
    public var drawsLiquidGlass: Bool { self == .iOS26 }

    /// "iOS 26", "iOS 18".
    public var displayName: String { "iOS \(rawValue)" }
}

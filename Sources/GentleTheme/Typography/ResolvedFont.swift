import GentleTokens

/// The system font a text role asks for, after Dynamic Type.
public struct ResolvedFont: Sendable, Equatable {
    /// SF Pro, New York, SF Pro Rounded or SF Mono.
    public let design: GentleFontDesignToken
    /// The named weight.
    public let weight: GentleFontWeightToken
    /// The width the package actually applies: the spec's width for the `default` design, else nil.
    public let width: GentleFontWidthToken?
    /// Size in points after Dynamic Type scaling.
    public let size: Double

    /// A font request; `width` is dropped unless `design` is `default`, as `Font.width(_:)` is
    /// only applied to the default design.
    public init(
        design: GentleFontDesignToken, weight: GentleFontWeightToken, width: GentleFontWidthToken?,
        size: Double
    ) {
        self.design = design
        self.weight = weight
        self.width = design == .default ? width : nil
        self.size = size
    }

    /// The numeric weight, 100 … 900.
    public var numericWeight: Int { weight.numericWeight }
}

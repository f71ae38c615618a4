import GentleTokens

/// The system font a text role asks for, after Dynamic Type.
package struct ResolvedFont: Sendable, Equatable {
    /// SF Pro, New York, SF Pro Rounded or SF Mono.
    package let design: GentleFontDesignToken
    /// The named weight.
    package let weight: GentleFontWeightToken
    /// The width the package actually applies: the spec's width for the `default` design, else nil.
    package let width: GentleFontWidthToken?
    /// Size in points after Dynamic Type scaling.
    package let size: Double

    /// A font request; `width` is dropped unless `design` is `default`, as `Font.width(_:)` is
    /// only applied to the default design.
    package init(
        design: GentleFontDesignToken, weight: GentleFontWeightToken, width: GentleFontWidthToken?,
        size: Double
    ) {
        self.design = design
        self.weight = weight
        self.width = design == .default ? width : nil
        self.size = size
    }

    /// The numeric weight, 100 … 900.
    package var numericWeight: Int { weight.numericWeight }
}

import GentleTokens

/// A text role in the tokens document: the spec's point size beside the scaled font request.
package struct TextStyleTokens: Codable, Sendable, Equatable {
    /// The spec's size at the default category.
    package let pointSize: Double
    /// The size after Dynamic Type.
    package let size: Double
    /// The weight name.
    package let weight: String
    /// The weight as 100 … 900.
    package let numericWeight: Int
    /// The design name.
    package let design: String
    /// The width the package applies (only for the default design); absent otherwise.
    package let width: String?
    /// The width written in the spec; absent when the spec has none.
    package let specifiedWidth: String?
    /// The Dynamic Type text style.
    package let relativeTo: String
    /// Extra points between lines.
    package let lineSpacing: Double
    /// Kerning in points.
    package let letterSpacing: Double
    /// Whether the text is uppercased.
    package let isUppercased: Bool
    /// The colour role.
    package let colorRole: String
    /// The colour as hex.
    package let color: String

    init(_ style: ResolvedTextStyle) {
        pointSize = style.pointSize
        size = style.font.size
        weight = style.font.weight.rawValue
        numericWeight = style.font.numericWeight
        design = style.font.design.rawValue
        width = style.font.width?.rawValue
        specifiedWidth = style.specifiedWidth?.rawValue
        relativeTo = style.relativeTo.rawValue
        lineSpacing = style.lineSpacing.points
        letterSpacing = style.letterSpacing
        isUppercased = style.isUppercased
        colorRole = style.colorRole.rawValue
        color = style.color.hexString
    }
}

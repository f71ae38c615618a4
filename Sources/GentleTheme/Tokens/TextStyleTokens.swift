import GentleTokens

/// A text role in the tokens document: the spec's point size beside the scaled font request.
public struct TextStyleTokens: Codable, Sendable, Equatable {
    /// The spec's size at the default category.
    public let pointSize: Double
    /// The size after Dynamic Type.
    public let size: Double
    /// The weight name.
    public let weight: String
    /// The weight as 100 … 900.
    public let numericWeight: Int
    /// The design name.
    public let design: String
    /// The width the package applies (only for the default design); absent otherwise.
    public let width: String?
    /// The width written in the spec; absent when the spec has none.
    public let specifiedWidth: String?
    /// The Dynamic Type text style.
    public let relativeTo: String
    /// Extra points between lines.
    public let lineSpacing: Double
    /// Kerning in points.
    public let letterSpacing: Double
    /// Whether the text is uppercased.
    public let isUppercased: Bool
    /// The colour role.
    public let colorRole: String
    /// The colour as hex.
    public let color: String

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

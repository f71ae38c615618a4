/// How one text role is set. Every key except `width` is required in JSON.
public struct GentleTypographyRoleSpec: Codable, Sendable, Equatable {
    /// Size in points at the default Dynamic Type size (`large`).
    public var pointSize: Double
    /// System font weight.
    public var weight: GentleFontWeightToken
    /// System font design.
    public var design: GentleFontDesignToken
    /// Optional width; absent from JSON when nil.
    public var width: GentleFontWidthToken?
    /// The text style whose Dynamic Type curve scales `pointSize`.
    public var relativeTo: GentleFontTextStyle
    /// Extra points between lines.
    public var lineSpacing: Double
    /// Kerning in points.
    public var letterSpacing: Double
    /// Whether the text is drawn uppercased.
    public var isUppercased: Bool
    /// The default text colour.
    public var colorRole: GentleColorRole

    /// Creates a role spec; spacing defaults to 0 and case to as written, like the package.
    public init(
        pointSize: Double,
        weight: GentleFontWeightToken,
        design: GentleFontDesignToken,
        width: GentleFontWidthToken? = nil,
        relativeTo: GentleFontTextStyle,
        lineSpacing: Double = 0,
        letterSpacing: Double = 0,
        isUppercased: Bool = false,
        colorRole: GentleColorRole
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.design = design
        self.width = width
        self.relativeTo = relativeTo
        self.lineSpacing = lineSpacing
        self.letterSpacing = letterSpacing
        self.isUppercased = isUppercased
        self.colorRole = colorRole
    }

    /// The package's last-resort spec when neither the role nor `body_m` is defined.
    public static let fallback = GentleTypographyRoleSpec(
        pointSize: 17, weight: .regular, design: .default, relativeTo: .body, lineSpacing: 2,
        colorRole: .textPrimary)
}

import GentleTokens

/// Everything needed to set text in one typography role.
package struct ResolvedTextStyle: Sendable, Equatable {
    /// The role this style was resolved for.
    package let role: GentleTextRole
    /// The font request, size after Dynamic Type.
    package let font: ResolvedFont
    /// The spec's size at the default Dynamic Type category.
    package let pointSize: Double
    /// The text style whose Dynamic Type curve scaled `pointSize`.
    package let relativeTo: GentleFontTextStyle
    /// The width written in the spec, shown even where the package ignores it.
    package let specifiedWidth: GentleFontWidthToken?
    /// Extra space between lines (not above the first); a negative spec value is drawn as 0,
    /// as Apple's text layout ignores negative line spacing.
    package let lineSpacing: Length
    /// Kerning in points added after every character, trailing edge included.
    package let letterSpacing: Double
    /// Whether the text is drawn uppercased.
    package let isUppercased: Bool
    /// The colour role of the text (a button's label role when resolved for a button).
    package private(set) var colorRole: GentleColorRole
    /// The text colour.
    package private(set) var color: GentleRGBA

    /// Resolves `spec` for `role` at `sizeCategory` with colours from `colors`.
    package init(
        role: GentleTextRole, spec: GentleTypographyRoleSpec, sizeCategory: ContentSizeCategory,
        colors: ResolvedColors
    ) {
        self.role = role
        TokenReads.note("typography.\(role.rawValue)")
        let size = DynamicTypeScaling.scaledSize(spec.pointSize, relativeTo: spec.relativeTo, at: sizeCategory)
        font = ResolvedFont(design: spec.design, weight: spec.weight, width: spec.width, size: size)
        pointSize = spec.pointSize
        relativeTo = spec.relativeTo
        specifiedWidth = spec.width
        lineSpacing = Length(clamping: spec.lineSpacing)
        letterSpacing = spec.letterSpacing
        isUppercased = spec.isUppercased
        colorRole = spec.colorRole
        color = colors[spec.colorRole]
    }

    /// This style drawn in another colour role, as `gentleText(_:colorRole:)` overrides it.
    package func recoloured(_ colorRole: GentleColorRole, from colors: ResolvedColors) -> ResolvedTextStyle {
        var recoloured = self
        recoloured.colorRole = colorRole
        recoloured.color = colors[colorRole]
        return recoloured
    }
}

import GentleTokens

/// The chrome variants of `.gentleTextField(role, colorRole:, chrome:)`.
package enum TextFieldVariant: String, Sendable, CaseIterable, Codable {
    /// `standalone(.rounded)`: fill, border and a `radii.medium` continuous corner.
    case rounded
    /// `standalone(.pill)`: the same chrome in a capsule.
    case pill
    /// `formRow`: vertical padding only, for a row of a form.
    case formRow
    /// `borderless`: the bare field.
    case borderless
}

/// A text field as the package draws it: its text, placeholder, cursor tint and chrome.
package struct ResolvedTextField: Sendable, Equatable {
    /// The variant.
    package let variant: TextFieldVariant
    /// The typed text's style (`body_m` in the role's colour).
    package let text: ResolvedTextStyle
    /// The placeholder's colour, SwiftUI's placeholder grey taken from `textTertiary`.
    package let placeholder: GentleRGBA
    /// The cursor and selection tint, `primaryCTA`.
    package let tint: GentleRGBA
    /// Padding around the text.
    package let padding: EdgePadding
    /// The background fill (`surfaceBase`), nil for form rows and borderless fields.
    package let fill: GentleRGBA?
    /// The 1 pt `borderSubtle` inside stroke, nil for form rows and borderless fields.
    package let border: ButtonBorder?
    /// The outline of fill and border.
    package let shape: ButtonShape

    /// The field of `variant` in `spec`, its text in `text`, coloured from `colors`.
    package init(
        variant: TextFieldVariant, spec: GentleDesignSystemSpec, text: ResolvedTextStyle, colors: ResolvedColors
    ) {
        self.variant = variant
        self.text = text
        placeholder = colors[.textTertiary]
        tint = colors[.primaryCTA]
        let gap = spec.layout.gap
        let medium = Length(clamping: spec.visual.radii.medium)
        let standalone = variant == .rounded || variant == .pill
        switch variant {
        case .rounded, .pill:
            TokenReads.note(["layout.gap.l", "layout.gap.m"])
            padding = EdgePadding(horizontal: Length(clamping: gap.l).points, vertical: Length(clamping: gap.m).points)
        case .formRow:
            TokenReads.note("layout.gap.s")
            padding = EdgePadding(horizontal: 0, vertical: Length(clamping: gap.s).points)
        case .borderless: padding = EdgePadding(horizontal: 0, vertical: 0)
        }
        fill = standalone ? colors[.surfaceBase] : nil
        border = standalone ? ButtonBorder(width: 1, colorRole: .borderSubtle, color: colors[.borderSubtle]) : nil
        if variant == .rounded { TokenReads.note("visual.radii.medium") }
        shape = variant == .pill ? .capsule : .roundedRectangle(cornerRadius: medium)
    }

}

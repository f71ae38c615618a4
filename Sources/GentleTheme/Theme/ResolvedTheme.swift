import GentleTokens

/// A theme for one colour scheme and Dynamic Type size with nothing left to look up.
///
/// Sheets read final colours, font requests, geometry and animations from here; every
/// fallback of the package has already been applied.
package struct ResolvedTheme: Sendable, Equatable {
    /// The spec's `_specVersion`, as written, shortened to `GentleQuotedText.maximumCharacters`.
    package let specVersion: String
    /// Light or dark.
    package let scheme: GentleColorScheme
    /// The Dynamic Type size text was scaled to.
    package let sizeCategory: ContentSizeCategory
    /// The iOS release drawn, which decides how glass surfaces look.
    package let ios: IOSVersion
    /// Every colour role for `scheme`.
    package let colors: ResolvedColors
    /// Every colour role in light mode, for sheets that show both schemes.
    package let lightColors: ResolvedColors
    /// Every colour role in dark mode, for sheets that show both schemes.
    package let darkColors: ResolvedColors
    /// The spacing scale (`layout.scale`) the sheet grid derives from; `validate` refuses a
    /// negative step, and each is clamped into a `Length` for a spec built in memory.
    package var spacing: SpacingScale {
        TokenReads.note("layout.scale")
        return spacingScale
    }
    private let spacingScale: SpacingScale
    /// Every text role.
    package let text: RoleTable<GentleTextRole, ResolvedTextStyle>
    /// Every button role.
    package let buttons: RoleTable<GentleButtonRole, ResolvedButton>
    /// Every surface role.
    package let surfaces: RoleTable<GentleSurfaceRole, ResolvedSurface>
    /// Every inset role × variant, in points from `layout.scale`.
    package let insets: RoleTable<InsetSlot, EdgePadding>
    /// The spacing, gap, grid, touch, radius and shadow ladders.
    package let layout: ResolvedLayout
    /// Every text field variant, its text in `body_m`.
    package let textFields: RoleTable<TextFieldVariant, ResolvedTextField>
    /// Every text role at every Dynamic Type size, in this scheme's colours.
    package let typeRamp: TypeRamp

    /// Resolves `spec` for `scheme` at `sizeCategory` on `ios`.
    package init(
        spec: GentleDesignSystemSpec, scheme: GentleColorScheme, sizeCategory: ContentSizeCategory = .standard,
        ios: IOSVersion = .standard
    ) {
        let colors = ResolvedColors(tokens: spec.colors, scheme: scheme)
        let text = RoleTable(
            roles: GentleTextRole.allCases,
            lastResort: ResolvedTextStyle(role: .body_m, spec: .fallback, sizeCategory: sizeCategory, colors: colors)
        ) { role in
            ResolvedTextStyle(
                role: role, spec: spec.typography.roleSpec(for: role), sizeCategory: sizeCategory,
                colors: colors)
        }
        specVersion = GentleQuotedText.shortened(spec.specVersion)
        self.scheme = scheme
        self.sizeCategory = sizeCategory
        self.ios = ios
        self.colors = colors
        lightColors = scheme == .light ? colors : ResolvedColors(tokens: spec.colors, scheme: .light)
        darkColors = scheme == .dark ? colors : ResolvedColors(tokens: spec.colors, scheme: .dark)
        spacingScale = SpacingScale(spec.layout.scale)
        self.text = text
        buttons = RoleTable(
            roles: GentleButtonRole.ordered,
            lastResort: ResolvedButton(role: .primary, spec: spec, text: text, colors: colors)
        ) { ResolvedButton(role: $0, spec: spec, text: text, colors: colors) }
        surfaces = RoleTable(
            roles: GentleSurfaceRole.allCases,
            lastResort: ResolvedSurface(role: .card, spec: .fallback, colors: colors, ios: ios)
        ) { ResolvedSurface(role: $0, spec: spec.surfaces.roleSpec(for: $0), colors: colors, ios: ios) }
        let layout = spec.layout
        insets = RoleTable(
            roles: InsetSlot.all,
            lastResort: Self.padding(GentleInsetTokens.fallback, scale: layout.scale)
        ) { slot in
            TokenReads.note("layout.inset.\(slot.role.rawValue).\(slot.variant.rawValue)")
            return Self.padding(layout.inset.axisTokens(for: slot.role, variant: slot.variant), scale: layout.scale)
        }
        self.layout = ResolvedLayout(spec: spec)
        textFields = RoleTable(
            roles: TextFieldVariant.allCases,
            lastResort: ResolvedTextField(variant: .rounded, spec: spec, text: text[.body_m], colors: colors)
        ) { ResolvedTextField(variant: $0, spec: spec, text: text[.body_m], colors: colors) }
        typeRamp = TypeRamp(spec: spec, colors: colors)
    }

    /// The padding `.gentleInset(role, variant:)` adds.
    package func inset(_ role: GentleInsetRole, _ variant: GentleInsetVariant = .regular) -> EdgePadding {
        insets[InsetSlot(role, variant)]
    }

    private static func padding(_ axis: GentleAxisInsetTokens, scale: GentleSpacingScaleTokens) -> EdgePadding {
        TokenReads.note(["layout.scale.\(axis.horizontal.rawValue)", "layout.scale.\(axis.vertical.rawValue)"])
        return EdgePadding(horizontal: scale.value(for: axis.horizontal), vertical: scale.value(for: axis.vertical))
    }
}

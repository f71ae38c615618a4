import GentleRaster
import GentleTheme
import GentleTokens

/// Everything a sheet is computed from: the resolved theme, its name and the measurer that will
/// size the text as the drawer sets it.
package struct SheetContext: Sendable {
    /// The theme, resolved for one scheme and size category.
    package var theme: ResolvedTheme
    /// The name shown in the header: a preset's name or a theme file's base name.
    package var themeName: String
    /// Measures text as the drawer will set it.
    package var measurer: any TextMeasuring
    /// A preset's catalogue text, for the overview and the gallery; nil for a theme file.
    package var about: ThemeAbout?
    /// Every theme of the run, this one among them, for the gallery; empty means this one alone.
    package var runThemes: [SheetContext]
    /// The page width the sheet is laid out at.
    package var pageWidth = SheetMetrics.pageWidth

    /// A context for a resolved theme.
    package init(
        theme: ResolvedTheme, themeName: String, measurer: any TextMeasuring, about: ThemeAbout? = nil,
        runThemes: [SheetContext] = []
    ) {
        self.theme = theme
        self.themeName = themeName
        self.measurer = measurer
        self.about = about
        self.runThemes = runThemes
    }

    /// Resolves `spec` for `scheme`, `sizeCategory` and `ios`, then makes the context from the result.
    package init(
        spec: GentleDesignSystemSpec, themeName: String, scheme: GentleColorScheme,
        sizeCategory: ContentSizeCategory, ios: IOSVersion = .standard, measurer: any TextMeasuring,
        about: ThemeAbout? = nil, runThemes: [SheetContext] = []
    ) {
        self.init(
            theme: ResolvedTheme(spec: spec, scheme: scheme, sizeCategory: sizeCategory, ios: ios),
            themeName: themeName, measurer: measurer, about: about, runThemes: runThemes)
    }

    /// The theme's `layout.scale`, which the sheet grid derives from; like both schemes' colours,
    /// read from the theme at each use and never kept, so that each read is recorded (`TokenReads`).
    package var spacing: SheetSpacing { SheetSpacing(theme.spacing) }
    /// The theme's colours in light mode, for sheets that show both schemes.
    package var lightColors: ResolvedColors { theme.lightColors }
    /// The theme's colours in dark mode, for sheets that show both schemes.
    package var darkColors: ResolvedColors { theme.darkColors }

    /// The same context laid out on the wide documentation page.
    package var widePage: SheetContext {
        var copy = self
        copy.pageWidth = SheetMetrics.widePageWidth
        return copy
    }

    /// The style of a theme text role.
    package func style(_ role: GentleTextRole) -> SheetTextStyle {
        SheetTextStyle(theme.text[role])
    }

    /// The colour of a theme colour role.
    package func color(_ role: GentleColorRole) -> GentleRGBA {
        theme.colors[role]
    }

    /// The sheet's labels, each in one of the theme's own text roles.
    package var labels: SheetLabelStyles {
        SheetLabelStyles(
            pageTitle: style(.largeTitle_xxl),
            sectionTitle: style(.title2_l),
            groupTitle: style(.headline_m),
            itemName: style(.subheadline_ms).colored(color(.textPrimary)),
            subtitle: style(.subheadline_ms).colored(color(.textSecondary)),
            detail: style(.footnote_s).colored(color(.textSecondary)),
            caption: style(.caption_s),
            rule: color(.borderSubtle))
    }

    /// The grid: the theme's spacing scale and its regular card inset.
    package var metrics: SheetMetrics {
        let card = theme.inset(.card)
        return SheetMetrics(
            spacing: spacing, cardPadding: LayoutInsets(horizontal: card.horizontal, vertical: card.vertical),
            width: pageWidth)
    }

    /// The page composer for this context.
    package var page: SheetPage {
        SheetPage(metrics: metrics, labels: labels, measurer: measurer)
    }

    /// The header of `sheet`.
    package func header(_ sheet: SheetKind) -> SheetHeader {
        SheetHeader(
            sheet: sheet, themeName: themeName, schemeName: theme.scheme == .dark ? "Dark" : "Light",
            sizeCategoryName: theme.sizeCategory.shortName, specVersion: theme.specVersion,
            iosName: theme.ios.displayName)
    }

    /// A page with `sections` under the header of `sheet`, on the theme's background.
    package func layout(_ sheet: SheetKind, sections: [LayoutBlock], minimumHeight: Double = 0) throws -> SheetLayout {
        try page.layout(
            header: header(sheet), sections: sections, background: color(.background), minimumHeight: minimumHeight)
    }
}

extension ContentSizeCategory {
    /// The name designers use: the SwiftUI name up to `xxxLarge`, then AX1 … AX5, short enough
    /// for a header line at the largest sizes.
    var shortName: String {
        guard isAccessibilityCategory else { return rawValue }
        return "AX\(ordinal - ContentSizeCategory.accessibilityMedium.ordinal + 1)"
    }
}

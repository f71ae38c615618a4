import GentleSheets
import GentleTheme
import GentleTokens

/// Which images to draw: every combination of some themes, sheets, schemes and Dynamic Type sizes.
public struct SpecimenSelection: Sendable, Equatable {
    /// The themes, in output order.
    public var themes: [SpecimenTheme]
    /// The sheets; all of them by default, the gallery only when there are several themes.
    public var sheets: [SheetKind]
    /// The colour schemes; light and dark by default.
    public var schemes: [GentleColorScheme]
    /// The Dynamic Type sizes; `large` by default.
    public var sizeCategories: [ContentSizeCategory]

    /// A selection.
    public init(
        themes: [SpecimenTheme], sheets: [SheetKind]? = nil,
        schemes: [GentleColorScheme] = [.light, .dark], sizeCategories: [ContentSizeCategory] = [.large]
    ) {
        self.themes = themes
        self.sheets = sheets ?? SheetKind.standard(forThemeCount: themes.count)
        self.schemes = schemes
        self.sizeCategories = sizeCategories
    }

    /// Every case in output order: theme, then size category, then sheet, then scheme; then each
    /// sheet that spans themes (the gallery) once per size and scheme, on the first theme's page.
    public var cases: [SpecimenCase] {
        let perTheme = themes.flatMap { theme in
            sizeCategories.flatMap { size in
                sheets.filter { !$0.spansThemes }.flatMap { sheet in
                    schemes.map { SpecimenCase(theme: theme, sheet: sheet, scheme: $0, sizeCategory: size) }
                }
            }
        }
        guard let first = themes.first else { return perTheme }
        return perTheme
            + sizeCategories.flatMap { size in
                sheets.filter(\.spansThemes).flatMap { sheet in
                    schemes.map {
                        SpecimenCase(theme: first, sheet: sheet, scheme: $0, sizeCategory: size, runThemes: themes)
                    }
                }
            }
    }
}

import GentleTheme
import GentleTokens

/// Which images to draw: every combination of some themes, sheets, schemes and Dynamic Type sizes.
public struct SpecimenSelection: Sendable, Equatable {
    /// The themes, in output order.
    public var themes: [SpecimenTheme]
    /// The sheets; all of them by default.
    public var sheets: [SheetKind]
    /// The colour schemes; light and dark by default.
    public var schemes: [GentleColorScheme]
    /// The Dynamic Type sizes; `large` by default.
    public var sizeCategories: [ContentSizeCategory]

    /// A selection.
    public init(
        themes: [SpecimenTheme], sheets: [SheetKind] = SheetKind.allCases,
        schemes: [GentleColorScheme] = [.light, .dark], sizeCategories: [ContentSizeCategory] = [.large]
    ) {
        self.themes = themes
        self.sheets = sheets
        self.schemes = schemes
        self.sizeCategories = sizeCategories
    }

    /// Every case in output order: theme, then size category, then sheet, then scheme.
    public var cases: [SpecimenCase] {
        themes.flatMap { theme in
            sizeCategories.flatMap { size in
                sheets.flatMap { sheet in
                    schemes.map { SpecimenCase(theme: theme, sheet: sheet, scheme: $0, sizeCategory: size) }
                }
            }
        }
    }
}

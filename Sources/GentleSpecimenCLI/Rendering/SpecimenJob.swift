import GentleRaster
import GentleSpecimen
import GentleTokens

/// One image to draw: a sheet of a theme in one colour scheme.
struct SpecimenJob: Sendable, Equatable {
    /// The theme drawn.
    let theme: NamedTheme
    /// The sheet drawn.
    let sheet: SheetKind
    /// The colour scheme drawn.
    let scheme: GentleColorScheme

    /// Every combination in output order: theme, then sheet, then scheme.
    static func all(
        themes: [NamedTheme], sheets: [SheetKind], schemes: [GentleColorScheme]
    ) -> [SpecimenJob] {
        themes.flatMap { theme in
            sheets.flatMap { sheet in
                schemes.map { SpecimenJob(theme: theme, sheet: sheet, scheme: $0) }
            }
        }
    }

    /// `<theme-id>/<sheet>-<scheme>.<ext>` (DESIGN.md §3).
    func relativePath(format: OutputFormat) -> String {
        "\(theme.id)/\(sheet.rawValue)-\(scheme.rawValue).\(format.rawValue)"
    }
}

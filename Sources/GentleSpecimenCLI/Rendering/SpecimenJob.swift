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

    /// Rough relative time to draw and encode the job, so a batch can start the costliest first.
    /// Measured at scale 2 over the nine presets: surfaces (backdrop blurs) ≈ 230 ms, buttons
    /// ≈ 185 ms, typography ≈ 170 ms, colors ≈ 85 ms.
    var estimatedCost: Int {
        switch sheet {
        case .surfaces: 4
        case .buttons: 3
        case .typography: 2
        case .colors: 1
        }
    }

    /// `<theme-id>/<sheet>-<scheme>.<ext>` (DESIGN.md §3).
    func relativePath(format: OutputFormat) -> String {
        "\(theme.id)/\(sheet.rawValue)-\(scheme.rawValue).\(format.rawValue)"
    }
}

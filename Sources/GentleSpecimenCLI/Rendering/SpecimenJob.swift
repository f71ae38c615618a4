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
    /// Every theme of the run, for a sheet that spans themes (the gallery); empty otherwise.
    var runThemes: [NamedTheme] = []

    /// Every combination in output order: theme, then sheet, then scheme; then a sheet that
    /// spans themes once per scheme, drawn with the first theme's page.
    static func all(
        themes: [NamedTheme], sheets: [SheetKind], schemes: [GentleColorScheme]
    ) -> [SpecimenJob] {
        let perTheme = themes.flatMap { theme in
            sheets.filter { !$0.spansThemes }.flatMap { sheet in
                schemes.map { SpecimenJob(theme: theme, sheet: sheet, scheme: $0) }
            }
        }
        guard let first = themes.first else { return perTheme }
        return perTheme
            + sheets.filter(\.spansThemes).flatMap { sheet in
                schemes.map { SpecimenJob(theme: first, sheet: sheet, scheme: $0, runThemes: themes) }
            }
    }

    /// Rough relative time to draw and encode the job, so a batch can start the costliest first.
    /// Measured at scale 2 over the nine presets: surfaces (backdrop blurs) ≈ 230 ms, buttons
    /// ≈ 185 ms, typography ≈ 170 ms, colors ≈ 85 ms.
    var estimatedCost: Int {
        switch sheet {
        case .gallery: 6
        case .overview: 5
        case .surfaces, .dynamicType: 4
        case .buttons, .accessibility: 3
        case .typography, .controls: 2
        case .colors, .layout: 1
        }
    }

    /// `<theme-id>/<sheet>-<scheme>.<ext>` (DESIGN.md §3), or `gallery-<scheme>.<ext>` for a
    /// sheet that spans the run's themes.
    func relativePath(format: OutputFormat) -> String {
        "\(caseName).\(format.rawValue)"
    }

    /// `<theme-id>/<sheet>-<scheme>`, or `<sheet>-<scheme>` for a sheet that spans themes: the
    /// output path without its extension, and the golden's name.
    var caseName: String {
        let file = "\(sheet.rawValue)-\(scheme.rawValue)"
        return sheet.spansThemes ? file : "\(theme.id)/\(file)"
    }
}

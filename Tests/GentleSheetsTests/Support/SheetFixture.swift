import GentleSheets
import GentleTheme
import GentleTokens

/// One preset in one scheme at one Dynamic Type size, laid out with the fixed-advance measurer.
struct SheetFixture: Sendable, CustomStringConvertible {
    var preset: GentlePreset
    var scheme: GentleColorScheme
    var sizeCategory: ContentSizeCategory

    /// Every preset × both schemes × the smallest and largest size category.
    static let all: [SheetFixture] = GentlePreset.all.flatMap { preset in
        [GentleColorScheme.light, .dark].flatMap { scheme in
            [ContentSizeCategory.xSmall, .accessibilityExtraExtraExtraLarge].map {
                SheetFixture(preset: preset, scheme: scheme, sizeCategory: $0)
            }
        }
    }

    /// The default theme, light, at the standard size.
    static let standard = SheetFixture(preset: .gentleDefault, scheme: .light, sizeCategory: .large)

    var description: String { "\(preset.id) \(scheme) \(sizeCategory.rawValue)" }

    var context: SheetContext {
        SheetContext(
            spec: preset.spec, themeName: preset.name, scheme: scheme, sizeCategory: sizeCategory,
            measurer: FixedAdvanceMeasurer(), about: ThemeAbout(preset))
    }

    /// The context `sheet` is drawn from: for the gallery, this preset's page with all nine
    /// presets as the run's themes, as `render --preset all` draws it.
    func context(for sheet: SheetKind) -> SheetContext {
        guard sheet.spansThemes else { return context }
        var context = context
        context.runThemes = GentlePreset.all.map {
            SheetFixture(preset: $0, scheme: scheme, sizeCategory: sizeCategory).context
        }
        return context
    }
}

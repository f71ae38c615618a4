import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a run draws and where it keeps goldens once the command line, the project config and the
/// command's defaults are merged: each value given wins, else the config's, else the default. The
/// one place the three meet, so that no command merges them its own way.
package struct SpecimenSettings: Sendable, Equatable {
    /// What a command falls back on when neither the command line nor a config says.
    package struct Defaults: Sendable, Equatable {
        /// The themes drawn when none is named.
        package var themes: ThemeSource
        /// The scale drawn at when none is given.
        package var scale: PixelScale

        /// A command's defaults.
        package init(themes: ThemeSource, scale: PixelScale) {
            self.themes = themes
            self.scale = scale
        }
    }

    /// The goldens folder when neither the command line nor a config names one.
    package static let defaultGoldens = "Goldens"
    /// The report folder when neither the command line nor a config names one.
    package static let defaultReport = "./specimen-report"

    /// The themes to draw.
    package var themes: ThemeSource
    /// The display name of the single theme, if one was given.
    package var displayName: String?
    /// The sheets.
    package var sheets: SheetSelection
    /// The colour schemes, light first.
    package var schemes: [GentleColorScheme]
    /// The Dynamic Type sizes.
    package var sizeCategories: [ContentSizeCategory]
    /// Device pixels per point.
    package var scale: PixelScale
    /// The font manifest to draw with; nil for the bundled fonts.
    package var fontManifest: URL?
    /// The iOS release drawn.
    package var ios: IOSVersion
    /// Whether a theme with warnings is refused.
    package var isStrict: Bool
    /// Where the goldens are, and how messages and the report name the folder.
    package var goldens: GivenPath
    /// Where the report is written, and how messages name it.
    package var report: GivenPath
    /// The comparison gates: each given, else the config's; nil where neither says.
    package var compare: SpecimenConfig.Compare
    /// The project config the settings were merged with, if any.
    package var config: SpecimenConfig?

    /// Merges what the command was given with `config` and `defaults`; folders named by neither
    /// are resolved against `workingDirectory`, and those the config names are shown as
    /// `displayPath` shows them.
    package init(
        given: SpecimenOptions, config: SpecimenConfig?, defaults: Defaults, workingDirectory: URL,
        displayPath: (URL) -> String
    ) {
        themes = given.themes ?? config.map { .configured($0.themes) } ?? defaults.themes
        displayName = given.displayName
        sheets = given.sheets ?? config?.sheets.map(SheetSelection.init(listing:)) ?? .all
        schemes = given.schemes ?? config?.schemes ?? [.light, .dark]
        sizeCategories = given.sizeCategories ?? config?.sizeCategories ?? [.large]
        scale = given.scale ?? config?.scale ?? defaults.scale
        fontManifest = given.fontManifest ?? config?.fonts
        ios = given.ios ?? config?.ios ?? .standard
        isStrict = given.isStrict
        goldens = Self.goldens(
            given: given.goldens, config: config, workingDirectory: workingDirectory, displayPath: displayPath)
        report = Self.folder(
            given.report, configured: config?.report, default: Self.defaultReport, workingDirectory: workingDirectory,
            displayPath: displayPath)
        compare = Self.compare(given: given.compare, config: config?.compare)
        self.config = config
    }

    /// Finds and reads the project config (the one `given` names, else the nearest), then merges.
    /// A bad config throws before anything is drawn.
    package static func load(
        given: SpecimenOptions, defaults: Defaults, workingDirectory: URL, displayPath: (URL) -> String
    ) throws(SpecimenConfigError) -> SpecimenSettings {
        let config = try SpecimenConfig.load(
            given: given.config, workingDirectory: workingDirectory, displayPath: displayPath)
        return SpecimenSettings(
            given: given, config: config, defaults: defaults, workingDirectory: workingDirectory,
            displayPath: displayPath)
    }

    /// The goldens folder: as given, else as `config` names it, else `Goldens` in the working directory.
    package static func goldens(
        given: GivenPath?, config: SpecimenConfig?, workingDirectory: URL, displayPath: (URL) -> String
    ) -> GivenPath {
        folder(
            given, configured: config?.goldens, default: defaultGoldens, workingDirectory: workingDirectory,
            displayPath: displayPath)
    }

    private static func folder(
        _ given: GivenPath?, configured: URL?, default fallback: String, workingDirectory: URL,
        displayPath: (URL) -> String
    ) -> GivenPath {
        if let given { return given }
        if let configured { return GivenPath(displayPath(configured), url: configured) }
        return GivenPath(fallback, workingDirectory: workingDirectory)
    }

    /// Each gate given, else the config's.
    private static func compare(
        given: SpecimenConfig.Compare, config: SpecimenConfig.Compare?
    ) -> SpecimenConfig.Compare {
        SpecimenConfig.Compare(
            maxDiffPixels: given.maxDiffPixels ?? config?.maxDiffPixels,
            maxDiffRatio: given.maxDiffRatio ?? config?.maxDiffRatio,
            threshold: given.threshold ?? config?.threshold)
    }

    /// Every case of `themes` under these settings, in output order.
    package func cases(of themes: [SpecimenTheme]) -> [SpecimenCase] {
        SpecimenSelection(
            themes: themes, sheets: sheets.sheets(forThemeCount: themes.count), schemes: schemes,
            sizeCategories: sizeCategories
        ).cases
    }

    /// The fonts to draw with: the manifest given, or the bundled fonts as `search` finds them.
    package func fonts(search: SpecimenFonts.Search) throws -> SpecimenFonts {
        try SpecimenFonts.bundled(or: fontManifest, search: search)
    }
}

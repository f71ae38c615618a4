import Foundation
import GentleSpecimen
import GentleTheme
import GentleTokens

/// A command's selection once the command line and the project config are merged: what to draw,
/// and how. Loading its themes prints their warnings and, with `--strict`, refuses them.
struct Selection: Sendable, Equatable {
    /// The themes to draw.
    var themes: ThemeSource
    /// The display name of the single theme, if one was given.
    var displayName: String?
    /// The sheets.
    var sheets: SheetSelection
    /// The colour schemes, light first.
    var schemes: [GentleColorScheme]
    /// The Dynamic Type sizes.
    var sizeCategories: [ContentSizeCategory]
    /// Device pixels per point.
    var scale: PixelScale
    /// The font manifest to draw with; nil for the bundled fonts.
    var fontManifest: URL?
    /// The iOS release drawn.
    var ios: IOSVersion
    /// Whether a theme with warnings is refused.
    var isStrict: Bool
    /// The project config the selection was merged with, if any.
    var config: SpecimenConfig?

    /// Says which config the run uses, `config: ../gentle-specimen.json`, as its first line, so
    /// that a file found in a parent folder is never used silently; nothing without a config.
    func announceConfig(in context: CommandContext) {
        guard let config else { return }
        context.output.print("config: \(context.environment.displayPath(of: config.file))")
    }

    /// Reads the themes, prints each one's warnings on standard error once, then refuses them
    /// when `--strict` is given and any has warnings; names the single theme `--name` names
    /// (refusing the name for several themes, as a usage error of `command`).
    func loadThemes(in context: CommandContext, command: CommandSpec) throws -> [SpecimenTheme] {
        let loaded = try themes.load(environment: context.environment)
        let warnings = loaded.flatMap(\.warnings)
        warnings.map(\.description).forEach(context.output.printError)
        if isStrict, !warnings.isEmpty {
            throw StrictRefusal(
                warningCount: warnings.count, themes: loaded.filter { !$0.warnings.isEmpty }.map(\.origin))
        }
        guard let displayName else { return loaded }
        guard loaded.count == 1 else {
            throw UsageFailure(problem: SelectionOptions.nameForSeveral(loaded.count), command: command)
        }
        return loaded.map { $0.named(displayName) }
    }

    /// Every case of `themes` under this selection, in output order.
    func cases(of themes: [SpecimenTheme]) -> [SpecimenCase] {
        SpecimenSelection(
            themes: themes, sheets: sheets.sheets(forThemeCount: themes.count), schemes: schemes,
            sizeCategories: sizeCategories
        ).cases
    }

    /// The fonts to draw with: the manifest given, or the bundled fonts as `search` finds them.
    func fonts(search: FontSearch) throws -> SpecimenFonts {
        try SpecimenFonts.bundled(or: fontManifest, search: search)
    }
}

/// `--strict` refused themes because they have warnings: a data error (65), nothing drawn.
struct StrictRefusal: Error, Sendable, Equatable {
    /// How many warnings the themes have, all printed before this error.
    let warningCount: Int
    /// The themes with warnings, as messages name them.
    let themes: [String]

    /// The sentence after `Error: `.
    var message: String {
        let noun = warningCount == 1 ? "1 warning" : "\(warningCount) warnings"
        let verb = themes.count == 1 ? "has" : "have"
        return "--strict: \(themes.joined(separator: ", ")) \(verb) \(noun) (listed above); nothing was drawn"
    }
}

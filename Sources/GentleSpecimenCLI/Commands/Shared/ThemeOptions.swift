import Foundation
import GentleSpecimen
import GentleTokens

/// Where a command's theme comes from.
enum ThemeSource: Sendable, Equatable {
    /// A theme JSON file, as given on the command line.
    case file(String)
    /// One built-in preset.
    case preset(GentlePreset)
    /// Every built-in preset.
    case allPresets

    /// The themes the source names, in catalogue order for presets; a theme file is read and
    /// decoded, its messages naming it as the user wrote it.
    func load(environment: CommandEnvironment) throws -> [SpecimenTheme] {
        switch self {
        case .preset(let preset): [SpecimenTheme(preset)]
        case .allPresets: SpecimenTheme.presets
        case .file(let path): [try SpecimenTheme.load(contentsOf: environment.url(for: path), displayPath: path)]
        }
    }
}

/// The `--theme FILE | --preset ID` pair shared by the commands that read a theme.
struct ThemeOptions: Sendable, Equatable {
    /// `--theme <file>`.
    static let theme = Option<String?>(
        "theme", value: "file", help: "A GentleDesignSystem theme JSON file.")
    /// `--preset <id>`.
    static let preset = Option<PresetChoice?>(
        "preset", value: "id", help: "A built-in preset by id, or all of them.")
    /// Both declarations, in help order.
    static let specs = [theme.spec, preset.spec]

    /// The `--theme` path, if given.
    let file: String?
    /// The `--preset` choice, if given.
    let preset: PresetChoice?

    init(parsing arguments: ParsedArguments) throws(CommandLineError) {
        file = try arguments.value(Self.theme)
        preset = try arguments.value(Self.preset)
    }

    /// Refuses `--theme` and `--preset` together, and `--preset all` where one theme is needed.
    func validate(allowsAllPresets: Bool, command: String) throws(CommandLineError) {
        // An empty path names no file: a usage error (64), not a failed read (74).
        if file?.isEmpty == true { throw .invalidValue("", option: Self.theme.spec) }
        if file != nil && preset != nil {
            throw .invalidCombination("Give either '--theme' or '--preset', not both")
        }
        if preset == .all && !allowsAllPresets {
            throw .invalidCombination("'\(command)' takes one theme; '--preset all' is not allowed")
        }
    }

    /// The chosen source, or `fallback` when neither option is given.
    func source(orElse fallback: ThemeSource) -> ThemeSource {
        if let file { return .file(file) }
        switch preset {
        case .preset(let preset): return .preset(preset)
        case .all: return .allPresets
        case nil: return fallback
        }
    }
}

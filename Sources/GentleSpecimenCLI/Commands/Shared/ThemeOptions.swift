import Foundation
import GentleSpecimen
import GentleTokens

/// Where a command's themes come from.
enum ThemeSource: Sendable, Equatable {
    /// A theme JSON file, as given on the command line.
    case file(String)
    /// One built-in preset.
    case preset(GentlePreset)
    /// Every built-in preset.
    case allPresets
    /// The themes of a project config, paths resolved against its folder.
    case configured([SpecimenConfig.Theme])
    /// Several of the above, drawn in this order in one run.
    indirect case several([ThemeSource])

    /// The themes the source names, in catalogue order for presets, each theme id once; a theme
    /// file is read and decoded, its messages naming it as the user wrote it.
    func load(environment: CommandEnvironment) throws -> [SpecimenTheme] {
        var seen = Set<String>()
        return try loadAll(environment: environment).filter { seen.insert($0.id).inserted }
    }

    private func loadAll(environment: CommandEnvironment) throws -> [SpecimenTheme] {
        switch self {
        case .preset(let preset): [SpecimenTheme(preset)]
        case .allPresets: SpecimenTheme.presets
        case .file(let path): [try SpecimenTheme.load(contentsOf: environment.url(for: path), displayPath: path)]
        case .configured(let themes): try themes.map { try $0.load() }
        case .several(let sources): try sources.flatMap { try $0.loadAll(environment: environment) }
        }
    }
}

/// The `--theme FILE … | --preset ID,…` choice shared by the commands that read themes.
struct ThemeOptions: Sendable, Equatable {
    /// `--theme <file>`, repeatable.
    static let theme = Option<String?>(
        "theme", value: "file", help: "A GentleDesignSystem theme JSON file; give it again for more themes.",
        repeats: true)
    /// `--preset <id>`, repeatable, each a comma-separated list.
    static let preset = Option<CommaList<PresetChoice>?>(
        "preset", value: "id", help: "Built-in presets by id (a comma-separated list), or all of them.",
        repeats: true)
    /// Both declarations, in help order.
    static let specs = [theme.spec, preset.spec]

    /// The `--theme` paths, in the order given.
    let files: [String]
    /// The `--preset` choices, in the order given.
    let presets: [PresetChoice]

    init(parsing arguments: ParsedArguments) throws(CommandLineError) {
        files = try arguments.values(Self.theme)
        presets = try arguments.values(Self.preset).flatMap(\.elements)
    }

    /// Whether neither option was given.
    var isEmpty: Bool { files.isEmpty && presets.isEmpty }

    /// How many themes the options name; `--preset all` counts every preset.
    var themeCount: Int {
        files.count + presets.reduce(0) { count, choice in count + (choice == .all ? GentlePreset.all.count : 1) }
    }

    /// Refuses `--theme` and `--preset` together, an empty path, and several themes (or
    /// `--preset all`) where one theme is needed.
    func validate(allowsSeveral: Bool, command: String) throws(CommandLineError) {
        // An empty path names no file: a usage error (64), not a failed read (74).
        if files.contains("") { throw .invalidValue("", option: Self.theme.spec) }
        if !files.isEmpty && !presets.isEmpty {
            throw .invalidCombination("Give either '--theme' or '--preset', not both")
        }
        guard !allowsSeveral else { return }
        if presets.contains(.all) {
            throw .invalidCombination("'\(command)' takes one theme; '--preset all' is not allowed")
        }
        if themeCount > 1 { throw .invalidCombination("'\(command)' takes one theme; \(themeCount) were given") }
    }

    /// The chosen source, or `fallback` when neither option is given.
    func source(orElse fallback: ThemeSource) -> ThemeSource {
        let sources = files.map(ThemeSource.file) + presets.map(Self.source)
        switch sources.count {
        case 0: return fallback
        case 1: return sources[0]
        default: return .several(sources)
        }
    }

    private static func source(_ choice: PresetChoice) -> ThemeSource {
        switch choice {
        case .preset(let preset): .preset(preset)
        case .all: .allPresets
        }
    }
}

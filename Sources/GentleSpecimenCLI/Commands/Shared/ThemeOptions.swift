import GentleSpecimen
import GentleTokens

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

    /// The `--theme` paths, in the order given, resolved against the working directory.
    let files: [GivenPath]
    /// The `--preset` choices, in the order given.
    let presets: [PresetChoice]

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        files = try arguments.values(Self.theme).map(environment.givenPath)
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
        if files.contains(where: \.text.isEmpty) { throw .invalidValue("", option: Self.theme.spec) }
        if !files.isEmpty && !presets.isEmpty {
            throw .invalidCombination("Give either '--theme' or '--preset', not both")
        }
        guard !allowsSeveral else { return }
        if presets.contains(.all) {
            throw .invalidCombination("'\(command)' takes one theme; '--preset all' is not allowed")
        }
        if themeCount > 1 { throw .invalidCombination("'\(command)' takes one theme; \(themeCount) were given") }
    }

    /// The chosen source, or nil when neither option is given.
    var source: ThemeSource? {
        let sources = files.map(ThemeSource.file) + presets.map(Self.source)
        switch sources.count {
        case 0: return nil
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

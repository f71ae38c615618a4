import GentleFiles
import GentleSpecimen
import GentleTokens

/// The `--theme FILE … | --preset ID,…` choice shared by the commands that read themes, and the
/// `--name` each theme can carry: a `--name` names the theme of the `--theme` or `--preset` just
/// before it; with one theme on the command line (or none, the config's one), one `--name`
/// anywhere names it.
struct ThemeOptions: Sendable, Equatable {
    /// `--theme <file>`, repeatable.
    static let theme = Option<String?>(
        "theme", value: "file", help: "A GentleDesignSystem theme JSON file; give it again for more themes.",
        repeats: true)
    /// `--preset <id>`, repeatable, each a comma-separated list.
    static let preset = Option<CommaList<PresetChoice>?>(
        "preset", value: "id", help: "Built-in presets by id (a comma-separated list), or all of them.",
        repeats: true)
    /// `--name <name>`, repeatable: the display name of the theme given just before it.
    static let name = Option<String?>(
        "name", value: "name",
        help: "The display name sheet headers and pages show for the theme of the --theme or single-id "
            + "--preset just before it; give one after each theme to name several. With one theme, one "
            + "--name anywhere names it.",
        defaultNote: "the config's name, else the file's base name or the preset's name", repeats: true)
    /// Both theme declarations, in help order.
    static let specs = [theme.spec, preset.spec]

    /// One `--theme FILE` or `--preset LIST` as given, with the `--name`s that follow it.
    struct Entry: Sendable, Equatable {
        /// The file, or the presets of one `--preset`.
        enum Themes: Sendable, Equatable {
            case file(GivenPath)
            case presets([PresetChoice])
        }

        let themes: Themes
        var names: [String] = []

        /// How many themes the entry names; `--preset all` counts every preset.
        var themeCount: Int {
            switch themes {
            case .file: 1
            case .presets(let choices):
                choices.reduce(0) { count, choice in count + (choice == .all ? GentlePreset.all.count : 1) }
            }
        }

        /// The entry as written, for messages: `--theme a.json`, `--preset a,b`.
        var written: String {
            switch themes {
            case .file(let path): "'--theme \(UntrustedText.console(path.text))'"
            case .presets(let choices): "'--preset \(choices.compactMap(\.argumentDescription).joined(separator: ","))'"
            }
        }

        /// The sources the entry names, named by its `--name` when `named` and it has one.
        func sources(named: Bool) -> [ThemeSource] {
            let sources: [ThemeSource]
            switch themes {
            case .file(let path): sources = [.file(path)]
            case .presets(let choices): sources = choices.map(ThemeOptions.source)
            }
            guard named, let name = names.first, sources.count == 1 else { return sources }
            return sources.map { .named($0, name) }
        }
    }

    /// Each `--theme` and `--preset`, in command-line order.
    let entries: [Entry]
    /// The `--name`s given before any `--theme` or `--preset`.
    let leadingNames: [String]

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        let files = try arguments.values(Self.theme).map(environment.givenPath)
        let presets = try arguments.values(Self.preset)
        let names = try arguments.values(Self.name)
        var entries: [Entry] = []
        var leading: [String] = []
        for (long, index) in arguments.occurrences(of: [Self.theme.spec, Self.preset.spec, Self.name.spec]) {
            switch long {
            case Self.theme.spec.long: entries.append(Entry(themes: .file(files[index])))
            case Self.preset.spec.long: entries.append(Entry(themes: .presets(presets[index].elements)))
            default:
                if entries.isEmpty {
                    leading.append(names[index])
                } else {
                    entries[entries.count - 1].names.append(names[index])
                }
            }
        }
        self.entries = entries
        leadingNames = leading
    }

    /// The `--theme` paths, in the order given, resolved against the working directory.
    var files: [GivenPath] {
        entries.compactMap {
            guard case .file(let path) = $0.themes else { return nil }
            return path
        }
    }

    /// The `--preset` choices, in the order given.
    var presets: [PresetChoice] {
        entries.flatMap { entry -> [PresetChoice] in
            guard case .presets(let choices) = entry.themes else { return [] }
            return choices
        }
    }

    /// Every `--name`, in command-line order.
    var names: [String] { leadingNames + entries.flatMap(\.names) }

    /// Whether neither `--theme` nor `--preset` was given.
    var isEmpty: Bool { entries.isEmpty }

    /// How many themes the options name; `--preset all` counts every preset.
    var themeCount: Int { entries.reduce(0) { $0 + $1.themeCount } }

    /// The one `--name` that names the run's single theme (the command line's, else the config's);
    /// nil when `--name` is not given or pairs with its theme (`source` carries it).
    var singleName: String? {
        guard names.count == 1, themeCount <= 1 else { return nil }
        return names.first
    }

    /// Refuses an empty path or name, `--theme` with `--preset` unless `allowsMixing`, several
    /// themes (or `--preset all`) where one theme is needed, and a `--name` with no theme to name.
    func validate(allowsSeveral: Bool, allowsMixing: Bool = false, command: String) throws(CommandLineError) {
        // An empty path names no file: a usage error (64), not a failed read (74).
        if files.contains(where: \.text.isEmpty) { throw .invalidValue("", option: Self.theme.spec) }
        if names.contains(where: \.isEmpty) { throw .invalidValue("", option: Self.name.spec) }
        if !allowsMixing, !files.isEmpty, !presets.isEmpty {
            throw .invalidCombination("Give either '--theme' or '--preset', not both")
        }
        try validateNames()
        try validatePresetIDs()
        guard !allowsSeveral else { return }
        if presets.contains(.all) {
            throw .invalidCombination("'\(command)' takes one theme; '--preset all' is not allowed")
        }
        if themeCount > 1 { throw .invalidCombination("'\(command)' takes one theme; \(themeCount) were given") }
    }

    /// Each `--name` must have a theme to name: the single theme, or the one theme of the
    /// `--theme` or `--preset` just before it, which no other `--name` names.
    private func validateNames() throws(CommandLineError) {
        guard singleName == nil, !names.isEmpty else { return }
        if isEmpty {
            throw .invalidCombination(
                "'--name' is given \(names.count) times with no '--theme' or '--preset' to pair with; "
                    + "name the config's themes by their \"name\", or write '--theme FILE --name NAME' for each")
        }
        if !leadingNames.isEmpty {
            throw .invalidCombination(
                "'--name' comes before any '--theme' or '--preset', so it names no theme: with several themes, "
                    + "each '--name' names the theme given just before it ('--theme FILE --name NAME')")
        }
        for entry in entries where !entry.names.isEmpty {
            if entry.themeCount != 1 {
                throw .invalidCombination(
                    "'--name' follows \(entry.written), which names \(entry.themeCount) themes; give the preset "
                        + "to name its own '--preset ID --name NAME'")
            }
            if entry.names.count > 1 {
                throw .invalidCombination(
                    "\(entry.written) is followed by \(entry.names.count) '--name's; give each theme one name")
            }
        }
    }

    /// A theme file named as a preset given beside it would share its folder and goldens: one
    /// of the two would be dropped unseen, so the pair is refused, naming both.
    private func validatePresetIDs() throws(CommandLineError) {
        let presetIDs = Set(
            presets.flatMap { choice -> [String] in
                switch choice {
                case .preset(let preset): [preset.id]
                case .all: GentlePreset.all.map(\.id)
                }
            })
        for file in files where presetIDs.contains(ThemeIDClash.id(ofFile: file.url)) {
            let id = ThemeIDClash.id(ofFile: file.url)
            throw .invalidCombination(
                "'--theme \(UntrustedText.console(file.text))' and '--preset \(id)' are both the theme '\(id)' and "
                    + "would share its pages; rename the file")
        }
    }

    /// The chosen source, in command-line order, or nil when neither option is given.
    var source: ThemeSource? {
        // The single name reaches the theme through `singleName`, as it reaches a config's theme.
        let sources = entries.flatMap { $0.sources(named: singleName == nil) }
        switch sources.count {
        case 0: return nil
        case 1: return sources[0]
        default: return .several(sources)
        }
    }

    fileprivate static func source(_ choice: PresetChoice) -> ThemeSource {
        switch choice {
        case .preset(let preset): .preset(preset)
        case .all: .allPresets
        }
    }
}

import GentleTokens

/// Where a run's themes come from.
package enum ThemeSource: Sendable, Equatable {
    /// A theme JSON file, as given on the command line.
    case file(GivenPath)
    /// One built-in preset.
    case preset(GentlePreset)
    /// Every built-in preset.
    case allPresets
    /// The themes of a project config, paths resolved against its folder.
    case configured([SpecimenConfig.Theme])
    /// Several of the above, drawn in this order in one run.
    indirect case several([ThemeSource])
    /// The theme of a source of one theme, shown under a display name of the user's.
    indirect case named(ThemeSource, String)

    /// The themes the source names, in catalogue order for presets, each preset once; a theme
    /// file is read and decoded, its messages naming it as the user wrote it. Two theme files
    /// with one id (base name) throw `ThemeIDClash` before any file is read, as the project
    /// config refuses them: one would otherwise be dropped, unchecked.
    package func load() throws -> [SpecimenTheme] {
        if let clash = ThemeIDClash.clashes(among: files).first { throw clash }
        var seen = Set<String>()
        return try loadAll().filter { seen.insert($0.id).inserted }
    }

    /// The theme files the source names, in order.
    package var files: [GivenPath] {
        switch self {
        case .preset, .allPresets: []
        case .file(let path): [path]
        case .configured(let themes): themes.map(\.given)
        case .several(let sources): sources.flatMap(\.files)
        case .named(let source, _): source.files
        }
    }

    private func loadAll() throws -> [SpecimenTheme] {
        switch self {
        case .preset(let preset): [SpecimenTheme(preset)]
        case .allPresets: SpecimenTheme.presets
        case .file(let path): [try SpecimenTheme.load(contentsOf: path.url, displayPath: path.text)]
        case .configured(let themes): try themes.map { try $0.load() }
        case .several(let sources): try sources.flatMap { try $0.loadAll() }
        case .named(let source, let name): try source.loadAll().map { $0.named(name) }
        }
    }
}

import Foundation
import GentleTokens

/// A theme ready to resolve, with the id its output files are named by.
struct NamedTheme: Sendable, Equatable {
    /// The preset id, or a theme file's base name (`my-theme` for `themes/my-theme.json`).
    let id: String
    /// The name sheet headers show: a preset's name, or a theme file's base name.
    let name: String
    /// The decoded spec.
    let spec: GentleDesignSystemSpec
    /// What error messages call the theme: the file as the user gave it, or `preset <id>`.
    let origin: String

    /// The themes a command's theme options name, in catalogue order for presets. A theme file is
    /// read (failures are `CommandError`s) and decoded (refusals are `GentleThemeLoadError`s whose
    /// diagnostics name the file as it was given).
    static func load(_ source: ThemeSource, environment: CommandEnvironment) throws -> [NamedTheme] {
        switch source {
        case .preset(let preset):
            return [NamedTheme(preset)]
        case .allPresets:
            return GentlePreset.all.map(NamedTheme.init)
        case .file(let path):
            let url = environment.url(for: path)
            let spec = try GentleThemeFile.load(contentsOf: url, fileName: path)
            let id = url.deletingPathExtension().lastPathComponent
            return [NamedTheme(id: id, name: id, spec: spec, origin: path)]
        }
    }

    private init(id: String, name: String, spec: GentleDesignSystemSpec, origin: String) {
        self.id = id
        self.name = name
        self.spec = spec
        self.origin = origin
    }

    private init(_ preset: GentlePreset) {
        self.init(id: preset.id, name: preset.name, spec: preset.spec, origin: "preset \(preset.id)")
    }
}

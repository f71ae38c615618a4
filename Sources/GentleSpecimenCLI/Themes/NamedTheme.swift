import Foundation
import GentleTokens

/// A theme ready to resolve, with the id its output files are named by.
struct NamedTheme: Sendable, Equatable {
    /// The preset id, or a theme file's base name (`my-theme` for `themes/my-theme.json`).
    let id: String
    /// The decoded spec.
    let spec: GentleDesignSystemSpec

    /// The themes a command's theme options name, in catalogue order for presets. A theme file is
    /// read (failures are `CommandError`s) and decoded (refusals are `GentleThemeLoadError`s whose
    /// diagnostics name the file as it was given).
    static func load(_ source: ThemeSource, environment: CommandEnvironment) throws -> [NamedTheme] {
        switch source {
        case .preset(let preset):
            return [NamedTheme(id: preset.id, spec: preset.spec)]
        case .allPresets:
            return GentlePreset.all.map { NamedTheme(id: $0.id, spec: $0.spec) }
        case .file(let path):
            let url = environment.url(for: path)
            let spec = try GentleThemeFile.decode(data: try FileAccess.read(url, named: path), fileName: path)
            return [NamedTheme(id: url.deletingPathExtension().lastPathComponent, spec: spec)]
        }
    }
}

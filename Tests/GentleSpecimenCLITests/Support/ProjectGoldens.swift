import Foundation
import GentleGolden
import GentleSpecimen
import GentleTokens
@testable import GentleSpecimenCLI

/// The repository's own `Goldens/` tree, found from this source file so the tests never depend on
/// the current directory. Its cases are read from the tree, so a deleted or stray golden shows.
enum ProjectGoldens {
    /// `Goldens/` at the top of the repository.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Every `<theme-id>/<name>.png` in the tree as `<theme-id>/<name>`, and every top-level
    /// `<name>.png` (the gallery of the presets) as `<name>`, sorted; unreadable folders give no
    /// cases, which the completeness test reports.
    static let cases: [String] = {
        let files = FileManager.default
        let entries = (try? files.contentsOfDirectory(atPath: directory.path)) ?? []
        let topLevel = entries.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }
        return (topLevel
            + entries.filter { !$0.hasSuffix(".png") }.flatMap { theme in
                let folder = directory.appendingPathComponent(theme).path
                let names = (try? files.contentsOfDirectory(atPath: folder)) ?? []
                return names.filter { $0.hasSuffix(".png") }.map { "\(theme)/\($0.dropLast(4))" }
            }).sorted()
    }()

    /// The cases the design asks for: every preset, per-theme sheet and scheme (DESIGN.md §3),
    /// and the gallery of the nine presets in each scheme.
    static let expectedCases: [String] = (GentlePreset.all.flatMap { preset in
        SheetKind.allCases.filter { !$0.spansThemes }.flatMap { sheet in
            GentleColorScheme.allCases.map { "\(preset.id)/\(sheet.rawValue)-\($0.rawValue)" }
        }
    } + GentleColorScheme.allCases.map { "gallery-\($0.rawValue)" }).sorted()

    /// The job that draws a case named `<preset-id>/<sheet>-<scheme>`, or `nil` for a name that
    /// names no preset, sheet or scheme.
    static func job(for name: String) -> SpecimenJob? {
        if !name.contains("/") { return galleryJob(for: name) }
        let parts = name.split(separator: "/").map(String.init)
        guard parts.count == 2, let preset = GentlePreset.named(parts[0]),
              let dash = parts[1].lastIndex(of: "-"),
              let sheet = SheetKind(rawValue: String(parts[1][..<dash])),
              let scheme = GentleColorScheme(rawValue: String(parts[1][parts[1].index(after: dash)...])),
              let theme = try? NamedTheme.load(.preset(preset), environment: .testing()).first
        else { return nil }
        return SpecimenJob(theme: theme, sheet: sheet, scheme: scheme)
    }

    /// The job that draws `gallery-<scheme>` of the nine presets, or `nil` for another name.
    static func galleryJob(for name: String) -> SpecimenJob? {
        guard name.hasPrefix("gallery-"),
              let scheme = GentleColorScheme(rawValue: String(name.dropFirst("gallery-".count))),
              let themes = try? NamedTheme.load(.allPresets, environment: .testing()), let first = themes.first
        else { return nil }
        return SpecimenJob(theme: first, sheet: .gallery, scheme: scheme, runThemes: themes)
    }
}

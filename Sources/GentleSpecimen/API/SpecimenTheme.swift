import GentleSheets
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A theme to draw, with the id its files are named by and the name its sheets show.
public struct SpecimenTheme: Sendable, Equatable {
    /// The preset id, or a theme file's base name (`brand` for `Theme/brand.json`); names the
    /// folder of its sheets and goldens.
    public let id: String
    /// The name sheet headers show.
    public private(set) var name: String
    /// The decoded spec.
    public let spec: GentleDesignSystemSpec
    /// What error messages call the theme: the file as the user gave it, or `preset <id>`.
    public let origin: String
    /// A preset's catalogue text, for the overview and the gallery; nil for any other theme, even
    /// one named like a preset.
    public let about: ThemeAbout?
    /// The theme file as the user gave it; `nil` for presets and in-memory themes.
    public var file: String?
    /// Where the theme file is, which a review reads at its base revision; `nil` for presets and
    /// in-memory themes.
    public var url: URL?
    /// Where the file has the package silently fall back (a misspelt role, a bad hex), in file
    /// order; empty for presets and in-memory themes.
    package var warnings: GentleDiagnosticList = []

    /// An in-memory theme, e.g. a spec a test builds; `name` defaults to `id`.
    public init(
        id: String, name: String? = nil, spec: GentleDesignSystemSpec, origin: String? = nil, about: ThemeAbout? = nil
    ) {
        self.id = id
        self.name = name ?? id
        self.spec = spec
        self.origin = origin ?? "theme \(id)"
        self.about = about
    }

    /// A built-in preset, named as the catalogue names it.
    public init(_ preset: GentlePreset) {
        self.init(
            id: preset.id, name: preset.name, spec: preset.spec, origin: "preset \(preset.id)",
            about: ThemeAbout(preset))
    }

    /// The built-in preset with this id (`gentle-default`, `classic-tan`, …), or `nil`.
    public init?(presetID: String) {
        guard let preset = GentlePreset.named(presetID) else { return nil }
        self.init(preset)
    }

    /// The same theme with sheet headers showing `name` (a display name such as "Brand" for
    /// `Theme/brand.json`); its id, and so its file and golden paths, stay as they are.
    public func named(_ name: String) -> SpecimenTheme {
        var theme = self
        theme.name = name
        return theme
    }

    /// Every built-in preset, in catalogue order.
    public static var presets: [SpecimenTheme] { GentlePreset.all.map(SpecimenTheme.init) }

    /// Reads and decodes a theme JSON file. Its id is the file's base name; `name` defaults to it.
    /// `displayPath` is how messages name the file (the path as the user wrote it), the URL's
    /// path by default. A file that cannot be read, or a theme the package would refuse, throws
    /// `GentleThemeLoadError` naming the file (and, for a refusal, listing every problem).
    public static func load(contentsOf url: URL, name: String? = nil, displayPath: String? = nil) throws
        -> SpecimenTheme
    {
        let path = displayPath ?? url.path
        let document = try GentleThemeFile.loadDocument(contentsOf: url, fileName: path)
        var theme = SpecimenTheme(
            id: ThemeIDClash.id(ofFile: url), name: name, spec: document.spec, origin: path)
        theme.file = path
        theme.url = url
        theme.warnings = document.warnings
        return theme
    }
}

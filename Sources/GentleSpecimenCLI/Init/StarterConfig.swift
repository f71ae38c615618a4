import GentleFiles
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `gentle-specimen.json` that `init` writes: one theme, the sheets a single theme gets,
/// light and dark at the default size and scale 1, goldens beside the theme, exact comparison, and
/// the theme's display name made from its file's name.
/// Every key is spelled out so that a team sees what it can change.
enum StarterConfig {
    /// The config's text for the theme at `themePath` (relative to the config's folder).
    static func text(themePath: String) -> String {
        let themeURL = URL(fileURLWithPath: themePath)
        let name = displayName(themeID: themeURL.deletingPathExtension().lastPathComponent)
        let folder = PathText.parent(of: themePath)
        let goldens = folder.isEmpty ? "Goldens" : "\(folder)/Goldens"
        let sheets = SheetKind.standard(forThemeCount: 1).map { quoted($0.rawValue) }.joined(separator: ", ")
        return """
            {
              "themes": [{ "path": \(quoted(themePath)), "name": \(quoted(name)) }],
              "sheets": [\(sheets)],
              "schemes": ["light", "dark"],
              "sizeCategories": ["large"],
              "scale": 1,
              "goldens": \(quoted(goldens)),
              "report": "specimen-report",
              "compare": { "maxDiffPixels": 0 }
            }

            """
    }

    /// The name sheet headers show for a theme file's base name, as the preset catalogue writes
    /// its ids' names: words split at `-` and `_`, each capitalised (`brand` → "Brand",
    /// `soft-green` → "Soft Green"). The README's Swift example names `brand.json` "Brand" too, so
    /// goldens recorded by either match the other.
    static func displayName(themeID: String) -> String {
        let words = themeID.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard !words.isEmpty else { return themeID }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// `text` as a JSON string literal, with JSON's escapes.
    private static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}

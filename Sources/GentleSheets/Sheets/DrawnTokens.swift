import GentleTheme
import GentleTokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which of a theme's token values one sheet image draws (DESIGN.md §5), so its golden records
/// those and no others: accepting the goldens whose pixels moved can then never leave another
/// golden holding a value it does not draw.
///
/// An image draws what the sheet read from its resolved theme while it was laid out
/// (`SheetLayout.tokenPaths`, recorded by `TokenReads`): each path names a token or a group of them
/// (`typography.body_m` is every value of the role, `layout.scale` every step), and each stands for
/// the values under it, the other scheme's hex of a surface border aside. Every page also prints
/// the theme name, the spec version, the scheme and the size category.
package enum DrawnTokens {
    /// The subset of `values` (all of a theme's, `TokenValues.of`) that an image drawn in `scheme`
    /// from the paths `read` draws, plus `theme.name`. A path under another theme's prefix
    /// (`classic-tan/…`, the gallery's other cards) takes its value from `others[prefix]`, its
    /// paths prefixed too.
    package static func select(
        from values: [String: String], read: [String], scheme: GentleColorScheme, themeName: String,
        others: [String: [String: String]] = [:]
    ) -> [String: String] {
        var drawn = values.filter { pageSettings.contains($0.key) }
        var groups: [String: Groups] = [:]
        for path in read {
            let slash = path.firstIndex(of: "/")
            let prefix = slash.map { String(path[...$0]) } ?? ""
            let group = slash.map { String(path[path.index(after: $0)...]) } ?? path
            let theme = prefix.isEmpty ? values : others[prefix] ?? [:]
            if groups[prefix] == nil { groups[prefix] = Groups(theme, scheme: scheme) }
            for key in groups[prefix]?.keys(under: group) ?? [] {
                drawn[prefix + key] = theme[key]
            }
        }
        drawn[themeNamePath] = quoted(themeName)
        return drawn
    }

    /// The paths every page prints in its header, whatever the sheet.
    package static let pageSettings: Set<String> = ["specVersion", "scheme", "sizeCategory"]

    /// The path the displayed theme name is recorded under.
    package static let themeNamePath = "theme.name"

    /// The name as a JSON string literal (`"Brand"`), so a change reads `"brand" → "Brand"` and a
    /// name holding a line break or spaces still fits one line of the text chunk.
    package static func quoted(_ name: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(name)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    /// A theme's paths by each group that holds them, `layout.scale` → its six steps, so that a
    /// group read is found without a scan of every path; the other scheme's hex of a surface
    /// border is left out (it holds both, and an image draws its own scheme's).
    private struct Groups {
        private var members: [Substring: [String]] = [:]

        init(_ values: [String: String], scheme: GentleColorScheme) {
            let other = scheme == .light ? ".darkHex" : ".lightHex"
            for key in values.keys where !key.hasSuffix(other) {
                members[Substring(key), default: []].append(key)
                for dot in Self.dots(in: key) {
                    members[key[..<dot], default: []].append(key)
                }
            }
        }

        /// Where the dots of `key` are, each a character of its own. Every byte of an ASCII key
        /// is a character (CR LF aside, which holds no dot), so its dots are found in its bytes,
        /// much faster than in its characters; any other key is read character by character.
        private static func dots(in key: String) -> [String.Index] {
            var dots: [String.Index] = []
            let bytes = key.utf8
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte >= 0x80 {
                    return key.indices.filter { key[$0] == "." }
                }
                if byte == UInt8(ascii: ".") { dots.append(index) }
                index = bytes.index(after: index)
            }
            return dots
        }

        /// The paths at or under `group`.
        func keys(under group: String) -> [String] {
            members[Substring(group)] ?? []
        }
    }
}

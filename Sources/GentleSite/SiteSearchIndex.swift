import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The search box's index: every token of every theme page with its values and where it is, as
/// a script (a page opened from `file://` may not fetch a JSON file), keys sorted.
struct SiteSearchIndex {
    /// One token row of one page.
    struct Entry: Codable, Equatable {
        /// The theme's name.
        var theme: String
        /// The token's name.
        var name: String
        /// Its values, schemes in order, joined by ` / `.
        var value: String
        /// The row, relative to the site folder.
        var href: String
    }

    let entries: [Entry]

    /// `window.gentleSearchIndex = [...];`, every text as the pages show it (`Markup.inert`): the
    /// script sets it as text, so a bidirectional control written as itself would reorder a result.
    func script() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let shown = entries.map { entry in
            Entry(
                theme: Markup.inert(entry.theme), name: Markup.inert(entry.name), value: Markup.inert(entry.value),
                href: Markup.inert(entry.href))
        }
        return Array("window.gentleSearchIndex = ".utf8) + Array(try encoder.encode(shown)) + Array(";\n".utf8)
    }
}

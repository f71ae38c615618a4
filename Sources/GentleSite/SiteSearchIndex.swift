import Foundation

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

    /// `window.gentleSearchIndex = [...];`
    func script() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array("window.gentleSearchIndex = ".utf8) + Array(try encoder.encode(entries)) + Array(";\n".utf8)
    }
}

import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Two theme files whose base names are one theme id (`a/brand.json`, `b/brand.json`): their
/// sheets, goldens and report entries would be one folder, so a run would draw and check only
/// the first. The project config and the command line refuse such a pair alike, naming both.
package struct ThemeIDClash: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The id both files would draw under.
    package var id: String
    /// The earlier file, as the user wrote it.
    package var first: String
    /// The later file, as the user wrote it.
    package var second: String

    /// A clash of `first` and `second` over `id`.
    package init(id: String, first: String, second: String) {
        self.id = id
        self.first = first
        self.second = second
    }

    /// The id a theme file draws under: its base name, `brand` for `Theme/brand.json`.
    package static func id(ofFile url: URL) -> String {
        url.deletingPathExtension().lastPathComponent
    }

    /// The clash of `file` with the first of `earlier` that has its id; nil when none has.
    package static func clash(of file: GivenPath, withEarlier earlier: [GivenPath]) -> ThemeIDClash? {
        let id = id(ofFile: file.url)
        guard let first = earlier.first(where: { Self.id(ofFile: $0.url) == id }) else { return nil }
        return ThemeIDClash(id: id, first: first.text, second: file.text)
    }

    /// Each file that shares its id with an earlier one, paired with the first file of that id,
    /// in the order given.
    package static func clashes(among files: [GivenPath]) -> [ThemeIDClash] {
        files.indices.compactMap { clash(of: files[$0], withEarlier: Array(files[..<$0])) }
    }

    /// What is wrong and how to put it right, naming both files.
    package var problem: String {
        "the theme files \"\(first)\" and \"\(second)\" are both named \"\(id)\", and the two would share goldens "
            + "(rename one file)"
    }

    /// The problem as one line.
    package var description: String { problem }

    /// Two files the user named are the input's fault (65).
    package var kind: ErrorKind { .invalidInput }
}

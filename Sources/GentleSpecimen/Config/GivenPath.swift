#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A file or folder and the text that names it in messages: a path as the user wrote it on the
/// command line, resolved against the working directory when it was read, or a folder a config
/// or a default names.
package struct GivenPath: Sendable, Equatable {
    /// How messages name it: the path as written.
    package var text: String
    /// The file or folder it names.
    package var url: URL

    /// A path as written and the file it resolves to.
    package init(_ text: String, url: URL) {
        self.text = text
        self.url = url
    }

    /// `text` as written, taken from `workingDirectory` unless it is absolute.
    package init(_ text: String, workingDirectory: URL) {
        let url = text.hasPrefix("/") ? URL(fileURLWithPath: text) : workingDirectory.appendingPathComponent(text)
        self.init(text, url: url.standardizedFileURL)
    }
}

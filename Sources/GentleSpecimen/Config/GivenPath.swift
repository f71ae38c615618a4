import Foundation

/// A path named on the command line: the text as the user wrote it, which messages show, and the
/// file it names, resolved against the working directory when it was read.
package struct GivenPath: Sendable, Equatable {
    /// The path as written.
    package var text: String
    /// The file or folder it names.
    package var url: URL

    /// A path as written and the file it resolves to.
    package init(_ text: String, url: URL) {
        self.text = text
        self.url = url
    }
}

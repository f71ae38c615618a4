/// One file of the site: where it goes below the site folder, `/`-separated, and its bytes.
package struct SiteFile: Sendable, Equatable {
    /// `index.html`, `gentle-default/typography-light.png`, …
    package var path: String
    /// The contents.
    package var bytes: [UInt8]

    /// A file at `path`.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A text file, UTF-8.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

import GentleFiles

/// Why fonts could not be loaded. Every case names the file involved.
package enum FontError: KindedError, Equatable, Sendable {
    /// The manifest file could not be read.
    case manifestUnreadable(path: String, reason: String)
    /// The manifest is not valid JSON of the expected shape.
    case manifestInvalid(path: String, codingPath: String, reason: String)
    /// No manifest was given and none was found; `searched` lists the places looked in, in order.
    case manifestNotFound(searched: [String])
    /// The manifest has no entry for a design that was asked for.
    case designMissing(design: FontDesign, manifest: String)
    /// A font file named by the manifest does not exist.
    case fontFileMissing(design: FontDesign, path: String)
    /// FreeType or HarfBuzz could not open a font file.
    case fontFileUnreadable(design: FontDesign, path: String, status: Int32)
    /// A font file is not a regular file, is too large, or cannot be opened; the reason says which.
    case fontFileRefused(design: FontDesign, path: String, reason: String)
    /// A request's size is not a finite positive number.
    case invalidSize(Double)

    /// A font file or manifest that is missing is I/O; one that says something wrong is data.
    package var kind: ErrorKind {
        switch self {
        case .manifestUnreadable, .manifestNotFound, .fontFileMissing, .fontFileUnreadable, .fontFileRefused: .io
        case .manifestInvalid, .designMissing, .invalidSize: .invalidInput
        }
    }
}

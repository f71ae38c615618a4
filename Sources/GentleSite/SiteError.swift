import GentleFiles

/// Why a site could not be written; names the file or folder.
package enum SiteError: KindedError, Equatable, Sendable, CustomStringConvertible {
    /// The folder has entries and no site marker: writing could overwrite someone else's files.
    case notASiteFolder(path: String)
    /// A file or folder of the site could not be written.
    case writeFailed(path: String, reason: String)

    /// Another owner's folder cannot be created into (73); a failed write is I/O (74).
    package var kind: ErrorKind {
        switch self {
        case .notASiteFolder: .cannotCreate
        case .writeFailed: .io
        }
    }

    /// A one-line message for the command line.
    package var description: String {
        switch self {
        case .notASiteFolder(let path):
            "\(path): cannot write the site there: the folder is not empty and holds no site of "
                + "gentle-specimen (no \(SiteFolder.markerName)), whose files a site could overwrite; "
                + "name a new or empty folder with --output"
        case .writeFailed(let path, let reason): "\(path): cannot write the site (\(reason))"
        }
    }

}

import GentleFiles

/// Why a site could not be written; names the file or folder.
package enum SiteError: KindedError, Equatable, Sendable, CustomStringConvertible {
    /// The folder has entries and no site marker: writing could overwrite someone else's files.
    case notASiteFolder(path: String)
    /// Another run holds the folder's lock: two runs writing one folder would each leave files
    /// the other's marker does not list.
    case folderBusy(path: String, lock: String)
    /// A theme's id is the name of a file the site writes at its top (`site.js`), so the theme's
    /// folder and that file would be the same path.
    case reservedThemeID(theme: String, id: String)
    /// A file or folder of the site could not be written.
    case writeFailed(path: String, reason: String)

    /// Another owner's folder, or one another run is writing, cannot be created into (73); a theme
    /// id that names a site file is the input's (65); a failed write is I/O (74).
    package var kind: ErrorKind {
        switch self {
        case .notASiteFolder, .folderBusy: .cannotCreate
        case .reservedThemeID: .invalidInput
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
        case .folderBusy(let path, let lock):
            "\(path): cannot write the site there: another gentle-specimen site run is writing into "
                + "it (it holds \(lock)); nothing was written. Run again when it has finished"
        case .reservedThemeID(let theme, let id):
            "\(theme): the theme id '\(id)' is the name of the site's own file \(id), which its page "
                + "folder would replace; nothing was written. Rename the theme file (the id is its base name)"
        case .writeFailed(let path, let reason): "\(path): cannot write the site (\(reason))"
        }
    }
}

import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One file `init` writes into the working directory: where it goes and what it holds.
/// `init` checks that none of its files exists before writing any, so adding a file (the CI
/// workflow) to `InitCommand.files` keeps the all-or-nothing refusal.
struct InitFile: Sendable, Equatable {
    /// The path relative to the working directory, as messages name it.
    let path: String
    /// The file's text.
    let contents: String
}

/// Why `init` wrote nothing.
enum InitError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// A file `init` would write is already there; it never overwrites (73).
    case exists(path: String)
    /// A folder on the way to `file` is a symbolic link (73); nothing is written through it.
    case redirected(path: String, file: String)
    /// The `--theme` file is not there (66).
    case themeMissing(path: String, reason: String)
    /// A file could not be written (74); files written before it are removed.
    case unwritable(AtomicWriteError)
    /// The `.gitignore` that `init` adds a line to cannot be read (74; 65 when it is over 1 MiB).
    case unreadable(FileReadError)

    /// An existing file or a linked folder cannot be created; a missing theme is missing input; a
    /// failed write or read is I/O, but for a theme too large to read, the input's fault.
    var kind: ErrorKind {
        switch self {
        case .exists, .redirected: .cannotCreate
        case .themeMissing: .missingInput
        case .unwritable: .io
        case .unreadable(let error): error.isOversized ? .invalidInput : .io
        }
    }

    /// One line naming the file.
    var description: String {
        switch self {
        case .exists(let path): "\(path) already exists; init never overwrites it (edit it, or remove it first)"
        case .redirected(let path, let file):
            "\(path) is a symbolic link; init does not write \(file) through it (make it a plain folder, or"
                + " write the file yourself)"
        case .themeMissing(let path, let reason): "\(path): cannot be used as the theme: \(reason)"
        case .unwritable(let error): "\(error)"
        case .unreadable(let error): "\(error); init adds the report folder to it, and wrote nothing"
        }
    }
}

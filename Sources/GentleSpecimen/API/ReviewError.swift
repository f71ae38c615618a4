import GentleFiles

/// Why a review could not read a theme as it was at its base revision.
public enum ReviewError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The base revision is not a commit of the repository holding the theme file (a shallow
    /// clone, a typo, a folder outside any repository): a missing input.
    case unknownRevision(revision: String, file: String, message: String)
    /// Git failed reading the file at the revision; `message` is git's own.
    case git(reference: String, message: String)

    /// A revision that is not there is a missing input; git failing is I/O.
    package var kind: ErrorKind {
        switch self {
        case .unknownRevision: .missingInput
        case .git: .io
        }
    }

    /// One line naming the revision or file and the problem.
    public var description: String {
        switch self {
        case .unknownRevision(let revision, let file, let message):
            "base revision '\(revision)' is not a commit of the repository holding \(file)"
                + (message.isEmpty ? "" : ": \(message)")
                + " (in CI, check out with fetch-depth: 0 so the base commit is there)"
        case .git(let reference, let message): "\(reference): git show failed: \(message)"
        }
    }
}

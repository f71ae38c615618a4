import GentleFiles
import GentleTokens

/// Why a project config cannot be used.
package enum SpecimenConfigError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// No file at the path given.
    case notFound(path: String)
    /// The file is there but the system refused to read it.
    case unreadable(path: String, reason: String)
    /// The file was read and is wrong: every problem, in file order.
    case invalid(path: String, problems: [SpecimenConfigProblem])
    /// The config was found in a parent folder but belongs to another user than the one
    /// running and root, so it is not used (as git refuses such a repository).
    case foreignOwner(path: String, owner: UInt32)

    /// A config named but absent is missing input; one the system refuses is I/O; a wrong one, or
    /// one of another owner (refused as git refuses a repository of another owner: nothing was to
    /// be created), is the input's fault.
    package var kind: ErrorKind {
        switch self {
        case .notFound: .missingInput
        case .unreadable: .io
        case .invalid, .foreignOwner: .invalidInput
        }
    }

    /// The config file as messages name it.
    package var path: String {
        switch self {
        case .notFound(let path), .unreadable(let path, _), .invalid(let path, _), .foreignOwner(let path, _): path
        }
    }

    /// One line per problem, or one line saying why the file cannot be read.
    package var description: String {
        switch self {
        case .notFound(let path): "\(path): no such config file"
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        case .invalid(_, let problems): problems.map(\.description).joined(separator: "\n")
        case .foreignOwner(let path, let owner):
            "\(path): is owned by another user (uid \(owner)); a config found here is used only when it is yours or"
                + " root's (name it with --config to use it anyway)"
        }
    }
}

/// One problem in a config file, located at its key or value.
package struct SpecimenConfigProblem: Sendable, Equatable, CustomStringConvertible {
    /// The config file as messages name it.
    package var file: String
    /// The key the problem is at, `themes[0].path`, or `(root)`.
    package var key: String
    /// What is wrong.
    package var message: String
    /// Where it is.
    package var position: GentleSourcePosition

    /// A problem.
    package init(file: String, key: String, message: String, position: GentleSourcePosition) {
        self.file = file
        self.key = key
        self.message = message
        self.position = position
    }

    /// `file:line:column: key: message`, the form editors jump to.
    package var description: String { "\(file):\(position): \(key): \(message)" }
}

extension ExitCode {
    /// Every code, in numeric order.
    static let all: [ExitCode] = [
        .success, .differences, .usage, .dataError, .noInput, .software, .cannotCreate, .ioError,
    ]

    /// What the code means for every command, for the reference's and the man page's summary.
    var summary: String {
        switch self {
        case .success: "Success."
        case .differences: "Visual differences, a size mismatch or a missing golden."
        case .usage: "Usage error: the command line is wrong."
        case .dataError: "Invalid input data: theme JSON, an unreadable PNG, a report that points outside its project."
        case .noInput: "An input that does not exist."
        case .software: "Internal error."
        case .cannotCreate: "An output that cannot be created."
        case .ioError: "I/O error: a file that cannot be read or written."
        }
    }
}

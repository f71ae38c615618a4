/// One exit code a command can end with, and when: the EXIT STATUS of its reference and man page.
struct ExitStatus: Sendable, Equatable {
    /// The code.
    let code: ExitCode
    /// When the command exits with it, one sentence.
    let meaning: String

    init(_ code: ExitCode, _ meaning: String) {
        self.code = code
        self.meaning = meaning
    }

    /// What every command can end with besides its own: a wrong command line, and a bug.
    static let common = [
        ExitStatus(
            .usage,
            "The command line is wrong: an unknown option, a missing or invalid value, or options that do not go together."
        ),
        ExitStatus(.software, "An internal error: a bug, never the input's fault."),
    ]
}

/// One positional argument as declared by a command.
struct ArgumentSpec: Sendable, Equatable {
    /// The placeholder, `file` for `<file>`.
    let name: String
    /// One sentence for the ARGUMENTS section.
    let help: String
    /// Whether the argument takes every remaining positional value (at least one).
    let isRepeating: Bool

    init(_ name: String, repeating: Bool = false, help: String) {
        self.name = name
        self.help = help
        self.isRepeating = repeating
    }

    /// The argument as shown in usage lines and errors, `<files> ...`.
    var synopsis: String {
        isRepeating ? "<\(name)> ..." : "<\(name)>"
    }
}

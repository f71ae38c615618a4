/// One positional argument as declared by a command.
struct ArgumentSpec: Sendable, Equatable {
    /// The placeholder, `file` for `<file>`.
    let name: String
    /// One sentence for the ARGUMENTS section.
    let help: String
    /// Whether the argument takes every remaining positional value (at least one).
    let isRepeating: Bool
    /// Whether a repeating argument may take no value at all.
    let isOptional: Bool

    init(_ name: String, repeating: Bool = false, optional: Bool = false, help: String) {
        self.name = name
        self.help = help
        self.isRepeating = repeating
        self.isOptional = optional && repeating
    }

    /// The argument as shown in usage lines and errors, `<files> ...` or `[<cases> ...]`.
    var synopsis: String {
        let shown = isRepeating ? "<\(name)> ..." : "<\(name)>"
        return isOptional ? "[\(shown)]" : shown
    }
}

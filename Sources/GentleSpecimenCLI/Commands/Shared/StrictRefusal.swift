import GentleFiles

/// `--strict` refused themes because they have warnings: a data error (65), nothing drawn.
struct StrictRefusal: KindedError, Sendable, Equatable {
    /// How many warnings the themes have, all printed before this error.
    let warningCount: Int
    /// The themes with warnings, as messages name them.
    let themes: [String]

    /// Themes with warnings are the input's fault.
    var kind: ErrorKind { .invalidInput }

    /// The sentence after `Error: `.
    var message: String {
        let noun = warningCount == 1 ? "1 warning" : "\(warningCount) warnings"
        let verb = themes.count == 1 ? "has" : "have"
        return "--strict: \(themes.joined(separator: ", ")) \(verb) \(noun) (listed above); nothing was drawn"
    }
}

/// What is wrong with a command line; every case is a usage error (exit 64).
enum CommandLineError: Error, Sendable, Equatable {
    /// An option the command does not declare, as written.
    case unknownOption(String)
    /// An option that needs a value was given without one.
    case missingValue(OptionSpec)
    /// A value the option does not accept.
    case invalidValue(String, option: OptionSpec)
    /// An option given more than once.
    case repeatedOption(OptionSpec)
    /// A required positional argument is absent.
    case missingArgument(ArgumentSpec)
    /// A positional value no declared argument takes.
    case unexpectedArgument(String)
    /// A subcommand name the tool does not know, with the closest known name if one is near.
    case unknownCommand(String, suggestion: String?)
    /// A combination of otherwise valid options that the command refuses, as a full sentence.
    case invalidCombination(String)

    /// The sentence after `Error: `.
    var message: String {
        switch self {
        case .unknownOption(let written):
            return "Unknown option '\(written)'"
        case .missingValue(let option):
            return "Missing value for '\(option.synopsis)'"
        case .invalidValue(let value, let option):
            return invalidValueMessage(value, option: option)
        case .repeatedOption(let option):
            return "The option '\(option.displayName)' can only be given once"
        case .missingArgument(let argument):
            return "Missing expected argument '\(argument.synopsis)'"
        case .unexpectedArgument(let value):
            return "Unexpected argument '\(value)'"
        case .unknownCommand(let name, let suggestion):
            let hint = suggestion.map { ". Did you mean '\($0)'?" } ?? ""
            return "Unknown subcommand '\(name)'\(hint)"
        case .invalidCombination(let sentence):
            return sentence
        }
    }

    private func invalidValueMessage(_ value: String, option: OptionSpec) -> String {
        let head = "The value '\(value)' is invalid for '\(option.synopsis)'"
        guard !option.allowedValues.isEmpty else { return head }
        return "\(head). Please provide one of \(Self.spokenList(option.allowedValues))."
    }

    /// `'a', 'b' and 'c'`, the way swift-argument-parser lists choices.
    private static func spokenList(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}

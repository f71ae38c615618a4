/// What a shell offers for an option's value or a positional argument.
enum ValueCompletion: Equatable {
    /// Exactly these words.
    case choices([String])
    /// Paths of any kind.
    case files
    /// Folders only.
    case directories
    /// Nothing: a number, a name or a version the shell cannot guess.
    case none

    /// What to offer after `option`, from its declared values and value name.
    init(_ option: OptionSpec) {
        if !option.allowedValues.isEmpty {
            self = .choices(option.allowedValues)
        } else if option.valueName == "dir" {
            self = .directories
        } else if option.valueName == "file" {
            self = .files
        } else {
            self = .none
        }
    }
}

extension CommandLineTool {
    /// Every command name, in help order, with `help`.
    var completedCommandNames: [String] {
        commands.map { $0.spec.name } + ["help"]
    }

    /// The spellings of every option of `command`, `-h` and `--help` included, in help order.
    static func spellings(of command: CommandSpec) -> [String] {
        (command.options + [.helpFlag]).flatMap { option in
            [option.displayName] + (option.short.map { ["-\($0)"] } ?? [])
        }
    }
}

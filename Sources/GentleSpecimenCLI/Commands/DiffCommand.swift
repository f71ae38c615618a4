import Foundation

/// `gentle-specimen diff A.png B.png`: compares any two PNG images.
struct DiffCommand: Command {
    static let expected = ArgumentSpec("expected", help: "The reference PNG image.")
    static let actual = ArgumentSpec("actual", help: "The PNG image compared with it.")
    static let output = Option<String?>(
        "output", short: "o", value: "file", help: "Where to write the diff image.")

    static let spec = CommandSpec(
        name: "diff",
        abstract: "Compares two PNG images and prints how many pixels differ.",
        discussion: """
            Works on any two PNGs, not only images this tool drew. Exits 0 when they match, 1 \
            when they differ or have different sizes, 65 when one cannot be read.
            """,
        options: [output.spec] + ComparisonGates.specs,
        arguments: [expected, actual])

    let expectedImage: URL
    let actualImage: URL
    let diffImage: URL?
    let gates: ComparisonGates

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        expectedImage = environment.url(for: try arguments.value(of: Self.expected))
        actualImage = environment.url(for: try arguments.value(of: Self.actual))
        diffImage = try arguments.value(Self.output).map(environment.url(for:))
        gates = try ComparisonGates(parsing: arguments)
    }

    func validate() throws(CommandLineError) {
        try gates.validate()
    }

    func run(in context: CommandContext) throws -> ExitCode {
        throw CommandError.unavailable(command: Self.spec.name)
    }
}

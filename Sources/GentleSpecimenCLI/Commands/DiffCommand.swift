import GentleGolden
import GentleImage
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
            Works on any two PNGs, not only images this tool drew; --compare auto compares exactly \
            only two images this tool drew with the same renderer. Exits 0 when they match, 1 \
            when they differ or have different sizes, 65 when one is not a valid PNG (or is \
            over 512 MiB), 74 when one cannot be read or the diff image cannot be written.
            """,
        options: [output.spec] + ComparisonGates.specs,
        arguments: [expected, actual],
        exitStatuses: [
            ExitStatus(.success, "The images match, within the gates."),
            ExitStatus(.differences, "They differ beyond the gates, or have different sizes."),
            ExitStatus(.dataError, "One is not a valid PNG, or is over 512 MiB."),
            ExitStatus(.ioError, "One cannot be read, or the diff image cannot be written."),
        ])

    let expectedImage: ImageFile
    let actualImage: ImageFile
    let diffImage: URL?
    let gates: ComparisonGates

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        expectedImage = try Self.imageFile(Self.expected, in: arguments, environment: environment)
        actualImage = try Self.imageFile(Self.actual, in: arguments, environment: environment)
        diffImage = try arguments.value(Self.output).map(environment.url(for:))
        gates = try ComparisonGates(parsing: arguments)
    }

    func validate() throws(CommandLineError) {
        try gates.validate()
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let images = try ImagePair.load(expected: expectedImage, actual: actualImage)
        let options = gates.comparisonOptions(
            producesDiffImage: diffImage != nil, metric: images.metric(for: gates.comparison))
        let outcome = compare(images.expected, images.actual, options: options)
        let summary = DiffSummary(outcome: outcome, gate: gates.gate)
        summary.lines.forEach(context.output.print)
        if let diffImage {
            guard let bitmap = outcome.difference?.diffImage else {
                context.output.print("diff image: not written, the sizes differ")
                return summary.exitCode
            }
            try FileAccess.writeAtomically(Data(try PNGEncoder().encode(bitmap)), to: diffImage)
            context.output.print("diff image: \(diffImage.path)")
        }
        return summary.exitCode
    }

    private static func imageFile(
        _ argument: ArgumentSpec, in arguments: ParsedArguments, environment: CommandEnvironment
    ) throws(CommandLineError) -> ImageFile {
        let path = try arguments.value(of: argument)
        return ImageFile(path: path, url: environment.url(for: path))
    }
}

import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen coverage`: which tokens of a theme its images draw, and where.
struct CoverageCommand: Command {
    static let format = Option<CoverageFormat>(
        "format", value: "format", help: "How the coverage is printed.", default: .text)

    /// The built-in Gentle Default theme, as `render` draws it, when neither the command line nor a config says.
    static let defaults = SpecimenSettings.Defaults(themes: .preset(.gentleDefault), scale: .one)

    static let spec = CommandSpec(
        name: "coverage",
        abstract: "Lists which images and regions draw each token of a theme.",
        discussion: """
            Lays out the sheets of each theme (without drawing them) and prints, first, the \
            tokens no image draws, so a change to one of them can move no pixel and no golden or \
            review can see it; then each token with the images (<sheet>-<scheme>) and the regions \
            that draw it, (page) for what every page draws (the header, the grid, the label \
            styles). It is the attribution goldens record, so it says what verify and review can \
            name. Takes the selection render takes; without --theme or --preset, the themes of \
            the project config (\(SpecimenConfig.fileName)), else the built-in Gentle Default \
            theme. --format json prints one object per theme. Exits 0, 64 on a wrong option, 65 \
            when a theme is not valid, 74 when a file cannot be read.
            """,
        options: SelectionOptions.specs(defaults: defaults) + [format.spec],
        exitStatuses: [ExitStatus(.success, "The coverage was printed.")] + ExitStatus.selection + ExitStatus.fileAccess
    )

    let selection: SelectionOptions
    let format: CoverageFormat

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        selection = try SelectionOptions(parsing: arguments, environment: environment)
        format = try arguments.value(Self.format)
    }

    func validate() throws(CommandLineError) {
        try selection.validate(command: Self.spec.name)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let resolved = try selection.resolve(defaults: Self.defaults, environment: context.environment)
        if format == .text { resolved.announceConfig(in: context) }
        let themes = try resolved.loadThemes(in: context, command: Self.spec)
        let renderer = try resolved.renderer(in: context, format: .png)
        let cases = resolved.cases(of: themes)
        let coverages = try themes.map { theme in
            try TokenCoverage.of(theme, cases: cases.filter { $0.theme.id == theme.id }, renderer: renderer)
        }
        switch format {
        case .text: coverages.flatMap(Self.lines).forEach(context.output.print)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let documents = coverages.map { CoverageDocument(theme: $0.theme, undrawn: $0.undrawn, tokens: $0.tokens) }
            context.output.standardOutput(String(decoding: try encoder.encode(documents), as: UTF8.self) + "\n")
        }
        return .success
    }

    /// The counts, the tokens no image draws, then each drawn token with its images and regions.
    static func lines(_ coverage: TokenCoverage) -> [String] {
        let undrawn = coverage.undrawn
        var lines = [
            "coverage of \(coverage.theme): \(coverage.tokens.count) tokens, "
                + "\(coverage.tokens.count - undrawn.count) drawn, \(undrawn.count) in no image"
        ]
        if !undrawn.isEmpty { lines += ["in no image:"] + undrawn.map { "  " + $0 } }
        lines.append("drawn:")
        for (path, uses) in coverage.tokens.sorted(by: { $0.key < $1.key }) where !uses.isEmpty {
            lines.append("  " + path)
            lines += uses.map { "    \($0.image): " + $0.regions.joined(separator: ", ") }
        }
        return lines
    }
}

/// How `coverage` prints.
enum CoverageFormat: String, CaseIterable, Sendable, ArgumentValue {
    /// Lines for a terminal or a log.
    case text
    /// One JSON object per theme.
    case json
}

/// One theme's coverage as JSON.
private struct CoverageDocument: Encodable {
    var theme: String
    var undrawn: [String]
    var tokens: [String: [TokenCoverage.Use]]
}

import GentleSpecimen
import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen tokens`: prints the resolved tokens of a theme as JSON.
struct TokensCommand: Command {
    static let scheme = Option<GentleColorScheme>(
        "scheme", value: "scheme", help: "The colour scheme to resolve.", default: .light)
    static let format = Option<TokensFormat>(
        "format", value: "format", help: "The tokens format.", default: .json)
    static let sizeCategory = Option<ContentSizeCategory>(
        "size-category", value: "category", help: "The Dynamic Type size to set text at.", default: .large)
    static let output = Option<String?>(
        "output", short: "o", value: "dir",
        help:
            "Write <theme-id>.light.tokens.json, <theme-id>.dark.tokens.json and <theme-id>.resolver.json here "
            + "instead of printing (dtcg only).")

    static let spec = CommandSpec(
        name: "tokens",
        abstract: "Prints the resolved tokens of a theme as JSON.",
        discussion: """
            Prints what the sheets are drawn from: final colours, text styles, buttons, surfaces \
            and insets, for one colour scheme, Dynamic Type size and iOS release, as JSON with \
            sorted keys. --format dtcg writes the Design Tokens Community Group format (2025.10 \
            draft) instead: the document of one scheme, every alias of which resolves in it alone, \
            with springs, materials, glass and press states under $extensions."dev.gentle-specimen"; \
            with --output, both schemes' documents and a resolver document whose colorScheme \
            modifier picks one. Without --theme or --preset, prints the built-in Gentle Default theme.
            """,
        options: ThemeOptions.specs + [
            scheme.spec, sizeCategory.spec, SelectionOptions.ios.spec, format.spec, output.spec,
        ],
        exitStatuses: [
            ExitStatus(.success, "The tokens were printed or written."),
            ExitStatus(.dataError, "The theme is not valid, or resolves to a number JSON cannot hold."),
            ExitStatus(.ioError, "The theme cannot be read, or a DTCG file cannot be written."),
        ])

    let themeOptions: ThemeOptions
    let scheme: GentleColorScheme
    let sizeCategory: ContentSizeCategory
    let ios: IOSVersion
    let format: TokensFormat
    let outputDirectory: URL?
    let namesScheme: Bool

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themeOptions = try ThemeOptions(parsing: arguments, environment: environment)
        scheme = try arguments.value(Self.scheme)
        sizeCategory = try arguments.value(Self.sizeCategory)
        ios = try arguments.value(SelectionOptions.ios) ?? .standard
        format = try arguments.value(Self.format)
        outputDirectory = try arguments.value(Self.output).map(environment.url(for:))
        namesScheme = arguments.values[Self.scheme.spec.long] != nil
    }

    /// The theme to print; the default theme when none is named.
    var theme: ThemeSource {
        themeOptions.source ?? .preset(.gentleDefault)
    }

    func validate() throws(CommandLineError) {
        try themeOptions.validate(allowsSeveral: false, command: Self.spec.name)
        if outputDirectory != nil && namesScheme {
            throw .invalidCombination("'--output' writes both schemes and their resolver; '--scheme' does not apply")
        }
        if format == .json && outputDirectory != nil {
            throw .invalidCombination("'--output' writes DTCG files; add '--format dtcg'")
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let themes = try theme.load()
        if format == .dtcg { return try writeDTCG(themes, in: context) }
        for named in themes {
            let resolved = ResolvedTheme(spec: named.spec, scheme: scheme, sizeCategory: sizeCategory, ios: ios)
            let json = try resolved.tokensDocument.encoded()
            context.output.standardOutput(String(decoding: json, as: UTF8.self) + "\n")
        }
        return .success
    }

    /// Prints the DTCG document of the scheme, or writes both schemes' and their resolver into the
    /// output directory.
    private func writeDTCG(_ themes: [SpecimenTheme], in context: CommandContext) throws -> ExitCode {
        // The line heights the sheets draw, from the fonts they are set in.
        let fonts = try SpecimenFonts.bundled(search: context.environment.fontSearch)
        for named in themes {
            guard let outputDirectory else {
                let document = try DTCGDocument.document(
                    spec: named.spec, name: named.name, scheme: scheme, sizeCategory: sizeCategory,
                    lineHeights: fonts.lineHeights)
                context.output.standardOutput(String(decoding: try document.encoded(), as: UTF8.self) + "\n")
                continue
            }
            try FileAccess.makeDirectory(outputDirectory)
            let files = try DTCGDocument.files(
                spec: named.spec, id: named.id, name: named.name, sizeCategory: sizeCategory,
                lineHeights: fonts.lineHeights)
            for file in files {
                let url = outputDirectory.appendingPathComponent(file.name)
                try FileAccess.writeAtomically(try file.node.encoded() + Data("\n".utf8), to: url)
                context.output.print(url.path)
            }
        }
        return .success
    }
}

/// How `tokens` writes the resolved theme.
enum TokensFormat: String, CaseIterable, Sendable, ArgumentValue {
    /// The project's own document, one scheme.
    case json
    /// Design Tokens Community Group format, a document per scheme.
    case dtcg
}

import GentleTheme
import GentleTokens

/// `gentle-specimen tokens`: prints the resolved tokens of a theme as JSON.
struct TokensCommand: Command {
    static let scheme = Option<GentleColorScheme>(
        "scheme", value: "scheme", help: "The colour scheme to resolve.", default: .light)

    static let spec = CommandSpec(
        name: "tokens",
        abstract: "Prints the resolved tokens of a theme as JSON.",
        discussion: """
            Prints what the sheets are drawn from: final colours, text styles, buttons, surfaces \
            and insets, for one colour scheme, Dynamic Type size and iOS release, as JSON with \
            sorted keys. \
            Without --theme or --preset, prints the built-in Gentle Default theme.
            """,
        options: ThemeOptions.specs + [scheme.spec, RenderCommand.sizeCategory.spec, RenderCommand.ios.spec])

    let themeOptions: ThemeOptions
    let scheme: GentleColorScheme
    let sizeCategory: ContentSizeCategory
    let ios: IOSVersion

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themeOptions = try ThemeOptions(parsing: arguments)
        scheme = try arguments.value(Self.scheme)
        sizeCategory = try arguments.value(RenderCommand.sizeCategory)
        ios = try arguments.value(RenderCommand.ios)
    }

    /// The theme to print; the default theme when none is named.
    var theme: ThemeSource {
        themeOptions.source(orElse: .preset(.gentleDefault))
    }

    func validate() throws(CommandLineError) {
        try themeOptions.validate(allowsAllPresets: false, command: Self.spec.name)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        for named in try theme.load(environment: context.environment) {
            let resolved = ResolvedTheme(spec: named.spec, scheme: scheme, sizeCategory: sizeCategory, ios: ios)
            let json = try resolved.tokensDocument.encoded()
            context.output.standardOutput(String(decoding: json, as: UTF8.self) + "\n")
        }
        return .success
    }
}

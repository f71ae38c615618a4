import GentleTokens

/// `gentle-specimen tokens`: prints the resolved tokens of a theme as JSON.
struct TokensCommand: Command {
    static let spec = CommandSpec(
        name: "tokens",
        abstract: "Prints the resolved tokens of a theme as JSON.",
        discussion: """
            Prints what the sheets are drawn from: final colours, fonts, geometry and timelines, \
            for the chosen scheme and Dynamic Type size. Without --theme or --preset, prints the \
            built-in Gentle Default theme.
            """,
        options: ThemeOptions.specs + [RenderCommand.scheme.spec, RenderCommand.sizeCategory.spec])

    let themeOptions: ThemeOptions
    let scheme: SchemeChoice
    let sizeCategory: SizeCategoryName

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themeOptions = try ThemeOptions(parsing: arguments)
        scheme = try arguments.value(RenderCommand.scheme)
        sizeCategory = try arguments.value(RenderCommand.sizeCategory)
    }

    /// The theme to print; the default theme when none is named.
    var theme: ThemeSource {
        themeOptions.source(orElse: .preset(GentlePreset.gentleDefault.id))
    }

    func validate() throws(CommandLineError) {
        try themeOptions.validate(allowsAllPresets: false, command: Self.spec.name)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        throw CommandError.unavailable(command: Self.spec.name)
    }
}

import GentleSpecimen

/// What a command does with its merged settings that prints: naming the config, and the themes'
/// warnings and refusals.
extension SpecimenSettings {
    /// Says which config the run uses, `config: ../gentle-specimen.json`, as its first line, so
    /// that a file found in a parent folder is never used silently; nothing without a config.
    func announceConfig(in context: CommandContext) {
        guard let config else { return }
        context.output.print("config: \(context.environment.displayPath(of: config.file))")
    }

    /// Reads the themes, prints each one's warnings on standard error once, then refuses them
    /// when `--strict` is given and any has warnings; names the single theme `--name` names
    /// (refusing the name for several themes, as a usage error of `command`).
    func loadThemes(in context: CommandContext, command: CommandSpec) throws -> [SpecimenTheme] {
        let loaded = try themes.load()
        for theme in loaded {
            theme.warnings.map(\.description).forEach(context.output.printError)
            theme.warnings.omissionNote.map { "\(theme.origin): \($0)" }.map(context.output.printError)
        }
        let warningCount = loaded.map(\.warnings.totalCount).reduce(0, +)
        if isStrict, warningCount > 0 {
            throw StrictRefusal(
                warningCount: warningCount, themes: loaded.filter { !$0.warnings.isEmpty }.map(\.origin))
        }
        guard let displayName else { return loaded }
        guard loaded.count == 1 else {
            throw UsageFailure(problem: SelectionOptions.nameForSeveral(loaded.count), command: command)
        }
        return loaded.map { $0.named(displayName) }
    }
}

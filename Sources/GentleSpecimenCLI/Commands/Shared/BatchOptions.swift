/// What every command that draws a batch of images shares: the themes, the job count, and how
/// progress is shown.
struct BatchOptions: Sendable, Equatable {
    /// `-j, --jobs <n>`; absent means one job per core.
    static let jobs = Option<Int?>(
        "jobs", short: "j", value: "n", help: "How many images to draw at once.",
        defaultNote: "the number of cores")

    /// The `--theme` / `--preset` choice.
    let themes: ThemeOptions
    /// How many images are drawn at once.
    let jobCount: Int
    /// How progress is reported, from whether standard output is a terminal.
    let progress: ProgressStyle

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themes = try ThemeOptions(parsing: arguments)
        jobCount = try arguments.value(Self.jobs) ?? environment.processorCount
        progress = ProgressStyle(environment: environment)
    }

    /// Refuses `--theme` with `--preset`, and a job count below one.
    func validate(command: String) throws(CommandLineError) {
        try themes.validate(allowsAllPresets: true, command: command)
        guard jobCount >= 1 else {
            throw .invalidCombination("'--jobs' must be at least 1, not \(jobCount)")
        }
    }
}

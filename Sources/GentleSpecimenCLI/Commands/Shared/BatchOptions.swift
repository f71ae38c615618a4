/// What every command that draws a batch of images shares: the job count, and how progress is
/// shown.
struct BatchOptions: Sendable, Equatable {
    /// `-j, --jobs <n>`; absent means one job per core.
    static let jobs = Option<Int?>(
        "jobs", short: "j", value: "n", help: "How many images to draw at once.",
        defaultNote: "the number of cores")

    /// How many images are drawn at once.
    let jobCount: Int
    /// How progress is reported, from whether standard output is a terminal.
    let progress: ProgressStyle

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        jobCount = try arguments.value(Self.jobs) ?? environment.processorCount
        progress = ProgressStyle(environment: environment)
    }

    /// Refuses a job count below one.
    func validate() throws(CommandLineError) {
        guard jobCount >= 1 else {
            throw .invalidCombination("'--jobs' must be at least 1, not \(jobCount)")
        }
    }
}

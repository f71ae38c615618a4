/// The `--jobs N` option shared by the commands that draw: how many images are drawn at once.
enum JobCount {
    /// `-j, --jobs <n>`; absent means one job per core.
    static let option = Option<Int?>(
        "jobs", short: "j", value: "n",
        help: "How many images to draw at once.",
        defaultNote: "the number of cores")

    /// The given count, or the core count of `environment` when absent.
    static func read(
        from arguments: ParsedArguments, environment: CommandEnvironment
    ) throws(CommandLineError) -> Int {
        try arguments.value(option) ?? environment.processorCount
    }

    /// Refuses a count below one.
    static func validate(_ jobs: Int) throws(CommandLineError) {
        guard jobs >= 1 else {
            throw .invalidCombination("'--jobs' must be at least 1, not \(jobs)")
        }
    }
}

import GentleFiles
import GentleGolden
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen merge-reports OUT DIR…`: joins the reports of `verify --shard i/n` runs.
struct MergeReportsCommand: Command {
    static let output = ArgumentSpec("out", help: "The folder the joined report is written to; new or empty.")
    static let reports = ArgumentSpec(
        "reports", repeating: true, help: "The report folders of the shards, each holding a report.json.")

    static let spec = CommandSpec(
        name: "merge-reports",
        abstract: "Joins the reports of verify --shard runs into one report.",
        discussion: """
            Writes index.html, report.json, junit.xml and summary.md with the counts of one \
            unsharded run, and copies each failure's images. Refuses (exit 65, naming the files, \
            nothing written) reports of different tool versions, renderers, settings or \
            selections, a shard given twice or missing, and a case in two reports; exits 66 when a \
            report folder is missing and 73 when OUT exists and is not empty. Exits 1 when the \
            joined run has failures, like verify. Removes the hidden .OUT.merging-<UUID> folder an \
            interrupted merge into OUT left, once it is ten minutes old.
            """,
        options: [], arguments: [output, reports],
        exitStatuses: [
            ExitStatus(.success, "The joined run passed."),
            ExitStatus(.differences, "The joined run has failures."),
            ExitStatus(
                .dataError,
                "The reports are not one run: other versions, renderers, settings or selections, a shard twice or missing, a case in two reports."
            ),
            ExitStatus(.noInput, "A report folder is not there."),
            ExitStatus(.cannotCreate, "OUT exists and is not empty, or cannot be made."),
            ExitStatus(.ioError, "A report cannot be read, or the joined one cannot be written."),
        ])

    let outputDirectory: URL
    /// The output folder as written, for the `accept` commands the report suggests.
    let outputPath: String
    let reportDirectories: [URL]

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        outputPath = try arguments.value(of: Self.output)
        outputDirectory = environment.url(for: outputPath)
        reportDirectories = arguments.values(of: Self.reports).map(environment.url(for:))
    }

    func validate() throws(CommandLineError) {}

    func run(in context: CommandContext) throws -> ExitCode {
        let merge = try ReportMerge(reports: reportDirectories, reportName: outputPath)
        let parent = PathText.parent(of: outputPath)
        ReportMerge.removeLeftovers(besides: outputDirectory, shown: parent).map(\.line).forEach(context.output.print)
        try merge.write(to: outputDirectory)
        VerifySummary.lines(for: merge.run, report: outputDirectory).forEach(context.output.print)
        return merge.run.passes ? .success : .differences
    }
}

import GentleGolden
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen accept REPORT [CASE…]`: takes a report's actual images as the goldens.
struct AcceptCommand: Command {
    static let report = ArgumentSpec("report", help: "The report directory verify wrote (or one downloaded from CI).")
    static let cases = ArgumentSpec(
        "cases", repeating: true, optional: true, help: "The cases to accept, e.g. gentle-default/colors-light.")
    static let all = Flag("all", help: "Accept every failing and new case of the report.")

    static let spec = CommandSpec(
        name: "accept",
        abstract: "Copies a report's actual images into the goldens.",
        discussion: """
            Writes each chosen case's actual.png (with its fingerprint and tokens) over its golden, \
            into the goldens directory that --goldens or the project config (\(SpecimenConfig.fileName) \
            in the working directory or the nearest parent) names, as verify finds it; never where \
            the report says. Refuses (exit 65) a report made against other goldens or a case whose \
            golden would lie outside them. Takes a golden only while it is still the one the report \
            compared against (its SHA-256 in report.json), else writes nothing and exits 1 naming the \
            cases; one that already is the report's actual image counts as accepted. All or nothing: \
            every image is staged beside its golden before any golden is replaced.
            """,
        options: [all.spec, GoldenLocations.goldens.spec], arguments: [report, cases],
        exitStatuses: [
            ExitStatus(.success, "Every chosen image is now the golden."),
            ExitStatus(.differences, "A golden changed since the report compared against it; nothing was written."),
            ExitStatus(.usage, "A case is not in the report, or there is nothing to accept."),
            ExitStatus(
                .dataError,
                "The report is not valid, was made against other goldens, or a case's golden would lie outside them."),
            ExitStatus(.noInput, "The report folder is not there."),
            ExitStatus(.ioError, "The report or an image cannot be read, or a golden cannot be written."),
        ])

    let reportDirectory: URL
    /// The report folder as the command line wrote it.
    let reportPath: String
    let caseNames: [String]
    let acceptsAll: Bool
    /// `--goldens`, if given.
    let goldens: GivenPath?
    let environment: CommandEnvironment

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        reportPath = try arguments.value(of: Self.report)
        reportDirectory = environment.url(for: reportPath)
        caseNames = arguments.values(of: Self.cases)
        acceptsAll = arguments.isSet(Self.all)
        goldens = try arguments.value(GoldenLocations.goldens).map(environment.givenPath)
        self.environment = environment
    }

    func validate() throws(CommandLineError) {
        if acceptsAll && !caseNames.isEmpty {
            throw .invalidCombination("Give either case names or '--all', not both")
        }
        if !acceptsAll && caseNames.isEmpty {
            throw .invalidCombination("Name the cases to accept, or give '--all'")
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let acceptance = try GoldenAcceptance(report: reportDirectory)
        let config = try environment.projectConfig()
        let goldens = environment.goldens(given: self.goldens, config: config)
        if let recorded = acceptance.document.goldens,
            !Self.names(recorded, goldens.url, projectFolder: config?.folder, environment: environment)
        {
            throw AcceptError.goldensDiffer(
                recorded: recorded, goldens: goldens.text, command: command(goldens: recorded))
        }
        let outcome = try acceptance.accept(caseNames, all: acceptsAll, into: GoldenStore(root: goldens.url))
        for name in outcome.written {
            context.output.print("accepted  \(name)")
        }
        for name in outcome.alreadyAccepted {
            context.output.print("unchanged \(name): its golden already is the report's actual image")
        }
        let count = outcome.written.count + outcome.alreadyAccepted.count
        let already = outcome.alreadyAccepted.isEmpty ? "" : " (\(outcome.alreadyAccepted.count) already were)"
        context.output.print("\(count) accepted into \(goldens.text)\(already)")
        return .success
    }

    /// This command line with `--goldens goldens`, each word quoted for a POSIX shell, so that it
    /// can be copied as printed.
    func command(goldens: String) -> String {
        let choice = acceptsAll ? ["--all"] : caseNames
        let words = [reportPath] + choice + ["--goldens", goldens]
        return "\(ToolInfo.name) \(Self.spec.name) " + words.map(ShellWord.quoted).joined(separator: " ")
    }

    /// Whether the goldens path a report recorded names `goldens`: as verify wrote it, relative to
    /// the folder it ran in, which is the project's folder or the working directory.
    private static func names(
        _ recorded: String, _ goldens: URL, projectFolder: URL?, environment: CommandEnvironment
    ) -> Bool {
        let candidates =
            recorded.hasPrefix("/")
            ? [URL(fileURLWithPath: recorded)]
            : [environment.workingDirectory, projectFolder].compactMap { $0?.appendingPathComponent(recorded) }
        return candidates.contains { candidate in
            candidate.standardizedFileURL.path == goldens.standardizedFileURL.path
                || candidate.resolvingSymlinksInPath().path == goldens.resolvingSymlinksInPath().path
        }
    }
}

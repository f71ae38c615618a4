import Foundation
import GentleGolden

/// `gentle-specimen accept REPORT [CASE…]`: takes a report's actual images as the goldens.
struct AcceptCommand: Command {
    static let report = ArgumentSpec("report", help: "The report directory verify wrote (or one downloaded from CI).")
    static let cases = ArgumentSpec(
        "cases", repeating: true, optional: true, help: "The cases to accept, e.g. gentle-default/colors-light.")
    static let all = Flag("all", help: "Accept every failing and new case of the report.")
    static let goldens = Option<String?>(
        "goldens", value: "dir", help: "The directory holding the golden images.",
        defaultNote: "the goldens directory the report names, relative to the working directory")

    static let spec = CommandSpec(
        name: "accept",
        abstract: "Copies a report's actual images into the goldens.",
        discussion: """
            Writes each chosen case's actual.png (with its fingerprint and tokens) over its golden, \
            atomically, only when every chosen golden is still the one the report compared against \
            (its SHA-256 in report.json); otherwise writes nothing and exits 1 naming the cases.
            """,
        options: [all.spec, goldens.spec], arguments: [report, cases])

    let reportDirectory: URL
    let caseNames: [String]
    let acceptsAll: Bool
    let goldensPath: String?
    let environment: CommandEnvironment

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        reportDirectory = environment.url(for: try arguments.value(of: Self.report))
        caseNames = arguments.values(of: Self.cases)
        acceptsAll = arguments.isSet(Self.all)
        goldensPath = try arguments.value(Self.goldens)
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
        guard let goldens = goldensPath ?? acceptance.document.goldens else {
            throw UsageFailure(
                problem: .invalidCombination("The report does not name its goldens directory; give '--goldens DIR'"),
                command: Self.spec)
        }
        let accepted = try acceptance.accept(
            caseNames, all: acceptsAll, into: GoldenStore(root: environment.url(for: goldens)))
        for name in accepted {
            context.output.print("accepted  \(name)")
        }
        context.output.print("\(accepted.count) accepted into \(goldens)")
        return .success
    }
}

import Foundation
import GentleSpecimen

/// The goldens and report folders of `verify` and `record`: each as given on the command line,
/// else as the project config names it, else the default in the working directory. The text
/// form is how messages and the report (for `accept`) name the folder.
struct GoldenLocations: Sendable, Equatable {
    /// `--goldens <dir>`.
    static let goldens = Option<String?>(
        "goldens", value: "dir", help: "The directory holding the golden images.",
        defaultNote: "the config's goldens, else Goldens")
    /// `--report <dir>`.
    static let report = Option<String?>(
        "report", value: "dir", help: "The directory the report and the failure images are written to.",
        defaultNote: "the config's report, else ./specimen-report")

    /// `--goldens`, as written, if given.
    let goldensOption: String?
    /// `--report`, as written, if given.
    let reportOption: String?

    init(parsing arguments: ParsedArguments) throws(CommandLineError) {
        goldensOption = try arguments.value(Self.goldens)
        reportOption = try arguments.value(Self.report)
    }

    /// The locations of a command that reads only `--goldens` (`accept`).
    init(goldensOption: String?) {
        self.goldensOption = goldensOption
        reportOption = nil
    }

    /// The goldens folder and how it is named.
    func goldens(config: SpecimenConfig?, environment: CommandEnvironment) -> (path: String, url: URL) {
        Self.location(goldensOption, configured: config?.goldens, default: "Goldens", environment: environment)
    }

    /// The report folder and how it is named.
    func report(config: SpecimenConfig?, environment: CommandEnvironment) -> (path: String, url: URL) {
        Self.location(reportOption, configured: config?.report, default: "./specimen-report", environment: environment)
    }

    private static func location(
        _ option: String?, configured: URL?, default fallback: String, environment: CommandEnvironment
    ) -> (path: String, url: URL) {
        if option == nil, let configured { return (environment.displayPath(of: configured), configured) }
        let path = option ?? fallback
        return (path, environment.url(for: path))
    }
}

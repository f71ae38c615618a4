/// What a report says about where it came from, beyond the run: the tool, the goldens folder it
/// compared against, and how to name the report folder in the commands it suggests.
public struct ReportContext: Sendable, Equatable {
    /// The tool and its version, e.g. `gentle-specimen 0.1.0`.
    public var tool: String?
    /// The goldens folder as the run was given it (relative to where it ran), which `accept`
    /// resolves against its own working directory unless told `--goldens`.
    public var goldens: String?
    /// The report folder as the suggested `accept` commands name it.
    public var reportName: String

    /// A context.
    public init(tool: String? = nil, goldens: String? = nil, reportName: String = "specimen-report") {
        self.tool = tool
        self.goldens = goldens
        self.reportName = reportName
    }

    /// `gentle-specimen accept specimen-report gentle-default/colors-light`, each word quoted for
    /// a POSIX shell.
    public func acceptCommand(for result: CaseResult) -> String {
        "gentle-specimen accept \(ShellWord.quoted(reportName)) \(ShellWord.quoted(result.id.path))"
    }
}

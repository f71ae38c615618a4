import GentleImage

/// What a report says about where it came from, beyond the run: the tool, the goldens folder it
/// compared against, how to name the report folder in the commands it suggests, and, for
/// `merge-reports`, the shard, the whole selection and the renderer it drew with.
package struct ReportContext: Sendable, Equatable {
    /// The tool and its version, e.g. `gentle-specimen 0.1.0`.
    package var tool: String?
    /// The goldens folder as the run was given it (relative to where it ran), which `accept`
    /// resolves against its own working directory unless told `--goldens`.
    package var goldens: String?
    /// The report folder as the suggested `accept` commands name it.
    package var reportName: String
    /// The slice of the selection the run checked, `i/n`; `nil` for a whole run.
    package var shard: String?
    /// The cases selected before sharding.
    package var selection: ReportSelection?
    /// The renderer fingerprint (libraries, fonts, iOS release) the images were drawn with.
    package var renderer: [PNGTextEntry]?
    /// For a review, the accessibility ledger of base against head, which leads every file of the
    /// report; `nil` for a comparison with goldens.
    package var ledger: AccessibilityLedger?

    /// A context.
    package init(
        tool: String? = nil, goldens: String? = nil, reportName: String = "specimen-report", shard: String? = nil,
        selection: ReportSelection? = nil, renderer: [PNGTextEntry]? = nil
    ) {
        self.tool = tool
        self.goldens = goldens
        self.reportName = reportName
        self.shard = shard
        self.selection = selection
        self.renderer = renderer
    }

    /// `gentle-specimen accept specimen-report gentle-default/colors-light`, each word quoted for
    /// a POSIX shell; `nil` for a review.
    package func acceptCommand(for result: CaseResult) -> String? {
        // A review compares with a revision, not with goldens: there is nothing to accept into.
        guard ledger == nil else { return nil }
        return "gentle-specimen accept \(ShellWord.quoted(reportName)) \(ShellWord.quoted(result.id.path))"
    }
}

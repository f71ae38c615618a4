import GentleSpecimen
import Testing
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Swift Testing issue of one case that did not match its golden.
struct GoldenIssue {
    /// The case's result.
    let result: CaseResult
    /// The report folder its artifacts were written into.
    let report: URL

    /// `gentle-default/colors-light: 1,204 differing pixels (0 allowed)`, then one indented line
    /// per token, per drifted fingerprint entry, for a failed golden write and for the report.
    var message: String {
        let details = result.detailLines + ["report: \(report.appendingPathComponent("index.html").path)"]
        return (["\(result.id): \(result.headline)"] + details.map { "  " + $0 }).joined(separator: "\n")
    }

    /// Records the issue, with the case's artifact images attached where attachments exist.
    func record(sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        #if compiler(>=6.2)
            for kind in result.artifacts {
                let path = result.artifactPath(kind)
                let url = path.reduce(report) { $0.appendingPathComponent($1) }
                guard let bytes = try? Data(contentsOf: url) else { continue }
                let name = path.joined(separator: "-")
                Attachment.record([UInt8](bytes), named: name, sourceLocation: sourceLocation)
            }
        #endif
    }
}

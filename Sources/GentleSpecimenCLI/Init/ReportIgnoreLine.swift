import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The line `init` adds to the working directory's `.gitignore`, so that the report folder verify
/// writes there is never committed beside the goldens. Unlike the config and the workflow, the
/// file may exist: the line is appended, the rest kept byte for byte, and nothing is added when a
/// line already ignores the folder, so running `init` again changes nothing.
enum ReportIgnoreLine {
    /// Where the line goes, relative to the working directory.
    static let path = ".gitignore"
    /// The line: the report folder at the top of the working directory only.
    static let line = "/\(StarterWorkflow.reportFolder)/"
    /// The largest `.gitignore` read (1 MiB), far beyond any real one.
    static let sizeLimit = 1 << 20

    /// The `.gitignore` text with the line added to `existing` (nil when there is no file), or
    /// nil when a line of `existing` already ignores the report folder.
    static func contents(adding existing: String?) -> String? {
        let existing = existing ?? ""
        let folder = StarterWorkflow.reportFolder
        let ignoring: Set<String> = [folder, "\(folder)/", "/\(folder)", "/\(folder)/"]
        let lines = existing.split(whereSeparator: \.isNewline).map { Whitespace.trimmed($0) }
        if lines.contains(where: ignoring.contains) { return nil }
        let separator = existing.isEmpty || existing.unicodeScalars.last == "\n" ? "" : "\n"
        return existing + separator + line + "\n"
    }
}

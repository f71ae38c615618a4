import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reports a batch as it runs: one updating line on a terminal, one line per file otherwise.
struct RenderProgress: Sendable {
    /// Live or line by line.
    let style: ProgressStyle
    /// How many files the batch writes.
    let total: Int
    /// Where the lines go.
    let output: OutputSink

    /// On a terminal, rewrites the progress line: `[12/72] classic-tan/surfaces-dark.png 84 ms`.
    func finished(_ label: String, done: Int) {
        guard style == .live else { return }
        // Carriage return and erase-line keep one line updating in place.
        output.standardOutput("\r\u{1B}[K[\(done)/\(total)] \(UntrustedText.console(label))")
    }

    /// After the batch: ends the live line, or prints `lines` (say, every file written in job order).
    func completed(listing lines: [String]) {
        switch style {
        case .live:
            output.print("")
        case .lines:
            lines.forEach(output.print)
        }
    }
}

import GentleFiles

/// The run as Markdown for a CI job summary (`$GITHUB_STEP_SUMMARY`), in the console's words and
/// counts: the counts, the comparison notice and the changed tokens rolled up, then a table of the
/// cases whose pixels moved or that did not pass, then any temporary files interrupted golden
/// writes left behind. A review leads with its accessibility ledger.
enum MarkdownSummary {
    static func document(_ run: VerificationRun, ledger: AccessibilityLedger? = nil) -> String {
        var lines: [String]
        if let ledger {
            lines = ["## Review against " + Markup.tableCell(ledger.base) + ": " + run.countsLine, ""]
            lines += accessibility(ledger) + [""]
        } else {
            lines = ["## Golden images: " + run.countsLine, ""]
        }
        lines.append(Markup.tableCell(run.settingsLine))
        if let notice = run.comparisonNotice { lines += ["", "**" + Markup.tableCell(notice) + "**"] }
        let rollUp = run.tokenRollUp.lines
        if !rollUp.isEmpty {
            lines += ["", "Changed tokens:", ""] + rollUp.map { "- " + Markup.tableCell($0) }
        }
        let listed = run.results.filter { !$0.passes || $0.pixelsMoved }
        if !listed.isEmpty {
            lines += ["", "| Case | Result | Differing pixels | Tokens and regions |", "|---|---|---|---|"]
            lines += listed.map(row)
        }
        if !run.leftovers.isEmpty {
            lines += ["", "Temporary files left by interrupted golden writes:", ""]
            lines += run.leftovers.map { "- " + Markup.tableCell($0.line) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The ledger's counts, then a table of its failing checks, new first.
    private static func accessibility(_ ledger: AccessibilityLedger) -> [String] {
        var lines = ["### " + Markup.tableCell(ledger.countsLine)]
        guard !ledger.entries.isEmpty else { return lines }
        lines += ["", "| Status | Theme | Check | Result, base → now | Caused by |", "|---|---|---|---|---|"]
        lines += ledger.entries.map { entry in
            let cells = [
                entry.status == .new ? "**new**" : entry.status.rawValue, Markup.tableCell(entry.key.theme),
                Markup.tableCell(entry.key.kind.rawValue + " " + entry.key.subject),
                Markup.tableCell(entry.results),
                entry.causes.isEmpty ? "–" : Markup.tableCell(entry.causes.map(\.line).joined(separator: "\n")),
            ]
            return "| " + cells.joined(separator: " | ") + " |"
        }
        return lines
    }

    private static func row(_ result: CaseResult) -> String {
        let pixels =
            result.difference.map {
                "\(PixelCount.grouped($0.differingPixels)) of \(PixelCount.grouped($0.totalPixels))"
            } ?? "–"
        let cells = [
            Markup.tableCell(result.id.path),
            Markup.tableCell(result.label + ": " + result.headline), pixels,
            result.detailLines.isEmpty ? "–" : Markup.tableCell(result.detailLines.joined(separator: "\n")),
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }
}

extension Markup {
    /// Text safe in one cell of a GitHub-flavoured Markdown table, which also renders HTML: each
    /// line Markdown-escaped (links, code, emphasis, HTML and `|` inert), lines joined by `<br>`.
    static func tableCell(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { UntrustedText.markdown(String($0)) }.joined(separator: "<br>")
    }
}

/// The run as Markdown for a CI job summary (`$GITHUB_STEP_SUMMARY`): a headline with the
/// counts, then a table of the cases that did not pass with the tokens that moved, then any
/// temporary files interrupted golden writes left behind.
enum MarkdownSummary {
    static func document(_ run: VerificationRun) -> String {
        let failed = run.results(in: .failed), new = run.results(in: .new), passed = run.results(in: .passed)
        var lines = ["## Golden images: " + headline(failed: failed.count, new: new.count, passed: passed.count), ""]
        lines.append(Markup.tableCell(run.settings.summaryLine))
        let failing = failed + new
        if !failing.isEmpty {
            lines += ["", "| Case | Result | Differing pixels | Tokens and drift |", "|---|---|---|---|"]
            lines += failing.map(row)
        }
        if !run.leftovers.isEmpty {
            lines += ["", "Temporary files left by interrupted golden writes:", ""]
            lines += run.leftovers.map { "- " + Markup.tableCell($0.line) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func headline(failed: Int, new: Int, passed: Int) -> String {
        guard failed + new > 0 else { return "all \(passed) passed" }
        return "\(failed) failed, \(new) new, \(passed) passed"
    }

    private static func row(_ result: CaseResult) -> String {
        let pixels = result.difference.map {
            "\(PixelCount.grouped($0.differingPixels)) of \(PixelCount.grouped($0.totalPixels))"
        } ?? "–"
        let cells = [
            Markup.tableCell(result.id.path),
            Markup.tableCell(result.headline), pixels,
            result.detailLines.isEmpty ? "–" : Markup.tableCell(result.detailLines.joined(separator: "\n")),
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }
}

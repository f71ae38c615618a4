import GentleFiles

/// The run as one self-contained HTML page: the counts, the comparison notice and the changed
/// tokens rolled up, thumbnails of every failure linking to its card, then per failing case its
/// verdict and details, the command that accepts it, zoomed crops of the changed areas (biggest
/// first) and the whole-sheet views. Without JavaScript every view is shown one under another;
/// with it they become tabs and the slider's divider follows the pointer. Images are linked by
/// relative path inside the report folder.
enum HTMLReport {
    static func document(_ run: VerificationRun, context: ReportContext) -> String {
        let title = context.ledger.map { "Review against " + Markup.escaped($0.base) } ?? "Golden images"
        let review = context.ledger != nil
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            \(HTMLReportAssets.style)
            </style>
            </head>
            <body>
            <script>document.documentElement.classList.add('js');</script>
            <h1>\(title)</h1>
            <p class="settings">\(Markup.escaped(run.settingsLine))</p>
            <p class="counts">\(counts(run))</p>

            """
        html += context.ledger.map(accessibility) ?? ""
        html += leading(run)
        let failing = run.results(in: .failed) + run.results(in: .new)
        let anchors = Dictionary(uniqueKeysWithValues: failing.enumerated().map { ($1.id, "case-\($0 + 1)") })
        html += thumbnails(failing, anchors: anchors)
        for bucket in [ReportBucket.failed, .new] {
            let results = run.results(in: bucket)
            guard !results.isEmpty else { continue }
            html +=
                "<h2 class=\"\(bucket.rawValue)\" id=\"\(bucket.rawValue)\">\(heading(bucket, review: review)) (\(results.count))</h2>\n"
            html += results.map { CaseCard(result: $0, anchor: anchors[$0.id] ?? "", context: context).html }.joined()
        }
        html += passedList(run.results(in: .passed))
        return html + "<script>\n\(HTMLReportAssets.script)\n</script>\n</body>\n</html>\n"
    }

    private static func heading(_ bucket: ReportBucket, review: Bool) -> String {
        switch (bucket, review) {
        case (.failed, false): "Failed"
        case (.new, false): "New goldens"
        case (.passed, false): "Passed"
        case (.failed, true): "Moved"
        case (.new, true): "New images"
        case (.passed, true): "Unchanged"
        }
    }

    /// The review's ledger, at the top: its counts, then a table of its failing checks, new first.
    private static func accessibility(_ ledger: AccessibilityLedger) -> String {
        var html = "<h2 id=\"accessibility\">\(Markup.escaped(ledger.countsLine))</h2>\n"
        guard !ledger.entries.isEmpty else { return html }
        html +=
            "<table class=\"ledger\"><tr><th>Status</th><th>Theme</th><th>Check</th><th>Result, base → now</th>"
            + "<th>Caused by</th></tr>\n"
        for entry in ledger.entries {
            let causes = entry.causes.map { "<bdi>\(Markup.escaped($0.line))</bdi>" }.joined(separator: "<br>")
            html +=
                "<tr class=\"ledger-\(entry.status.rawValue)\"><td>\(entry.status.rawValue)</td>"
                + "<td><bdi>\(Markup.escaped(entry.key.theme))</bdi></td>"
                + "<td>\(Markup.escaped(entry.key.kind.rawValue + " " + entry.key.subject))</td>"
                + "<td>\(Markup.escaped(entry.results))</td>"
                + "<td>\(causes.isEmpty ? "–" : causes)</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func counts(_ run: VerificationRun) -> String {
        Markup.escaped(run.countsLine)
    }

    private static func leading(_ run: VerificationRun) -> String {
        var html = ""
        if let notice = run.comparisonNotice { html += "<p class=\"notice\">\(Markup.escaped(notice))</p>\n" }
        let rollUp = run.tokenRollUp.lines
        if !rollUp.isEmpty {
            html +=
                "<h2 id=\"changed-tokens\">Changed tokens</h2>\n<ul class=\"rollup\">"
                + rollUp.map { "<li>\(Markup.escaped($0))</li>" }.joined() + "</ul>\n"
        }
        return html
    }

    private static func thumbnails(_ results: [CaseResult], anchors: [GoldenCaseID: String]) -> String {
        guard !results.isEmpty else { return "" }
        let items = results.map { result in
            let kind: ArtifactKind = result.artifacts.contains(.diff) ? .diff : .actual
            let image = Markup.escaped(Markup.relativeURL(result.artifactPath(kind)))
            return "<a class=\"thumb\" href=\"#\(anchors[result.id] ?? "")\"><img src=\"\(image)\" alt=\"\">"
                + "<span><bdi>\(Markup.escaped(result.id.path))</bdi></span></a>"
        }
        return "<nav class=\"thumbs\">" + items.joined() + "</nav>\n"
    }

    private static func passedList(_ results: [CaseResult]) -> String {
        guard !results.isEmpty else { return "" }
        let items = results.map { result in
            let verdict = result.isPlainMatch ? "" : " · " + Markup.escaped(result.headline)
            let details = result.isPlainMatch ? "" : result.detailLines.map { " · " + Markup.escaped($0) }.joined()
            return "<li><bdi>\(Markup.escaped(result.id.path))</bdi>\(verdict)\(details)</li>"
        }
        let heading = results.contains { $0.reviewBase != nil } ? "Unchanged" : "Passed"
        return "<h2 class=\"passed\" id=\"passed\">\(heading) (\(results.count))</h2>\n<ul class=\"passed-list\">"
            + items.joined() + "</ul>\n"
    }
}

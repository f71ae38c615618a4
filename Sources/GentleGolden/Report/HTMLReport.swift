import GentleFiles

/// The run as one self-contained HTML page: the counts, the comparison notice and the changed
/// tokens rolled up, thumbnails of every failure linking to its card, then per failing case its
/// verdict and details, the command that accepts it, zoomed crops of the changed areas (biggest
/// first) and the whole-sheet views. Without JavaScript every view is shown one under another;
/// with it they become tabs and the slider's divider follows the pointer. Images are linked by
/// relative path inside the report folder.
enum HTMLReport {
    static func document(_ run: VerificationRun, context: ReportContext) -> String {
        let title = "Golden images"
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
        html += leading(run)
        let failing = run.results(in: .failed) + run.results(in: .new)
        let anchors = Dictionary(uniqueKeysWithValues: failing.enumerated().map { ($1.id, "case-\($0 + 1)") })
        html += thumbnails(failing, anchors: anchors)
        for bucket in [ReportBucket.failed, .new] {
            let results = run.results(in: bucket)
            guard !results.isEmpty else { continue }
            html +=
                "<h2 class=\"\(bucket.rawValue)\" id=\"\(bucket.rawValue)\">\(heading(bucket)) (\(results.count))</h2>\n"
            html += results.map { CaseCard(result: $0, anchor: anchors[$0.id] ?? "", context: context).html }.joined()
        }
        html += passedList(run.results(in: .passed))
        return html + "<script>\n\(HTMLReportAssets.script)\n</script>\n</body>\n</html>\n"
    }

    private static func heading(_ bucket: ReportBucket) -> String {
        switch bucket {
        case .failed: "Failed"
        case .new: "New goldens"
        case .passed: "Passed"
        }
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
        return "<h2 class=\"passed\" id=\"passed\">Passed (\(results.count))</h2>\n<ul class=\"passed-list\">"
            + items.joined() + "</ul>\n"
    }
}

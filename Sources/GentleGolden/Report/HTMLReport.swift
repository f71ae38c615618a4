/// The run as one self-contained HTML page: failed, new and passed cases, each failing case
/// with tabs for the diff, actual and expected images, side by side and a slider overlay.
/// Images are linked by relative path inside the report folder.
enum HTMLReport {
    static func document(_ run: VerificationRun) -> String {
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
        <h1>\(title)</h1>
        <p class="settings">\(Markup.escaped(run.settings.summaryLine))</p>
        <p class="counts">\(counts(run))</p>

        """
        for bucket in [ReportBucket.failed, .new] {
            let results = run.results(in: bucket)
            guard !results.isEmpty else { continue }
            html += "<h2 class=\"\(bucket.rawValue)\" id=\"\(bucket.rawValue)\">\(heading(bucket)) (\(results.count))</h2>\n"
            html += results.map(card).joined()
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
        ReportBucket.allCases.map { bucket in
            "<span class=\"\(bucket.rawValue)\">\(run.results(in: bucket).count) \(bucket.rawValue)</span>"
        }.joined()
    }

    private static func card(_ result: CaseResult) -> String {
        let views = CaseView.available(for: result)
        var html = "<section class=\"case\">\n"
        html += "<h3>\(Markup.escaped(result.id.path)) <span class=\"badge \(result.bucket.rawValue)\">\(result.status.kind)</span></h3>\n"
        html += "<p>\(Markup.escaped(result.headline))</p>\n"
        if !result.detailLines.isEmpty {
            html += "<ul class=\"details\">" + result.detailLines.map { "<li>\(Markup.escaped($0))</li>" }.joined() + "</ul>\n"
        }
        html += "<div class=\"tabs\">"
        for (index, view) in views.enumerated() {
            html += "<button type=\"button\" data-view=\"\(view.rawValue)\"\(index == 0 ? " class=\"active\"" : "")>\(view.title)</button>"
        }
        html += "</div>\n"
        for (index, view) in views.enumerated() {
            html += "<div class=\"view\(index == 0 ? " active" : "")\" data-view=\"\(view.rawValue)\">\(view.body(result))</div>\n"
        }
        return html + "</section>\n"
    }

    private static func passedList(_ results: [CaseResult]) -> String {
        guard !results.isEmpty else { return "" }
        let items = results.map { result in
            let verdict = result.isPlainMatch ? "" : " · " + Markup.escaped(result.headline)
            let drift = result.fingerprintChanges.map { " · fingerprint " + Markup.escaped($0.line) }.joined()
            return "<li>\(Markup.escaped(result.id.path))\(verdict)\(drift)</li>"
        }
        return "<h2 class=\"passed\" id=\"passed\">Passed (\(results.count))</h2>\n<ul class=\"passed-list\">"
            + items.joined() + "</ul>\n"
    }
}

/// One tab of a failing case in the HTML report.
private enum CaseView: String, CaseIterable {
    case diff, actual, expected, side, slider

    static func available(for result: CaseResult) -> [CaseView] {
        let artifacts = Set(result.artifacts)
        return allCases.filter { view in
            switch view {
            case .diff: artifacts.contains(.diff)
            case .actual: artifacts.contains(.actual)
            case .expected, .side: artifacts.contains(.expected)
            case .slider: artifacts.contains(.diff)
            }
        }
    }

    var title: String {
        switch self {
        case .diff: "Diff"
        case .actual: "Actual"
        case .expected: "Expected"
        case .side: "Side by side"
        case .slider: "Slider"
        }
    }

    func body(_ result: CaseResult) -> String {
        func image(_ kind: ArtifactKind) -> String {
            "<img src=\"\(Markup.escaped(Markup.relativeURL(result.artifactPath(kind))))\" alt=\"\(kind.rawValue)\" loading=\"lazy\">"
        }
        switch self {
        case .diff: return image(.diff)
        case .actual: return image(.actual)
        case .expected: return image(.expected)
        case .side:
            return "<div class=\"side\"><figure>\(image(.expected))<figcaption>Expected</figcaption></figure>"
                + "<figure>\(image(.actual))<figcaption>Actual</figcaption></figure></div>"
        case .slider:
            return "<div class=\"slider\">\(image(.expected))<div class=\"overlay\">\(image(.actual))</div></div>"
                + "<input class=\"slider-range\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Expected left, actual right\">"
        }
    }
}

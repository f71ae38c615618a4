import GentleFiles

/// One failing case's section of the HTML report.
struct CaseCard {
    let result: CaseResult
    let anchor: String
    let context: ReportContext

    /// How many CSS pixels a crop may span at most; small areas are zoomed up to it.
    static let cropSpan = 360

    var html: String {
        var html = "<section class=\"case\" id=\"\(anchor)\">\n"
        html +=
            "<h3><bdi>\(Markup.escaped(result.id.path))</bdi> <span class=\"badge \(result.bucket.rawValue)\">\(result.label)</span></h3>\n"
        html += "<p>\(Markup.escaped(result.headline))</p>\n"
        if !result.detailLines.isEmpty {
            html +=
                "<ul class=\"details\">" + result.detailLines.map { "<li>\(Markup.escaped($0))</li>" }.joined()
                + "</ul>\n"
        }
        if result.artifacts.contains(.actual), let accept = context.acceptCommand(for: result) {
            html += "<p class=\"accept\">Accept: <code dir=\"ltr\">\(Markup.escaped(accept))</code></p>\n"
        }
        html += crops
        let views = CaseView.available(for: result)
        html += "<div class=\"tabs\">"
        for (index, view) in views.enumerated() {
            html +=
                "<button type=\"button\" data-view=\"\(view.rawValue)\"\(index == 0 ? " class=\"active\"" : "")>\(view.title)</button>"
        }
        html += "</div>\n"
        for (index, view) in views.enumerated() {
            let classes = "view" + (index == 0 ? " active" : "") + (view.needsScript ? " scripted" : "")
            html +=
                "<div class=\"\(classes)\" data-view=\"\(view.rawValue)\"><p class=\"view-title\">\(view.title)</p>"
                + "\(view.body(result))</div>\n"
        }
        return html + "</section>\n"
    }

    // Each changed area as expected, actual and diff side by side, cut from the whole images by
    // CSS so the report holds no extra files.
    private var crops: String {
        guard let size = result.imageSize, result.artifacts.contains(.diff), !result.changedAreas.isEmpty else {
            return ""
        }
        var html = "<div class=\"crops\">\n"
        for (number, area) in result.changedAreas.enumerated() {
            let zoom = max(1, min(4, Self.cropSpan / max(1, max(area.width, area.height))))
            html +=
                "<figure class=\"crop-row\"><figcaption>Change \(number + 1): \(area.width)×\(area.height) px at "
                + "\(area.x),\(area.y)\(zoom > 1 ? ", zoomed ×\(zoom)" : "")</figcaption>"
            for kind in [ArtifactKind.expected, .actual, .diff] {
                let url = Markup.escaped(Markup.relativeURL(result.artifactPath(kind)))
                // Each image at its own size: after a size change the three differ.
                let own = result.artifactSize(kind) ?? size
                let style =
                    "width:\(area.width * zoom)px;height:\(area.height * zoom)px;"
                    + "background-image:url('\(url)');background-size:\(own.width * zoom)px \(own.height * zoom)px;"
                    + "background-position:-\(area.x * zoom)px -\(area.y * zoom)px"
                html +=
                    "<div class=\"crop\"><div class=\"crop-image\" style=\"\(style)\" role=\"img\" "
                    + "aria-label=\"\(kind.rawValue)\"></div><span>\(kind.rawValue)</span></div>"
            }
            html += "</figure>\n"
        }
        return html + "</div>\n"
    }
}

/// One view of a failing case in the HTML report.
enum CaseView: String, CaseIterable {
    case diff, expected, actual, side, slider

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

    /// Side by side and the slider repeat the other views; without a script they stay hidden.
    var needsScript: Bool { self == .side || self == .slider }

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
            return "<div class=\"slider\">\(image(.expected))<div class=\"overlay\">\(image(.actual))</div>"
                + "<div class=\"divider\"></div></div>"
                + "<input class=\"slider-range\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" "
                + "aria-label=\"Expected left, actual right\">"
        }
    }
}

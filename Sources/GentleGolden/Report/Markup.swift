import Foundation
import GentleFiles

/// Escaping for the report's text formats.
enum Markup {
    /// Text safe inside XML or HTML elements and double- or single-quoted attributes. Characters
    /// XML 1.0 forbids even as references (most C0 controls) become U+FFFD, so the file stays valid.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text safe in one cell of a GitHub-flavoured Markdown table, which also renders HTML: each
    /// line Markdown-escaped (links, code, emphasis, HTML and `|` inert), lines joined by `<br>`.
    static func tableCell(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { UntrustedText.markdown(String($0)) }.joined(separator: "<br>")
    }

    /// A relative URL for a file of the report, each path component percent-encoded.
    static func relativeURL(_ components: [String]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return components.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
            .joined(separator: "/")
    }
}

extension CaseResult {
    /// The report-relative path of one artifact, `<case id>/<kind>.png`.
    public func artifactPath(_ kind: ArtifactKind) -> [String] {
        id.components + [kind.rawValue + ".png"]
    }

    /// Details for people: token attribution, fingerprint drift, a failed golden write.
    public var detailLines: [String] {
        var lines = attribution?.lines ?? []
        lines += fingerprintChanges.map { "fingerprint \($0.line)" }
        if case .failed(let error) = write { lines.append("golden not written: \(error)") }
        return lines
    }

    /// The one-line verdict, adding what the record mode did.
    public var headline: String {
        switch write {
        case .untouched, .failed: verdict
        case .created: verdict + "; recorded a new golden"
        case .updated: verdict + "; golden re-recorded"
        }
    }

    /// Whether the case matched byte for byte and its golden was left alone: nothing to say.
    var isPlainMatch: Bool {
        write == .untouched && difference?.isExact == true
    }

    // A pass within tolerance is not a match; the counts say how close it was.
    private var verdict: String {
        guard status.passes, let difference, !difference.isExact else { return status.message }
        return "within tolerance: \(PixelCount.grouped(difference.differingPixels)) differing, "
            + "\(PixelCount.grouped(difference.antiAliasedPixels)) anti-aliased pixels"
    }
}

extension VerificationSettings {
    /// `record never · threshold 0.1 · anti-aliasing ignored · max differing pixels 0`.
    var summaryLine: String {
        var parts = ["record \(mode)", "threshold \(options.threshold)"]
        parts.append(options.includeAntiAliasing ? "anti-aliasing counted" : "anti-aliasing ignored")
        if let pixels = gate.maxDiffPixels { parts.append("max differing pixels \(PixelCount.grouped(pixels))") }
        if let ratio = gate.maxDiffRatio { parts.append("max differing ratio \(ratio)") }
        if gate.maxDiffPixels == nil, gate.maxDiffRatio == nil { parts.append("no differing pixel allowed") }
        return parts.joined(separator: " · ")
    }
}

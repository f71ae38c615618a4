import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CaseResult {
    /// The report-relative path of one artifact, `<case id>/<kind>.png`.
    package func artifactPath(_ kind: ArtifactKind) -> [String] {
        id.components + [kind.rawValue + ".png"]
    }

    /// The pixel size of one artifact image: after a size change the golden's, the drawn image's
    /// and the diff's (both canvases' union) differ; otherwise all are the drawn image's.
    package func artifactSize(_ kind: ArtifactKind) -> PixelSize? {
        guard case .sizeMismatch(let expected, let actual) = status else { return imageSize }
        switch kind {
        case .expected: return expected
        case .actual: return actual
        case .diff:
            return PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        }
    }

    /// A stable label for listings: the status kind, `within-tolerance` for a pass whose
    /// pixels differ; for a review, `moved`, or `new` for an image its base did not draw.
    package var label: String {
        if reviewBase != nil, !status.passes { return status == .missingGolden ? "new" : "moved" }
        return status.passes && pixelsMoved ? "within-tolerance" : status.kind
    }

    /// Details for people, in the order a reviewer needs them: how the pixels were compared when
    /// not exactly, the token values that changed (or that none did), the tokens whose regions
    /// hold the differing pixels, fingerprint drift, a failed golden write.
    package var detailLines: [String] {
        var lines: [String] = []
        if let notice = comparisonNotice { lines.append(notice) }
        lines += tokenLines
        lines += attribution?.lines ?? []
        if metric != .perceptual || fingerprintChanges.isEmpty {
            lines += fingerprintChanges.map { "fingerprint \($0.line)" }
        }
        if case .failed(let error) = write { lines.append("golden not written: \(error)") }
        return lines
    }

    /// Says the case was compared perceptually and, when the renderer changed, how.
    package var comparisonNotice: String? {
        guard metric == .perceptual else { return nil }
        guard !fingerprintChanges.isEmpty else { return "compared perceptually (pixelmatch threshold)" }
        return "compared perceptually, the renderer changed since the golden was recorded: "
            + fingerprintChanges.map(\.line).joined(separator: "; ")
    }

    private var tokenLines: [String] {
        let changed = tokenChanges.map { "token changed: \($0.line)" }
        guard pixelsMoved else { return changed }
        if !goldenHasTokens { return [TokenRollUp.tokensNotRecorded] }
        if tokenChanges.isEmpty { return [TokenRollUp.noTokenChanged] }
        return changed
    }

    /// The one-line verdict, adding what the record mode did.
    package var headline: String {
        switch write {
        case .untouched, .failed: verdict
        case .created: verdict + "; recorded a new golden"
        case .updated: verdict + "; golden re-recorded (\(changeReason))"
        }
    }

    /// How many changed token paths a reason names before counting the rest.
    static let listedTokenPaths = 3

    /// Why the golden was or would be rewritten: its pixels, its tokens, or its fingerprint.
    package var changeReason: String {
        var reasons: [String] = []
        switch status {
        case .passed:
            if pixelsMoved { reasons.append("\(PixelCount.grouped(differingPixels)) px differ") }
        case .missingGolden: reasons.append("no golden")
        case .differences, .sizeMismatch, .unreadableGolden: reasons.append(status.message)
        }
        if !goldenHasTokens {
            reasons.append("tokens not recorded")
        } else if !tokenChanges.isEmpty {
            let paths = tokenChanges.map(\.path)
            let more = paths.count > Self.listedTokenPaths ? " and \(paths.count - Self.listedTokenPaths) more" : ""
            reasons.append("tokens changed: " + paths.prefix(Self.listedTokenPaths).joined(separator: ", ") + more)
        }
        if !fingerprintChanges.isEmpty { reasons.append("renderer fingerprint changed") }
        return reasons.isEmpty ? "unchanged" : reasons.joined(separator: "; ")
    }

    /// Whether the case matched byte for byte and its golden was left alone: nothing to say.
    var isPlainMatch: Bool {
        write == .untouched && difference?.isExact == true
    }

    // A pass within tolerance is not a match; the counts say how close it was.
    private var verdict: String {
        switch status {
        case .missingGolden:
            return reviewBase.map { "not drawn at \($0)" } ?? "no golden image at \(goldenPath)"
        case .passed:
            guard let difference, !difference.isExact else { return status.message }
            let allowed = allowance.map { " (\(PixelCount.grouped($0)) allowed)" } ?? ""
            let antiAliased =
                difference.antiAliasedPixels > 0
                ? ", \(PixelCount.grouped(difference.antiAliasedPixels)) anti-aliased not counted" : ""
            return "passed within tolerance: \(PixelCount.grouped(difference.differingPixels)) px differ"
                + allowed + antiAliased
        case .sizeMismatch:
            guard let difference else { return status.message }
            return "\(PixelCount.grouped(difference.differingPixels)) differing pixels over both canvases; "
                + status.message
        default: return status.message
        }
    }
}

extension VerificationSettings {
    /// `comparison auto: 164 exact · record never · no differing pixel allowed`.
    ///
    /// With `metrics`, the metric each compared case used, `auto` says what it chose and the
    /// perceptual threshold is named only when a case was compared perceptually; without, the
    /// line is the settings alone (what `merge-reports` requires shards to share).
    func summaryLine(metrics: [PixelMetric]? = nil) -> String {
        var parts = ["comparison \(comparison)" + Self.autoChoice(comparison, metrics), "record \(mode)"]
        let perceptual =
            switch comparison {
            case .exact: false
            case .perceptual: true
            case .auto: metrics?.contains(.perceptual) ?? true
            }
        if perceptual {
            parts.append("perceptual threshold \(options.threshold)")
            parts.append(options.includeAntiAliasing ? "anti-aliasing counted" : "anti-aliasing ignored")
            if !options.checkerboard { parts.append("translucency over white") }
        }
        if let pixels = gate.maxDiffPixels { parts.append("max differing pixels \(PixelCount.grouped(pixels))") }
        if let ratio = gate.maxDiffRatio { parts.append("max differing ratio \(ratio)") }
        if gate.maxDiffPixels == nil, gate.maxDiffRatio == nil { parts.append("no differing pixel allowed") }
        return parts.joined(separator: " · ")
    }

    /// `: 160 exact, 4 perceptual`: how many compared cases `auto` sent each way.
    private static func autoChoice(_ comparison: Comparison, _ metrics: [PixelMetric]?) -> String {
        guard comparison == .auto, let metrics, !metrics.isEmpty else { return "" }
        let counts = PixelMetric.allCases.compactMap { metric in
            let count = metrics.count { $0 == metric }
            return count > 0 ? "\(PixelCount.grouped(count)) \(metric.rawValue)" : nil
        }
        return ": " + counts.joined(separator: ", ")
    }
}

extension VerificationRun {
    /// The settings line of the run's reports, saying what `auto` chose for its cases.
    package var settingsLine: String { settings.summaryLine(metrics: results.compactMap(\.metric)) }
}

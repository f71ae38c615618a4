/// A `report.json` read back into the run it was written from, so that `merge-reports` hands
/// the report writers the same values a `verify` run would: every field a report entry is made
/// from is in the JSON. Only a failed golden write loses its error's kind; its message is kept.
extension ReportJSON.Document {
    /// The run: settings, one result per case (without images) and the leftovers. Throws a
    /// sentence saying which value is not one this tool writes.
    package func run() throws(ReportJSON.ReadError) -> VerificationRun {
        VerificationRun(
            settings: try settings.verification(),
            results: try cases.map { entry throws(ReportJSON.ReadError) in try entry.result() },
            leftovers: try (leftovers ?? []).map { file throws(ReportJSON.ReadError) in try file.temporaryFile() })
    }
}

extension ReportJSON {
    /// Why a decoded `report.json` does not describe a run.
    package struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the case or field.
        package var description: String
    }
}

extension ReportJSON.Settings {
    func verification() throws(ReportJSON.ReadError) -> VerificationSettings {
        guard let mode = RecordMode(rawValue: recordMode) else {
            throw .init(description: "record mode '\(recordMode)'")
        }
        guard let comparison = Comparison(rawValue: comparison ?? Comparison.auto.rawValue) else {
            throw .init(description: "comparison '\(comparison ?? "")'")
        }
        return VerificationSettings(
            mode: mode, comparison: comparison,
            options: ComparisonOptions(
                threshold: threshold, includeAntiAliasing: includeAntiAliasing, checkerboard: checkerboard ?? false),
            gate: ComparisonGate(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio))
    }
}

extension ReportJSON.Leftover {
    func temporaryFile() throws(ReportJSON.ReadError) -> LeftoverTemporaryFile {
        switch outcome {
        case "removed": LeftoverTemporaryFile(path: path, outcome: .removed)
        case "kept": LeftoverTemporaryFile(path: path, outcome: .kept)
        case "notRemoved": LeftoverTemporaryFile(path: path, outcome: .notRemoved(errno: errno ?? 0))
        default: throw .init(description: "leftover \(path): outcome '\(outcome)'")
        }
    }
}

extension ReportJSON.Case {
    /// The result this entry was written from, checked by its bucket.
    func result() throws(ReportJSON.ReadError) -> CaseResult {
        guard let caseID = GoldenCaseID(id) else { throw .init(description: "case id '\(id)'") }
        var result = CaseResult(
            id: caseID, status: try caseStatus(), difference: difference, attribution: attribution,
            fingerprintChanges: (fingerprintChanges ?? []).map {
                FingerprintChange(key: $0.key, golden: $0.golden, actual: $0.actual)
            },
            write: try goldenWrite())
        if status == "passed" { result.allowance = allowedPixels }
        result.metric = try comparison.map { name throws(ReportJSON.ReadError) in
            guard let metric = PixelMetric(rawValue: name) else {
                throw .init(description: "\(id): comparison '\(name)'")
            }
            return metric
        }
        result.tokenChanges = (tokenChanges ?? []).map { TokenChange(path: $0.token, old: $0.old, new: $0.new) }
        result.goldenHasTokens = goldenHasTokens ?? true
        result.goldenPath = goldenPath ?? ""
        result.goldenSHA256 = goldenSHA256
        result.changedAreas = (changedAreas ?? []).map {
            PixelRect(x: $0["x"] ?? 0, y: $0["y"] ?? 0, width: $0["width"] ?? 0, height: $0["height"] ?? 0)
        }
        result.imageSize = imageSize.map(Self.size)
        result.file = file
        result.seconds = seconds
        guard result.bucket.rawValue == bucket else {
            throw .init(description: "\(id): bucket '\(bucket)' does not follow from its status and golden")
        }
        return result
    }

    private func caseStatus() throws(ReportJSON.ReadError) -> CaseStatus {
        switch status {
        case "passed": return .passed
        case "differences": return .differences(differingPixels: differingPixels ?? 0, allowed: allowedPixels ?? 0)
        case "size-mismatch":
            guard let expectedSize, let actualSize else { throw .init(description: "\(id): sizes missing") }
            return .sizeMismatch(expected: Self.size(expectedSize), actual: Self.size(actualSize))
        case "missing-golden": return .missingGolden
        case "unreadable-golden": return .unreadableGolden(reason: unreadableReason ?? message)
        default: throw .init(description: "\(id): status '\(status)'")
        }
    }

    private func goldenWrite() throws(ReportJSON.ReadError) -> GoldenWrite {
        switch golden {
        case "untouched": return .untouched
        case "created": return .created
        case "updated": return .updated
        case "write-failed":
            return .failed(.refused(path: goldenPath ?? id, reason: goldenWriteError ?? "the write failed"))
        default: throw .init(description: "\(id): golden '\(golden)'")
        }
    }

    private var difference: PixelDifference? {
        guard let differingPixels, let antiAliasedPixels, let totalPixels else { return nil }
        return PixelDifference(
            differingPixels: differingPixels, antiAliasedPixels: antiAliasedPixels, totalPixels: totalPixels,
            isExact: exact ?? (differingPixels == 0 && antiAliasedPixels == 0))
    }

    private var attribution: TokenAttribution? {
        guard let tokens else { return nil }
        return TokenAttribution(
            shares: tokens.map { TokenAttribution.Share(token: $0.token, pixels: $0.pixels) },
            outsideAnyToken: outsideAnyToken ?? 0)
    }

    private static func size(_ size: [String: Int]) -> PixelSize {
        PixelSize(width: size["width"] ?? 0, height: size["height"] ?? 0)
    }
}

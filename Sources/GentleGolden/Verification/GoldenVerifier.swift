import GentleImage
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks cases against a golden store: exactly when the golden's renderer is the current one,
/// else (or when told) with the pixelmatch metric, then the gate; names the token values that
/// changed since the golden was recorded, the tokens whose regions moved and the fingerprint
/// entries that drifted; and writes goldens as the record mode says. It never deletes a golden; when the mode writes, it removes
/// the temporary files interrupted writes left beside the goldens.
package struct GoldenVerifier: Sendable {
    /// Where the goldens are.
    package var store: GoldenStore
    /// Mode, comparison and gate.
    package var settings: VerificationSettings

    /// A verifier.
    package init(store: GoldenStore, settings: VerificationSettings) {
        self.store = store
        self.settings = settings
    }

    /// Verifies every case, in id order, then tidies the leftovers beside them; the results keep
    /// their images for the artifacts.
    package func verify(_ cases: [GoldenCase]) -> VerificationRun {
        let results = cases.map(verify)
        let leftovers = tidyLeftovers(besides: results.map(\.id))
        return VerificationRun(settings: settings, results: results, leftovers: leftovers)
    }

    /// The temporary files interrupted writes left in the folders of `ids`, stale at `now`
    /// (`GoldenStore.leftoverAge`): removed when the mode writes goldens, only listed for `never`,
    /// which writes and deletes nothing.
    package func tidyLeftovers(besides ids: [GoldenCaseID], now: Date = Date()) -> [LeftoverTemporaryFile] {
        guard settings.mode != .never else {
            return store.leftoverTemporaryFiles(besides: ids, now: now).map {
                LeftoverTemporaryFile(path: $0, outcome: .kept)
            }
        }
        return store.removeLeftoverTemporaryFiles(besides: ids, now: now)
    }

    /// Verifies one case and applies the record mode to its golden. Safe to call concurrently
    /// for different cases.
    package func verify(_ goldenCase: GoldenCase) -> CaseResult {
        record(examine(goldenCase), of: goldenCase)
    }

    /// Verifies one case, writes its artifacts into `report` (none when it passes), then applies
    /// the record mode to its golden. The artifacts come first so the old pixels are kept as
    /// `expected.png` even when the mode replaces the golden; a failure to write them is thrown
    /// and leaves the golden as it was. The result comes back without images, so a long run holds
    /// no bitmap of a case once it is done.
    package func verify(_ goldenCase: GoldenCase, report: ReportWriter) throws(ReportError) -> CaseResult {
        record(try report.writeArtifacts(of: examine(goldenCase)), of: goldenCase)
    }

    private func record(_ examined: CaseResult, of goldenCase: GoldenCase) -> CaseResult {
        var result = examined
        let isExact = result.difference?.isExact ?? false
        let writes = settings.writes(
            result.status, isExact: isExact, fingerprintChanged: !result.fingerprintChanges.isEmpty,
            tokensChanged: !result.tokenChanges.isEmpty || !result.goldenHasTokens)
        guard writes else { return result }
        let existed = result.status != .missingGolden
        do {
            result.goldenSHA256 = try store.write(
                goldenCase.actual, fingerprint: goldenCase.goldenText, for: goldenCase.id)
            result.write = existed ? .updated : .created
        } catch {
            result.write = .failed(error)
        }
        return result
    }

    private func examine(_ goldenCase: GoldenCase) -> CaseResult {
        var result = compareWithGolden(goldenCase)
        result.goldenPath = store.url(for: goldenCase.id).path
        result.imageSize = PixelSize(of: goldenCase.actual)
        result.file = goldenCase.file
        return result
    }

    private func compareWithGolden(_ goldenCase: GoldenCase) -> CaseResult {
        let id = goldenCase.id
        let actual = goldenCase.actual
        let onlyActual = CaseImages(expected: nil, actual: actual, diff: nil, actualText: goldenCase.goldenText)
        let stored: StoredGolden
        do {
            guard let found = try store.readStored(id) else {
                return CaseResult(id: id, status: .missingGolden, images: onlyActual)
            }
            stored = found
        } catch {
            return CaseResult(id: id, status: .unreadableGolden(reason: Self.reason(error)), images: onlyActual)
        }
        guard let golden = stored.image else {
            // Larger than any canvas: a size mismatch by definition, with nothing to compare.
            var result = CaseResult(
                id: id, status: .sizeMismatch(expected: stored.size, actual: PixelSize(of: actual)),
                images: onlyActual)
            result.goldenSHA256 = stored.sha256
            return result
        }
        var result = Self.judge(goldenCase, against: golden, settings: settings)
        result.goldenSHA256 = stored.sha256
        return result
    }

    /// Compares a case with the image it is expected to equal (a golden, or a review's base), its
    /// text chunks holding the fingerprint and token values it was drawn with: the metric the
    /// fingerprints call for, the gate's verdict, and for a failure its diff, attribution and
    /// changed areas; the token values this image draws that differ from the expected image's.
    static func judge(_ goldenCase: GoldenCase, against golden: PNGImage, settings: VerificationSettings)
        -> CaseResult
    {
        let id = goldenCase.id
        let actual = goldenCase.actual
        let drift = FingerprintChange.between(golden: golden.text, actual: goldenCase.fingerprint)
        let recorded = GoldenTokens(text: golden.text)
        var options = settings.options
        options.metric = settings.comparison.metric(drift: drift)
        // Equal pixels (the usual case) need no scan at all; otherwise the one scan that counts
        // also paints the diff image and marks the mask a failure is explained with.
        let differs =
            PixelSize(of: golden.bitmap) != PixelSize(of: actual) || !Self.haveEqualBytes(golden.bitmap, actual)
        options.producesDiffImage = differs
        options.producesDifferenceMask = differs
        let outcome = compare(golden.bitmap, actual, options: options)
        var result: CaseResult
        switch settings.gate.verdict(on: outcome) {
        case .exactMatch:
            result = CaseResult(id: id, status: .passed, difference: outcome.difference, fingerprintChanges: drift)
        case .withinTolerance(_, let allowed):
            result = CaseResult(id: id, status: .passed, difference: outcome.difference, fingerprintChanges: drift)
            result.allowance = allowed
        case .sizeMismatch(let expected, let actualSize):
            // Still compared, over both canvases, so the failure has its counts, diff and crops;
            // not when the mode replaces the golden anyway, nor over a union beyond its bound.
            let status = CaseStatus.sizeMismatch(expected: expected, actual: actualSize)
            let replaced = settings.writes(status, isExact: false, fingerprintChanged: false, tokensChanged: false)
            result = Self.explainDifferences(
                of: goldenCase, golden: golden.bitmap, status: status,
                difference: replaced ? nil : compareOverUnion(golden.bitmap, actual, options: options), drift: drift)
        case .tooManyDifferences(let differing, let allowed):
            result = Self.explainDifferences(
                of: goldenCase, golden: golden.bitmap,
                status: .differences(differingPixels: differing, allowed: allowed),
                difference: outcome.difference, drift: drift)
        }
        result.difference?.diffImage = nil
        result.difference?.differenceMask = nil
        result.metric = options.metric
        // A case drawn without token values (a bare bitmap check) expects none in its golden.
        result.goldenHasTokens = recorded != nil || goldenCase.tokens.values.isEmpty
        // Only the values this image draws are compared, whatever the golden recorded.
        result.tokenChanges = recorded.map { goldenCase.tokens.changes(since: $0) } ?? []
        return result
    }

    // The decoder's message already names the file.
    private static func reason(_ error: GoldenStoreError) -> String {
        if case .unreadable(_, let reason) = error { return reason }
        return error.description
    }

    // The scan's diff image and mask go into the failure's images, attribution and areas.
    private static func explainDifferences(
        of goldenCase: GoldenCase, golden: Bitmap, status: CaseStatus, difference: PixelDifference?,
        drift: [FingerprintChange]
    ) -> CaseResult {
        var counts = difference
        counts?.diffImage = nil
        counts?.differenceMask = nil
        var result = CaseResult(
            id: goldenCase.id, status: status, difference: counts,
            attribution: difference?.differenceMask.map { TokenAttribution(mask: $0, regions: goldenCase.regions) },
            fingerprintChanges: drift,
            images: CaseImages(
                expected: golden, actual: goldenCase.actual, diff: difference?.diffImage,
                actualText: goldenCase.goldenText))
        result.changedAreas = difference?.differenceMask.map { ChangedAreas.find(in: $0) } ?? []
        return result
    }

    private static func haveEqualBytes(_ first: Bitmap, _ second: Bitmap) -> Bool {
        first.pixels.withUnsafeBytes { one in
            second.pixels.withUnsafeBytes { other in
                guard one.count == other.count else { return false }
                guard let oneBase = one.baseAddress, let otherBase = other.baseAddress else { return true }
                return memcmp(oneBase, otherBase, one.count) == 0
            }
        }
    }
}

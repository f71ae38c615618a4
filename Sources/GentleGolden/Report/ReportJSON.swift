import GentleFiles
import GentleImage
import Foundation

/// The run as JSON for tools: settings, counts and one object per case. Keys are sorted and
/// absent values left out, so the same run always gives the same bytes.
enum ReportJSON {
    struct Document: Encodable {
        var passes: Bool
        var settings: Settings
        var counts: [String: Int]
        var cases: [Case]
        var leftovers: [Leftover]?
    }

    /// A temporary file an interrupted golden write left behind, and what the run did with it.
    struct Leftover: Encodable {
        var path: String
        var outcome: String
        var error: String?
    }

    struct Settings: Encodable {
        var recordMode: String
        var threshold: Double
        var includeAntiAliasing: Bool
        var maxDiffPixels: Int?
        var maxDiffRatio: Double?
    }

    struct Case: Encodable {
        var id: String
        var status: String
        var bucket: String
        var passes: Bool
        var message: String
        var golden: String
        var goldenWriteError: String?
        var differingPixels: Int?
        var antiAliasedPixels: Int?
        var totalPixels: Int?
        var allowedPixels: Int?
        var expectedSize: [String: Int]?
        var actualSize: [String: Int]?
        var tokens: [Token]?
        var outsideAnyToken: Int?
        var fingerprintChanges: [Fingerprint]?
        var artifacts: [String: String]?
    }

    struct Token: Encodable {
        var token: String
        var pixels: Int
    }

    struct Fingerprint: Encodable {
        var key: String
        var golden: String?
        var actual: String?
    }

    static func data(_ run: VerificationRun) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document(run)) + Data("\n".utf8)
    }

    static func document(_ run: VerificationRun) -> Document {
        let settings = run.settings
        return Document(
            passes: run.passes,
            settings: Settings(
                recordMode: settings.mode.rawValue, threshold: settings.options.threshold,
                includeAntiAliasing: settings.options.includeAntiAliasing,
                maxDiffPixels: settings.gate.maxDiffPixels, maxDiffRatio: settings.gate.maxDiffRatio),
            counts: Dictionary(uniqueKeysWithValues: ReportBucket.allCases.map { ($0.rawValue, run.results(in: $0).count) })
                .merging(["total": run.results.count]) { first, _ in first },
            cases: run.results.map(entry),
            leftovers: run.leftovers.isEmpty ? nil : run.leftovers.map(leftover))
    }

    private static func leftover(_ file: LeftoverTemporaryFile) -> Leftover {
        switch file.outcome {
        case .removed: Leftover(path: file.path, outcome: "removed")
        case .kept: Leftover(path: file.path, outcome: "kept")
        case .notRemoved(let code): Leftover(path: file.path, outcome: "notRemoved", error: AtomicWriteError.message(for: code))
        }
    }

    private static func entry(_ result: CaseResult) -> Case {
        var entry = Case(
            id: result.id.path, status: result.status.kind, bucket: result.bucket.rawValue, passes: result.passes,
            message: result.headline, golden: goldenName(result.write))
        if case .failed(let error) = result.write { entry.goldenWriteError = error.description }
        if let difference = result.difference {
            entry.differingPixels = difference.differingPixels
            entry.antiAliasedPixels = difference.antiAliasedPixels
            entry.totalPixels = difference.totalPixels
        }
        switch result.status {
        case .differences(_, let allowed): entry.allowedPixels = allowed
        case .sizeMismatch(let expected, let actual):
            entry.expectedSize = ["width": expected.width, "height": expected.height]
            entry.actualSize = ["width": actual.width, "height": actual.height]
        case .passed, .missingGolden, .unreadableGolden: break
        }
        if let attribution = result.attribution {
            entry.tokens = attribution.shares.map { Token(token: $0.token, pixels: $0.pixels) }
            entry.outsideAnyToken = attribution.outsideAnyToken
        }
        if !result.fingerprintChanges.isEmpty {
            entry.fingerprintChanges = result.fingerprintChanges.map { Fingerprint(key: $0.key, golden: $0.golden, actual: $0.actual) }
        }
        if !result.artifacts.isEmpty {
            entry.artifacts = Dictionary(uniqueKeysWithValues: result.artifacts.map {
                ($0.rawValue, result.artifactPath($0).joined(separator: "/"))
            })
        }
        return entry
    }

    private static func goldenName(_ write: GoldenWrite) -> String {
        switch write {
        case .untouched: "untouched"
        case .created: "created"
        case .updated: "updated"
        case .failed: "write-failed"
        }
    }
}

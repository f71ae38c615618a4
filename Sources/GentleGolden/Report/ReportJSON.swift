import GentleFiles
import GentleImage
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The run as JSON for tools, and what `accept` and `merge-reports` read back: format version,
/// tool, the goldens folder, the shard, selection and renderer, settings, counts, the changed
/// tokens rolled up, and one object per case with the hash of its golden as the run left it and
/// everything its report entries are made from. Keys are sorted and absent values left out, so
/// the same run always gives the same bytes.
package enum ReportJSON {
    /// The format's version; 2 added the tool, goldens, hashes, tokens and comparison metric.
    package static let version = 2

    /// The whole document.
    package struct Document: Codable, Sendable {
        /// `ReportJSON.version` of the writer.
        package var version: Int
        /// The tool and its version, e.g. `gentle-specimen 0.1.0`.
        package var tool: String?
        /// The goldens folder as the run was given it.
        package var goldens: String?
        /// The slice the run checked, `i/n`; absent for a whole run.
        package var shard: String?
        /// The cases selected before sharding.
        package var selection: ReportSelection?
        /// The renderer fingerprint the images were drawn with, by text-chunk key.
        package var renderer: [String: String]?
        /// Whether every case passed.
        package var passes: Bool
        var settings: Settings
        var counts: [String: Int]
        var countsLine: String?
        var comparisonNotice: String?
        var changedTokens: [RolledUpToken]?
        /// One entry per case, in id order.
        package var cases: [Case]
        var leftovers: [Leftover]?
        /// A review's accessibility ledger; absent for a comparison with goldens.
        var accessibility: Accessibility?
    }

    /// A review's ledger: its base revision, counts and failing checks.
    struct Accessibility: Codable, Sendable {
        var base: String
        var countsLine: String
        var counts: [String: Int]
        var entries: [LedgerEntry]
    }

    /// One failing check of the ledger.
    struct LedgerEntry: Codable, Sendable {
        var status: String
        var theme: String
        var kind: String
        var subject: String
        var base: String?
        var head: String?
        var causes: [Change]?
        var line: String
    }

    /// A temporary file an interrupted golden write left behind, and what the run did with it.
    struct Leftover: Codable, Sendable {
        var path: String
        var outcome: String
        var error: String?
        var errno: Int32?
    }

    struct Settings: Codable, Sendable, Equatable {
        var comparison: String?
        var recordMode: String
        var threshold: Double
        var includeAntiAliasing: Bool
        /// Absent in reports written before translucent pixels met pixelmatch 7's checkerboard.
        var checkerboard: Bool?
        var maxDiffPixels: Int?
        var maxDiffRatio: Double?
    }

    /// One line of the roll-up.
    struct RolledUpToken: Codable, Sendable {
        var token: String?
        var old: String?
        var new: String?
        var images: [String]
        var pixels: Int
        var line: String
    }

    /// One case.
    package struct Case: Codable, Sendable {
        /// `gentle-default/colors-light`.
        package var id: String
        var status: String
        var label: String?
        /// `failed`, `new` or `passed`.
        package var bucket: String
        var passes: Bool
        var message: String
        var golden: String
        var goldenPath: String?
        /// SHA-256 of the golden file as the run left it; absent when there was none.
        package var goldenSHA256: String?
        var goldenWriteError: String?
        var comparison: String?
        var file: String?
        var seconds: Double?
        var differingPixels: Int?
        var antiAliasedPixels: Int?
        var totalPixels: Int?
        var exact: Bool?
        var imageSize: [String: Int]?
        var goldenHasTokens: Bool?
        var unreadableReason: String?
        var allowedPixels: Int?
        var expectedSize: [String: Int]?
        var actualSize: [String: Int]?
        var tokenChanges: [Change]?
        var tokens: [Token]?
        var outsideAnyToken: Int?
        var changedAreas: [[String: Int]]?
        var fingerprintChanges: [Fingerprint]?
        var details: [String]?
        /// Artifact kind (`actual`, `expected`, `diff`) → report-relative path.
        package var artifacts: [String: String]?
        var accept: String?
        /// For a review, the revision the image was compared with.
        var reviewBase: String?
    }

    struct Change: Codable, Sendable {
        var token: String
        var old: String?
        var new: String?
    }

    struct Token: Codable, Sendable {
        var token: String
        var pixels: Int
    }

    struct Fingerprint: Codable, Sendable {
        var key: String
        var golden: String?
        var actual: String?
    }

    static func data(_ run: VerificationRun, context: ReportContext) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document(run, context: context)) + Data("\n".utf8)
    }

    /// Reads a `report.json`.
    /// Why a `report.json` over `ReportMerge.maximumReportByteCount` bytes is refused: the same
    /// words, after "is not a gentle-specimen report", and exit 65 in `accept`, `merge-reports`
    /// and `verify --report`, since the input is invalid whichever command reads it.
    package static func oversizedReason(_ error: FileReadError) -> String {
        "the file is too large for a report: \(error.reason)"
    }

    package static func decode(_ data: Data) throws -> Document {
        try JSONDecoder().decode(Document.self, from: data)
    }

    static func document(_ run: VerificationRun, context: ReportContext) -> Document {
        let settings = run.settings
        let rollUp = run.tokenRollUp
        return Document(
            version: version, tool: context.tool, goldens: context.goldens, shard: context.shard,
            selection: context.selection,
            renderer: context.renderer.map { Dictionary($0.map { ($0.key, $0.value) }) { first, _ in first } },
            passes: run.passes,
            settings: Settings(
                comparison: settings.comparison.rawValue, recordMode: settings.mode.rawValue,
                threshold: settings.options.threshold, includeAntiAliasing: settings.options.includeAntiAliasing,
                checkerboard: settings.options.checkerboard, maxDiffPixels: settings.gate.maxDiffPixels,
                maxDiffRatio: settings.gate.maxDiffRatio),
            counts: Dictionary(
                uniqueKeysWithValues: ReportBucket.allCases.map { ($0.rawValue, run.results(in: $0).count) }
            )
            .merging(["total": run.results.count]) { first, _ in first },
            countsLine: run.countsLine, comparisonNotice: run.comparisonNotice,
            changedTokens: rollUp.entries.isEmpty
                ? nil
                : rollUp.entries.map {
                    RolledUpToken(
                        token: $0.change?.path, old: $0.change?.old, new: $0.change?.new, images: $0.images.map(\.path),
                        pixels: $0.pixels, line: $0.line)
                },
            cases: run.results.map { entry($0, context: context) },
            leftovers: run.leftovers.isEmpty ? nil : run.leftovers.map(leftover),
            accessibility: context.ledger.map(accessibility))
    }

    private static func accessibility(_ ledger: AccessibilityLedger) -> Accessibility {
        Accessibility(
            base: ledger.base, countsLine: ledger.countsLine,
            counts: Dictionary(
                uniqueKeysWithValues: AccessibilityLedger.Status.allCases.map {
                    ($0.rawValue, ledger.entries($0).count)
                }),
            entries: ledger.entries.map { entry in
                LedgerEntry(
                    status: entry.status.rawValue, theme: entry.key.theme, kind: entry.key.kind.rawValue,
                    subject: entry.key.subject, base: entry.base, head: entry.head,
                    causes: entry.causes.isEmpty
                        ? nil : entry.causes.map { Change(token: $0.path, old: $0.old, new: $0.new) },
                    line: entry.line)
            })
    }

    private static func leftover(_ file: LeftoverTemporaryFile) -> Leftover {
        switch file.outcome {
        case .removed: Leftover(path: file.path, outcome: "removed")
        case .kept: Leftover(path: file.path, outcome: "kept")
        case .notRemoved(let code):
            Leftover(path: file.path, outcome: "notRemoved", error: AtomicWriteError.message(for: code), errno: code)
        }
    }

    private static func entry(_ result: CaseResult, context: ReportContext) -> Case {
        var entry = Case(
            id: result.id.path, status: result.status.kind, label: result.label, bucket: result.bucket.rawValue,
            passes: result.passes, message: result.headline, golden: goldenName(result.write),
            goldenPath: result.goldenPath.isEmpty ? nil : result.goldenPath, goldenSHA256: result.goldenSHA256,
            comparison: result.metric?.rawValue, file: result.file, seconds: result.seconds)
        if case .failed(let error) = result.write { entry.goldenWriteError = error.description }
        if let difference = result.difference {
            entry.differingPixels = difference.differingPixels
            entry.antiAliasedPixels = difference.antiAliasedPixels
            entry.totalPixels = difference.totalPixels
            entry.exact = difference.isExact
        }
        entry.imageSize = result.imageSize.map { ["width": $0.width, "height": $0.height] }
        if !result.goldenHasTokens { entry.goldenHasTokens = false }
        switch result.status {
        case .differences(_, let allowed): entry.allowedPixels = allowed
        case .sizeMismatch(let expected, let actual):
            entry.expectedSize = ["width": expected.width, "height": expected.height]
            entry.actualSize = ["width": actual.width, "height": actual.height]
        case .passed: entry.allowedPixels = result.allowance
        case .unreadableGolden(let reason): entry.unreadableReason = reason
        case .missingGolden: break
        }
        if !result.tokenChanges.isEmpty {
            entry.tokenChanges = result.tokenChanges.map { Change(token: $0.path, old: $0.old, new: $0.new) }
        }
        if let attribution = result.attribution {
            entry.tokens = attribution.shares.map { Token(token: $0.token, pixels: $0.pixels) }
            entry.outsideAnyToken = attribution.outsideAnyToken
        }
        if !result.changedAreas.isEmpty {
            entry.changedAreas = result.changedAreas.map {
                ["x": $0.x, "y": $0.y, "width": $0.width, "height": $0.height]
            }
        }
        if !result.fingerprintChanges.isEmpty {
            entry.fingerprintChanges = result.fingerprintChanges.map {
                Fingerprint(key: $0.key, golden: $0.golden, actual: $0.actual)
            }
        }
        if !result.detailLines.isEmpty { entry.details = result.detailLines }
        if !result.artifacts.isEmpty {
            entry.artifacts = Dictionary(
                uniqueKeysWithValues: result.artifacts.map {
                    ($0.rawValue, result.artifactPath($0).joined(separator: "/"))
                })
        }
        if result.artifacts.contains(.actual), !result.passes { entry.accept = context.acceptCommand(for: result) }
        entry.reviewBase = result.reviewBase
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

/// A word for a POSIX shell command line, single-quoted when it holds anything but safe characters.
package enum ShellWord {
    /// `word` as one shell word: as it is when every character is safe, else single-quoted (an
    /// apostrophe as `'\''`), or `$'…'` when it holds a control or bidirectional character.
    package static func quoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "-_./@".unicodeScalars.contains($0)
        }
        if safe && !word.isEmpty { return word }
        if !word.unicodeScalars.allSatisfy(UntrustedText.isInert) { return ansiQuoted(word) }
        return "'" + LiteralText.replacing("'", with: "'\\''", in: word) + "'"
    }

    // A control or bidirectional character written as itself would show a command other than the
    // one copied; bash's and zsh's `$'…'` spells it `\u202E`, so what is shown is what runs.
    private static func ansiQuoted(_ word: String) -> String {
        var quoted = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\", "'": quoted += "\\" + String(scalar)
            case _ where UntrustedText.isInert(scalar): quoted.unicodeScalars.append(scalar)
            // Every character that is not inert lies below U+FFFF.
            default: quoted += "\\u" + hex(scalar.value)
            }
        }
        return quoted + "'"
    }

    private static func hex(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}

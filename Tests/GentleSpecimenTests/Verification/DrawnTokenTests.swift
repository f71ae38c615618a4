import Foundation
import GentleGolden
import GentleSpecimen
import Testing

/// Each golden records the token values its own image draws (DESIGN.md §5), so accepting the
/// goldens whose pixels moved never leaves another golden's metadata stale, `record` rewrites
/// only the goldens whose images moved, and a changed display name is named as such.
@Suite struct DrawnTokenEndToEndTests {
    private static func check(_ goldens: URL, mode: RecordMode, report: ReportWriter? = nil) throws -> GoldenCheck {
        try GoldenCheck(
            goldens: goldens, settings: VerificationSettings(mode: mode), fonts: try SpecimenFonts.bundled(),
            report: report, clock: .fixed(0))
    }

    /// Two themes of an app, `brand` (edited) and `other` (never edited), on three sheets.
    private static func cases(brand: GentleDesignSystemSpec, name: String = "Brand") -> [SpecimenCase] {
        let themes = [
            SpecimenTheme(id: "brand", name: name, spec: brand),
            SpecimenTheme(id: "other", name: "Other", spec: GentlePreset.softGreen.spec),
        ]
        return SpecimenSelection(themes: themes, sheets: [.colors, .surfaces, .buttons]).cases
    }

    /// What `accept` does for a report: the actual image, with the text it carries, over the
    /// golden of each failing case, and no other golden touched.
    private static func accept(_ run: VerificationRun, into goldens: URL) throws {
        let store = GoldenStore(root: goldens)
        for result in run.results where !result.passes {
            let images = try #require(result.images)
            try store.write(images.actual, fingerprint: images.actualText, for: result.id)
        }
    }

    private static func spec(_ edits: (inout GentleDesignSystemSpec) -> Void) -> GentleDesignSystemSpec {
        var spec = GentlePreset.gentleDefault.spec
        edits(&spec)
        return spec
    }

    @Sendable private static func primaryCTA(_ spec: inout GentleDesignSystemSpec) {
        spec.colors.pairByRole["primaryCTA"]?.lightHex = "#2E8B6E"
    }

    // The case: a primaryCTA PR accepted for the images it moved, then a shadow-only PR.
    @Test func aShadowOnlyChangeAfterAnAcceptedPrimaryCTAChangeNamesOnlyTheShadow() throws {
        try withTemporaryDirectory { goldens in
            _ = try Self.check(goldens, mode: .all).run(Self.cases(brand: Self.spec { _ in }), jobs: 2)
            let first = try Self.check(goldens, mode: .never).run(
                Self.cases(brand: Self.spec(Self.primaryCTA)), jobs: 2)
            #expect(first.results.contains { $0.passes && $0.id.group == "brand" })
            try Self.accept(first, into: goldens)

            let second = try Self.check(goldens, mode: .never).run(
                Self.cases(
                    brand: Self.spec {
                        Self.primaryCTA(&$0)
                        $0.surfaces.roles["cardElevated"]?.shadowOpacity = 0.2
                    }), jobs: 2)

            let failing = second.results.filter { !$0.passes }
            #expect(Set(failing.map(\.id.path)) == ["brand/surfaces-light", "brand/surfaces-dark"])
            for result in failing {
                #expect(result.tokenChanges.map(\.line) == ["surfaces.cardElevated.shadowOpacity 0.08 → 0.2"])
            }
            #expect(second.tokenRollUp.entries.map { $0.change?.path } == ["surfaces.cardElevated.shadowOpacity"])
        }
    }

    /// A one-token edit of `brand`.
    struct Edit: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let apply: @Sendable (inout GentleDesignSystemSpec) -> Void
    }

    /// One-token edits, each moving some of a theme's goldens.
    static let edits = [
        Edit(testDescription: "card cornerRadius 20 → 22") { $0.surfaces.roles["card"]?.cornerRadius = 22 },
        Edit(testDescription: "primaryCTA.lightHex", apply: primaryCTA),
        Edit(testDescription: "textSecondary.lightHex #4B5563 → #3F4957") {
            $0.colors.pairByRole["textSecondary"]?.lightHex = "#3F4957"
        },
    ]

    /// Every sheet of `brand` alone, in both schemes: 18 images.
    private static func everySheet(_ spec: GentleDesignSystemSpec) -> [SpecimenCase] {
        SpecimenSelection(themes: [SpecimenTheme(id: "brand", name: "Brand", spec: spec)]).cases
    }

    // Over every sheet: an image records the edited token exactly when the edit moves its pixels,
    // so none is rewritten for metadata alone and none that moved says "no token changed". One
    // `record` run shows both, as each result says whether its pixels moved and whether it was
    // written; recording again rewrites nothing, and the images it did not write stay as they
    // were, so only the rewritten ones are drawn again.
    @Test(arguments: edits)
    func recordRewritesOnlyTheGoldensWhoseImagesMoved(edit: Edit) async throws {
        let base = try await UneditedGoldens.shared.files()
        try withTemporaryDirectory { goldens in
            try Self.restore(base, into: goldens)
            let edited = Self.everySheet(Self.spec(edit.apply))
            #expect(edited.count == 18)

            let recorded = try Self.check(goldens, mode: .all).run(edited, jobs: 2)

            let moved = recorded.results.filter(\.pixelsMoved)
            let rewritten = Set(recorded.results.filter(\.write.wrote).map(\.id.path))
            #expect(!moved.isEmpty)
            #expect(rewritten == Set(moved.map(\.id.path)))
            #expect(rewritten.count < edited.count)
            #expect(RecordSummary(recorded).changed.count == moved.count)
            #expect(moved.allSatisfy { !$0.tokenChanges.isEmpty })
            let again = try Self.check(goldens, mode: .all).run(
                edited.filter { rewritten.contains($0.name) }, jobs: 2)
            #expect(again.results.count == rewritten.count)
            #expect(again.results.allSatisfy { $0.write == .untouched && $0.tokenChanges.isEmpty })
        }
    }

    /// The goldens of every sheet of the unedited `brand`, recorded once for all the edits (each
    /// test writes them into its own folder): drawn on first use, and awaited, never blocked on,
    /// by the tests that find them being drawn.
    private actor UneditedGoldens {
        static let shared = UneditedGoldens()
        private var recording: Task<[String: Data], any Error>?

        /// Each golden's bytes by its path below the goldens folder.
        func files() async throws -> [String: Data] {
            if let recording { return try await recording.value }
            let task = Task.detached {
                try withTemporaryDirectory { goldens in
                    _ = try DrawnTokenEndToEndTests.check(goldens, mode: .all).run(
                        DrawnTokenEndToEndTests.everySheet(DrawnTokenEndToEndTests.spec { _ in }), jobs: 2)
                    return try DrawnTokenEndToEndTests.files(in: goldens)
                }
            }
            recording = task
            return try await task.value
        }
    }

    /// Every file below `folder` by its relative path.
    private static func files(in folder: URL) throws -> [String: Data] {
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        var files: [String: Data] = [:]
        for path in paths where path.hasSuffix(".png") {
            files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return files
    }

    /// Writes `files` below `folder`.
    private static func restore(_ files: [String: Data], into folder: URL) throws {
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url)
        }
    }

    @Test(arguments: [("brand", "Brand"), ("Gentle Default", "Gentle \"Default\"")])
    func aDisplayNameChangeIsNamedAsSuch(old: String, new: String) throws {
        try withTemporaryDirectory { goldens in
            let spec = Self.spec { _ in }
            _ = try Self.check(goldens, mode: .all).run(Self.cases(brand: spec, name: old), jobs: 2)

            let run = try Self.check(goldens, mode: .never).run(Self.cases(brand: spec, name: new), jobs: 2)

            let line = "theme.name \(Self.quoted(old)) → \(Self.quoted(new))"
            let failing = run.results.filter { !$0.passes }
            #expect(failing.count == 6)
            #expect(failing.allSatisfy { $0.tokenChanges.map(\.line) == [line] })
            #expect(run.tokenRollUp.lines == ["\(line) — 6 images, \(PixelCount.grouped(Self.pixels(failing))) px"])
            #expect(!run.leadingLines.contains { $0.contains(TokenRollUp.noTokenChanged) })
        }
    }

    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func pixels(_ results: [CaseResult]) -> Int {
        results.reduce(0) { $0 + ($1.difference?.differingPixels ?? 0) }
    }

    // Goldens recorded before goldens carried their own values hold the whole theme's; they
    // still compare, on the values the image draws now, and are not rewritten for the format.
    @Test func aWholeThemeGoldenStillNamesOnlyWhatItsImageDraws() throws {
        try withTemporaryDirectory { goldens in
            let before = Self.cases(brand: Self.spec { _ in })
            _ = try Self.check(goldens, mode: .all).run(before, jobs: 2)
            let store = GoldenStore(root: goldens)
            for specimen in before {
                let id = try specimen.goldenID()
                let golden = try #require(try store.read(id))
                let fingerprint = golden.text.filter { !GoldenTokens.textKeys.contains($0.key) }
                var whole = specimen.themeTokens.values
                // The stale value the issue found in the goldens a primaryCTA PR did not move.
                if GoldenTokens(text: golden.text)?.values["colors.primaryCTA.light"] == nil {
                    whole["colors.primaryCTA.light"] = "#369376"
                }
                try store.write(
                    golden.bitmap, fingerprint: fingerprint + GoldenTokens(whole, scope: .theme).textEntries, for: id)
            }
            let unchanged = try Self.check(goldens, mode: .all).run(before, jobs: 2)
            #expect(unchanged.results.allSatisfy { $0.write == .untouched && $0.tokenChanges.isEmpty })

            let run = try Self.check(goldens, mode: .never).run(
                Self.cases(brand: Self.spec { $0.surfaces.roles["cardElevated"]?.shadowOpacity = 0.2 }), jobs: 2)

            #expect(run.tokenRollUp.entries.map { $0.change?.path } == ["surfaces.cardElevated.shadowOpacity"])
        }
    }
}

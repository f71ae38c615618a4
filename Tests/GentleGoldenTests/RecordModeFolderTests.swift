import Foundation
import GentleGolden
import GentleImage
import Testing

/// A theme folder of six 4×4 goldens as a run over three sheets in two schemes finds it:
/// colors-light is missing, surfaces-light has three pixels painted black, typography-dark has
/// the right pixels but neither fingerprint nor tokens, and the other three are exact. Beside
/// them lie the temporary file of a colors-light write killed long ago and a file that only
/// looks like one.
private enum ModeFolder {
    static let names = [
        "colors-dark", "colors-light", "surfaces-dark", "surfaces-light", "typography-dark", "typography-light",
    ]
    static let leftover = ".colors-light.png.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp"
    static let lookalike = ".colors-light.png.notauuid.tmp"
    /// The moment leftovers are judged at, so no test depends on the wall clock.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let tokens = GoldenTokens(["colors.primaryCTA.light": "#FFFFFF"])
    static let actual = Sheets.white(width: 4, height: 4)

    /// What every run draws: white, with the current fingerprint and the token values.
    static func cases() throws -> [GoldenCase] {
        try names.map { name in
            GoldenCase(
                id: try Sheets.caseID("gentle-default/\(name)"), actual: actual, fingerprint: Sheets.fingerprint,
                tokens: tokens)
        }
    }

    /// Lays the folder out in `root`; every file is an hour old at `now`.
    static func make(in root: URL) throws -> GoldenStore {
        let store = GoldenStore(root: root)
        let text = Sheets.fingerprint + tokens.textEntries
        for name in ["colors-dark", "surfaces-dark", "typography-light"] {
            try store.write(actual, fingerprint: text, for: try Sheets.caseID("gentle-default/\(name)"))
        }
        try store.write(
            Sheets.blackening(actual, [(0, 0), (1, 2), (3, 3)]), fingerprint: text,
            for: try Sheets.caseID("gentle-default/surfaces-light"))
        try store.write(actual, fingerprint: [], for: try Sheets.caseID("gentle-default/typography-dark"))
        let folder = root.appendingPathComponent("gentle-default")
        for name in [leftover, lookalike] {
            try Data("partial".utf8).write(to: folder.appendingPathComponent(name))
        }
        for name in Scratch.listing(folder) {
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(-3_600)],
                ofItemAtPath: folder.appendingPathComponent(name).path)
        }
        return store
    }

    /// Runs the verifier as `verify` does, the leftovers judged at `now`.
    static func run(_ store: GoldenStore, mode: RecordMode) throws -> VerificationRun {
        let verifier = GoldenVerifier(store: store, settings: VerificationSettings(mode: mode))
        let results = try cases().map(verifier.verify)
        return VerificationRun(
            settings: verifier.settings, results: results,
            leftovers: verifier.tidyLeftovers(besides: results.map(\.id), now: now))
    }
}

/// The bytes and modification date of every file in a folder.
private struct FolderState: Equatable {
    var contents: [String: Data]
    var dates: [String: Date]

    init(_ folder: URL) throws {
        contents = Scratch.contents(folder)
        dates = try contents.keys.reduce(into: [:]) { dates, path in
            dates[path] =
                try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[
                    .modificationDate] as? Date
        }
    }
}

/// Each record mode on a folder holding every state at once: what it writes, what it says, and
/// what it does with a leftover temporary file.
@Suite struct RecordModeFolderTests {
    /// How each mode treats the folder: the goldens it writes. typography-dark lacks its tokens as
    /// well as its fingerprint, so `failed` rewrites it too: no golden is left stale.
    static let modeCases: [(mode: RecordMode, written: [String: String])] = [
        (.never, [:]),
        (.missing, ["colors-light": "recorded a new golden"]),
        (
            .failed,
            [
                "colors-light": "recorded a new golden", "surfaces-light": "golden re-recorded",
                "typography-dark": "golden re-recorded",
            ]
        ),
        (
            .all,
            [
                "colors-light": "recorded a new golden", "surfaces-light": "golden re-recorded",
                "typography-dark": "golden re-recorded",
            ]
        ),
    ]

    // Whatever the mode, the missing and the differing golden fail the run; only the files the
    // mode names change, each to what the run drew. `never` lists the leftover instead of removing it.
    @Test(arguments: modeCases)
    func theModeWritesOnlyWhatItSays(mode: RecordMode, written: [String: String]) throws {
        try Scratch.withFolder { folder in
            let store = try ModeFolder.make(in: folder)
            let theme = folder.appendingPathComponent("gentle-default")
            let before = try FolderState(theme)

            let run = try ModeFolder.run(store, mode: mode)

            let lines = run.results.map { "\($0.label) \($0.id.path): \($0.headline)" }
            let path = theme.appendingPathComponent("colors-light.png").path
            #expect(
                lines.contains {
                    $0.hasPrefix("missing-golden gentle-default/colors-light: no golden image at \(path)")
                })
            #expect(
                lines.contains {
                    $0.hasPrefix("differences gentle-default/surfaces-light: 3 differing pixels (0 allowed)")
                })
            #expect(run.countsLine.hasPrefix("4 passed, 2 failed"))
            for (name, note) in written {
                #expect(lines.contains { $0.contains(" gentle-default/\(name): ") && $0.contains(note) }, "\(name)")
            }
            #expect(
                lines.filter { $0.contains("; recorded a new golden") || $0.contains("; golden re-recorded") }.count
                    == written.count)
            // Without its fingerprint the golden is compared perceptually, and the run says so.
            #expect(
                run.comparisonNotice?.hasPrefix(
                    "compared perceptually (threshold 0.1) for 1 image: the renderer changed")
                    == true)
            let leftover = "gentle-default/\(ModeFolder.leftover)"
            #expect(
                run.leftovers.map(\.line) == [
                    mode == .never
                        ? "stale     \(leftover): left by an interrupted write, kept because record mode never writes"
                        : "removed   \(leftover): left by an interrupted write"
                ])
            try expectOnly(
                Set(written.keys), removing: mode == .never ? [] : [ModeFolder.leftover], writtenIn: store,
                since: before)
        }
    }

    // `record` is `all` that succeeds: the same three goldens are written, the three exact ones
    // are not even rewritten, and its summary says so line by line.
    @Test func recordingWritesOnlyNewAndChangedGoldensAndListsThem() throws {
        try Scratch.withFolder { folder in
            let store = try ModeFolder.make(in: folder)
            let before = try FolderState(folder.appendingPathComponent("gentle-default"))

            let summary = RecordSummary(try ModeFolder.run(store, mode: .all))

            #expect(summary.succeeded)
            #expect(
                summary.lines == [
                    "new       gentle-default/colors-light",
                    "changed   gentle-default/surfaces-light: 3 differing pixels (0 allowed)",
                    "changed   gentle-default/typography-dark: tokens not recorded; renderer fingerprint changed",
                    "removed   gentle-default/\(ModeFolder.leftover): left by an interrupted write",
                    "1 new, 2 changed, 3 unchanged",
                ])
            try expectOnly(
                ["colors-light", "surfaces-light", "typography-dark"], removing: [ModeFolder.leftover],
                writtenIn: store, since: before)
        }
    }

    /// Checks that exactly the goldens named in `written` were written, each now holding the
    /// drawn pixels, fingerprint and tokens, the files in `removed` are gone, and every other
    /// file kept its bytes and modification date.
    private func expectOnly(
        _ written: Set<String>, removing removed: Set<String>, writtenIn store: GoldenStore, since before: FolderState
    ) throws {
        let after = try FolderState(store.root.appendingPathComponent("gentle-default"))
        #expect(
            Set(after.contents.keys)
                == Set(before.contents.keys).subtracting(removed).union(written.map { "\($0).png" }))
        for file in after.contents.keys {
            let name = String(file.dropLast(4))
            if written.contains(name) {
                let golden = try #require(try store.read(try Sheets.caseID("gentle-default/\(name)")))
                #expect(golden.bitmap == ModeFolder.actual, "\(file)")
                #expect(golden.text == Sheets.fingerprint + ModeFolder.tokens.textEntries, "\(file)")
            } else {
                #expect(after.contents[file] == before.contents[file], "\(file)")
                #expect(after.dates[file] == before.dates[file], "\(file)")
            }
        }
    }
}

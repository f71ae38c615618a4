import Foundation
import GentleGolden
import Testing

/// The moment the sweeps run at, so no test depends on the wall clock.
private let now = Date(timeIntervalSince1970: 1_800_000_000)
private let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

/// A file an hour old beside `gentle-default/colors-light`'s golden: a directory when `name`
/// ends in `/`, a regular file otherwise.
private func place(_ name: String, in store: GoldenStore, age: TimeInterval = 3_600) throws -> URL {
    let folder = store.root.appendingPathComponent("gentle-default", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name.hasSuffix("/") ? String(name.dropLast()) : name)
    if name.hasSuffix("/") {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } else {
        try Data("partial".utf8).write(to: url)
    }
    try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: url.path)
    return url
}

@Suite struct LeftoverTemporaryFileTests {
    /// Names beside the goldens, and whether each is exactly the store's temporary file pattern.
    static let names: [(name: String, isLeftover: Bool)] = [
        (".colors-light.png.\(uuid).tmp", true),
        (".x.png.\(uuid).tmp", true),
        (".x.png.notauuid.tmp", false),
        ("x.png", false),
        (".x.png.\(uuid).tmp.bak", false),
        (".x.png.\(uuid.lowercased()).tmp", false),
        ("x.png.\(uuid).tmp", false),
        (".x.txt.\(uuid).tmp", false),
        ("..png.\(uuid).tmp", false),
        (".x.png.\(uuid).tmp/", false),
    ]

    @Test(arguments: names)
    func onlyTheStoresOwnTemporaryFilesAreRemoved(name: String, isLeftover: Bool) throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try store.write(Sheets.white(), fingerprint: Sheets.fingerprint, for: id)
            let golden = try Data(contentsOf: store.url(for: id))
            let url = try place(name, in: store)

            let removed = store.removeLeftoverTemporaryFiles(besides: [id], now: now)

            let path = "gentle-default/" + url.lastPathComponent
            #expect(removed == (isLeftover ? [LeftoverTemporaryFile(path: path, outcome: .removed)] : []))
            #expect(FileManager.default.fileExists(atPath: url.path) == !isLeftover)
            #expect(try Data(contentsOf: store.url(for: id)) == golden)
        }
    }

    /// Ages in seconds at `now`, and whether the file is old enough to be left behind; a date in
    /// the future (a clock set back) counts as young.
    static let ages: [(age: TimeInterval, isStale: Bool)] = [
        (0, false), (5, false), (9 * 60 + 59, false), (10 * 60, true), (86_400, true), (-3_600, false),
    ]

    @Test(arguments: ages)
    func aTemporaryFileYoungerThanTenMinutesMayBeAWriteInFlightAndIsKept(age: TimeInterval, isStale: Bool) throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let url = try place(".colors-light.png.\(uuid).tmp", in: store, age: age)

            let removed = store.removeLeftoverTemporaryFiles(besides: [try Sheets.caseID()], now: now)

            #expect(removed.count == (isStale ? 1 : 0))
            #expect(FileManager.default.fileExists(atPath: url.path) == !isStale)
        }
    }

    @Test func onlyTheFoldersOfTheRunsCasesAreSwept() throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let other = try place(
                ".colors-light.png.\(uuid).tmp", in: GoldenStore(root: folder.appendingPathComponent("x")))
            _ = try place(".colors-light.png.\(uuid).tmp", in: store)

            let removed = store.removeLeftoverTemporaryFiles(besides: [try Sheets.caseID()], now: now)

            #expect(removed.map(\.path) == ["gentle-default/.colors-light.png.\(uuid).tmp"])
            #expect(FileManager.default.fileExists(atPath: other.path))
        }
    }

    @Test(arguments: RecordMode.allCases)
    func everyWritingModeRemovesLeftoversAndNeverOnlyListsThem(mode: RecordMode) throws {
        try Scratch.withFolder { folder in
            let verifier = GoldenVerifier(store: GoldenStore(root: folder), settings: VerificationSettings(mode: mode))
            let id = try Sheets.caseID()
            try verifier.store.write(Sheets.white(), fingerprint: Sheets.fingerprint, for: id)
            _ = try place(".colors-light.png.\(uuid).tmp", in: verifier.store)
            let before = Scratch.contents(folder)

            let leftovers = verifier.tidyLeftovers(besides: [id], now: now)

            let path = "gentle-default/.colors-light.png.\(uuid).tmp"
            #expect(leftovers == [LeftoverTemporaryFile(path: path, outcome: mode == .never ? .kept : .removed)])
            var expected = before
            if mode != .never { expected[path] = nil }
            #expect(Scratch.contents(folder) == expected)
        }
    }

    @Test func theRecordSummaryListsEachLeftoverBeforeTheCounts() throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            _ = try place(".colors-light.png.\(uuid).tmp", in: store)
            _ = try place(".typography-dark.png.\(uuid).tmp", in: store)
            let run = VerificationRun(
                settings: VerificationSettings(mode: .all), results: [],
                leftovers: store.removeLeftoverTemporaryFiles(besides: [try Sheets.caseID()], now: now))

            #expect(
                RecordSummary(run).lines == [
                    "removed   gentle-default/.colors-light.png.\(uuid).tmp: left by an interrupted write",
                    "removed   gentle-default/.typography-dark.png.\(uuid).tmp: left by an interrupted write",
                    "0 new, 0 changed, 0 unchanged",
                ])
        }
    }
}

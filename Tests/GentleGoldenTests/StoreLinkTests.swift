import Foundation
import GentleGolden
import Testing

/// The moment leftovers are judged at, so no test depends on the wall clock.
private let now = Date(timeIntervalSince1970: 1_800_000_000)

/// A stale temporary file of a killed golden write, named as the store names its own.
private let leftover = ".colors-light.png.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp"

/// The line `verify` prints for a case: its kind, its id and the verdict.
private func line(_ result: CaseResult) -> String {
    "\(result.label) \(result.id.path): \(result.headline)"
}

/// Writes a stale leftover into `folder`, creating it.
private func placeLeftover(in folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(leftover)
    try Data("partial".utf8).write(to: url)
    try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-3_600)], ofItemAtPath: url.path)
    return url
}

/// Something other than a PNG where `gentle-default/colors-light`'s golden belongs.
enum OddGolden: String, CaseIterable, CustomTestStringConvertible {
    /// The golden is a symbolic link to itself.
    case linkLoop
    /// The goldens root is a symbolic link to itself, so every golden below it is in a loop.
    case rootLoop
    /// A folder.
    case directory
    /// A named pipe, which a naive read would wait on forever.
    case fifo

    var testDescription: String { rawValue }

    /// Puts it in place below `folder` and returns the store over it.
    func prepare(in folder: URL, for id: GoldenCaseID) throws -> GoldenStore {
        let root = folder.appendingPathComponent("Goldens")
        let store = GoldenStore(root: root)
        let url = store.url(for: id)
        if self == .rootLoop {
            try FileManager.default.createSymbolicLink(atPath: root.path, withDestinationPath: root.path)
            return store
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch self {
        case .linkLoop: try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: url.path)
        case .rootLoop: break
        case .directory: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        case .fifo: try #require(mkfifo(url.path, 0o644) == 0)
        }
        return store
    }

    /// What the store says is wrong, after the golden's path.
    var reason: String {
        switch self {
        case .linkLoop, .rootLoop: "too many levels of symbolic links (a symlink loop)"
        case .directory: "it is a directory"
        case .fifo: "it is a FIFO (named pipe), not a regular file"
        }
    }
}

/// Where a symbolic link below the goldens root stands.
enum LinkBelowTheRoot: String, CaseIterable, CustomTestStringConvertible {
    /// `Goldens/gentle-default -> elsewhere`, an empty folder.
    case themeFolder
    /// `Goldens/gentle-default/colors-light.png -> elsewhere/colors-light.png`, a golden that differs.
    case goldenFile

    var testDescription: String { rawValue }
}

/// Goldens behind symbolic links and odd files at the store (issue 18): a link below the root is
/// never written through, a root that is itself a link is the user's choice, and a loop, a
/// folder or a FIFO where a golden belongs is named for what it is, never "no golden image".
@Suite struct StoreLinkTests {
    @Test(arguments: OddGolden.allCases, [RecordMode.never, .missing])
    func anOddFileWhereAGoldenBelongsIsNamedNotCalledMissing(odd: OddGolden, mode: RecordMode) throws {
        try Scratch.withFolder { folder in
            let id = try Sheets.caseID()
            let store = try odd.prepare(in: folder, for: id)
            let before = Scratch.listing(folder)

            let result = GoldenVerifier(store: store, settings: VerificationSettings(mode: mode))
                .verify(GoldenCase(id: id, actual: Sheets.white(), fingerprint: Sheets.fingerprint))

            let path = store.url(for: id).path
            #expect(result.status == .unreadableGolden(reason: "\(path): \(odd.reason)"))
            #expect(
                line(result) == "unreadable-golden gentle-default/colors-light: golden is unreadable: \(path): "
                    + odd.reason)
            #expect(!line(result).contains("no golden image"))
            #expect(result.write == .untouched)
            #expect(Scratch.listing(folder) == before)
        }
    }

    @Test(arguments: LinkBelowTheRoot.allCases, [RecordMode.missing, .failed, .all])
    func aLinkBelowTheRootIsNeverWrittenThrough(link: LinkBelowTheRoot, mode: RecordMode) throws {
        try Scratch.withFolder { folder in
            let root = folder.appendingPathComponent("Goldens")
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let store = GoldenStore(root: root)
            let id = try Sheets.caseID()
            let linked: URL
            switch link {
            case .themeFolder:
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
                linked = root.appendingPathComponent("gentle-default")
                try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: elsewhere)
            case .goldenFile:
                try GoldenStore(root: elsewhere).write(
                    Sheets.blackening(Sheets.white(), [(1, 1)]), fingerprint: Sheets.fingerprint, for: id)
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent("gentle-default"), withIntermediateDirectories: true)
                linked = store.url(for: id)
                try FileManager.default.createSymbolicLink(
                    at: linked, withDestinationURL: GoldenStore(root: elsewhere).url(for: id))
            }
            let before = Scratch.contents(elsewhere)

            let result = GoldenVerifier(store: store, settings: VerificationSettings(mode: mode))
                .verify(GoldenCase(id: id, actual: Sheets.white(), fingerprint: Sheets.fingerprint))

            // A golden read through a link that differs is only rewritten by `failed` and `all`.
            guard link == .themeFolder || mode != .missing else {
                #expect(result.write == .untouched)
                return
            }
            let path = store.url(for: id).path
            let reason =
                "\(linked.path): it is a symbolic link below \(root.path); writing through it is refused "
                + "(link the root itself instead)"
            #expect(result.write == .failed(.refused(path: path, reason: reason)))
            #expect(
                GoldenStoreError.refused(path: path, reason: reason).description.hasPrefix(
                    "\(path): golden not written: \(linked.path): it is a symbolic link below"))
            #expect(Scratch.contents(elsewhere) == before)
        }
    }

    @Test func aLinkedThemeFoldersLeftoversAreNotTheStoresToSweep() throws {
        try Scratch.withFolder { folder in
            let root = folder.appendingPathComponent("Goldens")
            let elsewhere = folder.appendingPathComponent("elsewhere")
            let stale = try placeLeftover(in: elsewhere)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent("gentle-default"), withDestinationURL: elsewhere)
            let verifier = GoldenVerifier(store: GoldenStore(root: root), settings: VerificationSettings(mode: .all))

            #expect(verifier.tidyLeftovers(besides: [try Sheets.caseID()], now: now) == [])
            #expect(FileManager.default.fileExists(atPath: stale.path))
        }
    }

    @Test func aGoldensRootThatIsALinkIsWrittenThroughAndSwept() throws {
        try Scratch.withFolder { folder in
            let real = folder.appendingPathComponent("real-goldens")
            _ = try placeLeftover(in: real.appendingPathComponent("gentle-default"))
            let root = folder.appendingPathComponent("Goldens")
            try FileManager.default.createSymbolicLink(at: root, withDestinationURL: real)
            let verifier = GoldenVerifier(
                store: GoldenStore(root: root), settings: VerificationSettings(mode: .missing))
            let id = try Sheets.caseID()

            let result = verifier.verify(GoldenCase(id: id, actual: Sheets.white(), fingerprint: Sheets.fingerprint))
            let leftovers = verifier.tidyLeftovers(besides: [id], now: now)

            #expect(result.write == .created)
            #expect(leftovers == [LeftoverTemporaryFile(path: "gentle-default/\(leftover)", outcome: .removed)])
            #expect(Scratch.listing(real) == ["gentle-default", "gentle-default/colors-light.png"])
            #expect(try GoldenStore(root: real).read(id)?.bitmap == Sheets.white())
        }
    }
}

import Foundation
import GentleGolden
import GentleImage
import Testing

/// Ways a golden write can fail after the previous golden exists; tests run as root, so
/// failures are forced by the file tree, not by permissions.
enum WriteFailure: String, CaseIterable, CustomTestStringConvertible {
    /// The store's root is below a regular file, so no folder can be made.
    case rootBelowAFile
    /// A fingerprint key PNG cannot hold: encoding fails before any file is touched.
    case unencodableFingerprint
    /// A non-empty folder stands where the golden goes: the final rename fails.
    case folderInTheWay

    var testDescription: String { rawValue }
}

@Suite struct GoldenStoreAtomicWriteTests {
    @Test(arguments: WriteFailure.allCases)
    func failedWriteLeavesEverythingAsItWas(failure: WriteFailure) throws {
        try Scratch.withFolder { folder in
            let id = try Sheets.caseID()
            var store = GoldenStore(root: folder.appendingPathComponent("Goldens"))
            var fingerprint = Sheets.fingerprint
            try GoldenStore(root: store.root).write(
                Sheets.white(), fingerprint: Sheets.fingerprint, for: try Sheets.caseID("other/kept"))
            switch failure {
            case .rootBelowAFile:
                try Data("a file".utf8).write(to: folder.appendingPathComponent("plain"))
                store = GoldenStore(root: folder.appendingPathComponent("plain/Goldens"))
            case .unencodableFingerprint:
                try store.write(Sheets.white(), fingerprint: Sheets.fingerprint, for: id)
                fingerprint.append(PNGTextEntry(key: "", value: "empty keys are not PNG"))
            case .folderInTheWay:
                let inTheWay = store.url(for: id)
                try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: true)
                try Data("inside".utf8).write(to: inTheWay.appendingPathComponent("keep.txt"))
            }
            let before = Scratch.contents(folder)
            let listingBefore = Scratch.listing(folder)

            #expect(throws: GoldenStoreError.self) {
                try store.write(Sheets.blackening(Sheets.white(), [(1, 1)]), fingerprint: fingerprint, for: id)
            }
            #expect(Scratch.listing(folder) == listingBefore)
            #expect(Scratch.contents(folder) == before)
            #expect(!Scratch.listing(folder).contains { $0.hasSuffix(".tmp") })
        }
    }

    @Test func failedWriteNamesTheGoldenAndTheStep() throws {
        try Scratch.withFolder { folder in
            try Data("a file".utf8).write(to: folder.appendingPathComponent("plain"))
            let store = GoldenStore(root: folder.appendingPathComponent("plain"))
            let id = try Sheets.caseID()
            #expect {
                try store.write(Sheets.white(), fingerprint: [], for: id)
            } throws: { error in
                guard case .writeFailed(let path, let step, let code) = error as? GoldenStoreError else { return false }
                return path == store.url(for: id).path && step.hasPrefix("creating the folder") && code == ENOTDIR
            }
        }
    }
}

import Foundation
import Testing

@testable import GentleFiles

/// What a signal removes: exactly the temporaries registered now, files and folders alike.
@Suite struct InFlightFilesTests {
    @Test func removeAllTakesOnlyTheRegisteredPathsAndEmptiesTheRegistry() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let temporary = folder.appendingPathComponent(".summary.md.\(UUID().uuidString).tmp")
        let staging = folder.appendingPathComponent(".merged.merging-\(UUID().uuidString)/case")
        let kept = folder.appendingPathComponent("summary.md")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        for file in [temporary, kept, staging.appendingPathComponent("actual.png")] { try Data().write(to: file) }
        let registry = InFlightFiles()
        registry.register(temporary.path)
        registry.register(staging.deletingLastPathComponent().path)
        registry.register(folder.appendingPathComponent("never-created").path)
        #expect(registry.removeAll().count == 2)
        #expect(registry.registered.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["summary.md"])
    }

    // A finished write is no longer in flight: a later signal must not remove anything of it.
    @Test func anAtomicWriteIsRegisteredOnlyWhileItRuns() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try AtomicFile(url: folder.appendingPathComponent("summary.md")).replaceContents(with: Data("done".utf8))
        #expect(!InFlightFiles.process.registered.contains { $0.hasPrefix(folder.path) })
    }
}

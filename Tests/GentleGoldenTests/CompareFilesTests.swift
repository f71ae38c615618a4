import Foundation
import GentleGolden
import GentleImage
import Testing

@Suite struct CompareFilesTests {
    static func write(_ bitmap: Bitmap, named name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(PNGEncoder().encode(bitmap)).write(to: url)
        return url
    }

    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func comparesDecodedFiles() async throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try Self.write(Pictures.edge(level: 128), named: "expected.png", in: folder)
        let actual = try Self.write(
            Pictures.setting(Pictures.edge(level: 200), x: 4, y: 2, to: 0), named: "actual.png", in: folder)
        let outcome = try await compareFiles(expected: expected, actual: actual)
        #expect(outcome.difference?.differingPixels == 1)
        #expect(outcome.difference?.antiAliasedPixels == 5)
    }

    @Test func unreadableFileIsAnErrorNamingIt() async throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try Self.write(Pictures.flat(9), named: "expected.png", in: folder)
        let broken = folder.appendingPathComponent("broken.png")
        try Data("not a png".utf8).write(to: broken)
        await #expect(throws: PNGError.notPNG(source: broken.path)) {
            try await compareFiles(expected: expected, actual: broken)
        }
        await #expect(throws: PNGError.notPNG(source: broken.path)) {
            try await compareFiles(expected: broken, actual: folder.appendingPathComponent("missing.png"))
        }
        let missing = folder.appendingPathComponent("missing.png")
        let error = await #expect(throws: PNGError.self) { try await compareFiles(expected: missing, actual: expected) }
        guard case .fileAccess(let path, _) = error else {
            Issue.record("expected fileAccess, got \(String(describing: error))")
            return
        }
        #expect(path == missing.path)
    }
}

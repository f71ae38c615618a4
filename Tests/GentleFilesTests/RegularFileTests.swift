import Foundation
import Testing

@testable import GentleFiles

@Suite struct RegularFileTests {
    @Test func aRegularFileIsReadWhole() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("theme.json")
        try Data("{}".utf8).write(to: url)
        #expect(try RegularFile.contents(of: url, named: "theme.json", limit: 2) == Data("{}".utf8))
    }

    @Test func aLinkToARegularFileIsFollowed() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.json")
        try Data("[1]".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try RegularFile.contents(of: link, limit: 100) == Data("[1]".utf8))
    }

    @Test func aFileOverTheLimitIsRefusedWithItsSize() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("big.json")
        try Data(count: 3 << 20).write(to: url)
        #expect(throws: FileReadError.tooLarge(path: "big.json", byteCount: 3 << 20, limit: 2 << 20)) {
            try RegularFile.contents(of: url, named: "big.json", limit: 2 << 20)
        }
        let error = FileReadError.tooLarge(path: "big.json", byteCount: 3 << 20, limit: 2 << 20)
        #expect(error.description == "big.json: it holds 3 MiB, over the limit of 2 MiB")
        #expect(error.isOversized)
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("pipe.json")
        try #require(Scratch.fifo(at: url))
        #expect(throws: FileReadError.notRegular(path: "pipe.json", kind: .fifo)) {
            try RegularFile.contents(of: url, named: "pipe.json", limit: 100)
        }
        #expect(throws: FileReadError.notRegular(path: "pipe.json", kind: .fifo)) {
            try RegularFile.check(url, named: "pipe.json", limit: 100)
        }
        #expect(
            FileReadError.notRegular(path: "p", kind: .fifo).reason == "it is a FIFO (named pipe), not a regular file")
    }

    @Test(arguments: ["/dev/zero", "/dev/null", "/dev/urandom"])
    func aDeviceIsRefusedBeforeAnyByteIsRead(path: String) throws {
        try #require(FileManager.default.fileExists(atPath: path))
        #expect(throws: FileReadError.notRegular(path: path, kind: .characterDevice)) {
            try RegularFile.contents(of: URL(fileURLWithPath: path), limit: 1 << 20)
        }
    }

    @Test func aDirectoryIsNamedAsOne() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FileReadError.directory(path: "dir")) {
            try RegularFile.contents(of: folder, named: "dir", limit: 100)
        }
    }

    @Test func aSymlinkLoopIsNamedAsOneNotAsAMissingFile() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.json")
        let second = folder.appendingPathComponent("b.json")
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
        try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: first.path)
        #expect(throws: FileReadError.symlinkLoop(path: "a.json")) {
            try RegularFile.contents(of: first, named: "a.json", limit: 100)
        }
    }

    @Test func aMissingFileIsNotFound() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FileReadError.notFound(path: "gone.json")) {
            try RegularFile.contents(of: folder.appendingPathComponent("gone.json"), named: "gone.json", limit: 100)
        }
    }
}

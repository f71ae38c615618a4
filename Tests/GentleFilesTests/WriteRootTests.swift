import Foundation
import Testing

@testable import GentleFiles

@Suite struct WriteRootTests {
    @Test func plainFoldersAndMissingOnesAreWritable() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("theme"), withIntermediateDirectories: true)
        try WriteRoot(root).checkUnredirected(root.appendingPathComponent("theme/colors-light.png"))
        try WriteRoot(root).checkUnredirected(root.appendingPathComponent("new/deeper/colors-light.png"))
    }

    @Test func aLinkedFolderBelowTheRootIsRefusedByName() throws {
        let root = try Scratch.folder()
        let elsewhere = try Scratch.folder()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        let link = root.appendingPathComponent("theme")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        #expect(throws: FileWriteError.redirected(path: link.path, root: root.path)) {
            try WriteRoot(root).checkUnredirected(link.appendingPathComponent("colors-light.png"))
        }
    }

    @Test func aLinkedFileBelowTheRootIsRefused() throws {
        let root = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("summary.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/etc/passwd")
        #expect(throws: FileWriteError.redirected(path: link.path, root: root.path)) {
            try WriteRoot(root).checkUnredirected(link)
        }
    }

    @Test func aRootThatIsItselfALinkIsTheUsersChoice() throws {
        let real = try Scratch.folder()
        let parent = try Scratch.folder()
        defer {
            try? FileManager.default.removeItem(at: real)
            try? FileManager.default.removeItem(at: parent)
        }
        let root = parent.appendingPathComponent("Goldens")
        try FileManager.default.createSymbolicLink(at: root, withDestinationURL: real)
        try WriteRoot(root).checkUnredirected(root.appendingPathComponent("theme/colors-light.png"))
        try WriteRoot(root).checkWritable()
    }

    @Test func aRootSymlinkLoopIsNamed() throws {
        let parent = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = parent.appendingPathComponent("Goldens")
        try FileManager.default.createSymbolicLink(atPath: root.path, withDestinationPath: root.path)
        #expect(throws: FileWriteError.symlinkLoop(path: root.path)) {
            try WriteRoot(root).checkUnredirected(root.appendingPathComponent("a.png"))
        }
        #expect(throws: FileWriteError.symlinkLoop(path: root.path)) { try WriteRoot(root).checkWritable() }
    }

    @Test func aFileInPlaceOfTheRootIsNotWritable() throws {
        let parent = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = parent.appendingPathComponent("report")
        try Data().write(to: root)
        #expect(throws: FileWriteError.notDirectory(path: root.path)) { try WriteRoot(root).checkWritable() }
        let below = root.appendingPathComponent("inner")
        #expect(throws: FileWriteError.self) { try WriteRoot(below).checkWritable() }
    }

    @Test func theWritableCheckCreatesTheRootAndLeavesNothingInIt() throws {
        let parent = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = parent.appendingPathComponent("a/b/report")
        try WriteRoot(root).checkWritable()
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
    }
}

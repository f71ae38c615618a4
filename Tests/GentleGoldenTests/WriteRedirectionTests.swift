import Foundation
import GentleGolden
import Testing

/// The store and the report writer never write through a link below their root, and the report
/// folder can be proved writable before a golden is touched (issue 18, items 2 and 6).
@Suite struct WriteRedirectionTests {
    @Test func theStoreRefusesALinkedThemeFolderAndLeavesItsTargetEmpty() throws {
        try Scratch.withFolder { folder in
            let root = folder.appendingPathComponent("Goldens")
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let link = root.appendingPathComponent("gentle-default")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
            let store = GoldenStore(root: root)
            let id = try Sheets.caseID()
            #expect {
                try store.write(Sheets.white(), fingerprint: [], for: id)
            } throws: { error in
                guard case GoldenStoreError.refused(let path, let reason) = error else { return false }
                return path == store.url(for: id).path && reason.hasPrefix("\(link.path): it is a symbolic link below")
            }
            #expect(Scratch.listing(elsewhere).isEmpty)
        }
    }

    @Test func aSymlinkLoopWhereAGoldenBelongsIsUnreadableNotMissing() throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            let url = store.url(for: id)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: url.path)
            #expect(store.hasGolden(for: id))
            #expect(throws: GoldenStoreError.self) { try store.read(id) }
        }
    }

    @Test func prepareDirectoryCreatesTheReportFolderAndLeavesNothingInIt() throws {
        try Scratch.withFolder { folder in
            let report = folder.appendingPathComponent("a/report")
            try ReportWriter(directory: report).prepareDirectory()
            #expect(Scratch.listing(report).isEmpty)
        }
    }

    @Test func prepareDirectoryNamesAFileStandingInTheReportsPlace() throws {
        try Scratch.withFolder { folder in
            let report = folder.appendingPathComponent("report")
            try Data("x".utf8).write(to: report)
            #expect(throws: ReportError.writeFailed(path: report.path, reason: "it is not a directory")) {
                try ReportWriter(directory: report).prepareDirectory()
            }
        }
    }
}

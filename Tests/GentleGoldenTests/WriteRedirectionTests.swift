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
            #expect(
                ReportError.writeFailed(path: report.path, reason: "it is not a directory").description
                    == "\(report.path): cannot write the report (it is not a directory)")
        }
    }

    @Test func aReportSymlinkLoopIsNamedAsOne() throws {
        try Scratch.withFolder { folder in
            let report = folder.appendingPathComponent("report")
            try FileManager.default.createSymbolicLink(atPath: report.path, withDestinationPath: report.path)
            let loop = ReportError.writeFailed(
                path: report.path, reason: "too many levels of symbolic links (a symlink loop)")
            #expect(throws: loop) { try ReportWriter(directory: report).prepareDirectory() }
            #expect(
                loop.description
                    == "\(report.path): cannot write the report (too many levels of symbolic links (a symlink loop))")
        }
    }

    // In a report folder a killed run left (its marker is there), what stands in a run file's place
    // is refused by name, and nothing is written where a link points.
    @Test(arguments: ReportObstacle.allCases)
    func whatStandsInARunFilesPlaceIsNamedAndNotWrittenThrough(obstacle: ReportObstacle) throws {
        try Scratch.withFolder { folder in
            let report = folder.appendingPathComponent("report")
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try Data().write(to: report.appendingPathComponent(".gentle-specimen-report"))
            let blocked = report.appendingPathComponent(obstacle.file)
            switch obstacle {
            case .linkedIndex:
                try FileManager.default.createSymbolicLink(
                    at: blocked, withDestinationURL: elsewhere.appendingPathComponent("x"))
            case .folderForReportJSON:
                try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
            }
            let run = try ReportFixture.run(goldens: folder.appendingPathComponent("Goldens"))
            let writer = ReportWriter(directory: report)
            try writer.prepareDirectory()

            #expect {
                try writer.write(run)
            } throws: { error in
                guard let error = error as? ReportError, case .writeFailed(let path, _) = error else { return false }
                return path == blocked.path
                    && error.description.hasPrefix("\(blocked.path): cannot write the report (\(obstacle.reason)")
            }
            #expect(Scratch.listing(elsewhere).isEmpty)
        }
    }
}

/// What stands where a report's run file goes.
enum ReportObstacle: String, CaseIterable, CustomTestStringConvertible {
    /// `index.html` is a link to a file elsewhere.
    case linkedIndex
    /// A folder stands where `report.json` goes, as a full disk would fail it.
    case folderForReportJSON

    var testDescription: String { rawValue }

    /// The run file it blocks.
    var file: String { self == .linkedIndex ? "index.html" : "report.json" }

    /// How the refusal's reason starts.
    var reason: String { self == .linkedIndex ? "it is a symbolic link below" : "it is a directory)" }
}

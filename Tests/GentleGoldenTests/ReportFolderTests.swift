import Foundation
import Testing

@testable import GentleGolden

/// A report folder never loses a file this tool did not write there (issue 23 item 1).
@Suite struct ReportFolderTests {
    /// Files a user keeps, named like report files: in a folder given as `--report .`.
    static let foreign = ["fixtures/golden-test/expected.png", "docs/img/diff.png", "index.html", "summary.md"]

    private func plant(_ paths: [String], in folder: URL) throws {
        for path in paths {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("the user's \(path)".utf8).write(to: url)
        }
    }

    @Test func aFolderOfSomeoneElsesFilesIsRefusedBeforeAnythingIsWritten() throws {
        try Scratch.withFolder { folder in
            try plant(Self.foreign, in: folder)
            let before = Scratch.contents(folder)
            #expect(throws: ReportError.notAReportFolder(path: folder.path)) {
                try ReportWriter(directory: folder).prepareDirectory()
            }
            #expect(Scratch.contents(folder) == before)
        }
    }

    // An earlier run's folder is swept of exactly the images its report.json lists.
    @Test func anEarlierRunsFolderLosesOnlyItsOwnImages() throws {
        try Scratch.withFolder { folder in
            let (report, run) = try ReportFixture.report(in: folder)
            let stray = ["gentle-default/stray/expected.png", "notes/diff.png"]
            try plant(stray, in: report)
            let writer = ReportWriter(directory: report)
            try writer.prepareDirectory()
            try writer.writeRunFiles(VerificationRun(settings: run.settings, results: []))
            #expect(Scratch.listing(report).filter { $0.hasSuffix(".png") } == stray.sorted())
        }
    }

    // A folder whose report.json was never written (a killed run) is known by its marker.
    @Test func aKilledRunsFolderIsStillAReportFolder() throws {
        try Scratch.withFolder { folder in
            let run = try ReportFixture.run(goldens: folder.appendingPathComponent("Goldens"))
            let report = folder.appendingPathComponent("report")
            let writer = ReportWriter(directory: report)
            try writer.prepareDirectory()
            for result in run.results { _ = try writer.writeArtifacts(of: result) }
            try writer.prepareDirectory()
            try writer.writeRunFiles(run.droppingImages())
            #expect(!Scratch.listing(report).contains(ReportFolder.markerName))
        }
    }
}

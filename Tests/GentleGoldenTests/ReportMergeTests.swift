import Foundation
import GentleFiles
import GentleGolden
import GentleImage
import Testing

/// `merge-reports` over reports written by `ReportWriter` from the fixture run (one case of every
/// kind): shards join into the report the whole run writes, byte for byte, and anything that is
/// not one whole run is refused with nothing written.
@Suite struct ReportMergeTests {
    static let reportName = "specimen-report"
    static let selection = ReportSelection(caseIDs: ReportFixture.expectations.map(\.path))

    static func context(shard: String? = nil, tool: String = "gentle-specimen 0.1.0", renderer: String = "1.16.0")
        -> ReportContext
    {
        ReportContext(
            tool: tool, goldens: "Goldens", reportName: reportName, shard: shard, selection: selection,
            renderer: [PNGTextEntry(key: "renderer.cairo", value: renderer)])
    }

    /// The fixture run written whole into `whole/`, and in two shards into `shard-1/` and `shard-2/`.
    struct Reports {
        let folder: URL
        var whole: URL { folder.appendingPathComponent("whole") }
        var shards: [URL] { [1, 2].map { folder.appendingPathComponent("shard-\($0)") } }
        var output: URL { folder.appendingPathComponent("merged") }

        init(in folder: URL) throws {
            self.folder = folder
            let run = try ReportFixture.run(goldens: folder.appendingPathComponent("Goldens"))
            try ReportWriter(directory: folder.appendingPathComponent("whole"), context: context()).write(run)
            let halves = [Array(run.results.prefix(2)), Array(run.results.dropFirst(2))]
            for (number, half) in halves.enumerated() {
                try ReportWriter(directory: shards[number], context: context(shard: "\(number + 1)/2"))
                    .write(VerificationRun(settings: run.settings, results: half))
            }
        }

        func merge(_ directories: [URL]) throws -> ReportMerge {
            let merge = try ReportMerge(reports: directories, reportName: ReportMergeTests.reportName)
            try merge.write(to: output)
            return merge
        }
    }

    @Test func shardsJoinIntoTheReportOfTheWholeRunByteForByte() throws {
        try Scratch.withFolder { folder in
            let reports = try Reports(in: folder)
            let merge = try reports.merge(reports.shards.reversed())
            #expect(merge.run.results.map(\.id.path) == ReportFixture.expectations.map(\.path))
            #expect(Scratch.contents(reports.output) == Scratch.contents(reports.whole))
        }
    }

    // The JSON holds every value the report files are made from, so reading a report back and
    // writing it again changes nothing.
    @Test func oneWholeReportReadBackWritesTheSameFiles() throws {
        try Scratch.withFolder { folder in
            let reports = try Reports(in: folder)
            _ = try reports.merge([reports.whole])
            #expect(Scratch.contents(reports.output) == Scratch.contents(reports.whole))
        }
    }

    /// A set of reports that is not one whole run, and the refusal it gets.
    enum Refusal: String, CaseIterable, CustomTestStringConvertible {
        case sameShardTwice, missingShard, otherToolVersion, otherRenderer, shardsWithAWholeRun
        case caseInTwoReports, missingFolder, missingArtifact, otherSelection

        var testDescription: String { rawValue }

        func directories(_ reports: Reports) throws -> [URL] {
            let shards = reports.shards
            switch self {
            case .sameShardTwice: return [shards[0], shards[0], shards[1]]
            case .missingShard: return [shards[1]]
            case .otherToolVersion, .otherRenderer, .otherSelection:
                try rewrite(shards[1], reports: reports)
                return shards
            case .shardsWithAWholeRun: return shards + [reports.whole]
            case .caseInTwoReports:
                return [reports.whole, reports.whole]
            case .missingFolder: return [shards[0], reports.folder.appendingPathComponent("shard-3")]
            case .missingArtifact:
                try FileManager.default.removeItem(
                    at: shards[0].appendingPathComponent("gentle-default/colors-light/diff.png"))
                return shards
            }
        }

        // Writes shard 2 again as another run would: another tool, renderer or selection.
        private func rewrite(_ shard: URL, reports: Reports) throws {
            let decoded = try ReportJSON.decode(Data(contentsOf: shard.appendingPathComponent("report.json")))
            var context = ReportMergeTests.context(shard: "2/2")
            switch self {
            case .otherToolVersion: context.tool = "gentle-specimen 0.2.0"
            case .otherRenderer: context.renderer = [PNGTextEntry(key: "renderer.cairo", value: "1.18.0")]
            default: context.selection = ReportSelection(caseIDs: ["other/colors-light"])
            }
            try ReportWriter(directory: shard, context: context).writeRunFiles(try decoded.run())
        }

        func matches(_ error: ReportMergeError, _ reports: Reports) -> Bool {
            let shardFiles = reports.shards.map { $0.appendingPathComponent("report.json").path }
            switch (self, error) {
            case (.sameShardTwice, .overlappingShards(let shard, let paths)):
                return shard == "1/2" && paths == [shardFiles[0], shardFiles[0]]
            case (.missingShard, .incomplete(let reason, _)): return reason == "shard 1/2 missing"
            case (.otherToolVersion, .disagree(let what, let paths)):
                return what == "tool versions" && paths == shardFiles
            case (.otherRenderer, .disagree(let what, _)): return what == "renderer fingerprints"
            case (.otherSelection, .disagree(let what, _)): return what == "selections"
            case (.shardsWithAWholeRun, .incomplete(let reason, _)):
                return reason == "some reports are shards and some are not"
            case (.caseInTwoReports, .duplicateCase(let id, _)): return id == "gentle-default/buttons-light"
            case (.missingFolder, .missing(let path)):
                return path == reports.folder.appendingPathComponent("shard-3/report.json").path
            case (.missingArtifact, .missingArtifact(let path, _)): return path.hasSuffix("colors-light/diff.png")
            default: return false
            }
        }
    }

    @Test(arguments: Refusal.allCases)
    func reportsThatAreNotOneWholeRunAreRefusedAndNothingIsWritten(refusal: Refusal) throws {
        try Scratch.withFolder { folder in
            let reports = try Reports(in: folder)
            let directories = try refusal.directories(reports)
            let error = #expect(throws: ReportMergeError.self) { try reports.merge(directories) }
            #expect(error.map { refusal.matches($0, reports) } == true, "\(String(describing: error))")
            #expect((error?.kind == .invalidInput) == (refusal != .missingFolder))
            #expect(!FileManager.default.fileExists(atPath: reports.output.path))
            #expect(Scratch.listing(folder).allSatisfy { !$0.contains(".merged.merging-") })
        }
    }

    @Test func aFolderThatIsNotEmptyIsNotMergedInto() throws {
        try Scratch.withFolder { folder in
            let reports = try Reports(in: folder)
            try FileManager.default.createDirectory(at: reports.output, withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: reports.output.appendingPathComponent("notes.txt"))
            #expect(throws: ReportMergeError.outputExists(path: reports.output.path)) {
                try reports.merge(reports.shards)
            }
            #expect(Scratch.listing(reports.output) == ["notes.txt"])
        }
    }

    @Test func aFolderThatCannotBeMadeIsRefusedLeavingNothing() throws {
        try Scratch.withFolder { folder in
            let reports = try Reports(in: folder)
            let file = folder.appendingPathComponent("a-file")
            try Data().write(to: file)
            let error = #expect(throws: ReportMergeError.self) {
                try ReportMerge(reports: reports.shards, reportName: "out").write(
                    to: file.appendingPathComponent("out"))
            }
            guard case .cannotCreate = error else {
                Issue.record("expected cannotCreate, got \(String(describing: error))")
                return
            }
            #expect(Scratch.listing(folder).allSatisfy { !$0.contains("merging") })
        }
    }

    /// A shard folder from a download, with its colors-light `actual.png` tampered with.
    enum TamperedArtifact: CaseIterable {
        /// The image is a link to a secret text file.
        case linkedFile
        /// The case's folder is a link to a folder holding such a file.
        case linkedFolder
        /// The image is a regular file but not a PNG.
        case notPNG

        func apply(to shard: URL, secret: URL) throws -> String {
            let manager = FileManager.default
            let folder = shard.appendingPathComponent("gentle-default/colors-light")
            let image = folder.appendingPathComponent("actual.png")
            switch self {
            case .linkedFile:
                try manager.removeItem(at: image)
                try manager.createSymbolicLink(at: image, withDestinationURL: secret)
                return image.path
            case .linkedFolder:
                let elsewhere = secret.deletingLastPathComponent().appendingPathComponent("elsewhere")
                try manager.copyItem(at: folder, to: elsewhere)
                try manager.removeItem(at: elsewhere.appendingPathComponent("actual.png"))
                try manager.createSymbolicLink(
                    at: elsewhere.appendingPathComponent("actual.png"), withDestinationURL: secret)
                try manager.removeItem(at: folder)
                try manager.createSymbolicLink(at: folder, withDestinationURL: elsewhere)
                return folder.path
            case .notPNG:
                try manager.removeItem(at: image)
                try manager.copyItem(at: secret, to: image)
                return image.path
            }
        }
    }

    @Test(arguments: TamperedArtifact.allCases)
    func onlyRegularPNGFilesAreCopiedAndLinksAreRefused(tampering: TamperedArtifact) throws {
        try Scratch.withFolder { folder in
            let reports = try Reports(in: folder)
            let secret = folder.appendingPathComponent("secret.txt")
            try Data("API_TOKEN=hunter2\n".utf8).write(to: secret)
            let refused = try tampering.apply(to: reports.shards[0], secret: secret)
            let error = #expect(throws: ReportMergeError.self) { try reports.merge(reports.shards) }
            guard case .refusedArtifact(let path, let reason) = error else {
                Issue.record("expected refusedArtifact, got \(String(describing: error))")
                return
            }
            #expect(path == refused)
            #expect(reason.contains(tampering == .notPNG ? "does not decode as PNG" : "is a symbolic link"))
            #expect(error?.kind == .invalidInput)
            #expect(!FileManager.default.fileExists(atPath: reports.output.path))
            #expect(Scratch.listing(folder).allSatisfy { !$0.contains(".merged.merging-") })
        }
    }
}

import Foundation
import GentleGolden
import Testing

@Suite struct ReportLeftoverTests {
    static let leftovers = [
        LeftoverTemporaryFile(path: "gentle-default/.colors-light.png.A.tmp", outcome: .removed),
        LeftoverTemporaryFile(path: "gentle-default/.buttons-dark.png.B.tmp", outcome: .kept),
        LeftoverTemporaryFile(path: "odd/.x.png.C.tmp", outcome: .notRemoved(errno: EACCES)),
    ]

    /// The fixture's run with `leftovers`, written as a report; returns the report folder.
    func report(in folder: URL, leftovers: [LeftoverTemporaryFile]) throws -> URL {
        let run = try ReportFixture.run(goldens: folder.appendingPathComponent("Goldens"))
        let report = folder.appendingPathComponent("report")
        try ReportWriter(directory: report).write(
            VerificationRun(settings: run.settings, results: run.results, leftovers: leftovers))
        return report
    }

    @Test func reportJSONListsEachLeftoverWithWhatTheRunDid() throws {
        try Scratch.withFolder { folder in
            let report = try report(in: folder, leftovers: Self.leftovers)
            let data = try Data(contentsOf: report.appendingPathComponent("report.json"))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let leftovers = try #require(document["leftovers"] as? [[String: Any]])
            #expect(leftovers.map { $0["path"] as? String } == Self.leftovers.map(\.path))
            #expect(leftovers.map { $0["outcome"] as? String } == ["removed", "kept", "notRemoved"])
            #expect(leftovers.map { $0["error"] != nil } == [false, false, true])
            // The number too, so that merge-reports can rebuild the outcome.
            #expect(leftovers.map { $0["errno"] as? Int } == [nil, nil, Int(EACCES)])
        }
    }

    @Test func summaryListsEachLeftoverAfterTheTable() throws {
        try Scratch.withFolder { folder in
            let report = try report(in: folder, leftovers: Self.leftovers)
            let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
            let lines = summary.split(separator: "\n").map(String.init)
            let heading = try #require(lines.firstIndex(of: "Temporary files left by interrupted golden writes:"))
            #expect(lines[(heading + 1)...].map { $0.hasPrefix("- ") } == [true, true, true])
            #expect(
                lines[heading + 1] == "- removed   gentle-default/.colors-light.png.A.tmp: left by an interrupted write"
            )
            #expect(lines.lastIndex { $0.hasPrefix("| ") } ?? .max < heading)
        }
    }

    @Test func aRunWithoutLeftoversSaysNothingOfThem() throws {
        try Scratch.withFolder { folder in
            let report = try report(in: folder, leftovers: [])
            let data = try Data(contentsOf: report.appendingPathComponent("report.json"))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(document["leftovers"] == nil)
            let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
            #expect(!summary.contains("Temporary files"))
        }
    }
}

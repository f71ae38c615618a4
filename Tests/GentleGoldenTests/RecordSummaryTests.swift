import Foundation
import GentleGolden
import GentleImage
import Testing

@Suite struct RecordSummaryTests {
    @Test func recordingAllListsNewChangedAndUnchangedGoldens() throws {
        try Scratch.withFolder { folder in
            let run = try ReportFixture.run(goldens: folder, mode: .all)
            let summary = RecordSummary(run)
            #expect(summary.new.map(\.path) == ["gentle-default/surfaces-dark"])
            #expect(
                summary.changed.map(\.id.path) == [
                    "gentle-default/buttons-light", "gentle-default/colors-light", "odd/" + ReportFixture.oddName,
                ])
            #expect(summary.unchanged.map(\.path) == ["gentle-default/typography-light"])
            #expect(summary.succeeded)
            #expect(summary.lines.last == "1 new, 3 changed, 1 unchanged")
            #expect(summary.lines.first == "new       gentle-default/surfaces-dark")
            let recorder = GoldenVerifier(store: GoldenStore(root: folder), settings: VerificationSettings(mode: .all))
            let again = RecordSummary(recorder.verify(try ReportFixture.cases()))
            #expect(again.lines == ["0 new, 0 changed, 5 unchanged"])
        }
    }

    @Test(arguments: [RecordMode.never, .missing])
    func modesThatKeepFailingGoldensChangeNothingButMissingOnes(mode: RecordMode) throws {
        try Scratch.withFolder { folder in
            let summary = RecordSummary(try ReportFixture.run(goldens: folder, mode: mode))
            #expect(summary.changed.isEmpty)
            #expect(summary.new.count == (mode == .never ? 0 : 1))
        }
    }

    @Test func goldenThatCouldNotBeWrittenIsListedAsFailed() throws {
        try Scratch.withFolder { folder in
            let id = try Sheets.caseID()
            let unencodable = [PNGTextEntry(key: "", value: "x")]
            let run = GoldenVerifier(store: GoldenStore(root: folder), settings: VerificationSettings(mode: .missing))
                .verify([GoldenCase(id: id, actual: Sheets.white(), fingerprint: unencodable)])
            let summary = RecordSummary(run)
            #expect(summary.failed.map(\.id) == [id])
            #expect(!summary.succeeded)
            #expect(summary.new.isEmpty && summary.unchanged.isEmpty)
            #expect(summary.lines.last == "0 new, 0 changed, 0 unchanged, 1 failed")
            #expect(Scratch.listing(folder).isEmpty)
        }
    }
}

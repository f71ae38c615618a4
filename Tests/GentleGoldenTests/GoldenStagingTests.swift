import Foundation
import GentleGolden
import Testing

/// A run that stages its goldens puts none in place until its report is written: then all of
/// them together, or, when the report fails, none (the CLI's "no golden was re-recorded").
@Suite struct GoldenStagingTests {
    @Test(arguments: [true, false])
    func stagedGoldensTakeTheirPlaceTogetherOrNotAtAll(commits: Bool) throws {
        try Scratch.withFolder { folder in
            let changed = try Sheets.caseID("gentle-default/colors-light")
            let new = try Sheets.caseID("gentle-default/colors-dark")
            try GoldenStore(root: folder).write(Sheets.white(), fingerprint: Sheets.fingerprint, for: changed)
            let before = Scratch.contents(folder)
            let staging = GoldenStaging()
            let store = GoldenStore(root: folder, staging: staging)
            let drawn = Sheets.blackening(Sheets.white(), [(4, 4)])

            let run = GoldenVerifier(store: store, settings: VerificationSettings(mode: .all)).verify([
                GoldenCase(id: changed, actual: drawn, fingerprint: Sheets.fingerprint),
                GoldenCase(id: new, actual: drawn, fingerprint: Sheets.fingerprint),
            ])

            #expect(run.results.map(\.id) == [new, changed])
            #expect(run.results.map(\.write) == [.created, .updated])
            #expect(staging.staged.map(\.id) == [new, changed])
            #expect(Scratch.contents(folder).filter { !$0.key.hasSuffix(".tmp") } == before)
            if commits {
                try StagedGolden.commit(staging.takeAll())
                #expect(try store.read(changed)?.bitmap == drawn)
                #expect(try store.read(new)?.bitmap == drawn)
                #expect(!Scratch.listing(folder).contains { $0.hasSuffix(".tmp") })
            } else {
                for staged in staging.takeAll() { staged.discard() }
                #expect(Scratch.contents(folder) == before)
            }
            #expect(staging.staged.isEmpty)
        }
    }
}

import Foundation
import GentleGolden
import GentleImage
import Testing

/// What stands in the store before a case is verified, against an actual 10×10 white image.
enum GoldenState: String, CaseIterable, CustomTestStringConvertible {
    case match, differ, missing, sizeMismatch, unreadable

    var testDescription: String { rawValue }

    /// Puts the state's golden in place.
    func prepare(_ store: GoldenStore, _ id: GoldenCaseID) throws {
        switch self {
        case .match: try store.write(Sheets.white(), fingerprint: Sheets.fingerprint, for: id)
        case .differ:
            try store.write(
                Sheets.blackening(Sheets.white(), [(2, 2), (7, 7)]), fingerprint: Sheets.fingerprint, for: id)
        case .missing: break
        case .sizeMismatch:
            try store.write(Sheets.white(width: 10, height: 12), fingerprint: Sheets.fingerprint, for: id)
        case .unreadable:
            try store.write(Sheets.white(), fingerprint: [], for: id)
            try Data("version https://git-lfs.github.com/spec/v1\n".utf8).write(to: store.url(for: id))
        }
    }

    var expectedKind: String {
        switch self {
        case .match: "passed"
        case .differ: "differences"
        case .missing: "missing-golden"
        case .sizeMismatch: "size-mismatch"
        case .unreadable: "unreadable-golden"
        }
    }

    /// The write each mode makes: `missing` writes only absent goldens, `failed` and `all` also
    /// replace failing ones, and `all` leaves an exactly matching golden alone.
    func expectedWrite(_ mode: RecordMode) -> GoldenWrite {
        switch (mode, self) {
        case (.never, _), (_, .match): .untouched
        case (_, .missing): .created
        case (.missing, _): .untouched
        case (.failed, _), (.all, _): .updated
        }
    }
}

@Suite struct GoldenVerifierModeTests {
    @Test(arguments: RecordMode.allCases, GoldenState.allCases)
    func modeDecidesWhatIsWrittenAndOnlyAMatchPasses(mode: RecordMode, state: GoldenState) throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try state.prepare(store, id)
            let before = Scratch.contents(folder)

            let result = GoldenVerifier(store: store, settings: VerificationSettings(mode: mode))
                .verify(GoldenCase(id: id, actual: Sheets.white(), fingerprint: Sheets.fingerprint))

            #expect(result.status.kind == state.expectedKind)
            #expect(result.passes == (state == .match))
            #expect(result.write == state.expectedWrite(mode))
            let after = Scratch.contents(folder)
            #expect(Set(before.keys).isSubset(of: after.keys), "nothing is ever deleted")
            #expect(
                after.keys.sorted() == ["gentle-default/colors-light.png"] || state == .missing && !result.write.wrote)
            if result.write.wrote {
                #expect(try store.read(id)?.bitmap == Sheets.white())
                #expect(try store.read(id)?.text == Sheets.fingerprint)
            } else {
                #expect(after == before)
            }
        }
    }

    @Test(arguments: [
        (golden: Sheets.fingerprint, write: GoldenWrite.untouched),
        ([PNGTextEntry(key: "cairo", value: "1.18.0"), PNGTextEntry(key: "freetype", value: "2.12.1")], .updated),
    ])
    func allRewritesAPassingGoldenOnlyWhenSomethingChanged(golden: [PNGTextEntry], write: GoldenWrite) throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try store.write(Sheets.white(), fingerprint: golden, for: id)
            let result = GoldenVerifier(store: store, settings: VerificationSettings(mode: .all))
                .verify(GoldenCase(id: id, actual: Sheets.white(), fingerprint: Sheets.fingerprint))
            #expect(result.passes)
            #expect(result.write == write)
            #expect(try store.read(id)?.text == Sheets.fingerprint)
        }
    }

    @Test(arguments: RecordMode.allCases)
    func toleratedDifferencePassesAndFailedAndAllRecordIt(mode: RecordMode) throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try store.write(Sheets.blackening(Sheets.white(), [(5, 5)]), fingerprint: Sheets.fingerprint, for: id)
            let settings = VerificationSettings(mode: mode, gate: ComparisonGate(maxDiffPixels: 2))
            let result = GoldenVerifier(store: store, settings: settings)
                .verify(GoldenCase(id: id, actual: Sheets.white(), fingerprint: Sheets.fingerprint))
            #expect(result.status == .passed)
            #expect(result.passes)
            #expect(result.difference?.differingPixels == 1)
            // A pass within tolerance still leaves the golden stale, so `failed` rewrites it too.
            #expect(result.write == (mode == .all || mode == .failed ? .updated : .untouched))
            #expect(result.label == "within-tolerance")
        }
    }

    @Test func failedGoldenWriteFailsEvenAPassingCase() throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try store.write(Sheets.white(), fingerprint: [], for: id)
            let unencodable = [PNGTextEntry(key: "", value: "x")]
            let result = GoldenVerifier(store: store, settings: VerificationSettings(mode: .all))
                .verify(GoldenCase(id: id, actual: Sheets.white(), fingerprint: unencodable))
            #expect(result.status == .passed)
            #expect(!result.passes)
            #expect(result.bucket == .failed)
            #expect(try store.read(id)?.text == [])
        }
    }
}

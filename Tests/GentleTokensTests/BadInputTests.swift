import Foundation
import GentleTokens
import Testing

@Suite("Bad input")
struct BadInputTests {
    @Test("each bad file gives an error naming the place", arguments: try BadInputCase.all())
    func namesThePlace(badInput: BadInputCase) throws {
        let diagnostics = GentleThemeFile.validate(data: badInput.bytes, fileName: "bad.json")
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.codingPathDescription == badInput.path)
        #expect(error.position == GentleSourcePosition(line: badInput.line, column: badInput.column))
        #expect(error.message.contains(badInput.messageFragment), "\(error.message)")
        #expect(error.fileName == "bad.json")
    }

    @Test("decode refuses each bad file with the same diagnostics", arguments: try BadInputCase.all())
    func decodeRefuses(badInput: BadInputCase) {
        let expected = GentleThemeFile.validate(data: badInput.bytes, fileName: "bad.json")
        #expect(throws: GentleThemeLoadError.invalid(fileName: "bad.json", diagnostics: expected)) {
            try GentleThemeFile.decode(data: badInput.bytes, fileName: "bad.json")
        }
    }
}

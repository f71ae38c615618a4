import Foundation
import GentleTokens
import Testing

@Suite("Bad input corpus")
struct BadInputTests {
    @Test("validate gives exactly the expected diagnostics", arguments: BadInputCase.all)
    func validateNamesEveryProblem(badInput: BadInputCase) throws {
        let diagnostics = GentleThemeFile.validate(data: try badInput.bytes, fileName: badInput.file)
        #expect(diagnostics.map(\.description) == badInput.diagnostics)
    }

    @Test("decode refuses a file exactly when validate reports an error", arguments: BadInputCase.all)
    func decodeAgreesWithValidate(badInput: BadInputCase) throws {
        let bytes = try badInput.bytes
        let diagnostics = GentleThemeFile.validate(data: bytes, fileName: badInput.file)
        if badInput.decodes {
            #expect(throws: Never.self) { try GentleThemeFile.decode(data: bytes, fileName: badInput.file) }
        } else {
            #expect(throws: GentleThemeLoadError.invalid(fileName: badInput.file, diagnostics: diagnostics)) {
                try GentleThemeFile.decode(data: bytes, fileName: badInput.file)
            }
        }
    }

    @Test("every corpus file has its expectations, and every expectation its file")
    func corpusAndTableMatch() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: BadInputCase.directory.path)
        #expect(Set(files) == Set(BadInputCase.all.map(\.file)))
        #expect(BadInputCase.all.count == Set(BadInputCase.all.map(\.file)).count)
    }
}

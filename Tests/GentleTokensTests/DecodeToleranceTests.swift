import Foundation
import GentleTokens
import Testing

@Suite("Decode tolerance")
struct DecodeToleranceTests {
    @Test("decodes as the package does", arguments: ToleranceCase.all)
    func decodesAsThePackage(toleranceCase: ToleranceCase) throws {
        let data = try JSONEdit.apply(toleranceCase.edits, to: try Fixtures.interop("gentle-default"))
        switch toleranceCase.outcome {
        case .refused:
            #expect(throws: DecodingError.self) { try GentleJSONCoding.decodeSpec(from: data) }
        case .decodes(let check):
            let spec = try GentleJSONCoding.decodeSpec(from: data)
            #expect(check(spec))
        }
    }
}

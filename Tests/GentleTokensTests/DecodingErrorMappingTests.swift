import Foundation
import Testing

@testable import GentleTokens

@Suite("DecodingError mapping")
struct DecodingErrorMappingTests {
    static let text = """
        {
          "roles" : {
            "body_m" : {
              "pointSize" : "17"
            }
          }
        }
        """

    @Test func typeMismatchIsPlacedAtTheValue() throws {
        let diagnostic = try Self.diagnostic(decoding: Self.text)
        #expect(diagnostic.codingPathDescription == "roles.body_m.pointSize")
        #expect(diagnostic.position == GentleSourcePosition(line: 4, column: 21))
        #expect(diagnostic.severity == .error)
    }

    @Test func missingKeyIsPlacedAtTheObjectThatLacksIt() throws {
        let diagnostic = try Self.diagnostic(decoding: #"{"roles": {"body_m": {}}}"#)
        #expect(diagnostic.codingPath.prefix(2) == ["roles", "body_m"])
        #expect(diagnostic.codingPath.count == 3)
        #expect(diagnostic.message.hasPrefix("missing required key"))
        #expect(diagnostic.position == GentleSourcePosition(line: 1, column: 22))
    }

    /// The diagnostic for the error `text` raises when decoded as typography tokens.
    private static func diagnostic(decoding text: String) throws -> GentleDiagnostic {
        let data = Data(text.utf8)
        let root = try GentleJSONParser().parse(data)
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(GentleTypographyTokens.self, from: data)
        }
        return GentleDiagnostic(decodingError: error, in: root, fileName: "t.json")
    }
}

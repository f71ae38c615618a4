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
        let data = Data(Self.text.utf8)
        let root = try GentleJSONParser().parse(data)
        do {
            _ = try JSONDecoder().decode(GentleTypographyTokens.self, from: data)
            Issue.record("decoding succeeded")
        } catch let error as DecodingError {
            let diagnostic = GentleDiagnostic(decodingError: error, in: root, fileName: "t.json")
            #expect(diagnostic.codingPathDescription == "roles.body_m.pointSize")
            #expect(diagnostic.position == GentleSourcePosition(line: 4, column: 21))
            #expect(diagnostic.severity == .error)
        }
    }

    @Test func missingKeyIsPlacedAtTheObjectThatLacksIt() throws {
        let data = Data(#"{"roles": {"body_m": {}}}"#.utf8)
        let root = try GentleJSONParser().parse(data)
        do {
            _ = try JSONDecoder().decode(GentleTypographyTokens.self, from: data)
            Issue.record("decoding succeeded")
        } catch let error as DecodingError {
            let diagnostic = GentleDiagnostic(decodingError: error, in: root, fileName: "t.json")
            #expect(diagnostic.codingPath.prefix(2) == ["roles", "body_m"])
            #expect(diagnostic.codingPath.count == 3)
            #expect(diagnostic.message.hasPrefix("missing required key"))
            #expect(diagnostic.position == GentleSourcePosition(line: 1, column: 22))
        }
    }
}

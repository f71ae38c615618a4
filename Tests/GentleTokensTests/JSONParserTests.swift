import Foundation
import GentleTokens
import Testing

struct SyntaxCase: Sendable, CustomTestStringConvertible {
    let text: String
    let line: Int
    let column: Int
    let messageFragment: String
    var testDescription: String { text.debugDescription }
}

@Suite("JSON parser")
struct JSONParserTests {
    @Test func recordsPositionsOfValuesAndKeys() throws {
        let text = "{\n  \"é\" : [1, -2.5e1],\n\t\"b\": {\"c\": null, \"d\": true}\n}"
        let root = try GentleJSONParser().parse(Data(text.utf8))
        #expect(root.position == GentleSourcePosition(line: 1, column: 1))
        let first = try #require(root.members?.first)
        #expect(first.key == "é")
        #expect(first.keyPosition == GentleSourcePosition(line: 2, column: 3))
        #expect(first.value.position == GentleSourcePosition(line: 2, column: 9))
        #expect(
            first.value.value
                == .array([
                    GentleJSONNode(value: .number(1), position: GentleSourcePosition(line: 2, column: 10)),
                    GentleJSONNode(value: .number(-25), position: GentleSourcePosition(line: 2, column: 13)),
                ]))
        let inner = try #require(root.member("b")?.value)
        #expect(inner.position == GentleSourcePosition(line: 3, column: 7))
        #expect(inner.member("c")?.value.value == .null)
        #expect(inner.member("d")?.value.position == GentleSourcePosition(line: 3, column: 24))
    }

    @Test func unescapesStrings() throws {
        let text = #"["a\"b\\c\/d\n", "\u00e9\ud83d\ude00", "tab\there"]"#
        let root = try GentleJSONParser().parse(Data(text.utf8))
        guard case .array(let elements) = root.value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.map(\.value) == [.string("a\"b\\c/d\n"), .string("é😀"), .string("tab\there")])
    }

    @Test func keepsDuplicateKeysAndFindsTheFirstAsJSONDecoderDoes() throws {
        let root = try GentleJSONParser().parse(Data(#"{"a": 1, "b": 0, "a": 2}"#.utf8))
        #expect(root.members?.count == 3)
        #expect(root.member("a")?.value.value == .number(1))
        #expect(root.distinctMembers?.map(\.value.value) == [.number(1), .number(0)])
    }

    static let syntaxCases: [SyntaxCase] = [
        SyntaxCase(text: "", line: 1, column: 1, messageFragment: "empty"),
        SyntaxCase(text: "  \n ", line: 2, column: 2, messageFragment: "empty"),
        SyntaxCase(text: "{\"a\": 1,,}", line: 1, column: 9, messageFragment: "expected a string key"),
        SyntaxCase(text: "[1, 2,,]", line: 1, column: 7, messageFragment: "expected a JSON value"),
        SyntaxCase(text: "[,]", line: 1, column: 2, messageFragment: "expected a JSON value"),
        SyntaxCase(text: "{,}", line: 1, column: 2, messageFragment: "expected a string key"),
        SyntaxCase(text: "{\"a\" 1}", line: 1, column: 6, messageFragment: "expected ':'"),
        SyntaxCase(text: "[\"abc", line: 1, column: 6, messageFragment: "unterminated string"),
        SyntaxCase(text: "{} {}", line: 1, column: 4, messageFragment: "after the end of the JSON value"),
        SyntaxCase(text: "[tru]", line: 1, column: 2, messageFragment: "expected a JSON value"),
        SyntaxCase(text: "// comment\n{}", line: 1, column: 1, messageFragment: "expected a JSON value"),
        SyntaxCase(text: "{\n  \"a\": [\n    1\n", line: 4, column: 1, messageFragment: "found end of file"),
        SyntaxCase(text: "[1x]", line: 1, column: 3, messageFragment: "expected ',' or ']'"),
        SyntaxCase(text: "[.5]", line: 1, column: 2, messageFragment: "expected a JSON value"),
    ]

    @Test func acceptsOneTrailingCommaAsFoundationDoes() throws {
        let root = try GentleJSONParser().parse(Data("{\"a\": [1, 2 ,],\n \"b\": 3,\n}".utf8))
        #expect(root.trailingComma == GentleSourcePosition(line: 2, column: 8))
        #expect(root.member("a")?.value.trailingComma == GentleSourcePosition(line: 1, column: 13))
        #expect(root.member("b")?.value.value == .number(3))
    }

    /// Scalars whose inside is not valid JSON: `JSONDecoder` finds their end when it scans and
    /// refuses them only where it reads them, so they parse as `.malformed` nodes.
    static let malformedCases: [SyntaxCase] = [
        SyntaxCase(text: "[01]", line: 1, column: 3, messageFragment: "leading zeros"),
        SyntaxCase(text: "[1.]", line: 1, column: 4, messageFragment: "digits must follow '.'"),
        SyntaxCase(text: "[1e400]", line: 1, column: 2, messageFragment: "number 1e400 is out of range"),
        SyntaxCase(text: "[2e-324]", line: 1, column: 2, messageFragment: "number 2e-324 is out of range"),
        SyntaxCase(text: "[1.2.3]", line: 1, column: 2, messageFragment: "invalid number 1.2.3"),
        SyntaxCase(text: "[-]", line: 1, column: 3, messageFragment: "invalid number"),
        SyntaxCase(text: "[\"a\u{01}\"]", line: 1, column: 4, messageFragment: "control character"),
        SyntaxCase(text: #"["\x"]"#, line: 1, column: 4, messageFragment: "invalid escape"),
        SyntaxCase(text: #"["\ud800"]"#, line: 1, column: 9, messageFragment: "lone surrogate"),
    ]

    @Test("keeps a malformed scalar as a node for whoever reads it", arguments: malformedCases)
    func keepsMalformedScalars(malformedCase: SyntaxCase) throws {
        let root = try GentleJSONParser().parse(Data((malformedCase.text + " ").utf8))
        guard case .array(let elements) = root.value, case .malformed(let reason, let position)? = elements.first?.value
        else {
            Issue.record("not a malformed element: \(root)")
            return
        }
        #expect(position == GentleSourcePosition(line: malformedCase.line, column: malformedCase.column))
        #expect(reason.contains(malformedCase.messageFragment), "\(reason)")
        #expect(elements.first?.position == GentleSourcePosition(line: 1, column: 2))
    }

    @Test("refuses malformed JSON at the right place", arguments: syntaxCases)
    func refusesMalformedJSON(syntaxCase: SyntaxCase) {
        #expect {
            try GentleJSONParser().parse(Data(syntaxCase.text.utf8))
        } throws: { error in
            guard let error = error as? GentleJSONSyntaxError else { return false }
            return error.position == GentleSourcePosition(line: syntaxCase.line, column: syntaxCase.column)
                && error.message.contains(syntaxCase.messageFragment)
        }
    }

    @Test func depthLimitStopsDeepNestingButAllowsItsOwnDepth() throws {
        let limit = GentleJSONParser(maximumDepth: 4)
        #expect(throws: GentleJSONSyntaxError.self) { try limit.parse(Data("[[[[[]]]]]".utf8)) }
        #expect(try limit.parse(Data("[[[[]]]]".utf8)).position == .start)
        let deep = Data(repeating: UInt8(ascii: "{"), count: 200_000)
        #expect(throws: GentleJSONSyntaxError.self) { try GentleJSONParser().parse(deep) }
    }
}

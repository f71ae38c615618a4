import Foundation
import Testing

/// A broken theme file and the error `validate` must report first.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: Data
    let path: String
    let line: Int
    let column: Int
    let messageFragment: String
    var testDescription: String { name }

    /// The Gentle Default file with the first `original` replaced; the expected place is where
    /// the replacement starts plus `offset` bytes (the file is ASCII, so bytes are columns).
    static func edited(
        _ name: String, replacing original: String, with replacement: String, offset: Int = 0,
        path: String, message: String
    ) throws -> BadInputCase {
        let text = String(decoding: try Fixtures.interop("gentle-default"), as: UTF8.self)
        guard let range = text.range(of: original) else { throw FixtureError.missingText(original) }
        let before = text[..<range.lowerBound].utf8.count + offset
        let prefix = Array(text.utf8.prefix(before))
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = before - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return BadInputCase(
            name: name, bytes: Data(text.replacingCharacters(in: range, with: replacement).utf8),
            path: path, line: line, column: column, messageFragment: message)
    }

    static func all() throws -> [BadInputCase] {
        let defaultFile = try Fixtures.interop("gentle-default")
        return [
            BadInputCase(
                name: "empty file", bytes: Data(), path: "(root)", line: 1, column: 1, messageFragment: "empty"),
            BadInputCase(
                name: "not JSON", bytes: Data("theme: gentle\n".utf8), path: "(root)", line: 1, column: 1,
                messageFragment: "expected a JSON value, found 't'"),
            BadInputCase(
                name: "a JSON array", bytes: Data("[\n  {}\n]".utf8), path: "(root)", line: 1, column: 1,
                messageFragment: "expected an object, found an array"),
            BadInputCase(
                name: "truncated file", bytes: defaultFile.prefix(6000), path: "layout.touch.m",
                line: 259, column: 11, messageFragment: "found end of file"),
            BadInputCase(
                name: "200,000 nested brackets", bytes: Data(repeating: UInt8(ascii: "["), count: 200_000),
                path: String(repeating: "[0]", count: 32) + ".…", line: 1, column: 513,
                messageFragment: "deeper than 512"),
            try edited(
                "a string where a number belongs", replacing: #""pointSize" : 34"#, with: #""pointSize" : "34""#,
                offset: 14, path: "typography.roles.largeTitle_xxl.pointSize",
                message: "expected a number, found a string"),
            try edited(
                "an unknown enum value", replacing: #""animationRole" : "springBack""#,
                with: #""animationRole" : "wobble""#, offset: 18, path: "buttons.roles.primary.animationRole",
                message: "unknown value \"wobble\""),
            try edited(
                "a missing required key", replacing: "\"_specVersion\" : \"0.7.0\",\n", with: "",
                offset: -4, path: "_specVersion", message: "missing required key \"_specVersion\""),
        ]
    }
}

enum FixtureError: Error {
    case missingText(String)
}

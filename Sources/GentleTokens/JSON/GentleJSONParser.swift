#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Parses JSON text into position-annotated nodes.
///
/// The parser keeps its own stack instead of recursing, and refuses nesting deeper than
/// `maximumDepth`, so hostile input (200,000 open brackets) ends in a syntax error, never a
/// stack overflow; the depth limit also keeps the tree shallow enough to free without recursion
/// trouble. The grammar is `JSONDecoder`'s: RFC 8259 without comments, plus one comma allowed
/// after the last entry of an object or array (Foundation's reader takes it);
/// and like `JSONDecoder` it checks the inside of a string or number value only when that value
/// is read, so a malformed one becomes a `.malformed` node rather than a syntax error.
package struct GentleJSONParser: Sendable {
    /// The nesting `JSONDecoder` accepts at most.
    package static let defaultMaximumDepth = 512

    /// Objects and arrays nested deeper than this are refused.
    package var maximumDepth: Int

    /// Creates a parser with a depth limit.
    package init(maximumDepth: Int = GentleJSONParser.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON value filling the whole text.
    package func parse(_ data: Data) throws(GentleJSONSyntaxError) -> GentleJSONNode {
        var run = JSONParseRun(cursor: JSONCursor(bytes: Array(data)), maximumDepth: maximumDepth)
        return try run.parseDocument()
    }
}

/// An object or array still being read.
private struct JSONOpenContainer {
    let isObject: Bool
    let position: GentleSourcePosition
    var members: [GentleJSONNode.Member] = []
    var elements: [GentleJSONNode] = []
    var pendingKey = ""
    var pendingKeyPosition = GentleSourcePosition.start
    var pendingKeyMalformation: GentleJSONNode.Malformation?
    var trailingComma: GentleSourcePosition?

    var pathComponent: String { isObject ? pendingKey : "[\(elements.count)]" }
    var closer: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }

    mutating func append(_ node: GentleJSONNode) {
        if isObject {
            members.append(
                GentleJSONNode.Member(
                    key: pendingKey, keyPosition: pendingKeyPosition, value: node,
                    keyMalformation: pendingKeyMalformation))
        } else {
            elements.append(node)
        }
    }

    var node: GentleJSONNode {
        GentleJSONNode(
            value: isObject ? .object(members) : .array(elements), position: position, trailingComma: trailingComma)
    }
}

/// One parse: the cursor and the stack of open containers.
private struct JSONParseRun {
    var cursor: JSONCursor
    let maximumDepth: Int
    var stack: [JSONOpenContainer] = []

    mutating func parseDocument() throws(GentleJSONSyntaxError) -> GentleJSONNode {
        cursor.skipWhitespace()
        if cursor.isAtEnd { throw failure("the file is empty; expected a JSON value") }
        while true {
            guard let value = try readValueOrOpen() else { continue }
            if let root = try close(startingWith: value) { return root }
        }
    }

    /// Reads a scalar or an empty container; opens a non-empty container and returns nil.
    private mutating func readValueOrOpen() throws(GentleJSONSyntaxError) -> GentleJSONNode? {
        cursor.skipWhitespace()
        let start = cursor.position
        guard let byte = cursor.current else { throw failure("unexpected end of file; expected a JSON value") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return try open(at: start)
        case UInt8(ascii: "\""):
            return scalar(try readStringValue(), at: start, GentleJSONNode.Value.string)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return scalar(cursor.readNumberValue(), at: start, GentleJSONNode.Value.number)
        default:
            for (word, value) in [("true", GentleJSONNode.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
            where cursor.consume(word: word) {
                return GentleJSONNode(value: value, position: start)
            }
            throw failure("expected a JSON value, found \(cursor.currentDescription)")
        }
    }

    private mutating func open(at start: GentleSourcePosition) throws(GentleJSONSyntaxError) -> GentleJSONNode? {
        guard stack.count < maximumDepth else {
            throw failure("nesting is deeper than \(maximumDepth) levels")
        }
        let container = JSONOpenContainer(isObject: cursor.current == UInt8(ascii: "{"), position: start)
        cursor.advance()
        cursor.skipWhitespace()
        if cursor.consume(container.closer) { return container.node }
        stack.append(container)
        if container.isObject { try readKey() }
        return nil
    }

    /// Adds `value` to its container and closes every container that ends after it.
    /// Returns the root once the document is complete, nil when another value must be read.
    private mutating func close(startingWith value: GentleJSONNode) throws(GentleJSONSyntaxError) -> GentleJSONNode? {
        var completed = value
        while let top = stack.indices.last {
            stack[top].append(completed)
            cursor.skipWhitespace()
            let commaPosition = cursor.position
            if cursor.consume(UInt8(ascii: ",")) {
                cursor.skipWhitespace()
                // Foundation's JSON reader accepts one comma after the last entry.
                guard cursor.current == stack[top].closer else {
                    if stack[top].isObject { try readKey() }
                    return nil
                }
                stack[top].trailingComma = commaPosition
            }
            guard cursor.consume(stack[top].closer) else {
                let expected =
                    stack[top].isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
                throw failure("expected \(expected), found \(cursor.currentDescription)")
            }
            completed = stack.removeLast().node
        }
        cursor.skipWhitespace()
        guard cursor.isAtEnd else {
            throw failure("unexpected \(cursor.currentDescription) after the end of the JSON value")
        }
        return completed
    }

    /// Reads `"key" :` into the innermost open object.
    private mutating func readKey() throws(GentleJSONSyntaxError) {
        cursor.skipWhitespace()
        let position = cursor.position
        guard cursor.current == UInt8(ascii: "\"") else {
            throw failure("expected a string key, found \(cursor.currentDescription)")
        }
        let keyStart = cursor.index
        let key: String
        let malformation: GentleJSONNode.Malformation?
        switch try readStringValue() {
        case .success(let text):
            key = text
            malformation = nil
        case .failure(let problem):
            // The key is only checked when its object is read; until then a lossy reading names it.
            key = String(decoding: cursor.bytes[(keyStart + 1)..<(cursor.index - 1)], as: UTF8.self)
            malformation = GentleJSONNode.Malformation(reason: problem.message, position: problem.position ?? position)
        }
        stack[stack.count - 1].pendingKey = key
        stack[stack.count - 1].pendingKeyPosition = position
        stack[stack.count - 1].pendingKeyMalformation = malformation
        cursor.skipWhitespace()
        guard cursor.consume(UInt8(ascii: ":")) else {
            throw failure("expected ':' after the key \"\(key)\", found \(cursor.currentDescription)")
        }
    }

    private mutating func readStringValue() throws(GentleJSONSyntaxError) -> Result<String, JSONTokenError> {
        do {
            return try cursor.readStringValue()
        } catch {
            throw failure(error.message, at: error.position)
        }
    }

    private func scalar<Scalar>(
        _ result: Result<Scalar, JSONTokenError>, at start: GentleSourcePosition,
        _ value: (Scalar) -> GentleJSONNode.Value
    ) -> GentleJSONNode {
        switch result {
        case .success(let scalar):
            return GentleJSONNode(value: value(scalar), position: start)
        case .failure(let problem):
            let malformed = GentleJSONNode.Value.malformed(reason: problem.message, at: problem.position ?? start)
            return GentleJSONNode(value: malformed, position: start)
        }
    }

    private func failure(_ message: String, at position: GentleSourcePosition? = nil) -> GentleJSONSyntaxError {
        // A path hundreds of levels deep says no more than its first levels and an ellipsis.
        let path = stack.prefix(Self.reportedPathDepth).map(\.pathComponent)
        let ellipsis = stack.count > Self.reportedPathDepth ? ["…"] : []
        return GentleJSONSyntaxError(
            message: message, position: position ?? cursor.position, codingPath: path + ellipsis)
    }

    private static let reportedPathDepth = 32
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON value of a Design Tokens (DTCG) document, built in code and written with sorted keys.
package indirect enum DTCGNode: Sendable, Equatable, Encodable {
    /// An object; keys are written sorted.
    case object([String: DTCGNode])
    /// An array.
    case array([DTCGNode])
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// A boolean.
    case bool(Bool)

    /// Writes the value as its JSON counterpart.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .object(let members): try container.encode(members)
        case .array(let items): try container.encode(items)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        }
    }

    /// A token: `$value` and `$type`, plus `$extensions` under the project namespace when given.
    static func token(_ type: String, _ value: DTCGNode, extensions: [String: DTCGNode] = [:]) -> DTCGNode {
        var members: [String: DTCGNode] = ["$type": .string(type), "$value": value]
        if !extensions.isEmpty { members["$extensions"] = .object([DTCGDocument.namespace: .object(extensions)]) }
        return .object(members)
    }

    /// A group of `members`, with `$extensions` under the project namespace when given.
    static func group(_ members: [String: DTCGNode], extensions: [String: DTCGNode] = [:]) -> DTCGNode {
        var all = members
        if !extensions.isEmpty { all["$extensions"] = .object([DTCGDocument.namespace: .object(extensions)]) }
        return .object(all)
    }

    /// A reference to the token at `path` from the root of the same document (`colors.primaryCTA`),
    /// written as the format's curly-brace alias `{colors.primaryCTA}`.
    static func alias(_ path: String) -> DTCGNode {
        .string("{\(path)}")
    }

    /// A dimension in px, a point being one CSS pixel.
    static func dimension(_ points: Double) -> DTCGNode {
        .object(["value": .number(points), "unit": .string("px")])
    }

    /// A resolved length as a dimension in px.
    static func dimension(_ length: Length) -> DTCGNode {
        dimension(length.points)
    }

    /// A duration in milliseconds.
    static func duration(seconds: Double) -> DTCGNode {
        .object(["value": .number((seconds * 1000 * 1000).rounded() / 1000), "unit": .string("ms")])
    }

    /// Pretty-printed JSON with sorted keys; the same document always gives the same bytes.
    package func encoded() throws(TokensDocumentError) -> Data {
        try TokensDocumentError.sortedJSON(self)
    }
}

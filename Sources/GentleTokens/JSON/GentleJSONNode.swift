/// A parsed JSON value together with the position where it starts.
package struct GentleJSONNode: Sendable, Equatable {
    /// The value, with its children as nodes.
    package enum Value: Sendable, Equatable {
        /// An object's members in file order (duplicates kept).
        case object([Member])
        /// An array's elements.
        case array([GentleJSONNode])
        /// A string, unescaped.
        case string(String)
        /// A number, as Swift's `Double` reads its literal.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
        /// A string or number whose text is not valid JSON (a raw control character, a bad
        /// escape, `01`, `1e400`): `JSONDecoder` refuses it only where it reads it.
        case malformed(reason: String, at: GentleSourcePosition)
    }

    /// One `"key": value` member of an object.
    package struct Member: Sendable, Equatable {
        /// The unescaped key.
        package var key: String
        /// Where the key's opening quote is.
        package var keyPosition: GentleSourcePosition
        /// The member's value.
        package var value: GentleJSONNode
        /// Why the key's text is not valid JSON, if it is not (`key` is then a lossy reading):
        /// `JSONDecoder` refuses it only when it reads the object.
        package var keyMalformation: Malformation?

        /// Creates a member.
        package init(
            key: String, keyPosition: GentleSourcePosition, value: GentleJSONNode, keyMalformation: Malformation? = nil
        ) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
            self.keyMalformation = keyMalformation
        }
    }

    /// A problem inside a string's or number's text, and where it is.
    package struct Malformation: Sendable, Equatable {
        /// What is wrong.
        package var reason: String
        /// Where it is.
        package var position: GentleSourcePosition

        /// Creates a malformation.
        package init(reason: String, position: GentleSourcePosition) {
            self.reason = reason
            self.position = position
        }
    }

    /// The value.
    package var value: Value
    /// Where the value starts.
    package var position: GentleSourcePosition
    /// Where a comma after an object's or array's last entry is: `JSONDecoder` accepts one.
    package var trailingComma: GentleSourcePosition?

    /// Creates a node.
    package init(value: Value, position: GentleSourcePosition, trailingComma: GentleSourcePosition? = nil) {
        self.value = value
        self.position = position
        self.trailingComma = trailingComma
    }

    /// The members when this is an object, else nil.
    package var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The first member named `key`, when this is an object: `JSONDecoder` reads the first of
    /// duplicate keys and ignores the rest (`JSONSerialization` keeps the last; the package
    /// decodes with `JSONDecoder`).
    package func member(_ key: String) -> Member? {
        members?.first { $0.key == key }
    }

    /// The members a decoder reads, in file order: each key's first occurrence only.
    package var distinctMembers: [Member]? {
        guard let members else { return nil }
        var seen = Set<String>()
        return members.filter { seen.insert($0.key).inserted }
    }

    /// A short name of the value's JSON type for messages: "an object", "a string", …
    package var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .malformed(let reason, _): "malformed JSON (\(reason))"
        }
    }
}

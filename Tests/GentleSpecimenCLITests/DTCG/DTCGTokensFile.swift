import Foundation

/// One DTCG tokens file read alone, by the rules of the format (Format module 2025.10: groups,
/// types, aliases) and nothing of the exporter, as Style Dictionary or Terrazzo read a file they
/// are pointed at: a token is an object with `$value`; its type is its own `$type`, else the
/// nearest enclosing group's, else its alias target's; an alias is a string `{group.token}` that
/// names a token by its path from the file's root, followed through chains until a value; a
/// chain that comes back to a token it passed is an error.
struct DTCGTokensFile {
    /// A token of the file.
    struct Token {
        /// Its path from the root, `colors.primaryCTA`.
        let path: String
        /// Its own `$type` or the nearest group's; nil when neither gives one.
        let type: String?
        let value: Any
    }

    /// A reference found in the file.
    struct Reference {
        /// Where it sits: the token's path, then the composite members or `$extensions` keys to it.
        let at: [String]
        /// The token path inside the braces.
        let target: String
        /// The type the place takes, when the format gives one: the token's own for a whole
        /// value, the member's for a composite member; nil in `$extensions`.
        let expectedType: String?
    }

    /// A token's type and its value with every alias in it replaced by what it names.
    struct Resolved {
        let type: String
        let value: Any
    }

    /// Why a reference or a token does not resolve.
    enum Failure: Error, Hashable, CustomStringConvertible {
        /// The reference at a place names no token of the file.
        case dangling(at: String, target: String)
        /// Following the aliases comes back to a token already passed.
        case cyclic([String])
        /// The reference resolves to a token of another type than its place takes.
        case mismatchedType(at: String, expected: String, found: String)
        /// A token with no `$type`, own or inherited, that is not an alias.
        case untyped(String)

        var description: String {
            switch self {
            case .dangling(let at, let target): "\(at): {\(target)} names no token of the file"
            case .cyclic(let chain): "cycle \(chain.joined(separator: " → "))"
            case .mismatchedType(let at, let expected, let found): "\(at): takes \(expected), the alias gives \(found)"
            case .untyped(let path): "\(path): no $type, own, inherited or from an alias"
            }
        }
    }

    /// The types of the composite members that take a value of a type of their own (Format
    /// module, "Composite types").
    static let memberTypes: [String: [String: String]] = [
        "shadow": [
            "color": "color", "offsetX": "dimension", "offsetY": "dimension", "blur": "dimension",
            "spread": "dimension",
        ],
        "typography": [
            "fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
            "letterSpacing": "dimension", "lineHeight": "number",
        ],
        "border": ["color": "color", "width": "dimension", "style": "strokeStyle"],
        "transition": ["duration": "duration", "delay": "duration", "timingFunction": "cubicBezier"],
    ]

    /// Every token, by path.
    private(set) var tokens: [String: Token] = [:]
    /// Every reference, in token values and under `$extensions`.
    private(set) var references: [Reference] = []

    /// Reads the parsed file `root`.
    init(root: [String: Any]) {
        walk(root, path: [], inheritedType: nil)
    }

    /// Reads the file at `url`, which must hold a JSON object.
    init(contentsOf url: URL) throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let root = parsed as? [String: Any] else { throw CocoaError(.fileReadCorruptFile) }
        self.init(root: root)
    }

    /// The path inside `{…}` when `value` is an alias string, else nil.
    static func aliasTarget(_ value: Any) -> String? {
        guard let text = value as? String, text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private mutating func walk(_ group: [String: Any], path: [String], inheritedType: String?) {
        let type = (group["$type"] as? String) ?? inheritedType
        if let extensions = group["$extensions"] {
            collect(extensions, at: path + ["$extensions"], expected: nil)
        }
        if let value = group["$value"] {
            let key = path.joined(separator: ".")
            tokens[key] = Token(path: key, type: type, value: value)
            collect(value, at: path, expected: type)
            return
        }
        for (key, child) in group where !key.hasPrefix("$") {
            guard let child = child as? [String: Any] else { continue }
            walk(child, path: path + [key], inheritedType: type)
        }
    }

    private mutating func collect(_ value: Any, at place: [String], expected: String?) {
        if let target = Self.aliasTarget(value) {
            references.append(Reference(at: place, target: target, expectedType: expected))
        } else if let object = value as? [String: Any] {
            for (key, member) in object {
                collect(member, at: place + [key], expected: expected.flatMap { Self.memberTypes[$0]?[key] })
            }
        } else if let items = value as? [Any] {
            // A layered shadow is an array of shadows; no other array item takes a type of its own.
            for (index, item) in items.enumerated() {
                collect(item, at: place + [String(index)], expected: expected == "shadow" ? "shadow" : nil)
            }
        }
    }

    /// The token at `path`, its aliases followed and its composite members resolved.
    func resolve(_ path: String) throws(Failure) -> Resolved {
        try resolve(path, from: path, passed: [])
    }

    /// What `reference` names, resolved, checked against the type its place takes.
    func resolve(_ reference: Reference) throws(Failure) -> Resolved {
        let place = reference.at.joined(separator: ".")
        let resolved = try resolve(reference.target, from: place, passed: [])
        if let expected = reference.expectedType, expected != resolved.type {
            throw .mismatchedType(at: place, expected: expected, found: resolved.type)
        }
        return resolved
    }

    /// Every token resolved, and every reference's failure, each reference checked once.
    func resolveAll() -> (tokens: [String: Resolved], failures: [Failure]) {
        var resolved: [String: Resolved] = [:]
        var failures: [Failure] = []
        for path in tokens.keys.sorted() {
            do { resolved[path] = try resolve(path) } catch { failures.append(error) }
        }
        for reference in references {
            do { _ = try resolve(reference) } catch { if !failures.contains(error) { failures.append(error) } }
        }
        return (resolved, failures)
    }

    private func resolve(_ path: String, from place: String, passed: [String]) throws(Failure) -> Resolved {
        if let start = passed.firstIndex(of: path) { throw .cyclic(Array(passed[start...]) + [path]) }
        guard let token = tokens[path] else { throw .dangling(at: place, target: path) }
        let chain = passed + [path]
        if let target = Self.aliasTarget(token.value) {
            let resolved = try resolve(target, from: path, passed: chain)
            if let declared = token.type, declared != resolved.type {
                throw .mismatchedType(at: path, expected: declared, found: resolved.type)
            }
            return resolved
        }
        guard let type = token.type else { throw .untyped(path) }
        return Resolved(type: type, value: try substitute(token.value, at: path, expected: type, chain: chain))
    }

    /// `value` with each alias inside it replaced by its target's resolved value.
    private func substitute(_ value: Any, at place: String, expected: String?, chain: [String]) throws(Failure)
        -> Any
    {
        if let target = Self.aliasTarget(value) {
            let resolved = try resolve(target, from: place, passed: chain)
            if let expected, expected != resolved.type {
                throw .mismatchedType(at: place, expected: expected, found: resolved.type)
            }
            return resolved.value
        }
        if let object = value as? [String: Any] {
            var members: [String: Any] = [:]
            for (key, member) in object {
                let memberType = expected.flatMap { Self.memberTypes[$0]?[key] }
                members[key] = try substitute(member, at: "\(place).\(key)", expected: memberType, chain: chain)
            }
            return members
        }
        if let items = value as? [Any] {
            var substituted: [Any] = []
            for (index, item) in items.enumerated() {
                let itemType = expected == "shadow" ? "shadow" : nil
                substituted.append(try substitute(item, at: "\(place).\(index)", expected: itemType, chain: chain))
            }
            return substituted
        }
        return value
    }
}

import Foundation

/// Resolves the curly-brace aliases of one set of a parsed DTCG document, as a tool does after
/// the resolver document has loaded the set: `{colors.primaryCTA}` names the token at that path,
/// and an alias to an alias is followed until a value that is not one.
struct DTCGAliasResolver {
    /// Why an alias does not resolve.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// The path names no token.
        case dangling(String)
        /// Following the aliases comes back to a token already passed.
        case cyclic([String])

        var description: String {
            switch self {
            case .dangling(let path): "{\(path)} names no token"
            case .cyclic(let chain): "cycle \(chain.joined(separator: " → "))"
            }
        }
    }

    /// An alias found in the set: where it sits (keys from the set down, the token's own for a
    /// token's value) and the path it names.
    struct Alias {
        let at: [String]
        let target: String
    }

    let set: [String: Any]

    /// The path inside `{…}` when `value` is an alias string, else nil.
    static func target(of value: Any) -> String? {
        guard let text = value as? String, text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// The value the token at `path` ends at, aliases followed.
    func resolve(_ path: String) throws(Failure) -> Any {
        var chain: [String] = []
        var current = path
        while true {
            guard !chain.contains(current) else { throw .cyclic(chain + [current]) }
            chain.append(current)
            var node: Any? = set
            for key in current.split(separator: ".") { node = (node as? [String: Any])?[String(key)] }
            guard let value = (node as? [String: Any])?["$value"] else { throw .dangling(current) }
            guard let next = Self.target(of: value) else { return value }
            current = next
        }
    }

    /// Every alias string anywhere in the set: token values, composite members and `$extensions`.
    var aliases: [Alias] {
        var found: [Alias] = []
        func walk(_ node: Any, at path: [String]) {
            if let target = Self.target(of: node) {
                // A token's alias sits at the token, not at its `$value`.
                found.append(Alias(at: path.last == "$value" ? path.dropLast() : path, target: target))
            }
            if let object = node as? [String: Any] {
                for (key, child) in object { walk(child, at: path + [key]) }
            } else if let array = node as? [Any] {
                for (index, child) in array.enumerated() { walk(child, at: path + [String(index)]) }
            }
        }
        walk(set, at: [])
        return found
    }
}

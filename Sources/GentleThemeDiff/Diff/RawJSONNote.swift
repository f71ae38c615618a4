import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A place where the two themes' JSON differs without any visible effect: an invalid hex that
/// resolves to the same black, a legacy surface form the package migrates, a border on a role
/// that never draws one, an animation field no button reads.
package struct RawJSONNote: Sendable, Equatable {
    /// The dotted JSON path, as `surfaces.roles.chrome.borderWidth`.
    package let path: String
    /// The old value as JSON text; nil when the key is new.
    package let old: String?
    /// The new value as JSON text; nil when the key was removed.
    package let new: String?
}

/// The leaves of a JSON document by dotted path, each as compact JSON text.
struct RawJSONLeaves: Sendable, Equatable {
    /// JSON text of every scalar, by path; arrays index as `name.0`.
    let values: [String: String]

    /// The leaves of `document`; a document that is not JSON has none. A key given twice in one
    /// object counts once, with its last value, as `JSONSerialization` read it.
    init(document: Data) {
        var values: [String: String] = [:]
        if let root = try? GentleJSONParser().parse(document), Self.collect(root, path: [], into: &values) {
            self.values = values
        } else {
            self.values = [:]
        }
    }

    /// Adds the leaves under `node`; false when a value in it is malformed, so the document is not JSON.
    private static func collect(_ node: GentleJSONNode, path: [String], into values: inout [String: String]) -> Bool {
        switch node.value {
        case .object(let members):
            var last: [String: GentleJSONNode] = [:]
            for member in members {
                guard member.keyMalformation == nil else { return false }
                last[member.key] = member.value
            }
            return last.allSatisfy { collect($0.value, path: path + [$0.key], into: &values) }
        case .array(let elements):
            return elements.enumerated().allSatisfy {
                collect($0.element, path: path + [String($0.offset)], into: &values)
            }
        case .string(let string): values[path.joined(separator: ".")] = "\"\(string)\""
        case .number(let number): values[path.joined(separator: ".")] = text(of: number)
        case .bool(let bool): values[path.joined(separator: ".")] = bool ? "true" : "false"
        case .null: values[path.joined(separator: ".")] = "null"
        case .malformed: return false
        }
        return true
    }

    /// A number as `JSONSerialization` wrote it: a whole number below 10¹⁶ without a fraction
    /// (`12`), any other in Swift's shortest form (`0.25`, `1e-07`, `3e+20`).
    static func text(of number: Double) -> String {
        guard number.rounded() == number, abs(number) < 1e16 else { return "\(number)" }
        return String(Int64(number))
    }

    /// Paths whose text differs between `old` and `new`, sorted.
    static func differences(_ old: RawJSONLeaves, _ new: RawJSONLeaves) -> [RawJSONNote] {
        Set(old.values.keys).union(new.values.keys).sorted().compactMap { path in
            let before = old.values[path]
            let after = new.values[path]
            return before == after ? nil : RawJSONNote(path: path, old: before, new: after)
        }
    }

    /// The resolved-token path prefix a raw JSON path feeds: `colors.pairByRole.primaryCTA.lightHex`
    /// feeds `colors.primaryCTA`, `buttons.animations.pop.duration` feeds `buttons.animations.pop`.
    static func tokenPrefix(of path: String) -> String {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3 else { return path }
        switch (parts[0], parts[1]) {
        case ("colors", "pairByRole"), ("typography", "roles"), ("surfaces", "roles"), ("buttons", "roles"):
            return "\(parts[0]).\(parts[2])"
        case ("layout", "inset"):
            return parts.count >= 5 ? parts[0..<4].joined(separator: ".") : parts[0..<3].joined(separator: ".")
        default:
            return parts[0..<3].joined(separator: ".")
        }
    }
}

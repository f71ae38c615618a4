import Foundation

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

    /// The leaves of `document`; a document that is not JSON has none.
    init(document: Data) {
        var values: [String: String] = [:]
        if let root = try? JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed]) {
            Self.collect(root, path: [], into: &values)
        }
        self.values = values
    }

    private static func collect(_ node: Any, path: [String], into values: inout [String: String]) {
        switch node {
        case let object as [String: Any]:
            for (key, child) in object { collect(child, path: path + [key], into: &values) }
        case let array as [Any]:
            for (index, child) in array.enumerated() { collect(child, path: path + [String(index)], into: &values) }
        default:
            values[path.joined(separator: ".")] = text(of: node)
        }
    }

    private static func text(of scalar: Any) -> String {
        if let string = scalar as? String { return "\"\(string)\"" }
        if scalar is NSNull { return "null" }
        if let data = try? JSONSerialization.data(withJSONObject: scalar, options: [.fragmentsAllowed]) {
            return String(decoding: data, as: UTF8.self)
        }
        return String(describing: scalar)
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

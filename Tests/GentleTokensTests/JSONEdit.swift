import Foundation

/// One change to a JSON document, addressed by a key path; values are JSON text.
enum JSONEdit: Sendable {
    case set([String], String)
    case remove([String])

    /// The document with every edit applied, re-serialised.
    static func apply(_ edits: [JSONEdit], to data: Data) throws -> Data {
        var root = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        for edit in edits {
            switch edit {
            case .set(let path, let json):
                let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
                root = replacing(root, at: path[...], with: value)
            case .remove(let path):
                root = replacing(root, at: path[...], with: nil)
            }
        }
        return try JSONSerialization.data(withJSONObject: root)
    }

    private static func replacing(_ object: [String: Any], at path: ArraySlice<String>, with value: Any?) -> [String:
        Any]
    {
        guard let key = path.first else { return object }
        var copy = object
        if path.count == 1 {
            copy[key] = value
        } else {
            copy[key] = replacing(object[key] as? [String: Any] ?? [:], at: path.dropFirst(), with: value)
        }
        return copy
    }
}

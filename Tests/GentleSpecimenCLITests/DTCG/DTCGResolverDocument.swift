import Foundation

/// A DTCG resolver document read by the rules of the Resolver module (2025.10) and nothing of the
/// exporter: `version` is `2025.10`; `resolutionOrder` lists sets and modifiers, by reference
/// object or inline; a modifier's `contexts` map names to arrays of sources, its `default` one of
/// them; a source is inline tokens or a reference object, `#/…` a JSON Pointer into this
/// document, anything else a file relative to it with an optional `#` pointer into that file.
struct DTCGResolverDocument {
    let root: [String: Any]
    /// The folder the document sits in, that its file references are relative to.
    let directory: URL

    /// Reads the resolver document at `url`.
    init(contentsOf url: URL) throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let root = parsed as? [String: Any] else { throw CocoaError(.fileReadCorruptFile) }
        self.root = root
        directory = url.deletingLastPathComponent()
    }

    /// Every rule of the module the document breaks, each a sentence naming the place.
    var problems: [String] {
        var found: [String] = []
        if root["version"] as? String != "2025.10" { found.append("version is not 2025.10") }
        guard let order = root["resolutionOrder"] as? [Any], !order.isEmpty else {
            return found + ["resolutionOrder is missing or empty"]
        }
        for (index, item) in order.enumerated() {
            guard let entry = item as? [String: Any] else {
                found.append("resolutionOrder/\(index) is not an object")
                continue
            }
            do {
                let (kind, body) = try orderItem(entry)
                found += kind == "modifier" ? modifierProblems(body) : setProblems(body)
            } catch {
                found.append("resolutionOrder/\(index): \(error)")
            }
        }
        return found
    }

    /// The tokens the document resolves to for `input` (modifier name → context name): the
    /// sources of each set and chosen context merged in resolution order, a later token
    /// replacing an earlier one at the same path.
    func tokens(for input: [String: String]) throws -> [String: Any] {
        var merged: [String: Any] = [:]
        for item in root["resolutionOrder"] as? [[String: Any]] ?? [] {
            let (kind, body) = try orderItem(item)
            let sources: [Any]
            if kind == "modifier" {
                let name = try modifierName(item)
                let contexts = body["contexts"] as? [String: [Any]] ?? [:]
                guard let context = input[name] ?? (body["default"] as? String), let chosen = contexts[context] else {
                    throw ResolverFailure("no context of \(name) is chosen")
                }
                sources = chosen
            } else {
                sources = body["sources"] as? [Any] ?? []
            }
            for source in sources { merged = Self.merged(merged, with: try tokens(of: source)) }
        }
        return merged
    }

    /// The file names the contexts of the modifier `name` load, by context.
    func files(ofModifier name: String) -> [String: [String]] {
        let modifier = (root["modifiers"] as? [String: Any])?[name] as? [String: Any]
        let contexts = modifier?["contexts"] as? [String: [Any]] ?? [:]
        return contexts.mapValues { sources in
            sources.compactMap { ($0 as? [String: Any])?["$ref"] as? String }.filter { !$0.hasPrefix("#") }
        }
    }

    private struct ResolverFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// A resolution-order item as `set` or `modifier` and its body, a reference followed.
    private func orderItem(_ entry: [String: Any]) throws -> (kind: String, body: [String: Any]) {
        guard let reference = entry["$ref"] as? String else {
            guard let type = entry["type"] as? String, type == "set" || type == "modifier", entry["name"] is String
            else {
                throw ResolverFailure("an inline item needs a name and a type of set or modifier")
            }
            return (type, entry)
        }
        guard reference.hasPrefix("#/"), let body = (try? Self.pointer(reference, in: root)) as? [String: Any] else {
            throw ResolverFailure("\(reference) does not point to a set or modifier of the document")
        }
        let kind = reference.hasPrefix("#/modifiers/") ? "modifier" : "set"
        return (kind, body)
    }

    private func modifierName(_ entry: [String: Any]) throws -> String {
        if let name = entry["name"] as? String { return name }
        guard let reference = entry["$ref"] as? String else { throw ResolverFailure("a modifier without a name") }
        return String(reference.dropFirst("#/modifiers/".count))
    }

    private func modifierProblems(_ modifier: [String: Any]) -> [String] {
        guard let contexts = modifier["contexts"] as? [String: [Any]], !contexts.isEmpty else {
            return ["a modifier has no contexts"]
        }
        var found: [String] = contexts.count < 2 ? ["a modifier has one context"] : []
        if let fallback = modifier["default"], !((fallback as? String).map { contexts[$0] != nil } ?? false) {
            found.append("the default \(fallback) is not a context")
        }
        for (name, sources) in contexts.sorted(by: { $0.key < $1.key }) {
            found += sources.flatMap { sourceProblems($0, at: "context \(name)") }
        }
        return found
    }

    private func setProblems(_ set: [String: Any]) -> [String] {
        guard let sources = set["sources"] as? [Any] else { return ["a set has no sources"] }
        return sources.flatMap { sourceProblems($0, at: "a set") }
    }

    private func sourceProblems(_ source: Any, at place: String) -> [String] {
        do {
            _ = try tokens(of: source)
            return []
        } catch {
            return ["\(place): \(error)"]
        }
    }

    /// The tokens a source stands for: inline tokens, a set of this document, or a file beside it.
    private func tokens(of source: Any) throws -> [String: Any] {
        guard let object = source as? [String: Any] else { throw ResolverFailure("a source is not an object") }
        guard let reference = object["$ref"] as? String else { return object }
        if reference.hasPrefix("#/modifiers/") { throw ResolverFailure("\(reference): a source cannot be a modifier") }
        if reference.hasPrefix("#") {
            guard let set = try Self.pointer(reference, in: root) as? [String: Any],
                let sources = set["sources"] as? [Any]
            else { throw ResolverFailure("\(reference) names no set of the document") }
            return try sources.reduce(into: [:]) { merged, source in
                merged = Self.merged(merged, with: try tokens(of: source))
            }
        }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file = directory.appendingPathComponent(parts[0])
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw ResolverFailure("\(reference): there is no file \(parts[0]) beside the resolver")
        }
        let parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        let pointed = parts.count == 2 ? try Self.pointer("#" + parts[1], in: parsed) : parsed
        guard let tokens = pointed as? [String: Any] else {
            throw ResolverFailure("\(reference) is not a tokens object")
        }
        return tokens
    }

    /// The node an RFC 6901 JSON Pointer (`#/modifiers/colorScheme`) names in `document`.
    static func pointer(_ pointer: String, in document: Any) throws -> Any {
        var node: Any = document
        let path = pointer.dropFirst(pointer.hasPrefix("#/") ? 2 : 1)
        guard !path.isEmpty else { return document }
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let object = node as? [String: Any], let child = object[key] {
                node = child
            } else if let array = node as? [Any], let index = Int(key), array.indices.contains(index) {
                node = array[index]
            } else {
                throw ResolverFailure("\(pointer) names nothing")
            }
        }
        return node
    }

    /// `base` with `overlay` laid over it: groups merge, a token of `overlay` replaces one of `base`.
    static func merged(_ base: [String: Any], with overlay: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in overlay {
            if let group = value as? [String: Any], group["$value"] == nil,
                let existing = result[key] as? [String: Any],
                existing["$value"] == nil
            {
                result[key] = merged(existing, with: group)
            } else {
                result[key] = value
            }
        }
        return result
    }
}

/// Walks a parsed theme against the package's schema and collects every problem.
///
/// The walk follows the schema, not the input, so its depth is the schema's (about six levels)
/// whatever the file holds. Each check mirrors what the package's decoder does with that key:
/// refusing gives an error, silently falling back or ignoring gives a warning.
struct SpecValidator {
    /// The members of an object, by key; for duplicates the first one, as `JSONDecoder` keeps.
    typealias Fields = [String: GentleJSONNode]

    let fileName: String
    private(set) var diagnostics = DiagnosticCollector()

    init(fileName: String) {
        self.fileName = fileName
    }

    var hasErrors: Bool { diagnostics.containsErrors }

    mutating func error(_ message: String, at position: GentleSourcePosition, _ path: [String]) {
        diagnostics.append(
            GentleDiagnostic(
                severity: .error, fileName: fileName, codingPath: path, message: message, position: position))
    }

    mutating func warning(_ message: String, at position: GentleSourcePosition, _ path: [String]) {
        diagnostics.append(
            GentleDiagnostic(
                severity: .warning, fileName: fileName, codingPath: path, message: message, position: position))
    }

    /// Runs `check` on a scratch validator, to try one reading of a value before committing to it.
    func trial(_ check: (inout SpecValidator) -> Void) -> SpecValidator {
        var scratch = SpecValidator(fileName: fileName)
        check(&scratch)
        return scratch
    }

    mutating func adopt(_ other: SpecValidator) {
        diagnostics.append(contentsOf: other.diagnostics)
    }

    /// Checks that `node` is an object with the required keys; unknown keys are warnings unless
    /// listed in `ignored` with the reason they are ignored. Returns nil when it is not an object.
    mutating func object(
        _ node: GentleJSONNode, _ path: [String], required: [String], optional: [String] = [],
        ignored: [String: String] = [:]
    ) -> Fields? {
        guard let fields = dictionary(node, path) else { return nil }
        for key in required where fields[key] == nil {
            error("missing required key \"\(key)\"", at: node.position, path + [key])
        }
        let known = Set(required + optional)
        for member in node.distinctMembers ?? [] where !known.contains(member.key) {
            let reason =
                ignored[member.key] ?? "unknown key; the package ignores it"
                + didYouMean(member.key, among: required + optional)
            warning(reason, at: member.keyPosition, path + [member.key])
        }
        return fields
    }

    /// Checks that `node` is an object and returns its members by key, warning on duplicates.
    mutating func dictionary(_ node: GentleJSONNode, _ path: [String]) -> Fields? {
        guard let members = node.members else {
            if readable(node, path) {
                error("expected an object, found \(node.kindDescription)", at: node.position, path)
            }
            return nil
        }
        if let comma = node.trailingComma {
            warning(
                "trailing comma; the package's JSONDecoder accepts it, stricter JSON readers refuse it", at: comma,
                path)
        }
        let malformedKeys = members.compactMap(\.keyMalformation)
        guard malformedKeys.isEmpty else {
            for key in malformedKeys { error("not valid JSON: \(key.reason)", at: key.position, path) }
            return nil
        }
        var fields: Fields = [:]
        for member in members {
            guard fields[member.key] == nil else {
                warning(
                    "duplicate key; the package reads the first one and ignores this one", at: member.keyPosition,
                    path + [member.key])
                continue
            }
            fields[member.key] = member.value
        }
        return fields
    }
}

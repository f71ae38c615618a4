/// Diagnostics made from the two error types a theme file can raise.
extension GentleDiagnostic {
    /// A syntax error at its place.
    init(syntaxError: GentleJSONSyntaxError, fileName: String) {
        self.init(
            severity: .error, fileName: fileName, codingPath: syntaxError.codingPath,
            message: "not valid JSON: \(syntaxError.message)", position: syntaxError.position)
    }

    /// A `DecodingError` located in the parsed tree: at the value its coding path names, or at
    /// the nearest enclosing value that exists (for a missing key, the object that lacks it).
    init(decodingError: DecodingError, in root: GentleJSONNode, fileName: String) {
        let (keys, message) = Self.describe(decodingError)
        let path = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        self.init(
            severity: .error, fileName: fileName, codingPath: path, message: message,
            position: Self.locate(keys, in: root))
    }

    private static func describe(_ error: DecodingError) -> ([any CodingKey], String) {
        switch error {
        case .keyNotFound(let key, let context):
            return (context.codingPath + [key], "missing required key \"\(key.stringValue)\"")
        case .valueNotFound(let type, let context):
            return (context.codingPath, "expected \(type), found null")
        case .typeMismatch(let type, let context):
            return (context.codingPath, "expected \(type): \(context.debugDescription)")
        case .dataCorrupted(let context):
            return (context.codingPath, context.debugDescription)
        @unknown default:
            return ([], "\(error)")
        }
    }

    private static func locate(_ keys: [any CodingKey], in root: GentleJSONNode) -> GentleSourcePosition {
        var node = root
        for key in keys {
            let child: GentleJSONNode?
            switch node.value {
            case .object: child = node.member(key.stringValue)?.value
            case .array(let elements):
                child = key.intValue.flatMap { elements.indices.contains($0) ? elements[$0] : nil }
            default: child = nil
            }
            guard let child else { break }
            node = child
        }
        return node.position
    }
}

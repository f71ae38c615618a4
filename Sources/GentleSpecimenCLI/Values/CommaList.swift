/// A comma-separated list of values, `large,accessibilityExtraExtraExtraLarge`: each one once,
/// in the order written; refused when empty or when any item is not a value.
struct CommaList<Element: ArgumentValue & Equatable>: Sendable, Equatable, ArgumentValue {
    /// The values, each once.
    let elements: [Element]

    init?(argument: String) {
        var elements: [Element] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let element = Element(argument: String(item)) else { return nil }
            if !elements.contains(element) { elements.append(element) }
        }
        self.elements = elements
    }

    var argumentDescription: String? {
        let items = elements.compactMap(\.argumentDescription)
        return items.isEmpty ? nil : items.joined(separator: ",")
    }

    static var allowedValues: [String] { Element.allowedValues }

    /// The first item no element accepts, so `--preset soft-green,nope` names `nope`.
    static func rejectedPart(of argument: String) -> String {
        let items = argument.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return items.first { Element(argument: $0) == nil } ?? argument
    }
}

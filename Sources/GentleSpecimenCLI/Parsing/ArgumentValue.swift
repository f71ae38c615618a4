/// A type whose values can be read from one command-line argument and shown back in help.
protocol ArgumentValue: Sendable {
    /// Reads a value from its command-line spelling, or nil when the text is not a valid value.
    init?(argument: String)
    /// The value as written on the command line, shown as a default in help; nil shows nothing.
    var argumentDescription: String? { get }
    /// Every accepted spelling, listed in help and in errors; empty when any text of the type works.
    static var allowedValues: [String] { get }
    /// The part of `argument`, a text this type does not accept, that an error names: the whole text,
    /// or the one item of a list that is wrong.
    static func rejectedPart(of argument: String) -> String
}

extension ArgumentValue {
    static var allowedValues: [String] { [] }
    static func rejectedPart(of argument: String) -> String { argument }
}

extension ArgumentValue where Self: RawRepresentable, RawValue == String, Self: CaseIterable {
    init?(argument: String) { self.init(rawValue: argument) }
    var argumentDescription: String? { rawValue }
    static var allowedValues: [String] { allCases.map(\.rawValue) }
}

extension String: ArgumentValue {
    init?(argument: String) { self = argument }
    var argumentDescription: String? { self }
}

extension Int: ArgumentValue {
    init?(argument: String) { self.init(argument) }
    var argumentDescription: String? { String(self) }
}

extension Double: ArgumentValue {
    init?(argument: String) { self.init(argument) }
    var argumentDescription: String? { String(self) }
}

// An optional value type is how an option says "no default": help shows none and parsing gives nil.
extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    init?(argument: String) {
        guard let value = Wrapped(argument: argument) else { return nil }
        self = .some(value)
    }
    var argumentDescription: String? { self?.argumentDescription }
    static var allowedValues: [String] { Wrapped.allowedValues }
    static func rejectedPart(of argument: String) -> String { Wrapped.rejectedPart(of: argument) }
}

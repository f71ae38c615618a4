/// Why a text is not JSON, where, and inside which member.
public struct GentleJSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong, e.g. "expected ',' or '}' after an object member".
    public var message: String
    /// Where the offending character (or the end of the file) is.
    public var position: GentleSourcePosition
    /// The keys of the members being read when it happened, outermost first.
    public var codingPath: [String]
}

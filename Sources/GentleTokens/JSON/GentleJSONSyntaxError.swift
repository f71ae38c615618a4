/// Why a text is not JSON, where, and inside which member.
package struct GentleJSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong, e.g. "expected ',' or '}' after an object member".
    package var message: String
    /// Where the offending character (or the end of the file) is.
    package var position: GentleSourcePosition
    /// The keys of the members being read when it happened, outermost first.
    package var codingPath: [String]
}

/// A place in a text file: 1-based line, and 1-based column counted in Unicode scalars.
package struct GentleSourcePosition: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1.
    package var column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a file.
    package static let start = GentleSourcePosition(line: 1, column: 1)

    /// `line:column`.
    package var description: String { "\(line):\(column)" }

    /// Orders positions as they occur in the file.
    package static func < (lhs: GentleSourcePosition, rhs: GentleSourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

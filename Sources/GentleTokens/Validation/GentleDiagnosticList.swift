/// A file's diagnostics as they are kept and shown: the first `maximumKept` in file order, and
/// how many errors and warnings the file has in all. A theme of a few megabytes can hold hundreds
/// of thousands of problems (every key of a large object unknown), so the rest are counted, not
/// kept, and messages end with `… and 149,700 more`.
package struct GentleDiagnosticList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// The most diagnostics kept per file.
    package static let maximumKept = 100

    /// The diagnostics kept, in file order.
    package let kept: [GentleDiagnostic]
    /// How many errors the file has, kept or not.
    package let errorCount: Int
    /// How many warnings the file has, kept or not.
    package let warningCount: Int

    /// The first `maximumKept` of `diagnostics`, in their order, counting all of them.
    package init(_ diagnostics: [GentleDiagnostic]) {
        self.init(
            kept: Array(diagnostics.prefix(Self.maximumKept)),
            errorCount: diagnostics.count { $0.severity == .error },
            warningCount: diagnostics.count { $0.severity == .warning })
    }

    /// A list of `diagnostics`.
    package init(arrayLiteral diagnostics: GentleDiagnostic...) {
        self.init(diagnostics)
    }

    init(kept: [GentleDiagnostic], errorCount: Int, warningCount: Int) {
        self.kept = kept
        self.errorCount = errorCount
        self.warningCount = warningCount
    }

    /// Every diagnostic the file has, kept or not.
    package var totalCount: Int { errorCount + warningCount }
    /// How many diagnostics were counted but not kept.
    package var omittedCount: Int { totalCount - kept.count }
    /// Whether the file has any error, kept or not.
    package var containsErrors: Bool { errorCount > 0 }

    /// `… and 149,700 more`, the line that ends a list with omissions; `nil` when none is omitted.
    package var omissionNote: String? {
        omittedCount > 0 ? "… and \(Self.grouped(omittedCount)) more" : nil
    }

    /// `diagnostic` first, then these, still at most `maximumKept` kept.
    package func prepending(_ diagnostic: GentleDiagnostic) -> GentleDiagnosticList {
        GentleDiagnosticList(
            kept: Array(([diagnostic] + kept).prefix(Self.maximumKept)),
            errorCount: errorCount + (diagnostic.severity == .error ? 1 : 0),
            warningCount: warningCount + (diagnostic.severity == .warning ? 1 : 0))
    }

    /// One line per kept diagnostic, then the omission note.
    package var description: String {
        (kept.map(\.description) + [omissionNote].compactMap { $0 }).joined(separator: "\n")
    }

    /// The first kept position.
    package var startIndex: Int { kept.startIndex }
    /// Past the last kept position.
    package var endIndex: Int { kept.endIndex }
    /// The kept diagnostic at `position`.
    package subscript(position: Int) -> GentleDiagnostic { kept[position] }

    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}

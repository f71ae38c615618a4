/// Diagnostics as the schema walk finds them, in schema order, held in bounded memory: all are
/// counted, but only enough are kept to give the first `GentleDiagnosticList.maximumKept` in file
/// order. Holding every one cost gigabytes on a theme of millions of problems.
struct DiagnosticCollector: Sendable {
    private var found: [(sequence: Int, diagnostic: GentleDiagnostic)] = []
    private var sequence = 0
    private(set) var errorCount = 0
    private(set) var warningCount = 0
    /// The first error found, in schema order, kept whatever its place in the file.
    private(set) var firstError: GentleDiagnostic?

    /// Whether any error was found.
    var containsErrors: Bool { errorCount > 0 }

    mutating func append(_ diagnostic: GentleDiagnostic) {
        switch diagnostic.severity {
        case .error:
            errorCount += 1
            if firstError == nil { firstError = diagnostic }
        case .warning: warningCount += 1
        }
        found.append((sequence, diagnostic))
        sequence += 1
        // Sorting only once twice the kept number has piled up keeps the walk linear.
        if found.count >= 2 * GentleDiagnosticList.maximumKept {
            found = Array(inFileOrder.prefix(GentleDiagnosticList.maximumKept))
        }
    }

    /// Takes in `other`'s diagnostics after these, as if found here. Any `other` dropped had
    /// `maximumKept` of its own before it in the file, so it is not among the first here either.
    mutating func append(contentsOf other: DiagnosticCollector) {
        let firstError = self.firstError ?? other.firstError
        let kept = other.inFileOrder.map(\.diagnostic)
        for diagnostic in kept { append(diagnostic) }
        errorCount += other.errorCount - kept.count { $0.severity == .error }
        warningCount += other.warningCount - kept.count { $0.severity == .warning }
        self.firstError = firstError
    }

    /// The first `maximumKept` in file order (ties in the order found), with the counts.
    var list: GentleDiagnosticList {
        GentleDiagnosticList(
            kept: inFileOrder.prefix(GentleDiagnosticList.maximumKept).map(\.diagnostic), errorCount: errorCount,
            warningCount: warningCount)
    }

    private var inFileOrder: [(sequence: Int, diagnostic: GentleDiagnostic)] {
        found.sorted { ($0.diagnostic.position, $0.sequence) < ($1.diagnostic.position, $1.sequence) }
    }
}

import GentleFiles
import GentleImage

/// A temporary file that an interrupted golden write left beside the goldens, named
/// `.<name>.png.<UUID>.tmp` (or one an interrupted report write or merge left, see
/// `ReportLeftovers` and `ReportMerge.removeLeftovers`), and what a run did with it.
package struct LeftoverTemporaryFile: Sendable, Equatable {
    /// What a run did with a leftover.
    package enum Outcome: Sendable, Equatable {
        /// The run removed it.
        case removed
        /// The run writes nothing (record mode `never`), so it left the file where it was.
        case kept
        /// Removing it failed with this error number; the file may still be there.
        case notRemoved(errno: Int32)
    }

    /// The path relative to the store's root, e.g. `gentle-default/.colors-light.png.<UUID>.tmp`.
    package var path: String
    /// What the run did with it.
    package var outcome: Outcome

    /// A leftover.
    package init(path: String, outcome: Outcome) {
        self.path = path
        self.outcome = outcome
    }

    /// One line for the run's output, in the columns of `RecordSummary`'s lines, e.g.
    /// `removed   gentle-default/.colors-light.png.<UUID>.tmp: left by an interrupted write`.
    package var line: String {
        switch outcome {
        case .removed: "removed   \(path): left by an interrupted write"
        case .kept: "stale     \(path): left by an interrupted write, kept because record mode never writes"
        case .notRemoved(let code):
            "stale     \(path): left by an interrupted write, could not be removed (\(AtomicWriteError.message(for: code)))"
        }
    }
}

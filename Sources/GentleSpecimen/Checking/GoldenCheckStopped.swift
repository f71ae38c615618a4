import GentleGolden

/// A check that stopped before its report was written, so the goldens it had staged were removed
/// rather than put in place: the error that stopped it and the goldens not re-recorded.
package struct GoldenCheckStopped: Error {
    /// Why the run stopped: a case that could not be drawn, or a report that could not be written.
    package let error: any Error
    /// The goldens that were due and were not written.
    package let discarded: [GoldenCaseID]
}

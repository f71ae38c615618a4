/// What a recording did to the goldens, for `record` to print.
package struct RecordSummary: Sendable, Equatable {
    /// Goldens written where none existed.
    package var new: [GoldenCaseID]
    /// Goldens replaced because pixels, tokens or fingerprint changed, each with its reason.
    package var changed: [Changed]
    /// Goldens left as they were.
    package var unchanged: [GoldenCaseID]
    /// Goldens that were due but could not be written, with the reason.
    package var failed: [FailedWrite]
    /// Temporary files interrupted writes had left beside the goldens, and what became of them.
    package var leftovers: [LeftoverTemporaryFile]

    /// A golden that was replaced, and why.
    package struct Changed: Sendable, Equatable {
        /// The case.
        package var id: GoldenCaseID
        /// What differed: pixels, tokens (which), fingerprint.
        package var reason: String
    }

    /// A golden that could not be written.
    package struct FailedWrite: Sendable, Equatable {
        /// The case.
        package var id: GoldenCaseID
        /// Why the write failed; the previous golden, if any, is intact.
        package var error: GoldenStoreError
    }

    /// The summary of a run.
    package init(_ run: VerificationRun) {
        new = run.results.filter { $0.write == .created }.map(\.id)
        changed = run.results.filter { $0.write == .updated }.map { Changed(id: $0.id, reason: $0.changeReason) }
        unchanged = run.results.filter { $0.write == .untouched }.map(\.id)
        failed = run.results.compactMap { result in
            if case .failed(let error) = result.write { return FailedWrite(id: result.id, error: error) }
            return nil
        }
        leftovers = run.leftovers
    }

    /// Whether every due golden was written.
    package var succeeded: Bool { failed.isEmpty }

    /// One line per new, changed or failed golden and per leftover temporary file, then the
    /// counts, e.g. `2 new, 1 changed, 69 unchanged`.
    package var lines: [String] {
        new.map { "new       \($0)" } + changed.map { "changed   \($0.id): \($0.reason)" }
            + failed.map { "failed    \($0.id): \($0.error)" } + leftovers.map(\.line)
            + [
                "\(new.count) new, \(changed.count) changed, \(unchanged.count) unchanged"
                    + (failed.isEmpty ? "" : ", \(failed.count) failed")
            ]
    }
}

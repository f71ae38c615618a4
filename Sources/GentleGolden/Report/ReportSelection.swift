import GentleImage

/// What a run was asked to check before any sharding: how many cases and a SHA-256 of their ids,
/// so that `merge-reports` can prove its shard reports are the slices of one run, all of them.
package struct ReportSelection: Sendable, Equatable, Codable {
    /// How many cases were selected.
    package var cases: Int
    /// SHA-256 of the sorted case ids, one per line, lowercase hex.
    package var sha256: String

    /// The selection of these case ids, in any order.
    package init(caseIDs: [String]) {
        cases = caseIDs.count
        sha256 = SHA256.hex(of: Array(caseIDs.sorted().map { $0 + "\n" }.joined().utf8))
    }
}

import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// When `verify` writes goldens, after swift-snapshot-testing's record modes. Whatever the
/// mode, a case that had to be written because it was missing or failing still fails the run,
/// so a recording never passes silently.
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Write nothing; missing goldens fail. The default on CI.
    case never
    /// Write goldens that do not exist yet. The default on a workstation.
    case missing
    /// Write missing goldens and rewrite those that fail (differences, size, unreadable).
    case failed
    /// Write every golden whose pixels, own token values or renderer fingerprint differ from the
    /// actual image's; a fingerprint-only change is rewritten so the golden compares exactly again.
    case all

    /// `never` when the `CI` environment variable is set to anything but empty, `false` or `0`
    /// (any case, surrounding spaces ignored), `missing` otherwise.
    public static func `default`(environment: [String: String]) -> RecordMode {
        isContinuousIntegration(environment) ? .never : .missing
    }

    /// Whether `environment` says it is a CI run, the way CI services set `CI`.
    package static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        let normalized = Whitespace.trimmed(value).lowercased()
        return !normalized.isEmpty && normalized != "false" && normalized != "0"
    }

    /// The mode's name as typed on the command line.
    public var description: String { rawValue }
}

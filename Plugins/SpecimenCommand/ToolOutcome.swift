import Foundation

/// How `gentle-specimen` ended, and what the plugin says and exits with for it: the tool's own
/// exit code (its sysexits meaning from DESIGN.md §3), or 70 when a signal stopped it.
struct ToolOutcome {
    /// Why the process ended.
    var reason: Process.TerminationReason
    /// Its exit code, or the signal that stopped it.
    var status: Int32

    /// The code the plugin exits with.
    var exitCode: Int32 { reason == .exit ? status : 70 }

    /// The last line of a failed run, or `nil` when the tool succeeded.
    var failureLine: String? {
        switch reason {
        case .exit where status == 0: nil
        case .exit: "gentle-specimen exited \(status): \(Self.meaning(of: status))"
        case .uncaughtSignal: "gentle-specimen was stopped by signal \(status) (exit 70: internal error)"
        @unknown default: "gentle-specimen ended abnormally (\(status); exit 70: internal error)"
        }
    }

    /// The meaning of one of the tool's exit codes.
    static func meaning(of code: Int32) -> String {
        switch code {
        case 1: "differences (images that moved or a missing golden; for compare, themes that differ)"
        case 64: "usage error"
        case 65: "invalid input data"
        case 66: "an input that does not exist"
        case 70: "internal error"
        case 73: "an output that cannot be created"
        case 74: "I/O error"
        default: "unexpected exit code"
        }
    }
}

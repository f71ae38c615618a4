/// When `verify` writes a golden (DESIGN.md §5).
enum RecordMode: String, CaseIterable, Sendable, ArgumentValue {
    /// Never writes a golden; the default on CI.
    case never
    /// Writes goldens that do not exist yet; the default elsewhere.
    case missing
    /// Also rewrites goldens whose comparison failed.
    case failed
    /// Rewrites every golden.
    case all

    /// The default when `--record` is absent: `never` on CI, where a missing golden must fail.
    static func defaultMode(in environment: CommandEnvironment) -> RecordMode {
        environment.isContinuousIntegration ? .never : .missing
    }
}

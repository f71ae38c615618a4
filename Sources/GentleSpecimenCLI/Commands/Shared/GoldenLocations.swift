import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `--goldens` and `--report` folders of `verify` and `record`, as given; `SpecimenSettings`
/// falls back on the project config's, else the defaults in the working directory.
struct GoldenLocations: Sendable, Equatable {
    /// `--goldens <dir>`.
    static let goldens = Option<String?>(
        "goldens", value: "dir", help: "The directory holding the golden images.",
        defaultNote: "the config's goldens, else Goldens")
    /// `--report <dir>`.
    static let report = Option<String?>(
        "report", value: "dir", help: "The directory the report and the failure images are written to.",
        defaultNote: "the config's report, else ./specimen-report")

    /// `--goldens`, if given.
    let goldens: GivenPath?
    /// `--report`, if given.
    let report: GivenPath?

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        goldens = try arguments.value(Self.goldens).map(environment.givenPath)
        report = try arguments.value(Self.report).map(environment.givenPath)
    }
}

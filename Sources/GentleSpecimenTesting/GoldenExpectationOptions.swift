import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `expectSpecimensMatchGoldens` draws and how it judges: by default every sheet, light and
/// dark, at `large`, compared with no differing pixel allowed.
public struct GoldenExpectationOptions: Sendable {
    /// The sheets checked; `nil` checks every sheet, the gallery only for several themes.
    public var sheets: [SheetKind]?
    /// The colour schemes checked.
    public var schemes: [GentleColorScheme]
    /// The Dynamic Type sizes checked; goldens away from `large` are named `…@<category>.png`.
    public var sizeCategories: [ContentSizeCategory]
    /// The record mode; `nil` reads `GENTLE_SPECIMEN_RECORD`, then the `CI` rule.
    public var record: RecordMode?
    /// The per-pixel comparison.
    public var comparison: ComparisonOptions
    /// How many differing pixels an image may have and still match.
    public var gate: ComparisonGate
    /// Where the report goes; `nil` makes a fresh temporary folder, kept only when a case failed.
    public var report: URL?
    /// A font manifest to draw with instead of the bundled fonts.
    public var fonts: URL?
    /// How many images are drawn at once.
    public var jobs: Int

    /// The options; each default is the command line's.
    public init(
        sheets: [SheetKind]? = nil, schemes: [GentleColorScheme] = [.light, .dark],
        sizeCategories: [ContentSizeCategory] = [.large], record: RecordMode? = nil,
        comparison: ComparisonOptions = ComparisonOptions(), gate: ComparisonGate = ComparisonGate(),
        report: URL? = nil, fonts: URL? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.sheets = sheets
        self.schemes = schemes
        self.sizeCategories = sizeCategories
        self.record = record
        self.comparison = comparison
        self.gate = gate
        self.report = report
        self.fonts = fonts
        self.jobs = max(1, jobs)
    }

    /// The environment variable that sets the record mode of a test run.
    public static let recordVariable = "GENTLE_SPECIMEN_RECORD"

    /// The record mode for `environment`: `record`, else `GENTLE_SPECIMEN_RECORD`, else the CI rule.
    public func recordMode(environment: [String: String]) throws(GoldenExpectationError) -> RecordMode {
        if let record { return record }
        guard let value = environment[Self.recordVariable], !value.isEmpty else {
            return .default(environment: environment)
        }
        guard let mode = RecordMode(rawValue: value) else { throw .invalidRecordMode(value) }
        return mode
    }

    /// The settings a check runs with; the verifier paints the diff image and mask a failure's
    /// report and token attribution need.
    func settings(environment: [String: String]) throws(GoldenExpectationError) -> VerificationSettings {
        VerificationSettings(mode: try recordMode(environment: environment), options: comparison, gate: gate)
    }

    /// A new folder under the system's temporary directory.
    static func temporaryReport() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("gentle-specimen-report-\(UUID().uuidString)")
    }
}

/// Why `expectSpecimensMatchGoldens` could not start.
public enum GoldenExpectationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `GENTLE_SPECIMEN_RECORD` names no record mode.
    case invalidRecordMode(String)

    /// The message, naming the variable and the modes it takes.
    public var description: String {
        switch self {
        case .invalidRecordMode(let value):
            "\(GoldenExpectationOptions.recordVariable)=\(value.debugDescription) is not a record mode; use "
                + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }
}

import GentleFiles
import GentleGolden
import GentleImage
import GentleSpecimen
import GentleSpecimenCLITestSupport
import GentleTheme
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

private struct UnforeseenError: Error {}

@Test(arguments: [
    (
        SpecimenError.unreadable(path: "a.json", reason: "no such file"),
        "Error: a.json: cannot be read: no such file", ExitCode.ioError
    ),
    (.invalidGoldenName("../x"), "Error: '../x' cannot name a golden image", .dataError),
    (.unwritable(path: "out", reason: "read-only"), "Error: out: cannot be written: read-only", .ioError),
    (
        .sheetTooLarge(theme: "t.json", sheet: "buttons-dark", width: 2880, height: 1e300, scale: 3),
        "Error: t.json: the buttons-dark sheet would be 2880 × 1e+300 px at scale 3, over the limit of "
            + "32767 px a side and 100 megapixels; reduce the theme's sizes or the scale", .dataError
    ),
])
func specimenErrorsMapToTheirExitCodes(error: SpecimenError, line: String, code: ExitCode) {
    let report = ErrorReport.make(for: error)
    #expect(report.lines == [line])
    #expect(report.exitCode == code)
}

@Test func anUnforeseenErrorIsAnInternalError() {
    let report = ErrorReport.make(for: UnforeseenError())
    #expect(report.exitCode == .software)
    #expect(report.lines.count == 1)
    #expect(report.lines.first?.hasPrefix("Error: internal error: ") == true)
}

@Test func aUsageErrorWithoutACommandShowsTheToolsUsage() {
    let report = ErrorReport.make(for: UsageFailure(problem: .unexpectedArgument("x"), command: nil))
    #expect(report.exitCode == .usage)
    #expect(
        report.lines == [
            "Error: Unexpected argument 'x'",
            "Usage: gentle-specimen <subcommand>",
            "  See 'gentle-specimen --help' for more information.",
        ])
}

@Test func aRefusedThemeIsADataErrorListingEveryProblem() {
    let diagnostics: GentleDiagnosticList = [
        GentleDiagnostic(
            severity: .error, fileName: "a.json", codingPath: ["layout", "gap"],
            message: "missing required key \"gap\"", position: GentleSourcePosition(line: 3, column: 5)),
        GentleDiagnostic(
            severity: .warning, fileName: "a.json", codingPath: ["comment"],
            message: "unknown key; the package ignores it", position: .start),
    ]
    let error = GentleThemeLoadError.invalid(fileName: "a.json", diagnostics: diagnostics)
    let report = ErrorReport.make(for: error)
    #expect(report.exitCode == .dataError)
    #expect(
        report.lines == [
            "Error: a.json is not a valid theme",
            "a.json:3:5: error: layout.gap: missing required key \"gap\"",
            "a.json:1:1: warning: comment: unknown key; the package ignores it",
        ])
}

@Test func anUnreadableThemeIsAnIOError() {
    let error = GentleThemeLoadError.unreadable(fileName: "a.json", reason: "no such file")
    let report = ErrorReport.make(for: error)
    #expect(report.exitCode == .ioError)
    #expect(report.lines == ["Error: a.json: cannot be read: no such file"])
}

@Test func aNumberJSONCannotHoldIsADataError() {
    let error = TokensDocumentError.invalidNumber(codingPath: "text.body_m.size", value: "nan")
    let report = ErrorReport.make(for: error)
    #expect(report.exitCode == .dataError)
    #expect(report.lines == ["Error: the resolved theme has nan at text.body_m.size, which JSON cannot hold"])
}

@Test(arguments: [
    (PNGError.corrupt(source: "a.png", reason: "bad CRC"), ExitCode.dataError),
    (.tooLarge(source: "a.png", width: 100_000, height: 100_000, pixelLimit: 100_000_000), .dataError),
    (.fileAccess(path: "out/diff.png", reason: "read-only file system"), .ioError),
    (.encodingFailed(reason: "libpng"), .software),
])
func pngErrorsAreTheInputsOrOursByKind(error: PNGError, code: ExitCode) {
    let report = ErrorReport.make(for: error)
    #expect(report.exitCode == code)
    #expect(report.lines == ["Error: \(error)"])
}

/// Every kind of fault has its own sysexits code, and an error of a module the tool does not
/// import gets the code of the kind it declares, with no case of it named in the tool.
@Test(arguments: [
    (ErrorKind.usage, ExitCode.usage), (.invalidInput, .dataError), (.missingInput, .noInput),
    (.cannotCreate, .cannotCreate), (.io, .ioError), (.internal, .software), (.differences, .differences),
])
func eachErrorKindHasItsExitCode(kind: ErrorKind, code: ExitCode) {
    struct Declared: KindedError, CustomStringConvertible {
        let kind: ErrorKind
        var description: String { "declared" }
    }
    let report = ErrorReport.make(for: Declared(kind: kind))
    #expect(report.exitCode == code)
    #expect(report.lines == ["Error: declared"])
}

@Test(arguments: [
    (PNGError.truncated(source: "a.png") as any KindedError, ExitCode.dataError),
    (PNGError.fileAccess(path: "a.png", reason: "denied"), .ioError),
    (PNGError.encodingFailed(reason: "zlib"), .software),
    (ReportMergeError.missing(path: "shard-1"), .noInput),
    (ReportMergeError.outputExists(path: "out"), .cannotCreate),
    (AcceptError.missingReport(path: "report"), .noInput),
])
func libraryErrorsKeepTheirExitCodes(error: any KindedError, code: ExitCode) {
    #expect(ErrorReport.make(for: error).exitCode == code)
}

import GentleFiles

/// Why `accept` took no golden, or — only when a rename failed and a restore failed too — which
/// it took.
package enum AcceptError: KindedError, Equatable, Sendable, CustomStringConvertible {
    /// The folder holds no `report.json` (66, an input that does not exist).
    case missingReport(path: String)
    /// `report.json` could not be read.
    case unreadableReport(path: String, reason: String)
    /// `report.json` is not a report this tool wrote.
    case invalidReport(path: String, reason: String)
    /// A name on the command line is not a case id at all.
    case invalidCaseName(String, reason: String)
    /// The report has no case of that name.
    case unknownCase(String)
    /// The case passed or has no actual image.
    case nothingToAccept(String)
    /// Neither a case nor `--all` was given, or the report has nothing to accept.
    case noCases
    /// The report was made against another goldens folder than the one the project config or
    /// `--goldens` names; `command` is the command line that accepts into the recorded folder.
    case goldensDiffer(recorded: String, goldens: String, command: String)
    /// A golden's path leaves the goldens folder (a symbolic link below it).
    case outsideGoldens(path: String, reason: String)
    /// These goldens changed since the report compared against them.
    case goldenChanged(cases: [String])
    /// An actual image of the report could not be read.
    case unreadableImage(path: String, reason: String)
    /// A chosen case's `actual.png` is not in the report folder (66, an input that does not exist).
    case missingImage(path: String)
    /// An actual image's size is not the `imageSize` the report recorded for its case.
    case actualSizeDiffers(path: String, actual: PixelSize, recorded: PixelSize)
    /// Staging a golden failed before any was renamed; every golden is as it was.
    case writeFailed(GoldenStoreError)
    /// A rename failed; `written` lists the goldens that hold the report's image and could not be
    /// put back (empty when every one was).
    case renameFailed(GoldenStoreError, written: [String])

    /// A golden changed underneath is a verification failure; a bad name a usage error; a bad
    /// report, or one that would write outside the goldens, a data error; a file that cannot be
    /// read or written an I/O error.
    package var kind: ErrorKind {
        switch self {
        case .goldenChanged: .differences
        case .invalidCaseName, .unknownCase, .nothingToAccept, .noCases: .usage
        case .missingReport, .missingImage: .missingInput
        case .invalidReport, .unreadableImage, .actualSizeDiffers, .goldensDiffer, .outsideGoldens: .invalidInput
        case .unreadableReport, .writeFailed, .renameFailed: .io
        }
    }

    private static let nothingChanged = "nothing was accepted, every golden is as it was"

    /// One message naming the file or case, and saying what was written.
    package var description: String {
        switch self {
        case .missingReport(let path): "\(path): cannot be read: no such file (give the folder verify --report wrote)"
        case .unreadableReport(let path, let reason): "\(path): cannot be read: \(reason)"
        case .invalidReport(let path, let reason): "\(path): is not a gentle-specimen report (\(reason))"
        case .invalidCaseName(let name, let reason): "'\(name)' is not a valid case id: \(reason)"
        case .unknownCase(let name): "the report has no case '\(name)'"
        case .nothingToAccept(let name): "'\(name)' passed or has no actual image; there is nothing to accept"
        case .noCases: "nothing to accept: name the cases or give --all (the report has no failing or new case)"
        case .goldensDiffer(let recorded, let goldens, let command):
            "the report was made against the goldens '\(recorded)', not '\(goldens)' (the folder the project "
                + "config or --goldens names); \(Self.nothingChanged). Accept only a report verify made "
                + "against these goldens; to accept into '\(recorded)', run: \(command)"
        case .outsideGoldens(let path, let reason): "\(path): refused: \(reason); \(Self.nothingChanged)"
        case .goldenChanged(let cases):
            "the golden of \(cases.map { "'\($0)'" }.joined(separator: ", ")) changed since the report was made; "
                + "\(Self.nothingChanged). Run verify again and accept from its report"
        case .unreadableImage(let path, let reason): "\(path): cannot be read: \(reason); \(Self.nothingChanged)"
        case .missingImage(let path): "\(path): cannot be read: no such file; \(Self.nothingChanged)"
        case .actualSizeDiffers(let path, let actual, let recorded):
            "\(path): the image is \(actual.width) × \(actual.height) px, the report records "
                + "\(recorded.width) × \(recorded.height) px for its case; \(Self.nothingChanged)"
        case .writeFailed(let error): "\(error.description); \(Self.nothingChanged)"
        case .renameFailed(let error, let written) where written.isEmpty:
            "\(error.description); the goldens renamed before it were put back, \(Self.nothingChanged)"
        case .renameFailed(let error, let written):
            "\(error.description); these goldens hold the report's image and could not be put back: "
                + "\(written.joined(separator: ", ")); every other golden is as it was"
        }
    }
}

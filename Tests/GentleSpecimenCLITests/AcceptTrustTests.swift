import Foundation
import GentleImage
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// `accept` a user can trust (issue 22 item 4, issue 23 items 2, 3, 9 and 12): idempotent, finds
/// the goldens as verify does, never writes where a downloaded report points, all or nothing.
@Suite struct AcceptTrustTests {
    // A second accept of the same report finds the goldens already taken and succeeds.
    @Test func aSecondAcceptOfTheSameReportSucceeds() throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let first = project.accept(["specimen-report", "--all"])
            #expect(first.exitCode == .success, "\(first.standardError)")
            let again = project.accept(["specimen-report", "--all"])
            #expect(again.exitCode == .success, "\(again.standardError)")
            #expect(again.standardOutput.hasSuffix("2 accepted into Goldens (2 already were)\n"))
            #expect(try project.golden("brand/two").bitmap == AcceptFixture.actual)
        }
    }

    // Run from a subfolder, the goldens are the project config's, not the working directory's.
    @Test func acceptFromASubfolderWritesTheGoldensTheProjectConfigNames() throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let theme = try project.file("Theme/brand.json")
            try FileManager.default.copyItem(at: Fixtures.url("interop/gentle-default.json"), to: theme)
            try Data(#"{"themes": [{"path": "Theme/brand.json"}], "goldens": "Goldens"}"#.utf8)
                .write(to: try project.file("gentle-specimen.json"))
            let subfolder = try project.file("Sources/App/x").deletingLastPathComponent()
            try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
            let run = project.accept(["../../specimen-report", "brand/one"], in: subfolder)
            #expect(run.exitCode == .success, "\(run.standardError)")
            #expect(try project.golden("brand/one").bitmap == AcceptFixture.actual)
            #expect(!FileManager.default.fileExists(atPath: subfolder.appendingPathComponent("Goldens").path))
        }
    }

    // A report, perhaps from a fork, never chooses where goldens go; `ABSOLUTE` stands for an
    // absolute path inside the test's folder.
    @Test(arguments: ["../../OUTSIDE", "ABSOLUTE", "Other"])
    func aReportMadeAgainstOtherGoldensIsRefused(recordedPattern: String) throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let recorded = recordedPattern.replacingOccurrences(
                of: "ABSOLUTE", with: directory.appendingPathComponent("outside").path)
            try project.writeReport { document in
                document["goldens"] = recorded
                let cases = (document["cases"] as? [[String: Any]]) ?? []
                document["cases"] = cases.map { $0.filter { $0.key != "goldenSHA256" } }
            }
            let before = try project.snapshot()
            let run = project.accept(["specimen-report", "--all"])
            #expect(run.exitCode == .dataError)
            #expect(run.firstErrorLine.hasPrefix("Error: the report was made against the goldens '\(recorded)', not "))
            #expect(try project.snapshot() == before)
            let outside = directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "OUTSIDE")
            #expect(!FileManager.default.fileExists(atPath: outside.path))
            // --goldens naming the same folder does not make the report's root acceptable.
            let named = project.accept(["specimen-report", "--all", "--goldens", "Goldens"])
            #expect(named.exitCode == .dataError)
            #expect(try project.snapshot() == before)
        }
    }

    // A case id in the report that would leave the goldens is refused; nothing is written.
    @Test(arguments: [
        ("../escape", "it has a '..' part, which would leave the goldens folder"),
        ("/abs/golden", "it is an absolute path; a case id is relative to the goldens folder"),
    ])
    func aTamperedCaseIdIsRefused(id: String, reason: String) throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            try project.writeReport(ids: AcceptFixture.cases + [id])
            let before = try project.snapshot()
            let run = project.accept(["specimen-report", "--all"])
            #expect(run.exitCode == .dataError)
            #expect(run.firstErrorLine.hasSuffix("the case id '\(id)' is not valid: \(reason))"))
            #expect(try project.snapshot() == before)
        }
    }

    // A golden folder that is a link below the root would redirect the write: refused with 65.
    @Test func aGoldenBehindASymbolicLinkIsRefused() throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let goldens = directory.appendingPathComponent("Goldens/brand")
            let elsewhere = directory.appendingPathComponent("elsewhere")
            try FileManager.default.moveItem(at: goldens, to: elsewhere)
            try FileManager.default.createSymbolicLink(at: goldens, withDestinationURL: elsewhere)
            try project.writeReport()
            let before = try project.snapshot()
            let run = project.accept(["specimen-report", "--all"])
            #expect(run.exitCode == .dataError)
            #expect(run.firstErrorLine.contains("it is a symbolic link below"))
            #expect(run.firstErrorLine.hasSuffix("nothing was accepted, every golden is as it was"))
            #expect(try project.snapshot() == before)
        }
    }

    // A truncated second image is found before the first golden is replaced.
    @Test func aTruncatedSecondImageChangesNoGolden() throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let second = project.report.appendingPathComponent("brand/two/actual.png")
            try Data(try Data(contentsOf: second).prefix(40)).write(to: second)
            let before = try FolderSnapshot(directory.appendingPathComponent("Goldens"))
            let run = project.accept(["specimen-report", "--all"])
            #expect(run.exitCode == .dataError)
            #expect(run.firstErrorLine.hasPrefix("Error: \(second.path): cannot be read: "))
            #expect(run.firstErrorLine.hasSuffix("; nothing was accepted, every golden is as it was"))
            #expect(try FolderSnapshot(directory.appendingPathComponent("Goldens")) == before)
        }
    }

    // Goldens that cannot be written are an I/O error naming the golden, and every golden stays.
    @Test(.enabled(if: ReadOnlyDirectory.isAvailable, "this process cannot make a directory read-only"))
    func acceptIntoReadOnlyGoldensExits74AndChangesNoGolden() throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let goldens = directory.appendingPathComponent("Goldens/brand")
            let before = try FolderSnapshot(goldens)
            ReadOnlyDirectory.lock(goldens)
            defer { ReadOnlyDirectory.unlock(goldens) }
            let run = project.accept(["specimen-report", "brand/one"])
            #expect(run.exitCode == .ioError)
            #expect(run.firstErrorLine.contains(goldens.appendingPathComponent("one.png").path))
            #expect(try FolderSnapshot(goldens) == before)
        }
    }

    // A rename that fails (a folder stands where the second golden goes) puts the first back.
    @Test func aFailedRenamePutsBackTheGoldensRenamedBefore() throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let blocked = directory.appendingPathComponent("Goldens/brand/two.png")
            try FileManager.default.removeItem(at: blocked)
            try Data("x".utf8).write(to: try project.file("Goldens/brand/two.png/inside"))
            try project.writeReport()
            let before = try FolderSnapshot(directory.appendingPathComponent("Goldens"))
            let run = project.accept(["specimen-report", "--all"])
            #expect(run.exitCode == .ioError)
            #expect(run.firstErrorLine.hasPrefix("Error: \(blocked.path): writing the golden failed at renaming"))
            #expect(
                run.firstErrorLine.hasSuffix(
                    "the goldens renamed before it were put back, nothing was accepted, every golden is as it was"))
            #expect(try FolderSnapshot(directory.appendingPathComponent("Goldens")) == before)
        }
    }

    // An actual.png is taken only at the size report.json recorded for its case: a swapped-in
    // image of another size (a 10000 × 10000 one for a sheet is refused from its header, before
    // its pixels are allocated) changes no golden.
    @Test(arguments: [(5, 3), (4, 2), (10_000, 10_000)])
    func anActualImageOfAnotherSizeThanTheReportsIsRefused(width: Int, height: Int) throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let second = project.report.appendingPathComponent("brand/two/actual.png")
            try Self.writeOneColour(width: width, height: height, to: second)
            let before = try FolderSnapshot(directory.appendingPathComponent("Goldens"))
            let run = project.accept(["specimen-report", "--all"])
            #expect(run.exitCode == .dataError)
            #expect(
                run.firstErrorLine
                    == "Error: \(second.path): the image is \(width) × \(height) px, the report records 4 × 3 px for "
                    + "its case; nothing was accepted, every golden is as it was")
            #expect(try FolderSnapshot(directory.appendingPathComponent("Goldens")) == before)
        }
    }

    /// A one-colour RGBA image written without holding its pixels: one IDAT of rows that repeat.
    static func writeOneColour(width: Int, height: Int, to url: URL) throws {
        let bitmap = Bitmap(width: width, height: min(height, 8), filledWith: (0, 0, 255, 255))
        guard height > 8 else { return try PNGEncoder().write(bitmap, text: [], to: url) }
        // A large image: its header says `height` rows; the decoder's limit refuses it first.
        var bytes = try PNGEncoder().encode(bitmap)
        for (offset, byte) in withUnsafeBytes(of: UInt32(height).bigEndian, Array.init).enumerated() {
            bytes[20 + offset] = byte
        }
        try Data(bytes).write(to: url)
    }

    // A case whose report.json records no size is refused: its image could be any size.
    @Test func aCaseWithoutARecordedImageSizeIsRefused() throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            try project.writeReport { document in
                var cases = document["cases"] as? [[String: Any]] ?? []
                cases[1]["imageSize"] = nil
                document["cases"] = cases
            }
            let run = project.accept(["specimen-report", "--all"])
            #expect(run.exitCode == .dataError)
            #expect(
                run.firstErrorLine
                    == "Error: \(project.reportJSON.path): is not a gentle-specimen report (the case 'brand/two' "
                    + "records no valid imageSize)")
        }
    }

    // A chosen case's actual.png that is not there is a missing input (66), as a missing
    // report.json is; the goldens stay.
    @Test func aMissingActualImageIsAMissingInput() throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let second = project.report.appendingPathComponent("brand/two/actual.png")
            try FileManager.default.removeItem(at: second)
            let before = try FolderSnapshot(directory.appendingPathComponent("Goldens"))
            let run = project.accept(["specimen-report", "--all"])
            #expect(run.exitCode == .noInput)
            #expect(
                run.firstErrorLine
                    == "Error: \(second.path): cannot be read: no such file; nothing was accepted, every golden is as it was"
            )
            #expect(try FolderSnapshot(directory.appendingPathComponent("Goldens")) == before)
        }
    }

    @Test func aCaseNamedTwiceIsAcceptedOnce() throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let run = project.accept(["specimen-report", "brand/one", "brand/one"])
            #expect(run.exitCode == .success, "\(run.standardError)")
            #expect(run.standardOutput == "accepted  brand/one\n1 accepted into Goldens\n")
        }
    }

    // report.json is read as theme files are: its kind named, its size bounded.
    @Test(arguments: ReportInPlace.allCases)
    func aReportJSONThatIsNoRegularFileIsNamedAsSuch(place: ReportInPlace) throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            try FileManager.default.removeItem(at: project.reportJSON)
            try place.make(at: project.reportJSON)
            let run = project.accept(["specimen-report", "--all"])
            #expect(run.exitCode == place.exitCode)
            #expect(run.firstErrorLine == "Error: \(project.reportJSON.path): \(place.message)")
        }
    }

    @Test(arguments: [
        ("../x", "it has a '..' part, which would leave the goldens folder"),
        ("brand//one", "it has an empty part (a doubled '/' or one at the end)"),
        ("/etc/x", "it is an absolute path; a case id is relative to the goldens folder"),
    ])
    func anInvalidCaseNameIsCalledInvalid(name: String, reason: String) throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            let run = project.accept(["specimen-report", name])
            #expect(run.exitCode == .usage)
            #expect(run.firstErrorLine == "Error: '\(name)' is not a valid case id: \(reason)")
        }
    }
}

/// What stands where `report.json` belongs.
enum ReportInPlace: CaseIterable, Sendable {
    case missing, fifo, folder, deviceLink, oversized

    func make(at url: URL) throws {
        switch self {
        case .missing: break
        case .fifo: try #require(mkfifo(url.path, 0o644) == 0)
        case .folder: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        case .deviceLink: try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
        case .oversized:
            // Sparse: 257 MiB that take no space.
            try #require(FileManager.default.createFile(atPath: url.path, contents: nil))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 257 << 20)
            try handle.close()
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .missing: .noInput
        case .oversized: .dataError
        case .fifo, .folder, .deviceLink: .ioError
        }
    }

    var message: String {
        switch self {
        case .missing: "cannot be read: no such file (give the folder verify --report wrote)"
        case .fifo: "cannot be read: it is a FIFO (named pipe), not a regular file"
        case .folder: "cannot be read: it is a directory"
        case .deviceLink: "cannot be read: it is a character device, not a regular file"
        case .oversized:
            "is not a gentle-specimen report (the file is too large for a report: it holds 257 MiB, over the limit of 256 MiB)"
        }
    }
}

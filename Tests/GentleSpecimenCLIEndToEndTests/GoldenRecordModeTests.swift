import Foundation
import GentleGolden
import GentleImage
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// The one sheet these runs draw: the light colors sheet at scale 1.
private let sheet = ["--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--scale", "1"]

/// The stale temporary file of a colors-light write killed long ago.
private let leftover = ".colors-light.png.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp"

/// Leaves `leftover`, dated 1970, in `folder`.
private func placeLeftover(in folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(leftover)
    try Data("partial".utf8).write(to: url)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: url.path)
}

// What each record mode writes, on a folder holding every state, is `RecordModeFolderTests`'
// question; here the CLI prints what the store did and exits with its code: a verify that records
// a missing golden still fails (1), and says so beside the leftover it swept.
@Test func verifyRecordingAMissingGoldenSaysSoAndExits1() throws {
    try withTemporaryDirectory { directory in
        let goldens = directory.appendingPathComponent("Goldens/gentle-default")
        try placeLeftover(in: goldens)
        let run = CapturedRun(
            ["verify", "--record", "missing"] + sheet, environment: .testing(workingDirectory: directory))
        #expect(run.exitCode == .differences)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let path = goldens.appendingPathComponent("colors-light.png").path
        #expect(
            lines.contains(
                "missing-golden gentle-default/colors-light: no golden image at \(path); recorded a new golden"))
        #expect(lines.dropLast().last == "removed   gentle-default/\(leftover): left by an interrupted write")
        #expect(lines.last?.hasPrefix("0 passed, 1 failed (1 new)") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path) == ["colors-light.png"])
        #expect(throws: Never.self) {
            try PNGDecoder().decode(contentsOf: goldens.appendingPathComponent("colors-light.png"))
        }
    }
}

// `record` prints the store's summary and exits 0, under CI too (CI only changes verify's
// default); a goldens root that is itself a link is the user's choice and is written through.
@Test func recordIntoALinkedRootPrintsWhatItWroteAndExits0() throws {
    try withTemporaryDirectory { directory in
        let real = directory.appendingPathComponent("real-goldens")
        try placeLeftover(in: real.appendingPathComponent("gentle-default"))
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("Goldens"), withDestinationURL: real)
        let run = CapturedRun(
            ["record"] + sheet, environment: .testing(variables: ["CI": "true"], workingDirectory: directory))
        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                new       gentle-default/colors-light
                removed   gentle-default/\(leftover): left by an interrupted write
                1 new, 0 changed, 0 unchanged

                """)
        #expect(
            FileManager.default.subpaths(atPath: real.path)?.sorted() == [
                "gentle-default", "gentle-default/colors-light.png",
            ])
    }
}

import Foundation
import GentleGolden
import GentleImage
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// The sheets these runs draw: the three whose goldens `makeGoldens` prepares, six images.
private let sheets = ["--sheet", "colors,surfaces,typography"]

/// A golden folder for `--preset gentle-default` and `sheets`, made from the project's goldens:
/// colors-light is missing, surfaces-light has 32 pixels painted red, typography-dark has the
/// right pixels but no fingerprint, and the other three are exact copies. Beside them lie the
/// temporary file of a colors-light write killed long ago and a file that only looks like one.
private func makeGoldens(in directory: URL) throws -> URL {
    let goldens = directory.appendingPathComponent("Goldens/gentle-default")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    for name in [leftover, ".colors-light.png.notauuid.tmp"] {
        let url = goldens.appendingPathComponent(name)
        try Data("partial".utf8).write(to: url)
        let longAgo = Date(timeIntervalSince1970: 0)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: url.path)
    }
    let project = ProjectGoldens.directory.appendingPathComponent("gentle-default")
    for name in ["colors-dark", "surfaces-dark", "typography-light"] {
        try FileManager.default.copyItem(
            at: project.appendingPathComponent("\(name).png"), to: goldens.appendingPathComponent("\(name).png"))
    }
    var surfaces = try PNGDecoder().decode(contentsOf: project.appendingPathComponent("surfaces-light.png"))
    for offset in stride(from: 0, to: 32 * 4, by: 4) {
        surfaces.bitmap.pixels.replaceSubrange(offset..<(offset + 4), with: [255, 0, 0, 255])
    }
    try PNGEncoder().write(
        surfaces.bitmap, text: surfaces.text, to: goldens.appendingPathComponent("surfaces-light.png"))
    let typography = try PNGDecoder().decode(contentsOf: project.appendingPathComponent("typography-dark.png"))
    try PNGEncoder().write(typography.bitmap, to: goldens.appendingPathComponent("typography-dark.png"))
    return goldens
}

/// The stale temporary file `makeGoldens` leaves beside the goldens.
private let leftover = ".colors-light.png.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp"

/// How each mode treats the folder: the goldens it writes (each equal to the project's afterwards).
/// typography-dark lacks its tokens as well as its fingerprint, so `failed` rewrites it too: no
/// golden is left stale.
private let modeCases: [(arguments: [String], variables: [String: String], written: [String: String])] = [
    (["--record", "never"], [:], [:]),
    ([], ["CI": "true"], [:]),
    (["--record", "missing"], ["CI": "true"], ["colors-light": "recorded a new golden"]),
    ([], [:], ["colors-light": "recorded a new golden"]),
    (
        ["--record", "failed"], [:],
        [
            "colors-light": "recorded a new golden", "surfaces-light": "golden re-recorded",
            "typography-dark": "golden re-recorded",
        ]
    ),
    (
        ["--record", "all"], [:],
        [
            "colors-light": "recorded a new golden", "surfaces-light": "golden re-recorded",
            "typography-dark": "golden re-recorded",
        ]
    ),
]

// Whatever the mode, the missing and the differing golden fail the run; only the files the mode
// names change, and each becomes exactly what `record` writes. The modes that write no golden
// here are the `never` ones, which list the stale temporary file instead of removing it.
@Test(arguments: modeCases)
func verifyWritesWhatTheRecordModeSays(
    arguments: [String], variables: [String: String], written: [String: String]
) throws {
    try withTemporaryDirectory { directory in
        let goldens = try makeGoldens(in: directory)
        let before = try FolderSnapshot(goldens)
        let run = CapturedRun(
            ["verify", "--preset", "gentle-default", "--jobs", "2"] + sheets + arguments,
            environment: .testing(variables: variables, workingDirectory: directory))
        #expect(run.exitCode == .differences)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let path = goldens.appendingPathComponent("colors-light.png").path
        #expect(
            lines.contains { $0.hasPrefix("missing-golden gentle-default/colors-light: no golden image at \(path)") })
        #expect(
            lines.contains {
                $0.hasPrefix("differences gentle-default/surfaces-light: 32 differing pixels (0 allowed)")
            })
        #expect(lines.last?.hasPrefix("4 passed, 2 failed") == true)
        for (name, note) in written {
            #expect(lines.contains { $0.contains(" gentle-default/\(name): ") && $0.contains(note) }, "\(name)")
        }
        #expect(
            lines.filter { $0.contains("; recorded a new golden") || $0.contains("; golden re-recorded") }.count
                == written.count)
        // Without its fingerprint the golden is compared perceptually, and the run says so.
        #expect(
            lines.first?.hasPrefix("compared perceptually (threshold 0.1) for 1 image: the renderer changed") == true)
        let removes = !written.isEmpty
        #expect(
            lines.dropLast().last
                == (removes
                    ? "removed   gentle-default/\(leftover): left by an interrupted write"
                    : "stale     gentle-default/\(leftover): left by an interrupted write, kept because record mode never writes")
        )

        try expectOnly(Set(written.keys), removing: removes ? [leftover] : [], writtenIn: goldens, since: before)
    }
}

// `record` is `--record all` that succeeds: the same three goldens are written, the three exact
// ones are not even rewritten.
@Test func recordWritesOnlyNewAndChangedGoldens() throws {
    try withTemporaryDirectory { directory in
        let goldens = try makeGoldens(in: directory)
        let before = try FolderSnapshot(goldens)
        let run = CapturedRun(
            ["record", "--preset", "gentle-default", "--jobs", "2"] + sheets,
            environment: .testing(variables: ["CI": "true"], workingDirectory: directory))
        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput == """
                new       gentle-default/colors-light
                changed   gentle-default/surfaces-light: 32 differing pixels (0 allowed)
                changed   gentle-default/typography-dark: tokens not recorded; renderer fingerprint changed
                removed   gentle-default/\(leftover): left by an interrupted write
                1 new, 2 changed, 3 unchanged

                """)
        try expectOnly(
            ["colors-light", "surfaces-light", "typography-dark"], removing: [leftover], writtenIn: goldens,
            since: before)
    }
}

/// Checks that exactly the goldens named in `written` were written, each now holding the project
/// golden's pixels and fingerprint (not bytes: the encoder may change, pixels may not), the files
/// in `removed` are gone, and every other file kept its bytes and modification date.
private func expectOnly(
    _ written: Set<String>, removing removed: Set<String>, writtenIn goldens: URL, since before: FolderSnapshot
) throws {
    let after = try FolderSnapshot(goldens)
    let project = ProjectGoldens.directory.appendingPathComponent("gentle-default")
    #expect(
        Set(after.contents.keys) == Set(before.contents.keys).subtracting(removed).union(written.map { "\($0).png" }))
    for file in after.contents.keys {
        if written.contains(String(file.dropLast(4))) {
            // The token values are the image's own now, which the project's older goldens do not
            // store in that form; the pixels and the fingerprint must be the project golden's.
            let actual = try PNGDecoder().decode(contentsOf: goldens.appendingPathComponent(file))
            let expected = try PNGDecoder().decode(contentsOf: project.appendingPathComponent(file))
            #expect(actual.bitmap == expected.bitmap, "\(file)")
            #expect(fingerprint(of: actual) == fingerprint(of: expected), "\(file)")
        } else {
            #expect(after.contents[file] == before.contents[file] && after.dates[file] == before.dates[file], "\(file)")
        }
    }
}

/// A golden's text chunks but its token values: the renderer fingerprint.
private func fingerprint(of image: PNGImage) -> [PNGTextEntry] {
    image.text.filter { !GoldenTokens.textKeys.contains($0.key) }
}

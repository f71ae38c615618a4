import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Renders one quick sheet (colours, light, 1x) in `directory` into `output`.
private func render(into output: String, in directory: URL, format: String = "png") -> CapturedRun {
    let arguments = [
        "render", "--sheet", "colors", "--scheme", "light", "--scale", "1", "--format", format, "--regions",
        "-o", output,
    ]
    return CapturedRun(arguments, environment: .testing(workingDirectory: directory))
}

/// Where an output directory cannot be written: the directory itself, or the theme folder inside it.
enum ReadOnlyPlace: String, CaseIterable, Sendable {
    case outputDirectory, themeFolder
}

@Test(
    .enabled(if: ReadOnlyDirectory.isAvailable, "this process cannot make a directory read-only"),
    arguments: ReadOnlyPlace.allCases, ["png", "svg"])
func renderIntoAReadOnlyDirectoryExits74AndLeavesNothingBehind(place: ReadOnlyPlace, format: String) throws {
    try withTemporaryDirectory { directory in
        let output = directory.appendingPathComponent("out")
        let themeFolder = output.appendingPathComponent("gentle-default")
        try FileManager.default.createDirectory(at: themeFolder, withIntermediateDirectories: true)
        let locked = place == .outputDirectory ? output : themeFolder
        if place == .outputDirectory { try FileManager.default.removeItem(at: themeFolder) }
        let before = try treeSnapshot(of: output)
        ReadOnlyDirectory.lock(locked)
        defer { ReadOnlyDirectory.unlock(locked) }

        let result = render(into: "out", in: directory, format: format)
        #expect(result.exitCode == .ioError)
        #expect(result.firstErrorLine.contains(themeFolder.path))
        #expect(try treeSnapshot(of: output) == before)
    }
}

@Test(arguments: ["png", "svg"])
func renderUnderARegularFileExits74NamingTheBlocker(format: String) throws {
    try withTemporaryDirectory { directory in
        let blocker = directory.appendingPathComponent("notes.txt")
        try Data("not a directory\n".utf8).write(to: blocker)

        let result = render(into: "notes.txt/out", in: directory, format: format)
        #expect(result.exitCode == .ioError)
        let target = blocker.appendingPathComponent("out/gentle-default").path
        #expect(result.firstErrorLine == "Error: \(target): cannot be written: \(blocker.path) is not a directory")
        #expect(try treeSnapshot(of: directory) == ["notes.txt": Data("not a directory\n".utf8)])
    }
}

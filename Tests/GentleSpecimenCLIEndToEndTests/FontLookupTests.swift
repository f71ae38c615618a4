import Foundation
import GentleRaster
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// The commands that draw find the bundled fonts from the executable, or where
/// `GENTLE_SPECIMEN_FONTS` says, through the environment they are given.
@Suite struct FontLookupTests {
    static let drawing: [[String]] = [
        ["render", "--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--scale", "1"],
        ["verify", "--preset", "gentle-default", "--goldens", "Goldens"],
        ["record", "--preset", "gentle-default", "--goldens", "Goldens"],
    ]

    /// An executable moved away from both the installed fonts and any checkout.
    private func movedTool(in directory: URL) -> URL {
        directory.appendingPathComponent("moved/bin/gentle-specimen")
    }

    @Test(arguments: drawing)
    func aMovedToolWithoutFontsExits74NamingThePlacesLookedIn(arguments: [String]) throws {
        try withTemporaryDirectory { directory in
            let environment = CommandEnvironment.testing(workingDirectory: directory)
            var moved = environment
            moved.executable = movedTool(in: directory)
            let result = CapturedRun(arguments, environment: moved)
            #expect(result.exitCode == .ioError)
            let prefix = directory.appendingPathComponent("moved").path
            #expect(result.firstErrorLine.hasPrefix("Error: no font manifest found; looked in: "))
            #expect(result.firstErrorLine.contains("\(prefix)/share/gentle-specimen/Fonts/manifest.json"))
            #expect(result.firstErrorLine.contains("GENTLE_SPECIMEN_FONTS"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Goldens").path))
        }
    }

    @Test func theEnvironmentVariableGivesAMovedToolItsFonts() throws {
        try withTemporaryDirectory { directory in
            let manifest = try FontManifestSearch.process.manifestURL().path
            var environment = CommandEnvironment.testing(
                variables: [FontManifestSearch.environmentVariable: manifest], workingDirectory: directory)
            environment.executable = movedTool(in: directory)
            let result = CapturedRun(Self.drawing[0] + ["--output", "out"], environment: environment)
            #expect(result.exitCode == .success)
            #expect(
                FileManager.default.fileExists(
                    atPath: directory.appendingPathComponent("out/gentle-default/colors-light.png").path))
        }
    }

    @Test func aMissingManifestNamedByTheEnvironmentIsAnIOErrorNamingIt() throws {
        try withTemporaryDirectory { directory in
            let named = directory.appendingPathComponent("nowhere/manifest.json").path
            let result = CapturedRun(
                Self.drawing[0],
                environment: .testing(
                    variables: [FontManifestSearch.environmentVariable: named], workingDirectory: directory))
            #expect(result.exitCode == .ioError)
            #expect(result.firstErrorLine == "Error: cannot read font manifest \(named): no such file")
        }
    }
}

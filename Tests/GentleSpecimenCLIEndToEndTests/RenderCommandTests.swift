import Foundation
import GentleImage
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Runs the tool with `directory` as the working directory.
private func run(_ arguments: [String], in directory: URL, isTerminal: Bool = false) -> CapturedRun {
    CapturedRun(arguments, environment: .testing(isTerminal: isTerminal, workingDirectory: directory))
}

/// The smallest quick batch: one colours sheet at 1x.
private let quick = ["--sheet", "colors", "--scale", "1"]

private func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
    let bitmap = try PNGDecoder().decode(contentsOf: url).bitmap
    return (bitmap.width, bitmap.height)
}

@Test func renderWritesEachSheetAndSchemeAndListsThePaths() throws {
    try withTemporaryDirectory { directory in
        let result = run(["render", "--preset", "soft-green", "-o", "out"] + quick, in: directory)
        #expect(result.exitCode == .success)
        let light = directory.appendingPathComponent("out/soft-green/colors-light.png")
        let dark = directory.appendingPathComponent("out/soft-green/colors-dark.png")
        #expect(result.standardOutput == "\(light.path)\n\(dark.path)\n")
        let (lightSize, darkSize) = (try pngSize(light), try pngSize(dark))
        #expect(lightSize.width == darkSize.width)
    }
}

@Test func noArgumentsAndBareOptionsRenderTheDefaultTheme() throws {
    try withTemporaryDirectory { directory in
        let result = run(["--scheme", "dark"] + quick, in: directory)
        #expect(result.exitCode == .success)
        let file = directory.appendingPathComponent("specimens/gentle-default/colors-dark.png")
        #expect(result.standardOutput == file.path + "\n")
    }
}

@Test func scaleMultipliesThePixelSize() throws {
    try withTemporaryDirectory { directory in
        let arguments = ["render", "--sheet", "colors", "--scheme", "light"]
        #expect(run(arguments + ["--scale", "1", "-o", "x1"], in: directory).exitCode == .success)
        #expect(run(arguments + ["--scale", "2", "-o", "x2"], in: directory).exitCode == .success)
        let one = try pngSize(directory.appendingPathComponent("x1/gentle-default/colors-light.png"))
        let two = try pngSize(directory.appendingPathComponent("x2/gentle-default/colors-light.png"))
        #expect(two.width == 2 * one.width && two.height == 2 * one.height)
    }
}

/// The quick deflater behind `render` writes the same bytes whichever worker encodes a sheet and
/// whatever it encoded before: colours (opaque) and surfaces (materials) in both schemes.
@Test func outputBytesDoNotDependOnTheJobCount() throws {
    try withTemporaryDirectory { directory in
        let sheets = ["--sheet", "colors,surfaces", "--scale", "1"]
        for jobs in ["1", "2"] {
            let result = run(["render", "-j", jobs, "-o", "jobs\(jobs)"] + sheets, in: directory)
            #expect(result.exitCode == .success)
        }
        for sheet in ["colors", "surfaces"] {
            for scheme in ["light", "dark"] {
                let name = "gentle-default/\(sheet)-\(scheme).png"
                let single = try Data(contentsOf: directory.appendingPathComponent("jobs1/\(name)"))
                let double = try Data(contentsOf: directory.appendingPathComponent("jobs2/\(name)"))
                #expect(single == double, "\(name)")
            }
        }
    }
}

@Test func aThemeFileIsNamedByItsBaseNameAndRegionsAreWrittenBesideIt() throws {
    try withTemporaryDirectory { directory in
        let theme = Fixtures.url("themes/warnings-only.json").path
        let arguments = ["render", "--theme", theme, "--scheme", "light", "--regions"] + quick
        #expect(run(arguments, in: directory).exitCode == .success)
        let regions = directory.appendingPathComponent("specimens/warnings-only/colors-light.regions.json")
        let text = try String(contentsOf: regions, encoding: .utf8)
        #expect(text.contains("\"colors.primaryCTA\""))
    }
}

@Test func svgIsWrittenWhenAsked() throws {
    try withTemporaryDirectory { directory in
        let result = run(["render", "--format", "svg", "--scheme", "light"] + quick, in: directory)
        #expect(result.exitCode == .success)
        let svg = directory.appendingPathComponent("specimens/gentle-default/colors-light.svg")
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains("<svg"))
    }
}

@Test func aTerminalGetsOneUpdatingProgressLine() throws {
    try withTemporaryDirectory { directory in
        let result = run(["render", "--scheme", "light"] + quick, in: directory, isTerminal: true)
        #expect(result.exitCode == .success)
        #expect(result.standardOutput.hasPrefix("\r\u{1B}[K[1/1] gentle-default/colors-light.png "))
        #expect(result.standardOutput.hasSuffix(" ms\n"))
    }
}

@Test func aMissingFontManifestIsAnIOError() throws {
    try withTemporaryDirectory { directory in
        let result = run(["render", "--fonts", "absent.json"] + quick, in: directory)
        #expect(result.exitCode == .ioError)
        #expect(result.standardError.hasPrefix("Error: cannot read font manifest "))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("specimens").path))
    }
}

@Test func anOutputBlockedByAFileIsAnIOError() throws {
    try withTemporaryDirectory { directory in
        try Data().write(to: directory.appendingPathComponent("specimens"))
        let result = run(["render", "--scheme", "light"] + quick, in: directory)
        #expect(result.exitCode == .ioError)
        let blocked = directory.appendingPathComponent("specimens/gentle-default").path
        let blocker = directory.appendingPathComponent("specimens").path
        let message = "Error: \(blocked): cannot be written: \(blocker) is not a directory\n"
        #expect(result.standardError == message)
    }
}

// A symbolic link below the output folder (`specimens/gentle-default -> elsewhere`, committed to
// a repository) does not redirect where render writes: refused as the goldens and report
// writers refuse it (74, naming the link), and nothing is written through it.
@Test func renderRefusesToWriteThroughASymbolicLinkBelowItsOutputFolder() throws {
    try withTemporaryDirectory { directory in
        let elsewhere = directory.appendingPathComponent("elsewhere")
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let link = out.appendingPathComponent("gentle-default")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        for animate in [[], ["--sheet", "buttons", "--animate"]] {
            let arguments = ["render", "--preset", "gentle-default", "--scheme", "light", "-o", "out"]
            let result = run(arguments + (animate.isEmpty ? quick : animate + ["--scale", "1"]), in: directory)
            #expect(result.exitCode == .ioError)
            #expect(result.firstErrorLine.hasPrefix("Error: \(link.path): "))
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
        }
    }
}

import Foundation
import GentleImage
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Runs `diff` from inside `Fixtures/images/`.
private func diff(_ arguments: [String], in directory: URL = Fixtures.url("images")) -> CapturedRun {
    CapturedRun(["diff"] + arguments, environment: .testing(workingDirectory: directory))
}

/// A pair of images, the gate options, and what `diff` must print and return.
struct DiffCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let output: [String]
    let exitCode: ExitCode

    var testDescription: String { arguments.joined(separator: " ") }
}

private func counts(_ differing: Int, _ percent: String, allowed: Int, result: String) -> [String] {
    [
        "differing pixels: \(differing) of 64 (\(percent))",
        "anti-aliased pixels: 0 (shown, not counted)",
        "allowed differing pixels: \(allowed)",
        "result: \(result)",
    ]
}

private let dots = ["white-8x8.png", "three-red-dots-8x8.png"]

@Test(arguments: [
    DiffCase(
        arguments: ["white-8x8.png", "white-8x8-rgb.png"],
        output: counts(0, "0.00%", allowed: 0, result: "identical"), exitCode: .success),
    DiffCase(
        arguments: dots, output: counts(3, "4.69%", allowed: 0, result: "different"),
        exitCode: .differences),
    DiffCase(
        arguments: dots + ["--max-diff-pixels", "3"],
        output: counts(3, "4.69%", allowed: 3, result: "match"), exitCode: .success),
    DiffCase(
        arguments: dots + ["--max-diff-ratio", "0.05"],
        output: counts(3, "4.69%", allowed: 3, result: "match"), exitCode: .success),
    DiffCase(
        arguments: dots + ["--max-diff-ratio", "0.04"],
        output: counts(3, "4.69%", allowed: 2, result: "different"), exitCode: .differences),
    DiffCase(
        arguments: dots + ["--max-diff-ratio", "0.5", "--max-diff-pixels", "1"],
        output: counts(3, "4.69%", allowed: 1, result: "different"), exitCode: .differences),
    DiffCase(
        arguments: dots + ["--threshold", "1"],
        output: counts(0, "0.00%", allowed: 0, result: "match"), exitCode: .success),
    DiffCase(
        arguments: ["white-8x8.png", "white-10x8.png"],
        output: ["sizes differ: expected 8×8, actual 10×8", "result: different sizes"],
        exitCode: .differences),
])
func diffPrintsTheCountsAndExitsByTheGate(diffCase: DiffCase) {
    let run = diff(diffCase.arguments)
    #expect(run.exitCode == diffCase.exitCode)
    #expect(run.standardOutput == diffCase.output.map { $0 + "\n" }.joined())
    #expect(run.standardError.isEmpty)
}

@Test(arguments: [
    ("not-png.png", "Error: not-png.png: not a PNG file", ExitCode.dataError),
    ("truncated.png", "Error: truncated.png: PNG data is truncated", .dataError),
    ("absent.png", "Error: absent.png: cannot be read: no such file", .ioError),
])
func anUnusableImageIsReportedByName(file: String, message: String, exitCode: ExitCode) {
    for arguments in [[file, "white-8x8.png"], ["white-8x8.png", file]] {
        let run = diff(arguments)
        #expect(run.exitCode == exitCode)
        #expect(run.standardError == message + "\n")
        #expect(run.standardOutput.isEmpty)
    }
}

@Test func theExpectedImagesProblemIsReportedFirst() {
    let run = diff(["truncated.png", "not-png.png"])
    #expect(run.standardError == "Error: truncated.png: PNG data is truncated\n")
}

@Test func theDiffImageMarksEachDifferingPixelRed() throws {
    try withTemporaryDirectory { directory in
        let output = directory.appendingPathComponent("diff.png")
        let run = diff(dots + ["--output", output.path])
        #expect(run.exitCode == .differences)
        #expect(run.standardOutput.hasSuffix("diff image: \(output.path)\n"))
        let image = try PNGDecoder().decode(contentsOf: output).bitmap
        #expect(image.width == 8 && image.height == 8)
        let red = stride(from: 0, to: image.pixels.count, by: 4).filter {
            Array(image.pixels[$0..<$0 + 4]) == [255, 0, 0, 255]
        }
        #expect(red.map { $0 / 4 } == [1 * 8 + 1, 2 * 8 + 5, 6 * 8 + 3])
    }
}

@Test func noDiffImageIsWrittenForDifferentSizes() throws {
    try withTemporaryDirectory { directory in
        let output = directory.appendingPathComponent("diff.png")
        let run = diff(["white-8x8.png", "white-10x8.png", "-o", output.path])
        #expect(run.exitCode == .differences)
        #expect(run.standardOutput.hasSuffix("diff image: not written, the sizes differ\n"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}

@Test func percentagesHaveTwoDecimalsInEveryLocale() {
    #expect(DiffSummary.percentage(0) == "0.00%")
    #expect(DiffSummary.percentage(3.0 / 64) == "4.69%")
    #expect(DiffSummary.percentage(0.5) == "50.00%")
    #expect(DiffSummary.percentage(1) == "100.00%")
    #expect(DiffSummary.percentage(0.0001) == "0.01%")
}

// Clear pixels against opaque white: the same over white, not over pixelmatch 7's checkerboard.
@Test(arguments: [([String](), 64, "different", ExitCode.differences), (["--no-checkerboard"], 0, "match", .success)])
func translucentPixelsMeetTheCheckerboardUnlessTurnedOff(
    options: [String], differing: Int, result: String, exitCode: ExitCode
) throws {
    try withTemporaryDirectory { directory in
        try PNGEncoder().write(Bitmap(width: 8, height: 8), text: [], to: directory.appendingPathComponent("clear.png"))
        try PNGEncoder().write(
            Bitmap(width: 8, height: 8, filledWith: (255, 255, 255, 255)), text: [],
            to: directory.appendingPathComponent("white.png"))
        let run = diff(["clear.png", "white.png", "--compare", "perceptual"] + options, in: directory)
        #expect(run.exitCode == exitCode)
        #expect(run.standardOutput.hasPrefix("differing pixels: \(differing) of 64"))
        #expect(run.standardOutput.hasSuffix("result: \(result)\n"))
    }
}

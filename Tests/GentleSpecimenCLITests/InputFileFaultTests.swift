import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Input files that are not plain, bounded files (issue 18): a FIFO, a device, a directory, a
/// symlink loop or an oversized file as theme, PNG or font gets its true cause and the
/// contract's exit code at once. Before, a FIFO in a font manifest hung `render` forever,
/// `/dev/zero` was read for 550 MB first, and FIFOs were called "permission denied". Each run
/// has a minute from its own start (`returning(within:)`), not a `.timeLimit` that a busy pool
/// would spend before the test began.
@Suite("Input files that are not regular, bounded files")
struct InputFileFaultTests {
    enum Odd: String, CaseIterable, Sendable {
        case fifo, deviceZero, directory, symlinkLoop
    }

    /// Makes the odd file at `directory/name` and returns its path as the command line gives it.
    private static func make(_ odd: Odd, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        switch odd {
        case .fifo: try #require(mkfifo(url.path, 0o644) == 0)
        case .deviceZero: return "/dev/zero"
        case .directory: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        case .symlinkLoop: try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: url.path)
        }
        return name
    }

    private static func reason(_ odd: Odd) -> String {
        switch odd {
        case .fifo: "it is a FIFO (named pipe), not a regular file"
        case .deviceZero: "it is a character device, not a regular file"
        case .directory: "it is a directory"
        case .symlinkLoop: "too many levels of symbolic links (a symlink loop)"
        }
    }

    private static func run(
        _ arguments: [String], in directory: URL = URL(fileURLWithPath: "/project"),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CapturedRun {
        try #require(
            await returning(within: .seconds(60), sourceLocation: sourceLocation) {
                CapturedRun(arguments, environment: .testing(workingDirectory: directory))
            }, sourceLocation: sourceLocation)
    }

    @Test(arguments: Odd.allCases)
    func anOddThemeFileExits74WithItsCause(odd: Odd) async throws {
        try await withAsyncTemporaryDirectory { directory in
            let path = try Self.make(odd, named: "theme.json", in: directory)
            let render = try await Self.run(["render", "--theme", path, "-o", "out"], in: directory)
            #expect(render.exitCode == .ioError)
            #expect(render.firstErrorLine == "Error: \(path): cannot be read: \(Self.reason(odd))")
            let validate = try await Self.run(["validate", path], in: directory)
            #expect(validate.exitCode == .ioError)
            #expect(validate.standardOutput.hasPrefix("\(path): error: cannot be read: \(Self.reason(odd))\n"))
        }
    }

    @Test(arguments: Odd.allCases)
    func anOddPNGExits74WithItsCause(odd: Odd) async throws {
        try await withAsyncTemporaryDirectory { directory in
            let path = try Self.make(odd, named: "a.png", in: directory)
            let result = try await Self.run(["diff", path, path], in: directory)
            #expect(result.exitCode == .ioError)
            #expect(result.firstErrorLine == "Error: \(path): cannot be read: \(Self.reason(odd))")
        }
    }

    @Test(arguments: Odd.allCases)
    func anOddFontFileExits74WithoutOpeningIt(odd: Odd) async throws {
        try await withAsyncTemporaryDirectory { directory in
            let path = try Self.make(odd, named: "Font.ttf", in: directory)
            let file = path.hasPrefix("/") ? path : directory.appendingPathComponent(path).path
            let manifest = #"{"fonts":{"default":{"file":"\#(file)","axes":{"weight":"wght"}}}}"#
            try Data(manifest.utf8).write(to: directory.appendingPathComponent("manifest.json"))
            let result = try await Self.run(
                ["render", "--fonts", "manifest.json", "--sheet", "colors", "--scheme", "light", "-o", "out"],
                in: directory)
            #expect(result.exitCode == .ioError)
            #expect(result.firstErrorLine == "Error: default font file \(file): \(Self.reason(odd))")
        }
    }

    @Test func anOddFontManifestExits74() async throws {
        let result = try await Self.run(["render", "--fonts", "/dev/zero", "-o", "/nonexistent/out"])
        #expect(result.exitCode == .ioError)
        #expect(result.firstErrorLine == "Error: cannot read font manifest /dev/zero: \(Self.reason(.deviceZero))")
    }

    @Test func aThemeOverTheSizeCapIsInvalidInputNamingTheCap() async throws {
        try await withAsyncTemporaryDirectory { directory in
            var bytes = try Data(contentsOf: Fixtures.url("interop/gentle-default.json"))
            bytes.append(Data(repeating: UInt8(ascii: " "), count: 4 << 20))
            try bytes.write(to: directory.appendingPathComponent("big.json"))
            let validate = try await Self.run(["validate", "big.json"], in: directory)
            #expect(validate.exitCode == .dataError)
            let size = bytes.count.formatted(.number.locale(Locale(identifier: "en_US")))
            #expect(
                validate.standardOutput.hasPrefix(
                    "big.json:1:1: error: (root): the file is too large for a theme: it holds \(size) bytes, over the limit"
                        + " of 4 MiB\n"))
            let render = try await Self.run(["render", "--theme", "big.json", "-o", "out"], in: directory)
            #expect(render.exitCode == .dataError)
            #expect(render.standardError.contains("over the limit of 4 MiB"))
        }
    }

    @Test func aDiffImageAimedAtADirectoryExits74NamingIt() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("diffs")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let images = Fixtures.url("images")
            let result = try await Self.run(
                ["diff", "white-8x8.png", "three-red-dots-8x8.png", "-o", folder.path], in: images)
            #expect(result.exitCode == .ioError)
            #expect(result.firstErrorLine == "Error: \(folder.path): cannot be written: it is a directory")
        }
    }

    @Test func anEmptyThemePathIsAUsageError() async throws {
        let result = try await Self.run(["render", "--theme", ""])
        #expect(result.exitCode == .usage)
        #expect(result.firstErrorLine == "Error: The value '' is invalid for '--theme <file>'")
    }
}

import Foundation
import GentleImage
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Runs the tool in `directory` with `CI` unset, so only explicit options choose the record mode.
private func run(_ arguments: [String], in directory: URL) -> CapturedRun {
    CapturedRun(arguments, environment: .testing(workingDirectory: directory))
}

/// Copies a fixture theme to `mytheme.json`, so that two themes record goldens of the same names.
private func useTheme(_ fixture: String, in directory: URL) throws {
    let target = directory.appendingPathComponent("mytheme.json")
    try? FileManager.default.removeItem(at: target)
    try FileManager.default.copyItem(at: Fixtures.url(fixture), to: target)
}

/// The sheets the kill test records: the three shortest pages (six goldens), not all nine, so
/// each of its eleven runs is short, most of it spent compressing the PNGs; what is drawn does
/// not matter, how it is written does.
private let killedSheets = ["--sheet", "colors,controls,layout"]

/// Records `fixture`'s goldens into `goldens` and returns them by relative path.
private func recordGoldens(
    of fixture: String, into goldens: String, in directory: URL, sheets: [String]
) throws -> [String: Data] {
    try useTheme(fixture, in: directory)
    let result = run(["record", "--theme", "mytheme.json", "--goldens", goldens] + sheets, in: directory)
    try #require(result.exitCode == .success, "\(result.standardError)")
    return try treeSnapshot(of: directory.appendingPathComponent(goldens)).filter { $0.key.hasSuffix(".png") }
}

/// Where each kill lands, as a fraction of an uninterrupted run: from start-up through rendering
/// to the last writes. Fractions rather than fixed delays keep the spread on a loaded machine.
private let killPoints = [0.05, 0.2, 0.35, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]

// No `.timeLimit`: its clock starts before the body has a thread, so on a busy pool it fires on
// a test that waited rather than hung; each child has a deadline from its own launch instead.
@Test(.tags(.subprocess), .enabled(if: BuiltTool.url != nil, "gentle-specimen has not been built"))
func recordKilledAtAnyMomentLeavesEveryGoldenOldOrNew() async throws {
    let tool = try #require(BuiltTool.url)
    try await withAsyncTemporaryDirectory { directory in
        let old = try recordGoldens(of: "interop/soft-green.json", into: "old", in: directory, sheets: killedSheets)
        let new = try recordGoldens(of: "interop/gentle-default.json", into: "new", in: directory, sheets: killedSheets)
        #expect(old.count == 6 && Set(old.keys) == Set(new.keys))
        #expect(old.allSatisfy { new[$0.key] != $0.value })
        let goldens = directory.appendingPathComponent("Goldens")
        try restore(old, into: goldens)
        let clock = ContinuousClock()
        let start = clock.now
        try await recordAndKill(tool, after: nil, in: directory)
        let run = clock.now - start
        #expect(try treeSnapshot(of: goldens).filter { $0.key.hasSuffix(".png") } == new)
        for point in killPoints {
            try restore(old, into: goldens)
            try await recordAndKill(tool, after: run * point, in: directory)
            try expectEachGoldenOldOrNew(in: goldens, old: old, new: new)
        }
    }
}

/// Replaces everything in `goldens` with `files`.
private func restore(_ files: [String: Data], into goldens: URL) throws {
    try? FileManager.default.removeItem(at: goldens)
    for (path, bytes) in files {
        let url = goldens.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }
}

/// Launches `record` of `mytheme.json` into `Goldens` and kills it with SIGKILL after `delay`,
/// or lets it finish when `delay` is `nil`; neither the kill nor the wait needs a pool thread.
private func recordAndKill(_ tool: URL, after delay: Duration?, in directory: URL) async throws {
    let record = try ChildProcess(
        tool, ["record", "--theme", "mytheme.json", "--goldens", "Goldens"] + killedSheets, in: directory,
        deadline: .seconds(300))
    if let delay { record.send(SIGKILL, after: delay) }
    // The exit status is not what is checked: under AddressSanitizer the leak report at exit
    // turns it to 1 after every golden is written. The goldens themselves are checked.
    _ = await record.ending()
    #expect(!record.overranItsDeadline, "record was still running 300 s after its launch")
}

/// Every golden decodes and is byte-equal to its old or new version; anything else left in the
/// folder is one of the store's hidden temporary files, which never end in `.png`.
private func expectEachGoldenOldOrNew(in goldens: URL, old: [String: Data], new: [String: Data]) throws {
    let found = try treeSnapshot(of: goldens)
    for (path, bytes) in old {
        let current = try #require(found[path], "\(path) disappeared")
        #expect(current == bytes || current == new[path], "\(path) is neither old nor new")
        #expect(throws: Never.self) { try PNGDecoder().decode([UInt8](current), source: path) }
    }
    let others = found.keys.filter { old[$0] == nil && $0 != "mytheme" }
    for path in others {
        let name = URL(fileURLWithPath: path).lastPathComponent
        #expect(name.hasPrefix(".") && name.hasSuffix(".tmp") && !name.hasSuffix(".png"), "stray file \(path)")
    }
}

/// Eight workers write eight files into one theme folder at once; one worker writes them in turn.
@Test(arguments: ["png", "svg"])
func eightJobsIntoOneFolderWriteTheSameBytesAsOne(format: String) throws {
    try withTemporaryDirectory { directory in
        let arguments = [
            "render", "--preset", "bold-orange", "--sheet", "colors,typography,buttons,layout", "--scale", "1",
            "--format", format,
        ]
        #expect(run(arguments + ["--jobs", "8", "-o", "eight"], in: directory).exitCode == .success)
        #expect(run(arguments + ["--jobs", "1", "-o", "one"], in: directory).exitCode == .success)
        let eight = try treeSnapshot(of: directory.appendingPathComponent("eight"))
        let one = try treeSnapshot(of: directory.appendingPathComponent("one"))
        #expect(one.keys.filter { $0.hasSuffix(".\(format)") }.count == 8)
        #expect(eight == one)
    }
}

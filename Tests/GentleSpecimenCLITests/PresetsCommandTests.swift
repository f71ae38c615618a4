import Foundation
import GentleSpecimenCLITestSupport
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

private let presetIDs = GentlePreset.all.map(\.id)

@Test func presetsListsIdNameAndSummaryInCatalogueOrder() {
    let run = CapturedRun(["presets"])
    #expect(run.exitCode == .success)
    #expect(run.standardError.isEmpty)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 9)
    #expect(lines.first == "gentle-default   Gentle Default   Calm, balanced foundation for any app")
    #expect(lines.last == "compact-mint     Compact Mint     Dense, efficient with fresh accents")
    #expect(lines.map { String($0.prefix { $0 != " " }) } == presetIDs)
}

@Test(arguments: presetIDs)
func exportWritesTheInteropBytes(id: String) throws {
    try withTemporaryDirectory { directory in
        let environment = CommandEnvironment.testing(workingDirectory: directory)
        let run = CapturedRun(["presets", "--export", "out/themes"], environment: environment)
        #expect(run.exitCode == .success)
        let written = directory.appendingPathComponent("out/themes/\(id).json")
        #expect(run.standardOutput.contains(written.path + "\n"))
        let expected = try Data(contentsOf: Fixtures.url("interop/\(id).json"))
        #expect(try Data(contentsOf: written) == expected)
    }
}

@Test func exportWritesExactlyTheNineFilesAndNothingElse() throws {
    try withTemporaryDirectory { directory in
        let run = CapturedRun(["presets", "--export", directory.path])
        #expect(run.exitCode == .success)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == presetIDs.map { "\($0).json" }.sorted())
        #expect(run.standardOutput.split(separator: "\n").count == 9)
    }
}

@Test func exportOverwritesAnOlderFile() throws {
    try withTemporaryDirectory { directory in
        let file = directory.appendingPathComponent("soft-green.json")
        try Data("stale".utf8).write(to: file)
        #expect(CapturedRun(["presets", "--export", directory.path]).exitCode == .success)
        #expect(try Data(contentsOf: file) == Data(contentsOf: Fixtures.url("interop/soft-green.json")))
    }
}

@Test(arguments: ["blocker", "blocker/nested"])
func exportIntoAPathBlockedByAFileIsAnIOError(target: String) throws {
    try withTemporaryDirectory { directory in
        let blocker = directory.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let run = CapturedRun(["presets", "--export", directory.appendingPathComponent(target).path])
        #expect(run.exitCode == .ioError)
        #expect(run.standardOutput.isEmpty)
        let expected =
            "Error: \(directory.appendingPathComponent(target).path): cannot be written: "
            + "\(blocker.path) is not a directory\n"
        #expect(run.standardError == expected)
    }
}

@Test(arguments: [["soft-green"], ["soft-green,bold-orange"], ["bold-orange", "--preset", "soft-green,bold-orange"]])
func exportWritesOnlyTheNamedPresetsInTheOrderNamed(presets: [String]) throws {
    try withTemporaryDirectory { directory in
        let run = CapturedRun(["presets", "--export", directory.path, "--preset"] + presets)
        #expect(run.exitCode == .success, "\(run.standardError)")
        let named = presets.filter { $0 != "--preset" }.flatMap { $0.split(separator: ",").map(String.init) }
        var ids: [String] = []
        for id in named where !ids.contains(id) { ids.append(id) }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ids.map { "\($0).json" }.sorted())
        #expect(run.standardOutput == ids.map { directory.appendingPathComponent("\($0).json").path + "\n" }.joined())
        for id in ids {
            let written = try Data(contentsOf: directory.appendingPathComponent("\(id).json"))
            #expect(written == (try Data(contentsOf: Fixtures.url("interop/\(id).json"))))
        }
    }
}

@Test func presetAllExportsEveryPreset() throws {
    try withTemporaryDirectory { directory in
        #expect(CapturedRun(["presets", "--export", directory.path, "--preset", "all"]).exitCode == .success)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == presetIDs.map { "\($0).json" }.sorted())
    }
}

@Test func presetNarrowsTheListing() {
    let run = CapturedRun(["presets", "--preset", "compact-mint"])
    #expect(run.exitCode == .success)
    #expect(run.standardOutput == "compact-mint  Compact Mint  Dense, efficient with fresh accents\n")
}

/// An unknown id is a usage error that names it, lists the ids, and writes nothing.
@Test(arguments: ["nope", "soft-green,nope"])
func anUnknownPresetIsAUsageErrorNamingIt(value: String) throws {
    try withTemporaryDirectory { directory in
        let target = directory.appendingPathComponent("out")
        let run = CapturedRun(["presets", "--export", target.path, "--preset", value])
        #expect(run.exitCode == .usage)
        let ids = (presetIDs + ["all"]).map { "'\($0)'" }
        let list = ids.dropLast().joined(separator: ", ") + " and " + (ids.last ?? "")
        #expect(
            run.firstErrorLine
                == "Error: The value 'nope' is invalid for '--preset <id>'. Please provide one of \(list).")
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }
}

import Foundation
import GentleSpecimen
import Testing

@testable import GentleSpecimenCLI

@Test(arguments: [[String](), ["--theme", "Theme/brand.json"]])
func initWritesAStarterConfigThatTheOtherCommandsRead(arguments: [String]) throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let run = project.run(["init"] + arguments)
        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("wrote gentle-specimen.json\nwrote .github/workflows/specimens.yml\n"))
        let workflow = try String(
            contentsOf: directory.appendingPathComponent(".github/workflows/specimens.yml"), encoding: .utf8)
        #expect(workflow.contains("--shard ${{ matrix.shard }}/4"))
        #expect(workflow.contains("merge-reports specimen-report shards/*"))
        let config = try SpecimenConfig.load(contentsOf: directory.appendingPathComponent("gentle-specimen.json"))
        #expect(config.themes.map(\.path) == ["Theme/brand.json"])
        // The README's Swift example names this theme "Brand": the sheets' headers, and so the
        // goldens, of the two agree.
        #expect(config.themes.map(\.name) == ["Brand"])
        #expect(config.goldens == directory.appendingPathComponent("Theme/Goldens").standardizedFileURL)
        #expect(config.scale == 1)
    }
}

@Test(arguments: [
    ("brand", "Brand"), ("soft-green", "Soft Green"), ("my_brand-v2", "My Brand V2"), ("Brand", "Brand"),
    ("-", "-"),
])
func initNamesAThemeAsThePresetCatalogueDoes(themeID: String, displayName: String) {
    #expect(StarterConfig.displayName(themeID: themeID) == displayName)
}

@Test func initRefusesToOverwriteAndWritesNothing() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory, config: "{ \"mine\": true }")
        let before = try FolderSnapshot(directory)
        let run = project.run(["init"])
        #expect(run.exitCode == .cannotCreate)
        #expect(
            run.firstErrorLine
                == "Error: gentle-specimen.json already exists; init never overwrites it (edit it, or remove it first)")
        #expect(try FolderSnapshot(directory) == before)
    }
}

@Test func anExistingWorkflowIsNotOverwrittenAndNoConfigIsWritten() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let workflows = directory.appendingPathComponent(".github/workflows")
        try FileManager.default.createDirectory(at: workflows, withIntermediateDirectories: true)
        try Data("name: Mine\n".utf8).write(to: workflows.appendingPathComponent("specimens.yml"))
        let before = try FolderSnapshot(directory)
        let run = project.run(["init"])
        #expect(run.exitCode == .cannotCreate)
        #expect(run.firstErrorLine.hasPrefix("Error: .github/workflows/specimens.yml already exists"))
        #expect(try FolderSnapshot(directory) == before)
    }
}

@Test func initWithoutAThemeToNameIsAUsageError() throws {
    try withTemporaryDirectory { directory throws in
        let run = CapturedRun(["init"], environment: .testing(workingDirectory: directory))
        #expect(run.exitCode == .usage)
        #expect(run.firstErrorLine.hasSuffix("pass '--theme FILE'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        let absent = CapturedRun(
            ["init", "--theme", "absent.json"], environment: .testing(workingDirectory: directory))
        #expect(absent.exitCode == .noInput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}

@Test(.enabled(if: ReadOnlyDirectory.isAvailable, "this process cannot make a directory read-only"))
func initInAReadOnlyDirectoryExits74AndLeavesNothing() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let before = try FolderSnapshot(directory)
        ReadOnlyDirectory.lock(directory)
        defer { ReadOnlyDirectory.unlock(directory) }
        let run = project.run(["init"])
        #expect(run.exitCode == .ioError)
        #expect(
            run.firstErrorLine.hasPrefix(
                "Error: \(directory.appendingPathComponent("gentle-specimen.json").path): writing failed"))
        #expect(try FolderSnapshot(directory) == before)
    }
}

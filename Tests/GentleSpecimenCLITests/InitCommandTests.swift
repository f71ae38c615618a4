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
        #expect(config.goldens == directory.appendingPathComponent("Theme/Goldens").standardizedFileURL)
        #expect(config.scale == 1)
    }
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

// A checked-out repository's `.github` could point anywhere; init writes through no link.
@Test(arguments: [".github", ".github/workflows"])
func initRefusesAFolderThatIsASymbolicLinkNamingItAndWritesNothing(link: String) throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let elsewhere = try project.folder("elsewhere")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent(link).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent(link), withDestinationURL: elsewhere)
        let before = try FolderSnapshot(directory)
        let run = project.run(["init"])
        #expect(run.exitCode == .cannotCreate)
        #expect(
            run.firstErrorLine
                == "Error: \(link) is a symbolic link; init does not write .github/workflows/specimens.yml through it"
                + " (make it a plain folder, or write the file yourself)")
        #expect(run.standardOutput.isEmpty)
        #expect(try FolderSnapshot(directory) == before)
    }
}

// The workflow cannot be written (a file where its folder goes), so the config written first is
// removed again: no line may say it was written.
@Test func initSaysWhatItWroteOnlyOnceEveryFileIsInPlace() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        try project.write("not a folder\n", to: ".github")
        let run = project.run(["init"])
        #expect(run.exitCode == .ioError)
        #expect(run.standardOutput.isEmpty)
        #expect(!project.has("gentle-specimen.json"))
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

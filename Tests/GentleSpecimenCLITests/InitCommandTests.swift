import Foundation
import GentleSpecimen
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

@Test(arguments: [[String](), ["--theme", "Theme/brand.json"]])
func initWritesAStarterConfigThatTheOtherCommandsRead(arguments: [String]) throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let run = project.run(["init"] + arguments)
        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput.hasPrefix(
                "wrote gentle-specimen.json\nwrote .github/workflows/specimens.yml\nadded /specimen-report/ to .gitignore\n"
            ))
        let workflow = try String(
            contentsOf: directory.appendingPathComponent(".github/workflows/specimens.yml"), encoding: .utf8)
        // One verify job by default; sharding is `--shards N`.
        #expect(!workflow.contains("matrix"))
        #expect(!workflow.contains("merge-reports"))
        let config = try SpecimenConfig.load(contentsOf: directory.appendingPathComponent("gentle-specimen.json"))
        #expect(config.themes.map(\.path) == ["Theme/brand.json"])
        // The README's Swift example names this theme "Brand": the sheets' headers, and so the
        // goldens, of the two agree.
        #expect(config.themes.map(\.name) == ["Brand"])
        #expect(config.goldens == directory.appendingPathComponent("Theme/Goldens").standardizedFileURL)
        #expect(config.scale == 1)
        #expect(config.report == directory.appendingPathComponent(StarterWorkflow.reportFolder).standardizedFileURL)
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

@Test(
    arguments: [
        (nil, "/specimen-report/\n"),
        ("node_modules", "node_modules\n/specimen-report/\n"),
        ("build/\r\n", "build/\r\n/specimen-report/\n"),
        ("build/\nspecimen-report/\n", nil),
        ("  /specimen-report  \n", nil),
    ] as [(String?, String?)])
func initAddsTheReportFolderToGitignoreOnce(existing: String?, expected: String?) throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        if let existing { try project.write(existing, to: ".gitignore") }
        let run = project.run(["init"])
        #expect(run.exitCode == .success, "\(run.standardError)")
        let ignore = try String(contentsOf: directory.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore == expected ?? existing)
        #expect(run.standardOutput.contains("added /specimen-report/ to .gitignore") == (expected != nil))
    }
}

@Test func anUnreadableGitignoreExits74AndNothingIsWritten() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        _ = try project.folder(".gitignore")
        let before = try FolderSnapshot(directory)
        let run = project.run(["init"])
        #expect(run.exitCode == .ioError)
        #expect(
            run.firstErrorLine
                == "Error: .gitignore: it is a directory; init adds the report folder to it, and wrote nothing")
        #expect(try FolderSnapshot(directory) == before)
    }
}

@Test func shardsWritesTheMatrixAndTheReportJob() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let run = project.run(["init", "--shards", "3"])
        #expect(run.exitCode == .success, "\(run.standardError)")
        let workflow = try String(
            contentsOf: directory.appendingPathComponent(".github/workflows/specimens.yml"), encoding: .utf8)
        #expect(workflow.contains("        shard: [1, 2, 3]\n"))
        #expect(workflow.contains("--shard ${{ matrix.shard }}/3"))
        #expect(workflow.contains("artifact-name: specimen-report-${{ matrix.shard }}"))
        #expect(workflow.contains("    needs: verify\n    if: ${{ !cancelled() }}\n"))
        #expect(workflow.contains(#""$GENTLE_SPECIMEN" merge-reports specimen-report shards/*"#))
    }
}

@Test(arguments: [["--shards", "0"], ["--shards", "257"], ["--shards", "four"]])
func aShardCountOutOfRangeIsAUsageErrorAndWritesNothing(_ arguments: [String]) throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let before = try FolderSnapshot(directory)
        let run = project.run(["init"] + arguments)
        #expect(run.exitCode == .usage)
        #expect(run.firstErrorLine.hasPrefix("Error: "))
        #expect(try FolderSnapshot(directory) == before)
    }
}

/// What GitHub and zizmor require of the workflow, for one job and for a matrix: least
/// permissions, no kept token, a concurrency group, every third-party action pinned to a commit,
/// and no `github.action_path` expression (the host's path in a container job).
@Test(arguments: [1, 4])
func theWorkflowIsLockedDownAndPinned(shards: Int) {
    let workflow = StarterWorkflow.text(shards: shards)
    #expect(workflow.contains("\npermissions:\n  contents: read\n"))
    #expect(workflow.contains("\nconcurrency:\n  group: specimens-${{ github.ref }}\n"))
    #expect(workflow.contains("persist-credentials: false"))
    #expect(workflow.contains("container: swift:6.3-bookworm"))
    #expect(!workflow.contains("action_path"))
    let uses = workflow.split(separator: "\n").compactMap { line -> Substring? in
        guard let range = line.range(of: "uses: ") else { return nil }
        return line[range.upperBound...]
    }
    #expect(!uses.isEmpty)
    for reference in uses where !reference.hasPrefix(StarterWorkflow.action) {
        #expect(reference.contains(/^actions\/[a-z-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/), "\(reference)")
    }
}

@Test func reviewWritesThePullRequestWorkflowWithNoGoldensOrLFS() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let run = project.run(["init", "--review"])
        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(
            run.standardOutput.hasPrefix("wrote gentle-specimen.json\nwrote .github/workflows/specimen-review.yml\n"))
        let workflows = directory.appendingPathComponent(".github/workflows")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workflows.path) == ["specimen-review.yml"])
        let workflow = try String(contentsOf: workflows.appendingPathComponent("specimen-review.yml"), encoding: .utf8)
        #expect(workflow.contains("on:\n  pull_request:\npermissions:\n  contents: read\n"))
        #expect(workflow.contains("fetch-depth: 0\n          persist-credentials: false\n"))
        #expect(workflow.contains("command: review\n          base: ${{ github.event.pull_request.base.sha }}\n"))
        #expect(!workflow.lowercased().contains("lfs"))
        #expect(!workflow.contains("action_path"))
    }
}

@Test(arguments: [["--review", "--shards", "2"], ["--review", "--pages"]])
func reviewAloneWritesItsWorkflow(_ arguments: [String]) throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let before = try FolderSnapshot(directory)
        let run = project.run(["init"] + arguments)
        #expect(run.exitCode == .usage)
        #expect(
            run.firstErrorLine == "Error: '--review' writes the review workflow alone; drop '--shards' and '--pages'")
        #expect(try FolderSnapshot(directory) == before)
    }
}

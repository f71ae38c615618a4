import Foundation
import GentleGolden
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

@Test(arguments: [
    ([String: String](), RecordMode.missing),
    (["CI": "true"], .never),
    (["CI": "1"], .never),
    (["CI": ""], .missing),
    (["CI": "false"], .missing),
    (["CI": " 0 "], .missing),
    (["GITHUB_ACTIONS": "true"], .missing),
])
func recordDefaultsToNeverOnlyWhenCISaysSo(variables: [String: String], mode: RecordMode) throws {
    let verify = try VerifyCommand.parse([], environment: .testing(variables: variables))
    #expect(verify.recordMode == mode)
}

@Test(arguments: RecordMode.allCases)
func explicitRecordModeWinsOverCI(mode: RecordMode) throws {
    let verify = try VerifyCommand.parse(
        ["--record", mode.rawValue], environment: .testing(variables: ["CI": "true"]))
    #expect(verify.recordMode == mode)
}

@Test(arguments: [(true, ProgressStyle.live), (false, .lines)])
func progressIsLiveOnlyOnATerminal(isTerminal: Bool, style: ProgressStyle) throws {
    let environment = CommandEnvironment.testing(isTerminal: isTerminal)
    #expect(try RenderCommand.parse([], environment: environment).batch.progress == style)
    #expect(try VerifyCommand.parse([], environment: environment).batch.progress == style)
    #expect(try RecordCommand.parse([], environment: environment).batch.progress == style)
}

@Test(arguments: [1, 2, 16])
func jobsDefaultToTheCoreCount(cores: Int) throws {
    let environment = CommandEnvironment.testing(processorCount: cores)
    #expect(try RenderCommand.parse([], environment: environment).batch.jobCount == cores)
    #expect(try RenderCommand.parse(["--jobs", "3"], environment: environment).batch.jobCount == 3)
}

@Test func relativePathsAreTakenFromTheWorkingDirectory() throws {
    let environment = CommandEnvironment.testing(workingDirectory: URL(fileURLWithPath: "/a/b"))
    let render = try RenderCommand.parse(["--output", "../out"], environment: environment)
    #expect(render.outputDirectory.path == "/a/out")
    let absolute = try RenderCommand.parse(["--output", "/abs"], environment: environment)
    #expect(absolute.outputDirectory.path == "/abs")
}

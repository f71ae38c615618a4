import GentleGolden
import Testing

@Suite struct RecordModeTests {
    @Test(arguments: [
        (environment: [String: String](), mode: RecordMode.missing),
        (["PATH": "/usr/bin"], .missing),
        (["CI": ""], .missing),
        (["CI": "   "], .missing),
        (["CI": "false"], .missing),
        (["CI": "FALSE"], .missing),
        (["CI": "0"], .missing),
        (["CI": " 0 "], .missing),
        (["CI": "true"], .never),
        (["CI": "1"], .never),
        (["CI": "yes"], .never),
        (["CI": "woodpecker"], .never),
        (["ci": "true"], .missing),
    ])
    func defaultModeFollowsTheCIVariable(environment: [String: String], mode: RecordMode) {
        #expect(RecordMode.default(environment: environment) == mode)
        #expect(RecordMode.isContinuousIntegration(environment) == (mode == .never))
    }

    @Test(arguments: ["never", "missing", "failed", "all"])
    func modesAreNamedAsOnTheCommandLine(name: String) throws {
        let mode = try #require(RecordMode(rawValue: name))
        #expect(mode.description == name)
    }
}

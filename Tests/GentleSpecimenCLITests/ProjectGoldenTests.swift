import Foundation
import GentleGolden
import Testing
@testable import GentleSpecimenCLI

/// One check for all cases: fonts are loaded and fingerprinted once. It never writes a golden.
private let projectCheck = Result {
    try GoldenCaseCheck(goldens: ProjectGoldens.directory, settings: VerificationSettings(mode: .never))
}

@Test func theProjectGoldensHoldEveryPresetSheetAndSchemeAndNothingElse() {
    #expect(ProjectGoldens.cases.count == 9 * 9 * 2 + 2)
    #expect(ProjectGoldens.cases == ProjectGoldens.expectedCases)
}

// Every change that moves a pixel of a built-in preset's sheet fails here, naming the tokens.
@Test(arguments: ProjectGoldens.cases)
func projectGoldenMatches(_ name: String) throws {
    let job = try #require(ProjectGoldens.job(for: name), "\(name) names no preset, sheet and scheme")
    let check = try projectCheck.get()
    let result = try check.check(job)
    #expect(result.write == .untouched)
    guard !result.passes else { return }
    let report = FileManager.default.temporaryDirectory
        .appendingPathComponent("gentle-specimen-golden-\(UUID().uuidString)")
    try ReportWriter(directory: report).write(VerificationRun(settings: check.verifier.settings, results: [result]))
    let explanation = [result.status.message] + (result.attribution?.lines ?? [])
        + result.fingerprintChanges.map(\.line) + ["report: \(report.appendingPathComponent("index.html").path)"]
    Issue.record(Comment(rawValue: "\(name): " + explanation.joined(separator: "\n  ")))
}

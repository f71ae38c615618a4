import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

private let commands = CommandLineTool.gentleSpecimen.commands.map { $0.spec }

@Test(arguments: commands.map(\.name))
func everyCommandDeclaresSuccessAndTheCommonCodes(name: String) throws {
    let command = try #require(commands.first { $0.name == name })
    let codes = command.exitStatuses.map(\.code)
    #expect(codes.first == .success)
    #expect(codes.contains(.usage) && codes.contains(.software))
    #expect(codes.map(\.rawValue) == codes.map(\.rawValue).sorted())
    #expect(Set(codes).count == codes.count)
    #expect(command.exitStatuses.allSatisfy { !$0.meaning.isEmpty })
}

/// Every sysexits code a command's help names (`exits 73 when …`, `(exit 65)`) is one it declares:
/// the reference's table and the help's prose cannot disagree. 0 and 1 are left out, as counts
/// and scales use them too.
@Test(arguments: commands.map(\.name))
func everyCodeTheHelpNamesIsDeclared(name: String) throws {
    let command = try #require(commands.first { $0.name == name })
    let sysexits = Set(ExitCode.all.map(\.rawValue).filter { $0 > 1 })
    let named = command.discussion.split { !$0.isNumber }.compactMap { Int32($0) }.filter(sysexits.contains)
    let declared = Set(command.exitStatuses.map(\.code.rawValue))
    #expect(Set(named).isSubset(of: declared), "\(name) names \(named.sorted()) and declares \(declared.sorted())")
}

@Test func theCommonMeaningFollowsACommandsOwnForTheSameCode() throws {
    let verify = VerifyCommand.spec.exitStatuses
    let usage = try #require(verify.first { $0.code == .usage })
    #expect(usage.meaning.hasPrefix("Nothing is selected"))
    #expect(usage.meaning.hasSuffix("or options that do not go together."))
}

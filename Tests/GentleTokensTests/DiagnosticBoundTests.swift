import Foundation
import GentleTokens
import Testing

/// A few megabytes of theme can hold hundreds of thousands of problems, and a key of any length:
/// every key in a path is shortened as values are, and a file keeps its first
/// `GentleDiagnosticList.maximumKept` diagnostics in file order and only counts the rest.
@Suite struct DiagnosticBoundTests {
    /// The example theme with a role of `keyLength` characters in `colors.pairByRole` holding
    /// `unknownKeys` keys the package ignores: one warning each, whose path carries the long key.
    static func theme(keyLength: Int, unknownKeys: Int) throws -> Data {
        let members = (0..<unknownKeys).map { "\"k\($0)\": 0" }.joined(separator: ", ")
        let role = String(repeating: "x", count: keyLength)
        return try JSONEdit.apply(
            [.set(["colors", "pairByRole", role], "{\(members)}")], to: try Fixtures.interop("gentle-default"))
    }

    @Test func aLongKeyIsShortenedInEveryPath() throws {
        let data = try Self.theme(keyLength: 100_000, unknownKeys: 300)

        let diagnostics = GentleThemeFile.validate(data: data, fileName: "theme.json")

        #expect(diagnostics.count == GentleDiagnosticList.maximumKept)
        #expect(diagnostics.allSatisfy { $0.description.utf8.count < 300 })
        #expect(diagnostics.contains { $0.codingPathDescription.contains("xxxx… (100000 characters).k") })
    }

    @Test(arguments: [0, 1, 150, 20_000])
    func diagnosticsPastTheBoundAreCountedNotKept(unknownKeys: Int) throws {
        let baseline = GentleThemeFile.validate(data: try Self.theme(keyLength: 1, unknownKeys: 0), fileName: "t.json")
        let data = try Self.theme(keyLength: 1, unknownKeys: unknownKeys)

        let diagnostics = GentleThemeFile.validate(data: data, fileName: "t.json")

        let total = baseline.totalCount + unknownKeys
        #expect(diagnostics.totalCount == total)
        #expect(diagnostics.errorCount == baseline.errorCount)
        #expect(diagnostics.count == min(total, GentleDiagnosticList.maximumKept))
        #expect(diagnostics.omittedCount == max(0, total - GentleDiagnosticList.maximumKept))
        #expect(diagnostics.map(\.position) == diagnostics.map(\.position).sorted())
        let omitted = diagnostics.omittedCount
        #expect(diagnostics.omissionNote == (omitted > 0 ? "… and \(Self.grouped(omitted)) more" : nil))
    }

    /// `19,925`: thousands separated by commas.
    static func grouped(_ number: Int) -> String {
        number < 1000 ? "\(number)" : grouped(number / 1000) + "," + String(String(number % 1000 + 1000).dropFirst())
    }

    /// 300 unknown keys first in the file, then an error past them: the error is not kept but
    /// still refuses the file.
    @Test func anErrorPastTheKeptDiagnosticsStillRefusesTheFile() throws {
        let theme = try JSONEdit.apply(
            [.set(["typography", "roles", "body_m", "pointSize"], "9999")], to: try Fixtures.interop("gentle-default"))
        let unknown = (0..<300).map { "\"a\($0)\": 0, " }.joined()
        let data = Data("{".utf8) + Data(unknown.utf8) + theme.dropFirst()

        let diagnostics = GentleThemeFile.validate(data: data, fileName: "t.json")

        #expect(diagnostics.count == GentleDiagnosticList.maximumKept)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.containsErrors)
        #expect(diagnostics.totalCount == 301)
        #expect(throws: GentleThemeLoadError.self) { try GentleThemeFile.decode(data: data, fileName: "t.json") }
    }
}

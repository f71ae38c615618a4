import Foundation
import GentleTokens
import Testing

@Suite("Theme file validation")
struct ThemeFileTests {
    @Test("interop files validate without a single diagnostic", arguments: Fixtures.interopNames)
    func interopFilesAreClean(name: String) throws {
        let data = try Fixtures.interop(name)
        #expect(GentleThemeFile.validate(data: data, fileName: "\(name).json") == [])
        #expect(try GentleThemeFile.decode(data: data, fileName: "\(name).json") == GentlePreset.named(name)?.spec)
    }

    @Test("validate agrees with the decoder on every tolerance row", arguments: ToleranceCase.all)
    func validateAgreesWithDecoder(toleranceCase: ToleranceCase) throws {
        let data = try JSONEdit.apply(toleranceCase.edits, to: try Fixtures.interop("gentle-default"))
        let diagnostics = GentleThemeFile.validate(data: data, fileName: "edited.json")
        #expect(diagnostics.containsErrors == toleranceCase.isRefused)
        switch toleranceCase.outcome {
        case .refused:
            #expect(throws: GentleThemeLoadError.self) {
                try GentleThemeFile.decode(data: data, fileName: "edited.json")
            }
        case .decodes(let check):
            #expect(diagnostics.contains { $0.severity == .warning } == toleranceCase.warns)
            #expect(check(try GentleThemeFile.decode(data: data, fileName: "edited.json")))
        }
    }

    @Test func loadNamesTheFileAndReportsEveryError() {
        let url = Fixtures.directory.appendingPathComponent("no-such-theme.json")
        do {
            _ = try GentleThemeFile.load(contentsOf: url)
            Issue.record("loading a missing file succeeded")
        } catch {
            guard case .unreadable(let fileName, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(fileName == "no-such-theme.json")
        }
        let data = Data(#"{"_specVersion": 7, "colors": [], "layout": {}}"#.utf8)
        do {
            _ = try GentleThemeFile.decode(data: data, fileName: "broken.json")
            Issue.record("decoding a broken theme succeeded")
        } catch {
            guard case .invalid(let fileName, let diagnostics) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(fileName == "broken.json")
            let paths = Set(diagnostics.map(\.codingPathDescription))
            #expect(
                paths.isSuperset(of: [
                    "_specVersion", "colors", "typography", "visual", "buttons", "surfaces",
                    "layout.gap", "layout.grid", "layout.inset", "layout.scale", "layout.touch",
                ]))
            #expect(
                diagnostics.first?.description
                    == "broken.json:1:1: error: typography: missing required key \"typography\"")
        }
    }
}

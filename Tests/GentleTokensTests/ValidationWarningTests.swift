import Foundation
import GentleTokens
import Testing

/// A change the package tolerates and the warning `validate` must give for it.
struct WarningCase: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [JSONEdit]
    let path: String
    let messageFragment: String
    var testDescription: String { name }
}

@Suite("Validation warnings")
struct ValidationWarningTests {
    static let cases: [WarningCase] = [
        WarningCase(
            name: "invalid hex", edits: [.set(["colors", "pairByRole", "primaryCTA", "lightHex"], ##""#FFF""##)],
            path: "colors.pairByRole.primaryCTA.lightHex", messageFragment: "draws it as #000000"),
        WarningCase(
            name: "hex read up to the first non-hex digit",
            edits: [.set(["colors", "pairByRole", "primaryCTA", "darkHex"], #""12GG34""#)],
            path: "colors.pairByRole.primaryCTA.darkHex", messageFragment: "draws it as #000012"),
        WarningCase(
            name: "missing colour role", edits: [.remove(["colors", "pairByRole", "themeSecondary"])],
            path: "colors.pairByRole.themeSecondary", messageFragment: "system primary colour"),
        WarningCase(
            name: "unknown background type",
            edits: [.set(["surfaces", "roles", "card", "backgroundStyle"], #"{"type": "neon"}"#)],
            path: "surfaces.roles.card.backgroundStyle", messageFragment: "the package draws solid surfaceBase"),
        WarningCase(
            name: "unknown top-level key", edits: [.set(["brandName"], #""Acme""#)],
            path: "brandName", messageFragment: "unknown key"),
        WarningCase(
            name: "unknown key in a typography role",
            edits: [.set(["typography", "roles", "body_m", "lineHeight"], "1.4")],
            path: "typography.roles.body_m.lineHeight", messageFragment: "unknown key"),
        WarningCase(
            name: "missing surface number", edits: [.remove(["surfaces", "roles", "card", "cornerRadius"])],
            path: "surfaces.roles.card.cornerRadius", messageFragment: "uses 20"),
        WarningCase(
            name: "missing text role", edits: [.remove(["typography", "roles", "caption2_s"])],
            path: "typography.roles.caption2_s", messageFragment: "body_m"),
        WarningCase(
            name: "missing button role", edits: [.remove(["buttons", "roles", "quaternary"])],
            path: "buttons.roles.quaternary", messageFragment: "primary"),
        WarningCase(
            name: "removed surfaceDepthEffect",
            edits: [.set(["surfaces", "roles", "card", "surfaceDepthEffect"], #"{"type": "noEffect"}"#)],
            path: "surfaces.roles.card.surfaceDepthEffect", messageFragment: "removed in spec 0.7.0"),
        WarningCase(
            name: "legacy flat inset",
            edits: [.set(["layout", "inset"], #"{"card": {"horizontal": "l", "vertical": "s"}}"#)],
            path: "layout.inset", messageFragment: "variant \"regular\""),
        WarningCase(
            name: "other spec version", edits: [.set(["_specVersion"], #""0.6.0""#)],
            path: "_specVersion", messageFragment: "0.6.0"),
        WarningCase(
            name: "legacy key beside a readable backgroundStyle",
            edits: [.set(["surfaces", "roles", "card", "visualEffect"], #""surfaceOverlay""#)],
            path: "surfaces.roles.card.visualEffect", messageFragment: "ignores it because backgroundStyle is set"),
        WarningCase(
            name: "negative radius", edits: [.set(["visual", "radii", "medium"], "-4")],
            path: "visual.radii.medium", messageFragment: "negative"),
    ]

    @Test("tolerated changes give one warning at their place and no error", arguments: cases)
    func warns(warningCase: WarningCase) throws {
        let data = try JSONEdit.apply(warningCase.edits, to: try Fixtures.interop("gentle-default"))
        let diagnostics = GentleThemeFile.validate(data: data, fileName: "theme.json")
        #expect(!diagnostics.containsErrors)
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.codingPathDescription == warningCase.path)
        #expect(warning.message.contains(warningCase.messageFragment), "\(warning.message)")
        #expect(throws: Never.self) { try GentleThemeFile.decode(data: data, fileName: "theme.json") }
    }

    @Test func diagnosticPrintsLikeACompiler() {
        let diagnostic = GentleDiagnostic(
            severity: .warning, fileName: "ocean.json", codingPath: ["colors", "pairByRole", "primaryCTA", "lightHex"],
            message: "bad hex", position: GentleSourcePosition(line: 12, column: 20))
        #expect(diagnostic.description == "ocean.json:12:20: warning: colors.pairByRole.primaryCTA.lightHex: bad hex")
    }
}

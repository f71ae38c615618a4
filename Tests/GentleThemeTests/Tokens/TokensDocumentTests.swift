import Foundation
import GentleTheme
import GentleTokens
import Testing

@Suite("Tokens document")
struct TokensDocumentTests {
    static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(arguments: GentlePreset.all.map(\.id))
    func encodesTheSameBytesEveryTime(_ presetID: String) throws {
        let spec = try #require(GentlePreset.named(presetID)).spec
        let first = try ResolvedTheme(spec: spec, scheme: .dark, sizeCategory: .xxLarge).tokensDocument.encoded()
        let second = try ResolvedTheme(spec: spec, scheme: .dark, sizeCategory: .xxLarge).tokensDocument.encoded()
        #expect(first == second)
        let decoded = try JSONDecoder().decode(TokensDocument.self, from: first)
        #expect(decoded == ResolvedTheme(spec: spec, scheme: .dark, sizeCategory: .xxLarge).tokensDocument)
    }

    @Test func listsEveryRoleWithPointSizeBesideScaledSize() throws {
        let data = try ResolvedTheme(
            spec: .gentleDefault, scheme: .light, sizeCategory: .accessibilityExtraExtraExtraLarge
        )
        .tokensDocument.encoded()
        let root = try Self.object(data)
        #expect(root["sizeCategory"] as? String == "accessibilityExtraExtraExtraLarge")
        let colors = try #require(root["colors"] as? [String: String])
        #expect(colors.count == 19)
        #expect(colors["surfaceTint"] == "#111827CC")
        let text = try #require(root["text"] as? [String: [String: Any]])
        #expect(text.count == 17)
        let body = try #require(text["body_m"])
        #expect(body["pointSize"] as? Double == 17)
        #expect(body["size"] as? Double == 53)
        #expect(body["numericWeight"] as? Int == 400)
        #expect(text["monoCode_m"]?["width"] == nil)
        #expect(text["monoCode_m"]?["specifiedWidth"] as? String == "condensed")
        let buttons = try #require(root["buttons"] as? [String: [String: Any]])
        #expect(buttons.count == 5)
        let animation = try #require(buttons["primary"]?["animation"] as? [String: Any])
        #expect(animation["curve"] as? String == "spring")
        #expect(abs((animation["peakOvershoot"] as? Double ?? 0) - 0.2054) < 1e-4)
        let surfaces = try #require(root["surfaces"] as? [String: [String: Any]])
        #expect(surfaces.count == 10)
        let insets = try #require(root["insets"] as? [String: [String: [String: Double]]])
        #expect(insets["card"]?["roomy"]?["horizontal"] == 24)
    }

    @Test func keysAreSorted() throws {
        let data = try ResolvedTheme(spec: .gentleDefault, scheme: .light).tokensDocument.encoded()
        let text = try #require(String(data: data, encoding: .utf8))
        let topLevelKeys = text.split(separator: "\n")
            .filter { $0.hasPrefix("  \"") }
            .map { String($0.dropFirst(3).prefix { $0 != "\"" }) }
        #expect(
            topLevelKeys == [
                "buttons", "colors", "insets", "ios", "scheme", "sizeCategory", "specVersion", "surfaces", "text",
            ])
        let secondary = try #require(text.range(of: "\"bodySecondary_m\""))
        let body = try #require(text.range(of: "\"body_m\""))
        #expect(secondary.lowerBound < body.lowerBound)
    }

    @Test func nonFiniteNumbersAreReportedWithTheirPath() {
        var spec = GentleDesignSystemSpec.gentleDefault
        // Lengths are clamped finite in resolution; a letter spacing is passed on as written.
        spec.typography.roles["body_m"]?.letterSpacing = .infinity
        let document = ResolvedTheme(spec: spec, scheme: .light).tokensDocument
        #expect(throws: TokensDocumentError.invalidNumber(codingPath: "text.body_m.letterSpacing", value: "inf")) {
            try document.encoded()
        }
    }

    @Test(arguments: IOSVersion.allCases)
    func theDocumentSaysWhichIOSItIsFor(ios: IOSVersion) throws {
        let document = ResolvedTheme(spec: .gentleDefault, scheme: .light, ios: ios).tokensDocument
        #expect(document.ios == ios.rawValue)
        #expect(document.surfaces["floatingPanel"]?.background.type == (ios == .iOS26 ? "liquidGlass" : "material"))
    }
}

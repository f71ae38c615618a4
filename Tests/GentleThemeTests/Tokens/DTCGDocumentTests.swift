import Foundation
import GentleTheme
import GentleTokens
import Testing

@Suite("DTCG tokens")
struct DTCGDocumentTests {
    static func parsed(_ preset: GentlePreset) throws -> Any {
        let data = try DTCGDocument.document(spec: preset.spec, name: preset.name, lineHeights: FixedLineHeights())
            .encoded()
        return try JSONSerialization.jsonObject(with: data)
    }

    @Test(arguments: GentlePreset.all.map(\.id))
    func everyPresetFollowsTheFormatsRules(_ id: String) throws {
        let preset = try #require(GentlePreset.named(id))
        let root = try #require(try Self.parsed(preset) as? [String: Any])
        #expect(Set(root.keys) == ["$description", "light", "dark"])
        let shape = DTCGShape(root: root)
        #expect(shape.problems.isEmpty, "\(shape.problems.prefix(5))")
        // Both sets hold the same token paths.
        let light = Set(
            shape.tokens.filter { $0.path.first == "light" }.map { $0.path.dropFirst().joined(separator: ".") })
        let dark = Set(
            shape.tokens.filter { $0.path.first == "dark" }.map { $0.path.dropFirst().joined(separator: ".") })
        #expect(light == dark && !light.isEmpty)
        // Editorial Paper draws no shadow, so shadow tokens are not required of every preset.
        #expect(Set(shape.tokens.map(\.type)).isSuperset(of: ["color", "dimension", "typography", "duration"]))
    }

    // What a Style Dictionary–style consumer does: flatten, keep tokens of type color under
    // `<set>.colors`, and read each value's hex and alpha.
    @Test(arguments: GentlePreset.all.map(\.id))
    func aConsumerFindsEveryColourRoleInBothModesWithItsValue(_ id: String) throws {
        let preset = try #require(GentlePreset.named(id))
        let shape = DTCGShape(root: try Self.parsed(preset))
        for scheme in [GentleColorScheme.light, .dark] {
            let colors = shape.tokens.filter {
                $0.path.count == 3 && $0.path[0] == scheme.rawValue && $0.path[1] == "colors"
            }
            #expect(colors.count == GentleColorRole.allCases.count)
            #expect(colors.allSatisfy { $0.type == "color" })
            let resolved = ResolvedColors(tokens: preset.spec.colors, scheme: scheme)
            for role in GentleColorRole.allCases {
                let token = try #require(colors.first { $0.path[2] == role.rawValue }, "\(scheme) \(role)")
                let value = try #require(token.value as? [String: Any])
                let hex = try #require(value["hex"] as? String)
                let alpha = try #require((value["alpha"] as? NSNumber)?.doubleValue)
                let expected = resolved[role].hexString
                #expect(hex == String(expected.prefix(7)).lowercased(), "\(scheme) \(role)")
                #expect(abs(alpha - resolved[role].alpha) < 0.0001, "\(scheme) \(role)")
            }
        }
    }

    @Test func springsMaterialsGlassAndPressSitUnderTheNamespace() throws {
        let root = try #require(try Self.parsed(.gentleDefault) as? [String: Any])
        func extensions(_ path: String) -> [String: Any]? {
            var node: Any? = root
            for key in path.split(separator: ".") { node = (node as? [String: Any])?[String(key)] }
            return ((node as? [String: Any])?["$extensions"] as? [String: Any])?[DTCGDocument.namespace]
                as? [String: Any]
        }
        let spring = try #require(extensions("light.animations.springBack")?["spring"] as? [String: Any])
        #expect((spring["dampingFraction"] as? NSNumber)?.doubleValue == 0.45)
        #expect(extensions("light.buttons.primary")?["press"] is [String: Any])
        #expect(extensions("light.surfaces.chrome")?["material"] is [String: Any])
        let glassRoles = GentleSurfaceRole.allCases.filter {
            if case .glass = GentlePreset.gentleDefault.spec.surfaces.roleSpec(for: $0).backgroundStyle { return true }
            return false
        }
        for role in glassRoles { #expect(extensions("dark.surfaces.\(role.rawValue)")?["glass"] is [String: Any]) }
    }

    @Test func theResolverPicksASetPerScheme() throws {
        let data = try DTCGDocument.resolver(name: "Gentle Default", tokensFile: "gentle-default.tokens.json").encoded()
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["version"] as? String == "2025.10")
        let modifier = try #require((root["modifiers"] as? [String: Any])?["colorScheme"] as? [String: Any])
        #expect(modifier["default"] as? String == "light")
        let contexts = try #require(modifier["contexts"] as? [String: [[String: String]]])
        #expect(contexts["light"] == [["$ref": "gentle-default.tokens.json#/light"]])
        #expect(contexts["dark"] == [["$ref": "gentle-default.tokens.json#/dark"]])
        #expect(root["resolutionOrder"] as? [[String: String]] == [["$ref": "#/modifiers/colorScheme"]])
    }

    @Test func theSameThemeGivesTheSameBytes() throws {
        let first = try DTCGDocument.document(
            spec: GentlePreset.softGreen.spec, name: "Soft Green", lineHeights: FixedLineHeights()
        ).encoded()
        let second = try DTCGDocument.document(
            spec: GentlePreset.softGreen.spec, name: "Soft Green", lineHeights: FixedLineHeights()
        ).encoded()
        #expect(first == second)
    }
}

import Foundation
import GentleTheme
import GentleTokens
import Testing

@Suite("DTCG tokens")
struct DTCGDocumentTests {
    static let groups: Set<String> = ["colors", "typography", "layout", "radii", "surfaces", "buttons", "animations"]

    static func parsed(_ preset: GentlePreset, _ scheme: GentleColorScheme) throws -> Any {
        let data = try DTCGDocument.document(
            spec: preset.spec, name: preset.name, scheme: scheme, lineHeights: FixedLineHeights()
        ).encoded()
        return try JSONSerialization.jsonObject(with: data)
    }

    @Test(arguments: GentlePreset.all.map(\.id))
    func everyPresetFollowsTheFormatsRules(_ id: String) throws {
        let preset = try #require(GentlePreset.named(id))
        var paths: [GentleColorScheme: Set<String>] = [:]
        for scheme in GentleColorScheme.allCases {
            let root = try #require(try Self.parsed(preset, scheme) as? [String: Any])
            #expect(Set(root.keys) == Self.groups.union(["$description"]))
            let shape = DTCGShape(root: root)
            #expect(shape.problems.isEmpty, "\(scheme): \(shape.problems.prefix(5))")
            paths[scheme] = Set(shape.tokens.map { $0.path.joined(separator: ".") })
            // Editorial Paper draws no shadow, so shadow tokens are not required of every preset.
            #expect(Set(shape.tokens.map(\.type)).isSuperset(of: ["color", "dimension", "typography", "duration"]))
        }
        // Both documents hold the same token paths.
        #expect(paths[.light] == paths[.dark] && paths[.light]?.isEmpty == false)
    }

    // What a Style Dictionary–style consumer does: flatten, keep tokens of type color under
    // `colors`, and read each value's hex and alpha.
    @Test(arguments: GentlePreset.all.map(\.id))
    func aConsumerFindsEveryColourRoleInBothModesWithItsValue(_ id: String) throws {
        let preset = try #require(GentlePreset.named(id))
        for scheme in GentleColorScheme.allCases {
            let shape = DTCGShape(root: try Self.parsed(preset, scheme))
            let colors = shape.tokens.filter { $0.path.count == 2 && $0.path[0] == "colors" }
            #expect(colors.count == GentleColorRole.allCases.count)
            #expect(colors.allSatisfy { $0.type == "color" })
            let resolved = ResolvedColors(tokens: preset.spec.colors, scheme: scheme)
            for role in GentleColorRole.allCases {
                let token = try #require(colors.first { $0.path[1] == role.rawValue }, "\(scheme) \(role)")
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
        func extensions(_ path: String, _ scheme: GentleColorScheme) throws -> [String: Any]? {
            var node: Any? = try Self.parsed(.gentleDefault, scheme)
            for key in path.split(separator: ".") { node = (node as? [String: Any])?[String(key)] }
            return ((node as? [String: Any])?["$extensions"] as? [String: Any])?[DTCGDocument.namespace]
                as? [String: Any]
        }
        let spring = try #require(try extensions("animations.springBack", .light)?["spring"] as? [String: Any])
        #expect((spring["dampingFraction"] as? NSNumber)?.doubleValue == 0.45)
        #expect(try extensions("buttons.primary", .light)?["press"] is [String: Any])
        #expect(try extensions("surfaces.chrome", .light)?["material"] is [String: Any])
        let glassRoles = GentleSurfaceRole.allCases.filter {
            if case .glass = GentlePreset.gentleDefault.spec.surfaces.roleSpec(for: $0).backgroundStyle { return true }
            return false
        }
        for role in glassRoles {
            #expect(try extensions("surfaces.\(role.rawValue)", .dark)?["glass"] is [String: Any])
        }
    }

    @Test func theResolverPicksAFilePerScheme() throws {
        let data = try DTCGDocument.resolver(name: "Gentle Default", id: "gentle-default").encoded()
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["version"] as? String == "2025.10")
        let modifier = try #require((root["modifiers"] as? [String: Any])?["colorScheme"] as? [String: Any])
        #expect(modifier["default"] as? String == "light")
        let contexts = try #require(modifier["contexts"] as? [String: [[String: String]]])
        #expect(contexts["light"] == [["$ref": "gentle-default.light.tokens.json"]])
        #expect(contexts["dark"] == [["$ref": "gentle-default.dark.tokens.json"]])
        #expect(root["resolutionOrder"] as? [[String: String]] == [["$ref": "#/modifiers/colorScheme"]])
    }

    @Test func theFilesAreBothSchemesThenTheResolver() throws {
        let files = try DTCGDocument.files(
            spec: GentlePreset.softGreen.spec, id: "soft-green", name: "Soft Green", lineHeights: FixedLineHeights())
        #expect(
            files.map(\.name) == [
                "soft-green.light.tokens.json", "soft-green.dark.tokens.json", "soft-green.resolver.json",
            ])
        #expect(
            files[1].node
                == (try DTCGDocument.document(
                    spec: GentlePreset.softGreen.spec, name: "Soft Green", scheme: .dark,
                    lineHeights: FixedLineHeights())))
    }

    @Test func theSameThemeGivesTheSameBytes() throws {
        let first = try DTCGDocument.document(
            spec: GentlePreset.softGreen.spec, name: "Soft Green", scheme: .dark, lineHeights: FixedLineHeights()
        ).encoded()
        let second = try DTCGDocument.document(
            spec: GentlePreset.softGreen.spec, name: "Soft Green", scheme: .dark, lineHeights: FixedLineHeights()
        ).encoded()
        #expect(first == second)
    }
}

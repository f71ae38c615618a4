import Foundation
import GentleSpecimenCLITestSupport
import Testing

/// The test resolver itself: it must find what the export tests rely on it to find.
@Suite("DTCG test resolver")
struct DTCGTokensFileTests {
    static var red: [String: Any] { ["colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1] }
    static var small: [String: Any] { ["value": 4, "unit": "px"] }

    /// A file with a colour and a dimension, both typed by their groups, and `extra` at the root.
    static func file(_ extra: [String: Any]) -> DTCGTokensFile {
        var root: [String: Any] = [
            "colors": ["$type": "color", "red": ["$value": red]],
            "radii": ["$type": "dimension", "small": ["$value": small]],
        ]
        root.merge(extra) { _, new in new }
        return DTCGTokensFile(root: root)
    }

    @Test func followsAChainToAValueWithTheTypeOfItsGroup() throws {
        let file = Self.file([
            "roles": ["$type": "color", "accent": ["$value": "{colors.red}"], "link": ["$value": "{roles.accent}"]]
        ])
        let (resolved, failures) = file.resolveAll()
        #expect(failures.isEmpty)
        #expect(resolved["roles.link"]?.type == "color")
        #expect((resolved["roles.link"]?.value as? NSDictionary) == (Self.red as NSDictionary))
        #expect(file.references.map(\.target).sorted() == ["colors.red", "roles.accent"])
    }

    @Test func anAliasWithoutATypeTakesItsTargets() throws {
        let file = Self.file(["alias": ["$value": "{radii.small}"]])
        #expect(try file.resolve("alias").type == "dimension")
    }

    @Test func findsACycle() {
        let file = Self.file([
            "loop": ["$type": "color", "a": ["$value": "{loop.b}"], "b": ["$value": "{loop.a}"]]
        ])
        #expect(throws: DTCGTokensFile.Failure.cyclic(["loop.a", "loop.b", "loop.a"])) { try file.resolve("loop.a") }
    }

    @Test func findsAReferenceToNoToken() {
        let file = Self.file(["buttons": ["$type": "color", "fill": ["$value": "{colors.blue}"]]])
        #expect(file.resolveAll().failures == [.dangling(at: "buttons.fill", target: "colors.blue")])
    }

    /// The layout the export had before: both schemes as sets in one file, aliases relative to a
    /// set. Read alone, none of them resolves.
    @Test func aliasesRelativeToASetDoNotResolveInTheFile() {
        let set: [String: Any] = [
            "colors": ["$type": "color", "red": ["$value": Self.red]],
            "buttons": ["$type": "color", "fill": ["$value": "{colors.red}"]],
        ]
        let file = DTCGTokensFile(root: ["light": set, "dark": set])
        #expect(
            Set(file.resolveAll().failures) == [
                .dangling(at: "light.buttons.fill", target: "colors.red"),
                .dangling(at: "dark.buttons.fill", target: "colors.red"),
            ])
    }

    @Test func findsAnAliasToATokenOfAnotherType() {
        let file = Self.file(["spacing": ["$type": "dimension", "gap": ["$value": "{colors.red}"]]])
        #expect(
            file.resolveAll().failures == [.mismatchedType(at: "spacing.gap", expected: "dimension", found: "color")])
    }

    @Test func checksACompositeMemberAgainstItsType() throws {
        let shadow: (String) -> [String: Any] = { colour in
            [
                "$type": "shadow",
                "$value": [
                    "color": colour, "offsetX": "{radii.small}", "offsetY": Self.small, "blur": Self.small,
                    "spread": Self.small,
                ],
            ]
        }
        let good = Self.file(["shadow": shadow("{colors.red}")])
        let value = try #require(try good.resolve("shadow").value as? [String: Any])
        #expect((value["offsetX"] as? NSDictionary) == (Self.small as NSDictionary))
        #expect(good.references.first { $0.at == ["shadow", "color"] }?.expectedType == "color")
        let bad = Self.file(["shadow": shadow("{radii.small}")])
        #expect(
            bad.resolveAll().failures.contains(
                .mismatchedType(at: "shadow.color", expected: "color", found: "dimension")))
    }

    @Test func findsADanglingAliasUnderExtensions() {
        let file = Self.file([
            "card": ["$extensions": ["dev.example": ["tint": "{colors.green}"]]]
        ])
        #expect(
            file.resolveAll().failures == [.dangling(at: "card.$extensions.dev.example.tint", target: "colors.green")])
    }

    @Test func findsATokenWithoutAType() {
        let file = Self.file(["loose": ["$value": 3]])
        #expect(file.resolveAll().failures == [.untyped("loose")])
    }

    @Test func findsAResolverReferenceToAMissingFileAndABadDefault() throws {
        try withTemporaryDirectory { directory in
            try Data("{}".utf8).write(to: directory.appendingPathComponent("light.tokens.json"))
            let resolver: [String: Any] = [
                "version": "2025.10",
                "modifiers": [
                    "colorScheme": [
                        "default": "sepia",
                        "contexts": [
                            "light": [["$ref": "light.tokens.json"]], "dark": [["$ref": "dark.tokens.json"]],
                        ],
                    ]
                ],
                "resolutionOrder": [["$ref": "#/modifiers/colorScheme"], ["$ref": "#/sets/base"]],
            ]
            let url = directory.appendingPathComponent("theme.resolver.json")
            try JSONSerialization.data(withJSONObject: resolver).write(to: url)
            let problems = try DTCGResolverDocument(contentsOf: url).problems
            #expect(problems.count == 3, "\(problems)")
            #expect(problems.contains { $0.contains("the default sepia is not a context") })
            #expect(problems.contains { $0.contains("no file dark.tokens.json") })
            #expect(problems.contains { $0.contains("#/sets/base does not point") })
        }
    }
}

import GentleSheets
import GentleTheme
import GentleThemeDiff
import GentleTokens
import Testing

/// A diff the change sheet is laid out for, in one scheme.
struct ChangeFixture: Sendable, CustomTestStringConvertible {
    let name: String
    let old: GentleDesignSystemSpec
    let new: GentleDesignSystemSpec
    let scheme: GentleColorScheme

    var testDescription: String { "\(name) \(scheme.rawValue)" }

    var layout: SheetLayout {
        get throws {
            let diff = ThemeDiff(
                old: ComparedTheme(name: "old", spec: old), new: ComparedTheme(name: "new", spec: new))
            return try ChangeSheet.layout(
                ChangeSheetContext(diff: diff, scheme: scheme, measurer: FixedAdvanceMeasurer()))
        }
    }

    static func edited(_ edit: (inout GentleDesignSystemSpec) -> Void) -> GentleDesignSystemSpec {
        var spec = GentlePreset.gentleDefault.spec
        edit(&spec)
        return spec
    }

    /// One token of each drawn kind, then every token at once, each in both schemes.
    static let all: [ChangeFixture] = [GentleColorScheme.light, .dark].flatMap { scheme in
        [
            (
                "primaryCTA colour",
                edited {
                    $0.colors.pairByRole["primaryCTA"]?.lightHex = "#2E8B6E"
                    $0.colors.pairByRole["primaryCTA"]?.darkHex = "#4ADE9F"
                }
            ),
            ("title_xl weight", edited { $0.typography.roles["title_xl"]?.weight = .heavy }),
            ("springBack damping", edited { $0.buttons.animations["springBack"]?.springDamping = 0.3 }),
            ("card shadow", edited { $0.surfaces.roles["card"]?.shadowRadius = 12 }),
            ("scale m", edited { $0.layout.scale.m = 14 }),
            ("themeSecondary removed", edited { $0.colors.pairByRole["themeSecondary"] = nil }),
            ("gentle-default → soft-green", GentlePreset.softGreen.spec),
        ].map { ChangeFixture(name: $0.0, old: GentlePreset.gentleDefault.spec, new: $0.1, scheme: scheme) }
    }
}

@Suite("Change sheet layout")
struct ChangeSheetTests {
    @Test(arguments: ChangeFixture.all)
    func laysOutWithoutOverlapsAndInsideThePage(_ fixture: ChangeFixture) throws {
        let layout = try fixture.layout
        let issues = GeometryCheck.issues(in: layout)
        #expect(issues.isEmpty, "\(issues.prefix(5))")
        #expect(layout.pageSize.width == SheetMetrics.pageWidth)
        for region in layout.regions {
            #expect(layout.pageRect.contains(region.rect), "\(region.name)")
        }
    }

    @Test(arguments: [
        ("primaryCTA colour", ["colors.primaryCTA.before", "colors.primaryCTA.after"]),
        ("title_xl weight", ["typography.title_xl.before", "typography.title_xl.after"]),
        (
            "springBack damping",
            [
                "buttons.primary.before", "buttons.primary.after", "buttons.primary.plot",
            ]
        ),
        ("card shadow", ["surfaces.card.before", "surfaces.card.after"]),
        ("scale m", ["layout.scale.m.before", "layout.scale.m.after"]),
    ])
    func aOneTokenChangeDrawsOnlyThatTokenBeforeAndAfter(_ name: String, regions: [String]) throws {
        let fixture = try #require(ChangeFixture.all.first { $0.name == name && $0.scheme == .light })
        let names = try fixture.layout.regions.map(\.name)
        for region in regions { #expect(names.contains(region), "\(names)") }
        let owners = Set(names.map { $0.split(separator: ".").dropLast().joined(separator: ".") })
        let expected = Set(regions.map { $0.split(separator: ".").dropLast().joined(separator: ".") })
        if name == "scale m" {
            // The m step feeds the insets that use it, which change and are drawn as well.
            #expect(owners.allSatisfy { $0.hasPrefix("layout.") }, "\(owners)")
        } else {
            #expect(owners == expected, "\(owners)")
        }
    }

    @Test func theAllTokensChangeHasASectionRegionForEveryChangedOwnerOfTheScheme() throws {
        let fixture = try #require(ChangeFixture.all.first { $0.name.contains("soft-green") && $0.scheme == .dark })
        let names = Set(try fixture.layout.regions.map(\.name))
        let diff = ThemeDiff(
            old: ComparedTheme(name: "old", spec: fixture.old), new: ComparedTheme(name: "new", spec: fixture.new))
        let darkColours = diff.changes(in: .colors).filter { $0.path.hasSuffix(".dark") }
        #expect(!darkColours.isEmpty)
        for change in darkColours {
            #expect(names.contains("colors.\(change.owner).before") && names.contains("colors.\(change.owner).after"))
        }
        for change in diff.changes(in: .typography) { #expect(names.contains("typography.\(change.owner).after")) }
        for change in diff.changes(in: .surfaces) where !change.path.hasSuffix(".light") {
            #expect(names.contains("surfaces.\(change.owner).after"))
        }
        #expect(!names.contains("change.none"))
    }

    @Test func aButtonWhosePressIsUnchangedGetsNoPlot() throws {
        let fixture = ChangeFixture(
            name: "shape", old: GentlePreset.gentleDefault.spec,
            new: ChangeFixture.edited { $0.buttons.roles["secondary"]?.shape = .rounded }, scheme: .light)
        let names = try fixture.layout.regions.map(\.name)
        #expect(names == ["buttons.secondary.before", "buttons.secondary.after"])
    }

    @Test(arguments: [GentleColorScheme.light, .dark])
    func equalThemesDrawANoChangesPage(_ scheme: GentleColorScheme) throws {
        let fixture = ChangeFixture(
            name: "same", old: GentlePreset.gentleDefault.spec, new: GentlePreset.gentleDefault.spec, scheme: scheme)
        let layout = try fixture.layout
        #expect(layout.regions.map(\.name) == ["change.none"])
        #expect(GeometryCheck.issues(in: layout).isEmpty)
        let texts = layout.elements.flatMap(Self.texts)
        #expect(texts.contains("No changes"))
    }

    @Test func aColourChangedOnlyInDarkLeavesTheLightPageEmpty() throws {
        let fixture = ChangeFixture(
            name: "dark only", old: GentlePreset.gentleDefault.spec,
            new: ChangeFixture.edited { $0.colors.pairByRole["themeSecondary"]?.darkHex = "#FF0000" }, scheme: .light)
        #expect(try fixture.layout.regions.map(\.name) == ["change.none"])
    }

    private static func texts(_ element: SheetElement) -> [String] {
        switch element.content {
        case .text(let block): [block.text]
        case .group(let group): group.children.flatMap(texts)
        default: []
        }
    }
}

import GentleThemeDiff
import GentleTokens
import Testing

@Suite("Theme diff: one change of each token kind")
struct TokenKindTests {
    static let edits: [SpecEdit] = [
        SpecEdit(
            kind: "colour", apply: { $0.colors.pairByRole["primaryCTA"]?.lightHex = "#2E8B6E" },
            path: "colors.primaryCTA.light", change: .changed, meaning: "ΔE00 41.50"),
        SpecEdit(
            kind: "type", apply: { $0.typography.roles["title_xl"]?.weight = .heavy },
            path: "typography.title_xl.weight", change: .changed, meaning: "wght 700 → 800"),
        SpecEdit(
            kind: "type size", apply: { $0.typography.roles["title_xl"]?.pointSize = 30 },
            path: "typography.title_xl.pointSize", change: .changed, meaning: "size at large 28 → 30 pt"),
        SpecEdit(
            kind: "layout", apply: { $0.layout.inset.tokensByRoleVariant["card"]?["regular"]?.horizontal = .xl },
            path: "layout.inset.card.regular.horizontal", change: .changed, meaning: nil),
        SpecEdit(
            kind: "spacing step", apply: { $0.layout.scale.m = 14 },
            path: "layout.scale.m", change: .changed, meaning: nil),
        SpecEdit(
            kind: "radius", apply: { $0.visual.radii.medium = 10 },
            path: "visual.radii.medium", change: .changed, meaning: nil),
        SpecEdit(
            kind: "surface radius", apply: { $0.surfaces.roles["card"]?.cornerRadius = 28 },
            path: "surfaces.card.cornerRadius", change: .changed, meaning: nil),
        SpecEdit(
            kind: "shadow", apply: { $0.surfaces.roles["cardElevated"]?.shadowOpacity = 0.2 },
            path: "surfaces.cardElevated.shadowOpacity", change: .changed, meaning: "dark mode 0.28 → 0.7"),
        SpecEdit(
            kind: "button", apply: { $0.buttons.roles["primary"]?.shape = .rounded },
            path: "buttons.primary.shape", change: .changed, meaning: nil),
        SpecEdit(
            kind: "spring", apply: { $0.buttons.animations["springBack"]?.springDamping = 0.3 },
            path: "buttons.animations.springBack.springDamping", change: .changed, meaning: "overshoots"),
        SpecEdit(
            kind: "surface background style",
            apply: {
                $0.surfaces.roles["card"]?.backgroundStyle = .material(
                    material: .thin, tintColorRole: .surfaceTint, tintOpacity: 0.1)
            },
            path: "surfaces.card.backgroundStyle", change: .changed, meaning: nil),
        SpecEdit(
            kind: "removed role", apply: { $0.colors.pairByRole["themeSecondary"] = nil },
            path: "colors.themeSecondary.dark", change: .removed, meaning: "now Color.primary #FFFFFF"),
    ]

    @Test(arguments: edits)
    func reportsTheEditedTokenAndNothingUnrelated(_ edit: SpecEdit) throws {
        let diff = SpecEdit.diff(edit.apply)
        let change = try #require(diff.changes.first { $0.path == edit.path })
        #expect(change.kind == edit.change)
        if let meaning = edit.meaning {
            #expect(change.meaning.contains { $0.contains(meaning) }, "\(change.meaning)")
        }
        #expect(!diff.isEmpty)
        // Every change is in the edited token's group, or in the buttons it feeds (gap, radii, text).
        #expect(
            diff.changes.allSatisfy { $0.group == change.group || $0.group == .buttons },
            "\(diff.changes.map(\.path))")
    }

    @Test func anAddedRoleIsReportedAsAdded() throws {
        let without = SpecEdit.edited { $0.colors.pairByRole["surfaceTint"] = nil }
        let diff = ThemeDiff(
            old: ComparedTheme(name: "without", spec: without),
            new: ComparedTheme(name: "gentle-default", spec: GentlePreset.gentleDefault.spec))
        let added = diff.changes.filter { $0.kind == .added }.map(\.path)
        #expect(added == ["colors.surfaceTint.light", "colors.surfaceTint.dark"])
    }

    @Test func aSpringChangeReportsSettleTimeAndOvershootOldToNew() throws {
        let diff = SpecEdit.diff { $0.buttons.animations["springBack"]?.springDamping = 0.3 }
        let change = try #require(diff.changes.first { $0.path == "buttons.animations.springBack.springDamping" })
        #expect(change.old == .number(0.45, .none))
        #expect(change.new == .number(0.3, .none))
        let settles = try #require(change.meaning.first { $0.hasPrefix("settles") })
        let overshoots = try #require(change.meaning.first { $0.hasPrefix("overshoots") })
        #expect(settles.contains(" → "))
        #expect(overshoots == "overshoots 20.5 % → 37.2 %")
    }

    @Test func theSameThemeHasNoChanges() {
        let diff = SpecEdit.diff { _ in }
        #expect(diff.isEmpty)
        #expect(diff.changes.isEmpty && diff.contrast.isEmpty && diff.notes.isEmpty)
    }

    @Test func textSizesResolveAtTheRequestedCategory() throws {
        let diff = ThemeDiff(
            old: ComparedTheme(name: "a", spec: GentlePreset.gentleDefault.spec),
            new: ComparedTheme(name: "b", spec: SpecEdit.edited { $0.typography.roles["body_m"]?.pointSize = 18 }),
            sizeCategory: .accessibilityMedium)
        let change = try #require(diff.changes.first { $0.path == "typography.body_m.pointSize" })
        let size = try #require(change.meaning.first)
        #expect(size.hasPrefix("size at accessibilityMedium "))
        #expect(!size.hasSuffix("17 → 18 pt"))
    }
}

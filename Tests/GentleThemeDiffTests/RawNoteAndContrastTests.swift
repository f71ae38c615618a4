import Foundation
import GentleTheme
import GentleThemeDiff
import GentleTokens
import Testing

@Suite("Theme diff: contrast flags and JSON without a visible effect")
struct RawNoteAndContrastTests {
    @Test func lighterTertiaryTextLosesAAOnTheBackground() throws {
        // #8A8F98 on white is about 3.2:1, below AA's 4.5 (Gentle Default's #6B7280 is 4.83).
        let diff = SpecEdit.diff { $0.colors.pairByRole["textTertiary"]?.lightHex = "#8A8F98" }
        let moved = try #require(
            diff.contrast.first {
                $0.scheme == .light && $0.pair == ContrastPair(text: .textTertiary, ground: .background)
            })
        #expect(moved.lost == [.aa])
        #expect(moved.gained.isEmpty)
        #expect(moved.old.level == .aa && moved.new.level == .aaLargeText)
        #expect(DiffText.render(diff).contains("textTertiary on background  4.83 AA → 3.2"))
        #expect(DiffText.render(diff).contains("AA lost"))
        // Dark mode is untouched, so no dark pair moved.
        #expect(diff.contrast.allSatisfy { $0.scheme == .light })
    }

    @Test func anInvalidHexThatResolvesToTheSameBlackIsANoteNotAChange() throws {
        let black = SpecEdit.edited { $0.colors.pairByRole["textPrimary"]?.lightHex = "#000000" }
        let invalid = SpecEdit.edited { $0.colors.pairByRole["textPrimary"]?.lightHex = "#GG0000" }
        let diff = ThemeDiff(
            old: ComparedTheme(name: "black", spec: black), new: ComparedTheme(name: "invalid", spec: invalid))
        #expect(diff.isEmpty)
        let note = try #require(diff.notes.first)
        #expect(note.path == "colors.pairByRole.textPrimary.lightHex")
        #expect(note.old == "\"#000000\"" && note.new == "\"#GG0000\"")
    }

    @Test(arguments: [
        ("a border on chrome, which never draws one", "surfaces.roles.chrome.borderWidth"),
        ("the pressed scale inside an animation spec, which no button reads", "buttons.animations.pop.pressedScale"),
        ("the unused shadow scale", "visual.shadows.medium"),
    ])
    func aValueThePackageIgnoresIsANote(_ what: String, path: String) throws {
        let diff = SpecEdit.diff { spec in
            switch path {
            case "surfaces.roles.chrome.borderWidth": spec.surfaces.roles["chrome"]?.borderWidth = 3
            case "buttons.animations.pop.pressedScale": spec.buttons.animations["pop"]?.pressedScale = 0.5
            default: spec.visual.shadows.medium = 9
            }
        }
        #expect(diff.isEmpty, "\(what): \(diff.changes.map(\.path))")
        #expect(diff.notes.map(\.path) == [path])
    }

    @Test func aLegacySurfaceFormReadsAsTheSameThemeWithNotes() throws {
        let preset = GentlePreset.gentleDefault.spec
        var object = try #require(
            try JSONSerialization.jsonObject(with: GentleJSONCoding.encode(preset)) as? [String: Any])
        var surfaces = try #require(object["surfaces"] as? [String: Any])
        var roles = try #require(surfaces["roles"] as? [String: Any])
        var card = try #require(roles["card"] as? [String: Any])
        // Gentle Default's card is solid surfaceBase; the legacy flat key says the same.
        card["backgroundStyle"] = nil
        card["colorRole"] = "surfaceBase"
        roles["card"] = card
        surfaces["roles"] = roles
        object["surfaces"] = surfaces
        let legacy = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let spec = try GentleJSONCoding.decodeSpec(from: legacy)
        let diff = ThemeDiff(
            old: ComparedTheme(name: "gentle-default", spec: preset),
            new: ComparedTheme(name: "legacy.json", spec: spec, document: legacy))
        #expect(diff.isEmpty)
        #expect(
            Set(diff.notes.map(\.path)) == [
                "surfaces.roles.card.backgroundStyle.colorRole", "surfaces.roles.card.backgroundStyle.type",
                "surfaces.roles.card.colorRole",
            ])
    }
}

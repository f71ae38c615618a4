import Foundation
import GentleTokens
import Testing

@Suite("Lookups and encoding details")
struct LookupTests {
    @Test func typographyFallsBackToBodyThenBuiltIn() {
        var typography = GentleTypographyTokens.gentleDefault
        typography.roles["caption_s"] = nil
        #expect(typography.roleSpec(for: .caption_s) == typography.roleSpec(for: .body_m))
        #expect(GentleTypographyTokens(roles: [:]).roleSpec(for: .title_xl) == .fallback)
        #expect(GentleTypographyRoleSpec.fallback.pointSize == 17)
        #expect(GentleTypographyRoleSpec.fallback.lineSpacing == 2)
    }

    @Test func buttonsFallBackToPrimaryAndSquish() {
        let buttons = GentleButtonTokens.gentleDefault
        #expect(buttons.roleSpec(for: .primary).pressedScale == 0.9)
        var sparse = GentleButtonTokens(roles: ["primary": buttons.roleSpec(for: .primary)], animations: [:])
        #expect(sparse.roleSpec(for: .destructive) == buttons.roleSpec(for: .primary))
        #expect(sparse.animationSpec(for: .pop) == GentleButtonAnimationSpec())
        sparse.animations["squish"] = buttons.animationSpec(for: .squish)
        #expect(sparse.animationSpec(for: .pop).springResponse == 0.22)
        #expect(GentleButtonTokens(roles: [:], animations: [:]).roleSpec(for: .secondary) == .fallback)
    }

    @Test func surfacesFallBackToCardThenBuiltIn() {
        let surfaces = GentleSurfaceTokens(roles: ["card": GentleSurfaceTokens.gentleDefault.roleSpec(for: .card)])
        #expect(surfaces.roleSpec(for: .floatingPanel).cornerRadius == 20)
        #expect(surfaces.roleSpec(for: .floatingPanel).backgroundStyle == .solid(colorRole: .surfaceBase))
        #expect(GentleSurfaceTokens(roles: [:]).roleSpec(for: .chrome) == .fallback)
    }

    @Test func insetsFallBackAndResolveThroughScale() {
        let layout = GentleLayoutTokens.gentleDefault
        #expect(layout.insetValue(.screen) == (12, 16))
        #expect(layout.insetValue(.card, variant: .roomy) == (24, 24))
        #expect(
            layout.inset.axisTokens(for: .control, variant: .roomy)
                == GentleAxisInsetTokens(horizontal: .l, vertical: .s))
        let screenOnly = GentleInsetTokens(tokensByRoleVariant: [
            "screen": ["regular": .init(horizontal: .xs, vertical: .xxl)]
        ])
        #expect(
            screenOnly.axisTokens(for: .listRow, variant: .tight)
                == GentleAxisInsetTokens(horizontal: .xs, vertical: .xxl))
        #expect(GentleInsetTokens(tokensByRoleVariant: [:]).axisTokens(for: .card) == GentleInsetTokens.fallback)
    }

    @Test func colorsReturnNilForAMissingRole() {
        let colors = GentleColorTokens(pairByRole: [:])
        #expect(colors.pair(for: .primaryCTA) == nil)
        #expect(GentleColorTokens.gentleDefault.pair(for: .primaryCTA)?.lightHex == "#4A6EF5")
    }

    @Test func encodingOmitsAbsentOptionalsAndEndsWithoutNewline() throws {
        let data = try GentleJSONCoding.encode(.gentleDefault)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.last == "}")
        #expect(!text.contains("null"))
        #expect(text.components(separatedBy: "\"width\"").count == 2)
        #expect(text.contains(#""tintOpacity" : 0,"#))
        #expect(!text.contains("tintColorRole\" : null"))
        #expect(text.hasPrefix("{\n  \"_specVersion\" : \"0.7.0\",\n  \"buttons\" : {"))
    }

    @Test func encodingEscapesSlashesAndSortsKeysByByteLikeThePackage() throws {
        var spec = GentleDesignSystemSpec.gentleDefault
        spec.colors.pairByRole["Zebra/stripe"] = GentleColorPair(lightHex: "#FFFFFF", darkHex: "#000000")
        let text = String(decoding: try GentleJSONCoding.encode(spec), as: UTF8.self)
        #expect(text.contains(#""pairByRole" : {"#))
        #expect(text.contains(#"      "Zebra\/stripe" : {"#))
        let zebra = try #require(text.range(of: "Zebra"))
        let background = try #require(text.range(of: "\"background\""))
        #expect(zebra.lowerBound < background.lowerBound)
    }
}

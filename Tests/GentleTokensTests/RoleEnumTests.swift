import GentleTokens
import Testing

@Suite("Role enums")
struct RoleEnumTests {
    @Test func colorRolesInPackageOrderWithGroupings() {
        #expect(GentleColorRole.allCases.count == 19)
        #expect(GentleColorRole.allCases.first == .textPrimary)
        #expect(GentleColorRole.allCases[7] == .background)
        #expect(GentleColorRole.allCases.last == .themeSecondary)
        #expect(GentleColorRole.textOnPrimaryCTA.displayName == "Text On Primary CTA")
        let groups = [
            GentleColorRole.textRoles, GentleColorRole.surfaceRoles, GentleColorRole.actionRoles,
            GentleColorRole.themeRoles,
        ]
        #expect(groups.map(\.count) == [9, 6, 2, 2])
        #expect(Set(groups.joined()) == Set(GentleColorRole.allCases))
        #expect(
            GentleColorRole.surfaceBackgroundRoles == [.background, .surfaceBase, .surfaceCardSecondary, .surfaceTint])
        #expect(GentleColorRole.surfaceScrim.isSurfaceRole && !GentleColorRole.surfaceScrim.isSurfaceBackgroundRole)
    }

    @Test func textRolesCarryRampAndDisplayName() {
        #expect(GentleTextRole.allCases.count == 17)
        let ramps: [GentleTextRamp] = GentleTextRole.allCases.map(\.ramp)
        #expect(ramps.filter { $0 == .m }.count == 8)
        #expect(GentleTextRole.bodySecondary_m.displayName == "Body (Secondary)")
        #expect(GentleTextRole.caption2_s.ramp == .s)
        #expect(GentleTextRole.title3_ml.ramp == .ml)
        #expect(Set(GentleTextRole.readmeOrder) == Set(GentleTextRole.allCases))
        #expect(GentleTextRole.readmeOrder[8] == .primaryButtonTitle_m)
    }

    @Test func fontTokenCountsAndNames() {
        #expect(GentleFontWeightToken.allCases.count == 9)
        #expect(GentleFontDesignToken.allCases.count == 4)
        #expect(GentleFontWidthToken.allCases.count == 4)
        #expect(GentleFontTextStyle.allCases.count == 11)
        #expect(GentleFontWeightToken.ultraLight.displayName == "Ultra Light")
        #expect(GentleFontWidthToken.condensed.displayName == "Condensed")
        #expect(GentleFontDesignToken.default.rawValue == "default")
    }

    @Test func surfaceRolesGroupByCategory() {
        #expect(GentleSurfaceRole.allCases.count == 10)
        let groups = GentleSurfaceRole.groupedByCategory
        #expect(groups.map(\.category.rawValue) == ["Structure", "Chrome", "Overlays", "Floating"])
        #expect(groups.map(\.roles.count) == [4, 1, 3, 2])
        #expect(GentleSurfaceRole.cardSecondary.subtitle == "Nested/secondary content")
        #expect(GentleSurfaceRole.overlayScrim.displayName == "Overlay Scrim")
        #expect(GentleAppleMaterial.noMaterial.displayName == "None")
    }

    @Test func buttonRolesAndTheirTitles() {
        #expect(
            GentleButtonRole.ordered.map(\.defaultTextRole) == [
                .primaryButtonTitle_m, .secondaryButtonTitle_m, .tertiaryButtonTitle_m, .quaternaryButtonTitle_m,
                .primaryButtonTitle_m,
            ])
        #expect(GentleButtonFillRole.solidFillDestructive.displayName == "Solid (Destructive)")
        #expect(GentleButtonBorderRole.hidden.displayName == "None")
        #expect(GentleButtonAnimationRole.allCases.count == 6)
        #expect(GentleGapIntent.unknown.spacingToken == nil)
        #expect(GentleGapIntent.expansive.spacingToken == .xxl)
    }
}

import GentleTheme
import GentleTokens
import Testing

@Suite("Button resolution")
struct ResolvedButtonTests {
    static let light = ResolvedTheme(spec: .gentleDefault, scheme: .light)

    @Test func primaryIsASolidCapsuleWithASpringBack() throws {
        let primary = Self.light.buttons[.primary]
        let chrome = try #require(primary.chrome)
        #expect(primary.title.role == .primaryButtonTitle_m)
        #expect(primary.labelColorRole == .textOnPrimaryCTA)
        #expect(primary.title.color.hexString == "#FFFFFF")
        #expect(chrome.fill.hexString == "#4A6EF5")
        #expect(chrome.border == nil)
        #expect(chrome.shape == .capsule)
        #expect(chrome.padding == EdgePadding(horizontal: 24, vertical: 8))
        #expect(primary.pressedScale.value == 0.9)
        #expect(primary.pressedOpacity == 0.86)
        #expect(primary.animation == .spring(try #require(SpringParameters(response: 0.45, dampingFraction: 0.45))))
    }

    @Test func secondaryIsHollowWithAnAccentBorderAndTrimmedPadding() throws {
        let secondary = Self.light.buttons[.secondary]
        let chrome = try #require(secondary.chrome)
        #expect(chrome.fill.alpha == 0)
        #expect(chrome.border?.width == 1)
        #expect(chrome.border?.colorRole == .primaryCTA)
        #expect(chrome.border?.color.hexString == "#4A6EF5")
        #expect(chrome.padding == EdgePadding(horizontal: 24, vertical: 7))
        #expect(secondary.title.color.hexString == "#4A6EF5")
        #expect(secondary.animation == .easeOut(duration: 0.12))
    }

    @Test(arguments: [GentleButtonRole.tertiary, .quaternary])
    func nativeRolesAreBareLabels(_ role: GentleButtonRole) {
        let button = Self.light.buttons[role]
        #expect(button.chrome == nil)
        #expect(button.labelColorRole == .primaryCTA)
        #expect(button.title.colorRole == .primaryCTA)
        #expect(button.animation == .easeOut(duration: 0.12))
    }

    @Test func destructiveUsesThePrimaryTitleAndTextOnPrimaryCTA() throws {
        let dark = ResolvedTheme(spec: .classic, scheme: .dark)
        let destructive = dark.buttons[.destructive]
        #expect(destructive.title.role == .primaryButtonTitle_m)
        #expect(destructive.labelColorRole == .textOnPrimaryCTA)
        #expect(destructive.title.color.hexString == "#1A1610")
        #expect(try #require(destructive.chrome).fill.hexString == "#E07850")
        #expect(destructive.animation == .spring(try #require(SpringParameters(response: 0.22, dampingFraction: 0.85))))
    }

    @Test func roundedShapeUsesMediumRadiusAndSubtleBorderUsesBorderSubtle() throws {
        var spec = GentleDesignSystemSpec.gentleDefault
        spec.buttons.roles["primary"]?.shape = .rounded
        spec.buttons.roles["primary"]?.borderRole = .subtle
        spec.visual.radii.medium = 10
        let chrome = try #require(ResolvedTheme(spec: spec, scheme: .dark).buttons[.primary].chrome)
        #expect(chrome.shape == .roundedRectangle(cornerRadius: 10))
        #expect(chrome.border?.colorRole == .borderSubtle)
        #expect(chrome.border?.color.hexString == "#374151")
    }

    @Test(arguments: [
        (GentleButtonAnimationRole.unknown, PressAnimation.instant),
        (.subtlePress, .easeOut(duration: 0.12)),
    ])
    func animationRolesPickTheirCurve(role: GentleButtonAnimationRole, animation: PressAnimation) {
        let spec = GentleDesignSystemSpec.gentleDefault.buttons.animationSpec(for: role)
        #expect(PressAnimation(role: role, spec: spec) == animation)
    }

    @Test func springWithoutResponseIsInstant() {
        let spec = GentleButtonAnimationSpec(springResponse: 0, springDamping: 0.8)
        #expect(PressAnimation(role: .pop, spec: spec) == .instant)
    }

    @Test func timelineUsesTheRoleSpecsPressedValues() {
        let timeline = Self.light.buttons[.quaternary].timeline(releaseTime: 0.5)
        #expect(abs(timeline.scale(at: 0.2) - 0.95) < 1e-9)
        #expect(abs(timeline.opacity(at: 0.2) - 0.93) < 1e-9)
    }
}

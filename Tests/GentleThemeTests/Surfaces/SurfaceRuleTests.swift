import GentleTheme
import GentleTokens
import Testing

/// What the package draws for one surface role of one preset in one scheme.
struct SurfaceExpectation: Sendable, CustomTestStringConvertible {
    let presetID: String
    let role: GentleSurfaceRole
    let scheme: GentleColorScheme
    let background: String
    let cornerRadius: Double
    let border: (width: Double, color: String)?
    let shadow: (radius: Double, opacity: Double, x: Double, y: Double)?

    init(
        _ presetID: String, _ role: GentleSurfaceRole, _ scheme: GentleColorScheme, _ background: String,
        _ cornerRadius: Double, border: (Double, String)?, shadow: (Double, Double, Double, Double)?
    ) {
        self.presetID = presetID
        self.role = role
        self.scheme = scheme
        self.background = background
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
    }

    var testDescription: String { "\(presetID) \(role) \(scheme)" }
}

@Suite("Surface rules for every role of every preset")
struct SurfaceRuleTests {
    static func resolve(
        _ presetID: String, _ role: GentleSurfaceRole,
        _ scheme: GentleColorScheme
    ) throws -> ResolvedSurface {
        let preset = try #require(GentlePreset.named(presetID))
        return ResolvedTheme(spec: preset.spec, scheme: scheme, ios: .iOS18).surfaces[role]
    }

    static func describe(_ background: SurfaceBackground) -> String {
        switch background {
        case .clear: "clear"
        case .solid(let color): "solid \(color.hexString)"
        case .material(let material):
            "material \(material.kind.rawValue)"
                + (material.tint.map { " tint \($0.hexString)" } ?? "")
        case .liquidGlass: "liquidGlass"
        }
    }

    @Test(arguments: SurfaceExpectation.light + SurfaceExpectation.dark)
    func resolvesAsThePackageDraws(_ expected: SurfaceExpectation) throws {
        let surface = try Self.resolve(expected.presetID, expected.role, expected.scheme)
        #expect(Self.describe(surface.background) == expected.background)
        #expect(surface.cornerRadius.points == expected.cornerRadius)
        #expect(surface.clipsToShape == (expected.role != .appBackground))
        #expect(surface.border?.width.points == expected.border?.width)
        #expect(surface.border?.color.hexString == expected.border?.color)
        #expect(surface.shadow?.radius.points == expected.shadow?.radius)
        #expect(surface.shadow?.offsetX == expected.shadow?.x)
        #expect(surface.shadow?.offsetY == expected.shadow?.y)
        if let shadow = surface.shadow, let opacity = expected.shadow?.opacity {
            #expect(abs(shadow.opacity.value - opacity) < 1e-9)
            #expect(shadow.color.alpha == shadow.opacity.value)
        }
    }

    @Test func everyPresetRoleAndSchemeIsCovered() {
        let covered = Set((SurfaceExpectation.light + SurfaceExpectation.dark).map(\.testDescription))
        #expect(covered.count == GentlePreset.all.count * GentleSurfaceRole.allCases.count * 2)
    }

    @Test(arguments: [GentleSurfaceRole.card, .cardElevated, .overlayPopover, .floatingPanel, .floatingWidget])
    func editorialPaperRadiusZeroShadowsAreNotDrawn(_ role: GentleSurfaceRole) throws {
        let spec = try #require(GentlePreset.named("editorial-paper")).spec.surfaces.roleSpec(for: role)
        #expect(spec.shadowRadius == 0)
        #expect(try Self.resolve("editorial-paper", role, .light).shadow == nil)
        #expect(try Self.resolve("editorial-paper", role, .dark).shadow == nil)
    }

    @Test(arguments: [GentleSurfaceRole.chrome, .overlaySheet])
    func technicalBlueChromeBordersAreNotDrawn(_ role: GentleSurfaceRole) throws {
        let spec = try #require(GentlePreset.named("technical-blue")).spec.surfaces.roleSpec(for: role)
        #expect(spec.borderWidth == 1)
        #expect(try Self.resolve("technical-blue", role, .light).border == nil)
    }

    @Test func boldOrangeDarkFloatingPanelShadowClampsToOne() throws {
        let light = try #require(try Self.resolve("bold-orange", .floatingPanel, .light).shadow)
        let dark = try #require(try Self.resolve("bold-orange", .floatingPanel, .dark).shadow)
        #expect(light.opacity.value == 0.3)
        #expect(dark.opacity == .opaque)
    }

    @Test func glassWithoutFallbackMaterialIsItsSolidColour() {
        var spec = GentleDesignSystemSpec.gentleDefault
        spec.surfaces.roles["floatingPanel"]?.backgroundStyle = .glass(
            fallbackMaterial: nil, fallbackColorRole: .surfaceTint)
        let surface = ResolvedTheme(spec: spec, scheme: .light, ios: .iOS18).surfaces[.floatingPanel]
        #expect(surface.styleType == .glass)
        #expect(surface.background == .solid(GentleRGBA(red8: 0x11, green8: 0x18, blue8: 0x27, alpha8: 0xCC)))
    }

    @Test func materialWithoutMaterialIsTheTintOrNothing() {
        var spec = GentleDesignSystemSpec.gentleDefault
        spec.surfaces.roles["chrome"]?.backgroundStyle = .material(
            material: .noMaterial, tintColorRole: .surfaceTint,
            tintOpacity: 0.5)
        spec.surfaces.roles["overlaySheet"]?.backgroundStyle = .material(
            material: .noMaterial, tintColorRole: nil,
            tintOpacity: 0.5)
        let theme = ResolvedTheme(spec: spec, scheme: .dark)
        #expect(Self.describe(theme.surfaces[.chrome].background) == "solid #02061766")
        #expect(theme.surfaces[.overlaySheet].background == .clear)
    }

    @Test func missingSurfaceRoleFallsBackToCardThenToTheBuiltInSpec() {
        var spec = GentleDesignSystemSpec.gentleDefault
        spec.surfaces.roles["floatingWidget"] = nil
        let viaCard = ResolvedTheme(spec: spec, scheme: .light).surfaces[.floatingWidget]
        #expect(viaCard.cornerRadius == 20)
        #expect(viaCard.border?.color.hexString == "#E5E7EB")
        spec.surfaces.roles = [:]
        let builtIn = ResolvedTheme(spec: spec, scheme: .dark).surfaces[.cardSecondary]
        #expect(builtIn.background == .solid(GentleRGBA(red8: 0x11, green8: 0x18, blue8: 0x27)))
        #expect(builtIn.border?.width == 1)
        #expect(builtIn.border?.color.hexString == "#374151")
        #expect(builtIn.shadow == nil)
    }

    @Test(arguments: GentlePreset.all, GentleColorScheme.allCases)
    func glassRolesAreLiquidGlassOnIOS26WithTheirBorderAndNoShadow(preset: GentlePreset, scheme: GentleColorScheme) {
        let ios26 = ResolvedTheme(spec: preset.spec, scheme: scheme, ios: .iOS26)
        let ios18 = ResolvedTheme(spec: preset.spec, scheme: scheme, ios: .iOS18)
        for role in GentleSurfaceRole.allCases where ios26.surfaces[role].styleType == .glass {
            #expect(ios26.surfaces[role].background == .liquidGlass)
            #expect(ios26.surfaces[role].shadow == nil)
            #expect(ios26.surfaces[role].border == ios18.surfaces[role].border)
            #expect(ios18.surfaces[role].background != .liquidGlass)
        }
        for role in GentleSurfaceRole.allCases where ios26.surfaces[role].styleType != .glass {
            #expect(ios26.surfaces[role] == ios18.surfaces[role])
        }
    }
}

import GentleTheme
import GentleTokens
import Testing

/// A glass role resolves, whatever release is drawn, what it shows before iOS 26 and with Reduce
/// Transparency, as GentleDesignSystem draws it: the fallback is exactly what iOS 18 draws.
@Suite struct GlassFallbackTests {
    /// One preset in one scheme.
    struct Subject: Sendable, CustomTestStringConvertible {
        let preset: GentlePreset
        let scheme: GentleColorScheme
        var testDescription: String { "\(preset.id) \(scheme)" }

        func surface(_ role: GentleSurfaceRole, on ios: IOSVersion, spec: GentleDesignSystemSpec? = nil)
            -> ResolvedSurface
        {
            ResolvedTheme(spec: spec ?? preset.spec, scheme: scheme, ios: ios).surfaces[role]
        }
    }

    static let subjects = GentlePreset.all.flatMap { preset in
        GentleColorScheme.allCases.map { Subject(preset: preset, scheme: $0) }
    }

    @Test(arguments: subjects)
    func theFallbackIsWhatIOS18Draws(subject: Subject) {
        for role in GentleSurfaceRole.allCases {
            let modern = subject.surface(role, on: .iOS26)
            let older = subject.surface(role, on: .iOS18)
            guard case .glass(let material, _) = subject.preset.spec.surfaces.roleSpec(for: role).backgroundStyle
            else {
                #expect(modern.glassFallbacks == nil, "\(role)")
                continue
            }
            let fallbacks = modern.glassFallbacks
            #expect(fallbacks?.fallback == older.background, "\(role)")
            #expect(fallbacks?.fallbackShadow == older.shadow, "\(role)")
            #expect(fallbacks?.reduceTransparency == .frostedGlass, "\(role)")
            #expect(modern.background == .liquidGlass && modern.shadow == nil, "\(role)")
            let expected: ReducedTransparency = material.map { .opaqueMaterial($0) } ?? .unchanged
            #expect(older.glassFallbacks?.reduceTransparency == expected, "\(role)")
        }
    }

    // Without a fallback material (or with `noMaterial`) the package draws the solid fallback
    // colour, which Reduce Transparency leaves alone; the colour is read only then.
    @Test(arguments: [nil, GentleAppleMaterial.noMaterial, .thin])
    func theFallbackColourIsReadOnlyWhenItIsDrawn(material: GentleAppleMaterial?) {
        var spec = GentlePreset.gentleDefault.spec
        spec.surfaces.roles["floatingPanel"]?.backgroundStyle = .glass(
            fallbackMaterial: material, fallbackColorRole: .textTertiary)
        let theme = ResolvedTheme(spec: spec, scheme: .dark, ios: .iOS18)
        let (surface, read) = TokenReads.recording { theme.surfaces[.floatingPanel] }
        let drawsColour = material == nil || material == .noMaterial
        #expect(read.contains("colors.textTertiary.dark") == drawsColour)
        #expect(read.contains("surfaces.floatingPanel"))
        if drawsColour {
            #expect(surface.glassFallbacks?.fallback == .solid(theme.colors[.textTertiary]))
            #expect(surface.glassFallbacks?.reduceTransparency == .unchanged)
        } else {
            #expect(surface.glassFallbacks?.fallback == .material(SurfaceMaterial(kind: .thin, tint: nil)))
        }
    }

    @Test func aFallbackMaterialStepChangesTheResolvedTheme() {
        var spec = GentlePreset.gentleDefault.spec
        spec.surfaces.roles["floatingPanel"]?.backgroundStyle = .glass(
            fallbackMaterial: .thick, fallbackColorRole: .surfaceBase)
        #expect(
            ResolvedTheme(spec: spec, scheme: .light)
                != ResolvedTheme(spec: GentlePreset.gentleDefault.spec, scheme: .light))
    }
}

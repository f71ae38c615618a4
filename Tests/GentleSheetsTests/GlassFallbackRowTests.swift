import GentleSheets
import GentleTheme
import GentleTokens
import Testing

/// The surfaces sheet draws each glass role beside its fallback and its Reduce Transparency look,
/// each cell a region of its own, and a step of a fallback token moves its cell and is recorded.
@Suite struct GlassFallbackRowTests {
    static let fixtures = GentlePreset.all.flatMap { preset in
        GentleColorScheme.allCases.map { SheetFixture(preset: preset, scheme: $0, sizeCategory: .large) }
    }

    static func glassRoles(_ spec: GentleDesignSystemSpec) -> [GentleSurfaceRole] {
        GentleSurfaceRole.allCases.filter { spec.surfaces.roleSpec(for: $0).backgroundStyle.type == .glass }
    }

    /// The elements tagged `name`, groups searched through.
    static func elements(named name: String, in elements: [SheetElement]) -> [SheetElement] {
        elements.flatMap { element -> [SheetElement] in
            var found = element.region == name ? [element] : []
            if case .group(let group) = element.content { found += Self.elements(named: name, in: group.children) }
            return found
        }
    }

    @Test(arguments: fixtures)
    func eachGlassRoleHasAFallbackAndAReduceTransparencyCell(fixture: SheetFixture) throws {
        let layout = try SheetKind.surfaces.layout(fixture.context)
        let names = layout.regions.map(\.name)
        let glass = Self.glassRoles(fixture.preset.spec)
        for role in GentleSurfaceRole.allCases {
            let region = "surfaces.\(role.rawValue)"
            let isGlass = glass.contains(role)
            #expect(names.filter { $0 == region }.count == (isGlass ? 2 : 1), "\(region)")
            #expect(names.filter { $0 == "\(region).fallback" }.count == (isGlass ? 1 : 0), "\(region)")
            #expect(names.filter { $0 == "\(region).reduceTransparency" }.count == (isGlass ? 1 : 0), "\(region)")
        }
        let values = TokenValues.of(spec: fixture.preset.spec, scheme: fixture.scheme, sizeCategory: .large)
        let recorded = DrawnTokens.select(
            from: values, read: Array(layout.tokenPaths), scheme: fixture.scheme, themeName: fixture.preset.name)
        for role in glass {
            let path = "surfaces.\(role.rawValue).backgroundStyle.fallbackMaterial"
            #expect(recorded[path] != nil && recorded[path] == values[path], "\(path)")
        }
    }

    // On iOS 26 nothing else draws the fallback material: the step moves the fallback cell alone,
    // and the golden records the token, so `verify` names it old → new.
    @Test(arguments: fixtures.filter { !glassRoles($0.preset.spec).isEmpty })
    func aFallbackMaterialStepMovesItsCellAndIsRecorded(fixture: SheetFixture) throws {
        let role = try #require(Self.glassRoles(fixture.preset.spec).first)
        var spec = fixture.preset.spec
        guard case .glass(let material, let colorRole) = spec.surfaces.roleSpec(for: role).backgroundStyle else {
            return
        }
        let stepped: GentleAppleMaterial = material == .thick ? .thin : .thick
        spec.surfaces.roles[role.rawValue]?.backgroundStyle = .glass(
            fallbackMaterial: stepped, fallbackColorRole: colorRole)
        var edited = fixture.context
        edited.theme = ResolvedTheme(spec: spec, scheme: fixture.scheme)
        let before = try SheetKind.surfaces.layout(fixture.context)
        let after = try SheetKind.surfaces.layout(edited)
        let region = "surfaces.\(role.rawValue)"
        for (cell, moves) in [(region, false), ("\(region).fallback", true), ("\(region).reduceTransparency", false)] {
            let old = Self.elements(named: cell, in: before.elements)
            let new = Self.elements(named: cell, in: after.elements)
            #expect((old != new) == moves, "\(cell)")
        }
        let path = "\(region).backgroundStyle.fallbackMaterial"
        let recorded = DrawnTokens.select(
            from: TokenValues.of(spec: spec, scheme: fixture.scheme, sizeCategory: .large),
            read: Array(after.tokenPaths), scheme: fixture.scheme, themeName: fixture.preset.name)
        #expect(recorded[path] == stepped.rawValue)
    }

    // On iOS 18 the third cell is the fallback made opaque, so the step moves it too.
    @Test func onIOS18ReduceTransparencyShowsTheFallbackMaterialOpaque() throws {
        let fixture = SheetFixture.standard
        var spec = fixture.preset.spec
        spec.surfaces.roles["floatingWidget"]?.backgroundStyle = .glass(
            fallbackMaterial: .ultraThin, fallbackColorRole: .surfaceBase)
        let context = { (spec: GentleDesignSystemSpec) in
            SheetContext(
                spec: spec, themeName: fixture.preset.name, scheme: fixture.scheme,
                sizeCategory: fixture.sizeCategory, ios: .iOS18, measurer: FixedAdvanceMeasurer())
        }
        let before = try SheetKind.surfaces.layout(context(fixture.preset.spec))
        let after = try SheetKind.surfaces.layout(context(spec))
        let cell = "surfaces.floatingWidget.reduceTransparency"
        #expect(Self.elements(named: cell, in: before.elements) != Self.elements(named: cell, in: after.elements))
    }
}

import Foundation
import GentleTokens
import Testing

@Suite("Built-in presets")
struct PresetTests {
    @Test("each preset encodes to the bytes of its interop file", arguments: GentlePreset.all)
    func encodesToInteropBytes(preset: GentlePreset) throws {
        let expected = try Fixtures.interop(preset.id)
        let encoded = try GentleJSONCoding.encode(preset.spec)
        #expect(encoded == expected)
    }

    @Test("each preset equals its decoded interop file", arguments: GentlePreset.all)
    func equalsDecodedFile(preset: GentlePreset) throws {
        let decoded = try GentleJSONCoding.decodeSpec(from: try Fixtures.interop(preset.id))
        #expect(decoded == preset.spec)
    }

    @Test func catalogueIsInThePackageOrderWithTheDesignIds() {
        #expect(GentlePreset.all.map(\.id) == Fixtures.interopNames)
        #expect(
            GentlePreset.all.map(\.name) == [
                "Gentle Default", "Classic Tan", "Modern Gray", "Soft Green", "Editorial Paper",
                "Technical Blue", "Bold Orange", "Elegant Purple", "Compact Mint",
            ])
        #expect(GentlePreset.all.allSatisfy { !$0.summary.isEmpty && !$0.description.isEmpty && !$0.purpose.isEmpty })
    }

    @Test func gentleDefaultIsTheEmbeddedDefault() {
        #expect(GentlePreset.named("gentle-default")?.spec == .gentleDefault)
        #expect(GentlePreset.named("compact-mint")?.summary == "Dense, efficient with fresh accents")
        #expect(GentlePreset.named("no-such-theme") == nil)
    }

    @Test func presetsKeepThePackageCharacter() throws {
        let classic = GentleDesignSystemSpec.classic.typography.roleSpec(for: .largeTitle_xxl)
        #expect(classic.design == .serif)
        #expect(GentleDesignSystemSpec.soft.typography.roleSpec(for: .body_m).design == .rounded)
        #expect(GentleDesignSystemSpec.bold.typography.roleSpec(for: .largeTitle_xxl).weight == .black)
        let compactBody = GentleDesignSystemSpec.compact.typography.roleSpec(for: .body_m).pointSize
        #expect(compactBody == 14)
        #expect(GentleDesignSystemSpec.compact.layout == GentleDesignSystemSpec.gentleDefault.layout)
    }
}

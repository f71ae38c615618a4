import Foundation
import GentleTokens
import Testing

@Suite("Interop files")
struct InteropRoundTripTests {
    @Test("decoding and re-encoding gives the same bytes", arguments: Fixtures.interopNames)
    func byteRoundTrip(name: String) throws {
        let original = try Fixtures.interop(name)
        let spec = try GentleJSONCoding.decodeSpec(from: original)
        let encoded = try GentleJSONCoding.encode(spec)
        #expect(encoded == original)
    }

    @Test("every file defines all roles of every kind", arguments: Fixtures.interopNames)
    func definesEveryRole(name: String) throws {
        let spec = try GentleJSONCoding.decodeSpec(from: try Fixtures.interop(name))
        #expect(spec.specVersion == "0.7.0")
        #expect(Set(spec.colors.pairByRole.keys) == Set(GentleColorRole.allCases.map(\.rawValue)))
        #expect(Set(spec.typography.roles.keys) == Set(GentleTextRole.allCases.map(\.rawValue)))
        #expect(Set(spec.surfaces.roles.keys) == Set(GentleSurfaceRole.allCases.map(\.rawValue)))
        #expect(Set(spec.buttons.roles.keys) == Set(GentleButtonRole.ordered.map(\.rawValue)))
        #expect(Set(spec.buttons.animations.keys) == Set(GentleButtonAnimationRole.allCases.map(\.rawValue)))
    }
}

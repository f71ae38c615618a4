import GentleTheme
import GentleTokens
import Testing

@Suite("Inset resolution")
struct InsetTests {
    @Test(arguments: [
        (GentleInsetRole.card, GentleInsetVariant.regular, EdgePadding(horizontal: 16, vertical: 16)),
        (.screen, .tight, EdgePadding(horizontal: 8, vertical: 12)),
        (.control, .roomy, EdgePadding(horizontal: 16, vertical: 8)),
        (.listRow, .tight, EdgePadding(horizontal: 12, vertical: 4)),
    ])
    func defaultInsets(role: GentleInsetRole, variant: GentleInsetVariant, padding: EdgePadding) {
        #expect(ResolvedTheme(spec: .gentleDefault, scheme: .light).inset(role, variant) == padding)
    }

    @Test func fallsBackToScreenRegularThenToExtraLargeByLarge() {
        var spec = GentleDesignSystemSpec.gentleDefault
        spec.layout.inset.tokensByRoleVariant["card"] = nil
        #expect(
            ResolvedTheme(spec: spec, scheme: .light).inset(.card, .roomy) == EdgePadding(horizontal: 12, vertical: 16))
        spec.layout.inset.tokensByRoleVariant = [:]
        spec.layout.scale.xl = 30
        #expect(ResolvedTheme(spec: spec, scheme: .light).inset(.card) == EdgePadding(horizontal: 30, vertical: 16))
    }
}

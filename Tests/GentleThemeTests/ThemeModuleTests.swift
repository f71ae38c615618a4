import Testing
import GentleTheme

@Test func resolvesTheTokensSpecVersion() {
    #expect(resolvedSpecVersion == "0.7.0")
}

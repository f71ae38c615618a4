import Testing
import GentleTokens

@Test func readsSpecVersionZeroSevenZero() {
    #expect(supportedSpecVersion == "0.7.0")
}

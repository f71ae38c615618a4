import Testing

@testable import GentleRaster

@Suite struct LibraryLinkTests {
    @Test func cairoFreeTypeAndHarfBuzzAreLinked() {
        let versions = LibraryVersions.current
        #expect(versions.cairo.hasPrefix("1."))
        #expect(versions.freetype.hasPrefix("2."))
        #expect(!versions.harfbuzz.isEmpty && versions.harfbuzz != "0.0.0")
    }
}

import GentleImage
import Testing

@Suite struct LibPNGLinkTests {
    @Test func libpngIsLinked() {
        #expect(libpngVersion.hasPrefix("1.6"))
    }

    @Test func bitmapRejectsAMismatchedByteCount() {
        #expect(Bitmap(width: 2, height: 2, pixels: [0, 0, 0, 0]) == nil)
        #expect(Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 4]) != nil)
    }
}

import GentleImage
import Testing

@testable import GentleRaster

@Suite struct FontCacheBoundTests {
    /// The font sizes of one theme after another (every size is an optical size, so each is a
    /// variation instance of its own): the cache never holds more than its capacity.
    @Test func theFacesOfManyThemesStayWithinTheCapacity() throws {
        let library = try FontLibrary(manifest: FontManifest.bundled(), faceCapacity: 8)
        for theme in 0..<6 {
            for role in 0..<5 {
                let size = Double(9 + theme * 5 + role)
                _ = try library.face(for: FontRequest(design: theme % 2 == 0 ? .default : .serif, size: size))
            }
            #expect(library.faceCount <= 8)
        }
        #expect(library.faceCount > 0)
    }

    /// Past the capacity the layouts go with the faces (they hold them), and a layout set before
    /// still draws the same pixels with its own face.
    @Test func aLayoutSetBeforeTheCacheStartsAgainDrawsTheSame() throws {
        let library = try FontLibrary(manifest: FontManifest.bundled(), faceCapacity: 2)
        let typesetter = Typesetter(fonts: library)
        let layout = try typesetter.layout("Gentle Ag", style: TextStyle(font: FontRequest(size: 20)))
        func drawn() throws -> Bitmap {
            let canvas = try Canvas(size: Size(width: 120, height: 32), scale: 1)
            canvas.draw(layout, at: Point(x: 4, y: 4))
            return try canvas.bitmap()
        }
        let before = try drawn()
        for size in [11.0, 12, 13] { _ = try library.face(for: FontRequest(size: size)) }
        #expect(library.layouts.count == 0)
        #expect(try drawn() == before)
        #expect(before.pixels.contains { $0 != 0 })
    }

    /// A face dropped from the cache but still held by a layout is the one a request for it gets
    /// again, never a second face of the same instance: a PDF page set with both would embed two
    /// subsets of one font, which ones depending on the threads' timing.
    @Test func aFaceStillHeldIsNeverMadeTwice() throws {
        let library = try FontLibrary(manifest: FontManifest.bundled(), faceCapacity: 2)
        let layout = try Typesetter(fonts: library).layout("Gentle Ag", style: TextStyle(font: FontRequest(size: 20)))
        for size in [11.0, 12, 13, 14] { _ = try library.face(for: FontRequest(size: size)) }
        #expect(try library.face(for: FontRequest(size: 20)) === layout.face)
    }
}

import Foundation
import GentleImage
import Testing

@testable import GentleRaster

@Suite struct FontLifetimeTests {
    /// Libraries made, drawn with and dropped on several threads at once: making a face takes
    /// cairo's font-face mutex and dropping one takes FreeType's lock from inside it, so the two
    /// locks must never be held in the opposite order. No `.timeLimit`: its clock starts before a
    /// busy cooperative pool gives the test a thread, so it fired on a test that only waited; a
    /// deadlock stops the run instead, which CI's own time limit catches.
    @Test func librariesMadeAndDroppedConcurrentlyDoNotDeadlock() async throws {
        let manifest = try FontManifest.bundled()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for round in 0..<16 {
                        let library = try FontLibrary(manifest: manifest)
                        let typesetter = Typesetter(fonts: library)
                        let canvas = try Canvas(size: Size(width: 80, height: 24), scale: 1)
                        // More instances and sizes than cairo's 256 held-over scaled fonts, so
                        // faces really are released while other threads make new ones.
                        for step in 0..<24 {
                            let weight = Double(100 + 37 * ((worker * 7 + round + step) % 24))
                            let font = FontRequest(design: .default, weight: weight, size: Double(8 + step))
                            canvas.draw(
                                try typesetter.layout("Gentle", style: TextStyle(font: font)), at: Point(x: 2, y: 2))
                        }
                        _ = try canvas.bitmap()
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    /// A face reads its file's bytes from the library's shared copy (`ShapingFace.blob`) and keeps
    /// them: a layout drawn after its library is gone draws the same pixels as before.
    @Test func aLayoutOutlivingItsLibraryDrawsTheSame() throws {
        var library: FontLibrary? = try FontLibrary(manifest: FontManifest.bundled())
        let style = TextStyle(font: FontRequest(design: .serif, weight: 650, size: 20))
        let layout = try Typesetter(fonts: try #require(library)).layout("Gentle Ag", style: style)
        func drawn() throws -> Bitmap {
            let canvas = try Canvas(size: Size(width: 120, height: 32), scale: 2)
            canvas.draw(layout, at: Point(x: 4, y: 4))
            return try canvas.bitmap()
        }
        let before = try drawn()
        library = nil
        #expect(try drawn() == before)
        #expect(before.pixels.contains { $0 != 0 })
    }
}

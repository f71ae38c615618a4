import Foundation
import GentleImage

@testable import GentleRaster

/// Shared, read-only fixtures: one font library for the whole test run, as a renderer would have.
enum Fixtures {
    private static let bundledFonts = Result { try FontLibrary.bundled() }

    /// The repository's fonts, loaded once for the whole run.
    static func fonts() throws -> FontLibrary { try bundledFonts.get() }

    /// A typesetter over the repository's fonts.
    static func typesetter() throws -> Typesetter { Typesetter(fonts: try fonts()) }

    /// The repository's `Fonts/` folder, located from this file.
    static let fontsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts")

    /// A fresh empty folder under the system's temporary directory.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gentle-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The pixel at (x, y) of a bitmap as (r, g, b, a).
    static func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[offset..<(offset + 4)])
    }
}

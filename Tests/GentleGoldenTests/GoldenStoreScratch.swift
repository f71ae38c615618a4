import Foundation
import GentleGolden
import GentleImage
import Testing

/// A fresh temporary folder for one test, removed afterwards, and helpers to look inside it.
enum Scratch {
    static func withFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("gentle-golden-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// Every file and folder below `folder`, as sorted relative paths.
    static func listing(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return ((enumerator?.allObjects as? [String]) ?? []).sorted()
    }

    /// The contents of every regular file below `folder`, by relative path.
    static func contents(_ folder: URL) -> [String: Data] {
        var contents: [String: Data] = [:]
        for path in listing(folder) {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
                contents[path] = data
            }
        }
        return contents
    }
}

/// Small bitmaps and cases for the store, verification and report tests.
enum Sheets {
    static func caseID(_ path: String = "gentle-default/colors-light") throws -> GoldenCaseID {
        try #require(GoldenCaseID(path))
    }

    static func white(width: Int = 10, height: Int = 10) -> Bitmap {
        Bitmap(width: width, height: height, filledWith: (255, 255, 255, 255))
    }

    /// `bitmap` with the listed pixels painted black.
    static func blackening(_ bitmap: Bitmap, _ pixels: [(x: Int, y: Int)]) -> Bitmap {
        var copy = bitmap
        for pixel in pixels {
            let offset = (pixel.y * bitmap.width + pixel.x) * 4
            copy.pixels.replaceSubrange(offset..<(offset + 3), with: [0, 0, 0])
        }
        return copy
    }

    static let fingerprint = [
        PNGTextEntry(key: "cairo", value: "1.16.0"), PNGTextEntry(key: "freetype", value: "2.12.1"),
    ]
}

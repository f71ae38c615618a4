import Foundation
import GentleImage
import Testing

@Suite struct PNGRoundTripTests {
    static func gradient(width: Int, height: Int, opaque: Bool) -> Bitmap {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let alpha: UInt8 = opaque ? 255 : UInt8((x * 255) / max(1, width - 1))
                pixels += [UInt8(x * 7 % 256), UInt8(y * 13 % 256), UInt8((x + y) % 256), alpha]
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: 0, height: 0)
    }

    @Test(arguments: PNGFilter.allCases, [true, false])
    func pixelsSurviveEveryFilter(filter: PNGFilter, opaque: Bool) throws {
        let bitmap = Self.gradient(width: 37, height: 11, opaque: opaque)
        let bytes = try LibPNGWriter(filter: filter).encode(bitmap)
        #expect(try PNGDecoder().decode(bytes).bitmap == bitmap)
    }

    @Test func opaqueBitmapsAreWrittenAsRGB() throws {
        let bytes = try PNGEncoder().encode(Self.gradient(width: 4, height: 4, opaque: true))
        #expect(bytes[25] == 2)
        let translucent = try PNGEncoder().encode(Self.gradient(width: 4, height: 4, opaque: false))
        #expect(translucent[25] == 6)
    }

    @Test func textChunksRoundTripInOrder() throws {
        let text = [
            PNGTextEntry(key: "Renderer", value: "cairo 1.16.0; pixman 0.42.2"),
            PNGTextEntry(key: "Theme", value: "Élégant — 紫"),
            PNGTextEntry(key: "Empty", value: ""),
        ]
        let bytes = try PNGEncoder().encode(Bitmap(width: 2, height: 2, filledWith: (1, 2, 3, 4)), text: text)
        let image = try PNGDecoder().decode(bytes)
        #expect(image.text == text)
        #expect(image.text.value(forKey: "Theme") == "Élégant — 紫")
        #expect(bytes.windowContaining("tEXtRenderer"))
        #expect(bytes.windowContaining("iTXtTheme"))
    }

    @Test func encodingIsDeterministic() throws {
        let bitmap = Self.gradient(width: 64, height: 64, opaque: false)
        let text = [PNGTextEntry(key: "Fingerprint", value: "abc")]
        #expect(try PNGEncoder().encode(bitmap, text: text) == PNGEncoder().encode(bitmap, text: text))
    }

    @Test(arguments: ["", " lead", "trail ", "double  space", "tab\tkey", String(repeating: "k", count: 80)])
    func invalidKeysAreRefused(key: String) {
        #expect(throws: PNGError.invalidTextKey(key)) {
            try PNGEncoder().encode(Bitmap(width: 1, height: 1), text: [PNGTextEntry(key: key, value: "v")])
        }
    }

    @Test func emptyBitmapCannotBeEncoded() {
        #expect(throws: PNGError.unencodableSize(width: 0, height: 3)) {
            try PNGEncoder().encode(Bitmap(width: 0, height: 3))
        }
    }
}

extension [UInt8] {
    func windowContaining(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard count >= needle.count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

@Suite struct PNGFileTests {
    @Test func writtenFileDecodesWithItsText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("sheet.png")
        let bitmap = PNGRoundTripTests.gradient(width: 9, height: 4, opaque: false)
        try PNGEncoder().write(bitmap, text: [PNGTextEntry(key: "Renderer", value: "test")], to: url)
        let image = try PNGDecoder().decode(contentsOf: url)
        #expect(image.bitmap == bitmap)
        #expect(image.text.value(forKey: "Renderer") == "test")
    }

    @Test func unwritablePlaceIsAnErrorNamingIt() {
        let url = URL(fileURLWithPath: "/nonexistent-gentle-folder/sheet.png")
        #expect {
            try PNGEncoder().write(Bitmap(width: 1, height: 1), to: url)
        } throws: { error in
            guard case PNGError.fileAccess(let path, _) = error else { return false }
            return path == url.path
        }
    }

    @Test func missingFileIsAnErrorNamingIt() {
        let url = URL(fileURLWithPath: "/nonexistent-gentle-folder/golden.png")
        #expect {
            try PNGDecoder().decode(contentsOf: url)
        } throws: { error in
            guard case PNGError.fileAccess(let path, _) = error else { return false }
            return path == url.path
        }
    }
}

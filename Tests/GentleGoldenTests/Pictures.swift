import GentleImage

/// Small hand-made bitmaps whose pixelmatch results were checked with pybind11-pixelmatch.
enum Pictures {
    static func flat(_ grey: UInt8, alpha: UInt8 = 255, width: Int = 5, height: Int = 5) -> Bitmap {
        Bitmap(width: width, height: height, filledWith: (grey, grey, grey, alpha))
    }

    static func setting(_ bitmap: Bitmap, x: Int, y: Int, to grey: UInt8) -> Bitmap {
        var copy = bitmap
        let offset = (y * bitmap.width + x) * 4
        copy.pixels.replaceSubrange(offset..<(offset + 3), with: [grey, grey, grey])
        return copy
    }

    /// Black columns 0–1, a 1-px anti-aliased grey column 2 of the given level, white columns 3–4.
    static func edge(level: UInt8) -> Bitmap {
        var bitmap = flat(255)
        for y in 0..<5 {
            bitmap = setting(bitmap, x: 0, y: y, to: 0)
            bitmap = setting(bitmap, x: 1, y: y, to: 0)
            bitmap = setting(bitmap, x: 2, y: y, to: level)
        }
        return bitmap
    }

    static func pixel(_ bitmap: Bitmap, x: Int, y: Int) -> [UInt8] {
        let offset = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[offset..<(offset + 4)])
    }
}

extension Bitmap {
    /// The pixels of the rectangle at `x`, `y`, clipped to the bitmap (empty when nothing is left).
    package func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> Bitmap {
        let left = max(0, x)
        let top = max(0, y)
        let right = min(width, x + cropWidth)
        let bottom = min(height, y + cropHeight)
        guard right > left, bottom > top, hasConsistentSize else { return Bitmap(width: 0, height: 0) }
        var cropped: [UInt8] = []
        cropped.reserveCapacity((right - left) * (bottom - top) * 4)
        for row in top..<bottom {
            let start: Int = (row * width + left) * 4
            cropped += pixels[start..<(start + (right - left) * 4)]
        }
        return Bitmap(width: right - left, height: bottom - top, pixels: cropped) ?? Bitmap(width: 0, height: 0)
    }

    /// The smallest rectangle holding every pixel that differs from `other`'s (the same size),
    /// as x, y, width, height; nil when none does or the sizes differ.
    package func changedArea(from other: Bitmap) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard other.width == width, other.height == height, hasConsistentSize, other.hasConsistentSize else {
            return nil
        }
        var left = width
        var right = -1
        var top = height
        var bottom = -1
        pixels.withUnsafeBytes { new in
            other.pixels.withUnsafeBytes { old in
                let newWords = new.bindMemory(to: UInt32.self)
                let oldWords = old.bindMemory(to: UInt32.self)
                for row in 0..<height {
                    let start = row * width
                    guard let first = (0..<width).first(where: { newWords[start + $0] != oldWords[start + $0] })
                    else { continue }
                    let last = (0..<width).last { newWords[start + $0] != oldWords[start + $0] } ?? first
                    left = min(left, first)
                    right = max(right, last)
                    top = min(top, row)
                    bottom = row
                }
            }
        }
        guard right >= 0 else { return nil }
        return (left, top, right - left + 1, bottom - top + 1)
    }
}

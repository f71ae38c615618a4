import GentleImage

/// The positions of the counted differing pixels of a same-sized pair: the pixels `compare`
/// counts (over the threshold and, unless included, not anti-aliasing), found by the comparison's
/// own per-pixel test so that both always agree.
enum DifferenceMask {
    /// Pixel indices (`row × width + column`) in ascending order; empty for different sizes.
    static func differingPixels(_ expected: Bitmap, _ actual: Bitmap, options: ComparisonOptions) -> [Int] {
        guard expected.width == actual.width, expected.height == actual.height else { return [] }
        return expected.pixels.withUnsafeBufferPointer { first in
            actual.pixels.withUnsafeBufferPointer { second in
                first.withMemoryRebound(to: UInt32.self) { firstWords in
                    second.withMemoryRebound(to: UInt32.self) { secondWords in
                        positions(in: PixelPair(
                            first: first, second: second, firstWords: firstWords, secondWords: secondWords,
                            width: expected.width, height: expected.height), options: options)
                    }
                }
            }
        }
    }

    // The comparison itself keeps only counts, which is what every passing case needs and is
    // fastest; positions are wanted only to attribute a failing case's pixels to tokens.
    private static func positions(in pair: PixelPair, options: ComparisonOptions) -> [Int] {
        let maximumDelta = options.maximumDelta
        var positions: [Int] = []
        for index in 0..<(pair.width * pair.height) where pair.firstWords[index] != pair.secondWords[index] {
            guard abs(YIQ.colourDelta(pair.first, index * 4, pair.second, index * 4)) > maximumDelta else { continue }
            if !options.includeAntiAliasing,
               AntiAliasing.isAntiAliased(pair, x: index % pair.width, y: index / pair.width) {
                continue
            }
            positions.append(index)
        }
        return positions
    }
}

/// pixelmatch's colour metric (Kotsarenko & Ramos): squared YIQ distance of two RGBA pixels,
/// after compositing translucent pixels on a background the way pixelmatch 7 does.
enum YIQ {
    /// The largest value `colourDelta` can return; thresholds scale it by `t²`.
    static let maximumDelta = 35215.0

    /// Squared YIQ distance between pixel `k` of `first` and pixel `m` of `second` (byte offsets),
    /// translucent ones blended over `Background.at(k)`. Negative when the second pixel is
    /// darker, as in pixelmatch.
    @inline(__always)
    static func colourDelta(
        _ first: UnsafeBufferPointer<UInt8>, _ k: Int, _ second: UnsafeBufferPointer<UInt8>, _ m: Int,
        checkerboard: Bool
    ) -> Double {
        let (dr, dg, db) = channelDifferences(first, k, second, m, checkerboard: checkerboard)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Brightness (Y) difference between pixels `k` and `m` of one image, both blended over the
    /// background at `k` when translucent; 0 when they are equal.
    @inline(__always)
    static func brightnessDelta(_ image: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int, checkerboard: Bool) -> Double {
        let (dr, dg, db) = channelDifferences(image, k, image, m, checkerboard: checkerboard)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Grey value of a pixel faded towards white, for the unchanged parts of a diff image.
    @inline(__always)
    static func fadedGrey(_ image: UnsafeBufferPointer<UInt8>, _ k: Int, alpha: Double) -> UInt8 {
        let y = Double(image[k]) * 0.29889531 + Double(image[k + 1]) * 0.58662247 + Double(image[k + 2]) * 0.11448223
        let value = 255 + (y - 255) * alpha * Double(image[k + 3]) / 255
        return UInt8(max(0, min(255, value)))
    }

    // pixelmatch 7's form, (c1·a1 − c2·a2 − bg·(a1 − a2)) / 255: the difference of both pixels
    // composited on one background colour, in this order of operations so the doubles agree.
    @inline(__always)
    private static func channelDifferences(
        _ first: UnsafeBufferPointer<UInt8>, _ k: Int, _ second: UnsafeBufferPointer<UInt8>, _ m: Int,
        checkerboard: Bool
    ) -> (Double, Double, Double) {
        let r1 = Double(first[k])
        let g1 = Double(first[k + 1])
        let b1 = Double(first[k + 2])
        let a1 = Double(first[k + 3])
        let r2 = Double(second[m])
        let g2 = Double(second[m + 1])
        let b2 = Double(second[m + 2])
        let a2 = Double(second[m + 3])
        guard a1 < 255 || a2 < 255 else { return (r1 - r2, g1 - g2, b1 - b2) }
        let background = checkerboard ? Background.at(k) : Background.white
        let alphaDifference = a1 - a2
        return (
            (r1 * a1 - r2 * a2 - background.red * alphaDifference) / 255,
            (g1 * a1 - g2 * a2 - background.green * alphaDifference) / 255,
            (b1 * a1 - b2 * a2 - background.blue * alphaDifference) / 255
        )
    }
}

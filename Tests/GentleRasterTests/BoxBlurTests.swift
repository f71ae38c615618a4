import Testing

@testable import GentleRaster

/// The fused, branch-split running sums give exactly the bytes of the plain recipe: each of the
/// three boxes applied to every row, then each to every column, rounding to bytes after each
/// pass, samples outside the image counting as zero.
@Suite struct BoxBlurTests {
    /// The recipe written the plain way, one output byte at a time.
    static func reference(_ pixels: [UInt8], width: Int, height: Int, stride: Int, channels: Int, widths: [Int])
        -> [UInt8]
    {
        var image = pixels
        func sample(_ x: Int, _ y: Int, _ channel: Int, in buffer: [UInt8]) -> Int {
            x < 0 || x >= width || y < 0 || y >= height ? 0 : Int(buffer[y * stride + x * channels + channel])
        }
        for box in widths where box > 1 {
            let source = image
            for y in 0..<height {
                for x in 0..<width {
                    for channel in 0..<channels {
                        let sum = (-(box / 2)...(box / 2)).reduce(0) { $0 + sample(x + $1, y, channel, in: source) }
                        image[y * stride + x * channels + channel] = UInt8((sum + box / 2) / box)
                    }
                }
            }
        }
        for box in widths where box > 1 {
            let source = image
            for y in 0..<height {
                for x in 0..<width {
                    for channel in 0..<channels {
                        let sum = (-(box / 2)...(box / 2)).reduce(0) { $0 + sample(x, y + $1, channel, in: source) }
                        image[y * stride + x * channels + channel] = UInt8((sum + box / 2) / box)
                    }
                }
            }
        }
        return image
    }

    /// Deterministic noise with empty rows and flat runs, as shadow masks and backdrops have.
    static func pixels(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = UInt8(truncatingIfNeeded: state >> 56)
            return index % 97 < 30 ? 0 : (index % 13 < 4 ? 200 : value)
        }
    }

    // Images narrower and shorter than a box, as wide as one, and larger; 1 and 4 channels;
    // rows padded beyond the pixels as cairo pads them.
    @Test(arguments: [
        (width: 7, height: 5, channels: 1, sigma: 6.0), (width: 40, height: 31, channels: 4, sigma: 3.0),
        (width: 23, height: 23, channels: 4, sigma: 4.5), (width: 64, height: 9, channels: 1, sigma: 12.0),
        (width: 70, height: 40, channels: 4, sigma: 16.0), (width: 3, height: 80, channels: 4, sigma: 1.2),
    ])
    func blurMatchesThePlainRecipe(width: Int, height: Int, channels: Int, sigma: Double) {
        let blur = BoxBlur(sigma: sigma)
        let stride = (width * channels + 7) / 8 * 8
        var image = Self.pixels(count: stride * height, seed: UInt64(width * 1000 + height))
        let expected = Self.reference(
            image, width: width, height: height, stride: stride, channels: channels, widths: blur.widths)
        image.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            blur.apply(to: base, width: width, height: height, stride: stride, channels: channels)
        }
        #expect(image == expected)
    }
}

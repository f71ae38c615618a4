import GentleImage
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

    // A window inside, one at a corner, one wider than the image, one a pixel; 1 and 4 channels.
    @Test(arguments: [
        (width: 90, height: 70, channels: 4, sigma: 6.0, window: PixelRect(x: 25, y: 20, width: 40, height: 30)),
        (width: 60, height: 50, channels: 4, sigma: 3.0, window: PixelRect(x: -5, y: 41, width: 20, height: 30)),
        (width: 33, height: 45, channels: 1, sigma: 9.0, window: PixelRect(x: 4, y: -3, width: 80, height: 20)),
        (width: 50, height: 50, channels: 4, sigma: 12.0, window: PixelRect(x: 24, y: 31, width: 1, height: 1)),
    ])
    func aWindowComesOutAsInTheWholeBlur(width: Int, height: Int, channels: Int, sigma: Double, window: PixelRect) {
        let blur = BoxBlur(sigma: sigma)
        let stride = (width * channels + 7) / 8 * 8
        let image = Self.pixels(count: stride * height, seed: UInt64(width * 31 + height))
        var whole = image
        var part = image
        whole.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            blur.apply(to: base, width: width, height: height, stride: stride, channels: channels)
        }
        part.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            blur.apply(to: base, width: width, height: height, stride: stride, channels: channels, window: window)
        }
        let rows = max(window.y, 0)..<min(window.y + window.height, height)
        let bytes = max(window.x, 0) * channels..<min(window.x + window.width, width) * channels
        for row in rows {
            let range = (row * stride + bytes.lowerBound)..<(row * stride + bytes.upperBound)
            #expect(part[range] == whole[range], "row \(row)")
        }
    }

    /// Rows are blurred two at a time where the processor has AVX2; a row that is empty where the
    /// passes read it is left as it is, so a pair of an empty and a full row takes another path.
    /// Empty rows every third row, in pairs and beside full ones, and an odd row last.
    @Test(arguments: [(width: 37, height: 13, sigma: 2.0), (width: 9, height: 7, sigma: 5.0)])
    func emptyRowsBesideFullOnesMatchThePlainRecipe(width: Int, height: Int, sigma: Double) {
        let blur = BoxBlur(sigma: sigma)
        let stride = width * 4
        var image = Self.pixels(count: stride * height, seed: UInt64(width + height))
        for row in 0..<height where row % 3 == 1 || row == 3 {
            image.replaceSubrange((row * stride)..<((row + 1) * stride), with: repeatElement(0, count: stride))
        }
        let expected = Self.reference(
            image, width: width, height: height, stride: stride, channels: 4, widths: blur.widths)
        image.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            blur.apply(to: base, width: width, height: height, stride: stride, channels: 4)
        }
        #expect(image == expected)
    }
}

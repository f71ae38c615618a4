import GentleImage

/// Compares an expected bitmap with an actual one the way pixelmatch 7.2 does (translucent pixels
/// over its checkerboard, or over white with `checkerboard: false`): byte-equal images take a
/// fast path; otherwise each differing pixel is measured in YIQ, and candidates that look like
/// anti-aliasing are reported apart from real differences;
/// under the exact metric every pixel whose RGBA differs counts.
/// A bitmap whose byte count no longer matches its size is reported as a size mismatch.
public func compare(_ expected: Bitmap, _ actual: Bitmap, options: ComparisonOptions = ComparisonOptions())
    -> ComparisonOutcome
{
    guard expected.width == actual.width, expected.height == actual.height,
        expected.hasConsistentSize, actual.hasConsistentSize
    else {
        return .sizeMismatch(expected: PixelSize(of: expected), actual: PixelSize(of: actual))
    }
    return .compared(PixelScan(options: options).difference(expected, actual))
}

/// Compares two bitmaps of different sizes over the union of their canvases, as Playwright does:
/// both sit at the top left of a canvas as wide as the wider and as tall as the taller, and every
/// pixel outside either image counts as differing, whatever the metric. The counts, diff image
/// and mask are of that canvas; the result is never exact. `nil` when a bitmap's byte count does
/// not match its size, or when the union is not `comparableUnion(of:and:)`.
package func compareOverUnion(
    _ expected: Bitmap, _ actual: Bitmap, options: ComparisonOptions = ComparisonOptions()
) -> PixelDifference? {
    guard expected.hasConsistentSize, actual.hasConsistentSize,
        let union = comparableUnion(of: PixelSize(of: expected), and: PixelSize(of: actual))
    else { return nil }
    let (width, height) = (union.width, union.height)
    guard let paddedExpected = expected.padded(width: width, height: height),
        let paddedActual = actual.padded(width: width, height: height)
    else { return nil }
    let shared = PixelSize(width: min(expected.width, actual.width), height: min(expected.height, actual.height))
    return PixelScan(options: options, shared: shared).difference(paddedExpected, paddedActual)
}

/// The canvas two sizes are compared over (as wide as the wider, as tall as the taller), or `nil`
/// when it is beyond `BitmapLimit` or holds more pixels than both images together. Its buffers
/// (two padded copies, the diff image, the mask) are then bounded by the images already held:
/// only images of very different shapes have a larger union, and there the padding, which all
/// counts as differing, would be most of it (a 32,767 × 1 golden against a 960 × 2012 sheet
/// pads both to 66 megapixels, 264 MB each).
package func comparableUnion(of expected: PixelSize, and actual: PixelSize) -> PixelSize? {
    let union = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
    guard BitmapLimit.accepts(width: union.width, height: union.height),
        union.width * union.height <= expected.width * expected.height + actual.width * actual.height
    else { return nil }
    return union
}

extension Bitmap {
    /// The bitmap at the top left of a transparent canvas of `width` × `height` (at least its own).
    func padded(width: Int, height: Int) -> Bitmap? {
        guard width != self.width || height != self.height else { return self }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let rowBytes = self.width * 4
        for row in 0..<self.height {
            pixels.replaceSubrange(
                row * width * 4..<(row * width * 4 + rowBytes),
                with: self.pixels[row * rowBytes..<(row + 1) * rowBytes])
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}

/// One pass over a same-sized pair, optionally painting the diff image as it goes. Pixels outside
/// `shared` (the part both original images cover, when they were padded to one size) always differ.
struct PixelScan {
    let options: ComparisonOptions
    var shared: PixelSize?

    func difference(_ expected: Bitmap, _ actual: Bitmap) -> PixelDifference {
        let total = expected.width * expected.height
        var counts = (differing: 0, antiAliased: 0, exact: true)
        var mask = options.producesDifferenceMask ? DifferenceMask(width: expected.width, height: expected.height) : nil
        let diffImage: [UInt8]? = withPair(expected, actual) { pair in
            counts.exact = pair.hasEqualBytes && shared == nil
            guard options.producesDiffImage else {
                if !counts.exact {
                    var canvas: DiffCanvas?
                    (counts.differing, counts.antiAliased) = scan(pair, into: &canvas, marking: &mask)
                }
                return nil
            }
            return [UInt8](unsafeUninitializedCapacity: total * 4) { output, initialized in
                output.withMemoryRebound(to: UInt32.self) { words in
                    var canvas: DiffCanvas? = DiffCanvas(words)
                    if counts.exact {
                        for index in 0..<total { canvas?.paintGrey(pair, index) }
                    } else {
                        (counts.differing, counts.antiAliased) = scan(pair, into: &canvas, marking: &mask)
                    }
                }
                initialized = total * 4
            }
        }
        return PixelDifference(
            differingPixels: counts.differing, antiAliasedPixels: counts.antiAliased, totalPixels: total,
            isExact: counts.exact,
            diffImage: diffImage.flatMap { Bitmap(width: expected.width, height: expected.height, pixels: $0) },
            differenceMask: mask)
    }

    private func withPair<Result>(_ expected: Bitmap, _ actual: Bitmap, _ body: (PixelPair) -> Result) -> Result {
        expected.pixels.withUnsafeBufferPointer { first in
            actual.pixels.withUnsafeBufferPointer { second in
                first.withMemoryRebound(to: UInt32.self) { firstWords in
                    second.withMemoryRebound(to: UInt32.self) { secondWords in
                        body(
                            PixelPair(
                                first: first, second: second, firstWords: firstWords, secondWords: secondWords,
                                width: expected.width, height: expected.height))
                    }
                }
            }
        }
    }

    private func scan(_ pair: PixelPair, into canvas: inout DiffCanvas?, marking mask: inout DifferenceMask?) -> (
        Int, Int
    ) {
        let maximumDelta = options.maximumDelta
        let exact = options.metric == .exact
        let detectsAntiAliasing = !options.includeAntiAliasing
        let checkerboard = options.checkerboard
        var differing = 0
        var antiAliased = 0
        let sharedWidth = min(shared?.width ?? pair.width, pair.width)
        let sharedHeight = shared?.height ?? pair.height
        for y in 0..<pair.height {
            let compared = y < sharedHeight ? sharedWidth : 0
            // Most rows of a sheet pair are equal: one memcmp passes them when nothing is painted.
            let rowIsEqual = canvas == nil && pair.hasEqualPixels(row: y, count: compared)
            for x in 0..<(rowIsEqual ? 0 : compared) {
                let index = y * pair.width + x
                if pair.firstWords[index] == pair.secondWords[index]
                    || (!exact && isBelowThreshold(pair, index, maximumDelta, checkerboard))
                {
                    canvas?.paintGrey(pair, index)
                } else if !exact && detectsAntiAliasing
                    && AntiAliasing.isAntiAliased(pair, x: x, y: y, checkerboard: checkerboard)
                {
                    antiAliased += 1
                    canvas?.paint(DiffPalette.antiAliasing, index)
                } else {
                    differing += 1
                    canvas?.paint(DiffPalette.difference, index)
                    mask?.insert(x: x, y: y)
                }
            }
            for x in compared..<pair.width {
                differing += 1
                canvas?.paint(DiffPalette.difference, y * pair.width + x)
                mask?.insert(x: x, y: y)
            }
        }
        return (differing, antiAliased)
    }

    @inline(__always)
    private func isBelowThreshold(_ pair: PixelPair, _ index: Int, _ maximumDelta: Double, _ checkerboard: Bool)
        -> Bool
    {
        abs(YIQ.colourDelta(pair.first, index * 4, pair.second, index * 4, checkerboard: checkerboard)) <= maximumDelta
    }
}

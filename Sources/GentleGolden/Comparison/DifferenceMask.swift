/// Which pixels a comparison counted as differences, one bit each, so a report can say how many
/// of them fall in each token's region and where the change is.
public struct DifferenceMask: Sendable, Equatable {
    /// Width of the compared images.
    public let width: Int
    /// Height of the compared images.
    public let height: Int
    private let wordsPerRow: Int
    // Bit i of word k in row y is pixel (64·k + i, y); rows are padded to whole words.
    private var words: [UInt64]

    /// An empty mask for images of the given size.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        wordsPerRow = (self.width + 63) / 64
        words = [UInt64](repeating: 0, count: wordsPerRow * self.height)
    }

    /// Marks a pixel; coordinates outside the image are ignored.
    package mutating func insert(x: Int, y: Int) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return }
        words[y * wordsPerRow + x / 64] |= 1 << UInt64(x % 64)
    }

    /// Whether the pixel was counted as a difference.
    public func contains(x: Int, y: Int) -> Bool {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return false }
        return words[y * wordsPerRow + x / 64] & (1 << UInt64(x % 64)) != 0
    }

    /// How many marked pixels lie in `rect` (clipped to the image).
    public func count(in rect: PixelRect) -> Int {
        guard let span = clipped(rect) else { return 0 }
        var total = 0
        for y in span.y0..<span.y1 {
            for word in (span.x0 / 64)...((span.x1 - 1) / 64) {
                total +=
                    (words[y * wordsPerRow + word] & Self.bits(of: word, from: span.x0, to: span.x1)).nonzeroBitCount
            }
        }
        return total
    }

    /// How many marked pixels lie in the union of `rects` (clipped to the image), each pixel
    /// counted once however many rectangles hold it; the union is also marked in `covered`, a
    /// mask of the same size.
    ///
    /// Works a 64-pixel word at a time over the rectangles' bounding box, so a sheet whose every
    /// pixel changed costs its area / 64 per token, not its area times its regions.
    package func count(inUnionOf rects: [PixelRect], markingIn covered: inout DifferenceMask) -> Int {
        precondition(covered.width == width && covered.height == height, "coverage of another size")
        let spans = rects.compactMap(clipped)
        guard let first = spans.first else { return 0 }
        let box = spans.dropFirst().reduce(first) { box, span in
            (min(box.x0, span.x0), min(box.y0, span.y0), max(box.x1, span.x1), max(box.y1, span.y1))
        }
        let firstWord = box.x0 / 64
        let boxWords = (box.x1 - 1) / 64 - firstWord + 1
        var union = [UInt64](repeating: 0, count: boxWords * (box.y1 - box.y0))
        union.withUnsafeMutableBufferPointer { union in
            for span in spans {
                for word in (span.x0 / 64)...((span.x1 - 1) / 64) {
                    let bits = Self.bits(of: word, from: span.x0, to: span.x1)
                    for y in span.y0..<span.y1 { union[(y - box.y0) * boxWords + word - firstWord] |= bits }
                }
            }
        }
        var total = 0
        let stride = wordsPerRow
        words.withUnsafeBufferPointer { marked in
            covered.words.withUnsafeMutableBufferPointer { covered in
                union.withUnsafeBufferPointer { union in
                    for y in box.y0..<box.y1 {
                        for offset in 0..<boxWords {
                            let bits = union[(y - box.y0) * boxWords + offset]
                            let index = y * stride + firstWord + offset
                            total += (marked[index] & bits).nonzeroBitCount
                            covered[index] |= bits
                        }
                    }
                }
            }
        }
        return total
    }

    /// How many marked pixels `covered` does not mark.
    package func count(outside covered: DifferenceMask) -> Int {
        precondition(covered.width == width && covered.height == height, "coverage of another size")
        return zip(words, covered.words).reduce(0) { $0 + ($1.0 & ~$1.1).nonzeroBitCount }
    }

    /// `rect` clipped to the image as half-open pixel bounds, or `nil` when nothing is left.
    private func clipped(_ rect: PixelRect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let x0 = max(0, rect.x)
        let x1 = min(width, rect.x + max(0, rect.width))
        let y0 = max(0, rect.y)
        let y1 = min(height, rect.y + max(0, rect.height))
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// The bits of word `word` that pixels `x0..<x1` occupy.
    private static func bits(of word: Int, from x0: Int, to x1: Int) -> UInt64 {
        let first = max(x0, word * 64) - word * 64
        let last = min(x1, word * 64 + 64) - word * 64
        return last - first == 64 ? ~0 : ((1 << UInt64(last - first)) - 1) << UInt64(first)
    }

    /// The number of marked pixels.
    public var count: Int {
        words.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    /// The smallest rectangle holding every marked pixel, or `nil` when none is marked.
    public var boundingBox: PixelRect? {
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in 0..<height {
            for word in 0..<wordsPerRow where words[y * wordsPerRow + word] != 0 {
                let bits = words[y * wordsPerRow + word]
                let left = word * 64 + bits.trailingZeroBitCount
                let right = word * 64 + 63 - bits.leadingZeroBitCount
                box = (min(box?.x0 ?? left, left), box?.y0 ?? y, max(box?.x1 ?? right, right), y)
            }
        }
        return box.map { PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0 + 1, height: $0.y1 - $0.y0 + 1) }
    }
}

extension PixelRect {
    /// Whether the pixel at (`x`, `y`) lies inside.
    @inline(__always)
    func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < x + width && row >= y && row < y + height
    }
}

/// A rectangle of whole pixels.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x,y W×H`.
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}

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
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        wordsPerRow = (self.width + 63) / 64
        words = [UInt64](repeating: 0, count: wordsPerRow * self.height)
    }

    /// Marks a pixel; coordinates outside the image are ignored.
    public mutating func insert(x: Int, y: Int) {
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
        let x0 = max(0, rect.x), x1 = min(width, rect.x + max(0, rect.width))
        let y0 = max(0, rect.y), y1 = min(height, rect.y + max(0, rect.height))
        guard x0 < x1, y0 < y1 else { return 0 }
        var total = 0
        for y in y0..<y1 {
            for word in (x0 / 64)...((x1 - 1) / 64) {
                let first = max(x0, word * 64) - word * 64
                let last = min(x1, word * 64 + 64) - word * 64
                let span: UInt64 = last - first == 64 ? ~0 : ((1 << UInt64(last - first)) - 1) << UInt64(first)
                total += (words[y * wordsPerRow + word] & span).nonzeroBitCount
            }
        }
        return total
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

/// A Gaussian blur approximated by three box blurs (the SVG `feGaussianBlur` recipe), over
/// 8-bit interleaved channels, in integer arithmetic so every run gives the same bytes.
struct BoxBlur {
    /// The three box widths, each odd.
    let widths: [Int]

    /// Largest box width; keeps the reciprocal division exact (see `Reciprocal`).
    static let maximumWidth = 4095

    /// The boxes whose combined variance is closest to `sigma`² (in pixels).
    init(sigma: Double) {
        let passes = 3.0
        let variance = sigma * sigma
        // Bounded before the Int conversion so an absurd σ cannot overflow it.
        let ideal = min((12 * variance / passes + 1).squareRoot(), Double(Self.maximumWidth))
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, min(lower, Self.maximumWidth - 2))
        let l = Double(lower)
        let lowerCount = ((12 * variance - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        widths = (0..<3).map { Double($0) < lowerCount ? lower : lower + 2 }
    }

    /// The σ that the three boxes actually give.
    var effectiveSigma: Double {
        widths.reduce(0) { $0 + Double($1 * $1 - 1) / 12 }.squareRoot()
    }

    /// Blurs `height` rows of `width` pixels with `channels` interleaved bytes each, rows
    /// `stride` bytes apart. Samples outside the buffer count as zero.
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int) {
        guard width > 0, height > 0, widths.contains(where: { $0 > 1 }) else { return }
        let rowBytes = width * channels
        var row = [UInt8](repeating: 0, count: rowBytes)
        var source = [UInt8](repeating: 0, count: stride * height)
        var columnSums = [UInt32](repeating: 0, count: rowBytes)
        row.withUnsafeMutableBufferPointer { row in
            for boxWidth in widths where boxWidth > 1 {
                let divide = Reciprocal(boxWidth)
                for y in 0..<height {
                    horizontal(pixels + y * stride, row: row, width: width, channels: channels, box: boxWidth, divide: divide)
                }
            }
        }
        source.withUnsafeMutableBufferPointer { source in
            columnSums.withUnsafeMutableBufferPointer { sums in
                for boxWidth in widths where boxWidth > 1 {
                    guard let base = source.baseAddress else { return }
                    base.update(from: pixels, count: stride * height)
                    vertical(pixels, source: base, sums: sums, rowBytes: rowBytes, height: height, stride: stride, box: boxWidth)
                }
            }
        }
    }

    private func horizontal(
        _ line: UnsafeMutablePointer<UInt8>, row: UnsafeMutableBufferPointer<UInt8>, width: Int, channels: Int,
        box: Int, divide: Reciprocal
    ) {
        guard let copy = row.baseAddress else { return }
        copy.update(from: line, count: width * channels)
        // Shadow masks are mostly empty padding; an empty row stays empty.
        guard UnsafeBufferPointer(start: copy, count: width * channels).contains(where: { $0 != 0 }) else { return }
        let radius = box / 2
        for channel in 0..<channels {
            var sum: UInt32 = 0
            for x in 0...min(radius, width - 1) { sum += UInt32(copy[x * channels + channel]) }
            for x in 0..<width {
                line[x * channels + channel] = divide(sum)
                let entering = x + radius + 1, leaving = x - radius
                if entering < width { sum += UInt32(copy[entering * channels + channel]) }
                if leaving >= 0 { sum -= UInt32(copy[leaving * channels + channel]) }
            }
        }
    }

    private func vertical(
        _ pixels: UnsafeMutablePointer<UInt8>, source: UnsafeMutablePointer<UInt8>, sums: UnsafeMutableBufferPointer<UInt32>,
        rowBytes: Int, height: Int, stride: Int, box: Int
    ) {
        let radius = box / 2
        let divide = Reciprocal(box)
        for column in 0..<rowBytes { sums[column] = 0 }
        for y in 0...min(radius, height - 1) {
            let line = source + y * stride
            for column in 0..<rowBytes { sums[column] += UInt32(line[column]) }
        }
        for y in 0..<height {
            let output = pixels + y * stride
            for column in 0..<rowBytes { output[column] = divide(sums[column]) }
            let entering = y + radius + 1, leaving = y - radius
            if entering < height {
                let line = source + entering * stride
                for column in 0..<rowBytes { sums[column] += UInt32(line[column]) }
            }
            if leaving >= 0 {
                let line = source + leaving * stride
                for column in 0..<rowBytes { sums[column] -= UInt32(line[column]) }
            }
        }
    }
}

/// Rounded division by a box width through a multiply and shift, exact for every sum of up to
/// `width` bytes when `width` ≤ 4095 (checked exhaustively for small widths in the tests).
struct Reciprocal {
    let width: UInt64
    let multiplier: UInt64

    init(_ width: Int) {
        self.width = UInt64(width)
        multiplier = (1 << 32) / UInt64(width) + 1
    }

    /// `(sum + width/2) / width`, as a byte.
    func callAsFunction(_ sum: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: ((UInt64(sum) + width / 2) * multiplier) >> 32)
    }
}

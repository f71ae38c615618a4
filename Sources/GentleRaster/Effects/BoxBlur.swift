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
    ///
    /// Each pass is a running sum, so the cost is the same for every σ; each pass rounds to
    /// bytes, so the result is the same whatever order rows and columns are visited in.
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int) {
        let boxes = widths.filter { $0 > 1 }
        guard width > 0, height > 0, channels > 0, !boxes.isEmpty else { return }
        let rowBytes = width * channels
        // Two row buffers: each horizontal pass reads one and writes the other, so a row's three
        // passes run while it is in cache.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
        defer { rows.deallocate() }
        for y in 0..<height {
            let line = pixels + y * stride
            // Shadow masks are mostly empty padding; an empty row stays empty.
            guard UnsafeBufferPointer(start: line, count: rowBytes).contains(where: { $0 != 0 }) else { continue }
            rows.initialize(from: line, count: rowBytes)
            var from = rows
            var into = rows + rowBytes
            for (index, box) in boxes.enumerated() {
                horizontal(
                    from, into: index == boxes.count - 1 ? line : into, width: width, channels: channels, box: box)
                (from, into) = (into, from)
            }
        }
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { source.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
        defer { sums.deallocate() }
        for box in boxes {
            source.initialize(from: pixels, count: stride * (height - 1) + rowBytes)
            vertical(pixels, source: source, sums: sums, rowBytes: rowBytes, height: height, stride: stride, box: box)
        }
    }

    // One row: out[x] = round(Σ in[x-r…x+r] / box), samples past either end being zero. The
    // loop is split where the window meets the ends, so the middle has no branches.
    private func horizontal(
        _ input: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, width: Int, channels: Int, box: Int
    ) {
        if channels == 4 { return horizontalPixels(input, into: output, width: width, box: box) }
        let radius = box / 2
        let divide = Reciprocal(box)
        for channel in 0..<channels {
            let source = input + channel
            let target = output + channel
            var sum: UInt32 = 0
            for x in 0...min(radius, width - 1) { sum &+= UInt32(source[x * channels]) }
            // x < enterEnd: the entering sample x + r + 1 lies inside; x ≥ radius: the leaving one does.
            let enterEnd = max(0, width - radius - 1)
            let leaveStart = min(radius, width)
            var x = 0
            while x < min(enterEnd, leaveStart) {
                target[x * channels] = divide(sum)
                sum &+= UInt32(source[(x + radius + 1) * channels])
                x += 1
            }
            while x < enterEnd {
                target[x * channels] = divide(sum)
                sum = sum &+ UInt32(source[(x + radius + 1) * channels]) &- UInt32(source[(x - radius) * channels])
                x += 1
            }
            while x < width {
                target[x * channels] = divide(sum)
                if x >= radius { sum &-= UInt32(source[(x - radius) * channels]) }
                x += 1
            }
        }
    }

    // `horizontal` for four interleaved channels, their four running sums side by side, in one
    // pass over the row. Plain integers rather than SIMD4, whose operations a debug build (`swift
    // test`, CI's one build) runs unspecialised, one generic call per lane: that made this loop
    // most of the suite's time. Each channel gets the arithmetic `horizontal` gives it.
    private func horizontalPixels(
        _ input: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, width: Int, box: Int
    ) {
        let radius = box / 2
        let divide = Reciprocal(box)
        var (red, green, blue, alpha): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        for x in 0...min(radius, width - 1) {
            let pixel = input + x * 4
            red &+= UInt32(pixel[0])
            green &+= UInt32(pixel[1])
            blue &+= UInt32(pixel[2])
            alpha &+= UInt32(pixel[3])
        }
        // x < enterEnd: the entering sample x + r + 1 lies inside; x ≥ radius: the leaving one does.
        let enterEnd = max(0, width - radius - 1)
        for x in 0..<width {
            let target = output + x * 4
            target[0] = divide(red)
            target[1] = divide(green)
            target[2] = divide(blue)
            target[3] = divide(alpha)
            if x < enterEnd {
                let entering = input + (x + radius + 1) * 4
                red &+= UInt32(entering[0])
                green &+= UInt32(entering[1])
                blue &+= UInt32(entering[2])
                alpha &+= UInt32(entering[3])
            }
            if x >= radius {
                let leaving = input + (x - radius) * 4
                red &-= UInt32(leaving[0])
                green &-= UInt32(leaving[1])
                blue &-= UInt32(leaving[2])
                alpha &-= UInt32(leaving[3])
            }
        }
    }

    private func vertical(
        _ pixels: UnsafeMutablePointer<UInt8>, source: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt32>,
        rowBytes: Int, height: Int, stride: Int, box: Int
    ) {
        let radius = box / 2
        let divide = Reciprocal(box)
        sums.initialize(repeating: 0, count: rowBytes)
        for y in 0...min(radius, height - 1) {
            let line = source + y * stride
            for column in 0..<rowBytes { sums[column] &+= UInt32(line[column]) }
        }
        for y in 0..<height {
            let output = pixels + y * stride
            let entering = y + radius + 1
            let leaving = y - radius
            if entering < height && leaving >= 0 {
                let enter = source + entering * stride
                let leave = source + leaving * stride
                for column in 0..<rowBytes {
                    let sum = sums[column]
                    output[column] = divide(sum)
                    sums[column] = sum &+ UInt32(enter[column]) &- UInt32(leave[column])
                }
                continue
            }
            for column in 0..<rowBytes { output[column] = divide(sums[column]) }
            if entering < height {
                let line = source + entering * stride
                for column in 0..<rowBytes { sums[column] &+= UInt32(line[column]) }
            }
            if leaving >= 0 {
                let line = source + leaving * stride
                for column in 0..<rowBytes { sums[column] &-= UInt32(line[column]) }
            }
        }
    }
}

/// Rounded division by a box width through a multiply and shift, exact for every sum of up to
/// `width` bytes when 3 ≤ `width` ≤ 4095 (checked exhaustively for small widths in the tests).
/// Both factors fit in 32 bits, so the 64-bit product is one widening multiply, which the
/// vertical pass's loop vectorises.
struct Reciprocal {
    let half: UInt32
    let multiplier: UInt32

    /// `width` is a box width: odd and above 1 (a 1-wide box is no blur and is skipped).
    init(_ width: Int) {
        precondition(width > 1 && width <= BoxBlur.maximumWidth, "box width \(width)")
        half = UInt32(width / 2)
        multiplier = UInt32((UInt64(1) << 32) / UInt64(width) + 1)
    }

    /// `(sum + width/2) / width`, as a byte. Wrapping arithmetic: the sums are bounded, and
    /// overflow checks would keep the loops from being vectorised.
    func callAsFunction(_ sum: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt64(sum &+ half) &* UInt64(multiplier)) &>> 32)
    }
}
